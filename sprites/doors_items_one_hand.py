"""Kick the Door's items held in one hand: weapons, shields and the odd kitchen tool (doors_items.py names each
picture by its card's kind).
"""

from __future__ import annotations

import math

from doors_icons import sword
from doors_kit import Placed, bubble, tube
from doors_strokes import SLIME, drop, rod, smell, sparkle, whoosh
from flames import draw_flame
from geometry import bezier, circle_pts, rot, star_pts
from sticker_kit import BONE, GLINT, GOLDEN, IRON, LINE, STEEL, WOOD, along, disc, fill
from town_kit import arrow_pts, lettering

# ---------------------------------------------------------------------------------------------------------
# One hand
# ---------------------------------------------------------------------------------------------------------


def pointy_stick(cv):
    """Pointy Stick: a plain crooked branch sharpened to a pale point, a twig and a leaf still on it."""
    f = along((14, 86), (80, 14))
    pts = [f(0, -4), f(30, -4.6), f(44, -3.4), f(f.length - 14, -3.6), f(f.length, 0), f(f.length - 14, 3.6),
           f(44, 3.8), f(30, 4.4), f(0, 4)]
    fill(cv, pts, WOOD, angle=0, outline=1.5)
    fill(cv, [f(f.length - 14, -3.6), f(f.length, 0), f(f.length - 14, 3.6)], BONE, outline=1.1)   # whittled
    for t in (12, 26, 40):
        cv.line(f(t, -2), f(t + 4, -1), (90, 54, 26, 255), 1.0)
    tw = f(34, -4)
    cv.line(tw, (tw[0] - 14, tw[1] - 10), LINE, 3.6)
    cv.line(tw, (tw[0] - 14, tw[1] - 10), (150, 96, 50, 255), 2)
    leaf = rot([(0, 0), (6, -5), (14, 0), (6, 5)], -2.4, (0, 0))
    leaf = [(tw[0] - 14 + x, tw[1] - 10 + y) for x, y in leaf]
    fill(cv, leaf, [(0, (150, 210, 110, 255)), (1, (60, 130, 60, 255))], outline=1.0)
    for t in (0, 6):
        cv.line(f(f.length - 20 + t, 2.6), f(f.length - 17 + t, 3.6), (255, 240, 210, 255), 1)


def rubber_chicken(cv):
    _rubber_chicken(Placed(cv, 7, 2, 0.9))


def _rubber_chicken(cv):
    """Rubber Chicken: the classic plucked yellow rubber chicken, lying limp, a long floppy neck, red comb, eyes
    screwed shut, beak wide open in a squeak, legs stuck up in the air."""
    yellow = [(0, (255, 240, 120, 255)), (0.6, (246, 206, 50, 255)), (1, (200, 150, 20, 255))]
    orange = [(0, (255, 170, 70, 255)), (1, (220, 100, 20, 255))]
    for leg in (((62, 46), (74, 14)), ((72, 50), (88, 22))):     # legs up, toes spread
        rod(cv, leg[0], leg[1], 4, orange, outline=1.1)
        x, y = leg[1]
        for dx, dy in ((-6, -4), (0, -7), (6, -4)):
            cv.line((x, y), (x + dx, y + dy), LINE, 3.2)
            cv.line((x, y), (x + dx, y + dy), (255, 170, 70, 255), 1.6)
    body = circle_pts((64, 62), 26, 36, ry=20)
    neck = tube(bezier((44, 60), (30, 62), (30, 80), (22, 80), 12), 14, 9)
    fill(cv, neck, yellow, outline=1.4)
    fill(cv, body, yellow, outline=1.6)
    cv.polyline(bezier((52, 60), (62, 54), (76, 56), (80, 66), 8), (200, 150, 20, 255), 1.6)   # a wing
    head = circle_pts((18, 74), 11, 24)
    fill(cv, head, yellow, outline=1.4)
    fill(cv, [(12, 64), (10, 54), (16, 58), (18, 50), (22, 58), (28, 54), (25, 66)],
         [(0, (240, 80, 70, 255)), (1, (170, 30, 30, 255))], outline=1.1)    # the comb
    fill(cv, [(10, 72), (0, 68), (8, 76)], orange, outline=1.0)              # the beak, open
    fill(cv, [(10, 78), (0, 84), (10, 81)], orange, outline=1.0)
    fill(cv, circle_pts((14, 86), 3.4, 10, ry=4.4), [(0, (240, 80, 70, 255)), (1, (170, 30, 30, 255))],
         outline=0.9)                                                      # the wattle
    cv.line((14, 70), (19, 75), LINE, 1.4)                                  # eyes shut in an X
    cv.line((19, 70), (14, 75), LINE, 1.4)
    for r in (6, 11):                                                       # the squeak
        cv.polyline(circle_pts((2, 76), r, 6, a0=math.pi * 1.2, a1=math.pi * 1.5), (255, 250, 235, 230), 2.0)
    cv.polyline(circle_pts((64, 62), 20, 6, a0=math.pi * 1.1, a1=math.pi * 1.4), GLINT, 2.4)


