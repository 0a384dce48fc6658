"""Wilds & Depths' deck backs (cards/town_back_<deck>.png, 120 x 168, in the frame of the other backs): the
Wilderness deck, the three Dungeon Level decks and the Town deck.
"""

from __future__ import annotations

import math
import random

from canvas import Canvas
from card_backs import CH, CW, banner, card_base, gold_frame, numeral, roundel
from geometry import bezier, circle_pts
from palette import GOLD, WHITE, shade
from sticker_kit import along

# ---------------------------------------------------------------------------------------------------------
# Wilds & Depths: the backs of the four monster decks and the Town deck (120 x 168, the other backs' frame)
# ---------------------------------------------------------------------------------------------------------


def label(cv, text):
    """The deck's name on a banner at the foot, as the other backs have it (set in the bundled semibold)."""
    banner(cv, 134, 20, text, (34, 26, 20, 255), GOLD, size=14, font_name="title")


def roots_pattern(seed):
    """Gnarled roots reaching down from the top edge, branching as they go, with leaves along the top."""
    def grow(c, rng, p, ang, length, width, depth):
        pts = [p]
        for _ in range(6):
            ang += rng.uniform(-0.35, 0.35)
            x, y = pts[-1]
            pts.append((x + math.cos(ang) * length / 6, y + math.sin(ang) * length / 6))
        c.polyline(pts, (58, 38, 24, 255), width + 1.2)
        c.polyline(pts, (126, 88, 54, 255), width)
        c.polyline([(x - width * 0.25, y) for x, y in pts], (170, 128, 82, 200), max(0.5, width * 0.3))
        if depth:
            for turn in (-0.5, 0.55):
                grow(c, rng, pts[rng.randint(3, 6)], ang + turn + rng.uniform(-0.2, 0.2), length * 0.7,
                     width * 0.6, depth - 1)

    def draw(c):
        rng = random.Random(seed)
        for x in (14, 40, 72, 104):
            grow(c, rng, (x + rng.uniform(-4, 4), 0), math.pi / 2 + rng.uniform(-0.4, 0.4), 74, 5.6, 3)
        for _ in range(40):
            leaf(c, (rng.uniform(0, 120), rng.uniform(-2, 20)), rng.uniform(0, math.tau), rng.uniform(8, 14),
                 rng.choice(((95, 158, 110), (70, 128, 80), (130, 170, 80), (200, 150, 60))))
    return draw


def leaf(cv, c, ang, size, colour):
    """A pointed leaf with its midrib."""
    f = along(c, (c[0] + math.cos(ang), c[1] + math.sin(ang)))
    pts = bezier(f(0, 0), f(size * 0.3, size * 0.45), f(size * 0.8, size * 0.3), f(size, 0), 8) + \
        bezier(f(size, 0), f(size * 0.8, -size * 0.3), f(size * 0.3, -size * 0.45), f(0, 0), 8)[1:]
    cv.poly(pts, colour + (255,))
    cv.poly(pts, (30, 44, 26, 255), 0.6)
    cv.line(f(0, 0), f(size * 0.85, 0), shade(colour, 0.6), 0.5)


def wilds_back():
    cv = card_base(CW, CH, [(0, (80, 112, 64, 255)), (0.5, (50, 82, 48, 255)), (1, (22, 38, 26, 255))], seed=760,
                   pattern=roots_pattern(761))
    gold_frame(cv, 6, 5)
    roundel(cv, (60, 86), 26, fill=(40, 62, 38, 255))
    for ang, size, col in ((-2.0, 26, (95, 158, 110)), (-1.15, 26, (120, 176, 96)), (-0.5, 20, (200, 160, 70))):
        leaf(cv, (58, 102), ang, size, col)
    cv.line((58, 102), (64, 108), (110, 72, 40, 255), 2)
    label(cv, "WILDS")
    return cv.result()


