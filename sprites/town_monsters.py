"""Wilds & Depths' monster portraits, one per kind of monster (cards/town_monster_<kind>.png, 96 x 96), and the
picture of a fortune card (cards/town_fortune.png). Faces are seen from the front and drawn symmetric (mirror),
so each one reads as a face at 40 px; the dragon alone is in profile.
"""

from __future__ import annotations

import math

from doors_icons import glowing_eyes
from geometry import bezier, circle_pts, rot
from palette import WHITE
from sticker_kit import BONE, GLINT, GOLDEN, LINE, fill, flip, horn, mirror
from town_kit import coin, heart_pts

FANG = [(0, (255, 252, 240, 255)), (1, (206, 196, 170, 255))]
MAW = (70, 16, 18, 255)


def eyes(cv, y, dx, w, h, colour, slant=4.0, pupil=None):
    """A pair of angry almond eyes, their inner corners lower (a scowl)."""
    for side in (1, -1):
        x = 48 + side * dx
        eye = [(x - side * w / 2, y + slant / 2), (x, y - h / 2), (x + side * w / 2, y - slant / 2),
               (x, y + h / 2)]
        cv.poly(eye, colour)
        cv.poly(eye, LINE, 1.0)
        if pupil:
            cv.ellipse((x - 1.3, y - h / 2 + 0.8, 2.6, h - 1.6), pupil)


def fangs(cv, pts, down=True, size=6.0):
    """White triangular teeth at each point, pointing down (upper jaw) or up."""
    for x, y, k in pts:
        s = size * k
        tip = (x, y + s * 1.6) if down else (x, y - s * 1.6)
        fill(cv, [(x - s / 2, y), tip, (x + s / 2, y)], FANG, outline=0.9)


def beast(cv):
    """A snarling wolf: pricked ears, a grey ruff, yellow eyes under a furrowed brow, fangs bared."""
    fur = [(0, (196, 198, 206, 255)), (0.6, (128, 130, 142, 255)), (1, (74, 76, 88, 255))]
    ear = [(20, 40), (18, 4), (44, 26)]
    for pts in (ear, flip(ear)):
        fill(cv, pts, fur, outline=1.3)
    for pts in ([(23, 34), (22, 13), (37, 26)], flip([(23, 34), (22, 13), (37, 26)])):
        cv.poly(pts, (90, 60, 64, 255))
    head = mirror([(48, 20), (34, 22), (22, 32), (14, 44), (4, 50), (12, 56), (6, 64), (16, 66), (18, 76), (30, 80),
                   (38, 90), (48, 92)])
    fill(cv, head, fur, outline=1.5)
    muzzle = mirror([(48, 40), (42, 44), (38, 56), (32, 66), (34, 78), (48, 84)])
    fill(cv, muzzle, [(0, (236, 236, 240, 255)), (1, (176, 176, 186, 255))], outline=0)
    for side in (1, -1):                               # tufts of the ruff
        cv.polyline([(48 + side * 20, 68), (48 + side * 30, 74), (48 + side * 24, 82)], (96, 98, 110, 255), 1.2)
        cv.polyline([(48 + side * 8, 30), (48 + side * 14, 36)], (96, 98, 110, 255), 1.2)
    eyes(cv, 45, 14, 14, 8, (255, 206, 60, 255), slant=5, pupil=(20, 14, 10, 255))
    for side in (1, -1):
        cv.line((48 + side * 5, 40), (48 + side * 20, 36), LINE, 2.2)   # the furrowed brow
        cv.polyline([(48 + side * 4, 54), (48 + side * 9, 52), (48 + side * 13, 55)], (110, 110, 122, 255), 1.0)
    mouth = mirror([(48, 66), (40, 66), (30, 68), (32, 74), (38, 82), (48, 86)])
    cv.poly(mouth, MAW)
    cv.poly(mouth, LINE, 1.2)
    cv.poly([(44, 82), (52, 82), (50, 86), (46, 86)], (200, 90, 100, 255))   # the tongue
    fangs(cv, [(34, 67.5, 1.2), (62, 67.5, 1.2), (41, 66.5, 0.6), (55, 66.5, 0.6)])
    fangs(cv, [(37, 80, 0.9), (59, 80, 0.9)], down=False)
    nose = mirror([(48, 56), (41, 57), (40, 61), (44, 64), (48, 63)])
    fill(cv, nose, [(0, (80, 76, 84, 255)), (1, (20, 18, 24, 255))], outline=1.0)
    cv.circle((45, 58.5), 1.4, (200, 200, 210, 255))


