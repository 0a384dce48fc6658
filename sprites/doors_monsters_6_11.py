"""Kick the Door's monsters of levels 6 to 11, from the Banshee Babysitter to the Wraith of Unpaid Interns
(doors_monsters.py names each picture by its card's kind).
"""

from __future__ import annotations

import math

from doors_kit import (
    BLACK_CLOTH,
    DARK,
    FUR,
    PAPER,
    STONE,
    ZOMBIE,
    Placed,
    at,
    bubble,
    lion,
    serpent,
    sheet,
    shoulders,
    specs,
    tie,
    tinted,
    tube,
)
from geometry import bezier, circle_pts, rot
from palette import WHITE
from sticker_kit import BONE, GLINT, GOLDEN, LINE, STEEL, WOOD, fill, flip, horn, mirror
from town_faces import MAW, eyes, fangs
from town_foes import brute
from town_kit import GHOSTLY, coin_stack, heart, lettering


def banshee_babysitter(cv):
    """A wailing banshee, her white hair streaming, a milk bottle in her hand: bedtime, now."""
    hair = bezier((48, 6), (10, 6), (2, 50), (14, 92), 12) + [(26, 80), (30, 94), (40, 82), (48, 90), (56, 82),
                                                              (66, 94), (70, 80), (82, 92)] + \
        bezier((82, 92), (94, 50), (86, 6), (48, 6), 12)[1:]
    fill(cv, hair, GHOSTLY, angle=60, outline=1.5)
    face = mirror([(48, 20), (38, 22), (32, 34), (32, 50), (38, 64), (48, 70)])
    fill(cv, face, [(0, (250, 252, 255, 255)), (1, (190, 210, 226, 255))], outline=1.3)
    for side in (1, -1):
        cv.poly([(48 + side * 3, 38), (48 + side * 14, 34), (48 + side * 13, 44), (48 + side * 5, 44)],
                (40, 50, 80, 255))
    cv.ellipse((42, 50, 12, 16), (40, 20, 40, 255))
    cv.ellipse((42, 50, 12, 16), LINE, 1.2)
    bottle = rot([(72, 56), (86, 56), (86, 84), (72, 84)], 0.3, (79, 70))
    fill(cv, bottle, [(0, (255, 255, 255, 255)), (1, (210, 214, 220, 255))], angle=0, outline=1.3)
    teat = rot([(75, 56), (83, 56), (81, 48), (79, 46), (77, 48)], 0.3, (79, 70))
    fill(cv, teat, [(0, (250, 200, 140, 255)), (1, (210, 150, 90, 255))], outline=1.1)
    for k in (62, 68, 74):
        a, b = rot([(72, k), (76, k)], 0.3, (79, 70))
        cv.line(a, b, (79, 124, 172, 255), 1.0)


def banshee_glow(cv):
    cv.light((48, 40), 46, (170, 210, 255), alpha=80, power=1.6)
    for side in (1, -1):
        c = (48 + side * 9, 40)
        cv.circle(c, 2.2, (200, 240, 255, 255))
    for k in range(3):
        cv.polyline(circle_pts((48, 58), 16 + k * 5, 8, a0=math.pi * 0.35, a1=math.pi * 0.65), (210, 240, 255, 170),
                    1.4)


