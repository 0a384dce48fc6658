"""Wilds & Depths' pictures made by script (group `townart`): the pictures of the board's squares
(boards/town/square_<kind>.png, 64 x 64), and, from the modules beside this one, the Town deck's items, the
monsters' portraits, the fortune card and the six adventurer pawns. Made by make_sprites.py
(`--only townart`), deterministic, CC0 like every sprite here.

Every picture is drawn in sticker_kit's sticker style (an ink outline round the whole shape, a soft shadow below,
light and glows outside the outline), so it reads at 40 px on the dark table or on parchment. A square's picture
sits in the middle of a small board square (about 60 x 48 px at most), so it is bold and has few details.
"""

from __future__ import annotations

import math

from flames import draw_flame
from geometry import bezier, circle_pts
from palette import WHITE, shade
from sticker_kit import GLINT, IRON, LINE, WOOD, along, fill, sticker
from town_items import ITEM_OVER, ITEM_UNDER, ITEMS
from town_kit import HEART, arrow_pts, boot, card_shape, coin, coin_stack, heart, lettering, plus
from town_monsters import MONSTER_OVER, MONSTER_UNDER, MONSTERS, fortune
from town_pawns import make_town_pawns

SQUARE = 64     # the squares' pictures' size
STONE_WALL = [(0, (222, 212, 192, 255)), (0.6, (176, 164, 144, 255)), (1, (122, 110, 96, 255))]
ROOF = [(0, (226, 96, 76, 255)), (1, (140, 44, 34, 255))]
PARCH = [(0, (250, 240, 214, 255)), (1, (214, 196, 160, 255))]


# ---------------------------------------------------------------------------------------------------------
# The squares
# ---------------------------------------------------------------------------------------------------------


def merlons(cv, x0, x1, y, h, n, stops):
    """A crenellated top: n merlons evenly spaced from x0 to x1, standing on y."""
    w = (x1 - x0) / (2 * n - 1)
    for i in range(n):
        x = x0 + 2 * i * w
        fill(cv, [(x, y - h), (x + w, y - h), (x + w, y + 1), (x, y + 1)], stops, outline=1.2)


def town(cv):
    """The town: a gatehouse between two round-roofed towers, a gold pennant flying over the gate."""
    cv.line((48, 44), (48, 8), (70, 50, 30, 255), 2.6)                     # the flagpole
    flag = bezier((49, 8), (60, 4), (68, 14), (82, 10), 10) + [(74, 16)] + \
        bezier((82, 22), (68, 26), (60, 16), (49, 22), 10)
    fill(cv, flag, [(0, (255, 214, 110, 255)), (1, (200, 130, 40, 255))], angle=0, outline=1.3)
    cv.circle((48, 7), 2.6, (255, 220, 120, 255))
    wall = [(28, 46), (68, 46), (68, 88), (28, 88)]
    merlons(cv, 28, 68, 46, 7, 4, STONE_WALL)
    fill(cv, wall, STONE_WALL, outline=1.4)
    for x0, x1 in ((6, 30), (66, 90)):                                      # the towers and their roofs
        tower = [(x0, 36), (x1, 36), (x1, 88), (x0, 88)]
        fill(cv, tower, STONE_WALL, angle=70, outline=1.4)
        roof = [(x0 - 4, 38), ((x0 + x1) / 2, 10), (x1 + 4, 38)]
        fill(cv, roof, ROOF, angle=30, outline=1.4)
        cv.line(((x0 + x1) / 2, 12), (x0 - 1, 37), (250, 150, 120, 200), 1.2)
        cv.rect(((x0 + x1) / 2 - 3, 52, 6, 10), (40, 30, 26, 255), radius=3)   # a window slit
        for y in (66, 76):
            cv.line((x0 + 2, y), (x1 - 2, y), shade(STONE_WALL[-1][1], 0.9), 0.9)
    gate = [(37, 88), (37, 70)] + circle_pts((48, 70), 11, 12, a0=math.pi, a1=math.tau)[1:-1] + [(59, 70), (59, 88)]
    cv.poly(gate, (40, 28, 20, 255))
    for x in (41.5, 48, 54.5):                                              # the portcullis
        cv.line((x, 61 if x == 48 else 63), (x, 88), (150, 150, 160, 255), 1.4)
    for y in (70, 78):
        cv.line((38, y), (58, y), (150, 150, 160, 255), 1.4)
    cv.poly(gate, LINE, 1.4)
    cv.line((29, 56), (36, 56), shade(STONE_WALL[-1][1], 0.9), 0.9)
    cv.line((60, 56), (67, 56), shade(STONE_WALL[-1][1], 0.9), 0.9)