def boar(cv):
    """A wild boar: a bristly dark crest, small angry eyes, a broad pink-tipped snout and curved tusks."""
    fur = [(0, (150, 110, 84, 255)), (0.6, (102, 70, 52, 255)), (1, (58, 38, 30, 255))]
    ear = [(26, 34), (8, 14), (12, 30), (22, 44)]
    for pts in (ear, flip(ear)):
        fill(cv, pts, fur, outline=1.3)
    for pts in ([(24, 34), (12, 20), (16, 32)], flip([(24, 34), (12, 20), (16, 32)])):
        cv.poly(pts, (150, 90, 84, 255))
    head = mirror([(48, 14), (34, 18), (22, 32), (16, 50), (20, 68), (30, 84), (40, 90), (48, 90)])
    fill(cv, head, fur, outline=1.5)
    for i in range(9):                                   # the bristly crest down the brow
        x = 36 + i * 3
        tip = 4 + (6 - abs(i - 4)) * 1.2
        cv.poly([(x - 2.4, 22), (x + 0.8, 14 - tip), (x + 2.4, 22)], (44, 28, 22, 255))
    for side in (1, -1):
        cv.polyline([(48 + side * 22, 56), (48 + side * 28, 64), (48 + side * 24, 72)], (60, 40, 30, 255), 1.1)
        cv.line((48 + side * 6, 38), (48 + side * 19, 34), LINE, 2.4)   # the brow, lowered
    eyes(cv, 41, 12, 10, 6, (255, 150, 40, 255), slant=4, pupil=(20, 10, 6, 255))
    snout = circle_pts((48, 70), 17, 32, ry=13)
    fill(cv, snout, [(0, (236, 170, 160, 255)), (1, (170, 100, 96, 255))], outline=1.4)
    for side in (1, -1):
        cv.ellipse((48 + side * 6.5 - 3, 66, 6, 8), (70, 30, 30, 255))
    cv.polyline(bezier((38, 62), (42, 59), (54, 59), (58, 62), 6), (255, 220, 214, 220), 1.6)
    for side in (1, -1):                                  # tusks curving up beside the snout
        tusk = bezier((48 + side * 15, 84), (48 + side * 28, 84), (48 + side * 30, 72), (48 + side * 26, 58), 10) + \
            bezier((48 + side * 24, 62), (48 + side * 25, 74), (48 + side * 22, 80), (48 + side * 12, 79), 8)
        fill(cv, tusk, FANG, outline=1.1)


def bear(cv):
    """A cave bear: small round ears, a broad brown head, a pale blunt muzzle with a big black nose, a roar."""
    fur = [(0, (150, 104, 66, 255)), (0.6, (104, 68, 40, 255)), (1, (58, 36, 22, 255))]
    for side in (1, -1):                                  # round ears set wide on top
        fill(cv, circle_pts((48 + side * 27, 20), 11, 24), fur, outline=1.3)
        cv.circle((48 + side * 27, 21), 6, (80, 48, 30, 255))
    head = mirror([(48, 10), (30, 13), (16, 24), (8, 42), (10, 62), (20, 80), (34, 90), (48, 92)])
    fill(cv, head, fur, outline=1.5)
    for side in (1, -1):                                  # shaggy cheeks
        cv.polyline([(48 + side * 38, 50), (48 + side * 44, 58), (48 + side * 38, 64), (48 + side * 42, 72)],
                    (70, 44, 26, 255), 1.2)
        cv.line((48 + side * 6, 34), (48 + side * 20, 31), LINE, 2.4)      # the heavy brow
    eyes(cv, 38, 14, 9, 6, (250, 170, 50, 255), slant=3, pupil=(20, 12, 8, 255))
    muzzle = circle_pts((48, 64), 19, 32, ry=20)
    fill(cv, muzzle, [(0, (214, 176, 128, 255)), (1, (150, 110, 70, 255))], outline=1.3)
    nose = mirror([(48, 46), (38, 47), (36, 53), (42, 58), (48, 58)])
    fill(cv, nose, [(0, (80, 70, 70, 255)), (1, (14, 10, 12, 255))], outline=1.0)
    cv.circle((43, 49.5), 1.6, (200, 196, 200, 255))
    cv.line((48, 58), (48, 64), LINE, 1.2)
    mouth = mirror([(48, 64), (40, 64), (34, 68), (38, 78), (48, 82)])
    cv.poly(mouth, MAW)
    cv.poly(mouth, LINE, 1.2)
    cv.poly([(43, 77), (53, 77), (51, 81), (45, 81)], (200, 90, 100, 255))   # the tongue
    fangs(cv, [(37, 66, 1.0), (59, 66, 1.0)])
    fangs(cv, [(40, 78, 0.8), (56, 78, 0.8)], down=False)