def carnivorous_carpet(cv):
    """A red patterned rug reared up like a cobra, its top folded over a mouth of teeth, eyes in its medallion."""
    red = [(0, (210, 70, 60, 255)), (1, (120, 26, 30, 255))]
    fill(cv, [(16, 80), (80, 80), (94, 94), (2, 94)], red, outline=1.4)
    for x in range(6, 92, 5):
        cv.line((x, 94), (x, 96), (240, 220, 170, 255), 1.0)
    stand = [(22, 30), (74, 30), (78, 60), (82, 86), (14, 86), (18, 60)]
    fill(cv, stand, red, outline=1.5)
    cv.poly([(26, 54), (70, 54), (74, 82), (22, 82)], (230, 190, 90, 255), 1.6)    # the border
    medallion = [(48, 56), (62, 68), (48, 80), (34, 68)]
    fill(cv, medallion, [(0, (40, 60, 110, 255)), (1, (20, 30, 60, 255))], outline=1.2)
    cv.poly(medallion, (230, 190, 90, 255), 1.2)
    for side in (1, -1):
        c = (48 + side * 6, 66)
        cv.ellipse((c[0] - 3.5, c[1] - 2.4, 7, 4.8), (255, 220, 60, 255))
        cv.ellipse((c[0] - 0.8, c[1] - 2.4, 1.6, 4.8), DARK)
    for x in (28, 68):
        cv.poly([(x, 62), (x + 3, 68), (x, 74), (x - 3, 68)], (230, 190, 90, 255))
    cv.poly([(20, 30), (76, 30), (78, 50), (18, 50)], MAW)
    fangs(cv, [(x, 30, 1.0) for x in range(24, 76, 8)], size=6)
    fangs(cv, [(x, 50, 0.8) for x in range(26, 72, 8)], down=False, size=6)
    flap = [(14, 8), (82, 8), (86, 30), (10, 30)]
    fill(cv, flap, red, outline=1.5)
    cv.poly([(20, 12), (76, 12), (78, 26), (18, 26)], (230, 190, 90, 255), 1.4)
    for i in range(5):
        x = 26 + i * 11
        cv.poly([(x, 19), (x + 3, 15), (x + 6, 19), (x + 3, 23)], (230, 190, 90, 255))
    for x in range(12, 86, 5):                           # the fringe along its folded edge
        cv.line((x, 30), (x, 35), (240, 220, 170, 255), 1.2)


def troll_toll_collector(cv):
    """A grey-green troll in a collector's peaked cap with a brass badge, a stack of gold in his fist."""
    tinted(cv, lambda k: brute(Placed(k, 6, 14, 0.86)), (170, 200, 190))
    p = Placed(cv, 6, 14, 0.86)
    crown = [(18, 18), (26, 0), (70, 0), (78, 18)]
    fill(p, crown, [(0, (70, 90, 140, 255)), (1, (30, 40, 70, 255))], outline=1.5)
    fill(p, [(14, 16), (82, 16), (82, 24), (14, 24)], [(0, (50, 60, 90, 255)), (1, (20, 24, 40, 255))],
         outline=1.3)
    peak = circle_pts((48, 24), 30, 16, ry=8, a0=0, a1=math.pi)
    fill(p, peak, [(0, (40, 40, 50, 255)), (1, (10, 10, 16, 255))], outline=1.3)
    fill(p, circle_pts((48, 9), 6, 12), GOLDEN, outline=1.0)
    coin_stack(cv, 82, 94, 11, 4, stops=GOLDEN)
    lettering(cv, "TOLL", (48, 7), 9, (255, 230, 150, 255), face="sans-bold")


def owlbear(cv):
    """An owlbear reaching for a hug: a round owl's face, huge eyes, a hooked beak, on a bear's body."""
    for side in (1, -1):                                  # arms wide open, claws out
        arm = [(48 + side * 22, 60), (48 + side * 40, 40), (48 + side * 48, 26), (48 + side * 40, 22),
               (48 + side * 30, 36), (48 + side * 16, 48)]
        fill(cv, arm, FUR, outline=1.4)
        for k in range(3):
            base = (48 + side * (40 + k * 3), 24 - k * 1)
            cv.poly([base, (base[0] + side * 2, base[1] - 7), (base[0] + side * 4, base[1] - 1)], BONE[0][1])
    body = mirror([(48, 44), (30, 48), (22, 64), (24, 94), (48, 96)])
    fill(cv, body, FUR, outline=1.5)
    for y in (66, 74, 82):                                 # feathers on the breast
        for x in (38, 48, 58):
            cv.polyline([(x - 4, y), (x, y + 3), (x + 4, y)], (200, 160, 110, 255), 1.2)
    head = circle_pts((48, 34), 26, 32, ry=24)
    fill(cv, head, [(0, (200, 150, 100, 255)), (1, (120, 80, 50, 255))], outline=1.5)
    for side in (1, -1):
        fill(cv, [(48 + side * 12, 14), (48 + side * 24, 0), (48 + side * 24, 18)], FUR, outline=1.2)
        c = (48 + side * 11, 34)
        cv.circle(c, 10, (250, 236, 210, 255))
        cv.circle(c, 10, LINE, 1.0)
        cv.circle(c, 7, (255, 170, 30, 255))
        cv.circle(c, 4, (20, 10, 6, 255))
        cv.circle((c[0] - 2, c[1] - 2), 1.4, (255, 255, 255, 255))
    beak = [(42, 42), (54, 42), (48, 58)]
    fill(cv, beak, [(0, (255, 220, 110, 255)), (1, (190, 130, 40, 255))], outline=1.2)