def slightly_sharp_sword(cv):
    """Sword of Slightly Sharp: a nicked sword crossed over the wooden spoon it is only just sharper than, one
    glint at its point."""
    f = along((80, 88), (26, 14))                                  # the spoon
    fill(cv, [f(0, -3), f(f.length - 10, -2.6), f(f.length - 10, 2.6), f(0, 3)], WOOD, angle=0, outline=1.2)
    fill(cv, circle_pts(f(f.length, 0), 9, 20, ry=12), [(0, (214, 156, 94, 255)), (1, (130, 80, 40, 255))],
         outline=1.3)
    sword(cv, (16, 84), (74, 26), width=14, guard=30, grip=16, gem=(79, 124, 172, 255))
    g = along((16, 84), (74, 26))
    for t, s in ((40, 7), (52, -7), (60, 7), (46, -7)):            # nicks in the edge
        cv.poly([g(t - 2.4, s), g(t, s * 0.55), g(t + 2.4, s)], (120, 128, 146, 255))
        cv.polyline([g(t - 2.4, s), g(t, s * 0.55), g(t + 2.4, s)], LINE, 1.0)
    sparkle(cv, (78, 22), 6)


def frying_pan(cv):
    """Frying Pan of Justice: a black iron frying pan swung, two gold 'bonk' stars flying off it, an egg still
    in it."""
    rod(cv, (10, 88), (42, 58), 8, [(0, (90, 60, 40, 255)), (1, (40, 26, 18, 255))])
    fill(cv, circle_pts((58, 42), 32, 40, ry=30), [(0, (110, 110, 120, 255)), (0.6, (60, 60, 70, 255)),
                                                     (1, (26, 26, 32, 255))], angle=60, outline=1.8)
    fill(cv, circle_pts((58, 42), 25, 40, ry=23), [(0, (70, 70, 80, 255)), (1, (30, 30, 36, 255))], angle=250,
         outline=1.0)
    egg = circle_pts((60, 44), 11, 20, ry=9)
    egg = [(x + 2 * math.sin(i), y) for i, (x, y) in enumerate(egg)]
    fill(cv, egg, [(0, (255, 255, 250, 255)), (1, (220, 220, 210, 255))], outline=1.0)
    disc(cv, (58, 44), 4.6, [(0, (255, 220, 80, 255)), (1, (230, 150, 20, 255))], outline=1.0)
    cv.polyline(circle_pts((58, 42), 28, 8, a0=math.pi * 1.1, a1=math.pi * 1.4), (180, 180, 200, 200), 2.4)
    for c, r in (((90, 12), 9), ((80, 4), 4)):
        fill(cv, star_pts(c, r, r * 0.45, 6), GOLDEN, outline=1.0)
    whoosh(cv, [((6, 64), (18, 50)), ((14, 72), (24, 62))])