def vermin(cv):
    """A giant rat: round ears, beady red eyes, a long snout with whiskers and two yellow incisors."""
    fur = [(0, (168, 146, 124, 255)), (0.6, (120, 98, 80, 255)), (1, (70, 56, 46, 255))]
    for side in (1, -1):
        c = (48 + side * 28, 24)
        fill(cv, circle_pts(c, 17, 30), fur, outline=1.4)
        cv.poly(circle_pts((c[0] - side * 1, c[1] + 1), 11, 24), (220, 150, 150, 255))
        cv.poly(circle_pts((c[0] - side * 1, c[1] + 1), 11, 24), LINE, 0.9)
    head = mirror([(48, 20), (34, 22), (20, 34), (16, 48), (24, 60), (36, 72), (42, 80), (48, 82)])
    fill(cv, head, fur, outline=1.5)
    cv.poly(mirror([(48, 52), (40, 58), (40, 70), (44, 79), (48, 80)]), (190, 170, 150, 255))
    for side in (1, -1):
        cv.circle((48 + side * 13, 46), 5.6, (24, 10, 10, 255))
        cv.circle((48 + side * 13, 46), 3.8, (220, 40, 40, 255))
        cv.circle((48 + side * 13 - 1.4, 44.6), 1.4, (255, 220, 220, 255))
        cv.line((48 + side * 7, 40), (48 + side * 19, 38), LINE, 1.8)
        for dy, reach in ((-2, 44), (2, 46), (6, 40)):   # whiskers
            cv.line((48 + side * 6, 77 + dy), (48 + side * reach, 72 + dy * 2.6), (40, 30, 26, 255), 0.9)
    for x in (44.6, 51.4):
        fill(cv, [(x - 3.2, 83), (x + 3.2, 83), (x + 2.8, 93), (x - 2.8, 93)],
             [(0, (255, 240, 170, 255)), (1, (210, 170, 80, 255))], outline=1.0)
    fill(cv, circle_pts((48, 79), 5.4, 20, ry=4.2), [(0, (250, 170, 170, 255)), (1, (190, 90, 100, 255))],
         outline=1.0)
    cv.line((48, 83), (48, 85), LINE, 1.0)


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


def beastly_flyer(cv):
    """A giant bat, wings spread: a furry body, big ears, red eyes and fangs, the wing bones fanning out."""
    wing = [(44, 40), (30, 26), (14, 18), (2, 30), (4, 52), (12, 48), (16, 62), (24, 56), (30, 70), (36, 62),
            (44, 66)]
    membrane = [(0, (150, 104, 130, 255)), (1, (74, 44, 66, 255))]
    for pts, ang in ((wing, 30), (flip(wing), 150)):
        fill(cv, pts, membrane, angle=ang, outline=1.4)
    for side in (1, -1):                              # the finger bones
        for end in ((14, 18), (4, 52), (16, 62), (30, 70)):
            cv.line((48 + side * 8, 40) if side > 0 else (40, 40), (end[0] if side < 0 else 96 - end[0], end[1]),
                    (60, 36, 54, 255), 1.6)
    body = mirror([(48, 34), (40, 38), (36, 50), (38, 66), (48, 76)])
    fill(cv, body, [(0, (140, 110, 96, 255)), (1, (70, 50, 44, 255))], outline=1.4)
    ear = [(38, 34), (34, 14), (46, 28)]
    for pts in (ear, flip(ear)):
        fill(cv, pts, [(0, (150, 110, 100, 255)), (1, (80, 56, 50, 255))], outline=1.2)
    head = circle_pts((48, 38), 12, 28)
    fill(cv, head, [(0, (156, 122, 106, 255)), (1, (90, 64, 56, 255))], outline=1.3)
    for side in (1, -1):
        cv.circle((48 + side * 5, 36), 2.8, (255, 60, 40, 255))
        cv.circle((48 + side * 5 - 0.8, 35.2), 0.9, (255, 220, 200, 255))
    cv.ellipse((45, 40, 6, 4), (60, 36, 40, 255))
    fangs(cv, [(44.6, 45, 0.55), (51.4, 45, 0.55)])


