"""Wilds & Depths' portraits of beasts, one per kind: a wolf (beast), a boar, a bear, a giant rat (vermin),
a giant bat (beastly flyer) and a red dragon in profile.
"""

from __future__ import annotations

from geometry import bezier, circle_pts
from sticker_kit import GOLDEN, LINE, fill, flip, horn, mirror
from town_faces import FANG, MAW, eyes, fangs


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