def buckler(cv):
    """Buckler of Blocking: a small round shield with a big iron boss, an arrow stopped dead in it (and two broken
    shafts lying about)."""
    f = along((94, 6), (58, 44))
    rod(cv, f(0, 0), f(f.length, 0), 2.4, WOOD)
    for s in (1, -1):
        fill(cv, [f(0, 0), f(-6, s * 4), f(2, s * 3)], [(0, (240, 240, 240, 255)), (1, (190, 190, 200, 255))],
             outline=0.8)
    disc(cv, (46, 50), 38, [(0, (150, 100, 60, 255)), (1, (90, 56, 30, 255))], outline=1.8)
    cv.circle((46, 50), 36, IRON[1][1], 4)
    for a in range(8):
        ang = a * math.tau / 8
        cv.line((46 + math.cos(ang) * 14, 50 + math.sin(ang) * 14), (46 + math.cos(ang) * 33, 50 + math.sin(ang) * 33),
                (80, 48, 24, 255), 1.0)
        cv.circle((46 + math.cos(ang) * 30, 50 + math.sin(ang) * 30), 1.6, (200, 204, 214, 255))
    disc(cv, (46, 50), 13, STEEL, outline=1.4)
    cv.circle((42, 46), 3, GLINT)
    cv.line((52, 44), (60, 36), LINE, 1.4)                           # the broken tip
    for x, y, a in ((10, 90, -0.2), (70, 92, 0.15)):
        g = along((x, y), (x + 20 * math.cos(a), y + 20 * math.sin(a)))
        rod(cv, g(0, 0), g(g.length, 0), 2.2, WOOD, outline=0.9)


def dagger_of_treachery(cv):
    """Dagger of Treachery: a wavy black-bladed dagger held point down, dripping green poison, a gleaming eye on
    its pommel."""
    f = along((74, 10), (28, 88))
    wave = [f(30 + i * 4, -5 + 1.6 * math.sin(i * 1.3)) for i in range(12)]
    blade = [f(28, -5)] + wave + [f(f.length, 0)] + [f(30 + i * 4, 5 + 1.6 * math.sin(i * 1.3)) for i in
                                                     range(11, -1, -1)] + [f(28, 5)]
    fill(cv, blade, [(0, (130, 126, 150, 255)), (1, (40, 36, 56, 255))], angle=60, outline=1.4)
    cv.line(f(32, 0), f(f.length - 8, 0), (170, 166, 190, 255), 1.0)
    fill(cv, [f(4, -3.4), f(24, -3.4), f(24, 3.4), f(4, 3.4)], [(0, (110, 30, 40, 255)), (1, (50, 10, 20, 255))])
    fill(cv, [f(24, -14), f(28, -10), f(28, 10), f(24, 14), f(22, 0)], GOLDEN)
    disc(cv, f(0, 0), 6, GOLDEN)
    cv.circle(f(0, 0), 3, (120, 220, 110, 255))
    cv.circle(f(0, 0), 1.2, (20, 30, 10, 255))
    for t, s, r in ((50, 6, 2.4), (66, -5, 2.6)):
        p = f(t, s)
        drop(cv, (p[0] + 2, p[1] + 6), r, SLIME)
    drop(cv, (30, 94 - 2), 2.8, SLIME)


