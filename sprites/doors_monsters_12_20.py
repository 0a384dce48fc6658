"""Kick the Door's monsters of levels 12 to 20, from the Cyclops with a Grudge to the Elder Dragon of the
Basement (doors_monsters.py names each picture by its card's kind).
"""

from __future__ import annotations

import math

from doors_icons import undead as doors_skull
from doors_kit import BLACK_CLOTH, DARK, STONE, Placed, at, bang, bubble, cloud, lion, serpent, shoulders, tinted, tube
from geometry import bezier, circle_pts, rot, star_pts
from palette import WHITE
from sticker_kit import BONE, GOLDEN, IRON, LINE, SKIN, STEEL, WOOD, fill, horn, mirror
from town_beasts import dragon
from town_faces import MAW, eyes, fangs
from town_foes import demon, demon_glow
from town_kit import lettering


def cyclops_nemesis(cv):
    """A cyclops: one huge glaring eye under a single furious brow, a spiked club on his shoulder."""
    club = tube(bezier((70, 92), (74, 60), (80, 30), (86, 6), 10), 8, 22)
    fill(cv, club, WOOD, angle=0, outline=1.5)
    for x, y in ((80, 14), (90, 18), (78, 32), (88, 36)):
        cv.poly([(x - 2, y), (x + (5 if x > 84 else -5), y - 2), (x - 1, y + 3)], STEEL[1][1])
    shoulders(cv, 74, [(0, (150, 110, 70, 255)), (1, (80, 50, 30, 255))])
    head = mirror([(48, 10), (32, 12), (20, 26), (18, 50), (24, 66), (36, 78), (48, 80)])
    fill(cv, head, [(0, (236, 190, 150, 255)), (0.6, (200, 140, 100, 255)), (1, (130, 80, 60, 255))], outline=1.5)
    for side in (1, -1):
        fill(cv, [(48 + side * 28, 38), (48 + side * 36, 34), (48 + side * 34, 50), (48 + side * 28, 50)],
             SKIN, outline=1.2)
    cv.circle((48, 38), 14, (252, 250, 240, 255))
    cv.circle((48, 38), 14, LINE, 1.4)
    cv.circle((48, 40), 7, (90, 140, 60, 255))
    cv.circle((48, 40), 3.4, DARK)
    cv.circle((45, 36), 1.8, WHITE)
    brow = [(28, 26), (48, 32), (68, 26), (68, 20), (48, 26), (28, 20)]
    fill(cv, brow, [(0, (90, 50, 30, 255)), (1, (50, 26, 16, 255))], outline=1.2)
    cv.poly(mirror([(48, 50), (44, 54), (42, 60), (48, 62)]), (190, 120, 90, 255))
    mouth = [(34, 68), (62, 68), (58, 72), (38, 72)]
    cv.poly(mouth, MAW)
    cv.poly(mouth, LINE, 1.2)
    fangs(cv, [(40, 72, 0.6), (56, 72, 0.6)], down=False, size=5)


