"""Kick the Door's items of no slot, things carried: a foot, an amulet, a cape, a pet, a ring, a hole, a bag,
bagpipes (doors_items.py names each picture by its card's kind).
"""

from __future__ import annotations

import math

from doors_kit import Placed, cloud, round_eyes, tube
from doors_strokes import clipped, note, rod, sparkle, whoosh
from geometry import bezier, circle_pts, rot, star_pts
from palette import WHITE
from sticker_kit import BONE, GLINT, GOLDEN, IRON, LINE, STEEL, WOOD, along, disc, fill
from town_items import lucky_foot
from town_kit import heart, heart_pts, lettering

# ---------------------------------------------------------------------------------------------------------
# No slot: things carried
# ---------------------------------------------------------------------------------------------------------

def rabbits_other_foot(cv):
    """Rabbit's Other Foot: Wilds & Depths' lucky rabbit's foot, the other way round (the other foot), and a
    clover of only three leaves, one of them wilting: lucky, but less so."""
    lucky_foot(Placed(cv, 6, 2, 1, fx=True))
    cv.polyline(bezier((72, 54), (74, 70), (80, 82), (90, 92), 8), LINE, 4.4)
    cv.polyline(bezier((72, 54), (74, 70), (80, 82), (90, 92), 8), (70, 140, 60, 255), 2.4)
    for k, a in enumerate((-2.4, -0.8, 0.9)):                    # three leaves, the last one wilting
        c = (72 + math.cos(a) * 10, 50 + math.sin(a) * 10)
        green = [(0, (150, 220, 120, 255)), (1, (50, 130, 60, 255))]
        fill(cv, rot(heart_pts(c, 10), a + math.pi / 2, c), green if k < 2 else
             [(0, (210, 200, 110, 255)), (1, (140, 120, 50, 255))], outline=1.3)
    cv.circle((72, 50), 2.4, (60, 120, 50, 255))


def mysterious_amulet(cv):
    """Mysterious Amulet: a gold pendant on a chain, a violet stone in it like an eye, question marks round it."""
    for side in (1, -1):
        chain = bezier((48 + side * 30, 2), (48 + side * 30, 22), (48 + side * 16, 32), (48 + side * 4, 36), 8)
        for i, p in enumerate(chain[:-1]):
            cv.line(p, chain[i + 1], (110, 70, 20, 255), 4.6)
            cv.line(p, chain[i + 1], (240, 196, 96, 255), 2.6)
    fill(cv, [(42, 32), (54, 32), (52, 40), (44, 40)], GOLDEN, outline=1.2)
    setting = [(48 + math.cos(a) * 24 * (1 + 0.12 * math.cos(4 * a)), 62 + math.sin(a) * 26 * (1 + 0.12 *
                                                                                           math.cos(4 * a)))
               for a in [i * math.tau / 48 for i in range(48)]]
    fill(cv, setting, GOLDEN, angle=60, outline=1.6)
    eye = bezier((30, 62), (40, 48), (56, 48), (66, 62), 10) + bezier((66, 62), (56, 76), (40, 76), (30, 62), 10)
    fill(cv, eye, [(0, (230, 190, 255, 255)), (0.5, (140, 80, 200, 255)), (1, (60, 20, 100, 255))], outline=1.2)
    cv.ellipse((45, 54, 6, 16), (20, 8, 30, 255))
    cv.circle((44, 57), 2, (255, 255, 255, 230))
    for c, size in (((14, 48), 20), ((82, 44), 16), ((80, 84), 14)):
        lettering(cv, "?", (c[0] + 1, c[1] + 1), size, (43, 33, 24))
        lettering(cv, "?", c, size, (200, 170, 240))


def mysterious_amulet_glow(cv):
    cv.light((48, 62), 30, (190, 130, 255), alpha=70, power=1.6)