def pot_lid_shield(cv):
    """Pot Lid Shield: a dented tin pot lid held as a shield by its knob, a wooden spoon for a sword behind it,
    a drip of stew on its rim and the smell still rising off it."""
    f = along((8, 92), (68, 14))                          # a wooden spoon for a sword, its bowl up and right
    fill(cv, [f(0, -3.4), f(f.length, -3.4), f(f.length, 3.4), f(0, 3.4)], WOOD, angle=0, outline=1.3)
    bowl = [f(f.length - 2 + 14 * (1 - math.cos(a)), 10 * math.sin(a)) for a in
            [i * math.tau / 28 for i in range(28)]]
    fill(cv, bowl, [(0, (214, 156, 94, 255)), (1, (130, 80, 40, 255))], angle=60, outline=1.4)
    cv.poly([f(f.length + 6 + 8 * (1 - math.cos(a)), 5 * math.sin(a)) for a in [i * math.tau / 20 for i in range(20)]],
            (110, 64, 30, 255))
    c = (40, 60)
    fill(cv, circle_pts(c, 38, 48, ry=34), STEEL, angle=60, outline=1.6)
    for r, colour in ((32, (120, 128, 146, 255)), (22, (150, 158, 174, 255))):   # the pressed rings
        cv.poly(circle_pts(c, r, 40, ry=r * 0.9), colour, 1.2)
    cv.polyline([(62, 38), (66, 44), (64, 50)], (100, 108, 126, 255), 1.4)         # a dent
    cv.poly(circle_pts((64, 44), 5, 12, ry=3.4), (210, 216, 228, 255))
    stew = [(4, 60), (8, 66), (7, 76), (10, 82), (13, 76), (12, 66), (10, 58)]
    fill(cv, stew, [(0, (190, 110, 50, 255)), (1, (120, 60, 24, 255))], outline=1.0)   # stew down the rim
    fill(cv, circle_pts(c, 9, 20, ry=7), [(0, (90, 70, 60, 255)), (1, (30, 22, 20, 255))], outline=1.3)
    fill(cv, circle_pts((40, 56), 7, 18, ry=4), [(0, (120, 96, 84, 255)), (1, (50, 36, 30, 255))], outline=1.2)
    cv.polyline(circle_pts(c, 30, 10, a0=math.pi * 1.05, a1=math.pi * 1.45), GLINT, 2.6)
    for x in (20, 34, 48):                                # the smell of stew, still rising
        cv.polyline(bezier((x, 24), (x - 5, 16), (x + 5, 10), (x, 2), 8), (150, 170, 90, 200), 1.6)


def wand_of_sparkles(cv):
    """Wand of Sparkles: a slim wand with a star at its tip spraying glitter, and one small flame among it."""
    f = rod(cv, (8, 92), (46, 52), 5, [(0, (60, 40, 70, 255)), (1, (30, 20, 36, 255))], w1=3.6)
    for t in (4, 10):
        cv.line(f(t, -2.6), f(t, 2.6), (217, 164, 65, 255), 1.6)
    tip = f(f.length + 6, 0)
    fill(cv, star_pts(tip, 12, 5, 5), GOLDEN, outline=1.3)
    colours = ((255, 120, 200), (120, 220, 255), (255, 230, 100), (170, 255, 150), (200, 150, 255))
    for i in range(16):                                       # the glitter, sprayed up and to the right
        a = -1.3 + (i * 0.37) % 1.6
        d = 16 + (i * 11) % 24
        p = (tip[0] + math.cos(a) * d, tip[1] + math.sin(a) * d)
        if i % 4 == 0:
            sparkle(cv, p, 4.5, (*colours[i % 5], 255))
        else:
            cv.circle(p, 1.8, (*colours[i % 5], 255))
    draw_flame(cv, (82, 50), 18, 9, seed=3)


def holy_mop(cv):
    """Holy Mop: a mop with a shaggy white head, a golden halo over it and a holy light coming off it."""
    f = rod(cv, (78, 12), (44, 58), 5.4, WOOD)
    fill(cv, [f(f.length - 2, -9), f(f.length + 6, -10), f(f.length + 6, 10), f(f.length - 2, 9)], IRON, angle=0,
         outline=1.2)
    head = f(f.length + 6, 0)
    for i in range(11):                                       # the strands, flopping down
        dx = (i - 5) * 3.6
        end = (head[0] + dx * 1.6 - 4, head[1] + 34 - abs(i - 5) * 1.5)
        strand = bezier((head[0] + dx * 0.7, head[1]), (head[0] + dx, head[1] + 12), (end[0] + 3, end[1] - 10), end, 8)
        cv.polyline(strand, LINE, 5.6)
    for i in range(11):
        dx = (i - 5) * 3.6
        end = (head[0] + dx * 1.6 - 4, head[1] + 34 - abs(i - 5) * 1.5)
        strand = bezier((head[0] + dx * 0.7, head[1]), (head[0] + dx, head[1] + 12), (end[0] + 3, end[1] - 10), end, 8)
        cv.polyline(strand, (246, 244, 236, 255) if i % 2 else (214, 210, 200, 255), 3.4)
    halo = circle_pts((76, 10), 13, 24, ry=5)
    cv.polyline(halo + [halo[0]], LINE, 6)
    cv.polyline(halo + [halo[0]], (255, 220, 120, 255), 3.2)
    for p in ((18, 30), (64, 90), (90, 44)):
        sparkle(cv, p, 5)