def advice_hag(cv):
    """A green-grey hag in a pointed hat, a warty hooked nose, wagging one finger, a bubble full of advice."""
    hair = mirror([(48, 20), (24, 26), (10, 56), (14, 84), (24, 74), (28, 88), (36, 70), (48, 70)])
    fill(cv, hair, [(0, (220, 220, 214, 255)), (1, (140, 140, 140, 255))], outline=1.4)
    face = mirror([(48, 26), (36, 28), (30, 40), (30, 56), (36, 68), (48, 74)])
    fill(cv, face, [(0, (190, 206, 160, 255)), (1, (120, 140, 100, 255))], outline=1.4)
    eyes(cv, 44, 9, 9, 5, (255, 230, 80, 255), slant=-3, pupil=(30, 20, 10, 255))
    nose = [(46, 44), (40, 60), (34, 66), (42, 64), (50, 58)]
    fill(cv, nose, [(0, (170, 190, 130, 255)), (1, (110, 130, 90, 255))], outline=1.2)
    cv.circle((40, 58), 2, (110, 120, 70, 255))
    cv.polyline(bezier((42, 68), (46, 66), (52, 66), (56, 70), 6), LINE, 1.4)
    cv.rect((48, 66, 3, 3), (240, 230, 180, 255))
    brim = circle_pts((48, 28), 32, 24, ry=6)
    fill(cv, brim, BLACK_CLOTH, outline=1.3)
    cone = [(30, 26), (66, 26), (54, 8), (50, -2), (40, 8)]
    fill(cv, cone, BLACK_CLOTH, outline=1.3)
    cv.rect((32, 20, 32, 4), (125, 91, 166, 255))
    finger = [(72, 94), (70, 70), (74, 66), (78, 68), (80, 48), (84, 46), (87, 48), (86, 70), (88, 94)]
    fill(cv, finger, [(0, (190, 206, 160, 255)), (1, (120, 140, 100, 255))], outline=1.3)
    for k in range(2):
        cv.polyline(circle_pts((83, 46), 8 + k * 4, 5, a0=math.pi * 1.15, a1=math.pi * 1.45), LINE, 1.1)
    bubble(cv, (80, 22), 28, 20, (74, 40))
    bang(cv, (80, 22), 14)


def golem_of_regret(cv):
    """A hunched golem of mismatched blocks (brick, stone, a plank, a broken mug), sad eyes and a tear."""
    blocks = [((14, 58, 26, 30), [(0, (200, 100, 80, 255)), (1, (130, 56, 44, 255))]),
              ((56, 56, 28, 32), STONE),
              ((24, 20, 48, 40), [(0, (176, 176, 186, 255)), (1, (100, 100, 116, 255))]),
              ((36, 58, 24, 34), WOOD)]
    for (x, y, w, h), stops in blocks:
        fill(cv, [(x, y), (x + w, y + 1), (x + w - 1, y + h), (x + 1, y + h - 1)], stops, outline=1.4)
    for y in (66, 74, 82):
        cv.line((15, y), (39, y), (110, 50, 40, 255), 1.0)
    cv.line((27, 66), (27, 74), (110, 50, 40, 255), 1.0)
    cv.line((44, 60), (44, 90), (90, 50, 24, 255), 0.9)
    cv.polyline([(60, 60), (66, 70), (64, 80)], LINE, 1.0)
    fill(cv, [(8, 50), (24, 48), (26, 60), (10, 62)], STONE, outline=1.2)
    fill(cv, [(72, 48), (88, 50), (86, 62), (70, 60)], STONE, outline=1.2)
    mug = [(70, 4), (86, 4), (85, 20), (71, 20)]
    fill(cv, mug, [(0, (250, 250, 250, 255)), (1, (190, 200, 210, 255))], outline=1.2)
    cv.poly([(70, 4), (86, 4), (82, 9), (77, 6), (73, 9)], (79, 124, 172, 255))
    cv.circle((89, 12), 4, LINE, 1.6)
    for side in (1, -1):
        cv.line((48 + side * 5, 32), (48 + side * 16, 36), LINE, 2.0)   # brows raised in the middle: sorrow
        cv.ellipse((48 + side * 10 - 4, 37, 8, 6), (20, 30, 50, 255))
    cv.polyline(bezier((38, 52), (42, 46), (54, 46), (58, 52), 8), LINE, 1.8)
    cv.poly([(36, 44), (34, 50), (36, 52), (38, 50)], (110, 170, 230, 255))
    cv.polyline([(30, 22), (36, 28), (34, 36)], LINE, 1.0)


def golem_of_regret_glow(cv):
    for side in (1, -1):
        c = (48 + side * 10, 40)
        cv.light(c, 8, (120, 170, 255), alpha=150, power=1.3)
        cv.circle(c, 1.8, (220, 236, 255, 255))


