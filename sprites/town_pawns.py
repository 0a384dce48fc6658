"""Wilds & Depths' six adventurers: standing pawns in the style of the hirelings (pawn_art.pawn_sprite: a
48 x 48 figure on a round base, ink outline, lit from the upper left), each in its own colour
(pawns/town_<name>.png) and as a light grey copy (pawns/tint/town_<name>.png) that the screen tints in the
seat's colour. Every one has its own silhouette (helm and plume, hood and longbow, horned helm and axe, starry
hat and moon staff, hood and two daggers, mitre and mace), so two seats of near colours still tell apart.
"""

from __future__ import annotations

import math

from flames import draw_flame
from geometry import circle_pts
from palette import BLUE, GOLD, GREEN, PURPLE, RED, WHITE, shade
from pawn_art import LEATHER, PAWN_INK, SKIN, STEEL, TINT_GREY, _body, pawn_sprite

STRING = (240, 230, 210, 255)
BEARD = (150, 86, 40, 255)
DARK_STEEL = (120, 128, 140, 255)
BLADE = (220, 226, 236, 255)
MOON = (250, 236, 170, 255)


def knight(c, g):
    """A knight: a flat-topped great helm with a plume, a long sword held up, a kite shield with a cross."""
    c.line((35, 4), (35, 29), BLADE, 2.2)                              # the sword, held upright on the right
    c.poly([(33.9, 4), (35, 1.2), (36.1, 4)], BLADE)
    c.line((31, 29), (39, 29), GOLD, 2.0)
    c.line((35, 29), (35, 34), LEATHER, 2.2)
    c.circle((35, 34.6), 1.3, GOLD)
    _body(c, g, 19, 40, 12, 15)
    c.rect((16.5, 18, 15, 4.5), STEEL, radius=2)                      # pauldrons
    c.poly([(24, 7), (28, 2), (31, 3), (27, 8)], g)                    # the plume
    c.poly([(18.2, 18), (18.2, 9), (24, 7), (29.8, 9), (29.8, 18)], STEEL)
    c.poly([(24, 7), (29.8, 9), (29.8, 18), (24, 18)], shade(STEEL, 0.82))
    c.rect((19, 12, 10, 1.6), PAWN_INK)                                # the eye slit
    c.line((24, 14), (24, 17.5), DARK_STEEL, 1.0)
    kite = [(9, 21), (23, 21), (22, 31), (16, 41), (10, 31)]
    c.poly(kite, g)
    c.poly([(16, 21), (23, 21), (22, 31), (16, 41)], shade(g, 0.8))
    c.line((16, 22), (16, 39), GOLD, 1.8)
    c.line((10.5, 27), (22.5, 27), GOLD, 1.8)
    c.poly(kite, STEEL, width=0.9)


def ranger(c, g):
    """A ranger: a round hood and a cloak to the ground, a longbow taller than they are, a quiver of arrows."""
    c.line((31, 8), (34, 27), LEATHER, 2.6)                            # the quiver on the back
    for dx in (-1.2, 0.4, 2):
        c.line((31 + dx, 8), (30 + dx, 4), STRING, 0.8)
        c.poly([(29.2 + dx, 4.6), (30 + dx, 2.4), (30.8 + dx, 4.6)], g)
    c.poly([(15, 19), (33, 19), (36, 40), (12, 40)], shade(g, 0.78))    # the cloak
    _body(c, g, 20, 40, 9, 13)
    c.rect((19, 29, 10, 2.4), LEATHER)
    c.circle((24, 15), 7, g)                                           # the hood, round
    c.poly([(17, 16), (31, 16), (32, 22), (16, 22)], g)
    c.circle((24, 16), 4.4, SKIN)
    c.poly([(19.4, 15.2), (24, 11.2), (28.6, 15.2)], shade(g, 0.62))
    c.circle((22.6, 16.6), 0.7, PAWN_INK)
    c.circle((25.4, 16.6), 0.7, PAWN_INK)
    bow = circle_pts((4, 21), 17, 16, a0=-math.pi * 0.36, a1=math.pi * 0.36)
    c.polyline(bow, LEATHER, 2.2)
    c.line(bow[0], bow[-1], STRING, 0.6)
    c.line((13, 26), (19, 24), SKIN, 2.2)                              # the hand holding it


