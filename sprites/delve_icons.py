"""Dice Delve's face icons, drawn on a 64-unit canvas: the party die's (fighter, cleric, mage, thief, champion,
scroll) and the dungeon die's (goblin, skeleton, ooze, chest, potion, dragon).
"""

from __future__ import annotations

import math

from geometry import bezier, circle_pts, rot, star_pts
from palette import WHITE, shade

# --- Dice Delve face icons -------------------------------------------------------------------------------


def _icon_outline(cv, draw, style, grow=1.6):
    """A soft halo behind an icon so it reads on its die."""
    col = (0, 0, 0) if style == "black" else (43, 33, 24)
    cv.shadow(draw, offset=(0, 0.6), blur=1.2, alpha=170 if style == "black" else 90)
    _ = col, grow


def icon_fighter(cv):
    c = (32, 32)
    a = math.radians(45)
    blade = rot([(29, 44), (29, 15), (32, 9), (35, 15), (35, 44)], a, c)
    fuller = rot([(32, 16), (32, 42)], a, c)
    guard = rot([(20, 43), (44, 43), (44, 47.5), (20, 47.5)], a, c)
    grip = rot([(30, 47), (34, 47), (34, 56), (30, 56)], a, c)
    pommel = rot([(32, 58.5)], a, c)[0]
    cv.opoly(blade, (206, 214, 226, 255), (60, 64, 78, 255), 1.0)
    cv.poly(rot([(32, 9.5), (35, 15), (35, 44), (32, 44)], a, c), (150, 160, 178, 255))
    cv.line(fuller[0], fuller[1], (120, 128, 146, 255), 1.0)
    cv.opoly(grip, (110, 62, 34, 255), (50, 28, 14, 255), 0.8)
    cv.opoly(guard, (217, 164, 65, 255), (110, 76, 20, 255), 0.9)
    cv.circle(pommel, 3.6, (110, 76, 20, 255))
    cv.circle(pommel, 2.8, (230, 180, 80, 255))


def icon_cleric(cv):
    c = (32, 32)
    a = math.radians(-35)
    shaft = rot([(30.5, 24), (33.5, 24), (33.5, 56), (30.5, 56)], a, c)
    cv.opoly(shaft, (120, 70, 38, 255), (50, 28, 14, 255), 0.8)
    hc = rot([(32, 19)], a, c)[0]
    for i in range(8):
        ang = a + i * math.pi / 4
        fl = [(hc[0] + math.cos(ang - 0.25) * 7, hc[1] + math.sin(ang - 0.25) * 7),
              (hc[0] + math.cos(ang) * 13, hc[1] + math.sin(ang) * 13),
              (hc[0] + math.cos(ang + 0.25) * 7, hc[1] + math.sin(ang + 0.25) * 7)]
        cv.opoly(fl, (176, 184, 198, 255), (60, 64, 78, 255), 0.8)
    cv.circle(hc, 8.2, (60, 64, 78, 255))
    cv.circle(hc, 7.4, (196, 204, 218, 255))
    # the holy sun on the mace head
    cv.poly(star_pts(hc, 5.5, 2.2, 8, a0=a), (217, 164, 65, 255))
    cv.circle(hc, 2.2, (255, 230, 150, 255))
    pom = rot([(32, 57.5)], a, c)[0]
    cv.circle(pom, 3, (217, 164, 65, 255))


def icon_mage(cv):
    cv.line((17, 57), (40, 17), (50, 28, 14, 255), 4.6)
    cv.line((17, 57), (40, 17), (128, 80, 42, 255), 3.0)
    cv.circle((42, 15), 7.5, (60, 40, 90, 255))
    cv.circle((42, 15), 6.5, (125, 91, 166, 255))
    cv.circle((40.5, 13.5), 2.5, (210, 190, 240, 255))
    cv.poly(star_pts((22, 22), 8, 2.2, 4), (217, 164, 65, 255))
    cv.poly(star_pts((22, 22), 6, 1.5, 4), (255, 226, 140, 255))
    cv.poly(star_pts((49, 36), 5, 1.4, 4), (79, 124, 172, 255))
    cv.poly(star_pts((30, 40), 3.4, 1.0, 4), (125, 91, 166, 255))