def lich_accountant(cv):
    """A crowned lich's skull in a purple hood, green fire in its eyes, working an abacus."""
    robe = [(0, (150, 100, 200, 255)), (0.6, (90, 60, 140, 255)), (1, (40, 24, 70, 255))]
    fill(cv, mirror([(48, 10), (30, 14), (14, 40), (8, 96), (48, 96)]), robe, outline=1.5)
    cv.poly(mirror([(48, 20), (34, 24), (26, 40), (28, 70), (48, 74)]), (20, 10, 30, 255))
    doors_skull(Placed(cv, 14, 14, 0.7))
    for i in range(5):                                     # the crown
        x = 34 + i * 7
        fill(cv, [(x - 3.6, 22), (x, 10 - (3 if i == 2 else 0)), (x + 3.6, 22)], GOLDEN, outline=1.0)
    fill(cv, [(30, 20), (66, 20), (66, 25), (30, 25)], GOLDEN, outline=1.1)
    cv.circle((48, 22.5), 2, (120, 220, 120, 255))
    frame = [(14, 70), (82, 70), (82, 94), (14, 94)]
    fill(cv, frame, WOOD, outline=1.4)
    cv.rect((18, 74, 60, 16), (60, 36, 20, 255))
    for i, y in enumerate((77, 82, 87)):
        cv.line((18, y), (78, y), (200, 180, 140, 255), 0.9)
        for j in range(6):
            x = 22 + j * 6 + (14 if j >= 3 - i % 2 else 0)
            cv.circle((x, y), 2.4, ((181, 60, 50), (79, 124, 172), (217, 164, 65))[i] + (255,))


def lich_glow(cv):
    for side in (1, -1):
        c = (48 + side * 8.4, 44)
        cv.light(c, 10, (120, 255, 150), alpha=170, power=1.4)
        cv.circle(c, 2.4, (230, 255, 235, 255))


def manticore_mascot(cv):
    """A manticore: a lion's face, a scorpion's tail curled over it, waving a team pennant."""
    tail = bezier((70, 80), (96, 60), (96, 10), (60, 10), 16)
    fill(cv, tube(tail, 12, 7), [(0, (220, 120, 70, 255)), (1, (140, 60, 30, 255))], angle=0, outline=1.4)
    for i in range(2, 15, 3):
        a, b = tail[i - 1], tail[i]
        cv.line(a, b, (100, 40, 20, 255), 1.0)
    sting = [(62, 6), (46, 14), (60, 16)]
    fill(cv, sting, [(0, (80, 60, 60, 255)), (1, (20, 10, 10, 255))], outline=1.2)
    lion(at(cv, (48, 54), 0.84))
    cv.line((10, 96), (18, 30), WOOD[1][1], 2.6)
    flag = [(18, 30), (2, 48), (16, 54)]
    fill(cv, flag, [(0, (79, 124, 172, 255)), (1, (40, 70, 120, 255))], outline=1.2)
    cv.line((16, 36), (6, 48), (255, 230, 150, 255), 1.6)
    cv.circle((18, 29), 2, GOLDEN[1][1])


