"""Wilds & Depths' portraits of the other foes, one per kind: a goblin, a bandit, a brute, the undead, a
spirit, a demon, a golem and an ooze, with the glows drawn over or under some.
"""

from __future__ import annotations

import math

from doors_icons import glowing_eyes
from geometry import bezier, circle_pts, rot
from palette import WHITE
from sticker_kit import BONE, GLINT, LINE, fill, flip, horn, mirror
from town_faces import FANG, MAW, eyes, fangs


def goblin(cv):
    """A goblin: long pointed ears out to the sides, a hooked nose, yellow eyes, a snaggle-toothed grin."""
    skin = [(0, (170, 206, 110, 255)), (0.6, (118, 160, 72, 255)), (1, (64, 100, 44, 255))]
    ear = [(24, 40), (2, 22), (6, 30), (12, 46), (26, 60)]
    for pts in (ear, flip(ear)):
        fill(cv, pts, skin, outline=1.4)
    for pts in ([(22, 44), (8, 28), (14, 44), (24, 54)], flip([(22, 44), (8, 28), (14, 44), (24, 54)])):
        cv.poly(pts, (190, 120, 110, 255))
    head = mirror([(48, 12), (34, 14), (24, 24), (20, 40), (22, 58), (30, 74), (40, 86), (48, 90)])
    fill(cv, head, skin, outline=1.5)
    for side in (1, -1):
        cv.line((48 + side * 5, 38), (48 + side * 21, 32), LINE, 2.4)
    cv.polyline([(58, 18), (62, 26), (60, 32)], (70, 110, 50, 255), 1.4)     # an old scar
    eyes(cv, 44, 13, 15, 10, (255, 226, 80, 255), slant=6, pupil=(170, 20, 10, 255))
    nose = [(48, 42), (42, 56), (40, 62), (46, 64), (52, 62), (50, 56)]
    fill(cv, nose, [(0, (150, 190, 96, 255)), (1, (80, 120, 56, 255))], angle=20, outline=1.2)
    mouth = bezier((30, 68), (38, 80), (58, 80), (66, 66), 14) + bezier((66, 66), (56, 72), (40, 72), (30, 68), 10)
    cv.poly(mouth, MAW)
    cv.poly(mouth, LINE, 1.2)
    fangs(cv, [(37, 70.6, 0.8), (58, 70.3, 0.9)])
    fangs(cv, [(44, 77.5, 0.7)], down=False)
    cv.polyline(circle_pts((40, 36), 18, 6, a0=math.pi * 1.1, a1=math.pi * 1.4), (220, 240, 180, 200), 2.2)


def bandit(cv):
    """A highway bandit: a deep brown hood, a red scarf over nose and mouth, narrowed eyes in the shadow."""
    cloth = [(0, (150, 110, 76, 255)), (0.6, (104, 72, 48, 255)), (1, (60, 40, 28, 255))]
    hood = mirror([(48, 4), (32, 8), (20, 20), (14, 40), (14, 60), (6, 86), (20, 92), (48, 92)])
    fill(cv, hood, cloth, outline=1.6)
    cv.poly(mirror([(48, 20), (34, 24), (28, 36), (26, 56), (30, 82), (48, 84)]), (30, 22, 18, 255))
    face = mirror([(48, 28), (38, 32), (32, 44), (34, 60), (40, 70), (48, 72)])
    fill(cv, face, [(0, (214, 170, 130, 255)), (1, (150, 108, 78, 255))], outline=0)
    cv.poly(mirror([(48, 28), (38, 32), (33, 40), (48, 36)]), (60, 40, 30, 200))   # the hood's shadow on the brow
    for side in (1, -1):
        cv.line((48 + side * 4, 44), (48 + side * 14, 41), LINE, 2.2)
        eye = [(48 + side * 5, 48), (48 + side * 10, 45.5), (48 + side * 15, 47), (48 + side * 10, 49.5)]
        cv.poly(eye, (250, 244, 230, 255))
        cv.circle((48 + side * 9.4, 47.6), 1.8, (30, 20, 16, 255))
    scarf = mirror([(48, 54), (36, 52), (30, 58), (30, 70), (36, 80), (48, 84)])
    fill(cv, scarf, [(0, (210, 70, 56, 255)), (1, (120, 26, 24, 255))], outline=1.2)
    for y in (62, 70):
        cv.polyline(bezier((33, y), (40, y + 3), (56, y + 3), (63, y), 8), (110, 20, 20, 255), 1.0)
    knot = [(60, 70), (74, 84), (70, 92), (64, 82)]
    fill(cv, knot, [(0, (200, 64, 50, 255)), (1, (120, 26, 24, 255))], outline=1.1)
    cv.polyline([(40, 16), (30, 26), (24, 44)], (180, 140, 100, 255), 1.4)   # light on the hood's fold