def draw(cv):
    """Draw a card: a card face up with a big question mark, the deck's dark back askew behind it."""
    back = card_shape((36, 48), 46, 66, -0.28)
    fill(cv, back, [(0, (96, 120, 78, 255)), (1, (40, 60, 40, 255))], angle=70, outline=1.6)
    cv.poly(card_shape((36, 48), 38, 58, -0.28), (217, 164, 65, 255), 1.4)
    front = card_shape((58, 50), 48, 68, 0.16)
    fill(cv, front, PARCH, angle=70, outline=1.8)
    cv.poly(card_shape((58, 50), 40, 60, 0.16), (180, 150, 100, 255), 1.0)
    lettering(cv, "?", (59, 50), 50, (150, 40, 30))


def rest(cv):
    """A campfire: flames on crossed logs in a ring of stones (its warm light is painted beneath)."""
    for x, y, r in ((16, 80, 8), (30, 86, 8), (48, 88, 8), (66, 86, 8), (80, 80, 8)):
        cv.grad_shape(lambda k, x=x, y=y, r=r: k.ellipse((x - r, y - r * 0.7, 2 * r, 1.4 * r), WHITE),
                      [(0, (190, 186, 180, 255)), (1, (100, 96, 96, 255))], angle=70)
        cv.ellipse((x - r, y - r * 0.7, 2 * r, 1.4 * r), LINE, 1.1)
    for a, b in (((20, 82), (74, 64)), ((22, 64), (76, 82))):
        f = along(a, b)
        fill(cv, [f(0, -6), f(f.length, -6), f(f.length, 6), f(0, 6)], WOOD, angle=90, outline=1.3)
        cv.ellipse((b[0] - 4, b[1] - 6, 8, 12), (214, 170, 110, 255))
        cv.ellipse((b[0] - 4, b[1] - 6, 8, 12), LINE, 1.0)
    draw_flame(cv, (48, 76), 62, 40, seed=5)


def rest_glow(cv):
    cv.light((48, 60), 46, (255, 150, 50), alpha=120, power=1.6)


def rest_sparks(cv):
    for x, y, r in ((30, 18, 1.8), (66, 14, 1.6), (58, 6, 1.2), (36, 6, 1.2)):
        cv.circle((x, y), r, (255, 210, 110, 255))


def heal(cv):
    """Heal: a red heart with a white plus on a green herb-leaf disc at its shoulder."""
    heart(cv, (44, 54), 38, HEART)
    cv.grad_shape(lambda k: k.circle((72, 24), 16, WHITE), [(0, (130, 200, 130, 255)), (1, (50, 120, 70, 255))],
                  angle=70)
    cv.circle((72, 24), 16, LINE, 1.4)
    plus(cv, (72, 24), 10, 7, (250, 250, 244, 255))


def toll(cv):
    """A toll: a striped barrier across the road on its post, a pile of silver to pay below it."""
    fill(cv, [(10, 30), (22, 30), (22, 88), (10, 88)], WOOD, angle=0, outline=1.4)
    arm = [(12, 28), (92, 34), (92, 46), (12, 42)]
    cv.poly(arm, (240, 234, 220, 255))
    for i in range(4):                          # red bands across the arm
        x0 = 22 + i * 20
        band = [(x0, 28 + (x0 - 12) * 0.075), (x0 + 10, 28 + (x0 - 2) * 0.075),
                (x0 + 10, 42 + (x0 - 2) * 0.05), (x0, 42 + (x0 - 12) * 0.05)]
        cv.poly(band, (200, 54, 44, 255))
    cv.poly(arm, LINE, 1.5)
    cv.circle((16, 36), 4, (90, 90, 100, 255))
    cv.circle((16, 36), 4, LINE, 1.0)
    coin_stack(cv, 48, 88, 16, 3)
    coin_stack(cv, 76, 90, 13, 2)
    coin(cv, (66, 62), 12)