def masonry(stone, mortar, seed, carved=None):
    """Rows of rough-cut stone blocks, each bevelled (lit above, shaded below). If `carved` is a list, about
    half of the blocks are added to it as (x, y, w, h), for runes cut into them once the card is shaded."""
    def draw(c):
        rng = random.Random(seed)
        c.rect((0, 0, c.w, c.h), mortar)
        y = -4.0
        row = 0
        while y < c.h:
            h = rng.uniform(14, 19)
            x = -rng.uniform(0, 18) if row % 2 else -rng.uniform(6, 12)
            while x < c.w:
                w = rng.uniform(20, 32)
                tone = shade(stone, rng.uniform(0.82, 1.12))
                r = (x + 1, y + 1, w - 2, h - 2)
                c.rect(r, shade(tone, 0.7), radius=2.5)
                c.rect((r[0], r[1], r[2] - 1.2, r[3] - 1.4), shade(tone, 1.25), radius=2.5)
                c.rect((r[0] + 1, r[1] + 1, r[2] - 2.2, r[3] - 2.6), tone, radius=2)
                if carved is not None and rng.random() < 0.5:
                    carved.append(r)
                x += w
            y += h
            row += 1
    return draw


# rune glyphs as strokes in a unit box: futhark-like shapes made of straight lines
RUNES = [[((0.5, 0), (0.5, 1)), ((0.5, 0.2), (0.85, 0.45)), ((0.5, 0.45), (0.85, 0.7))],
         [((0.3, 0), (0.3, 1)), ((0.3, 0), (0.75, 0.35)), ((0.75, 0.35), (0.3, 0.6))],
         [((0.5, 0), (0.5, 1)), ((0.15, 0.3), (0.85, 0.7)), ((0.85, 0.3), (0.15, 0.7))],
         [((0.3, 0), (0.3, 1)), ((0.7, 0), (0.7, 1)), ((0.3, 0.25), (0.7, 0.6))],
         [((0.5, 0), (0.15, 0.5)), ((0.15, 0.5), (0.5, 1)), ((0.5, 0), (0.85, 0.5)), ((0.85, 0.5), (0.5, 1))],
         [((0.5, 0), (0.5, 1)), ((0.2, 0.2), (0.5, 0.45)), ((0.8, 0.2), (0.5, 0.45))]]


def carve(c, box, glyph, width=1.4):
    """One glowing orange rune in box: a soft halo, the hot stroke and its white-hot core."""
    x, y, w, h = box

    def strokes(k, col, wd):
        for (u0, v0), (u1, v1) in RUNES[glyph]:
            k.line((x + u0 * w, y + v0 * h), (x + u1 * w, y + v1 * h), col, wd)
    c.soft(lambda k: strokes(k, (255, 130, 30, 255), width * 3.5), blur=2.0, alpha=170)
    strokes(c, (255, 140, 40, 255), width)
    strokes(c, (255, 226, 160, 255), width * 0.4)


def runes_on_blocks(cv, blocks, seed):
    """A rune on each carved block that lies wholly inside the frame and clear of the roundel and banner."""
    rng = random.Random(seed)
    for x, y, w, h in blocks:
        cx, cy = x + w / 2, y + h / 2
        if x < 9 or x + w > CW - 9 or y < 9 or y + h > 130 or math.hypot(cx - 60, cy - 84) < 46:
            continue
        s = h * 0.62
        carve(cv, (cx - s * 0.35, cy - s / 2, s * 0.7, s), rng.randrange(len(RUNES)), 1.1)


DEPTHS = {  # depth: (stone, mortar, how dark the foot of the card goes)
    1: ((118, 110, 104, 255), (40, 36, 40, 255), 0.62),
    2: ((78, 80, 104, 255), (24, 24, 34, 255), 0.48),
    3: ((40, 36, 42, 255), (12, 10, 14, 255), 0.4),
}