def brute(cv):
    """An ogre: a lumpy bald head, big ears, little eyes under a heavy brow, a broad nose, tusks from the underbite."""
    skin = [(0, (178, 186, 118, 255)), (0.6, (130, 140, 82, 255)), (1, (76, 84, 46, 255))]
    ear = [(16, 40), (2, 34), (4, 50), (14, 60)]
    for pts in (ear, flip(ear)):
        fill(cv, pts, skin, outline=1.3)
    head = mirror([(48, 8), (32, 10), (20, 20), (16, 36), (14, 56), (10, 72), (18, 86), (34, 92), (48, 92)])
    fill(cv, head, skin, outline=1.6)
    for x, y, r in ((30, 22, 3), (62, 18, 2.4), (70, 30, 2)):                  # warts and lumps
        cv.circle((x, y), r, (150, 160, 96, 255))
        cv.circle((x, y), r, (80, 88, 48, 255), 0.8)
    brow = mirror([(48, 40), (36, 32), (20, 32), (18, 40), (34, 42), (48, 46)])
    fill(cv, brow, [(0, (150, 160, 96, 255)), (1, (92, 100, 56, 255))], outline=1.2)
    for side in (1, -1):
        cv.circle((48 + side * 14, 46), 3.6, (255, 236, 170, 255))
        cv.circle((48 + side * 14, 46), 3.6, LINE, 1.0)
        cv.circle((48 + side * 13.4, 46.6), 1.6, (20, 14, 10, 255))
    nose = mirror([(48, 44), (44, 48), (40, 58), (36, 62), (42, 66), (48, 64)])
    fill(cv, nose, [(0, (160, 168, 104, 255)), (1, (100, 108, 62, 255))], outline=1.1)
    for side in (1, -1):
        cv.ellipse((48 + side * 5 - 2.4, 61, 4.8, 3.4), (40, 40, 20, 255))
    mouth = mirror([(48, 74), (36, 74), (24, 70), (26, 78), (36, 84), (48, 86)])
    cv.poly(mouth, MAW)
    cv.poly(mouth, LINE, 1.2)
    for x in (38, 44, 52, 58):
        cv.rect((x - 2.4, 80, 4.8, 5), (236, 226, 196, 255), radius=1)
    for side in (1, -1):                               # tusks jutting up from the jaw
        tusk = [(48 + side * 13, 84), (48 + side * 22, 82), (48 + side * 21, 58)]
        fill(cv, tusk, FANG, outline=1.1)
    cv.polyline(circle_pts((44, 34), 18, 8, a0=math.pi * 1.15, a1=math.pi * 1.4), (230, 240, 190, 200), 2.4)


def undead(cv):
    """A wraith: a ragged black hood, a bony face half lost in its shadow, and eyes of cold blue fire."""
    robe = [(0, (86, 92, 120, 255)), (0.6, (44, 46, 66, 255)), (1, (20, 20, 30, 255))]
    rag = [(48, 4), (30, 10), (18, 26), (12, 48), (10, 70), (4, 92), (14, 84), (20, 94), (28, 84), (36, 94), (42, 86),
           (48, 92)]
    fill(cv, mirror(rag), robe, outline=1.6)
    cv.poly(mirror([(48, 18), (34, 22), (26, 38), (26, 62), (34, 80), (48, 84)]), (10, 10, 16, 255))
    skull = mirror([(48, 28), (38, 30), (32, 40), (33, 54), (38, 62), (40, 72), (48, 74)])
    fill(cv, skull, BONE, outline=1.2)
    for side in (1, -1):
        socket = [(48 + side * 3, 44), (48 + side * 8, 39), (48 + side * 14, 41), (48 + side * 14, 48),
                  (48 + side * 8, 51)]
        cv.poly(socket, (16, 14, 22, 255))
    cv.poly([(48, 52), (45, 58), (51, 58)], (16, 14, 22, 255))
    for x in (42, 45, 48, 51, 54):
        cv.line((x, 62), (x, 70), (100, 90, 76, 255), 0.9)
    cv.line((40, 64), (56, 64), (100, 90, 76, 255), 0.9)
    cv.grad_shape(lambda k: k.poly(skull, WHITE), [(0, (0, 0, 0, 0)), (0.5, (0, 0, 0, 0)), (1, (10, 10, 20, 170))],
                  box=(30, 28, 36, 46))
    cv.polyline([(40, 8), (26, 18), (18, 36)], (130, 136, 170, 255), 1.4)