def icon_thief(cv):
    c = (32, 32)
    a = math.radians(-45)
    # the lockpick behind
    pick = rot([(32, 10), (32, 50)], -a, c)
    cv.line(pick[0], pick[1], (60, 64, 78, 255), 3.0)
    cv.line(pick[0], pick[1], (170, 176, 188, 255), 1.6)
    hook = rot([(32, 10), (36, 8), (37, 12)], -a, c)
    cv.polyline(hook, (170, 176, 188, 255), 1.6)
    ring = rot([(32, 53)], -a, c)[0]
    cv.circle(ring, 4.5, (60, 64, 78, 255), 1.6)
    # the dagger in front
    blade = rot([(29.5, 38), (29.5, 18), (32, 10), (34.5, 18), (34.5, 38)], a, c)
    cv.opoly(blade, (206, 214, 226, 255), (60, 64, 78, 255), 0.9)
    cv.poly(rot([(32, 11), (34.5, 18), (34.5, 38), (32, 38)], a, c), (150, 160, 178, 255))
    cv.opoly(rot([(24, 38), (40, 38), (40, 41.5), (24, 41.5)], a, c), (60, 52, 60, 255), (20, 16, 20, 255), 0.8)
    cv.opoly(rot([(30.3, 41.5), (33.7, 41.5), (33.7, 51), (30.3, 51)], a, c), (46, 40, 44, 255), (10, 8, 10, 255), 0.8)
    cv.circle(rot([(32, 53)], a, c)[0], 2.6, (125, 91, 166, 255))


def icon_champion(cv):
    base = [(14, 44), (50, 44), (50, 50), (14, 50)]
    crown = [(14, 44), (12, 22), (22, 33), (32, 16), (42, 33), (52, 22), (50, 44)]
    cv.opoly(crown, (217, 164, 65, 255), (110, 70, 20, 255), 1.0)
    cv.poly([(32, 16), (42, 33), (50, 44), (32, 44)], (190, 136, 44, 255))
    cv.opoly(base, (200, 146, 50, 255), (110, 70, 20, 255), 1.0)
    for x, col in ((20, (181, 72, 58)), (32, (79, 124, 172)), (44, (95, 158, 110))):
        cv.circle((x, 47), 2.2, col + (255,))
    for x, y in ((12, 22), (32, 16), (52, 22)):
        cv.circle((x, y), 2.6, (255, 230, 150, 255))
        cv.circle((x, y), 2.6, (110, 70, 20, 255), 0.6)
    cv.circle((32, 36), 3.4, (181, 72, 58, 255))
    cv.circle((31.2, 35.2), 1.2, (255, 200, 190, 255))


def icon_scroll(cv):
    cv.opoly([(16, 20), (48, 20), (48, 44), (16, 44)], (236, 222, 190, 255), (110, 86, 56, 255), 1.0)
    for y in (26, 31, 36):
        cv.line((20, y), (44 - (y == 36) * 8, y), (120, 96, 70, 255), 1.0)
    for x in (16, 48):
        cv.rect((x - 4, 17, 8, 30), (110, 86, 56, 255), radius=4)
        cv.rect((x - 3.2, 17.8, 6.4, 28.4), (222, 204, 168, 255), radius=3.2)
        cv.line((x - 1.2, 20), (x - 1.2, 44), (255, 248, 230, 255), 1.0)
    cv.circle((40, 46), 5, (120, 30, 24, 255))
    cv.circle((40, 46), 4.2, (181, 72, 58, 255))
    cv.poly([(37, 50), (35, 57), (38.5, 55), (40, 58), (41, 50)], (181, 72, 58, 255))


