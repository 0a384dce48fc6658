"""The strokes Kick the Door's item pictures share: a rod, a sparkle, a drop, whooshes and smells, a musical
note, a picture clipped to a shape, and a few materials.
"""

from __future__ import annotations

import math

from geometry import bezier, circle_pts, star_pts
from sticker_kit import GLINT, LINE, WOOD, along, fill
from town_items import inside

# ---------------------------------------------------------------------------------------------------------
# Shared strokes: a rod, a sparkle, a drop, whooshes and smells
# ---------------------------------------------------------------------------------------------------------


def rod(cv, a, b, w, stops=None, w1=None, outline=1.3):
    """A straight bar from a to b (a haft, a stick, a wand), w wide at a and w1 at b; returns its axis."""
    f = along(a, b)
    w1 = w if w1 is None else w1
    fill(cv, [f(0, -w / 2), f(f.length, -w1 / 2), f(f.length, w1 / 2), f(0, w / 2)], stops or WOOD, angle=0,
         outline=outline)
    return f


def sparkle(cv, c, r, colour=(255, 246, 210, 255), ink=True):
    """A four-pointed twinkle."""
    pts = star_pts(c, r, r * 0.28, 4)
    cv.poly(pts, colour)
    if ink:
        cv.poly(pts, LINE, 0.8)


def drop(cv, c, r, stops):
    """A falling drop, its point up."""
    x, y = c
    pts = [(x, y - r * 2.2)] + circle_pts(c, r, 16, a0=-0.3, a1=math.pi + 0.3)
    fill(cv, pts, stops, outline=1.0)
    cv.circle((x - r * 0.35, y - r * 0.2), r * 0.25, GLINT)


def whoosh(cv, lines, colour=(255, 250, 235, 230), width=2.0):
    """Speed lines: each (start, end) a stroke fading into the air."""
    for a, b in lines:
        cv.line(a, b, LINE, width + 1.6)
        cv.line(a, b, colour, width)


def smell(cv, xs, y, colour=(150, 170, 90, 200), h=22):
    """Wavy lines of a smell rising from y."""
    for x in xs:
        cv.polyline(bezier((x, y), (x - 5, y - h * 0.35), (x + 5, y - h * 0.65), (x, y - h), 8), colour, 1.6)


def within(poly, p, r):
    """Whether a mark of radius r at p lies wholly inside the polygon (to pattern a shape without spilling)."""
    return all(inside((p[0] + dx, p[1] + dy), poly) for dx, dy in ((r, 0), (-r, 0), (0, r), (0, -r)))


def clipped(cv, a, b, poly, colour, width, n=24):
    """The line a -> b drawn only where it crosses the polygon (a pattern on a shape)."""
    for i in range(n):
        p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        q = (a[0] + (b[0] - a[0]) * (i + 1) / n, a[1] + (b[1] - a[1]) * (i + 1) / n)
        if within(poly, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2), width / 2):
            cv.line(p, q, colour, width)


def holes(cv, pts, r, colour=(30, 26, 30, 255)):
    for p in pts:
        cv.circle(p, r, colour)


SLIME = [(0, (190, 240, 120, 255)), (1, (70, 150, 50, 255))]
CLOTH_PURPLE = [(0, (176, 130, 220, 255)), (0.6, (125, 91, 166, 255)), (1, (70, 44, 100, 255))]
LEATHER = [(0, (176, 110, 58, 255)), (1, (100, 56, 26, 255))]
CARDBOARD = [(0, (222, 182, 124, 255)), (1, (160, 118, 70, 255))]


def note(cv, c):
    """A quaver."""
    x, y = c
    cv.line((x + 4, y), (x + 4, y + 12), LINE, 1.8)
    cv.poly([(x + 4, y), (x + 10, y + 4), (x + 10, y + 8), (x + 4, y + 4)], LINE)
    cv.ellipse((x - 2, y + 10, 7, 5), LINE)