def dread_jelly(cv):
    """A towering red jelly wobbling on its plate, a sword and a boot stuck in it, a wicked grin."""
    fill(cv, circle_pts((48, 88), 44, 32, ry=8), [(0, (250, 250, 250, 255)), (1, (170, 180, 200, 255))],
         outline=1.4)
    cv.poly(circle_pts((48, 88), 34, 28, ry=5), (79, 124, 172, 255), 1.0)
    jelly = bezier((12, 86), (8, 40), (20, 10), (48, 8), 16) + bezier((48, 8), (76, 10), (88, 40), (84, 86), 16)[1:]
    fill(cv, jelly, [(0, (255, 120, 140, 235)), (0.6, (200, 30, 70, 235)), (1, (110, 10, 40, 240))], angle=70,
         outline=1.6)
    for x in (26, 38, 58, 70):                             # the flutes of the mould
        cv.polyline(bezier((x, 86), (x + (x - 48) * 0.1, 60), (x + (x - 48) * 0.3, 30), (48 + (x - 48) * 0.4, 12), 8),
                    (120, 0, 30, 160), 1.2)
    cv.poly(rot([(60, 46), (82, 46), (82, 50), (60, 50)], -0.6, (70, 48)), (200, 210, 226, 200))   # a sword
    cv.poly(rot([(80, 42), (82, 42), (82, 56), (80, 56)], -0.6, (70, 48)), (217, 164, 65, 220))
    cv.poly([(18, 66), (30, 66), (30, 78), (38, 80), (38, 84), (18, 84)], (120, 70, 40, 200))       # a boot
    for side in (1, -1):
        eye = [(48 + side * 4, 40), (48 + side * 18, 32), (48 + side * 16, 42)]
        cv.poly(eye, (255, 230, 90, 255))
        cv.poly(eye, LINE, 1.0)
    mouth = bezier((28, 52), (38, 68), (58, 68), (68, 52), 12) + bezier((68, 52), (58, 58), (38, 58), (28, 52), 8)
    cv.poly(mouth, (40, 0, 10, 255))
    fangs(cv, [(36, 55.5, 0.6), (44, 57, 0.6), (52, 57, 0.6), (60, 55.5, 0.6)], size=5)
    cv.polyline(bezier((20, 70), (16, 50), (20, 30), (32, 18), 10), (255, 220, 230, 220), 2.6)


def trick_sphinx(cv):
    """A sphinx in a striped headdress, kohl-rimmed eyes and a knowing smile, a riddle's question mark over her."""
    nemes = [(48, 8), (24, 14), (14, 40), (10, 84), (26, 92), (34, 70), (48, 72)]
    stripes = [(0, (90, 130, 210, 255)), (1, (40, 70, 140, 255))]
    fill(cv, mirror(nemes), stripes, outline=1.5)
    for i in range(6):
        y = 22 + i * 11
        cv.polyline([(14 + (0 if y < 40 else -2), y), (30, y + 4)], (230, 190, 80, 255), 3.0)
        cv.polyline([(82 + (0 if y < 40 else 2), y), (66, y + 4)], (230, 190, 80, 255), 3.0)
    face = mirror([(48, 24), (38, 26), (32, 36), (32, 52), (38, 64), (48, 70)])
    fill(cv, face, [(0, (230, 180, 120, 255)), (1, (170, 110, 70, 255))], outline=1.3)
    fill(cv, [(26, 20), (70, 20), (68, 28), (28, 28)], GOLDEN, outline=1.2)
    for side in (1, -1):
        eye = [(48 + side * 3, 42), (48 + side * 9, 38), (48 + side * 15, 41), (48 + side * 18, 40),
               (48 + side * 14, 45), (48 + side * 8, 46)]
        cv.poly(eye, (250, 246, 230, 255))
        cv.poly(eye, LINE, 1.4)
        cv.circle((48 + side * 9, 42), 2.2, (30, 80, 60, 255))
        cv.line((48 + side * 4, 35), (48 + side * 15, 34), LINE, 1.4)
    cv.polyline([(46, 48), (45, 54), (48, 56)], (140, 90, 60, 255), 1.2)
    cv.polyline(bezier((42, 60), (46, 63), (52, 62), (56, 58), 6), LINE, 1.4)
    lettering(cv, "?", (84, 12), 22, (255, 220, 100, 255), face="title")