def holy_mop_glow(cv):
    cv.light((76, 10), 22, (255, 230, 150), alpha=110, power=1.4)


def mace_of_minor_smiting(cv):
    """Mace of Minor Smiting: a small flanged mace with a holy sun on its head, smiting with a tiny spark."""
    f = rod(cv, (22, 88), (56, 40), 6, [(0, (140, 84, 44, 255)), (1, (80, 44, 20, 255))])
    disc(cv, f(-2, 0), 4.4, GOLDEN, outline=1.1)
    fill(cv, [f(f.length - 4, -6), f(f.length + 2, -6), f(f.length + 2, 6), f(f.length - 4, 6)], GOLDEN)
    c = f(f.length + 14, 0)
    for i in range(6):                                        # the flanges
        a = i * math.tau / 6 + 0.3
        fl = [(c[0] + math.cos(a - 0.35) * 8, c[1] + math.sin(a - 0.35) * 8), (c[0] + math.cos(a) * 19,
                                                                                c[1] + math.sin(a) * 19),
              (c[0] + math.cos(a + 0.35) * 8, c[1] + math.sin(a + 0.35) * 8)]
        fill(cv, fl, STEEL, angle=60, outline=1.2)
    disc(cv, c, 11, STEEL, outline=1.4)
    cv.poly(star_pts(c, 8, 3.6, 8), (255, 216, 100, 255))
    cv.circle(c, 3, (255, 246, 210, 255))
    sparkle(cv, (86, 14), 6)
    sparkle(cv, (90, 30), 3)


def rapier_of_wit(cv):
    """Rapier of Witty Remarks: a thin rapier with a swept gold basket hilt, and a speech bubble of its own
    ('Ha!')."""
    f = along((20, 90), (86, 24))
    fill(cv, [f(22, -2.2), f(f.length, 0), f(22, 2.2)], STEEL, angle=60, outline=1.1)
    fill(cv, [f(2, -2.8), f(16, -2.8), f(16, 2.8), f(2, 2.8)], [(0, (140, 84, 44, 255)), (1, (80, 44, 20, 255))],
         outline=1.0)
    cv.polyline(bezier(f(18, 0), f(10, 14), f(-2, 12), f(2, 0), 10), LINE, 3.6)     # the swept guard
    cv.polyline(bezier(f(18, 0), f(10, 14), f(-2, 12), f(2, 0), 10), (230, 186, 80, 255), 2)
    cv.polyline(bezier(f(18, 0), f(14, -10), f(6, -10), f(4, -2), 10), LINE, 3.6)
    cv.polyline(bezier(f(18, 0), f(14, -10), f(6, -10), f(4, -2), 10), (230, 186, 80, 255), 2)
    fill(cv, [f(18, -9), f(21, -9), f(21, 9), f(18, 9)], GOLDEN, outline=1.0)
    disc(cv, f(0, 0), 3.6, GOLDEN, outline=1.0)
    bubble(cv, (32, 26), 48, 30, (44, 52))
    lettering(cv, "Ha!", (32, 25), 17, (40, 30, 24), face="title")