def icon_goblin(cv):
    skin, dark = (110, 160, 80, 255), (40, 70, 30, 255)
    cv.opoly([(20, 30), (4, 20), (18, 38)], skin, dark, 0.9)
    cv.opoly([(44, 30), (60, 20), (46, 38)], skin, dark, 0.9)
    cv.ellipse((16, 16, 32, 36), dark)
    cv.ellipse((17, 17, 30, 34), skin)
    cv.ellipse((21, 18, 18, 8), (140, 190, 100, 255))
    for x in (25, 39):
        cv.ellipse((x - 4, 28, 8, 6), (240, 210, 60, 255))
        cv.ellipse((x - 1, 29, 2.4, 4), (20, 14, 10, 255))
    cv.line((20, 26), (29, 29), dark, 1.6)
    cv.line((44, 26), (35, 29), dark, 1.6)
    cv.poly([(30, 33), (34, 33), (32, 38)], (80, 120, 60, 255))
    cv.opoly([(23, 42), (41, 42), (38, 47), (26, 47)], (60, 20, 20, 255), dark, 0.8)
    cv.poly([(25, 42), (28, 42), (26.5, 46)], (250, 245, 220, 255))
    cv.poly([(36, 42), (39, 42), (37.5, 46)], (250, 245, 220, 255))


def icon_skeleton(cv):
    bone, dark = (236, 228, 206, 255), (90, 80, 66, 255)
    cv.ellipse((15, 10, 34, 32), dark)
    cv.ellipse((16, 11, 32, 30), bone)
    cv.rect((22, 36, 20, 14), dark, radius=4)
    cv.rect((23, 36, 18, 13), bone, radius=3.5)
    cv.ellipse((20, 24, 10, 11), (30, 22, 20, 255))
    cv.ellipse((34, 24, 10, 11), (30, 22, 20, 255))
    cv.circle((25, 29), 1.6, (240, 90, 60, 255))
    cv.circle((39, 29), 1.6, (240, 90, 60, 255))
    cv.poly([(32, 34), (29.5, 39), (34.5, 39)], (30, 22, 20, 255))
    for x in (26, 30, 34, 38):
        cv.line((x, 42), (x, 48.5), dark, 0.8)
    cv.line((24, 44), (40, 44), dark, 0.8)
    cv.line((19, 16), (25, 14), (255, 255, 245, 255), 1.4)
    cv.line((38, 18), (36, 21), dark, 0.6)


def icon_ooze(cv):
    body = [(10, 50), (12, 38), (18, 26), (28, 18), (38, 18), (46, 26), (52, 38), (54, 50)]
    blob = bezier((10, 50), (8, 18), (56, 10), (54, 50), 30)
    cv.poly(blob + [(50, 52), (44, 50), (40, 55), (34, 51), (26, 54), (20, 50)], (40, 100, 40, 255))
    inner = bezier((12.5, 49), (11, 21), (53, 14), (51.5, 49), 30)
    cv.grad_shape(lambda c: c.poly(inner + [(44, 48.5), (40, 53), (34, 49.5), (26, 52.5), (20, 48.5)], WHITE),
                  [(0, (150, 220, 90, 255)), (1, (60, 150, 60, 255))], angle=90)
    for x, y, r in ((22, 40, 2.2), (42, 42, 1.6), (36, 32, 1.2), (18, 32, 1.1)):
        cv.circle((x, y), r, (200, 250, 160, 200))
    cv.ellipse((20, 22, 10, 5), (230, 255, 220, 200))
    for x in (27, 37):
        cv.circle((x, 33), 3.4, (250, 250, 240, 255))
        cv.circle((x + 0.6, 33.6), 1.6, (20, 30, 14, 255))
    cv.line((44, 52), (44, 57), (70, 160, 60, 255), 2.0)
    cv.circle((44, 57.5), 1.4, (90, 180, 70, 255))
    _ = body


def icon_chest(cv):
    wood, dark, gold = (140, 84, 40, 255), (60, 34, 16, 255), (217, 164, 65, 255)
    lid = [(12, 30)] + circle_pts((32, 30), 20, 16, ry=12, a0=math.pi, a1=math.tau)[1:-1] + [(52, 30)]
    cv.opoly(lid, (160, 98, 48, 255), dark, 1.0)
    cv.opoly([(12, 30), (52, 30), (52, 52), (12, 52)], wood, dark, 1.0)
    for y in (38, 45):
        cv.line((13, y), (51, y), (110, 64, 30, 255), 0.7)
    for x in (16, 48):
        cv.rect((x - 2.5, 18 if x else 18, 5, 34), gold, radius=1)
    cv.rect((12, 29, 40, 4), gold, radius=1)
    cv.rect((27, 30, 10, 12), (110, 70, 20, 255), radius=2)
    cv.rect((28, 31, 8, 10), gold, radius=2)
    cv.circle((32, 35), 1.6, (40, 24, 10, 255))
    cv.poly([(31.2, 35.5), (32.8, 35.5), (33.2, 39), (30.8, 39)], (40, 24, 10, 255))
    cv.line((18, 22), (28, 19), (230, 170, 110, 200), 1.0)


