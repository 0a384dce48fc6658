"""Surfaces and soft light, part of the drawing kit: layers with alpha, per-pixel fields computed at a low
resolution then smoothly scaled (gradients, glows, vignettes), and tiling value noise in pure Python (no numpy).
"""

from __future__ import annotations

import math
import random

import pygame
from palette import BLACK, at_stops, clamp, shade, with_alpha


def surf(w, h):
    return pygame.Surface((int(w), int(h)), pygame.SRCALPHA)


def down(s, w, h):
    return pygame.transform.smoothscale(s, (int(w), int(h)))


# ---------------------------------------------------------------------------------------------------------
# Fields: per-pixel colour functions, computed at a low resolution then smoothly scaled
# ---------------------------------------------------------------------------------------------------------


def field(w, h, fn, res=160):
    """Surface w x h whose pixel at (u, v) in [0,1]^2 is fn(u, v) -> rgba; sampled at <= res px wide."""
    lw = max(2, min(int(w), res))
    lh = max(2, min(int(h), int(round(lw * h / w)) if w else 2))
    buf = bytearray(lw * lh * 4)
    i = 0
    for y in range(lh):
        v = (y + 0.5) / lh
        for x in range(lw):
            c = fn((x + 0.5) / lw, v)
            buf[i] = int(c[0])
            buf[i + 1] = int(c[1])
            buf[i + 2] = int(c[2])
            buf[i + 3] = int(c[3]) if len(c) > 3 else 255
            i += 4
    img = pygame.image.frombuffer(bytes(buf), (lw, lh), "RGBA").copy()
    if (lw, lh) == (int(w), int(h)):
        return img
    return pygame.transform.smoothscale(img, (int(w), int(h)))


def vgrad(w, h, stops):
    """Vertical gradient, exact per row."""
    s = surf(w, h)
    for y in range(int(h)):
        s.fill(at_stops(stops, (y + 0.5) / h), (0, y, int(w), 1))
    return s


def hgrad(w, h, stops):
    s = surf(w, h)
    for x in range(int(w)):
        s.fill(at_stops(stops, (x + 0.5) / w), (x, 0, 1, int(h)))
    return s


def radial(w, h, stops, cx=0.5, cy=0.5, rx=0.5, ry=0.5, power=1.0, res=128):
    """Elliptical radial gradient; t=0 at the centre, t=1 at the ellipse (rx, ry in units of w, h)."""
    def fn(u, v):
        d = math.hypot((u - cx) / rx, (v - cy) / ry)
        return at_stops(stops, d ** power if d > 0 else 0.0)
    return field(w, h, fn, res)


def glow(dst, pos, radius, color, strength=1.0, power=1.6, squash=1.0):
    """Additive soft light (RGB add), falling off to nothing at radius."""
    r = int(radius)
    if r < 1:
        return
    c = shade(color, strength)
    g = radial(2 * r, int(2 * r * squash) or 1, [(0, c), (1, BLACK)], power=1.0 / power, res=96)
    dst.blit(g, (pos[0] - r, pos[1] - int(r * squash)), special_flags=pygame.BLEND_RGB_ADD)


def light(dst, pos, radius, color, alpha=255, power=1.0, squash=1.0):
    """Alpha-blended soft disc of colour fading to transparent at radius."""
    r = int(radius)
    if r < 1:
        return
    g = radial(2 * r, int(2 * r * squash) or 1, [(0, with_alpha(color, alpha)), (1, with_alpha(color, 0))],
               power=power, res=96)
    dst.blit(g, (pos[0] - r, pos[1] - int(r * squash)))


def multiply(dst, src, pos=(0, 0)):
    dst.blit(src, pos, special_flags=pygame.BLEND_RGB_MULT)


def vignette(dst, strength=0.6, inner=0.45, power=1.0, cx=0.5, cy=0.5):
    w, h = dst.get_size()
    lo = int(255 * (1 - strength))
    v = radial(w, h, [(0, (255, 255, 255, 255)), (inner, (255, 255, 255, 255)), (1.25, (lo, lo, lo, 255))],
               cx=cx, cy=cy, rx=0.5, ry=0.5, power=power, res=96)
    multiply(dst, v)


# ---------------------------------------------------------------------------------------------------------
# Noise (tiling value noise in pure Python)
# ---------------------------------------------------------------------------------------------------------


def value_noise(w, h, cells, seed, octaves=4, persistence=0.5, wrap=True):
    """Return a list of w*h floats in [0,1]. With wrap=True it tiles seamlessly (period w x h)."""
    rng = random.Random(seed)
    out = [0.0] * (w * h)
    amp = 1.0
    total = 0.0
    for o in range(octaves):
        cx = cells * (2 ** o)
        cy = max(1, int(round(cells * (2 ** o) * h / w)))
        grid = [[rng.random() for _ in range(cx + 1)] for _ in range(cy + 1)]
        if wrap:
            for row in grid:
                row[cx] = row[0]
            grid[cy] = grid[0][:]
        xs = []
        for x in range(w):
            fx = x * cx / w
            ix = int(fx)
            t = fx - ix
            xs.append((ix, t * t * (3 - 2 * t)))
        for y in range(h):
            fy = y * cy / h
            iy = int(fy)
            ty = fy - iy
            ty = ty * ty * (3 - 2 * ty)
            r0 = grid[iy]
            r1 = grid[iy + 1]
            base = y * w
            for x in range(w):
                ix, tx = xs[x]
                a = r0[ix] + (r0[ix + 1] - r0[ix]) * tx
                b = r1[ix] + (r1[ix + 1] - r1[ix]) * tx
                out[base + x] += (a + (b - a) * ty) * amp
        total += amp
        amp *= persistence
    return [v / total for v in out]


def noise_surface(w, h, cells, seed, lo, hi, octaves=4, persistence=0.5, contrast=1.0):
    """A grey surface whose values range lo..hi (0..255), for multiplying onto art as grain."""
    vals = value_noise(w, h, cells, seed, octaves, persistence)
    buf = bytearray(w * h * 4)
    for i, v in enumerate(vals):
        v = clamp(0.5 + (v - 0.5) * contrast * 2.2)
        g = int(lo + (hi - lo) * v)
        buf[4 * i] = buf[4 * i + 1] = buf[4 * i + 2] = g
        buf[4 * i + 3] = 255
    return pygame.image.frombuffer(bytes(buf), (w, h), "RGBA").copy()


def grain(dst, seed, amount=26, cells=None):
    """Fine painterly grain: multiply by a noise field between 255-amount and 255."""
    w, h = dst.get_size()
    n = noise_surface(w, h, cells or max(4, w // 6), seed, 255 - amount, 255, octaves=3, persistence=0.6)
    multiply(dst, n)


def speckle(dst, seed, count, color, rmax=1.0, region=None):
    rng = random.Random(seed)
    w, h = dst.get_size()
    x0, y0, rw, rh = region or (0, 0, w, h)
    for _ in range(count):
        x = x0 + rng.random() * rw
        y = y0 + rng.random() * rh
        a = int(color[3] * rng.random())
        pygame.draw.circle(dst, with_alpha(color, a), (x, y), max(0.5, rng.random() * rmax))


def masked(fill, mask):
    """fill (a surface) cut to mask's alpha."""
    out = fill.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out