def bone_dragon(cv):
    """A dragon's skull in profile, green light in its socket, retired: a flat cap and half-moon spectacles."""
    skull = [(4, 46), (10, 38), (30, 34), (50, 26), (66, 28), (80, 40), (82, 54), (70, 62), (12, 58), (4, 54)]
    jaw = [(66, 60), (44, 68), (14, 70), (10, 76), (20, 80), (50, 78), (74, 70)]
    fill(cv, jaw, BONE, outline=1.4)
    cv.poly([(12, 58), (66, 60), (44, 68), (14, 70)], (30, 20, 18, 255))
    fangs(cv, [(18, 58, 0.8), (28, 58.5, 0.7), (38, 59, 0.8), (48, 59.5, 0.7)], size=6)
    fangs(cv, [(22, 70, 0.7), (32, 69, 0.7), (42, 68, 0.7)], down=False, size=6)
    fill(cv, skull, BONE, angle=70, outline=1.5)
    for base_out, base_in, tip, bend in (((64, 30), (72, 34), (94, 16), (82, 18)),):
        fill(cv, horn(base_out, base_in, tip, bend), BONE, angle=20)
    cv.poly([(50, 36), (60, 32), (68, 38), (62, 46), (52, 44)], (26, 20, 18, 255))   # the socket
    cv.ellipse((8, 41, 6, 4), (26, 20, 18, 255))
    cv.poly([(30, 44), (40, 40), (44, 48), (34, 50)], (26, 20, 18, 255))
    for x, y0, y1 in ((86, 66, 74), (86, 76, 84), (84, 86, 94)):    # the neck's vertebrae
        fill(cv, [(x - 8, y0), (x + 6, y0 - 1), (x + 5, y1), (x - 7, y1)], BONE, outline=1.2)
    cap = [(42, 28), (52, 14), (70, 12), (82, 22), (84, 30), (44, 32)]
    fill(cv, cap, [(0, (160, 140, 110, 255)), (1, (90, 74, 54, 255))], outline=1.4)
    fill(cv, [(40, 26), (26, 30), (28, 33), (46, 32)], [(0, (140, 120, 90, 255)), (1, (80, 64, 46, 255))],
         outline=1.2)
    for k in range(4):
        cv.line((50 + k * 8, 15), (48 + k * 9, 30), (120, 100, 76, 255), 0.8)
    glass = circle_pts((56, 44), 8, 14, a0=0, a1=math.pi) + [(48, 44)]
    cv.poly(glass, (220, 240, 255, 110))
    cv.poly(glass, (200, 160, 60, 255), 1.6)
    cv.line((64, 44), (78, 40), (200, 160, 60, 255), 1.4)


def bone_dragon_glow(cv):
    cv.light((59, 40), 10, (120, 255, 150), alpha=170, power=1.4)
    cv.circle((59, 40), 2.2, (230, 255, 235, 255))


def sewer_hydra(cv):
    """A grimy hydra of many heads rising out of an open manhole, slime dripping, flies about it."""
    sludge = [(0, (150, 160, 90, 255)), (0.6, (100, 110, 60, 255)), (1, (50, 56, 30, 255))]
    fill(cv, circle_pts((48, 84), 40, 32, ry=11), IRON, outline=1.5)
    cv.poly(circle_pts((48, 84), 32, 28, ry=8), (16, 20, 12, 255))
    heads = ((14, 46, 0.22), (28, 26, 0.22), (48, 18, 0.24), (68, 26, 0.22), (82, 46, 0.22), (38, 50, 0.2),
             (60, 52, 0.2))
    for x, y, _k in heads:
        neck = bezier((48 + (x - 48) * 0.5, 84), (x, 76), (x, 66), (x, y + 8), 10)
        fill(cv, tube(neck, 10, 7), sludge, angle=0, outline=1.2)
    for x, y, k in heads:
        serpent(at(cv, (x, y), k), sludge, mouth=False)
    cv.poly([(22, 80), (24, 88), (26, 80)], (150, 190, 60, 255))
    cv.poly([(70, 82), (72, 92), (74, 82)], (150, 190, 60, 255))
    for x, y in ((8, 20), (88, 18), (92, 72)):
        cv.circle((x, y), 1.8, DARK)
        cv.ellipse((x - 3, y - 3, 3, 2), (230, 240, 255, 200))
        cv.ellipse((x, y - 3, 3, 2), (230, 240, 255, 200))


