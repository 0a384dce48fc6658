"""Cards and tokens (cards/, `--only cards`): Dungeon!'s monster and prize backs by level, the card front,
Escape's back and faces, the twist back, Kick the Door's deck backs and Dice Delve's treasure token. town_backs
draws Wilds & Depths' deck backs in the same frame.
"""

from __future__ import annotations

import math

import pygame
from canvas import Canvas
from delve_icons import icon_chest, icon_skeleton
from flames import fireball_art
from geometry import circle_pts
from output import save
from palette import BLACK, GOLD, INK, LEVEL_COLOURS, PARCHMENT, PURPLE, WHITE, shade, with_alpha
from surfaces import masked, noise_surface, radial, surf
from text import text_surface

CW, CH = 120, 168


def icon_image(draw, size, scale=1.0):
    """Render one of the 64-unit icon functions to a size x size image."""
    c = Canvas(64, 64, 4)
    draw(c)
    img = pygame.transform.smoothscale(c.surf, (int(size * scale), int(size * scale)))
    out = surf(size, size)
    out.blit(img, ((size - img.get_width()) // 2, (size - img.get_height()) // 2))
    return out


def card_base(w, h, fill_stops, seed, pattern=None, radius=8, border=(20, 18, 24, 255), noise_lo=200):
    """A card with a dark edge, a textured gradient field and an optional pattern; returns a Canvas."""
    cv = Canvas(w, h, 3)
    cv.rect((0, 0, w, h), border, radius=radius)
    cv.grad_shape(lambda c: c.rect((3, 3, w - 6, h - 6), WHITE, radius=radius - 2), fill_stops, angle=65)
    if pattern:
        m = Canvas(w, h, 3)
        m.rect((3, 3, w - 6, h - 6), WHITE, radius=radius - 2)
        lay = Canvas(w, h, 3)
        pattern(lay)
        cv.surf.blit(masked(lay.surf, m.surf), (0, 0))
    tex = noise_surface(w, h, max(3, w // 12), seed, noise_lo, 255, octaves=4)
    tex = pygame.transform.smoothscale(tex, (w * 3, h * 3))
    m = Canvas(w, h, 3)
    m.rect((3, 3, w - 6, h - 6), WHITE, radius=radius - 2)
    over = surf(w * 3, h * 3)
    over.fill((255, 255, 255, 255))
    over.blit(masked(tex, m.surf), (0, 0))
    cv.surf.blit(over, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return cv


def gold_frame(cv, inset, radius, w=None, h=None, col=GOLD):
    w = w or cv.w
    h = h or cv.h
    cv.rect((inset, inset, w - 2 * inset, h - 2 * inset), shade(col, 0.55), radius=radius, width=1.6)
    cv.rect((inset + 0.4, inset + 0.4, w - 2 * inset - 0.8, h - 2 * inset - 0.8), col, radius=radius, width=0.8)
    cv.rect((inset + 3, inset + 3, w - 2 * inset - 6, h - 2 * inset - 6), with_alpha(col, 150),
            radius=max(1, radius - 3), width=0.5)
    for x, y in ((inset + 3, inset + 3), (w - inset - 3, inset + 3), (inset + 3, h - inset - 3),
                 (w - inset - 3, h - inset - 3)):
        cv.poly([(x, y - 2.6), (x + 2.6, y), (x, y + 2.6), (x - 2.6, y)], col)


def lattice(col, step=10, width=0.6):
    def draw(c):
        for i in range(-c.h // step - 2, c.w // step + c.h // step + 2):
            x = i * step
            c.line((x, 0), (x + c.h, c.h), col, width)
            c.line((x, 0), (x - c.h, c.h), col, width)
    return draw


def rays_pattern(col, n=28):
    def draw(c):
        cx, cy = c.w / 2, c.h / 2
        for i in range(n):
            a0 = math.tau * i / n
            a1 = a0 + math.tau / n / 2
            R = max(c.w, c.h)
            c.poly([(cx, cy), (cx + math.cos(a0) * R, cy + math.sin(a0) * R), (cx + math.cos(a1) * R,
                                                                               cy + math.sin(a1) * R)], col)
    return draw


def roundel(cv, c, r, fill=(28, 24, 30, 255), ring=GOLD):
    cv.shadow(lambda k: k.circle(c, r + 1.5, BLACK), offset=(0, 1.2), blur=1.8, alpha=150)
    cv.circle(c, r + 1.6, shade(ring, 0.5))
    cv.circle(c, r + 1.0, ring)
    cv.grad_shape(lambda k: k.circle(c, r, WHITE), [(0, shade(fill, 1.5)), (1, shade(fill, 0.7))], angle=70)
    cv.circle(c, r - 2.2, with_alpha(ring, 120), width=0.5)


def banner(cv, y, h, text, fill, ink, size=15, inset=10, font_name="serif-bold", tracking=2):
    w = cv.w
    pts = [(inset, y), (w - inset, y), (w - inset - 4, y + h / 2), (w - inset, y + h), (inset, y + h),
           (inset + 4, y + h / 2)]
    cv.shadow(lambda k: k.poly(pts, BLACK), offset=(0, 1), blur=1.2, alpha=120)
    cv.poly(pts, fill)
    cv.poly(pts, shade(GOLD, 0.9), width=0.7)
    t = text_surface(text, font_name, size * cv.ss, ink, tracking=tracking * cv.ss)
    cv.surf.blit(t, t.get_rect(center=(w / 2 * cv.ss, (y + h / 2 + 0.5) * cv.ss)))


def numeral(cv, c, txt, size, col, shadow=(0, 0, 0)):
    t = text_surface(txt, "sans-bold", size * cv.ss, col)
    sh = text_surface(txt, "sans-bold", size * cv.ss, shadow)
    sh.set_alpha(170)
    r = t.get_rect(center=(c[0] * cv.ss, c[1] * cv.ss + size * cv.ss * 0.06))
    cv.surf.blit(sh, r.move(cv.ss, cv.ss))
    cv.surf.blit(t, r)


def level_card_back(kind, level):
    col = LEVEL_COLOURS[level - 1]
    hi, lo = shade(col, 1.2), shade(col, 0.55)
    if kind == "monster":
        pat = lattice(with_alpha(shade(col, 0.45), 150), step=9, width=0.7)
    else:
        pat = rays_pattern(with_alpha(shade(col, 1.35), 60))
    cv = card_base(CW, CH, [(0, hi), (0.6, col), (1, lo)], seed=500 + level + (10 if kind == "prize" else 0),
                   pattern=pat)
    gold_frame(cv, 6, 5)
    if kind == "monster":
        banner(cv, 14, 20, "MONSTER", (40, 20, 20, 255), PARCHMENT, size=13)
    else:
        banner(cv, 14, 20, "PRIZE", PARCHMENT, INK, size=14)
    roundel(cv, (60, 86), 27, fill=(36, 30, 38, 255) if kind == "monster" else shade(col, 0.45))
    numeral(cv, (60, 86), str(level), 34, GOLD if kind == "monster" else (255, 236, 190, 255))
    emblem = icon_image(icon_skeleton if kind == "monster" else icon_chest, 26 * 3)
    cv.shadow(lambda k: k.circle((60, 137), 12, BLACK), offset=(0, 1), blur=1.5, alpha=120)
    cv.circle((60, 137), 13.5, shade(GOLD, 0.55))
    cv.circle((60, 137), 12.8, (30, 26, 32, 255) if kind == "monster" else (60, 40, 24, 255))
    cv.blit(emblem, (60 - 13, 137 - 13))
    # level pips in the corners so the level also shows when cards overlap
    for x, y in ((17, 152), (103, 152)):
        cv.circle((x, y), 5.5, (24, 20, 26, 220))
        t = text_surface(str(level), "sans-bold", 8 * 3, PARCHMENT)
        cv.surf.blit(t, t.get_rect(center=(x * 3, y * 3)))
    return cv.result()


def card_frame_front():
    """The generic parchment front (240 x 336) the app writes text onto."""
    w, h = 240, 336
    cv = card_base(w, h, [(0, (246, 236, 212, 255)), (0.5, PARCHMENT), (1, (214, 196, 160, 255))], seed=600,
                   radius=12, border=(43, 33, 24, 255), noise_lo=234)
    # darkened, foxed edges
    edge = radial(w * 3, h * 3, [(0, (255, 255, 255, 255)), (0.7, (255, 255, 255, 255)), (1.0, (200, 180, 150, 255))],
                  rx=0.55, ry=0.55, res=80)
    m = Canvas(w, h, 3)
    m.rect((3, 3, w - 6, h - 6), WHITE, radius=10)
    over = surf(w * 3, h * 3)
    over.fill((255, 255, 255, 255))
    over.blit(masked(edge, m.surf), (0, 0))
    cv.surf.blit(over, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    ink = (43, 33, 24, 255)
    cv.rect((9, 9, w - 18, h - 18), with_alpha(ink, 200), radius=8, width=1.4)
    cv.rect((12.5, 12.5, w - 25, h - 25), with_alpha(GOLD, 230), radius=6, width=0.9)
    # title band
    cv.rect((18, 18, w - 36, 38), (224, 206, 168, 255), radius=4)
    cv.rect((18, 18, w - 36, 38), with_alpha(ink, 170), radius=4, width=0.8)
    # divider with a small diamond
    cv.line((30, 64), (w / 2 - 8, 64), with_alpha(ink, 160), 0.8)
    cv.line((w / 2 + 8, 64), (w - 30, 64), with_alpha(ink, 160), 0.8)
    cv.poly([(w / 2, 60), (w / 2 + 4, 64), (w / 2, 68), (w / 2 - 4, 64)], GOLD)
    # footer rule
    cv.line((30, h - 40), (w - 30, h - 40), with_alpha(ink, 120), 0.7)
    for x, y in ((12.5, 12.5), (w - 12.5, 12.5), (12.5, h - 12.5), (w - 12.5, h - 12.5)):
        cv.poly([(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)], GOLD)
        cv.poly([(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)], with_alpha(ink, 200), width=0.7)
    return cv.result()


def escape_back():
    cv = card_base(CW, CH, [(0, (60, 40, 36, 255)), (0.5, (40, 28, 30, 255)), (1, (22, 18, 22, 255))], seed=701,
                   pattern=rays_pattern((255, 140, 60, 22), 24))
    gold_frame(cv, 6, 5)
    cv.glow((60, 80), 60, (255, 110, 30), 0.6, power=1.3)
    fireball_art(cv, (64, 78), 17, seed=3, trail=(-1.0, 0.5), trail_len=2.2, halo=False)
    banner(cv, 128, 20, "ESCAPE", (34, 22, 20, 255), GOLD, size=13)
    return cv.result()


def boots_icon(cv, c, k=1.0):
    for dx, dy, flip in ((-9, 6, 0), (9, -6, 1)):
        x, y = c[0] + dx * k, c[1] + dy * k
        sole = [(x - 4 * k, y + 9 * k), (x + 7 * k, y + 9 * k), (x + 7 * k, y + 6 * k), (x + 2 * k, y + 4 * k),
                (x + 2 * k, y - 8 * k), (x - 4 * k, y - 8 * k)]
        cv.opoly(sole, (110, 62, 34, 255) if not flip else (140, 84, 44, 255), (43, 33, 24, 255), 1.0)
        cv.rect((x - 4.5 * k, y - 10 * k, 7 * k, 3 * k), (80, 46, 24, 255), radius=1)


def shield_icon(cv, c, k=1.0):
    pts = [(c[0] - 12 * k, c[1] - 13 * k), (c[0] + 12 * k, c[1] - 13 * k), (c[0] + 12 * k, c[1]),
           (c[0], c[1] + 15 * k), (c[0] - 12 * k, c[1])]
    cv.opoly(pts, (79, 124, 172, 255), (43, 33, 24, 255), 1.2)
    cv.poly([(c[0], c[1] - 13 * k), (c[0] + 12 * k, c[1] - 13 * k), (c[0] + 12 * k, c[1]), (c[0], c[1] + 15 * k)],
            (60, 100, 146, 255))
    cv.line((c[0], c[1] - 12 * k), (c[0], c[1] + 13 * k), GOLD, 2.0 * k)
    cv.line((c[0] - 11 * k, c[1] - 4 * k), (c[0] + 11 * k, c[1] - 4 * k), GOLD, 2.0 * k)
    # a swish: the dodge
    cv.polyline(circle_pts((c[0] - 2 * k, c[1]), 19 * k, 10, a0=math.pi * 0.8, a1=math.pi * 1.3),
                (181, 72, 58, 220), 1.6 * k)


def escape_face(kind):
    cv = card_base(CW, CH, [(0, (246, 236, 212, 255)), (0.6, PARCHMENT), (1, (214, 196, 160, 255))],
                   seed=710 + (kind == "evade"), border=(43, 33, 24, 255), noise_lo=232)
    ink = (43, 33, 24, 255)
    cv.rect((7, 7, CW - 14, CH - 14), with_alpha(ink, 190), radius=5, width=1.0)
    cv.rect((9.5, 9.5, CW - 19, CH - 19), with_alpha(GOLD, 220), radius=4, width=0.7)
    band = (95, 158, 110, 255) if kind == "move" else (181, 72, 58, 255)
    cv.rect((14, 14, CW - 28, 34), shade(band, 0.9), radius=4)
    cv.rect((14, 14, CW - 28, 34), with_alpha(ink, 160), radius=4, width=0.7)
    if kind == "move":
        boots_icon(cv, (60, 31), 0.95)
    else:
        shield_icon(cv, (60, 31), 0.95)
    # the medallion where the app writes the bonus (e.g. "+2")
    cv.circle((60, 92), 26, shade(GOLD, 0.6))
    cv.circle((60, 92), 25, GOLD)
    cv.grad_shape(lambda k: k.circle((60, 92), 23, WHITE), [(0, (252, 246, 230, 255)), (1, (226, 210, 176, 255))],
                  angle=70)
    cv.circle((60, 92), 20.5, with_alpha(ink, 60), width=0.5)
    lines = ["TO MOVE"] if kind == "move" else ["TO EVADE", "MONSTER"]
    y = 136 if len(lines) == 1 else 131
    for ln in lines:
        t = text_surface(ln, "serif-bold", 13 * 3, ink, tracking=3)
        cv.surf.blit(t, t.get_rect(center=(60 * 3, y * 3)))
        y += 13
    return cv.result()


def twist_back():
    cv = card_base(CW, CH, [(0, (150, 118, 196, 255)), (0.55, PURPLE), (1, (50, 34, 76, 255))], seed=720)

    def spiral(k):
        for arm in range(3):
            pts = []
            for i in range(60):
                t = i / 59
                a = arm * math.tau / 3 + t * math.pi * 2.4
                r = 4 + t * 34
                pts.append((60 + math.cos(a) * r, 80 + math.sin(a) * r))
            k.polyline(pts, (217, 164, 65, 255), 1.6)

    def halo(k):
        for arm in range(3):
            pts = [(60 + math.cos(arm * math.tau / 3 + i / 59 * math.pi * 2.4) * (4 + i / 59 * 34),
                    80 + math.sin(arm * math.tau / 3 + i / 59 * math.pi * 2.4) * (4 + i / 59 * 34)) for i in range(60)]
            k.polyline(pts, (255, 236, 190, 255), 4.0)
    gold_frame(cv, 6, 5)
    cv.glow((60, 80), 44, (180, 140, 255), 0.5)
    cv.soft(halo, blur=2.0, alpha=90)
    spiral(cv)
    cv.circle((60, 80), 5, GOLD)
    cv.circle((60, 80), 2.2, (255, 246, 220, 255))
    banner(cv, 130, 20, "TWIST", (40, 26, 56, 255), GOLD, size=14)
    return cv.result()


def doors_back(kind):
    if kind == "door":
        cv = card_base(CW, CH, [(0, (150, 92, 56, 255)), (0.5, (110, 64, 36, 255)), (1, (54, 30, 20, 255))], seed=730,
                       pattern=lattice((40, 20, 10, 90), step=12))
    else:
        cv = card_base(CW, CH, [(0, (240, 200, 110, 255)), (0.5, GOLD), (1, (130, 90, 30, 255))], seed=731,
                       pattern=rays_pattern((255, 240, 200, 50)))
    gold_frame(cv, 6, 5, col=GOLD if kind == "door" else (90, 60, 20, 255))
    if kind == "door":
        door = [(40, 122)] + circle_pts((60, 62), 20, 16, a0=math.pi, a1=math.tau)[:-1] + [(80, 62), (80, 122)]
        cv.shadow(lambda k: k.poly(door, BLACK), offset=(0, 1.5), blur=2, alpha=160)
        cv.poly(door, (90, 52, 28, 255))
        for x in (47, 54, 61, 68, 75):
            cv.line((x, 50 if 50 < x < 72 else 60), (x, 121), (60, 32, 16, 255), 0.8)
        for y in (72, 104):
            cv.rect((41, y, 38, 4), (60, 58, 64, 255))
            cv.rect((41, y, 38, 1.2), (140, 136, 150, 255))
        cv.circle((72, 92), 2.6, GOLD)
        cv.poly(door, (217, 164, 65, 255), width=1.2)
        banner(cv, 134, 20, "DOOR", (40, 24, 16, 255), GOLD, size=14)
    else:
        roundel(cv, (60, 82), 30, fill=(90, 56, 20, 255))
        cv.blit(icon_image(icon_chest, 48 * 3), (36, 58))
        banner(cv, 134, 20, "TREASURE", (60, 36, 14, 255), PARCHMENT, size=12)
    return cv.result()


def treasure_token():
    cv = Canvas(64, 64, 4)
    cv.shadow(lambda k: k.circle((32, 32), 29, BLACK), offset=(0, 1.5), blur=1.5, alpha=140)
    cv.circle((32, 32), 30, (110, 70, 20, 255))
    cv.grad_shape(lambda k: k.circle((32, 32), 29, WHITE), [(0, (255, 226, 140, 255)), (0.5, GOLD),
                                                            (1, (150, 100, 30, 255))], angle=60)
    # milled rim
    for i in range(48):
        a = math.tau * i / 48
        cv.line((32 + math.cos(a) * 26.5, 32 + math.sin(a) * 26.5), (32 + math.cos(a) * 29, 32 + math.sin(a) * 29),
                (140, 96, 30, 200), 0.6)
    cv.circle((32, 32), 24.5, (150, 100, 30, 255))
    cv.grad_shape(lambda k: k.circle((32, 32), 23.5, WHITE), [(0, (120, 40, 30, 255)), (1, (60, 16, 14, 255))],
                  angle=60)
    cv.circle((32, 32), 21, (217, 164, 65, 160), width=0.6)
    icon = icon_image(icon_chest, 34 * 4)
    cv.blit(icon, (15, 15))
    cv.polyline(circle_pts((32, 32), 27.5, 12, a0=math.pi * 1.05, a1=math.pi * 1.45), (255, 246, 210, 220), 1.2)
    return cv.result()


def make_cards(only=None):
    for level in range(1, 7):
        save(level_card_back("monster", level), f"cards/monster_back_{level}.png")
        save(level_card_back("prize", level), f"cards/prize_back_{level}.png")
    save(card_frame_front(), "cards/card_front.png")
    save(escape_back(), "cards/escape_back.png")
    save(escape_face("move"), "cards/escape_move.png")
    save(escape_face("evade"), "cards/escape_evade.png")
    save(twist_back(), "cards/twist_back.png")
    save(doors_back("door"), "cards/doors_door_back.png")
    save(doors_back("treasure"), "cards/doors_treasure_back.png")
    save(treasure_token(), "cards/treasure_token_back.png")
