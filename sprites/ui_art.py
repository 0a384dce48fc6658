"""The UI (ui/, `--only ui`): the 32-px parchment icons, the window icon, and the stone and parchment tiles."""

from __future__ import annotations

import math
import random

import pygame
from canvas import Canvas
from dice_art import d6_face
from geometry import bezier, circle_pts, rot
from output import save
from palette import GOLD, PANEL_LIGHT, PARCHMENT, RED, STONE, WHITE, clamp
from surfaces import surf, value_noise

FG = PARCHMENT
ACC = GOLD
CUT = (0, 0, 0, 0)  # cut-outs are transparent, so icons sit on any panel


def ui_gear(c):
    teeth = []
    for i in range(16):
        a = math.tau * i / 16
        r = 13 if i % 2 == 0 else 10
        for da in (-0.14, 0.14):
            teeth.append((16 + math.cos(a + da) * r, 16 + math.sin(a + da) * r))
    c.poly(teeth, FG)
    c.circle((16, 16), 4.2, CUT)
    c.circle((16, 16), 6.5, ACC, width=1.6)


def _speaker(c):
    c.poly([(4, 12), (9, 12), (16, 6), (16, 26), (9, 20), (4, 20)], FG)


def ui_sound_on(c):
    _speaker(c)
    c.polyline(circle_pts((16, 16), 5.5, 10, a0=-0.9, a1=0.9), ACC, 2.0)
    c.polyline(circle_pts((16, 16), 10.5, 12, a0=-0.95, a1=0.95), FG, 2.0)


def ui_sound_off(c):
    _speaker(c)
    c.line((20, 11), (28, 21), RED[:3] + (255,), 2.4)
    c.line((28, 11), (20, 21), RED[:3] + (255,), 2.4)


def ui_music(c):
    c.poly([(11, 8), (27, 4), (27, 9), (11, 13)], ACC)
    c.line((12, 9), (12, 24), FG, 2.2)
    c.line((26, 5), (26, 20), FG, 2.2)
    c.ellipse((5, 21, 8, 6), FG)
    c.ellipse((19, 17, 8, 6), FG)


def ui_back(c):
    c.line((8, 16), (26, 16), FG, 3.0)
    c.poly([(4, 16), (14, 7), (14, 25)], FG)


def ui_save(c):
    c.rect((5, 5, 22, 22), FG, radius=2.5)
    c.rect((10, 5, 12, 8), CUT, radius=1)
    c.rect((17.5, 6.5, 3, 5), FG)
    c.rect((9, 17, 14, 8), ACC, radius=1)
    c.line((11, 20), (21, 20), CUT, 0.8)
    c.line((11, 22.5), (19, 22.5), CUT, 0.8)


def ui_load(c):
    c.poly([(4, 9), (12, 9), (14, 11.5), (27, 11.5), (27, 26), (4, 26)], FG)
    c.poly([(4, 26), (8, 15), (30, 15), (27, 26)], ACC)
    c.line((17, 23), (17, 4), CUT, 4.4)
    c.line((17, 23), (17, 5.5), FG, 2.2)
    c.poly([(12, 9), (17, 3), (22, 9)], FG)


def ui_rules(c):
    c.rect((7, 4, 19, 24), FG, radius=2)
    c.rect((7, 4, 4, 24), ACC, radius=1.5)
    c.rect((10.5, 24, 15, 2.4), CUT)
    for y in (10, 14, 18):
        c.line((14, y), (23, y), CUT, 1.1)
    c.poly([(19, 4), (23, 4), (23, 12), (21, 10), (19, 12)], RED[:3] + (255,))


def ui_quit(c):
    c.rect((5, 4, 14, 24), FG, radius=1.5)
    c.poly([(7, 6), (15, 8), (15, 28), (7, 26)], ACC)
    c.circle((13, 17), 1.0, CUT)
    c.line((17, 16), (27, 16), FG, 2.6)
    c.poly([(30, 16), (24, 10.5), (24, 21.5)], FG)


