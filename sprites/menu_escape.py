"""Escape from Rovert's Lair's menu picture: the Flaming Fireball of Doom chasing four hirelings up a stair of
spaces toward daylight.
"""

from __future__ import annotations

import math
import random

import pygame
from canvas import Canvas
from flames import fireball_art
from menu_kit import MH, MW, finish_scene
from palette import clamp, mix, shade, with_alpha
from surfaces import field, masked, multiply, noise_surface, surf
from text import text_surface


def runner(cv, x, y, h, col, phase=0.0, rim=None, carry=None):
    """A small running figure, feet at (x, y), height h, heading right/up."""
    u = h / 10.0
    hip = (x, y - 4.6 * u)
    neck = (x + 0.9 * u, y - 8.0 * u)
    head = (x + 1.2 * u, y - 9.1 * u)
    sw = math.sin(phase)
    knee_f = (hip[0] + 1.6 * u, hip[1] + 1.6 * u)
    foot_f = (knee_f[0] + 0.3 * u + sw * 0.4 * u, y - 0.6 * u)
    knee_b = (hip[0] - 1.2 * u, hip[1] + 2.2 * u)
    foot_b = (knee_b[0] - 1.6 * u, y - 1.6 * u)
    elbow_f = (neck[0] + 1.4 * u, neck[1] + 1.4 * u)
    hand_f = (elbow_f[0] + 1.3 * u, elbow_f[1] - 1.0 * u)
    elbow_b = (neck[0] - 1.3 * u, neck[1] + 1.3 * u)
    hand_b = (elbow_b[0] - 0.8 * u, elbow_b[1] + 1.6 * u)
    lw = 1.25 * u
    for a, b in ((hip, knee_b), (knee_b, foot_b), (neck, elbow_b), (elbow_b, hand_b)):
        cv.line(a, b, shade(col, 0.7), lw)
    cv.line(hip, neck, col, 2.0 * u)
    for a, b in ((hip, knee_f), (knee_f, foot_f), (neck, elbow_f), (elbow_f, hand_f)):
        cv.line(a, b, col, lw)
    cv.circle(head, 1.25 * u, col)
    if carry == "sack":
        cv.circle((neck[0] - 1.6 * u, neck[1] + 0.6 * u), 1.7 * u, shade(col, 0.85))
    elif carry == "torch":
        cv.line(hand_f, (hand_f[0] + 0.6 * u, hand_f[1] - 2.2 * u), (60, 40, 30, 255), 0.6 * u)
        cv.circle((hand_f[0] + 0.7 * u, hand_f[1] - 2.6 * u), 0.9 * u, (255, 200, 90, 255))
        cv.glow((hand_f[0] + 0.7 * u, hand_f[1] - 2.6 * u), 5 * u, (255, 150, 60), 0.5)
    if rim:
        cv.circle((head[0] - 0.45 * u, head[1] + 0.1 * u), 0.75 * u, with_alpha(rim, 120))