def puddle_kraken(cv):
    """A little puddle with a kraken in it: purple tentacles rising and curling, one great eye at the surface."""
    fill(cv, circle_pts((48, 80), 44, 36, ry=13), [(0, (140, 190, 240, 255)), (1, (60, 110, 170, 255))],
         outline=1.5)
    cv.poly(circle_pts((48, 80), 30, 28, ry=8), (200, 230, 255, 200), 1.0)
    flesh = [(0, (220, 130, 200, 255)), (1, (120, 50, 120, 255))]
    for ends in (((18, 80), (6, 50), (30, 30), (16, 14)), ((34, 78), (30, 54), (44, 40), (40, 24)),
                 ((64, 78), (70, 50), (54, 36), (62, 18)), ((80, 80), (94, 54), (74, 40), (86, 26))):
        path = bezier(*ends, 16)
        fill(cv, tube(path, 12, 3), flesh, angle=0, outline=1.3)
        for i in range(2, 12, 3):
            cv.circle(path[i], 1.6, (250, 210, 240, 255))
    eye = circle_pts((48, 76), 11, 24, ry=7)
    fill(cv, eye, [(0, (255, 230, 110, 255)), (1, (220, 160, 40, 255))], outline=1.3)
    cv.ellipse((46, 70, 4, 12), DARK)
    cv.poly(circle_pts((48, 76), 12, 16, ry=8, a0=math.pi, a1=math.tau), (170, 80, 150, 255))
    cv.polyline(circle_pts((48, 76), 12, 16, ry=8, a0=math.pi, a1=math.tau), LINE, 1.2)


def demon_headmaster(cv):
    """A red demon in a mortarboard, its tassel swinging, a cane in hand: detention."""
    p = Placed(cv, 6, 10, 0.84)
    demon(p)
    cap = [(48, 2), (80, 12), (48, 22), (16, 12)]
    fill(p, [(28, 14), (68, 14), (66, 26), (30, 26)], BLACK_CLOTH, outline=1.3)
    fill(p, cap, BLACK_CLOTH, outline=1.4)
    p.circle((48, 12), 2, GOLDEN[1][1])
    p.polyline([(48, 12), (72, 16), (76, 34)], GOLDEN[1][1], 1.6)
    p.poly([(73, 32), (79, 32), (78, 42), (74, 42)], GOLDEN[1][1])
    cane = bezier((86, 94), (88, 60), (90, 34), (82, 30), 10)
    cv.polyline(cane, LINE, 5)
    cv.polyline(cane, (170, 110, 60, 255), 3)


def demon_headmaster_over(cv):
    demon_glow(Placed(cv, 6, 10, 0.84))


def wyrm_of_annoyance(cv):
    """A red dragon rolling its eye, smoke huffing from its nostril, a cross little vein on its brow."""
    p = Placed(cv, 8, 10, 0.9)
    dragon(p)
    p.poly([(45, 42), (53, 35), (63, 39), (62, 41), (54, 41), (46, 43)], (150, 40, 30, 255))   # a heavy lid
    p.line((46, 42), (62, 40), LINE, 1.4)
    for x, y, r in ((8, 26, 5), (4, 16, 6.6), (14, 8, 7.4)):   # a huff of smoke
        cv.circle((x, y), r, (200, 200, 206, 255))
        cv.circle((x, y), r, LINE, 1.0)
    for a in range(4):                                      # the cross vein
        ang = math.pi / 4 + a * math.pi / 2
        c = (72 + math.cos(ang) * 12, 14 + math.sin(ang) * 12)
        arc = circle_pts(c, 8, 8, a0=ang + math.pi * 0.72, a1=ang + math.pi * 1.28)
        cv.polyline(arc, LINE, 4.0)
        cv.polyline(arc, (230, 50, 40, 255), 2.2)