def ui_undo(c):
    arc = circle_pts((17, 18), 9, 16, a0=math.pi * 1.05, a1=math.pi * 2.55)
    c.polyline(arc, FG, 2.8)
    c.poly([(3, 15), (12, 11), (11, 21)], FG)


def ui_person(c):
    c.circle((16, 10), 5.5, FG)
    c.poly(circle_pts((16, 28), 11, 16, ry=11, a0=math.pi, a1=math.tau), FG)
    c.rect((5, 26, 22, 2), FG)


def ui_robot(c):
    c.line((16, 3), (16, 8), FG, 1.6)
    c.circle((16, 3.5), 2.0, ACC)
    c.rect((6, 8, 20, 15), FG, radius=3)
    c.rect((3, 12, 3, 7), FG, radius=1)
    c.rect((26, 12, 3, 7), FG, radius=1)
    c.circle((11.5, 14.5), 2.4, CUT)
    c.circle((20.5, 14.5), 2.4, CUT)
    c.circle((11.5, 14.5), 1.1, ACC)
    c.circle((20.5, 14.5), 1.1, ACC)
    c.rect((11, 18.5, 10, 2), CUT)
    c.rect((9, 24, 14, 5), FG, radius=1.5)


def ui_play(c):
    c.poly([(9, 5), (27, 16), (9, 27)], FG)


def ui_pause(c):
    c.rect((8, 6, 5.5, 20), FG, radius=1.2)
    c.rect((18.5, 6, 5.5, 20), FG, radius=1.2)


def ui_eye(c):
    top = bezier((2, 16), (9, 6), (23, 6), (30, 16), 16)
    bot = bezier((30, 16), (23, 26), (9, 26), (2, 16), 16)
    c.poly(top + bot[1:], FG)
    c.circle((16, 16), 6, ACC)
    c.circle((16, 16), 3, CUT)
    c.circle((14.3, 14.3), 1.2, WHITE)


def ui_dice(c):
    body = rot([(4, 9), (22, 9), (22, 27), (4, 27)], math.radians(-12), (13, 18))
    c.poly(body, FG)
    for px, py in ((8.5, 13.5), (13, 18), (17.5, 22.5)):
        c.circle(rot([(px, py)], math.radians(-12), (13, 18))[0], 1.7, CUT)
    body2 = rot([(16, 4), (29, 4), (29, 17), (16, 17)], math.radians(15), (22.5, 10.5))
    c.poly(body2, CUT)
    c.poly(rot([(17, 5), (28, 5), (28, 16), (17, 16)], math.radians(15), (22.5, 10.5)), ACC)
    for px, py in ((20, 8), (25, 13)):
        c.circle(rot([(px, py)], math.radians(15), (22.5, 10.5))[0], 1.4, CUT)


UI_ICONS = {"settings": ui_gear, "sound_on": ui_sound_on, "sound_off": ui_sound_off, "music": ui_music,
            "back": ui_back, "save": ui_save, "load": ui_load, "rules": ui_rules, "quit": ui_quit, "undo": ui_undo,
            "person": ui_person, "computer": ui_robot, "play": ui_play, "pause": ui_pause, "view": ui_eye,
            "dice": ui_dice}


def ui_icon(draw):
    c = Canvas(32, 32, 8)
    draw(c)
    out = Canvas(32, 32, 8)
    sil = c.surf.copy()
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    sil = pygame.transform.gaussian_blur(sil, 6)
    sil.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
    out.surf.blit(sil, (0, 6))
    out.surf.blit(c.surf, (0, 0))
    return out.result()