def cape_of_dramatic_exits(cv):
    """Cape of Dramatic Exits: a red cape with a gold lining swirling away in a great swish, its clasp glinting,
    a puff of smoke where its wearer was."""
    cloud(cv, (24, 80), 34, [(0, (220, 220, 230, 255)), (1, (130, 130, 150, 255))])
    lining = bezier((40, 12), (8, 30), (6, 70), (30, 88), 14) + bezier((30, 88), (50, 70), (78, 82), (92, 62), 14) + \
        bezier((92, 62), (76, 50), (60, 30), (56, 12), 10)
    fill(cv, lining, [(0, (255, 220, 120, 255)), (1, (190, 130, 40, 255))], angle=60, outline=1.5)
    cape = bezier((40, 12), (20, 30), (18, 60), (34, 78), 14) + bezier((34, 78), (52, 62), (72, 70), (88, 58), 14) + \
        bezier((88, 58), (72, 46), (60, 30), (56, 12), 10)
    fill(cv, cape, [(0, (230, 80, 70, 255)), (0.6, (181, 50, 50, 255)), (1, (100, 20, 30, 255))], angle=60,
         outline=1.5)
    for pts in (bezier((44, 16), (34, 36), (34, 56), (40, 72), 8), bezier((50, 16), (50, 40), (60, 56), (70, 64), 8)):
        cv.polyline(pts, (120, 24, 30, 255), 1.4)                # folds
    cv.line((38, 12), (58, 12), LINE, 4.4)
    cv.line((38, 12), (58, 12), (217, 164, 65, 255), 2.4)
    disc(cv, (48, 12), 5, GOLDEN, outline=1.2)
    sparkle(cv, (54, 6), 5)
    whoosh(cv, [((70, 20), (90, 30)), ((76, 36), (94, 44))])


def pet_mimic(cv):
    """Pet Mimic: a little treasure chest with teeth, its lid open, tongue lolling like a happy dog's, big eyes, a
    collar with a tag, and a stubby tail wagging."""
    cv.polyline([(84, 66), (92, 58), (90, 50)], LINE, 5)          # the wagging tail
    cv.polyline([(84, 66), (92, 58), (90, 50)], (160, 96, 50, 255), 3)
    for r in (5, 9):
        cv.polyline(circle_pts((90, 52), r, 5, a0=-1.6, a1=-0.4), (255, 250, 235, 220), 1.4)
    box = [(16, 56), (84, 56), (82, 88), (18, 88)]
    fill(cv, box, WOOD, angle=70, outline=1.8)
    lid = [(14, 24), (20, 14), (80, 14), (86, 24), (84, 40), (16, 40)]
    fill(cv, lid, WOOD, angle=70, outline=1.8)
    mouth = [(18, 40), (82, 40), (84, 56), (16, 56)]
    cv.poly(mouth, (90, 20, 30, 255))
    cv.poly(mouth, LINE, 1.2)
    tongue = bezier((40, 50), (38, 66), (44, 80), (52, 78), 8) + bezier((52, 78), (60, 76), (60, 62), (58, 50), 8)
    fill(cv, tongue, [(0, (255, 140, 160, 255)), (1, (200, 70, 100, 255))], outline=1.2)
    cv.line((49, 56), (50, 72), (180, 60, 90, 255), 1.2)
    for x in range(22, 80, 8):                                    # teeth, top and bottom
        fill(cv, [(x - 3, 40), (x + 3, 40), (x, 46)], BONE, outline=0.8)
        if not 36 < x < 62:
            fill(cv, [(x - 3, 56), (x + 3, 56), (x, 50)], BONE, outline=0.8)
    for y in (20, 62):
        for x in (18, 78):
            cv.rect((x, y, 4, 20 if y > 50 else 16), IRON[1][1])
    round_eyes(cv, 27, 13, 7.5, look=(0, 1.4))
    fill(cv, [(20, 60), (80, 60), (80, 65), (20, 65)], [(0, (90, 150, 220, 255)), (1, (40, 80, 150, 255))],
         outline=1.0)                                             # the collar
    disc(cv, (66, 70), 5, GOLDEN, outline=1.0)