def dragon(cv):
    """A red dragon's head in profile, jaws agape: swept-back horns, a slit yellow eye, spines down its neck."""
    scales = [(0, (240, 110, 76, 255)), (0.55, (196, 56, 40, 255)), (1, (110, 24, 20, 255))]
    belly = [(0, (250, 220, 150, 255)), (1, (200, 150, 80, 255))]
    for i, (x, y) in enumerate(((74, 30), (82, 40), (86, 54), (88, 68))):   # spines down the neck
        s = 7 - i
        fill(cv, [(x - s, y + s), (x + s * 1.4, y - s * 0.4), (x + s * 0.2, y + s * 1.6)], GOLDEN, outline=1.0)
    for base_out, base_in, tip, bend in (((58, 24), (66, 30), (88, 4), (74, 8)), ((66, 30), (72, 34), (92, 22),
                                                                                 (84, 24))):
        fill(cv, horn(base_out, base_in, tip, bend), [(0, (252, 240, 210, 255)), (1, (170, 146, 110, 255))],
             angle=20)
    neck = [(58, 56), (80, 34), (90, 60), (90, 92), (60, 92)]
    fill(cv, neck, scales, outline=1.4)
    fill(cv, [(60, 72), (72, 70), (78, 92), (62, 92)], belly, angle=0, outline=1.0)
    jaw = [(66, 62), (44, 70), (14, 74), (10, 80), (20, 84), (50, 82), (70, 76)]
    fill(cv, jaw, scales, outline=1.4)
    cv.poly([(14, 78), (50, 79), (68, 74)], (250, 200, 130, 200), 1.4)
    mouth = [(12, 54), (60, 58), (66, 62), (44, 70), (14, 74)]
    cv.poly(mouth, MAW)
    fangs(cv, [(18, 56, 0.9), (26, 56.5, 0.7), (34, 57, 0.9), (42, 57.5, 0.7)], size=6)
    fangs(cv, [(20, 74, 0.8), (30, 73, 0.7), (40, 72, 0.8)], down=False, size=6)
    skull = [(4, 44), (10, 36), (30, 32), (48, 24), (64, 24), (78, 34), (80, 48), (68, 60), (60, 58), (12, 54),
             (4, 52)]
    fill(cv, skull, scales, angle=70, outline=1.5)
    cv.poly([(6, 44), (10, 38), (28, 35), (22, 42)], (250, 150, 120, 200))
    cv.ellipse((9, 41, 6, 4), (60, 10, 10, 255))                       # the nostril
    brow = [(40, 36), (52, 28), (66, 30), (62, 36)]
    fill(cv, brow, [(0, (150, 40, 30, 255)), (1, (100, 20, 16, 255))], outline=1.0)
    eye = [(46, 42), (54, 36), (62, 40), (54, 45)]
    cv.poly(eye, (255, 220, 60, 255))
    cv.poly(eye, LINE, 1.0)
    cv.ellipse((52.6, 37, 2.8, 8), (20, 10, 6, 255))
    for x, y in ((30, 46), (38, 48), (64, 50), (72, 44)):
        cv.polyline([(x - 3, y), (x, y + 2.6), (x + 3, y)], (120, 26, 20, 255), 1.0)   # scales
    for pts in (((66, 64), (80, 70), (70, 72)), ((70, 56), (84, 58), (74, 62))):     # spiky cheek frills
        fill(cv, list(pts), GOLDEN, outline=1.0)


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