def window_icon():
    cv = Canvas(64, 64, 4)
    cv.rect((1, 1, 62, 62), (14, 12, 18, 255), radius=12)
    cv.grad_shape(lambda c: c.rect((3, 3, 58, 58), WHITE, radius=10), [(0, PANEL_LIGHT), (1, STONE)], angle=70)
    cv.rect((3, 3, 58, 58), GOLD, radius=10, width=1.6)
    door = [(18, 54)] + circle_pts((32, 28), 14, 16, a0=math.pi, a1=math.tau)[:-1] + [(46, 28), (46, 54)]
    cv.poly([(14, 56)] + circle_pts((32, 28), 18, 16, a0=math.pi, a1=math.tau)[:-1] + [(50, 28), (50, 56)],
            (90, 80, 96, 255))
    cv.poly_grad(door, [(0, (255, 236, 170, 255)), (1, (220, 120, 50, 255))], angle=90)
    cv.glow((32, 40), 22, (255, 150, 60), 0.5)
    for i in range(4):
        y = 54 - i * 5
        w = 28 - i * 5
        cv.rect((32 - w / 2, y - 2.5, w, 2.5), (60, 44, 40, 255))
        cv.rect((32 - w / 2, y - 2.5, w, 0.8), (160, 110, 70, 255))
    die = d6_face(5, "ivory")
    cv.blit(pygame.transform.smoothscale(die, (26 * 4, 26 * 4)), (37, 36))
    return cv.result()


def stone_tile(size=256):
    """Seamless dark stone: low mottling plus fine grain, all in the background's range."""
    a = value_noise(size, size, 4, 901, octaves=5, persistence=0.55)
    b = value_noise(size, size, 32, 902, octaves=2, persistence=0.5)
    buf = bytearray(size * size * 4)
    lo, hi = (22, 21, 28), (44, 42, 54)
    for i in range(size * size):
        t = clamp(0.5 + (a[i] - 0.5) * 1.8 + (b[i] - 0.5) * 0.5)
        buf[4 * i] = int(lo[0] + (hi[0] - lo[0]) * t)
        buf[4 * i + 1] = int(lo[1] + (hi[1] - lo[1]) * t)
        buf[4 * i + 2] = int(lo[2] + (hi[2] - lo[2]) * t)
        buf[4 * i + 3] = 255
    img = pygame.image.frombuffer(bytes(buf), (size, size), "RGBA").copy()
    rng = random.Random(903)
    for _ in range(500):
        x, y = rng.randrange(size), rng.randrange(size)
        col = (60, 58, 72, rng.randrange(30, 90)) if rng.random() < 0.5 else (10, 10, 14, rng.randrange(40, 110))
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                tmp = surf(3, 3)
                pygame.draw.circle(tmp, col, (1.5, 1.5), rng.choice((0.8, 1.2)))
                img.blit(tmp, (x + ox - 1, y + oy - 1))
    return img


def parchment_tile(size=256):
    a = value_noise(size, size, 3, 911, octaves=5, persistence=0.55)
    b = value_noise(size, size, 64, 912, octaves=1)
    fib = value_noise(size, size, 8, 913, octaves=3, persistence=0.6)
    buf = bytearray(size * size * 4)
    hi, lo = (240, 228, 200), (214, 196, 158)
    for y in range(size):
        for x in range(size):
            i = y * size + x
            t = clamp(0.5 + (a[i] - 0.5) * 1.5 + (b[i] - 0.5) * 0.25 + (fib[(y * 7 % size) * size + x] - 0.5) * 0.2)
            buf[4 * i] = int(lo[0] + (hi[0] - lo[0]) * t)
            buf[4 * i + 1] = int(lo[1] + (hi[1] - lo[1]) * t)
            buf[4 * i + 2] = int(lo[2] + (hi[2] - lo[2]) * t)
            buf[4 * i + 3] = 255
    return pygame.image.frombuffer(bytes(buf), (size, size), "RGBA").copy()


def make_ui(only=None):
    for name, fn in UI_ICONS.items():
        save(ui_icon(fn), f"ui/{name}.png")
    save(window_icon(), "ui/window_icon.png")
    save(stone_tile(), "ui/stone_tile.png")
    save(parchment_tile(), "ui/parchment_tile.png")