def titan_of_tidiness(cv):
    """A giant in a polka-dot headscarf, stern, a broom and a feather duster, clouds at its shoulders, all sparkling."""
    broom = [(88, 4), (92, 4), (84, 70), (80, 70)]
    fill(cv, broom, WOOD, angle=0, outline=1.2)
    fill(cv, [(76, 68), (88, 68), (96, 94), (68, 94)], [(0, (240, 210, 120, 255)), (1, (180, 140, 60, 255))],
         outline=1.3)
    for x in (74, 80, 86, 92):
        cv.line((x - (x - 82) * 0.3, 74), (x, 92), (150, 110, 40, 255), 0.9)
    shoulders(cv, 76, [(0, (120, 160, 200, 255)), (1, (60, 90, 130, 255))])
    head = mirror([(48, 16), (34, 18), (24, 30), (22, 50), (28, 66), (38, 76), (48, 78)])
    fill(cv, head, [(0, (240, 200, 160, 255)), (1, (190, 130, 100, 255))], outline=1.5)
    scarf = mirror([(48, 6), (30, 8), (20, 22), (18, 36), (30, 30), (48, 28)])
    fill(cv, scarf, [(0, (230, 80, 70, 255)), (1, (150, 30, 30, 255))], outline=1.4)
    for x, y in ((30, 16), (44, 12), (58, 14), (70, 22), (38, 24), (56, 24), (24, 28)):
        cv.circle((x, y), 2.2, (255, 240, 230, 255))
    fill(cv, [(72, 18), (86, 10), (84, 22)], [(0, (230, 80, 70, 255)), (1, (150, 30, 30, 255))], outline=1.2)
    eyes(cv, 44, 11, 11, 6, (250, 250, 240, 255), slant=4, pupil=(40, 60, 120, 255))
    for side in (1, -1):
        cv.line((48 + side * 4, 38), (48 + side * 17, 35), LINE, 2.0)
    cv.poly(mirror([(48, 48), (44, 56), (48, 58)]), (200, 130, 100, 255))
    cv.line((40, 66), (56, 66), LINE, 2.0)
    duster = [(6, 60), (2, 40), (10, 30), (18, 36), (20, 56)]
    fill(cv, duster, [(0, (240, 150, 200, 255)), (1, (170, 70, 130, 255))], outline=1.3)
    cv.line((13, 58), (16, 92), WOOD[1][1], 2.4)
    for c, w in (((22, 84), 34), ((62, 90), 26)):        # clouds drift past its shoulders: a titan
        cloud(cv, c, w, [(0, (255, 255, 255, 255)), (1, (206, 220, 240, 255))])


def titan_sparkles(cv):
    for (x, y), r in (((8, 12), 5), ((30, 4), 3.4), ((66, 6), 3), ((6, 80), 4), ((92, 52), 3.4)):
        cv.poly(star_pts((x, y), r, r * 0.3, 4), (255, 250, 210, 255))
        cv.poly(star_pts((x, y), r, r * 0.3, 4), LINE, 0.9)


