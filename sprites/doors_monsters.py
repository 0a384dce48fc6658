"""Kick the Door's monsters, one picture each (cards/doors_monster_<kind id>.png, 96 x 96), named by the card's
kind in game/games/doors/data/doors.json. Made by make_sprites.py (`--only doorsart`), deterministic, CC0 like
every sprite here.

Each picture shows what the card's name says, in card_art's sticker style: a creature (often one of Wilds &
Depths' portraits, moved, scaled or recoloured with `Placed` and `tinted`) and the thing that makes the joke:
the accountant rat's eyeshade and ledger, the vampire landlord's ring of keys, the ogre chef's toque. The faces
share the helpers below (eyes, spectacles, hats, papers, serpent heads, tentacles, bees).
"""

from __future__ import annotations

import math

import pygame
from canvas import Canvas
from card_art import BONE, GLINT, GOLDEN, IRON, LINE, SKIN, STEEL, WOOD, fill, flip, horn, mirror
from card_art import undead as doors_skull
from geometry import bezier, circle_pts, rot, star_pts
from palette import WHITE
from town_kit import GHOSTLY, coin, coin_stack, heart, lettering
from town_monsters import MAW, brute, demon, demon_glow, dragon, eyes, fangs, goblin, vermin

PAPER = [(0, (255, 252, 240, 255)), (1, (220, 210, 186, 255))]
BLACK_CLOTH = [(0, (96, 92, 104, 255)), (1, (24, 22, 28, 255))]
BRASS = [(0, (255, 232, 150, 255)), (0.5, (210, 160, 60, 255)), (1, (120, 80, 24, 255))]
STONE = [(0, (190, 188, 184, 255)), (0.6, (136, 134, 134, 255)), (1, (80, 78, 82, 255))]
FUR = [(0, (170, 120, 80, 255)), (0.6, (120, 78, 48, 255)), (1, (66, 40, 26, 255))]
LION = [(0, (250, 206, 120, 255)), (0.6, (220, 160, 70, 255)), (1, (150, 96, 40, 255))]
MANE = [(0, (210, 120, 50, 255)), (1, (120, 56, 24, 255))]
ZOMBIE = [(0, (184, 204, 150, 255)), (0.6, (136, 160, 110, 255)), (1, (84, 104, 70, 255))]
DARK = (24, 18, 22, 255)


# ---------------------------------------------------------------------------------------------------------
# Helpers: a canvas moved and scaled, a picture recoloured, and the parts the faces share
# ---------------------------------------------------------------------------------------------------------


class Placed:
    """A canvas seen through a move and a scale (and a mirror with fx): a picture drawn on the 96-unit canvas
    lands k times smaller at (ox, oy), so Wilds & Depths' portraits and the heads below can be reused."""

    def __init__(self, cv, ox, oy, k, fx=False):
        self.cv, self.ox, self.oy, self.k, self.fx = cv, ox, oy, k, fx
        self.w, self.h, self.ss = cv.w, cv.h, cv.ss

    def pt(self, p):
        return (self.ox + ((96 - p[0]) if self.fx else p[0]) * self.k, self.oy + p[1] * self.k)

    def wd(self, width):
        return max(0.5, width * self.k) if width else 0

    def poly(self, pts, color, width=0):
        self.cv.poly([self.pt(p) for p in pts], color, self.wd(width))

    def circle(self, c, r, color, width=0):
        self.cv.circle(self.pt(c), r * self.k, color, self.wd(width))

    def ellipse(self, rect, color, width=0):
        x, y, w, h = rect
        x = 96 - x - w if self.fx else x
        self.cv.ellipse((self.ox + x * self.k, self.oy + y * self.k, w * self.k, h * self.k), color, self.wd(width))

    def rect(self, rect, color, radius=0, width=0):
        x, y, w, h = rect
        x = 96 - x - w if self.fx else x
        self.cv.rect((self.ox + x * self.k, self.oy + y * self.k, w * self.k, h * self.k), color, radius * self.k,
                     self.wd(width))

    def line(self, a, b, color, width=1.0):
        self.cv.line(self.pt(a), self.pt(b), color, width * self.k)

    def polyline(self, pts, color, width=1.0):
        for a, b in zip(pts, pts[1:], strict=False):
            self.line(a, b, color, width)

    def grad_shape(self, draw, stops, angle=90.0, box=None, res=96):
        if box is None:   # the whole square, doubled about its middle so parts drawn past its edges are filled too
            box = (-48, -48, 192, 192)
            stops = [(0, stops[0][1])] + [(0.25 + t / 2, c) for t, c in stops] + [(1, stops[-1][1])]
        x, y, w, h = box
        x = 96 - x - w if self.fx else x
        self.cv.grad_shape(lambda m: draw(Placed(m, self.ox, self.oy, self.k, self.fx)), stops,
                           180 - angle if self.fx else angle,
                           box=(self.ox + x * self.k, self.oy + y * self.k, w * self.k, h * self.k), res=res)

    def light(self, pos, radius, color, alpha=255, power=1.0, squash=1.0):
        self.cv.light(self.pt(pos), radius * self.k, color, alpha=alpha, power=power, squash=squash)


