"""The dice (dice/, `--only dice`): ivory and black d6 faces, the blank d8 and d10, and Dice Delve's party and
dungeon faces.
"""

from __future__ import annotations

import math

import pygame
from canvas import Canvas
from delve_icons import DELVE_DUNGEON, DELVE_PARTY
from geometry import circle_pts
from output import save
from palette import BLACK, WHITE, mix, shade, with_alpha

DIE_STYLES = {
    "ivory": {"hi": (252, 248, 236, 255), "lo": (216, 200, 168, 255), "rim": (150, 128, 96, 255),
              "pip": (43, 33, 24, 255), "edge": (255, 255, 250, 200), "ink": (43, 33, 24, 255)},
    "black": {"hi": (74, 70, 90, 255), "lo": (20, 19, 26, 255), "rim": (6, 6, 8, 255),
              "pip": (244, 241, 234, 255), "edge": (140, 134, 160, 160), "ink": (244, 241, 234, 255)},
}


def die_body(style, size=64):
    st = DIE_STYLES[style]
    cv = Canvas(size, size, 4)
    k = size / 64
    cv.shadow(lambda c: c.rect((4 * k, 4 * k, 56 * k, 56 * k), BLACK, radius=12 * k), offset=(0, 1.6 * k),
              blur=1.6 * k, alpha=130)
    cv.rect((3 * k, 3 * k, 58 * k, 58 * k), st["rim"], radius=13 * k)
    cv.grad_shape(lambda c: c.rect((4 * k, 4 * k, 56 * k, 56 * k), WHITE, radius=12 * k),
                  [(0, st["hi"]), (0.55, mix(st["hi"], st["lo"], 0.45)), (1, st["lo"])], angle=50)
    # a softly domed face: lighter plateau in the middle
    cv.grad_shape(lambda c: c.rect((9 * k, 9 * k, 46 * k, 46 * k), WHITE, radius=9 * k),
                  [(0, with_alpha(st["hi"], 150)), (1, with_alpha(st["lo"], 60))], angle=50)
    # top-left catch light along the rounded edge
    cv.polyline(circle_pts((16 * k, 16 * k), 11 * k, 10, a0=math.pi * 1.05, a1=math.pi * 1.45), st["edge"], 1.3 * k)
    cv.line((17 * k, 5.2 * k), (46 * k, 5.2 * k), with_alpha(st["edge"], st["edge"][3] // 2), 1.0 * k)
    cv.line((5.2 * k, 17 * k), (5.2 * k, 46 * k), with_alpha(st["edge"], st["edge"][3] // 2), 1.0 * k)
    return cv


PIP_LAYOUT = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
              4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
              6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def pip(cv, c, r, style):
    st = DIE_STYLES[style]
    if style == "ivory":
        cv.circle((c[0] + 0.5, c[1] + 0.6), r, (255, 255, 250, 200))  # lit lower lip of the hollow
        cv.circle(c, r, st["pip"])
        cv.circle((c[0] - 0.5, c[1] - 0.5), r * 0.75, (20, 14, 10, 255))
    else:
        cv.circle((c[0] + 0.4, c[1] + 0.5), r, (0, 0, 0, 200))
        cv.circle(c, r, (214, 206, 190, 255))
        cv.circle((c[0] + 0.5, c[1] + 0.5), r * 0.72, st["pip"])


def d6_face(n, style):
    cv = die_body(style)
    for dx, dy in PIP_LAYOUT[n]:
        r = 6.6 if n == 1 else 5.4
        if n == 1 and style == "ivory":
            # the traditional red ace
            cv.circle((32.5, 32.6), r, (255, 255, 250, 200))
            cv.circle((32, 32), r, (150, 40, 30, 255))
            cv.circle((31.5, 31.5), r * 0.75, (110, 24, 18, 255))
            continue
        pip(cv, (32 + dx * 15, 32 + dy * 15), r, style)
    return cv.result()


def poly_die(sides):
    """A blank ivory d8 or d10 body, seen face on; the app writes the number on the central face."""
    cv = Canvas(64, 64, 4)
    c = (32, 33)
    if sides == 8:
        R = 30
        hexa = [(c[0] + R * math.cos(math.radians(-90 + 60 * i)), c[1] + R * math.sin(math.radians(-90 + 60 * i)))
                for i in range(6)]
        tri = [hexa[0], hexa[2], hexa[4]]
        faces = [([hexa[0], hexa[1], hexa[2]], 0.78), ([hexa[2], hexa[3], hexa[4]], 0.62),
                 ([hexa[4], hexa[5], hexa[0]], 0.9)]
        outline = hexa
        centre = tri
    else:
        top, bot = (32, 2.5), (32, 62)
        lu, ru = (3.5, 27), (60.5, 27)
        ll, rl = (3.5, 38), (60.5, 38)
        kl, kr, kb = (17, 35), (47, 35), (32, 46)
        outline = [top, ru, rl, bot, ll, lu]
        centre = [top, kr, kb, kl]
        faces = [([top, lu, ll, kl], 0.9), ([top, kr, rl, ru], 0.66), ([ll, kl, kb, bot], 0.74),
                 ([kb, kr, rl, bot], 0.56)]
    cv.shadow(lambda cc: cc.poly(outline, BLACK), offset=(0, 1.6), blur=1.6, alpha=130)
    ivory = DIE_STYLES["ivory"]
    cv.poly(outline, ivory["rim"])
    inset = [(c[0] + (x - c[0]) * 0.965, c[1] + (y - c[1]) * 0.965) for x, y in outline]
    cv.poly(inset, ivory["lo"])
    for pts, f in faces:
        pts2 = [(c[0] + (x - c[0]) * 0.965, c[1] + (y - c[1]) * 0.965) for x, y in pts]
        cv.grad_shape(lambda cc, p=pts2: cc.poly(p, WHITE),
                      [(0, shade(ivory["hi"], f)), (1, shade(ivory["lo"], f))], angle=60)
    cen = [(c[0] + (x - c[0]) * 0.965, c[1] + (y - c[1]) * 0.965) for x, y in centre]
    cv.grad_shape(lambda cc: cc.poly(cen, WHITE), [(0, ivory["hi"]), (1, mix(ivory["hi"], ivory["lo"], 0.6))],
                  angle=60)
    for i in range(len(cen)):
        a, b = cen[i], cen[(i + 1) % len(cen)]
        cv.line(a, b, (255, 255, 250, 230), 0.9)
    for pts, _f in faces:
        for i in range(len(pts)):
            a, b = pts[i], pts[(i + 1) % len(pts)]
            cv.line(a, b, (120, 100, 76, 120), 0.5)
    return cv.result()


def delve_face(name):
    party = name in DELVE_PARTY
    style = "ivory" if party else "black"
    draw = (DELVE_PARTY if party else DELVE_DUNGEON)[name]
    cv = die_body(style)
    icon = Canvas(64, 64, 4)
    draw(icon)
    # shrink the icon a touch so it sits inside the face
    small = pygame.transform.smoothscale(icon.surf, (int(64 * 4 * 0.86), int(64 * 4 * 0.86)))
    off = (64 * 4 - small.get_width()) // 2
    halo = small.copy()
    halo.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    halo = pygame.transform.gaussian_blur(halo, 6)
    halo.fill((255, 255, 255, 150 if not party else 70), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(halo, (off, off + 3))
    cv.surf.blit(small, (off, off))
    return cv.result()


def make_dice(only=None):
    for style in ("ivory", "black"):
        for n in range(1, 7):
            save(d6_face(n, style), f"dice/d6_{style}_{n}.png")
    save(poly_die(8), "dice/d8_blank.png")
    save(poly_die(10), "dice/d10_blank.png")
    for name in list(DELVE_PARTY) + list(DELVE_DUNGEON):
        save(delve_face(name), f"dice/delve_{name}.png")