def damage(cv):
    """Damage: a boulder falling on a bed of iron spikes."""
    base = [(6, 80), (90, 80), (90, 90), (6, 90)]
    fill(cv, base, [(0, (130, 124, 120, 255)), (1, (70, 66, 66, 255))], outline=1.4)
    for x, h in ((16, 30), (32, 44), (48, 34), (64, 46), (80, 30)):
        spike = [(x - 9, 81), (x, 81 - h), (x + 9, 81)]
        fill(cv, spike, IRON, angle=0, outline=1.3)
        cv.line((x, 83 - h), (x - 4, 78), (210, 214, 226, 220), 1.0)
        cv.poly([(x - 2.2, 81 - h + 6), (x, 81 - h), (x + 2.2, 81 - h + 6)], (200, 50, 40, 255))
    for x, y0, y1 in ((52, 2, 12), (62, 0, 8), (72, 2, 12)):     # it is falling: streaks above it
        cv.line((x, y0), (x, y1), (240, 236, 230, 255), 2.6)
    rock = [(46, 18), (60, 10), (76, 14), (84, 26), (80, 40), (62, 44), (48, 36)]
    fill(cv, rock, [(0, (186, 176, 160, 255)), (1, (96, 88, 80, 255))], angle=60, outline=1.5)
    cv.polyline([(58, 22), (64, 28), (62, 36)], LINE, 1.0)
    cv.polyline([(54, 18), (62, 14)], GLINT, 1.8)


def silver(cv):
    """Find silver: two little piles of silver coins and one coin standing."""
    coin_stack(cv, 36, 88, 22, 4)
    coin_stack(cv, 72, 90, 17, 2)
    coin(cv, (66, 42), 20)


def lose_turn(cv):
    """Lose a turn: an hourglass, its sand run almost through."""
    glass = bezier((26, 18), (26, 40), (44, 44), (44, 50), 10) + bezier((44, 50), (44, 56), (26, 60), (26, 80), 10) + \
        bezier((70, 80), (70, 60), (52, 56), (52, 50), 10) + bezier((52, 50), (52, 44), (70, 40), (70, 18), 10)
    fill(cv, glass, [(0, (220, 238, 246, 255)), (1, (150, 180, 196, 255))], angle=0, outline=0)
    sand = [(30, 80), (34, 68), (48, 62), (62, 68), (66, 80)]
    fill(cv, sand, [(0, (246, 210, 130, 255)), (1, (200, 150, 70, 255))], outline=0)
    cv.poly([(40, 40), (56, 40), (50, 47), (46, 47)], (236, 196, 110, 255))
    cv.line((48, 46), (48, 64), (236, 196, 110, 255), 1.4)
    cv.poly(glass, LINE, 1.4)
    cv.line((32, 24), (34, 38), GLINT, 1.8)
    for y in (8, 80):
        fill(cv, [(16, y), (80, y), (80, y + 10), (16, y + 10)], WOOD, outline=1.4)
    for x in (20, 76):
        fill(cv, [(x - 2.6, 18), (x + 2.6, 18), (x + 2.6, 80), (x - 2.6, 80)], WOOD, angle=0, outline=1.1)


def extra_turn(cv):
    """Another turn: a green arrow going round a boot."""
    path = circle_pts((48, 50), 34, 40, a0=-math.pi * 0.3, a1=math.pi * 1.45)
    ring = arrow_pts(path, 11, 14, 26)
    fill(cv, ring, [(0, (150, 220, 140, 255)), (1, (46, 120, 66, 255))], angle=70, outline=1.5)
    boot(cv, (31, 32), 0.5)


def move(cv):
    """Go to: a bold curved arrow, leaping up and over to the right."""
    path = bezier((10, 86), (14, 30), (56, 10), (78, 48), 30)
    pts = arrow_pts(path, 16, 20, 38)
    fill(cv, pts, [(0, (140, 184, 236, 255)), (0.6, (79, 124, 172, 255)), (1, (40, 70, 110, 255))], angle=70,
         outline=1.6)
    cv.polyline(bezier((16, 78), (18, 36), (50, 18), (68, 40), 20)[2:14], (220, 236, 255, 200), 2.2)


SQUARES = {"town": town, "draw": draw, "rest": rest, "heal": heal, "toll": toll, "damage": damage,
           "silver": silver, "lose_turn": lose_turn, "extra_turn": extra_turn, "move": move}
SQUARE_OVER = {"rest": rest_sparks}
SQUARE_UNDER = {"rest": rest_glow}


def make_town_art(save):
    """Every picture of Wilds & Depths; `save(img, rel)` writes a sprite."""
    for kind, art in SQUARES.items():
        save(sticker(art, SQUARE_OVER.get(kind), SQUARE_UNDER.get(kind), outline=3.0, size=SQUARE),
             f"boards/town/square_{kind}.png")
    for name, art in ITEMS.items():
        save(sticker(art, ITEM_OVER.get(name), ITEM_UNDER.get(name)), f"cards/town_item_{name}.png")
    for kind, art in MONSTERS.items():
        save(sticker(art, MONSTER_OVER.get(kind), MONSTER_UNDER.get(kind)), f"cards/town_monster_{kind}.png")
    save(sticker(fortune), "cards/town_fortune.png")
    make_town_pawns(save)