def zombie_tax_inspector(cv):
    """A green zombie in spectacles, shirt and tie, a tax form on his clipboard."""
    shoulders(cv, 76, [(0, (90, 90, 100, 255)), (1, (40, 40, 50, 255))], collar=(240, 240, 236, 255))
    tie(cv, 48, 78, 18)
    head = mirror([(48, 10), (34, 12), (24, 24), (22, 44), (26, 62), (36, 74), (48, 78)])
    fill(cv, head, ZOMBIE, outline=1.5)
    for x in (40, 46, 54):                                # a few lank hairs
        cv.polyline([(x, 12), (x - 4, 22), (x - 2, 28)], (50, 50, 40, 255), 1.2)
    cv.polyline([(26, 34), (36, 30), (32, 26)], (70, 40, 40, 255), 1.0)
    for y in (28, 32, 36):
        cv.line((30, y - 2), (34, y + 2), LINE, 0.8)       # stitches
    cv.circle((38, 44), 7, (250, 240, 200, 255))
    cv.circle((38, 44), 2.4, (30, 20, 10, 255))
    cv.circle((60, 46), 5, (250, 240, 200, 255))
    cv.circle((60, 47), 2, (180, 30, 30, 255))
    specs(cv, 45, 11, 8, rim=(30, 30, 30, 255))
    mouth = [(36, 62), (60, 60), (56, 68), (40, 68)]
    cv.poly(mouth, MAW)
    cv.poly(mouth, LINE, 1.1)
    for x in (42, 52):
        cv.rect((x - 2, 61, 4, 4), (230, 220, 170, 255))
    board = [(62, 56), (92, 58), (90, 96), (60, 94)]
    fill(cv, board, [(0, (170, 110, 60, 255)), (1, (110, 64, 30, 255))], outline=1.4)
    sheet(cv, (76, 78), 24, 30, 0.05, rows=3, head=(181, 60, 50, 255))
    lettering(cv, "TAX", (76, 70), 7, (181, 60, 50, 255), face="sans-bold")
    fill(cv, [(70, 54), (82, 54), (82, 60), (70, 60)], STEEL, outline=1.0)


def paperwork_minotaur(cv):
    """A bull-headed minotaur with a gold nose ring, glaring over a tower of forms."""
    for pts, ang in ((horn((28, 22), (34, 28), (4, 4), (4, 24)), 30), (flip(horn((28, 22), (34, 28), (4, 4),
                                                                                    (4, 24))), 150)):
        fill(cv, pts, [(0, (252, 244, 222, 255)), (1, (176, 154, 118, 255))], angle=ang)
    for side in (1, -1):
        fill(cv, [(48 + side * 22, 30), (48 + side * 40, 30), (48 + side * 26, 40)], FUR, outline=1.2)
    head = mirror([(48, 14), (34, 16), (24, 28), (24, 44), (30, 56), (32, 70), (48, 72)])
    fill(cv, head, FUR, outline=1.5)
    cv.poly(mirror([(48, 14), (42, 16), (40, 24), (48, 28)]), (60, 36, 22, 255))    # a dark forelock
    eyes(cv, 38, 11, 10, 6, (255, 80, 50, 255), slant=4, pupil=(20, 10, 6, 255))
    muzzle = mirror([(48, 48), (36, 50), (32, 60), (36, 70), (48, 72)])
    fill(cv, muzzle, [(0, (230, 190, 160, 255)), (1, (170, 120, 100, 255))], outline=1.2)
    for side in (1, -1):
        cv.ellipse((48 + side * 7 - 2.5, 56, 5, 6), (60, 30, 30, 255))
    cv.circle((48, 68), 6, GOLDEN[1][1], 2.2)
    for i, w in enumerate((52, 50, 54, 50)):              # the stack of forms
        y = 94 - i * 6
        x = 48 + (i % 2) * 3 - 1
        fill(cv, [(x - w / 2, y - 6), (x + w / 2, y - 6), (x + w / 2, y), (x - w / 2, y)], PAPER, outline=1.1)
    sheet(cv, (14, 58), 18, 22, -0.4, rows=3)
    sheet(cv, (84, 62), 18, 22, 0.35, rows=3, head=(79, 124, 172, 255))
    fill(cv, [(66, 66), (74, 66), (76, 72), (64, 72)], [(0, (200, 60, 60, 255)), (1, (120, 30, 30, 255))],
         outline=1.0)                                     # a rubber stamp
    cv.line((70, 66), (70, 58), WOOD[1][1], 3.0)


