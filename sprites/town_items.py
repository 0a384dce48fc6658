"""Wilds & Depths' Town deck, one picture per item (cards/town_item_<id>.png, 96 x 96): each shows what the
item does as town.json words it (a shield cracked through because it breaks, a heart-shaped draught that
keeps you on 1 hit point, a lantern lighting two cards of which you face one, and so on).
"""

from __future__ import annotations

import math

from doors_icons import sword
from flames import draw_flame
from geometry import bezier, circle_pts, rot
from palette import WHITE
from sticker_kit import GLINT, GOLDEN, IRON, LINE, STEEL, WOOD, along, disc, fill
from town_kit import HEART, arrow_pts, boot, card_shape, coin, heart, heart_pts, plus

PARCH = [(0, (250, 240, 214, 255)), (1, (206, 184, 142, 255))]
LEATHER_GRIP = [(0, (140, 84, 44, 255)), (1, (80, 44, 20, 255))]
RED_WAX = [(0, (228, 84, 70, 255)), (1, (132, 26, 24, 255))]


def dagger(cv):
    """A dagger: a short, broad blade tapering straight to its point, curved quillons, a leather grip."""
    f = along((26, 86), (72, 14))
    ln = f.length
    blade = [f(28, -11), f(ln - 10, -4), f(ln, 0), f(ln - 10, 4), f(28, 11)]
    fill(cv, blade, STEEL, angle=60, outline=0)
    cv.poly([f(28, 0), f(ln, 0), f(ln - 10, 4), f(28, 11)], (140, 150, 170, 150))
    cv.line(f(32, 0), f(ln - 10, 0), (110, 118, 136, 255), 1.3)
    cv.poly(blade, LINE, 1.4)
    cv.line(f(32, -8), f(ln - 12, -2.6), GLINT, 1.1)
    fill(cv, [f(4, -4), f(24, -4), f(24, 4), f(4, 4)], LEATHER_GRIP)
    for t in (9, 14, 19):
        cv.line(f(t, -3.6), f(t + 2, 3.6), (60, 32, 14, 255), 0.9)
    guard = bezier(f(20, -16), f(25, -10), f(25, 10), f(20, 16), 12) + \
        bezier(f(26, 16), f(30, 8), f(30, -8), f(26, -16), 12)
    fill(cv, guard, STEEL, angle=60, outline=1.2)
    disc(cv, f(1, 0), 5.5, STEEL, outline=1.2)


def longsword(cv):
    """A sword: a long blade with a blue-jewelled pommel and a broad gold guard."""
    sword(cv, (80, 86), (14, 10), width=13, guard=34, grip=20, gem=(70, 120, 200, 255))


def axe(cv):
    """The Dwarven Axe: a broad bearded head with a gold rune, a back spike, a haft bound in gold."""
    f = along((34, 92), (56, 8))
    ln = f.length
    fill(cv, [f(0, -4.4), f(ln, -4.4), f(ln, 4.4), f(0, 4.4)], WOOD, angle=0)
    for t in (8, 30, 54):                                          # gold bands on the haft
        fill(cv, [f(t, -5.4), f(t + 5, -5.4), f(t + 5, 5.4), f(t, 5.4)], GOLDEN, outline=1.0)
    top = ln - 4
    edge = bezier(f(top + 6, -36), f(top - 4, -48), f(top - 32, -48), f(top - 48, -30), 18)
    beard = bezier(f(top - 48, -30), f(top - 38, -24), f(top - 28, -10), f(top - 20, -5), 10)
    head = bezier(f(top - 2, -5), f(top - 2, -18), f(top + 2, -26), f(top + 6, -36), 8) + edge[1:] + beard[1:]
    fill(cv, head, STEEL, angle=40, outline=1.6)
    cv.polyline(bezier(f(top + 2, -38), f(top - 6, -44), f(top - 30, -44), f(top - 42, -31), 14), GLINT, 1.6)
    rune = [(f(top - 32, -24), f(top - 6, -24)), (f(top - 12, -24), f(top - 6, -33)),
            (f(top - 20, -24), f(top - 14, -33))]
    for a, b in rune:                                              # a rune cut in the steel, inlaid with gold
        cv.line(a, b, (150, 100, 30, 255), 3.2)
    for a, b in rune:
        cv.line(a, b, (255, 214, 110, 255), 1.6)
    spike = [f(top - 4, 4), f(top - 12, 18), f(top - 18, 4)]
    fill(cv, spike, STEEL, angle=40, outline=1.2)
    fill(cv, [f(top - 22, -6.5), f(top + 2, -6.5), f(top + 2, 6.5), f(top - 22, 6.5)], IRON, outline=1.2)
    cv.poly([f(ln - 2, -4), f(ln + 4, 0), f(ln - 2, 4)], (200, 150, 60, 255))


