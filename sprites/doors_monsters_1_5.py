"""Kick the Door's monsters of levels 1 to 5, from the Lint Golem to the Plague Jester (doors_monsters.py
names each picture by its card's kind).
"""

from __future__ import annotations

import math

from doors_kit import BLACK_CLOTH, BRASS, DARK, PAPER, STONE, Placed, at, bee, bowler, cloud, shoulders, specs
from geometry import bezier, circle_pts, rot
from sticker_kit import BONE, GLINT, GOLDEN, IRON, LINE, SKIN, WOOD, fill, mirror
from town_beasts import vermin
from town_faces import MAW, eyes, fangs
from town_foes import goblin
from town_kit import coin, lettering

# ---------------------------------------------------------------------------------------------------------
# The monsters, in the order of the data
# ---------------------------------------------------------------------------------------------------------


def lint_golem(cv):
    """A lumpy grey ball of fluff with mismatched button eyes, a lost coin, a thread and a paper clip in it."""
    fluff = [(0, (226, 222, 230, 255)), (0.6, (170, 166, 180, 255)), (1, (110, 106, 122, 255))]
    for side in (1, -1):                                   # stubby fluff arms
        fill(cv, circle_pts((48 + side * 36, 62), 10, 18), fluff, outline=1.3)
    pts = []
    for i in range(72):
        a = math.tau * i / 72
        r = 36 + 2.6 * math.sin(a * 7) + 1.6 * math.sin(a * 13 + 1) + (1.4 if i % 2 else 0)
        pts.append((48 + math.cos(a) * r, 54 + math.sin(a) * r * 0.94))
    fill(cv, pts, fluff, outline=1.5)
    for i in range(18):                                    # tufts
        a = math.tau * i / 18 + 0.2
        x, y = 48 + math.cos(a) * 26, 54 + math.sin(a) * 24
        cv.line((x, y), (x + math.cos(a + 0.8) * 4, y + math.sin(a + 0.8) * 4), (236, 234, 240, 200), 1.0)
    for (x, y), r, colour in (((36, 44), 8, (79, 124, 172)), ((62, 46), 6.6, (181, 72, 58))):
        cv.circle((x, y), r, (*colour, 255))
        cv.circle((x, y), r, LINE, 1.2)
        cv.circle((x, y), r * 0.72, (colour[0] // 2, colour[1] // 2, colour[2] // 2, 255), 0.8)
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            cv.circle((x + dx * r * 0.26, y + dy * r * 0.26), r * 0.12, (20, 16, 20, 255))
    cv.polyline(bezier((38, 68), (44, 64), (52, 72), (58, 66), 8), LINE, 1.4)   # a wobbly mouth
    coin(cv, (28, 76), 6.5, stops=GOLDEN)
    cv.polyline(bezier((60, 78), (78, 70), (60, 60), (80, 56), 12), (200, 60, 60, 255), 1.2)   # a red thread
    clip = [(66, 22), (76, 22), (76, 34), (68, 34), (68, 25), (73, 25), (73, 31)]
    cv.polyline(clip, (120, 126, 140, 255), 1.6)


def doormat_mimic(cv):
    """A coir doormat reared up into a mouth: its far half lifted as a jaw full of teeth, eyes on top."""
    coir = [(0, (226, 180, 110, 255)), (1, (160, 110, 56, 255))]
    lower = [(2, 66), (94, 66), (88, 92), (8, 92)]
    fill(cv, lower, coir, outline=1.5)
    maw = [(6, 44), (90, 44), (94, 66), (2, 66)]
    cv.poly(maw, MAW)
    cv.poly([(30, 62), (66, 62), (60, 70), (36, 70)], (200, 80, 90, 255))   # the tongue
    fangs(cv, [(x, 45, 0.9) for x in range(12, 88, 10)], size=6)
    fangs(cv, [(x, 66, 0.8) for x in range(17, 84, 10)], down=False, size=6)
    upper = [(14, 8), (82, 8), (92, 46), (4, 46)]
    fill(cv, upper, coir, outline=1.5)
    cv.poly([(18, 12), (78, 12), (86, 42), (10, 42)], (120, 76, 36, 255), 1.6)   # the border
    for y in range(14, 42, 4):                            # the bristles
        cv.line((14 + (y - 10) * 0.3, y), (82 - (y - 10) * 0.3, y), (180, 130, 70, 120), 0.7)
    lettering(cv, "WELCOME", (48, 28), 11, (92, 52, 24, 255), face="title")
    for side in (1, -1):
        c = (48 + side * 18, 8)
        cv.circle(c, 8, (252, 248, 230, 255))
        cv.circle(c, 8, LINE, 1.2)
        cv.circle((c[0] - side * 1.6, c[1] + 1.6), 3.4, (30, 20, 10, 255))
        cv.line((c[0] - side * 10, c[1] - 8), (c[0] + side * 6, c[1] - 5), LINE, 2.0)
    cv.poly([(14, 92), (82, 92), (80, 94), (16, 94)], (120, 76, 36, 255))


def sulking_skeleton(cv):
    """A skull hung low in gloom: worried brows, eyes cast down, its mouth turned down, a rain cloud over it."""
    p = Placed(cv, 8, 14, 0.84)
    sulking_skull(p)
    cloud(cv, (48, 12), 44, [(0, (150, 156, 176, 255)), (1, (76, 80, 100, 255))])
    for x, y in ((32, 22), (44, 25), (56, 22), (66, 24)):
        cv.poly([(x, y), (x - 1.8, y + 4), (x, y + 5.4), (x + 1.8, y + 4)], (110, 170, 240, 255))


def sulking_skull(cv):
    """The sulking skeleton's skull, drawn on the whole canvas."""
    for side in (1, -1):                                  # slumped collar bones
        cv.line((48, 88), (48 + side * 36, 94), (230, 222, 200, 255), 4.0)
    jaw = [(34, 66), (62, 66), (62, 80), (56, 88), (40, 88), (34, 80)]
    fill(cv, jaw, BONE)
    skull = circle_pts((48, 48), 28, 40, ry=25, a0=math.pi * 0.8, a1=math.pi * 2.2) + [(65, 72), (31, 72)]
    fill(cv, skull, BONE)
    for side in (1, -1):                                  # sockets sloping down and out: a sad look
        socket = [(48 + side * 4, 42), (48 + side * 16, 46), (48 + side * 19, 54), (48 + side * 12, 58),
                  (48 + side * 5, 54)]
        cv.poly(socket, (26, 20, 18, 255))
        cv.circle((48 + side * 11, 54), 2, (200, 210, 230, 255))
        cv.line((48 + side * 4, 38), (48 + side * 17, 43), LINE, 1.8)
    cv.poly([(48, 58), (45, 64), (51, 64)], (26, 20, 18, 255))
    cv.polyline(bezier((38, 80), (42, 72), (54, 72), (58, 80), 8), LINE, 1.6)
    for x in (42, 48, 54):
        cv.line((x, 74), (x, 78), LINE, 0.9)


def cave_pigeon(cv):
    """A fat cave pigeon in profile: grey, a shimmering green-and-purple neck, a glaring orange eye."""
    grey = [(0, (200, 204, 216, 255)), (0.6, (150, 154, 170, 255)), (1, (96, 98, 116, 255))]
    for x in (42, 54):                                    # pink feet on a rock
        cv.polyline([(x, 78), (x, 86), (x - 5, 90)], (220, 110, 120, 255), 2.2)
        cv.line((x, 86), (x + 4, 90), (220, 110, 120, 255), 2.2)
    fill(cv, [(18, 88), (30, 84), (70, 84), (84, 90), (80, 94), (16, 94)], STONE, outline=1.3)
    tail = [(70, 62), (94, 66), (92, 76), (68, 72)]
    fill(cv, tail, [(0, (110, 112, 130, 255)), (1, (60, 62, 76, 255))], outline=1.3)
    body = bezier((30, 46), (20, 66), (36, 84), (56, 80), 12) + bezier((56, 80), (72, 78), (80, 66), (72, 56), 10) + \
        bezier((72, 56), (62, 44), (44, 40), (30, 46), 10)
    fill(cv, body, grey, outline=1.5)
    wing = bezier((40, 54), (60, 48), (76, 58), (80, 68), 10) + bezier((80, 68), (64, 74), (48, 70), (40, 54), 10)
    fill(cv, wing, [(0, (176, 180, 196, 255)), (1, (110, 112, 130, 255))], outline=1.2)
    for k in (0.35, 0.6):
        cv.line((44 + k * 30, 54 + k * 4), (40 + k * 30, 66 + k * 4), (40, 38, 48, 255), 2.4)
    neck = bezier((26, 48), (22, 34), (30, 26), (40, 28), 8) + bezier((40, 28), (46, 34), (46, 44), (42, 50), 8)
    fill(cv, neck, [(0, (110, 200, 150, 255)), (0.5, (120, 90, 170, 255)), (1, (90, 110, 150, 255))], angle=60,
         outline=1.2)
    head = circle_pts((32, 24), 12, 28)
    fill(cv, head, grey, outline=1.4)
    beak = [(21, 22), (8, 27), (21, 29)]
    fill(cv, beak, [(0, (90, 80, 80, 255)), (1, (40, 34, 34, 255))], outline=1.0)
    cv.ellipse((18, 19, 6, 4), (236, 236, 240, 255))
    cv.circle((31, 22), 4.4, (255, 130, 30, 255))
    cv.circle((31, 22), 4.4, LINE, 1.0)
    cv.circle((30.4, 22.4), 2, (20, 10, 6, 255))
    cv.line((24, 15), (37, 19), LINE, 2.2)                # a glare


def gelatinous_cubelet(cv):
    """A small wobbly cube of green jelly, a coin and a bone floating in it, two little eyes, one corner sagging."""
    green = [(0, (200, 250, 150, 230)), (1, (90, 180, 80, 230))]
    top = [(48, 20), (80, 34), (48, 50), (16, 34)]
    left = [(16, 34), (48, 50), (48, 88), (18, 74)] + bezier((18, 74), (14, 64), (15, 50), (16, 34), 6)[1:-1]
    right = [(48, 50), (80, 34), (80, 70)] + bezier((80, 70), (84, 80), (70, 92), (48, 88), 8)[1:]
    fill(cv, left, [(0, (150, 220, 110, 235)), (1, (70, 150, 60, 235))], outline=1.4)
    fill(cv, right, [(0, (120, 200, 100, 235)), (1, (50, 120, 50, 235))], outline=1.4)
    fill(cv, top, green, outline=1.4)
    coin(cv, (62, 70), 6, stops=GOLDEN)
    bone = rot([(24, 66), (40, 66), (40, 69), (24, 69)], -0.4, (32, 67))
    cv.poly(bone, (236, 236, 210, 220))
    for x, y in ((25, 70.5), (39, 64)):
        cv.circle((x, y), 2.4, (236, 236, 210, 220))
    for x, y in ((32, 50), (64, 48)):
        cv.circle((x, y), 5, (252, 252, 240, 255))
        cv.circle((x, y), 5, LINE, 1.0)
        cv.circle((x + 1, y + 1), 2.2, (20, 30, 14, 255))
    cv.polyline([(40, 60), (44, 63), (48, 60), (52, 63), (56, 60)], LINE, 1.2)
    cv.polyline([(22, 36), (46, 24)], GLINT, 2.0)
    cv.polyline([(20, 42), (20, 60)], (230, 255, 220, 200), 1.6)


def rat_accountant(cv):
    """The Rat King's accountant: a rat in a green eyeshade and round spectacles, an open ledger and a quill."""
    p = Placed(cv, 0, 2, 0.8)
    vermin(p)
    visor = [(22, 30), (74, 30), (84, 42), (12, 42)]
    p.poly(visor, (90, 200, 120, 200))
    p.poly(visor, LINE, 1.4)
    p.line((22, 30), (74, 30), (40, 110, 60, 255), 3.0)
    specs(p, 46, 13, 8, rim=(200, 160, 60, 255))
    book = [(50, 66), (70, 70), (92, 64), (94, 90), (72, 94), (50, 90)]
    fill(cv, [(48, 70), (96, 68), (96, 94), (48, 94)], [(0, (120, 40, 40, 255)), (1, (70, 20, 20, 255))], outline=1.3)
    fill(cv, book, PAPER, angle=0, outline=1.3)
    cv.line((70, 70), (72, 94), LINE, 1.0)
    for i in range(4):
        y = 74 + i * 4.4
        cv.line((54, y - 2 + i * 0.3), (67, y + i * 0.3), (120, 110, 100, 255), 0.8)
        cv.line((75, y + 0.4), (90, y - 2), (120, 110, 100, 255), 0.8)
    cv.line((62, 72), (62, 90), (181, 72, 58, 255), 0.8)
    quill = [(84, 86), (94, 58), (96, 60), (86, 88)]
    fill(cv, quill, [(0, (255, 255, 255, 255)), (1, (200, 200, 210, 255))], outline=1.0)


def haunted_teapot(cv):
    """A pale porcelain teapot glaring with ghost-green eyes, steam curling from its spout like a spirit."""
    china = [(0, (246, 250, 255, 255)), (0.6, (200, 214, 232, 255)), (1, (130, 150, 186, 255))]
    handle = circle_pts((78, 56), 14, 24, ry=16, a0=-math.pi * 0.6, a1=math.pi * 0.6)
    cv.polyline(handle, LINE, 9)
    cv.polyline(handle, (200, 214, 232, 255), 5.5)
    spout = [(24, 62), (6, 38), (2, 34), (10, 34), (34, 54)]
    fill(cv, spout, china, angle=0, outline=1.3)
    body = circle_pts((46, 60), 32, 40, ry=28)
    fill(cv, body, china, angle=60, outline=1.5)
    cv.poly(circle_pts((46, 60), 32, 40, ry=28, a0=math.pi * 0.12, a1=math.pi * 0.88), (79, 124, 172, 255), 2.0)
    for x in (30, 46, 62):                                 # painted flowers on the band
        for k in range(5):
            a = math.tau * k / 5
            cv.circle((x + math.cos(a) * 2.6, 76 + math.sin(a) * 2.6), 1.8, (79, 124, 172, 255))
    lid = circle_pts((46, 34), 20, 24, ry=7, a0=math.pi, a1=math.tau) + [(66, 36), (26, 36)]
    fill(cv, lid, china, outline=1.3)
    cv.circle((46, 24), 5, (220, 230, 246, 255))
    cv.circle((46, 24), 5, LINE, 1.2)
    for side in (1, -1):
        eye = [(46 + side * 4, 54), (46 + side * 16, 48), (46 + side * 16, 56), (46 + side * 6, 59)]
        cv.poly(eye, (20, 30, 30, 255))
    cv.poly([(34, 66), (58, 66), (54, 70), (50, 67), (46, 71), (42, 67), (38, 70)], (20, 30, 30, 255))
    cv.polyline(bezier((22, 46), (26, 38), (34, 36), (40, 38), 6), GLINT, 2.2)


def haunted_teapot_glow(cv):
    for side in (1, -1):
        c = (46 + side * 11, 54)
        cv.light(c, 10, (120, 255, 150), alpha=170, power=1.4)
        cv.circle(c, 2.2, (230, 255, 235, 255))
    wisp = bezier((4, 32), (-2, 20), (14, 16), (10, 6), 10)
    cv.polyline(wisp, (200, 255, 220, 200), 3.0)
    cv.polyline(bezier((10, 30), (16, 22), (6, 14), (16, 8), 10), (200, 255, 220, 140), 2.0)


def goblin_debt_collector(cv):
    """A goblin in a bowler hat, grinning, with an IOU held up in front."""
    p = Placed(cv, 6, 18, 0.82)
    goblin(p)
    bowler(p, (48, 18), 50)
    note = rot([(56, 62), (92, 58), (94, 82), (58, 86)], 0, (0, 0))
    fill(cv, note, PAPER, outline=1.3)
    lettering(cv, "IOU", (75, 71), 13, (181, 60, 50, 255), face="title")
    for side in (0, 1):
        cv.circle((60 + side * 30, 64 - side * 4), 4.4, (140, 180, 90, 255))    # fingers holding it
        cv.circle((60 + side * 30, 64 - side * 4), 4.4, LINE, 1.0)


def moaning_drainpipe(cv):
    """An iron drainpipe bending to face you, a ghostly face moaning in its dark mouth, water dripping."""
    pipe = [(0, (130, 150, 150, 255)), (0.5, (86, 104, 104, 255)), (1, (44, 56, 58, 255))]
    fill(cv, [(50, 0), (76, 0), (76, 30), (62, 40), (40, 40)], pipe, angle=0, outline=1.5)
    for y in (8, 20):
        fill(cv, [(47, y), (79, y), (79, y + 5), (47, y + 5)], IRON, outline=1.1)
    fill(cv, circle_pts((46, 62), 34, 40, ry=30), pipe, angle=60, outline=1.6)
    cv.poly(circle_pts((46, 62), 26, 36, ry=22), (16, 26, 24, 255))
    cv.poly(circle_pts((46, 62), 26, 36, ry=22), LINE, 1.2)
    for x, y in ((16, 50), (76, 50), (22, 82), (70, 84)):   # rivets round the rim
        cv.circle((x, y), 2, (170, 184, 184, 255))
    for side in (1, -1):
        cv.ellipse((46 + side * 9 - 4, 50, 8, 11), (210, 255, 220, 255))
    cv.ellipse((40, 64, 12, 14), (210, 255, 220, 255))
    cv.ellipse((42.5, 67, 7, 9), (30, 60, 50, 255))
    for x, y in ((30, 92), (54, 94)):
        cv.poly([(x, y - 6), (x - 2.4, y - 1), (x, y + 1), (x + 2.4, y - 1)], (110, 170, 220, 255))


def moaning_drainpipe_glow(cv):
    cv.light((46, 62), 24, (120, 255, 170), alpha=110, power=1.5)
    for k in range(3):                                     # the moan, rolling out in waves
        cv.polyline(circle_pts((46, 70), 30 + k * 6, 8, a0=math.pi * 0.3, a1=math.pi * 0.5), (180, 255, 210, 150),
                    1.6)


def cursed_chest(cv):
    """A treasure chest with a mouth: its lid thrown up on rows of teeth, a tongue over the lock, hex-light round it."""
    fill(cv, [(10, 16), (86, 16), (82, 40), (14, 40)], [(0, (96, 56, 30, 255)), (1, (60, 34, 16, 255))],
         outline=1.4)                                     # the inside of the lid
    lid = [(10, 16), (86, 16), (88, 6), (8, 6)]
    fill(cv, lid, WOOD, outline=1.4)
    cv.poly([(14, 40), (82, 40), (84, 56), (12, 56)], MAW)
    fangs(cv, [(x, 40, 1.0) for x in range(20, 80, 9)], size=6)
    fangs(cv, [(x, 56, 0.8) for x in range(24, 76, 9)], down=False, size=6)
    body = [(8, 54), (88, 54), (86, 90), (10, 90)]
    fill(cv, body, WOOD, outline=1.5)
    for x in (22, 74):
        fill(cv, [(x - 4, 54), (x + 4, 54), (x + 4, 90), (x - 4, 90)], IRON, angle=0, outline=1.1)
    tongue = [(36, 50), (60, 50), (62, 72), (54, 80), (44, 76), (40, 66)]
    fill(cv, tongue, [(0, (240, 120, 130, 255)), (1, (170, 50, 70, 255))], outline=1.2)
    cv.line((48, 54), (49, 72), (140, 40, 60, 255), 1.0)
    fill(cv, [(42, 78), (54, 78), (54, 88), (42, 88)], GOLDEN, outline=1.0)
    for side in (1, -1):
        c = (48 + side * 20, 11)
        cv.ellipse((c[0] - 6, c[1] - 3, 12, 6), (255, 220, 60, 255))
        cv.ellipse((c[0] - 1.2, c[1] - 3, 2.4, 6), DARK)


def cursed_chest_glow(cv):
    cv.light((48, 50), 46, (170, 100, 255), alpha=90, power=1.5)


def angry_beekeeper(cv):
    """A beekeeper glaring through the veil of a wide straw hat, bees buzzing all round."""
    shoulders(cv, 74, [(0, (250, 250, 244, 255)), (1, (190, 190, 184, 255))])
    face = mirror([(48, 30), (36, 32), (30, 46), (32, 62), (40, 72), (48, 74)])
    fill(cv, face, SKIN, outline=1.3)
    eyes(cv, 48, 8, 9, 5, (252, 250, 240, 255), slant=4, pupil=(30, 20, 10, 255))
    for side in (1, -1):
        cv.line((48 + side * 3, 43), (48 + side * 13, 39), LINE, 2.2)
    cv.polyline(bezier((40, 64), (44, 60), (52, 60), (56, 64), 6), LINE, 1.6)
    veil = [(22, 28), (74, 28), (80, 80), (16, 80)]
    cv.poly(veil, (230, 230, 220, 80))
    for i in range(1, 12):
        x = 16 + i * 5.3
        cv.line((22 + (x - 22) * 0.9, 28), (x, 80), (70, 70, 70, 120), 0.6)
    for y in range(32, 80, 5):
        cv.line((22 - (y - 28) * 0.11, y), (74 + (y - 28) * 0.11, y), (70, 70, 70, 120), 0.6)
    cv.poly(veil, LINE, 1.2)
    brim = circle_pts((48, 28), 40, 30, ry=9)
    hat = [(0, (250, 230, 170, 255)), (1, (200, 160, 90, 255))]
    fill(cv, brim, hat, outline=1.4)
    crown = circle_pts((48, 26), 18, 20, ry=16, a0=math.pi, a1=math.tau)
    fill(cv, crown, hat, outline=1.4)
    for x, y, a in ((12, 12, 0.3), (84, 14, -0.4), (10, 60, 0.6), (86, 56, 2.6), (70, 88, 3.0)):
        bee(cv, (x, y), 1.0, a)


def skeleton_intern(cv):
    """A keen skeleton: a wide grin, bright eyes, an INTERN badge on a lanyard and a paper cup of coffee."""
    for side in (1, -1):
        cv.line((48, 80), (48 + side * 34, 86), (230, 222, 200, 255), 4.0)
    jaw = [(34, 58), (62, 58), (62, 70), (56, 76), (40, 76), (34, 70)]
    fill(cv, jaw, BONE)
    skull = circle_pts((48, 38), 26, 40, ry=24, a0=math.pi * 0.8, a1=math.pi * 2.2) + [(64, 62), (32, 62)]
    fill(cv, skull, BONE)
    for side in (1, -1):
        cv.circle((48 + side * 11, 40), 7, (26, 20, 18, 255))
        cv.circle((48 + side * 11, 41), 2.8, (120, 220, 255, 255))
        cv.circle((48 + side * 10, 39.4), 1, (255, 255, 255, 255))
    cv.poly([(48, 48), (45, 54), (51, 54)], (26, 20, 18, 255))
    grin = bezier((34, 60), (40, 70), (56, 70), (62, 60), 10)
    cv.polyline(grin, LINE, 1.4)
    for x in (39, 44, 48, 52, 57):
        cv.line((x, 60 + (4 if 40 < x < 56 else 2)), (x, 66 + (1 if 40 < x < 56 else -1)), LINE, 0.9)
    cv.polyline([(36, 76), (42, 90)], (79, 124, 172, 255), 2.4)   # the lanyard
    cv.polyline([(60, 76), (54, 90)], (79, 124, 172, 255), 2.4)
    badge = [(34, 84), (62, 84), (62, 96), (34, 96)]
    fill(cv, badge, PAPER, outline=1.2)
    cv.rect((34, 84, 28, 4), (181, 60, 50, 255))
    lettering(cv, "INTERN", (48, 92), 6, LINE, face="sans-bold")
    cup = [(72, 62), (90, 62), (87, 92), (75, 92)]
    fill(cv, cup, PAPER, angle=0, outline=1.3)
    fill(cv, [(73, 72), (89, 72), (88, 82), (74, 82)], [(0, (190, 130, 70, 255)), (1, (140, 90, 40, 255))],
         outline=1.0)
    fill(cv, [(70, 58), (92, 58), (92, 63), (70, 63)], [(0, (240, 240, 240, 255)), (1, (180, 180, 180, 255))],
         outline=1.1)
    for x in (78, 84):
        cv.polyline(bezier((x, 54), (x - 3, 48), (x + 3, 44), (x, 38), 6), (230, 230, 230, 160), 1.4)


def wasp(cv):
    """A clockwork wasp in brass, its wind-up key on its back (drawn big, placed small)."""
    for c, ang in (((28, 26), 0.7), ((62, 22), -0.5)):
        wing = rot(circle_pts(c, 22, 24, ry=10), ang, c)
        cv.poly(wing, (226, 242, 255, 200))
        cv.poly(wing, (90, 110, 140, 255), 1.2)
        cv.line(rot([(c[0] - 16, c[1])], ang, c)[0], rot([(c[0] + 16, c[1])], ang, c)[0], (150, 170, 200, 255), 1.0)
    abdomen = [(50, 50), (66, 44), (86, 52), (96, 62), (84, 70), (64, 70), (50, 62)]
    fill(cv, abdomen, BRASS, outline=1.8)
    for x in (62, 72, 82):
        cv.line((x, 46 + (x - 62) * 0.2), (x - 2, 70), (50, 36, 20, 255), 3.2)
    fill(cv, circle_pts((44, 56), 11, 20), BRASS, outline=1.6)
    for a in range(8):                                     # the thorax is a cog
        ang = math.tau * a / 8
        cv.circle((44 + math.cos(ang) * 11, 56 + math.sin(ang) * 11), 2.4, (150, 100, 30, 255))
    cv.circle((44, 56), 4, (120, 80, 24, 255))
    fill(cv, circle_pts((22, 56), 11, 20), BRASS, outline=1.6)
    cv.circle((17, 53), 4.6, (255, 60, 40, 255))
    cv.circle((17, 53), 2, (255, 230, 200, 255))
    for x in (34, 40, 48, 54):                            # legs
        cv.polyline([(x, 64), (x - 4, 76), (x - 2, 84)], LINE, 1.8)
    cv.line((48, 42), (48, 30), (120, 80, 24, 255), 3)    # the key
    for side in (1, -1):
        fill(cv, circle_pts((48 + side * 7, 24), 7, 14, ry=5), GOLDEN, outline=1.3)


def clockwork_wasps(cv):
    """A swarm of brass clockwork wasps with wind-up keys on their backs."""
    wasp(at(cv, (70, 24), 0.46, fx=True))
    wasp(at(cv, (24, 40), 0.44))
    wasp(at(cv, (54, 68), 0.6, fx=True))


def plague_jester(cv):
    """A plague doctor's beaked mask under a jester's belled cap, a ruff of red and green."""
    ruff = []
    for i in range(25):
        x = 10 + i * 3.2
        ruff.append((x, 78 if i % 2 else 92))
    fill(cv, [(10, 74)] + ruff + [(86, 74)], [(0, (190, 60, 60, 255)), (1, (80, 120, 60, 255))], angle=0,
         outline=1.3)
    hood = mirror([(48, 26), (32, 28), (22, 40), (20, 60), (26, 76), (48, 80)])
    fill(cv, hood, BLACK_CLOTH, outline=1.5)
    beak = bezier((40, 54), (30, 70), (18, 82), (6, 92), 10) + bezier((6, 92), (26, 84), (44, 74), (56, 60), 10)
    fill(cv, beak, [(0, (240, 226, 196, 255)), (1, (170, 140, 100, 255))], angle=30, outline=1.4)
    cv.polyline(bezier((36, 62), (28, 72), (18, 80), (10, 88), 8), (150, 120, 80, 255), 1.0)
    for side in (1, -1):
        c = (48 + side * 12, 48)
        cv.circle(c, 8, (200, 160, 60, 255))
        cv.circle(c, 8, LINE, 1.2)
        cv.circle(c, 5.4, (90, 200, 120, 255))
        cv.circle((c[0] - 1.8, c[1] - 1.8), 1.6, (230, 255, 230, 255))
    for tip, colour in (((8, 12), (190, 60, 60)), ((48, 2), (80, 140, 70)), ((88, 12), (190, 60, 60))):
        prong = bezier((30 if tip[0] < 48 else 44 if tip[0] == 48 else 52, 32), (tip[0], 30), (tip[0], 20), tip, 8) + \
            bezier(tip, (tip[0] + (10 if tip[0] < 48 else -10 if tip[0] > 48 else 6), 22), (60, 26),
                   (44 if tip[0] < 48 else 52 if tip[0] == 48 else 66, 32), 8)
        fill(cv, prong, [(0, (*colour, 255)), (1, (colour[0] // 2, colour[1] // 2, colour[2] // 2, 255))],
             outline=1.3)
    fill(cv, [(22, 28), (74, 28), (76, 36), (20, 36)], GOLDEN, outline=1.2)
    for c in ((8, 12), (48, 3), (88, 12)):
        cv.circle(c, 4.4, (255, 214, 90, 255))
        cv.circle(c, 4.4, LINE, 1.1)