def icon_potion(cv):
    glass = (200, 220, 230, 255)
    cv.rect((27, 8, 10, 7), (130, 84, 46, 255), radius=2)
    cv.rect((28, 14, 8, 9), (90, 110, 120, 255))
    cv.rect((29, 14, 6, 9), (170, 200, 210, 255))
    cv.circle((32, 39), 16.5, (60, 80, 90, 255))
    cv.circle((32, 39), 15.5, (150, 180, 190, 255))
    cv.grad_shape(lambda c: c.poly(circle_pts((32, 39), 14.5, 40, a0=0.18, a1=math.pi - 0.18), WHITE),
                  [(0, (240, 80, 70, 255)), (1, (140, 20, 30, 255))], angle=90)
    cv.ellipse((18.2, 38, 27.6, 6), (255, 130, 120, 255))
    cv.circle((26, 46), 1.4, (255, 190, 180, 200))
    cv.circle((36, 50), 1.0, (255, 190, 180, 200))
    cv.polyline(circle_pts((32, 39), 11.5, 8, a0=math.pi * 1.1, a1=math.pi * 1.45), (255, 255, 255, 230), 2.0)
    _ = glass


def icon_dragon(cv):
    red, dark, belly = (190, 52, 40, 255), (70, 14, 10, 255), (230, 150, 80, 255)
    horn = bezier((40, 18), (46, 8), (54, 6), (60, 4), 10)
    horn_back = bezier((60, 4), (52, 10), (48, 16), (46, 22), 10)
    cv.opoly(horn + horn_back, (236, 220, 190, 255), dark, 0.8)
    head = [(6, 30), (14, 25), (26, 22), (36, 16), (46, 18), (54, 26), (58, 36), (54, 48), (44, 52), (34, 48),
            (24, 44), (12, 42), (6, 38)]
    cv.opoly(head, red, dark, 1.2)
    # the open jaw and its teeth
    cv.poly([(8, 35), (26, 37), (34, 42), (24, 44), (12, 41)], (80, 14, 10, 255))
    for x in (11, 16, 21, 26):
        cv.poly([(x, 35.4 + (x - 8) * 0.1), (x + 2.4, 35.6 + (x - 8) * 0.1), (x + 1.2, 39)], (250, 245, 225, 255))
    cv.poly([(14, 41.5), (16.4, 41.8), (15.2, 38.6)], (250, 245, 225, 255))
    cv.poly([(44, 50), (54, 46), (56, 54), (46, 58)], shade(red, 0.8))
    cv.line((26, 44), (44, 51), belly, 1.2)
    # brow ridge, eye and nostril
    cv.poly([(26, 26), (40, 20), (42, 24), (30, 28)], (120, 24, 20, 255))
    cv.ellipse((31, 25, 8, 5.5), (255, 220, 60, 255))
    cv.ellipse((34.2, 25.4, 1.8, 4.6), (20, 10, 8, 255))
    cv.circle((11, 30), 1.5, dark)
    for x, y in ((44, 30), (48, 36), (42, 40), (50, 42)):
        cv.circle((x, y), 1.4, (140, 32, 26, 255))
    cv.polyline([(6, 30), (14, 25), (26, 22), (36, 16)], (250, 130, 100, 230), 0.9)


DELVE_PARTY = {"fighter": icon_fighter, "cleric": icon_cleric, "mage": icon_mage, "thief": icon_thief,
               "champion": icon_champion, "scroll": icon_scroll}
DELVE_DUNGEON = {"goblin": icon_goblin, "skeleton": icon_skeleton, "ooze": icon_ooze, "chest": icon_chest,
                 "potion": icon_potion, "dragon": icon_dragon}