def undead_glow(cv):
    glowing_eyes(cv, 45, 8.6, 14, (110, 190, 255), (140, 210, 255, 255), (236, 248, 255, 255), 3.4, alpha=160)


def spirit(cv):
    """A spirit: a pale wisp rising out of a curling tail of mist, hollow eyes and a moaning mouth."""
    body = bezier((48, 8), (80, 8), (80, 50), (66, 62), 16) + bezier((66, 62), (56, 72), (70, 82), (84, 80), 10) + \
        bezier((84, 80), (70, 96), (40, 90), (44, 70), 12) + bezier((44, 70), (46, 62), (16, 58), (18, 34), 12) + \
        bezier((18, 34), (20, 16), (34, 8), (48, 8), 10)
    fill(cv, body, [(0, (246, 252, 255, 255)), (0.6, (180, 220, 236, 255)), (1, (96, 150, 186, 255))], angle=70,
         outline=1.5)
    for side in (1, -1):
        cv.ellipse((48 + side * 9 - 5, 26, 10, 13), (30, 44, 70, 255))
    cv.ellipse((42, 42, 10, 14), (30, 44, 70, 255))
    cv.polyline(bezier((24, 34), (26, 20), (36, 14), (44, 14), 8), (255, 255, 255, 230), 2.4)
    cv.polyline(bezier((58, 64), (52, 72), (58, 80), (70, 82), 8), (140, 190, 220, 255), 1.2)


def spirit_glow(cv):
    cv.light((48, 44), 46, (160, 230, 255), alpha=80, power=1.8)
    for x, y in ((12, 70), (86, 24), (22, 88), (90, 46)):          # motes of light drifting off it
        cv.circle((x, y), 2.2, (210, 245, 255, 255))


def demon(cv):
    """A demon: long black horns curling up from the brow, pointed ears, eyes of fire, a goatee and a grin."""
    skin = [(0, (220, 70, 60, 255)), (0.55, (160, 28, 36, 255)), (1, (80, 8, 20, 255))]
    black = [(0, (110, 100, 110, 255)), (1, (20, 16, 22, 255))]
    left = horn((30, 30), (40, 24), (10, 2), (4, 28))
    for pts, ang in ((left, 20), (flip(left), 160)):
        fill(cv, pts, black, angle=ang)
        for k in (0.3, 0.55, 0.75):
            i = int(len(pts) * k / 2)
            cv.line(pts[i], pts[-1 - i], (140, 130, 140, 255), 0.9)
    ear = [(24, 44), (2, 36), (22, 58)]
    for pts in (ear, flip(ear)):
        fill(cv, pts, skin, outline=1.3)
    head = mirror([(48, 20), (36, 22), (26, 30), (22, 46), (26, 62), (36, 76), (44, 84), (48, 86)])
    fill(cv, head, skin, outline=1.5)
    beard = mirror([(48, 76), (42, 78), (44, 86), (48, 96)])
    fill(cv, beard, black, outline=1.2)
    for side in (1, -1):
        brow = [(48 + side * 3, 44), (48 + side * 20, 34), (48 + side * 22, 40), (48 + side * 6, 47)]
        fill(cv, brow, [(0, (120, 16, 24, 255)), (1, (70, 6, 14, 255))], outline=1.0)
        cv.polyline([(48 + side * 4, 60), (48 + side * 12, 54)], (110, 10, 20, 255), 1.2)
    eyes(cv, 48, 12, 13, 7, (255, 200, 60, 255), slant=5)
    mouth = bezier((30, 64), (38, 76), (58, 76), (66, 64), 14) + bezier((66, 64), (56, 68), (40, 68), (30, 64), 10)
    cv.poly(mouth, MAW)
    cv.poly(mouth, LINE, 1.2)
    fangs(cv, [(36, 66.4, 0.6), (41, 67.4, 0.6), (46, 67.8, 0.6), (51, 67.8, 0.6), (56, 67.4, 0.6), (61, 66.4, 0.6)],
          size=5)
    cv.poly([(48, 50), (44, 58), (48, 60), (52, 58)], (130, 20, 28, 255))


def demon_glow(cv):
    for side in (1, -1):
        c = (48 + side * 12, 48)
        cv.light(c, 10, (255, 170, 40), alpha=170, power=1.3)
        cv.circle(c, 2.4, (255, 250, 210, 255))