def at(cv, c, k, fx=False):
    """The canvas placed so the 96-unit picture's middle lands on c, k times its size."""
    return Placed(cv, c[0] - 48 * k, c[1] - 48 * k, k, fx)


def tinted(cv, draw, colour):
    """draw(canvas) painted in greys and multiplied by colour: one of the portraits in another hide."""
    layer = Canvas(cv.w, cv.h, cv.ss)
    draw(layer)
    grey = pygame.transform.grayscale(layer.surf)
    grey.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(grey, (0, 0))


def tube(path, w0, w1):
    """A band along the centre line `path`, w0 wide at its start and w1 at its end (necks, tails, tentacles)."""
    left, right = [], []
    n = len(path)
    for i, (x, y) in enumerate(path):
        a, b = path[max(0, i - 1)], path[min(n - 1, i + 1)]
        ln = math.hypot(b[0] - a[0], b[1] - a[1]) or 1
        nx, ny = -(b[1] - a[1]) / ln, (b[0] - a[0]) / ln
        w = (w0 + (w1 - w0) * i / max(1, n - 1)) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def round_eyes(cv, y, dx, r, look=(0, 0), iris=(40, 30, 24, 255), white=(252, 250, 240, 255), ir=0.5):
    """Two round staring eyes either side of the middle, pupils looking `look`."""
    for side in (1, -1):
        c = (48 + side * dx, y)
        cv.circle(c, r, white)
        cv.circle(c, r, LINE, 1.0)
        cv.circle((c[0] + look[0], c[1] + look[1]), r * ir, iris)
        cv.circle((c[0] + look[0] - r * 0.2, c[1] + look[1] - r * 0.2), r * 0.16, (255, 255, 255, 255))


def specs(cv, y, dx, r, rim=(60, 44, 30, 255), glass=(220, 236, 250, 90)):
    """Round spectacles: two rims, a bridge, the arms going back."""
    for side in (1, -1):
        c = (48 + side * dx, y)
        cv.circle(c, r, glass)
        cv.circle(c, r, rim, 1.6)
        cv.line((c[0] + side * r, y), (c[0] + side * (r + 6), y - 2), rim, 1.4)
        cv.polyline(circle_pts(c, r * 0.7, 5, a0=math.pi * 1.1, a1=math.pi * 1.4), GLINT, 1.0)
    cv.polyline(bezier((48 - dx + r, y), (46, y - 3), (50, y - 3), (48 + dx - r, y), 6), rim, 1.4)