def menu_escape():
    S = 3
    cv = Canvas(MW, MH, S, fill=(16, 13, 16, 255))
    rng = random.Random(303)
    bg = field(MW * S, MH * S, lambda u, v: mix((58, 30, 22, 255), (34, 38, 50, 255),
                                                clamp(u * 0.9 + (1 - v) * 0.5 - 0.3)), res=64)
    cv.surf.blit(bg, (0, 0))
    # mottled rock on the back wall
    rockn = noise_surface(MW * S // 3, MH * S // 3, 8, 31, 120, 255, octaves=4, persistence=0.55, contrast=1.3)
    multiply(cv.surf, pygame.transform.smoothscale(rockn, (MW * S, MH * S)))
    # the way out: sky, a green ledge, and the sun's warmth
    exit_c = (286, 30)
    hole = [(exit_c[0] + 42 * math.cos(a) * (1 + 0.1 * math.sin(3 * a + 1)),
             exit_c[1] + 36 * math.sin(a) * (1 + 0.08 * math.cos(5 * a))) for a in
            [math.tau * i / 48 for i in range(48)]]
    cv.poly_grad(hole, [(0, (70, 130, 210, 255)), (0.55, (140, 190, 236, 255)), (1, (236, 232, 206, 255))],
                 angle=90)
    cv.circle((300, 16), 6, (255, 250, 225, 255))
    cv.glow((300, 16), 16, (255, 240, 190), 0.5)
    for cx_, cy_, w_ in ((268, 16, 26), (282, 12, 18), (256, 30, 16)):
        cv.ellipse((cx_ - w_ / 2, cy_ - 3, w_, 6), (250, 250, 255, 210))
        cv.ellipse((cx_ - w_ / 3, cy_ - 5, w_ * 0.55, 6), (255, 255, 255, 230))
    cv.poly([(236, 52), (262, 44), (290, 46), (330, 40), (330, 70), (236, 70)], (110, 150, 120, 255))
    cv.poly([(236, 64), (254, 54), (280, 50), (330, 48), (330, 70), (236, 70)], (80, 136, 70, 255))
    cv.poly([(236, 64), (254, 54), (280, 50), (330, 48), (330, 52), (280, 54), (254, 58)], (150, 196, 100, 255))
    cv.glow(exit_c, 130, (120, 150, 180), 0.35, power=1.2)
    cv.glow((276, 44), 40, (255, 250, 230), 0.25, power=1.4)

    def rays(layer):
        for _i in range(7):
            a = math.radians(rng.uniform(148, 200))
            wdt = math.radians(rng.uniform(1.5, 4.0))
            ln = rng.uniform(170, 280)
            o = (exit_c[0] - 10, exit_c[1] + 10)
            layer.poly([o, (o[0] + math.cos(a - wdt) * ln, o[1] + math.sin(a - wdt) * ln),
                        (o[0] + math.cos(a + wdt) * ln, o[1] + math.sin(a + wdt) * ln)], (54, 60, 68, 255))
    cv.soft(rays, blur=7.0, flags=pygame.BLEND_RGB_ADD)
    # the cave mouth's rim and the ceiling with stalactites
    ceiling = [(-4, -4), (250, -4), (244, 10), (236, 30), (240, 50), (230, 62), (200, 40), (176, 30), (150, 36),
               (120, 24), (90, 30), (60, 20), (30, 34), (-4, 26)]
    cv.poly(ceiling, (22, 18, 20, 255))
    cv.polyline(ceiling[1:6], (180, 200, 220, 230), 1.0)
    for x, ln in ((70, 22), (96, 14), (128, 30), (160, 18), (188, 26), (212, 12)):
        cv.poly([(x - 5, 24), (x + 5, 24), (x + 0.5, 24 + ln)], (26, 20, 22, 255))
        cv.line((x + 1, 28), (x + 0.5, 22 + ln), (150, 110, 90, 120), 0.6)
    # the escape path: a stair of board spaces climbing to the light, rock beneath it
    steps = []
    x, y = -8.0, 176.0
    while x < 250:
        steps.append((x, y))
        x += 22
        y -= 9.2
    profile = []
    for sx, sy in steps:
        profile += [(sx, sy), (sx + 22, sy)]
        profile += [(sx + 22, sy - 9.2)]
    rockmass = profile + [(330, 64), (330, 190), (-8, 190)]
    cv.poly_grad(rockmass, [(0, (72, 48, 42, 255)), (0.5, (52, 46, 56, 255)), (1, (40, 44, 56, 255))], angle=60)
    rm = Canvas(MW, MH, S)
    rm.poly(rockmass, (255, 255, 255, 255))
    tex = pygame.transform.smoothscale(noise_surface(160, 90, 10, 77, 110, 255, octaves=4, contrast=1.4),
                                       (MW * S, MH * S))
    over = surf(MW * S, MH * S)
    over.fill((255, 255, 255, 255))
    over.blit(masked(tex, rm.surf), (0, 0))
    cv.surf.blit(over, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    for n, (sx, sy) in enumerate(steps):
        warm = clamp(1 - n / 9)
        top = mix((170, 150, 150, 255), (230, 140, 80, 255), warm * 0.8)
        cv.rect((sx + 0.5, sy - 2.2, 21, 2.4), top)
        front = mix((70, 62, 70, 255), (110, 60, 40, 255), warm)
        cv.rect((sx + 22, sy - 9.2 + 0.2, 1.4, 9.0), shade(front, 1.3))
        cv.rect((sx + 0.5, sy + 0.2, 21, 8.6), front)
        cv.line((sx + 0.5, sy + 8.8), (sx + 21.5, sy + 8.8), (20, 14, 14, 200), 0.6)
        if n in (3, 6, 9):
            # a monster square: the red plaque and its d8 number
            cv.rect((sx + 7, sy + 1.4, 8, 6.2), (170, 50, 40, 255), radius=1)
            num = text_surface(str((n * 3) % 8 + 1), "sans-bold", 6 * S, (244, 232, 210))
            cv.blit(num, (sx + 11 - num.get_width() / (2 * S), sy + 4.4 - num.get_height() / (2 * S)))
    # the hirelings running for their lives, rim-lit by the fire behind them
    for n, phase, colr, carry in ((5, 0.0, (60, 90, 140, 255), "sack"), (7, 2.0, (140, 60, 50, 255), "torch"),
                                  (8, 4.0, (70, 120, 80, 255), None), (10, 1.0, (120, 90, 150, 255), None)):
        sx, sy = steps[n]
        runner(cv, sx + 12, sy - 2.0, 24 - n * 0.5, colr, phase, rim=(255, 180, 100, 230), carry=carry)
    # the Flaming Fireball of Doom
    fb = (52, 128)
    cv.glow(fb, 150, (255, 90, 20), 0.55, power=1.1)
    fireball_art(cv, fb, 22, seed=9, trail=(-1.0, 0.42), trail_len=2.6)
    img = cv.result()
    return finish_scene(img, 13, vig=0.45)