def final_boss_mum(cv):
    """The final boss's mum: lilac skin, little horns, pink curlers in her hair, pearls, and that look."""
    skin = [(0, (210, 180, 230, 255)), (0.6, (170, 130, 200, 255)), (1, (110, 80, 140, 255))]
    shoulders(cv, 78, [(0, (120, 170, 120, 255)), (1, (60, 100, 70, 255))])
    hair = mirror([(48, 10), (30, 12), (16, 28), (14, 54), (22, 66), (30, 40), (48, 30)])
    fill(cv, hair, [(0, (150, 140, 150, 255)), (1, (80, 70, 80, 255))], outline=1.4)
    for side in (1, -1):
        fill(cv, horn((48 + side * 14, 16), (48 + side * 20, 18), (48 + side * 26, 0), (48 + side * 26, 10)),
             [(0, (250, 240, 220, 255)), (1, (180, 160, 130, 255))])
    face = mirror([(48, 26), (36, 28), (28, 40), (28, 56), (34, 70), (48, 78)])
    fill(cv, face, skin, outline=1.4)
    for x, y in ((26, 18), (38, 10), (58, 10), (70, 18), (20, 32), (76, 32)):
        fill(cv, [(x - 5, y - 3.4), (x + 5, y - 3.4), (x + 5, y + 3.4), (x - 5, y + 3.4)],
             [(0, (255, 190, 210, 255)), (1, (220, 120, 150, 255))], angle=90, outline=1.1)
    for side in (1, -1):
        c = (48 + side * 9, 46)
        cv.ellipse((c[0] - 5, c[1] - 3, 10, 6), (250, 248, 240, 255))
        cv.circle((c[0], c[1] + 0.6), 2.2, (60, 30, 60, 255))
        cv.poly([(c[0] - 5.4, c[1] - 0.4), (c[0] - 5.4, c[1] - 4), (c[0] + 5.4, c[1] - 4), (c[0] + 5.4, c[1] - 0.4)],
                (170, 130, 200, 255))
        cv.line((c[0] - 5.4, c[1] - 0.4), (c[0] + 5.4, c[1] - 0.4), LINE, 1.4)
    cv.line((32, 36), (44, 38), LINE, 1.6)
    cv.polyline(bezier((52, 36), (56, 32), (62, 32), (66, 35), 6), LINE, 1.6)   # one brow raised
    cv.line((42, 66), (54, 66), LINE, 2.0)
    for k in range(9):
        a = math.pi * (0.15 + 0.7 * k / 8)
        cv.circle((48 + math.cos(a) * 20, 74 + math.sin(a) * 10), 2.6, (250, 250, 246, 255))
        cv.circle((48 + math.cos(a) * 20, 74 + math.sin(a) * 10), 2.6, LINE, 0.8)


def basement_dragon(cv):
    """An old green dragon with bushy white brows rising through a cellar hatch, a bare bulb hanging over it."""
    fill(cv, [(4, 62), (92, 62), (96, 96), (0, 96)], [(0, (30, 24, 22, 255)), (1, (10, 8, 8, 255))], outline=1.5)
    tinted(cv, lambda k: dragon(Placed(k, 10, 22, 0.84)), (200, 230, 170))
    p = Placed(cv, 10, 22, 0.84)
    for k in range(4):                                    # bushy white brows, an old dragon's
        tuft = bezier((42 + k * 5, 34), (46 + k * 5, 24), (56 + k * 6, 18), (66 + k * 6, 20 - k), 8)
        p.polyline(tuft, LINE, 4.2)
        p.polyline(tuft, (250, 250, 246, 255), 2.6)
    for k in range(3):
        p.polyline([(10 + k * 4, 76), (6 + k * 5, 92), (12 + k * 4, 100)], (240, 240, 240, 255), 1.8)
    for x0 in (0, 70):
        fill(cv, [(x0, 58), (x0 + 26, 58), (x0 + 26, 96), (x0, 96)], WOOD, angle=0, outline=1.4)
        for x in (x0 + 8, x0 + 17):
            cv.line((x, 60), (x, 94), (90, 52, 24, 255), 0.9)
    cv.line((30, 0), (30, 14), LINE, 1.2)
    fill(cv, [(27, 10), (33, 10), (33, 16), (27, 16)], IRON, outline=1.0)
    fill(cv, circle_pts((30, 21), 6, 16), [(0, (255, 255, 220, 255)), (1, (250, 220, 120, 255))], outline=1.1)
    cv.polyline([(60, 0), (70, 8), (82, 4), (92, 14)], (200, 200, 200, 200), 0.8)   # cobweb
    cv.polyline([(72, 0), (74, 8), (72, 16)], (200, 200, 200, 200), 0.8)


def basement_bulb(cv):
    cv.light((30, 21), 22, (255, 240, 170), alpha=120, power=1.4)