def wight_knight(cv):
    """A dead knight: a dented great helm, cold light burning in its eye slit, a tattered cloak."""
    cloak = [(6, 96), (10, 70), (24, 60), (72, 60), (86, 70), (90, 96), (80, 88), (72, 96), (64, 88), (48, 96),
             (32, 88), (24, 96), (16, 88)]
    fill(cv, cloak, [(0, (80, 90, 120, 255)), (1, (30, 32, 48, 255))], outline=1.4)
    for side in (1, -1):
        pauldron = circle_pts((48 + side * 28, 66), 14, 20, ry=10, a0=math.pi, a1=math.tau)
        fill(cv, pauldron, [(0, (150, 160, 170, 255)), (1, (70, 74, 84, 255))], outline=1.3)
    helm = [(26, 12), (70, 12), (74, 18), (74, 70), (22, 70), (22, 18)]
    fill(cv, helm, [(0, (180, 188, 196, 255)), (0.5, (120, 128, 140, 255)), (1, (60, 64, 74, 255))], angle=0,
         outline=1.6)
    cv.rect((24, 34, 48, 8), (10, 14, 24, 255))
    cv.rect((44, 34, 8, 28), (10, 14, 24, 255))
    for x, y in ((30, 52), (34, 56), (30, 60), (62, 52), (66, 56), (62, 60)):
        cv.circle((x, y), 1.4, (20, 20, 30, 255))
    cv.polyline([(56, 14), (60, 22), (58, 28)], LINE, 1.2)   # a dent
    for x, y in ((34, 62), (60, 20)):
        cv.circle((x, y), 2.6, (150, 90, 60, 200))          # rust
    cv.line((26, 16), (70, 16), GLINT, 1.4)


def wight_knight_glow(cv):
    for side in (1, -1):
        c = (48 + side * 12, 38)
        cv.light(c, 12, (110, 190, 255), alpha=180, power=1.3)
        cv.circle(c, 2.4, (230, 246, 255, 255))


def basilisk_optometrist(cv):
    """A crested green basilisk in thick spectacles before an eye chart."""
    cv.rect((54, 2, 40, 56), (250, 248, 240, 255), radius=2)
    cv.rect((54, 2, 40, 56), LINE, radius=2, width=1.3)
    for txt, y, size in (("E", 13, 13), ("F P", 28, 9), ("T O Z", 40, 7), ("L P E D", 50, 5)):
        lettering(cv, txt, (74, y), size, (30, 30, 30, 255), face="sans-bold")
    p = Placed(cv, -4, 12, 0.86)
    for i in range(5):                                    # the crest: a crown of spines
        x = 26 + i * 11
        fill(p, [(x - 5, 22), (x, 2 + abs(i - 2) * 4), (x + 5, 22)], [(0, (250, 200, 60, 255)),
                                                                         (1, (180, 80, 30, 255))], outline=1.2)
    serpent(p, [(0, (170, 220, 110, 255)), (0.6, (90, 160, 70, 255)), (1, (40, 90, 40, 255))])
    specs(p, 44, 16, 13, rim=(40, 30, 30, 255), glass=(220, 240, 255, 120))