def wishbone(cv):
    """Wishbone of Never Mind: a wishbone, its two arms being pulled apart, a wish of a star going up from it."""
    left = tube(bezier((48, 74), (40, 52), (30, 36), (18, 16), 14), 9, 6)
    right = tube(bezier((48, 74), (56, 52), (66, 36), (78, 16), 14), 9, 6)
    for arm in (left, right):
        fill(cv, arm, BONE, angle=60, outline=1.5)
    for end in ((18, 16), (78, 16)):
        disc(cv, end, 5.6, BONE, outline=1.3)
    fill(cv, circle_pts((48, 76), 10, 20, ry=9), BONE, outline=1.5)
    cv.poly([(40, 70), (56, 70), (48, 60)], BONE[1][1])
    whoosh(cv, [((6, 24), (12, 16)), ((84, 24), (90, 16))])
    fill(cv, star_pts((48, 32), 11, 5, 5), GOLDEN, outline=1.3)
    for p in ((36, 12), (60, 10)):
        sparkle(cv, p, 4)


def dodging_ring(cv):
    """Ring of Remarkable Dodging: a gold ring with a blue stone leaning out of the way of an arrow that just
    missed it, speed lines showing where it was."""
    ring = rot(circle_pts((40, 58), 22, 36, ry=24), -0.35, (40, 58))
    cv.polyline([(x + 14, y + 4) for x, y in ring] + [(ring[0][0] + 14, ring[0][1] + 4)], (255, 250, 235, 120), 2)
    cv.polyline(ring + [ring[0]], LINE, 11)
    cv.polyline(ring + [ring[0]], (180, 120, 30, 255), 8)
    cv.polyline(ring + [ring[0]], (255, 214, 110, 255), 4.6)
    cv.polyline(ring[20:30], (255, 250, 220, 255), 1.8)
    disc(cv, (32, 34), 9, GOLDEN, outline=1.3)
    disc(cv, (32, 34), 6.4, [(0, (170, 220, 255, 255)), (1, (40, 90, 170, 255))], outline=1.0)
    cv.circle((30, 32), 1.6, GLINT)
    f = along((4, 10), (92, 88))                                  # the arrow, going past
    rod(cv, f(10, 14), f(f.length - 4, 14), 2.6, WOOD, outline=1.0)
    fill(cv, [f(f.length - 6, 10), f(f.length + 6, 14), f(f.length - 6, 18)], STEEL, outline=1.0)
    for s in (-1, 1):
        fill(cv, [f(10, 14), f(4, 14 + s * 6), f(18, 14 + s * 6), f(22, 14)],
             [(0, (240, 90, 70, 255)), (1, (160, 40, 30, 255))], outline=0.9)
    whoosh(cv, [((64, 16), (80, 10)), ((70, 28), (88, 24))])


def portable_hole(cv):
    """Portable Hole: a round black hole lying flat like a rug, one edge peeled up to show it is a thing you can
    fold, and stars deep inside it."""
    hole = circle_pts((44, 58), 38, 40, ry=22)
    cv.poly(hole, (14, 10, 20, 255))
    cv.poly(hole, LINE, 1.6)
    cv.grad_shape(lambda k: k.poly(hole, WHITE), [(0, (70, 50, 110, 255)), (0.5, (20, 14, 34, 255)),
                                                  (1, (6, 4, 10, 255))], angle=90, box=(6, 36, 76, 44))
    for p, r in (((36, 60), 3), ((56, 52), 2), ((28, 52), 1.6), ((50, 68), 1.6)):
        sparkle(cv, p, r, (230, 220, 255, 255), ink=False)
    flap = bezier((66, 40), (90, 26), (98, 52), (80, 72), 14) + bezier((80, 72), (86, 56), (80, 46), (66, 40), 10)
    fill(cv, flap, [(0, (70, 60, 90, 255)), (1, (20, 16, 30, 255))], angle=60, outline=1.5)
    cv.polyline(bezier((70, 42), (86, 34), (92, 50), (82, 66), 10), (130, 110, 170, 255), 1.2)
    for p in ((14, 26), (80, 16)):
        sparkle(cv, p, 5)