def die_face(cv, c, s, ang, pips):
    """A small ivory die seen face on, tilted by ang, showing `pips`."""
    sq = rot([(c[0] - s / 2, c[1] - s / 2), (c[0] + s / 2, c[1] - s / 2), (c[0] + s / 2, c[1] + s / 2),
              (c[0] - s / 2, c[1] + s / 2)], ang, c)
    fill(cv, sq, [(0, (255, 252, 240, 255)), (1, (210, 196, 166, 255))], angle=60, outline=1.4)
    layout = {5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
              2: [(-1, -1), (1, 1)], 1: [(0, 0)]}[pips]
    for dx, dy in layout:
        p = rot([(c[0] + dx * s * 0.27, c[1] + dy * s * 0.27)], ang, c)[0]
        cv.circle(p, s * 0.09, (43, 33, 24, 255))


def rabbit_foot(cv):
    """The Rabbit's Foot: a lucky furry foot on a gold cap, and a die rolled again (a green arrow round it)."""
    die_face(cv, (30, 32), 28, -0.2, 6)
    path = circle_pts((30, 32), 25, 24, a0=math.pi * 0.9, a1=math.pi * 1.95)
    fill(cv, arrow_pts(path, 6, 8, 15), [(0, (150, 220, 140, 255)), (1, (46, 120, 66, 255))], outline=1.2)
    lucky_foot(cv)


def lucky_foot(cv):
    """A rabbit's foot on a gold cap and ring, hanging from the upper right to its paw at the lower left."""
    spine = bezier((80, 16), (70, 44), (66, 64), (44, 88), 60)

    def f(t, s_=0.0):
        """A point t units down the curved spine, s_ to its left."""
        i = min(len(spine) - 2, max(0, int(t / 80 * (len(spine) - 1))))
        (x0, y0), (x1, y1) = spine[i], spine[i + 1]
        ln_ = math.hypot(x1 - x0, y1 - y0) or 1
        u = t / 80 * (len(spine) - 1) - i
        x, y = x0 + (x1 - x0) * u, y0 + (y1 - y0) * u
        return (x + (y1 - y0) / ln_ * s_, y - (x1 - x0) / ln_ * s_)
    ln = 80

    def width(t):
        return 7 + 10 * math.sin(math.pi * min(1.0, t / ln * 0.8)) ** 0.8

    def side(sign, tufts):
        """One flank, from the cap to the paw, in big soft tufts of fur of uneven size."""
        pts = []
        t = 12
        for k in tufts:
            for j in range(6):
                tt = t + k * j / 6
                pts.append(f(tt, sign * (width(tt) + math.sin(math.pi * j / 6) * k * 0.45)))
            t += k
        return pts if sign > 0 else pts[::-1]
    end = 12 + 54
    paw = [f(end + math.sin(a) * 12, math.cos(a) * width(end)) for a in [i / 12 * math.pi for i in range(13)]]
    for s_ in (-8, 0, 8):                            # claws peeping out of the fur at the paw
        fill(cv, [f(end + 6, s_ - 2.6), f(end + 18, s_ * 1.2), f(end + 8, s_ + 2.6)],
             [(0, (90, 80, 70, 255)), (1, (40, 34, 30, 255))], outline=0.8)
    foot = side(1, (8, 10, 7, 11, 9, 9)) + paw + side(-1, (9, 8, 11, 8, 10, 8))
    fill(cv, foot, [(0, (250, 240, 222, 255)), (0.6, (214, 190, 160, 255)), (1, (150, 120, 92, 255))], angle=60,
         outline=1.4)
    for t, s_ in ((22, 3), (30, -5), (38, 1), (46, -4), (54, 5), (60, -1)):   # strands of fur
        cv.line(f(t, s_), f(t + 7, s_ + 1.5), (176, 146, 116, 255), 1.1)
    for s_ in (-5, 5):                               # the toes
        cv.line(f(end + 2, s_), f(end + 10, s_ * 1.1), (170, 140, 110, 255), 1.1)
    fill(cv, [f(0, -9), f(13, -10), f(13, 10), f(0, 9)], [(0, (255, 228, 140, 255)), (1, (150, 100, 30, 255))],
         angle=0, outline=1.3)
    cv.line(f(5, -9.4), f(5, 9.4), (150, 100, 30, 255), 1.0)
    cv.circle(f(-5, 0), 5, (217, 164, 65, 255), 2.4)
    cv.circle(f(-5, 0), 6.2, LINE, 0.8)


