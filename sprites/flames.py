"""The drawing kit's fire: a layered torch flame, and the Flaming Fireball of Doom (the pawn, Escape's card back
and its menu picture share it).
"""

from __future__ import annotations

import math
import random

from surfaces import radial


def draw_flame(cv, base, h, w, seed=0, lean=0.0):
    """A layered torch flame whose base is at base, height h, width w (logical units)."""
    rng = random.Random(seed)
    x, y = base
    layers = [((150, 30, 10, 200), 1.0, 1.0), ((230, 90, 20, 235), 0.82, 0.78), ((255, 170, 50, 255), 0.62, 0.55),
              ((255, 236, 170, 255), 0.38, 0.32)]
    for col, hs, ws in layers:
        hh, ww = h * hs, w * ws
        pts = []
        for i in range(25):
            t = i / 24
            a = math.pi * t
            # teardrop: wide at the bottom, pointed top
            r = ww / 2 * math.sin(a) ** 0.8 * (1 - 0.35 * t) + rng.uniform(-0.04, 0.04) * ww
            yy = y - hh * (1 - math.cos(a * 0.5)) * 1.0
            pts.append((x + r + lean * (y - yy) / h * w, yy))
        for i in range(24, -1, -1):
            t = i / 24
            a = math.pi * t
            r = ww / 2 * math.sin(a) ** 0.8 * (1 - 0.35 * t) + rng.uniform(-0.04, 0.04) * ww
            yy = y - hh * (1 - math.cos(a * 0.5))
            pts.append((x - r + lean * (y - yy) / h * w, yy))
        cv.poly(pts, col)


def teardrop(base, tip, width, n=14):
    """A flame tongue: round at base, pointed at tip."""
    bx, by = base
    dx, dy = tip[0] - bx, tip[1] - by
    ln = math.hypot(dx, dy) or 1
    ux, uy = dx / ln, dy / ln
    px, py = -uy, ux
    r = width / 2
    pts = []
    for i in range(n + 1):
        a = math.pi * i / n  # 0..pi around the back
        ox = math.cos(a) * r
        oy = math.sin(a) * r
        pts.append((bx + px * ox - ux * oy, by + py * ox - uy * oy))
    for i in range(1, n + 1):  # the two curved flanks to the tip
        t = i / n
        w = r * (1 - t) ** 1.3
        pts.append((bx + ux * ln * t - px * w, by + uy * ln * t - py * w))
    for i in range(n - 1, 0, -1):
        t = i / n
        w = r * (1 - t) ** 1.3
        pts.append((bx + ux * ln * t + px * w, by + uy * ln * t + py * w))
    return pts


def fireball_art(cv, c, r, seed=7, trail=(-1.0, 0.6), trail_len=2.4, tongues=9, halo=True):
    """A ball of fire with smooth tongues streaming along trail (a direction)."""
    rng = random.Random(seed)
    tx, ty = trail
    tl = math.hypot(tx, ty)
    tx, ty = tx / tl, ty / tl
    px, py = -ty, tx
    if halo:
        cv.glow(c, r * 4.2, (255, 110, 30), 0.55, power=1.4)

    def flames(layer):
        for col, scale, wd in (((170, 36, 12, 220), 1.0, 0.9), ((236, 96, 22, 240), 0.78, 0.75),
                               ((255, 176, 60, 255), 0.55, 0.6)):
            for i in range(tongues):
                a = (i / (tongues - 1) - 0.5) * 2.0
                spread = a * r * 0.8
                length = r * trail_len * scale * rng.uniform(0.6, 1.0) * (1 - abs(a) * 0.45)
                base = (c[0] + px * spread - tx * r * 0.1, c[1] + py * spread - ty * r * 0.1)
                bend = rng.uniform(-0.25, 0.25) + a * 0.35
                tip = (base[0] + (tx + px * bend) * length, base[1] + (ty + py * bend) * length)
                layer.poly(teardrop(base, tip, r * wd * 0.9), col)
    cv.soft(flames, blur=r / 16)
    g = radial(int(r * 2 * cv.ss), int(r * 2 * cv.ss),
               [(0, (255, 246, 200, 255)), (0.35, (255, 214, 100, 255)), (0.72, (255, 140, 36, 255)),
                (0.93, (214, 76, 20, 255)), (1.0, (200, 60, 20, 0))], cx=0.5 - tx * 0.12, cy=0.5 - ty * 0.12)
    cv.blit(g, (c[0] - r, c[1] - r))

    def mottle(layer):
        for _i in range(12):
            a = rng.uniform(0, math.tau)
            d = rng.uniform(0.3, 0.8) * r
            layer.circle((c[0] + math.cos(a) * d, c[1] + math.sin(a) * d), r * rng.uniform(0.1, 0.2),
                         (230, 90, 20, 110))
    cv.soft(mottle, blur=r / 14)
    cv.glow(c, r * 1.5, (255, 190, 110), 0.45, power=1.6)
    for _i in range(22):
        d = rng.uniform(1.0, 3.0) * r
        a = math.atan2(ty, tx) + rng.uniform(-0.9, 0.9)
        p = (c[0] + math.cos(a) * d, c[1] + math.sin(a) * d)
        cv.circle(p, max(0.35, rng.uniform(0.4, 1.0) * r / 18), (255, 220, 120, int(rng.uniform(120, 255))))