def dwarf(c, g):
    """A dwarf: short and broad, a horned helm, a forked beard and a two-bladed axe over it all."""
    c.line((34, 8), (34, 40), LEATHER, 2.0)                            # the axe's haft
    for sgn in (-1, 1):
        blade = [(34, 8), (34 + sgn * 7, 3), (34 + sgn * 8.5, 10), (34 + sgn * 7, 17), (34, 13)]
        c.poly(blade, STEEL)
        c.line((34 + sgn * 7.6, 4.6), (34 + sgn * 8.4, 15.4), BLADE, 0.9)
    _body(c, g, 24, 40, 15, 19)
    c.rect((15, 33, 18, 2.6), LEATHER)
    c.circle((24, 19), 6, SKIN)
    for sgn in (-1, 1):                                                # the horns
        horn = [(24 + sgn * 5, 15)] + [(24 + sgn * (6 + 3.6 * t), 15 - 7 * t * t) for t in (0.3, 0.6, 0.85, 1)]
        c.polyline(horn, (236, 224, 200, 255), 2.4)
    c.poly([(17.6, 18), (18.6, 13), (24, 10.6), (29.4, 13), (30.4, 18)], STEEL)
    c.rect((23.2, 16, 1.6, 5), DARK_STEEL)                             # the nose guard
    c.poly([(18, 20), (30, 20), (28.6, 26), (26, 30), (24, 27.4), (22, 30), (19.4, 26)], BEARD)
    c.line((22, 22), (22.8, 26), shade(BEARD, 0.7), 0.7)
    c.line((26, 22), (25.2, 26), shade(BEARD, 0.7), 0.7)
    c.circle((21.8, 18.6), 0.7, PAWN_INK)
    c.circle((26.2, 18.6), 0.7, PAWN_INK)
    c.line((30, 25), (34, 25), SKIN, 2.4)                              # the fist round the haft


def mage(c, g):
    """A mage: a robe flaring to the ground, a tall hat whose tip falls over, stars on it, a moon-topped staff."""
    c.line((12, 12), (11, 40), LEATHER, 1.8)                           # the staff, on the left
    moon = circle_pts((12, 8), 5, 14, a0=math.pi * 0.25, a1=math.pi * 1.75) + \
        circle_pts((14.4, 8), 3.6, 10, a0=math.pi * 1.6, a1=math.pi * 0.4)[::-1]
    c.poly(moon, MOON)
    _body(c, g, 19, 40, 9, 19)
    c.poly([(20, 29), (28, 29), (31, 40), (17, 40)], shade(g, 0.82))   # the robe's fold
    c.circle((24, 19), 4.8, SKIN)
    c.circle((22.6, 19.6), 0.7, PAWN_INK)
    c.circle((25.4, 19.6), 0.7, PAWN_INK)
    c.ellipse((14, 14, 20, 4.8), g)                                    # the brim, then the cone bent over
    c.poly([(18.5, 16), (29.5, 16), (27, 7), (31, 2), (33, 6), (26, 3), (22, 8)], g)
    for x, y, r in ((22, 12, 1.8), (26, 8.6, 1.5), (26, 13.4, 1.3)):
        pts = [(x + math.cos(a) * (r if i % 2 == 0 else r * 0.4), y + math.sin(a) * (r if i % 2 == 0 else r * 0.4))
               for i, a in enumerate(-math.pi / 2 + math.pi * k / 4 for k in range(8))]
        c.poly(pts, MOON)
    c.line((14, 24), (19, 23), SKIN, 2.0)                              # the hand on the staff