def shield(cv):
    """The Wooden Shield: a round plank shield with an iron rim and boss, cracked through, a piece flying off."""
    c = (46, 50)
    disc(cv, c, 40, [(0, (90, 94, 106, 255)), (1, (40, 40, 50, 255))])
    disc(cv, c, 34, [(0, (206, 146, 84, 255)), (1, (128, 76, 36, 255))], outline=1.2)
    for x in (26, 36, 46, 56, 66):                 # the planks
        dy = math.sqrt(max(0.0, 34 ** 2 - (x - c[0]) ** 2))
        cv.line((x, c[1] - dy + 1), (x, c[1] + dy - 1), (110, 64, 30, 255), 1.0)
    for a in range(8):                              # rivets on the rim
        ang = a * math.tau / 8 + 0.3
        cv.circle((c[0] + math.cos(ang) * 37, c[1] + math.sin(ang) * 37), 1.8, (190, 194, 206, 255))
    disc(cv, c, 11, STEEL, outline=1.3)
    cv.circle((c[0] - 3, c[1] - 3), 3, (255, 255, 255, 200))
    chip = [(70, 12), (88, 24), (86, 40), (76, 36), (72, 28), (62, 24)]
    cv.poly(chip, (0, 0, 0, 0))                     # the missing piece, broken out of the rim
    crack = [(64, 24), (60, 34), (64, 40), (56, 48), (58, 58), (50, 64), (52, 76), (44, 88)]
    cv.polyline(crack, (40, 20, 10, 255), 2.4)
    cv.polyline([(60, 34), (70, 40)], (40, 20, 10, 255), 1.4)
    piece = rot([(78, 4), (92, 10), (90, 20), (84, 16)], 0.0, (84, 12))
    fill(cv, piece, [(0, (206, 146, 84, 255)), (1, (90, 94, 106, 255))], outline=1.2)
    for a, b in (((74, 12), (68, 6)), ((82, 30), (92, 32))):
        cv.line(a, b, (255, 240, 200, 255), 1.8)


def inside(p, poly):
    """Whether point p lies inside the polygon (even-odd rule)."""
    x, y = p
    hit = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=False):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def mail(cv):
    """Chain Mail: a steel shirt of rings with short sleeves, leather-bound at the neck and the hem."""
    shirt = mirror_pts([(48, 14), (36, 14), (22, 18), (8, 30), (6, 50), (20, 54), (22, 42), (22, 86), (48, 88)])
    fill(cv, shirt, [(0, (196, 202, 214, 255)), (1, (96, 102, 118, 255))], angle=70, outline=0)
    for row in range(16):
        y = 18 + row * 4.6
        for col in range(22):
            x = 4 + col * 4.4 + (2.2 if row % 2 else 0)
            if inside((x, y), shirt) and inside((x, y + 2), shirt):
                cv.circle((x, y), 2.5, (70, 74, 90, 255), 0.8)
                cv.line((x - 1.4, y - 1.4), (x + 0.2, y - 2.2), (240, 244, 250, 255), 0.7)
    neck = bezier((34, 14), (38, 26), (58, 26), (62, 14), 14)
    cv.polyline(neck, (120, 74, 40, 255), 4.4)
    cv.polyline([(22, 86), (48, 88), (74, 86)], (120, 74, 40, 255), 4.4)
    cv.poly(shirt, LINE, 1.6)
    cv.polyline(circle_pts((34, 46), 16, 8, a0=math.pi * 1.05, a1=math.pi * 1.4), GLINT, 2.4)


def mirror_pts(left):
    return left + [(96 - x, y) for x, y in left[::-1]]