def demon_fire(cv):
    cv.light((48, 60), 48, (255, 90, 20), alpha=110, power=1.4)


def golem(cv):
    """A stone golem: a blocky head of cut stone, cracked, a glowing rune on its brow and slits of fire for eyes."""
    stone = [(0, (196, 190, 180, 255)), (0.6, (140, 134, 128, 255)), (1, (82, 78, 78, 255))]
    head = [(20, 10), (76, 10), (84, 28), (84, 70), (72, 90), (24, 90), (12, 70), (12, 28)]
    fill(cv, head, stone, angle=70, outline=1.6)
    for side in (1, -1):                                  # shoulders of rock either side of the jaw
        fill(cv, [(48 + side * 34, 66), (48 + side * 46, 74), (48 + side * 46, 94), (48 + side * 26, 94)], stone,
             outline=1.3)
    brow = [(14, 36), (82, 36), (80, 46), (16, 46)]
    fill(cv, brow, [(0, (170, 164, 156, 255)), (1, (104, 98, 96, 255))], outline=1.3)
    for side in (1, -1):
        cv.poly([(48 + side * 6, 50), (48 + side * 26, 48), (48 + side * 24, 56), (48 + side * 8, 56)],
                (30, 20, 16, 255))
    fill(cv, [(42, 46), (54, 46), (56, 64), (40, 64)], [(0, (170, 164, 156, 255)), (1, (110, 104, 100, 255))],
         outline=1.1)
    cv.rect((28, 72, 40, 7), (30, 24, 22, 255), radius=1)
    for x in (36, 44, 52, 60):
        cv.line((x, 72), (x, 79), (120, 114, 108, 255), 1.0)
    for pts in (((26, 12), (30, 22), (26, 30)), ((70, 60), (78, 66), (76, 78)), ((30, 82), (34, 90))):
        cv.polyline(list(pts), LINE, 1.1)
    cv.polyline([(22, 16), (72, 16)], (220, 214, 206, 255), 1.4)
    cv.polyline([(20, 60), (22, 72)], (90, 120, 70, 255), 3.0)        # a smear of moss


def golem_glow(cv):
    cv.light((48, 26), 16, (255, 130, 30), alpha=130, power=1.4)
    for (a, b) in (((48, 17), (48, 33)), ((48, 21), (54, 25)), ((48, 25), (42, 29))):
        cv.line(a, b, (255, 160, 60, 255), 2.2)
        cv.line(a, b, (255, 236, 180, 255), 0.9)
    for side in (1, -1):
        c = (48 + side * 16, 52.5)
        cv.light(c, 12, (255, 120, 30), alpha=150, power=1.3)
        cv.line((48 + side * 9, 53), (48 + side * 23, 52), (255, 200, 90, 255), 2.4)


def ooze(cv):
    """An ooze: a glossy green blob dripping slime, a bone half-dissolved inside it, two round eyes."""
    top = bezier((6, 80), (0, 20), (96, 6), (90, 80), 40)
    drips = [(84, 82), (80, 94), (74, 94), (72, 82), (62, 84), (58, 90), (52, 84), (40, 84), (36, 96), (30, 96),
             (28, 84), (16, 84)]
    blob = top + drips
    fill(cv, blob, [(0, (190, 240, 120, 255)), (0.6, (100, 180, 70, 255)), (1, (40, 110, 40, 255))], angle=70,
         outline=1.6)
    bone = rot([(30, 62), (58, 62), (58, 66), (30, 66)], -0.3, (44, 64))
    cv.poly(bone, (220, 230, 190, 200))
    for p in (rot([(29, 61), (29, 67)], -0.3, (44, 64)) + rot([(59, 61), (59, 67)], -0.3, (44, 64))):
        cv.circle(p, 3.2, (220, 230, 190, 200))
    for x, y, r in ((22, 52, 3.2), (70, 62, 2.4), (60, 74, 1.8), (16, 68, 2)):
        cv.circle((x, y), r, (220, 255, 190, 220))
        cv.circle((x, y), r, (60, 130, 50, 255), 0.7)
    for x in (36, 60):
        cv.circle((x, 38), 8, (250, 252, 240, 255))
        cv.circle((x, 38), 8, LINE, 1.2)
        cv.circle((x + 1.6, 40), 3.6, (20, 30, 14, 255))
    cv.ellipse((18, 44, 14, 6), (240, 255, 230, 210))
    cv.polyline(bezier((12, 72), (10, 62), (12, 56), (16, 52), 8), GLINT, 2.2)