def rogue(c, g):
    """A rogue: a pointed hood and a mask over the face, a short cape, a dagger held out in each hand."""
    for x, tip in ((9, 17), (39, 17)):                                 # the daggers, points up
        c.line((x, tip + 4), (x, tip + 12), BLADE, 1.8)
        c.poly([(x - 0.9, tip + 4), (x, tip), (x + 0.9, tip + 4)], BLADE)
        c.line((x - 2.6, tip + 12), (x + 2.6, tip + 12), GOLD, 1.4)
        c.line((x, tip + 12), (x, tip + 15.5), LEATHER, 1.6)
    c.line((11, 29), (18, 25), g, 2.6)                                 # arms reaching out
    c.line((37, 29), (30, 25), g, 2.6)
    c.circle((11, 29), 1.5, SKIN)
    c.circle((37, 29), 1.5, SKIN)
    c.poly([(16, 19), (32, 19), (30, 31), (18, 31)], shade(g, 0.72))   # the short cape
    _body(c, g, 20, 40, 9, 12)
    c.rect((19, 28, 10, 2.2), LEATHER)
    c.line((21, 28), (27, 32), LEATHER, 1.0)
    c.poly([(16.5, 21), (18, 12), (25, 3), (24, 9), (31.5, 21)], g)     # the hood, its point bent back
    c.circle((24, 16.2), 4.2, SKIN)
    c.rect((19.6, 16.4, 8.8, 4.2), PAWN_INK, radius=1.4)               # the mask
    c.poly([(19.8, 15), (24, 11), (28.2, 15)], shade(g, 0.6))
    c.circle((22.4, 15.6), 0.6, (250, 240, 200, 255))
    c.circle((25.6, 15.6), 0.6, (250, 240, 200, 255))


def cleric(c, g):
    """A cleric: a tall mitre with a gold sun, a stole over the robe, a flanged mace raised, a lantern at the belt."""
    c.line((35, 12), (33, 31), LEATHER, 2.0)                           # the mace
    c.circle((35.2, 10), 3.6, STEEL)
    for a in range(6):
        ang = a * math.tau / 6
        c.poly([(35.2 + math.cos(ang) * 2.5 - math.sin(ang) * 1.4, 10 + math.sin(ang) * 2.5 + math.cos(ang) * 1.4),
                (35.2 + math.cos(ang) * 5.4, 10 + math.sin(ang) * 5.4),
                (35.2 + math.cos(ang) * 2.5 + math.sin(ang) * 1.4, 10 + math.sin(ang) * 2.5 - math.cos(ang) * 1.4)],
               STEEL)
    c.circle((35.2, 10), 1.4, BLADE)
    _body(c, g, 19, 40, 10, 17)
    for x in (21.6, 26.4):                                             # the stole's two gold bands
        c.line((x, 22), (x + (x - 24) * 0.25, 40), GOLD, 1.3)
    c.poly([(22.2, 25), (25.8, 25), (25.8, 28.6), (22.2, 28.6)], GOLD)  # and the sun sewn on the breast
    c.circle((24, 26.8), 1.1, shade(GOLD, 0.7))
    c.circle((24, 18.6), 4.8, SKIN)
    c.circle((22.6, 19), 0.7, PAWN_INK)
    c.circle((25.4, 19), 0.7, PAWN_INK)
    mitre = [(19, 15.5), (19, 8), (24, 1.5), (29, 8), (29, 15.5)]
    c.poly(mitre, g)
    c.poly([(24, 1.5), (29, 8), (29, 15.5), (24, 15.5)], shade(g, 0.86))
    c.rect((19, 13.4, 10, 2.2), GOLD)
    c.line((24, 4), (24, 13), GOLD, 1.2)
    c.line((21.4, 7.6), (26.6, 7.6), GOLD, 1.2)
    c.line((30, 27), (33, 26), SKIN, 2.4)                              # the hand on the mace
    c.line((15.5, 30), (15.5, 33), PAWN_INK, 0.7)                      # a small lantern at the belt
    c.rect((13.5, 33, 4, 5), DARK_STEEL, radius=1)
    draw_flame(c, (15.5, 36.6), 3.2, 2.2, seed=3)


TOWN_PAWNS = {"knight": (knight, BLUE), "ranger": (ranger, GREEN), "dwarf": (dwarf, GOLD),
              "mage": (mage, PURPLE), "rogue": (rogue, RED), "cleric": (cleric, WHITE)}


def make_town_pawns(save):
    """Each adventurer in its own colour and as the grey copy the screen tints in its seat's colour."""
    for name, (figure, colour) in TOWN_PAWNS.items():
        save(pawn_sprite(figure, colour), f"pawns/town_{name}.png")
        save(pawn_sprite(figure, TINT_GREY), f"pawns/tint/town_{name}.png")