def cheese_grater(cv):
    """Cursed Cheese Grater: a box grater, rows of sharp holes, a handle on top, a wedge of cheese beside it and a
    green curse of a smell rising."""
    body = [(30, 24), (66, 24), (74, 88), (22, 88)]
    fill(cv, body, STEEL, angle=60, outline=1.8)
    cv.poly([(66, 24), (74, 20), (82, 84), (74, 88)], (120, 128, 146, 255))
    cv.poly([(66, 24), (74, 20), (82, 84), (74, 88)], LINE, 1.4)
    for row in range(7):
        y = 34 + row * 7.6
        for col in range(4):
            x = 33 - row * 0.9 + col * (9 + row * 0.45)
            cv.poly([(x - 2.6, y + 1.6), (x, y - 1.8), (x + 2.6, y + 1.6)], (40, 40, 50, 255))
    cv.polyline([(38, 24), (38, 12), (58, 12), (58, 24)], LINE, 5.4)
    cv.polyline([(38, 24), (38, 12), (58, 12), (58, 24)], (60, 40, 70, 255), 3.4)
    wedge = [(2, 88), (24, 70), (24, 92), (2, 94)]
    fill(cv, wedge, [(0, (255, 230, 120, 255)), (1, (220, 170, 50, 255))], outline=1.3)
    for p in ((10, 86), (17, 80), (18, 89)):
        cv.circle(p, 1.8, (200, 150, 40, 255))
    smell(cv, (72, 82, 92), 30, (150, 200, 80, 220), h=24)
    cv.polyline(circle_pts((36, 50), 12, 6, a0=math.pi * 1.05, a1=math.pi * 1.4), GLINT, 2.0)


def candle_of_courage(cv):
    """Candle of Courage: a fat white candle on a brass holder with a finger loop, wax running down it, its flame
    bright and steady."""
    fill(cv, circle_pts((48, 84), 34, 30, ry=9), [(0, (255, 232, 150, 255)), (0.5, (210, 160, 60, 255)),
                                                  (1, (120, 80, 24, 255))], outline=1.6)
    cv.polyline(circle_pts((84, 76), 8, 14, a0=-math.pi / 2, a1=math.pi / 2), LINE, 5)
    cv.polyline(circle_pts((84, 76), 8, 14, a0=-math.pi / 2, a1=math.pi / 2), (230, 186, 80, 255), 2.8)
    body = [(34, 36), (62, 36), (62, 82), (34, 82)]
    fill(cv, body, [(0, (255, 252, 240, 255)), (1, (220, 210, 190, 255))], angle=0, outline=1.6)
    for x, h in ((38, 14), (50, 22), (58, 10)):
        fill(cv, [(x - 3, 36), (x + 3, 36), (x + 3, 36 + h), (x, 36 + h + 4), (x - 3, 36 + h)],
             [(0, (255, 255, 250, 255)), (1, (230, 222, 204, 255))], outline=1.0)
    cv.ellipse((34, 32, 28, 8), (250, 246, 236, 255))
    cv.ellipse((34, 32, 28, 8), LINE, 1.2)
    cv.line((48, 36), (48, 28), LINE, 1.6)
    draw_flame(cv, (48, 30), 26, 14, seed=7)


def candle_glow(cv):
    cv.light((48, 18), 34, (255, 200, 100), alpha=110, power=1.4)


def boomerang(cv):
    """Boomerang of Returning: a painted wooden boomerang (bent, on purpose) spinning, the curved arrow of its
    flight coming back round to where it started."""
    path = circle_pts((50, 50), 42, 30, a0=math.pi * 0.7, a1=math.pi * 1.9)
    fill(cv, arrow_pts(path, 5, 9, 15), [(0, (255, 250, 235, 255)), (1, (210, 200, 180, 255))], outline=1.2)
    elbow = (28, 30)
    one, two = bezier((88, 54), (70, 42), (44, 30), elbow, 12), bezier(elbow, (24, 46), (34, 74), (50, 90), 12)
    arms = tube(one, 10, 17)[:13] + tube(two, 17, 10)[:13]
    back = tube(two, 17, 10)[13:] + tube(one, 10, 17)[13:]
    fill(cv, arms + back, [(0, (220, 160, 90, 255)), (1, (140, 80, 36, 255))], angle=60, outline=1.6)
    disc(cv, (elbow[0] + 2, elbow[1] + 3), 8.2, [(0, (220, 160, 90, 255)), (1, (140, 80, 36, 255))], angle=60,
         outline=0)                                            # the elbow, smoothed over
    for p in ((70, 43), (50, 34), (29, 52), (36, 72)):         # dots painted on it
        cv.circle(p, 2.6, (240, 240, 230, 255))
        cv.circle(p, 1.2, (181, 72, 58, 255))
    cv.polyline(circle_pts(elbow, 9, 6, a0=math.pi * 0.9, a1=math.pi * 1.4), (255, 250, 235, 220), 1.8)