def draught(cv):
    """The Healing Draught: a heart-shaped bottle of red cordial, corked, a white plus on its glass."""
    body = heart_pts((48, 58), 36)
    fill(cv, [(41, 12), (55, 12), (55, 30), (41, 30)], [(0, (226, 240, 244, 255)), (1, (160, 186, 196, 255))])
    fill(cv, body, [(0, (236, 244, 248, 255)), (1, (170, 190, 200, 255))], angle=70, outline=0)
    level = 40
    liquid = [(x, max(y, level)) for x, y in heart_pts((48, 58), 32.5)]
    cv.grad_shape(lambda k: k.poly(liquid, WHITE), HEART, angle=70, box=(10, 40, 76, 50))
    cv.ellipse((18, level - 2, 60, 5), (250, 130, 120, 255))
    cv.poly(body, LINE, 1.6)
    fill(cv, [(39, 2), (57, 2), (55, 14), (41, 14)], [(0, (200, 150, 100, 255)), (1, (130, 86, 50, 255))],
         outline=1.3)
    cv.rect((37, 12, 22, 5), (190, 210, 220, 255), radius=2)
    cv.rect((37, 12, 22, 5), LINE, radius=2, width=1.1)
    plus(cv, (48, 62), 10, 7, (255, 252, 246, 255))
    cv.polyline(bezier((22, 44), (16, 34), (24, 26), (32, 28), 8), GLINT, 2.6)
    for x, y, r in ((62, 52, 2.4), (34, 72, 1.8), (58, 78, 1.4)):
        cv.circle((x, y), r, (255, 200, 190, 220))


def amulet(cv):
    """The Amulet of Vigour: a gold pendant set with a heart-shaped ruby, on a chain of gold links."""
    for side in (1, -1):
        chain = bezier((48 + side * 36, 6), (48 + side * 34, 28), (48 + side * 18, 40), (48 + side * 4, 44), 9)
        for i, p in enumerate(chain[:-1]):
            q = chain[i + 1]
            cv.line(p, q, (110, 70, 20, 255), 4.6)
            cv.line(p, q, (240, 196, 96, 255), 2.6)
    setting = circle_pts((48, 66), 26, 40)
    fill(cv, setting, GOLDEN, angle=60, outline=1.6)
    cv.circle((48, 66), 21, (150, 100, 30, 255), 1.4)
    for a in range(12):
        ang = a * math.tau / 12
        cv.circle((48 + math.cos(ang) * 23.5, 66 + math.sin(ang) * 23.5), 1.4, (255, 240, 190, 255))
    fill(cv, [(42, 38), (54, 38), (52, 46), (44, 46)], GOLDEN, outline=1.2)   # the bail
    heart(cv, (48, 67), 17, [(0, (255, 120, 110, 255)), (0.5, (210, 30, 50, 255)), (1, (110, 0, 20, 255))])


def amulet_glow(cv):
    cv.light((48, 66), 30, (255, 80, 80), alpha=70, power=1.6)
    cv.circle((42, 60), 2.2, (255, 255, 255, 230))


def lantern(cv):
    """The Lantern: its light falls on two cards drawn side by side (face one, the other goes back)."""
    for c, ang in (((26, 48), -0.3), ((70, 48), 0.3)):
        fill(cv, card_shape(c, 36, 52, ang), [(0, (96, 120, 78, 255)), (1, (40, 60, 40, 255))], angle=70,
             outline=1.5)
        cv.poly(card_shape(c, 28, 44, ang), (217, 164, 65, 255), 1.2)
    cv.line((48, 6), (48, 16), (60, 56, 60, 255), 2.0)
    cv.circle((48, 8), 5, (60, 56, 60, 255), 1.8)
    fill(cv, [(36, 16), (60, 16), (64, 26), (32, 26)], IRON, outline=1.3)
    glass = [(34, 26), (62, 26), (64, 70), (32, 70)]
    cv.grad_shape(lambda k: k.poly(glass, WHITE), [(0, (255, 248, 210, 255)), (1, (255, 170, 60, 255))])
    draw_flame(cv, (48, 62), 26, 12, seed=9)
    for x in (34, 48, 62):
        cv.line((x, 26), (x + (x - 48) * 0.07, 70), (60, 56, 60, 255), 2.0)
    cv.poly(glass, LINE, 1.4)
    fill(cv, [(28, 70), (68, 70), (64, 80), (32, 80)], IRON, outline=1.3)


def lantern_glow(cv):
    cv.light((48, 48), 44, (255, 210, 100), alpha=90, power=1.5)


