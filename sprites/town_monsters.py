"""Wilds & Depths' monster portraits, one per kind of monster (cards/town_monster_<kind>.png, 96 x 96), and the
picture of a fortune card (cards/town_fortune.png). Faces are seen from the front and drawn symmetric (mirror),
so each one reads as a face at 40 px; the dragon alone is in profile. The portraits are in town_beasts.py and
town_foes.py, on the face parts in town_faces.py; here they are named by kind.
"""

from __future__ import annotations

import math

from geometry import bezier, circle_pts, rot
from palette import WHITE
from sticker_kit import LINE, fill
from town_beasts import bear, beast, beastly_flyer, boar, dragon, vermin
from town_foes import (
    bandit,
    brute,
    demon,
    demon_fire,
    demon_glow,
    goblin,
    golem,
    golem_glow,
    ooze,
    spirit,
    spirit_glow,
    undead,
    undead_glow,
)
from town_kit import coin, heart_pts


def fortune(cv):
    """A fortune card: a four-leaf clover over a purse spilled on its side, silver rolling out of it."""
    body = circle_pts((26, 68), 23, 36, ry=21)
    fill(cv, body, [(0, (220, 168, 108, 255)), (1, (120, 74, 40, 255))], angle=70, outline=1.4)
    neck = [(38, 52), (52, 58), (52, 68), (40, 84)]
    fill(cv, neck, [(0, (210, 156, 98, 255)), (1, (120, 74, 40, 255))], angle=70, outline=1.3)
    cv.grad_shape(lambda k: k.ellipse((50, 50, 14, 26), WHITE), [(0, (214, 160, 100, 255)), (1, (130, 80, 44, 255))])
    cv.ellipse((50, 50, 14, 26), LINE, 1.2)
    cv.ellipse((53, 54, 8, 18), (50, 30, 18, 255))                       # the open mouth
    cv.line((44, 54), (44, 80), (180, 60, 40, 255), 3.0)                  # the drawstring, loose
    cv.polyline([(44, 80), (40, 88), (46, 92)], (180, 60, 40, 255), 2.0)
    for pts in (((14, 58), (22, 64), (20, 76)), ((28, 52), (32, 62))):    # folds of the leather
        cv.polyline(list(pts), (110, 66, 34, 255), 1.1)
    cv.polyline(bezier((8, 70), (8, 58), (16, 52), (24, 50), 8), (250, 220, 170, 220), 2.2)
    for x, y, r in ((64, 64, 8.5), (70, 80, 9), (86, 86, 8), (56, 88, 7.5)):   # silver spilling out
        coin(cv, (x, y), r)
    c = (66, 30)
    cv.polyline(bezier(c, (70, 44), (62, 56), (68, 66), 10), (60, 120, 50, 255), 3.0)   # the stem
    for k in range(4):
        ang = math.pi / 4 + k * math.pi / 2
        leaf = rot(heart_pts((c[0], c[1] - 12), 12), ang, c)       # each leaf a heart, its tip at the centre
        fill(cv, leaf, [(0, (160, 226, 120, 255)), (1, (50, 130, 60, 255))], angle=70, outline=1.2)
    for k in range(4):
        ang = math.pi / 4 + k * math.pi / 2
        cv.line(c, (c[0] + math.sin(ang) * 16, c[1] - math.cos(ang) * 16), (40, 110, 50, 255), 1.0)
    cv.circle(c, 2.6, (60, 140, 60, 255))


MONSTERS = {"beast": beast, "boar": boar, "bear": bear, "vermin": vermin, "goblin": goblin, "bandit": bandit,
            "brute": brute, "undead": undead, "spirit": spirit, "beastly_flyer": beastly_flyer, "dragon": dragon,
            "demon": demon, "golem": golem, "ooze": ooze}
MONSTER_OVER = {"undead": undead_glow, "demon": demon_glow, "golem": golem_glow}
MONSTER_UNDER = {"spirit": spirit_glow, "demon": demon_fire}
