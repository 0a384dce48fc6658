"""Kick the Door's items held in two hands: great weapons, a ladder, a crossbow, a banjo (doors_items.py names
each picture by its card's kind).
"""

from __future__ import annotations

import math

from doors_icons import sword
from doors_kit import bang
from doors_strokes import note, rod, sparkle, whoosh
from geometry import bezier, circle_pts, rot, star_pts
from sticker_kit import GLINT, GOLDEN, IRON, LINE, STEEL, WOOD, along, disc, fill

# ---------------------------------------------------------------------------------------------------------
# Two hands
# ---------------------------------------------------------------------------------------------------------


def greatsword(cv):
    """Greatsword of Overcompensation: an enormous broad sword corner to corner, a huge jewelled guard, and an
    ordinary sword beside it for scale."""
    sword(cv, (8, 92), (82, 38), width=10, guard=22, grip=12, gem=(79, 124, 172, 255))
    sword(cv, (10, 74), (94, 2), width=24, guard=48, grip=22, gem=(181, 72, 58, 255))
    f = along((10, 74), (94, 2))
    for t in (40, 56, 72):                                    # runes on the great blade
        cv.circle(f(t, 0), 2, (255, 220, 120, 255))
    sparkle(cv, (88, 20), 5)


def halberd(cv):
    """Halberd of Doing Stuff: a long pole with an axe blade, a spear point and a back hook all on one head."""
    f = rod(cv, (16, 94), (70, 14), 5, WOOD)
    for t in (8, 14, 20):
        cv.line(f(t, -2.6), f(t + 2, 2.6), (60, 32, 14, 255), 1.4)
    top = f.length - 8
    fill(cv, [f(top, -3), f(top + 22, -2.6), f(top + 30, 0), f(top + 22, 2.6), f(top, 3)], STEEL, angle=60)
    axe = [f(top - 14, -3)] + bezier(f(top - 20, -10), f(top - 24, -26), f(top + 2, -30), f(top + 6, -24), 12) + \
        [f(top + 2, -10), f(top + 2, -3)]
    fill(cv, axe, STEEL, angle=60, outline=1.4)
    cv.polyline(bezier(f(top - 18, -14), f(top - 20, -24), f(top, -26), f(top + 3, -22), 8), GLINT, 1.4)
    hook = [f(top - 8, 3), f(top - 4, 12), f(top + 6, 20), f(top - 2, 14), f(top + 2, 3)]
    fill(cv, hook, STEEL, angle=60, outline=1.3)
    fill(cv, [f(top - 16, -4), f(top + 4, -4), f(top + 4, 4), f(top - 16, 4)], IRON, angle=0, outline=1.2)
    cv.polyline([f(top - 16, 4), f(top - 22, 10), f(top - 16, 14)], (181, 72, 58, 255), 2.4)   # a tassel


def ladder(cv):
    """Ladder, Used as a Weapon: a wooden ladder swung diagonally, rungs and rails, speed lines and the gold stars
    of its last bonk."""
    a, b = along((6, 86), (70, 6)), along((26, 94), (90, 14))
    for f in (a, b):
        fill(cv, [f(0, -3.6), f(f.length, -3.6), f(f.length, 3.6), f(0, 3.6)], WOOD, angle=0, outline=1.4)
    for t in range(10, int(a.length), 13):
        p, q = a(t, -3), b(t, 3)
        cv.line(p, q, LINE, 5.4)
        cv.line(p, q, (190, 130, 70, 255), 3.4)
    fill(cv, [a(0, -3.6), a(0, 3.6), b(0, 3.6), b(0, -3.6)], WOOD, outline=1.2)
    whoosh(cv, [((4, 40), (20, 22)), ((12, 46), (26, 30))])
    for c, r in (((88, 6), 6), ((78, 0), 3)):
        fill(cv, star_pts(c, r, r * 0.45, 6), GOLDEN, outline=1.0)