def sheet(cv, c, w, h, ang=0.0, rows=4, head=None):
    """A sheet of paper turned by ang: ruled with lines of writing, a coloured heading if given."""
    x, y = c
    pts = rot([(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x + w / 2, y + h / 2), (x - w / 2, y + h / 2)],
              ang, c)
    fill(cv, pts, PAPER, outline=1.2)
    if head:
        a, b = rot([(x - w / 2 + 3, y - h / 2 + 4), (x + w / 2 - 3, y - h / 2 + 4)], ang, c)
        cv.line(a, b, head, 2.4)
    for i in range(rows):
        yy = y - h / 2 + 9 + i * (h - 12) / max(1, rows)
        a, b = rot([(x - w / 2 + 3, yy), (x + w / 2 - 3 - (i % 2) * w * 0.25, yy)], ang, c)
        cv.line(a, b, (130, 120, 110, 255), 0.9)


def tie(cv, x, y, length=22, colour=(181, 60, 50)):
    """A necktie hanging from its knot at (x, y)."""
    knot = [(x - 3.4, y), (x + 3.4, y), (x + 2.4, y + 5), (x - 2.4, y + 5)]
    blade = [(x - 2.4, y + 5), (x + 2.4, y + 5), (x + 5, y + length - 5), (x, y + length), (x - 5, y + length - 5)]
    for pts in (blade, knot):
        fill(cv, pts, [(0, (*colour, 255)), (1, (colour[0] // 2, colour[1] // 2, colour[2] // 2, 255))],
             outline=1.0)


def shoulders(cv, top, stops, collar=None):
    """A pair of shoulders filling the foot of the picture, the neck at (48, top)."""
    body = mirror([(48, top), (30, top + 4), (12, top + 12), (4, 96), (48, 96)])
    fill(cv, body, stops, outline=1.4)
    if collar:
        cv.poly(mirror([(48, top + 10), (38, top), (44, top), (48, top + 4)]), collar)


def bowler(cv, c, w, stops=BLACK_CLOTH, band=(140, 40, 40, 255)):
    """A bowler hat sitting on c (the middle of its brim), w wide."""
    x, y = c
    dome = circle_pts((x, y - w * 0.06), w * 0.34, 20, ry=w * 0.36, a0=math.pi, a1=math.tau)
    fill(cv, dome, stops, outline=1.3)
    cv.rect((x - w * 0.34, y - w * 0.1, w * 0.68, w * 0.08), band)
    brim = circle_pts((x, y), w / 2, 24, ry=w * 0.1)
    fill(cv, brim, stops, outline=1.3)
    cv.polyline(circle_pts((x, y - w * 0.06), w * 0.26, 6, a0=math.pi * 1.15, a1=math.pi * 1.4), GLINT, 1.4)


def bee(cv, c, s=1.0, ang=0.0, body=((255, 214, 60), (40, 30, 20))):
    """A little bee (or wasp), s times its 10-unit size, flying at ang, wings up."""
    x, y = c

    def r(pts):
        return rot([(x + px * s, y + py * s) for px, py in pts], ang, c)
    for wing in ([(-1, -2), (-5, -9), (1, -8)], [(1, -2), (5, -9), (8, -5)]):
        cv.poly(r(wing), (230, 244, 255, 220))
        cv.poly(r(wing), LINE, 0.8)
    abdomen = r([(-6, 0), (-3, -3.6), (3, -3.6), (6, 0), (8.5, 0.6), (3, 3.6), (-3, 3.6)])
    cv.poly(abdomen, (*body[0], 255))
    for bx in (-1.5, 2.2):
        cv.poly(r([(bx - 1, -3.6), (bx + 1, -3.6), (bx + 1, 3.6), (bx - 1, 3.6)]), (*body[1], 255))
    cv.poly(abdomen, LINE, 0.9)
    cv.circle(r([(-7.5, 0)])[0], 3.2 * s, (*body[1], 255))
    cv.circle(r([(-8.5, -0.8)])[0], 1.0 * s, (255, 60, 40, 255))


def cloud(cv, c, w, stops=None):
    """A small puffy cloud, w wide: a few overlapping puffs on a flat base, inked round the outside only."""
    x, y = c
    stops = stops or [(0, (236, 238, 244, 255)), (1, (140, 146, 164, 255))]
    puffs = [((x + dx * w, y + dy * w), r * w) for dx, dy, r in ((-0.28, 0.04, 0.2), (-0.08, -0.1, 0.25),
                                                                  (0.18, -0.05, 0.22), (0.33, 0.07, 0.16))]
    base = (x - 0.44 * w, y + 0.04 * w, 0.9 * w, 0.16 * w)

    def shape(k, grow=0.0):
        for p, r in puffs:
            k.circle(p, r + grow, WHITE)
        k.rect((base[0] - grow, base[1] - grow, base[2] + 2 * grow, base[3] + 2 * grow), WHITE, radius=base[3] / 2)
    cv.grad_shape(lambda k: shape(k, 1.2), [(0, LINE), (1, LINE)])
    cv.grad_shape(shape, stops, box=(x - w / 2, y - w * 0.36, w, w * 0.56))


def bubble(cv, c, w, h, tail, text_pts=None):
    """A white speech bubble round c with a tail pointing at `tail`."""
    x, y = c
    body = circle_pts(c, w / 2, 28, ry=h / 2)
    cv.poly(body + [body[0]], WHITE)
    cv.poly([(x - w * 0.12, y + h * 0.3), tail, (x + w * 0.1, y + h * 0.4)], WHITE)
    fill(cv, body, PAPER, outline=0)
    cv.poly([(x - w * 0.12, y + h * 0.3), tail, (x + w * 0.1, y + h * 0.4)], (236, 228, 208, 255))
    cv.poly(body, LINE, 1.1)
    cv.polyline([(x - w * 0.12, y + h * 0.36), tail, (x + w * 0.1, y + h * 0.42)], LINE, 1.1)


def bang(cv, c, h, colour=(181, 60, 50, 255)):
    """An exclamation mark h tall."""
    x, y = c
    cv.poly([(x - h * 0.14, y - h / 2), (x + h * 0.14, y - h / 2), (x + h * 0.06, y + h * 0.18),
             (x - h * 0.06, y + h * 0.18)], colour)
    cv.circle((x, y + h * 0.38), h * 0.11, colour)


def serpent(cv, stops, mouth=True):
    """A serpent's head seen from the front: a broad wedge, slit eyes, a forked tongue."""
    head = mirror([(48, 14), (34, 16), (20, 28), (16, 46), (24, 64), (36, 78), (48, 82)])
    fill(cv, head, stops, outline=1.6)
    for y in (26, 36):
        cv.polyline([(38, y), (48, y + 4), (58, y)], (0, 0, 0, 60), 1.2)
    eyes(cv, 44, 16, 14, 9, (255, 220, 60, 255), slant=6, pupil=(20, 10, 6, 255))
    for side in (1, -1):
        cv.ellipse((48 + side * 5 - 1.6, 66, 3.2, 4), DARK)
    if mouth:
        cv.poly([(46, 78), (50, 78), (51, 88), (55, 94), (49, 90), (43, 94), (45, 88)], (220, 50, 60, 255))
        cv.poly([(46, 78), (50, 78), (51, 88), (55, 94), (49, 90), (43, 94), (45, 88)], LINE, 0.9)
    cv.polyline(circle_pts((44, 40), 20, 6, a0=math.pi * 1.1, a1=math.pi * 1.4), GLINT, 2.2)


def lion(cv, with_mane=True):
    """A lion's face: a ragged mane, round ears, a broad muzzle, a little scowl."""
    if with_mane:
        mane = []
        for i in range(28):
            a = math.tau * i / 28
            r = 44 if i % 2 == 0 else 36
            mane.append((48 + math.cos(a) * r, 50 + math.sin(a) * r * 0.96))
        fill(cv, mane, MANE, outline=1.4)
    for side in (1, -1):
        cv.circle((48 + side * 22, 26), 8, (200, 140, 60, 255))
        cv.circle((48 + side * 22, 26), 8, LINE, 1.2)
        cv.circle((48 + side * 22, 27), 4, (120, 70, 40, 255))
    face = mirror([(48, 22), (34, 24), (24, 36), (22, 56), (30, 72), (40, 82), (48, 84)])
    fill(cv, face, LION, outline=1.5)
    eyes(cv, 46, 12, 12, 7, (250, 200, 40, 255), slant=4, pupil=(20, 12, 6, 255))
    muzzle = mirror([(48, 56), (40, 60), (34, 70), (40, 78), (48, 78)])
    fill(cv, muzzle, [(0, (255, 240, 214, 255)), (1, (214, 180, 140, 255))], outline=1.0)
    cv.poly(mirror([(48, 54), (42, 55), (44, 61), (48, 63)]), (120, 60, 50, 255))
    cv.polyline([(48, 63), (48, 68), (42, 72)], LINE, 1.2)
    cv.polyline([(48, 68), (54, 72)], LINE, 1.2)


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


MONSTERS = {
    "lint_golem": lint_golem, "doormat_mimic": doormat_mimic, "sulking_skeleton": sulking_skeleton,
    "cave_pigeon": cave_pigeon, "gelatinous_cubelet": gelatinous_cubelet, "rat_accountant": rat_accountant,
    "haunted_teapot": haunted_teapot, "goblin_debt_collector": goblin_debt_collector,
    "moaning_drainpipe": moaning_drainpipe, "cursed_chest": cursed_chest, "angry_beekeeper": angry_beekeeper,
    "skeleton_intern": skeleton_intern, "clockwork_wasps": clockwork_wasps, "plague_jester": plague_jester,
    "banshee_babysitter": banshee_babysitter, "carnivorous_carpet": carnivorous_carpet,
    "troll_toll_collector": troll_toll_collector, "owlbearish_thing": owlbear,
    "zombie_tax_inspector": zombie_tax_inspector, "paperwork_minotaur": paperwork_minotaur,
    "wight_knight": wight_knight, "basilisk_optometrist": basilisk_optometrist, "chimera_committee": chimera_committee,
    "mummys_boy": mummys_boy, "ogre_chef": ogre_chef, "vampire_landlord": vampire_landlord,
    "opinion_hydra": opinion_hydra, "gargoyle_bouncer": gargoyle_bouncer, "intern_wraith": intern_wraith,
    "cyclops_nemesis": cyclops_nemesis, "advice_hag": advice_hag, "golem_of_regret": golem_of_regret,
    "lich_accountant": lich_accountant, "manticore_mascot": manticore_mascot, "dread_jelly": dread_jelly,
    "trick_sphinx": trick_sphinx, "bone_dragon": bone_dragon, "sewer_hydra": sewer_hydra,
    "puddle_kraken": puddle_kraken, "demon_headmaster": demon_headmaster, "wyrm_of_annoyance": wyrm_of_annoyance,
    "titan_of_tidiness": titan_of_tidiness, "final_bosss_mum": final_boss_mum, "basement_dragon": basement_dragon,
}
OVER = {"haunted_teapot": haunted_teapot_glow, "moaning_drainpipe": moaning_drainpipe_glow,
        "banshee_babysitter": banshee_glow, "wight_knight": wight_knight_glow, "intern_wraith": intern_wraith_glow,
        "golem_of_regret": golem_of_regret_glow, "lich_accountant": lich_glow, "bone_dragon": bone_dragon_glow,
        "demon_headmaster": demon_headmaster_over, "titan_of_tidiness": titan_sparkles}
UNDER = {"cursed_chest": cursed_chest_glow, "basement_dragon": basement_bulb}
