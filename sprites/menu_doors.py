"""Kick the Door's menu picture: a door flung open on a horned brute, Door, Treasure, Monster and Prize cards
flying out.
"""

from __future__ import annotations

import math
import random

import pygame
from canvas import Canvas
from card_backs import doors_back, level_card_back
from geometry import circle_pts
from menu_kit import MH, MW, finish_scene
from palette import clamp, mix, shade


def menu_doors():
    S = 3
    cv = Canvas(MW, MH, S, fill=(20, 18, 24, 255))
    rng = random.Random(505)
    door_c = (168, 96)
    # a wall of dressed stone, lit from the doorway
    y = 0
    row = 0
    while y < 166:
        hgt = 15 + rng.uniform(-2, 2)
        x = -rng.uniform(0, 20) if row % 2 else -4
        while x < MW:
            wdt = rng.uniform(26, 40)
            d = math.hypot(x + wdt / 2 - door_c[0], (y + hgt / 2 - door_c[1]) * 1.3)
            lit_ = clamp(1 - d / 190) ** 1.4
            base = mix((40, 38, 50, 255), (150, 100, 66, 255), lit_ * 0.9)
            base = shade(base, rng.uniform(0.82, 1.12))
            cv.rect((x + 0.7, y + 0.7, wdt - 1.4, hgt - 1.4), base, radius=1.5)
            cv.line((x + 1.5, y + 1.2), (x + wdt - 1.5, y + 1.2), shade(base, 1.35), 0.6)
            cv.line((x + 1.5, y + hgt - 1.2), (x + wdt - 1.5, y + hgt - 1.2), shade(base, 0.6), 0.6)
            x += wdt
        y += hgt
        row += 1
    # the floor
    cv.poly_grad([(-4, 166), (324, 166), (324, 184), (-4, 184)], [(0, (70, 52, 44, 255)), (1, (30, 24, 24, 255))])
    cv.line((-4, 166), (324, 166), (20, 16, 18, 255), 1.0)
    # the doorway: stone jambs and an arch, and the bright room beyond
    dx0, dx1, dtop = 126, 210, 22
    arch = [(dx0, 166)] + circle_pts(((dx0 + dx1) / 2, dtop + 42), (dx1 - dx0) / 2, 24, ry=42, a0=math.pi,
                                     a1=math.tau)[:-1] + [(dx1, dtop + 42), (dx1, 166)]
    outer = [(dx0 - 8, 166)] + circle_pts(((dx0 + dx1) / 2, dtop + 42), (dx1 - dx0) / 2 + 8, 24, ry=50,
                                          a0=math.pi, a1=math.tau)[:-1] + [(dx1 + 8, dtop + 42), (dx1 + 8, 166)]
    cv.poly(outer, (96, 80, 84, 255))
    for i in range(13):
        a = math.pi + math.pi * i / 12
        p0 = ((dx0 + dx1) / 2 + math.cos(a) * (dx1 - dx0) / 2, dtop + 42 + math.sin(a) * 42)
        p1 = ((dx0 + dx1) / 2 + math.cos(a) * ((dx1 - dx0) / 2 + 8), dtop + 42 + math.sin(a) * 50)
        cv.line(p0, p1, (40, 32, 36, 255), 0.7)
    cv.poly_grad(arch, [(0, (255, 236, 180, 255)), (0.5, (250, 190, 110, 255)), (1, (200, 110, 50, 255))],
                 angle=90)
    # who waits inside: a horned brute in silhouette, eyes aglow
    brute = [(150, 166), (148, 130), (140, 118), (146, 96), (156, 88), (158, 76), (154, 62), (160, 66), (164, 58),
             (172, 58), (176, 66), (182, 62), (178, 76), (180, 88), (190, 96), (196, 118), (188, 130), (186, 166)]
    cv.soft(lambda c: c.poly(brute, (46, 20, 18, 255)), blur=1.0)
    cv.poly([(164, 58), (160, 48), (156, 40), (162, 46), (166, 56)], (46, 20, 18, 255))
    cv.poly([(172, 58), (176, 48), (180, 40), (174, 46), (170, 56)], (46, 20, 18, 255))
    for ex in (163.5, 172.5):
        cv.ellipse((ex - 1.6, 68, 3.2, 1.6), (255, 250, 200, 255))
        cv.glow((ex, 69), 5, (255, 200, 60), 0.8)
    # haze of light over the brute and the threshold
    cv.glow(door_c, 70, (255, 180, 100), 0.35, power=1.2, squash=1.2)
    cv.poly([(dx0, 166), (dx1, 166), (dx1 + 70, 184), (dx0 - 60, 184)], (255, 200, 120, 90))
    # the door, flung inward on its hinges, seen nearly edge-on
    door = [(dx1, dtop + 10), (dx1 - 24, dtop + 30), (dx1 - 24, 158), (dx1, 166)]
    cv.poly_grad(door, [(0, (60, 34, 20, 255)), (1, (120, 70, 36, 255))], angle=0)
    for t in (0.25, 0.5, 0.75):
        cv.line((dx1 - 24 * t, dtop + 10 + 20 * t), (dx1 - 24 * t, 166 - 8 * t), (40, 22, 12, 255), 0.8)
    for yy in (0.25, 0.75):
        cv.poly([(dx1, dtop + 10 + (156 - dtop) * yy), (dx1 - 24, dtop + 30 + (128 - dtop) * yy),
                 (dx1 - 24, dtop + 34 + (128 - dtop) * yy), (dx1, dtop + 15 + (156 - dtop) * yy)], (50, 48, 56, 255))
    cv.line((dx1 - 24, dtop + 30), (dx1 - 24, 158), (255, 200, 120, 200), 0.8)
    # splinters where the latch gave way
    for _i in range(14):
        a = rng.uniform(-2.6, -0.4)
        d = rng.uniform(6, 26)
        p = (dx0 + 2 + math.cos(a) * d, 100 + math.sin(a) * d * 0.8)
        q = (p[0] + math.cos(a) * 3, p[1] + math.sin(a) * 3)
        cv.line(p, q, (170, 110, 60, 255), 0.8)
    # dust kicked up
    cv.soft(lambda c: [c.circle((dx0 + rng.uniform(-10, 90), 166 - rng.uniform(0, 14)), rng.uniform(4, 10),
                                (230, 190, 150, 60)) for _ in range(16)], blur=3)
    # cards bursting out of the room toward us
    backs = [doors_back("door"), doors_back("treasure"), level_card_back("monster", 3), doors_back("door"),
             level_card_back("prize", 5), doors_back("treasure"), doors_back("door")]
    flying = [((196, 58), -12, 0.14), ((136, 50), 28, 0.16), ((238, 40), -34, 0.22), ((84, 44), 40, 0.25),
              ((96, 124), -22, 0.3), ((262, 110), 30, 0.34), ((36, 140), 14, 0.38)]
    for (pos, ang, sc), img in zip(flying, backs, strict=False):
        card = pygame.transform.rotozoom(img, ang, sc * S)
        # motion streak: a faint smear back toward the door
        vx, vy = pos[0] - door_c[0], pos[1] - door_c[1]
        ln = math.hypot(vx, vy) or 1
        smear = card.copy()
        smear.fill((255, 220, 170, 50), special_flags=pygame.BLEND_RGBA_MULT)
        for k in range(1, 5):
            off = k * 3.0 * sc * 3
            cv.blit(smear, (pos[0] - vx / ln * off - card.get_width() / (2 * S),
                            pos[1] - vy / ln * off - card.get_height() / (2 * S)))
        shadow = card.copy()
        shadow.fill((0, 0, 0, 120), special_flags=pygame.BLEND_RGBA_MULT)
        shadow = pygame.transform.gaussian_blur(shadow, 6)
        cv.blit(shadow, (pos[0] - card.get_width() / (2 * S) + 2, pos[1] - card.get_height() / (2 * S) + 3))
        cv.blit(card, (pos[0] - card.get_width() / (2 * S), pos[1] - card.get_height() / (2 * S)))
    img = cv.result()
    return finish_scene(img, 15, vig=0.6, vcx=0.52)