def chimera_committee(cv):
    """Three heads behind one committee table: a goat, a lion and a serpent, each with its own paper and no decision."""
    table = [(0, 74), (96, 74), (96, 96), (0, 96)]
    p = at(cv, (18, 44), 0.4)                              # the goat
    for pts, ang in ((horn((34, 24), (40, 30), (20, -20), (14, 8)), 30),
                     (flip(horn((34, 24), (40, 30), (20, -20), (14, 8))), 150)):
        fill(p, pts, [(0, (230, 220, 200, 255)), (1, (150, 140, 120, 255))], angle=ang)
    goat = mirror([(48, 14), (32, 18), (24, 34), (30, 60), (38, 84), (48, 92)])
    fill(p, goat, [(0, (250, 248, 240, 255)), (1, (190, 184, 170, 255))], outline=1.5)
    for side in (1, -1):
        fill(p, [(48 + side * 22, 34), (48 + side * 46, 40), (48 + side * 26, 48)], [(0, (240, 236, 226, 255)),
                                                                                    (1, (180, 170, 150, 255))])
        c = (48 + side * 13, 42)
        p.ellipse((c[0] - 5, c[1] - 3.5, 10, 7), (240, 200, 60, 255))
        p.rect((c[0] - 3.5, c[1] - 1, 7, 2), DARK)
    p.poly(mirror([(48, 90), (42, 92), (44, 104), (48, 108)]), (220, 216, 200, 255))   # the beard
    p.ellipse((42, 74, 12, 6), (80, 60, 60, 255))
    lion(at(cv, (48, 40), 0.5))
    p = at(cv, (80, 44), 0.4)
    p.poly(tube([(48, 90), (40, 120), (56, 150)], 30, 30), (90, 160, 70, 255))
    serpent(p, [(0, (170, 220, 110, 255)), (0.6, (90, 160, 70, 255)), (1, (40, 90, 40, 255))])
    fill(cv, table, WOOD, outline=1.5)
    cv.line((0, 78), (96, 78), (200, 140, 80, 255), 1.2)
    for x, a in ((18, -0.1), (48, 0.05), (80, 0.12)):
        sheet(cv, (x, 76), 16, 12, a, rows=1)
    lettering(cv, "?", (34, 14), 14, (181, 60, 50, 255), face="title")
    lettering(cv, "?", (64, 10), 12, (181, 60, 50, 255), face="title")


def mummys_boy(cv):
    """A bandaged mummy sucking a baby's dummy, a heart for Mum on his chest."""
    wrap = [(0, (250, 242, 220, 255)), (1, (200, 184, 150, 255))]
    shoulders(cv, 74, wrap)
    head = mirror([(48, 8), (34, 10), (24, 22), (22, 44), (26, 62), (36, 74), (48, 78)])
    fill(cv, head, wrap, outline=1.5)
    for i, y in enumerate(range(14, 78, 7)):               # the bandages
        tilt = 3 if i % 2 else -3
        cv.polyline([(22, y - tilt), (74, y + tilt)], (170, 150, 120, 255), 1.1)
    cv.poly([(24, 34), (72, 30), (72, 42), (24, 44)], (40, 30, 26, 255))  # the gap for the eyes
    for x, r in ((36, 4.4), (60, 4.0)):
        cv.circle((x, 38), r, (255, 230, 90, 255))
        cv.circle((x, 38), r * 0.4, DARK)
    cv.polyline([(24, 44), (50, 39), (72, 42)], (250, 242, 220, 255), 3.0)   # a loose strip over one eye
    shield = circle_pts((48, 62), 13, 24, ry=9)
    fill(cv, shield, [(0, (140, 200, 240, 255)), (1, (70, 130, 190, 255))], outline=1.3)
    cv.circle((48, 62), 4, (255, 180, 200, 255))
    cv.circle((48, 62), 4, LINE, 1.0)
    cv.circle((48, 70), 5, (255, 180, 200, 255), 2.0)
    heart(cv, (62, 88), 9)
    lettering(cv, "MUM", (62, 87), 5, WHITE, face="sans-bold")


