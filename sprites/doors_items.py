"""Kick the Door's items that have a picture of their own (cards/doors_item_<kind id>.png, 96 x 96); every other
item shows its slot's picture (card_art's doors_icon_<slot>). Made by make_sprites.py (`--only doorsart`),
deterministic, CC0 like every sprite here.
"""

from __future__ import annotations

import math

from card_art import GLINT, STEEL, WOOD, along, fill
from make_sprites import bezier, circle_pts


def pot_lid_shield(cv):
    """Pot Lid Shield: a dented tin pot lid held as a shield by its knob, a wooden spoon for a sword behind it,
    a drip of stew on its rim and the smell still rising off it."""
    f = along((8, 92), (68, 14))                          # a wooden spoon for a sword, its bowl up and right
    fill(cv, [f(0, -3.4), f(f.length, -3.4), f(f.length, 3.4), f(0, 3.4)], WOOD, angle=0, outline=1.3)
    bowl = [f(f.length - 2 + 14 * (1 - math.cos(a)), 10 * math.sin(a)) for a in
            [i * math.tau / 28 for i in range(28)]]
    fill(cv, bowl, [(0, (214, 156, 94, 255)), (1, (130, 80, 40, 255))], angle=60, outline=1.4)
    cv.poly([f(f.length + 6 + 8 * (1 - math.cos(a)), 5 * math.sin(a)) for a in [i * math.tau / 20 for i in range(20)]],
            (110, 64, 30, 255))
    c = (40, 60)
    fill(cv, circle_pts(c, 38, 48, ry=34), STEEL, angle=60, outline=1.6)
    for r, colour in ((32, (120, 128, 146, 255)), (22, (150, 158, 174, 255))):   # the pressed rings
        cv.poly(circle_pts(c, r, 40, ry=r * 0.9), colour, 1.2)
    cv.polyline([(62, 38), (66, 44), (64, 50)], (100, 108, 126, 255), 1.4)         # a dent
    cv.poly(circle_pts((64, 44), 5, 12, ry=3.4), (210, 216, 228, 255))
    stew = [(4, 60), (8, 66), (7, 76), (10, 82), (13, 76), (12, 66), (10, 58)]
    fill(cv, stew, [(0, (190, 110, 50, 255)), (1, (120, 60, 24, 255))], outline=1.0)   # stew down the rim
    fill(cv, circle_pts(c, 9, 20, ry=7), [(0, (90, 70, 60, 255)), (1, (30, 22, 20, 255))], outline=1.3)
    fill(cv, circle_pts((40, 56), 7, 18, ry=4), [(0, (120, 96, 84, 255)), (1, (50, 36, 30, 255))], outline=1.2)
    cv.polyline(circle_pts(c, 30, 10, a0=math.pi * 1.05, a1=math.pi * 1.45), GLINT, 2.6)
    for x in (20, 34, 48):                                # the smell of stew, still rising
        cv.polyline(bezier((x, 24), (x - 5, 16), (x + 5, 10), (x, 2), 8), (150, 170, 90, 200), 1.6)


ITEMS = {"pot_lid_shield": pot_lid_shield}