def depth_back(depth):
    """Dungeon stone, darker and bluer the deeper the deck; the deepest carved with glowing orange runes."""
    stone, mortar, foot = DEPTHS[depth]
    carved = [] if depth == 3 else None
    cv = card_base(CW, CH, [(0, (255, 255, 255, 255)), (1, shade(WHITE, foot))], seed=770 + depth,
                   pattern=masonry(stone, mortar, 780 + depth, carved), noise_lo=210)
    dark = Canvas(CW, CH, 3)   # deeper is darker: the light falls off towards the foot of the card
    dark.grad_shape(lambda k: k.rect((3, 3, CW - 6, CH - 6), WHITE, radius=6),
                    [(0, (0, 0, 0, 0)), (1, (0, 0, 0, int(255 * (1 - foot))))])
    cv.surf.blit(dark.surf, (0, 0))
    gold_frame(cv, 6, 5, col=GOLD if depth < 3 else (230, 130, 50, 255))
    if depth == 3:
        runes_on_blocks(cv, carved, 790)
        cv.glow((60, 84), 46, (255, 110, 20), 0.55, power=1.3)
    roundel(cv, (60, 84), 27, fill=(30, 26, 32, 255) if depth < 3 else (16, 12, 14, 255),
            ring=GOLD if depth < 3 else (240, 140, 50, 255))
    numeral(cv, (60, 84), str(depth), 34, GOLD if depth < 3 else (255, 170, 70, 255))
    if depth == 3:
        for i in range(8):   # a ring of runes round the roundel
            a = math.tau * i / 8 - math.pi / 2
            carve(cv, (60 + math.cos(a) * 38 - 3, 84 + math.sin(a) * 38 - 4.5, 6, 9), i % len(RUNES), 1.2)
    label(cv, f"DEPTH {depth}")
    return cv.result()


def awning(c):
    """A striped market awning across the top, scalloped at its edge."""
    for i in range(8):
        x = i * 15
        col = (181, 72, 58, 255) if i % 2 == 0 else (240, 226, 196, 255)
        c.poly([(x, 0), (x + 15, 0), (x + 15, 30), (x, 30)], col)
        c.circle((x + 7.5, 30), 7.5, col)
        c.line((x + 15, 0), (x + 15, 30), (90, 40, 30, 120), 0.6)
    c.grad_shape(lambda k: k.rect((0, 0, c.w, 38), WHITE), [(0, (0, 0, 0, 0)), (1, (60, 20, 10, 90))])


def scales(cv, c):
    """A gold balance with a coin in each pan."""
    x, y = c
    cv.rect((x - 1.6, y - 18, 3.2, 34), GOLD)
    cv.rect((x - 10, y + 14, 20, 4), GOLD, radius=1.5)
    cv.line((x - 22, y - 15), (x + 22, y - 15), GOLD, 2.4)
    cv.circle((x, y - 19), 3, (255, 226, 140, 255))
    for side in (1, -1):
        px = x + side * 22
        cv.line((px, y - 15), (px - 8, y + 2), (230, 190, 110, 255), 0.7)
        cv.line((px, y - 15), (px + 8, y + 2), (230, 190, 110, 255), 0.7)
        cv.poly(circle_pts((px, y + 2), 10, 12, ry=4, a0=0, a1=math.pi), GOLD)
        cv.ellipse((px - 4.5, y - 2, 9, 4), (255, 226, 140, 255))
        cv.ellipse((px - 4.5, y - 2, 9, 4), (130, 90, 30, 255), 0.5)


def shop_back():
    """The Town deck: a market stall's striped awning over a pair of scales and a spill of coins, warm colours."""
    cv = card_base(CW, CH, [(0, (214, 130, 66, 255)), (0.55, (160, 78, 40, 255)), (1, (84, 36, 22, 255))],
                   seed=790, pattern=awning)
    gold_frame(cv, 6, 5)
    roundel(cv, (60, 88), 28, fill=(96, 44, 24, 255))
    scales(cv, (60, 88))
    for x, y in ((32, 126), (40, 124), (36, 121), (80, 125), (88, 126), (84, 122)):   # coins piled on the counter
        cv.ellipse((x - 6, y - 3, 12, 6), (110, 70, 20, 255))
        cv.ellipse((x - 5.3, y - 2.6, 10.6, 4.8), (240, 200, 100, 255))
    label(cv, "TOWN")
    return cv.result()
