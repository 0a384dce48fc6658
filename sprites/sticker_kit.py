"""The sticker look the card pictures share (Kick the Door's card kinds, monsters and items, Wilds & Depths'
pictures): a picture drawn once on a clean 96-unit layer, then given an ink outline round its whole silhouette
and a soft shadow below, which keeps each shape readable when the card table shrinks it to 40 px. With the
shared materials (steel, iron, gold, wood, bone, skin) and shapes (strokes along a path, shields, horns,
mirrored outlines, discs).
"""

from __future__ import annotations

import math

import pygame
from canvas import Canvas
from geometry import bezier
from palette import BLACK, GOLD, INK, WHITE
from surfaces import down, field, surf

ICON = 96   # the pictures' size
SS = 4      # supersampling for clean edges

# shared materials (light at the top, dark at the foot, as the die faces have them)
STEEL = [(0, (236, 240, 246, 255)), (0.5, (176, 184, 198, 255)), (1, (104, 112, 130, 255))]
IRON = [(0, (132, 134, 148, 255)), (0.5, (86, 88, 100, 255)), (1, (44, 44, 54, 255))]
GOLDEN = [(0, (255, 228, 140, 255)), (0.5, GOLD), (1, (150, 100, 30, 255))]
WOOD = [(0, (170, 108, 58, 255)), (1, (104, 60, 30, 255))]
BONE = [(0, (250, 244, 226, 255)), (1, (196, 184, 156, 255))]
SKIN = [(0, (244, 206, 168, 255)), (1, (200, 150, 110, 255))]
LINE = (43, 33, 24, 255)       # inner lines: the ink of the outline, so parts read as one drawing
GLINT = (255, 255, 250, 220)


# ---------------------------------------------------------------------------------------------------------
# Geometry: shapes the pictures share
# ---------------------------------------------------------------------------------------------------------


def along(a, b):
    """Coordinates along the axis a -> b: f(t, s) is t px from a towards b and s px to its left side. Things
    that lie at a slant (a sword, a haft) are drawn straight in these and come out rotated."""
    ln = math.hypot(b[0] - a[0], b[1] - a[1]) or 1
    ux, uy = (b[0] - a[0]) / ln, (b[1] - a[1]) / ln

    def f(t, s=0.0):
        return (a[0] + ux * t + uy * s, a[1] + uy * t - ux * s)
    f.length = ln
    return f


def heater(c, w, h, shoulder=0.42):
    """A heater shield: flat top, straight sides down to `shoulder` of its height, curving to a point."""
    x0, x1, y0 = c[0] - w / 2, c[0] + w / 2, c[1] - h / 2
    ym, yb = y0 + h * shoulder, c[1] + h / 2
    right = bezier((x1, ym), (x1, ym + h * 0.3), (c[0] + w * 0.22, yb - h * 0.1), (c[0], yb), 16)
    left = bezier((c[0], yb), (c[0] - w * 0.22, yb - h * 0.1), (x0, ym + h * 0.3), (x0, ym), 16)
    return [(x0, y0), (x1, y0)] + right + left[1:]


def shrink(pts, k, c=None):
    """The polygon scaled about its centre (an inset for rims and bevels)."""
    c = c or (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    return [(c[0] + (x - c[0]) * k, c[1] + (y - c[1]) * k) for x, y in pts]


def horn(base_out, base_in, tip, bend):
    """A tapering horn from a base (two points) to its tip, bowed towards `bend`."""
    outer = bezier(base_out, bend, bend, tip, 16)
    inner = bezier(tip, ((bend[0] + base_in[0]) / 2, (bend[1] + base_in[1]) / 2), base_in, base_in, 12)
    return outer + inner[1:]


def flip(pts, cx=48):
    """The points mirrored left to right about x = cx (the picture's centre line)."""
    return [(2 * cx - x, y) for x, y in pts]


def mirror(pts, cx=48):
    """A symmetric outline, from its left half given top to bottom."""
    return pts + flip(pts[::-1], cx)


def fill(cv, pts, stops, angle=90.0, outline=1.4):
    """A polygon with a gradient fill and an inner ink line."""
    cv.grad_shape(lambda k: k.poly(pts, WHITE), stops, angle=angle)
    if outline:
        cv.poly(pts, LINE, outline)


def disc(cv, c, r, stops, angle=70.0, outline=1.4):
    cv.grad_shape(lambda k: k.circle(c, r, WHITE), stops, angle=angle)
    if outline:
        cv.circle(c, r, LINE, outline)


# ---------------------------------------------------------------------------------------------------------
# The sticker: one outline and shadow round the whole picture
# ---------------------------------------------------------------------------------------------------------


def silhouette(img, colour):
    """img's shape (its alpha) in one flat colour."""
    s = img.copy()
    s.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    s.fill((colour[0], colour[1], colour[2], 0), special_flags=pygame.BLEND_RGB_ADD)
    return s


def sticker(draw, over=None, under=None, outline=2.2, size=ICON):
    """Draw a picture with draw(canvas), light it from the upper left, ring its silhouette with ink and set it
    on a soft shadow; over(canvas) and under(canvas), if given, paint on top of it all or beneath it (light and
    glows: they have no outline, so they read as light rather than as things). Every picture is drawn on the
    same 96-unit canvas; `size` is the width of the image made of it (a smaller one wants a wider outline)."""
    art = Canvas(ICON, ICON, SS)
    draw(art)
    big = art.surf.get_size()
    lit = field(ICON, ICON, lambda u, v: (int(255 * min(1.0, 1.08 - 0.28 * (0.55 * u + 0.8 * v))),) * 3 + (255,),
                res=48)
    art.surf.blit(pygame.transform.smoothscale(lit, big), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    sil = silhouette(art.surf, INK)
    ring = surf(*big)
    r = outline * SS
    for radius, n in ((r, 20), (r / 2, 10)):
        for i in range(n):
            a = math.tau * i / n
            ring.blit(sil, (round(math.cos(a) * radius), round(math.sin(a) * radius)))
    ring.blit(sil, (0, 0))
    shadow = silhouette(ring, BLACK)
    shadow = pygame.transform.gaussian_blur(shadow, 2 * SS)
    shadow.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    cv = Canvas(ICON, ICON, SS)
    if under:
        under(cv)
    cv.surf.blit(shadow, (0, round(1.8 * SS)))
    cv.surf.blit(ring, (0, 0))
    cv.surf.blit(art.surf, (0, 0))
    if over:
        over(cv)
    return down(cv.surf, size, size)