def staff_of_whacking(cv):
    """Staff of Whacking: a long knobbly wooden quarterstaff, a big gnarled knot at its end, a WHACK star."""
    f = along((10, 92), (74, 20))
    pts = [f(0, -3.6)] + [f(t, -3.6 - (1.4 if (t // 10) % 2 else 0)) for t in range(8, int(f.length), 8)] + \
        [f(f.length, -4), f(f.length, 4)] + [f(t, 3.6 + (1.4 if (t // 10) % 2 else 0))
                                             for t in range(int(f.length) - 8, 0, -8)] + [f(0, 3.6)]
    fill(cv, pts, WOOD, angle=0, outline=1.4)
    for t in (20, 40, 60):
        cv.ellipse((f(t, 0)[0] - 2, f(t, 0)[1] - 1.5, 4, 3), (90, 52, 26, 255))
    knot = circle_pts(f(f.length + 6, 0), 12, 14)
    knot = [(x + (2.4 if i % 2 else -1.4) * math.cos(i), y + (2 if i % 3 else -1) * math.sin(i)) for i, (x, y) in
            enumerate(knot)]
    fill(cv, knot, [(0, (180, 120, 66, 255)), (1, (96, 56, 26, 255))], angle=60, outline=1.5)
    cv.polyline(circle_pts(f(f.length + 6, 0), 6, 10, a0=0.5, a1=4), (90, 52, 26, 255), 1.2)
    fill(cv, star_pts((84, 12), 11, 5, 7), [(0, (255, 240, 150, 255)), (1, (240, 150, 40, 255))], outline=1.2)
    whoosh(cv, [((50, 6), (62, 2)), ((44, 14), (58, 8))])


def two_handed_mallet(cv):
    """Two-Handed Mallet: a huge wooden mallet, its barrel head bound in iron, a long handle, the ground shaking
    where it lands."""
    rod(cv, (14, 92), (54, 40), 7, WOOD)
    c = (60, 32)
    head = rot([(c[0] - 32, c[1] - 17), (c[0] + 32, c[1] - 17), (c[0] + 32, c[1] + 17), (c[0] - 32, c[1] + 17)],
               0.65, c)
    fill(cv, head, [(0, (200, 140, 80, 255)), (1, (120, 70, 34, 255))], angle=0, outline=1.8)
    for t in (-26, 26):                                       # iron bands at the faces
        band = rot([(c[0] + t - 4, c[1] - 18), (c[0] + t + 4, c[1] - 18), (c[0] + t + 4, c[1] + 18),
                    (c[0] + t - 4, c[1] + 18)], 0.65, c)
        fill(cv, band, IRON, angle=0, outline=1.2)
    for t in (-10, 6):
        cv.line(*rot([(c[0] + t, c[1] - 14), (c[0] + t + 4, c[1] + 14)], 0.65, c), (100, 58, 28, 255), 1.2)
    for p in ((6, 70), (2, 80)):
        cv.line(p, (p[0] + 8, p[1] - 2), LINE, 1.6)


def crossbow(cv):
    """Crossbow of Mild Peril: a crossbow seen from above, a red-fletched bolt loaded, an exclamation mark for the
    peril."""
    stock = [(44, 10), (52, 10), (54, 64), (60, 90), (36, 90), (42, 64)]
    fill(cv, stock, WOOD, angle=0, outline=1.6)
    prod = bezier((6, 40), (20, 16), (76, 16), (90, 40), 20)
    cv.polyline(prod, LINE, 7)
    cv.polyline(prod, (130, 136, 150, 255), 4.6)
    cv.polyline([(6, 40), (48, 56), (90, 40)], (240, 236, 220, 255), 1.2)
    fill(cv, [(46.5, 56), (49.5, 56), (49.5, 20), (46.5, 20)], [(0, (200, 200, 200, 255)), (1, (140, 140, 150, 255))],
         outline=0.8)
    fill(cv, [(43, 22), (48, 6), (53, 22)], STEEL, outline=1.0)
    for s in (-1, 1):                                         # the bolt's fletching
        fill(cv, [(48, 52), (48 + s * 6, 60), (48 + s * 6, 54), (48, 46)], [(0, (240, 90, 70, 255)),
                                                                            (1, (160, 40, 30, 255))], outline=0.8)
    cv.rect((44, 62, 8, 6), IRON[1][1])
    cv.polyline([(58, 70), (62, 80), (56, 86)], LINE, 1.6)   # the trigger
    bang(cv, (80, 74), 18)
    bang(cv, (80, 74), 16, (255, 210, 80, 255))


def war_banjo(cv):
    """War Banjo: a round-bodied banjo with spikes round its rim, a long neck and tuning pegs, a loud note off it."""
    f = rod(cv, (40, 58), (86, 8), 8, WOOD)
    fill(cv, [f(f.length - 4, -6), f(f.length + 10, -6), f(f.length + 10, 6), f(f.length - 4, 6)], WOOD, angle=0)
    for t in (2, 8):
        for s in (-1, 1):
            cv.circle(f(f.length + t, s * 8), 2.4, (240, 230, 200, 255))
            cv.circle(f(f.length + t, s * 8), 2.4, LINE, 0.9)
    for i in range(10):                                       # spikes round the rim
        a = i * math.tau / 10
        c = (36, 62)
        sp = [(c[0] + math.cos(a - 0.16) * 28, c[1] + math.sin(a - 0.16) * 28), (c[0] + math.cos(a) * 36,
                                                                                  c[1] + math.sin(a) * 36),
              (c[0] + math.cos(a + 0.16) * 28, c[1] + math.sin(a + 0.16) * 28)]
        fill(cv, sp, STEEL, outline=1.0)
    disc(cv, (36, 62), 29, IRON, outline=1.6)
    disc(cv, (36, 62), 24, [(0, (255, 250, 236, 255)), (1, (220, 206, 176, 255))], outline=1.2)
    for s in (-3, -1, 1, 3):                                  # the strings
        cv.line(f(-6, s * 1.4), f(f.length + 2, s * 1.0), (120, 120, 130, 255), 0.8)
    cv.rect((30, 64, 12, 4), WOOD[1][1])
    for p in ((12, 20), (24, 8)):
        note(cv, p)