def ogre_chef(cv):
    """An ogre in a tall white toque, a cleaver raised beside him."""
    p = Placed(cv, 8, 30, 0.68)
    brute(p)
    toque = [(26, 12), (20, -2)] + bezier((20, -2), (6, -26), (30, -28), (34, -16), 8)[1:] + \
        bezier((34, -16), (36, -34), (62, -34), (62, -16), 8)[1:] + \
        bezier((62, -16), (70, -28), (92, -24), (76, -2), 8)[1:] + [(70, 12)]
    fill(p, toque, [(0, (255, 255, 255, 255)), (1, (200, 204, 214, 255))], outline=1.5)
    fill(p, [(24, 6), (72, 6), (72, 16), (24, 16)], [(0, (250, 250, 250, 255)), (1, (190, 194, 204, 255))],
         outline=1.3)
    blade = [(70, 46), (94, 40), (96, 64), (76, 68)]
    fill(cv, blade, STEEL, angle=0, outline=1.4)
    cv.circle((90, 46), 2, (60, 60, 70, 255))
    fill(cv, [(74, 66), (80, 66), (82, 90), (76, 90)], WOOD, outline=1.2)


def vampire_landlord(cv):
    """A pale vampire: slicked black hair, red eyes, fangs in a smirk, a high collar, a big ring of keys."""
    collar = [(4, 96), (6, 40), (24, 62), (48, 72), (72, 62), (90, 40), (92, 96)]
    fill(cv, collar, [(0, (200, 40, 50, 255)), (1, (90, 10, 20, 255))], outline=1.5)
    shoulders(cv, 74, BLACK_CLOTH, collar=(240, 240, 236, 255))
    for side in (1, -1):
        fill(cv, [(48 + side * 20, 40), (48 + side * 36, 28), (48 + side * 24, 52)],
             [(0, (240, 236, 240, 255)), (1, (180, 176, 196, 255))], outline=1.2)
    face = mirror([(48, 16), (34, 18), (26, 30), (26, 50), (32, 64), (40, 74), (48, 76)])
    fill(cv, face, [(0, (246, 242, 246, 255)), (1, (176, 172, 196, 255))], outline=1.5)
    hair = mirror([(48, 28), (40, 20), (30, 26), (26, 38), (22, 24), (30, 10), (48, 6)])
    fill(cv, hair, BLACK_CLOTH, outline=1.3)
    eyes(cv, 44, 10, 10, 6, (220, 30, 40, 255), slant=5, pupil=(40, 0, 0, 255))
    cv.polyline([(44, 50), (48, 54), (52, 50)], (150, 140, 170, 255), 1.2)
    smirk = bezier((38, 62), (44, 66), (54, 66), (60, 58), 8)
    cv.polyline(smirk, LINE, 1.6)
    fangs(cv, [(43, 64.5, 0.6), (53, 64.5, 0.6)], size=5)
    cv.circle((78, 70), 8, (120, 124, 134, 255), 2.4)    # the ring of keys
    for ang in (-0.5, 0.1, 0.7):
        key = rot([(78, 78), (78, 80), (78, 94), (82, 94), (82, 90), (78, 90)], ang, (78, 76))
        cv.polyline(key[:3], (210, 170, 80, 255), 2.4)
        cv.polyline(key[2:], (210, 170, 80, 255), 1.6)
        cv.circle(key[0], 3.6, (210, 170, 80, 255), 1.8)


def opinion_hydra(cv):
    """A hydra of five heads on long necks, all talking at once: a speech bubble over each."""
    scales = [(0, (160, 140, 220, 255)), (0.6, (110, 90, 180, 255)), (1, (60, 40, 110, 255))]
    fill(cv, circle_pts((48, 94), 30, 24, ry=14, a0=math.pi, a1=math.tau), scales, outline=1.5)
    heads = ((12, 40, 0.26), (30, 26, 0.26), (48, 40, 0.3), (68, 28, 0.26), (86, 42, 0.26))
    for x, y, _k in heads:
        neck = bezier((48 + (x - 48) * 0.3, 90), (x, 80), (x + (6 if x < 48 else -6), 60), (x, y + 10), 12)
        fill(cv, tube(neck, 12, 8), scales, angle=0, outline=1.3)
    for x, y, k in heads:
        serpent(at(cv, (x, y), k), scales)
    for (x, y), mark in zip(((12, 12), (30, 2), (48, 12), (68, 2), (86, 14)), "!?!#!", strict=True):
        bubble(cv, (x, y + 4), 16, 11, (x, y + 14))
        lettering(cv, mark, (x, y + 4), 8, (181, 60, 50, 255), face="sans-bold")