def bag_of_spare_courage(cv):
    """Bag of Spare Courage: a drawstring pouch with a red heart stitched on it, more hearts bubbling out of its
    mouth."""
    sack = bezier((38, 38), (6, 50), (10, 92), (48, 90), 16) + bezier((48, 90), (86, 92), (90, 50), (58, 38), 16)
    fill(cv, sack, [(0, (150, 190, 230, 255)), (0.6, (90, 130, 180, 255)), (1, (40, 70, 110, 255))], angle=70)
    top = [(36, 40), (28, 30), (38, 32), (42, 24), (48, 30), (56, 24), (58, 32), (68, 30), (60, 40)]
    fill(cv, top, [(0, (150, 190, 230, 255)), (1, (70, 110, 160, 255))], outline=1.2)
    cv.rect((34, 37, 28, 6), (217, 164, 65, 255), radius=3)
    cv.rect((34, 37, 28, 6), LINE, radius=3, width=1.2)
    cv.polyline([(60, 40), (72, 48), (70, 56)], LINE, 3.4)
    cv.polyline([(60, 40), (72, 48), (70, 56)], (217, 164, 65, 255), 1.8)
    heart(cv, (48, 66), 14)
    for a in range(12):                                           # the stitches round it
        p = heart_pts((48, 66), 17.5, 12)[a]
        cv.circle(p, 0.9, (255, 240, 220, 255))
    for c, r in (((34, 16), 7), ((52, 8), 5), ((66, 16), 6)):
        heart(cv, c, r)


def bagpipes_of_despair(cv):
    """Bagpipes of Despair: a tartan bag with three drones and a chanter, a tassel, and a sour note wailing out."""
    for x0, x1, y1 in ((34, 14, 6), (46, 34, 2), (58, 56, 8)):    # the drones
        f = rod(cv, (x0, 40), (x1, y1), 5, [(0, (60, 40, 34, 255)), (1, (30, 20, 18, 255))], w1=4)
        fill(cv, [f(f.length - 2, -4.5), f(f.length + 6, -4.5), f(f.length + 6, 4.5), f(f.length - 2, 4.5)],
             [(0, (250, 244, 226, 255)), (1, (200, 190, 170, 255))], angle=0, outline=1.1)
    bag = circle_pts((46, 56), 32, 36, ry=24)
    fill(cv, bag, [(0, (220, 80, 70, 255)), (1, (140, 30, 40, 255))], angle=70, outline=0)
    for x in range(14, 84, 12):                                   # the tartan, within the bag
        clipped(cv, (x, 30), (x + 4, 82), bag, (40, 70, 50, 180), 3.4)
        clipped(cv, (x + 6, 30), (x + 9, 82), bag, (255, 220, 120, 150), 1)
    for y in range(38, 82, 12):
        clipped(cv, (12, y), (82, y + 2), bag, (40, 70, 50, 180), 3.4)
    cv.poly(bag, LINE, 1.6)
    rod(cv, (58, 74), (72, 94), 5, [(0, (60, 40, 34, 255)), (1, (30, 20, 18, 255))], w1=7)   # the chanter
    rod(cv, (20, 48), (6, 58), 3, [(0, (60, 40, 34, 255)), (1, (30, 20, 18, 255))])          # the blowpipe
    cv.polyline([(34, 40), (30, 60), (26, 70)], (217, 164, 65, 255), 2.0)                   # the tassel cord
    note(cv, (78, 22))
    note(cv, (84, 44))
    for r in (6, 10):
        cv.polyline(circle_pts((80, 84), r, 6, a0=-0.8, a1=0.4), (255, 250, 235, 220), 1.6)