def boots(cv):
    """The Seven-League Boots: a pair of boots with little wings at the heels, striding off in a rush."""
    for y in (30, 50, 70):                          # speed lines behind them
        cv.line((2, y), (18, y), (240, 236, 230, 255), 2.6)
    boot(cv, (40, 16), 0.78, leather=[(0, (150, 92, 48, 255)), (1, (84, 46, 22, 255))])
    boot(cv, (26, 30), 0.84)
    wing = [(26, 50), (8, 36), (14, 36), (4, 28), (14, 28), (8, 20), (22, 30), (28, 40)]
    fill(cv, wing, [(0, (255, 255, 255, 255)), (1, (190, 200, 214, 255))], angle=70, outline=1.3)
    cv.line((12, 33), (24, 41), (160, 170, 190, 255), 0.9)


def writ(cv):
    """The Royal Writ: a rolled parchment tied with a red ribbon, sealed with red wax stamped with a crown."""
    ang = -0.3
    c = (48, 42)
    body = rot([(14, 30), (82, 30), (82, 54), (14, 54)], ang, c)
    fill(cv, body, PARCH, angle=70, outline=1.5)
    for x in (14, 82):
        end = rot(circle_pts((x, 42), 6, 24, ry=12), ang, c)
        fill(cv, end, [(0, (240, 226, 194, 255)), (1, (180, 156, 116, 255))], outline=1.3)
        cv.poly(rot(circle_pts((x, 42), 2.4, 12, ry=5), ang, c), (150, 124, 86, 255))
    band = rot([(44, 29), (52, 29), (52, 55), (44, 55)], ang, c)
    fill(cv, band, RED_WAX, outline=1.0)
    for dx, tail in ((-6, [(42, 58), (30, 88), (38, 84), (42, 90), (50, 62)]),
                     (6, [(54, 62), (62, 90), (64, 82), (72, 86), (58, 58)])):
        fill(cv, tail, RED_WAX, angle=70, outline=1.2)
        _ = dx
    seal = [(50 + math.cos(a * math.tau / 20) * (15 + (a % 2) * 1.6), 62 + math.sin(a * math.tau / 20)
             * (15 + (a % 2) * 1.6)) for a in range(20)]
    fill(cv, seal, RED_WAX, angle=60, outline=1.4)
    cv.circle((50, 62), 10.5, (120, 20, 20, 255), 1.2)
    crown = [(42, 67), (41, 57), (45.5, 61), (50, 55), (54.5, 61), (59, 57), (58, 67)]
    cv.poly(crown, (246, 150, 130, 255))
    cv.poly(crown, (110, 16, 16, 255), 0.9)


def treasure_map(cv):
    """The Treasure Map: a dotted trail over hills to a red X, and a silver coin for each monster beaten."""
    sheet = rot([(8, 14), (30, 10), (52, 16), (74, 10), (90, 14), (86, 40), (90, 62), (84, 84), (58, 80), (36, 86),
                 (12, 82), (6, 56), (10, 34)], -0.08, (48, 48))
    fill(cv, sheet, PARCH, angle=70, outline=1.6)
    for x, y in ((26, 34), (36, 28)):               # hills
        cv.poly([(x - 9, y + 6), (x, y - 6), (x + 9, y + 6)], (150, 120, 80, 255))
        cv.poly([(x - 9, y + 6), (x, y - 6), (x + 9, y + 6)], LINE, 0.9)
    for x, y in ((64, 66), (72, 70)):               # trees
        cv.circle((x, y - 4), 5, (90, 140, 80, 255))
        cv.circle((x, y - 4), 5, LINE, 0.8)
    trail = bezier((16, 72), (40, 78), (30, 44), (56, 50), 14) + bezier((56, 50), (70, 54), (62, 32), (72, 28), 8)[1:]
    for p in trail[::2]:
        cv.circle(p, 1.7, (170, 40, 30, 255))
    for a, b in (((66, 18), (80, 32)), ((80, 18), (66, 32))):
        cv.line(a, b, (90, 16, 10, 255), 6.0)
        cv.line(a, b, (210, 50, 40, 255), 3.6)
    coin(cv, (76, 78), 13)


ITEMS = {"dagger": dagger, "sword": longsword, "axe": axe, "rabbit_foot": rabbit_foot, "shield": shield,
         "mail": mail, "draught": draught, "amulet": amulet, "lantern": lantern, "boots": boots, "writ": writ,
         "map": treasure_map}
ITEM_OVER = {"amulet": amulet_glow}
ITEM_UNDER = {"lantern": lantern_glow}