def gargoyle_bouncer(cv):
    """A stone gargoyle in dark glasses and an earpiece, stone wings folded up behind him."""
    for pts in ([(26, 46), (4, 10), (10, 34), (2, 40), (14, 58)], flip([(26, 46), (4, 10), (10, 34), (2, 40),
                                                                        (14, 58)])):
        fill(cv, pts, STONE, outline=1.4)
    shoulders(cv, 72, [(0, (60, 60, 66, 255)), (1, (20, 20, 26, 255))])
    for side in (1, -1):
        fill(cv, horn((48 + side * 12, 22), (48 + side * 18, 22), (48 + side * 22, 2), (48 + side * 24, 14)),
             [(0, (220, 216, 210, 255)), (1, (130, 126, 124, 255))])
        fill(cv, [(48 + side * 20, 36), (48 + side * 34, 28), (48 + side * 24, 50)], STONE, outline=1.2)
    head = mirror([(48, 16), (34, 18), (26, 30), (24, 50), (30, 68), (40, 78), (48, 80)])
    fill(cv, head, STONE, outline=1.5)
    glasses = [(24, 38), (72, 38), (70, 48), (56, 50), (50, 42), (46, 42), (40, 50), (26, 48)]
    fill(cv, glasses, [(0, (60, 60, 70, 255)), (1, (10, 10, 14, 255))], outline=1.3)
    cv.polyline([(30, 41), (36, 41)], GLINT, 1.4)
    cv.polyline([(58, 41), (64, 41)], GLINT, 1.4)
    cv.poly(mirror([(48, 50), (44, 52), (42, 60), (48, 62)]), (150, 148, 146, 255))
    cv.poly(mirror([(48, 50), (44, 52), (42, 60), (48, 62)]), LINE, 1.0)
    cv.polyline([(38, 70), (48, 68), (58, 70)], LINE, 2.0)
    cv.polyline(bezier((74, 44), (80, 50), (74, 56), (80, 64), 8), (40, 40, 40, 255), 1.4)   # the earpiece
    cv.polyline([(30, 28), (34, 32), (32, 38)], LINE, 1.0)


def intern_wraith(cv):
    """A tattered hood full of dark and many pairs of eager eyes, an intern's badge on a lanyard at its neck."""
    robe = [(0, (150, 140, 190, 255)), (0.6, (80, 70, 120, 255)), (1, (30, 26, 50, 255))]
    rag = [(48, 4), (30, 10), (18, 26), (12, 48), (10, 70), (4, 92), (14, 84), (20, 94), (28, 84), (36, 94),
           (42, 86), (48, 92)]
    fill(cv, mirror(rag), robe, outline=1.6)
    cv.poly(mirror([(48, 18), (34, 22), (26, 38), (26, 62), (34, 76), (48, 80)]), (10, 8, 18, 255))
    cv.polyline([(40, 8), (26, 18), (18, 36)], (190, 180, 230, 255), 1.4)
    cv.polyline([(34, 70), (44, 84)], (79, 124, 172, 255), 2.2)
    cv.polyline([(62, 70), (52, 84)], (79, 124, 172, 255), 2.2)
    fill(cv, [(38, 82), (58, 82), (58, 94), (38, 94)], PAPER, outline=1.2)
    cv.rect((38, 82, 20, 3), (181, 60, 50, 255))
    lettering(cv, "INTERN", (48, 90), 4.4, LINE, face="sans-bold")


def intern_wraith_glow(cv):
    for (x, y), r in (((40, 36), 2.6), ((56, 36), 2.6), ((36, 52), 2.0), ((46, 52), 2.0), ((54, 62), 1.8),
                      ((62, 62), 1.8), ((36, 64), 1.6), ((44, 66), 1.6)):
        cv.light((x, y), r * 3, (180, 255, 170), alpha=140, power=1.3)
        cv.circle((x, y), r, (220, 255, 210, 255))
