"""What Kick the Door's pictures share (its monsters, and a few of its items): materials, a canvas moved and
scaled (`Placed`), a picture recoloured (`tinted`), and the parts the faces share: eyes, spectacles, hats,
papers, shoulders, serpent heads, tentacles, bees, clouds, speech bubbles, a lion's head.
"""

from __future__ import annotations

import math

import pygame
from canvas import Canvas
from geometry import bezier, circle_pts, rot
from palette import WHITE
from sticker_kit import GLINT, LINE, fill, mirror
from town_faces import eyes

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
