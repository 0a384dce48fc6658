"""Dungeon!'s menu picture: looking down a stone stairway in an arched tunnel, torches on the walls, a lit
doorway and a chest at the bottom.
"""

from __future__ import annotations

import math
import random

from canvas import Canvas
from flames import draw_flame
from menu_kit import MH, MW, finish_scene
from palette import clamp, mix, shade, with_alpha


def menu_dungeon():
    S = 3
    cv = Canvas(MW, MH, S, fill=(14, 12, 18, 255))
    rng = random.Random(101)
    f, hy, cx = 112.0, 18.0, 160.0
    z0, run, rise, K, W, H0 = 1.0, 0.32, 0.2, 12, 0.95, 1.7
    zend = z0 + run * K

    def P(X, Y, Z):
        return (cx + f * X / Z, hy - f * Y / Z)

    def floor_y(Z):
        return -H0 - rise * (Z - z0) / run

    lights = [((0.0, floor_y(zend) + 1.0, zend + 0.4), (255, 175, 90), 3.2),
              ((-W + 0.12, floor_y(2.3) + 1.75, 2.3), (255, 150, 60), 0.9),
              ((W - 0.12, floor_y(3.6) + 1.75, 3.6), (255, 150, 60), 0.8)]

    def lit(pos, normal, base, rough=1.0):
        r, g, b = 0.07 * base[0], 0.075 * base[1], 0.1 * base[2]
        for lp, lc, power in lights:
            dx, dy, dz = lp[0] - pos[0], lp[1] - pos[1], lp[2] - pos[2]
            d = math.sqrt(dx * dx + dy * dy + dz * dz) or 1
            lam = max(0.0, (dx * normal[0] + dy * normal[1] + dz * normal[2]) / d) * 0.8 + 0.2
            k = power * lam / (1 + 0.9 * d * d) * rough
            r += base[0] * k * lc[0] / 255 * 1.6
            g += base[1] * k * lc[1] / 255 * 1.6
            b += base[2] * k * lc[2] / 255 * 1.6
        return (int(clamp(r, 0, 255)), int(clamp(g, 0, 255)), int(clamp(b, 0, 255)), 255)

    # the tunnel's cross-section: arc length s -> (X, Yrel, normal)
    spring = 1.95
    arch_len = math.pi * W
    wall_len = spring + 0.6

    def section(s):
        if s < wall_len:
            return (-W, -0.6 + s, (1.0, 0.0, 0.0))
        s -= wall_len
        if s < arch_len:
            a = math.pi - s / W
            return (W * math.cos(a), spring + W * math.sin(a), (-math.cos(a), -math.sin(a), 0.0))
        s -= arch_len
        return (W, spring - s, (-1.0, 0.0, 0.0))

    total_s = 2 * wall_len + arch_len
    course = 0.32
    ns = int(total_s / course)
    ds = total_s / ns
    blen = 0.42
    z_rows = []
    z = zend
    while z > 0.25:
        z_rows.append((max(0.25, z - blen), z))
        z -= blen
    mortar = (10, 9, 13, 255)
    for zi, (za, zb) in enumerate(z_rows):  # far to near
        for si in range(ns):
            s0, s1 = si * ds, (si + 1) * ds
            # stagger the joints: odd courses are shifted half a block
            shift = (blen / 2) if si % 2 else 0.0
            for zz0, zz1 in ((za + shift, zb + shift),):
                zz0, zz1 = max(0.25, min(zend, zz0)), max(0.25, min(zend, zz1))
                if zz1 - zz0 < 0.02:
                    continue
                corners = []
                for s_, z_ in ((s0, zz0), (s1, zz0), (s1, zz1), (s0, zz1)):
                    X, Yr, _n = section(s_)
                    corners.append(P(X, floor_y(z_) + Yr, z_))
                X, Yr, nrm = section((s0 + s1) / 2)
                zc = (zz0 + zz1) / 2
                tint = rng.random()
                base = (62, 58, 72) if tint < 0.6 else (54, 58, 74) if tint < 0.85 else (70, 62, 60)
                if Yr < 0.6 and rng.random() < 0.25:
                    base = (50, 62, 52)
                col = lit((X, floor_y(zc) + Yr, zc), nrm, base, rng.uniform(0.7, 1.2))
                col = mix(col, (30, 34, 52, 255), 0.18)
                cv.poly(corners, mortar)
                ccx = sum(p[0] for p in corners) / 4
                ccy = sum(p[1] for p in corners) / 4
                inset = [(ccx + (px - ccx) * 0.9, ccy + (py - ccy) * 0.86) for px, py in corners]
                cv.poly(inset, col)
                # a lit upper lip on each block
                cv.line(inset[0], inset[1], shade(col, 1.25), 0.35 * (2.0 / zc))
        if zi == 0:
            # end wall with the glowing doorway, drawn right after the farthest blocks
            fy = floor_y(zend)
            dw, dh = 0.58, 1.85
            end = [P(-W, fy - 0.6, zend), P(W, fy - 0.6, zend), P(W, fy + spring, zend)]
            end += [P(W * math.cos(a), fy + spring + W * math.sin(a), zend) for a in
                    [math.pi * i / 16 for i in range(17)]]
            end += [P(-W, fy + spring, zend)]
            cv.poly(end, (40, 34, 38, 255))
            door = [P(-dw, fy, zend), P(dw, fy, zend), P(dw, fy + dh - dw, zend)]
            door += [P(dw * math.cos(a), fy + dh - dw + dw * math.sin(a), zend) for a in
                     [math.pi * i / 16 for i in range(17)]]
            door += [P(-dw, fy + dh - dw, zend)]
            cv.poly_grad(door, [(0, (240, 170, 90, 255)), (0.6, (255, 214, 150, 255)), (1, (220, 130, 60, 255))])
            # the room beyond: a far floor and a chest glinting
            dl, dr = P(-dw, fy, zend), P(dw, fy, zend)
            floor_band = [(dl[0], dl[1] - 6), (dr[0], dr[1] - 6), dr, dl]
            cv.poly(floor_band, (200, 120, 60, 200))
            chx, chy = (dl[0] + dr[0]) / 2 + 3, dl[1] - 6
            cv.rect((chx - 4, chy - 4.5, 8, 4.5), (120, 64, 30, 255), radius=1)
            cv.rect((chx - 4, chy - 4.5, 8, 1.6), (230, 170, 60, 255), radius=1)
            pilx = (dl[0] + dr[0]) / 2 - 8
            cv.rect((pilx, P(0, fy + dh, zend)[1], 3.2, dl[1] - P(0, fy + dh, zend)[1]), (150, 80, 40, 150))
    # stairs: treads far to near, each darker near the riser shadow and bright at its nosing
    for k in range(K - 1, -1, -1):
        Y = -H0 - rise * k
        za, zb = z0 + run * k, z0 + run * (k + 1)
        quad = [P(-W, Y, za), P(W, Y, za), P(W, Y, zb), P(-W, Y, zb)]
        c_far = lit((0, Y, zb), (0, 1, 0.35), (110, 98, 96))
        c_near = lit((0, Y, za), (0, 1, 0.35), (110, 98, 96))
        cv.poly_grad(quad, [(0, shade(c_far, 0.7)), (0.55, c_far), (1, shade(c_near, 0.9))], angle=90)
        # worn centre: slightly lighter oval
        mid_l, mid_r = P(-W * 0.45, Y, (za + zb) / 2), P(W * 0.45, Y, (za + zb) / 2)
        cv.ellipse((mid_l[0], mid_l[1] - 1.5 * 2.0 / za, mid_r[0] - mid_l[0], 3.0 * 2.0 / za),
                   with_alpha(shade(c_far, 1.35), 60))
        nose = [P(-W, Y, za), P(W, Y, za), P(W, Y - 0.05, za), P(-W, Y - 0.05, za)]
        cv.poly(nose, shade(c_near, 1.7))
        # the riser below the nose, just visible
        riser = [P(-W, Y - 0.05, za), P(W, Y - 0.05, za), P(W, Y - rise, za), P(-W, Y - rise, za)]
        cv.poly(riser, shade(c_near, 0.35))
    # torches
    for lp, _lc, _p in lights[1:]:
        X, Y, Z = lp
        bx, by = P(X + (0.08 if X < 0 else -0.08), Y - 0.18, Z)
        sc = 2.3 / Z
        wx, wy = P(X * 1.02, Y - 0.55, Z)
        cv.line((wx, wy), (bx, by), (40, 30, 24, 255), 2.2 * sc)
        cv.rect((bx - 2.4 * sc, by - 1.2 * sc, 4.8 * sc, 3 * sc), (70, 50, 34, 255), radius=1)
        cv.glow((bx, by - 5 * sc), 48 * sc, (255, 140, 50), 0.85)
        draw_flame(cv, (bx, by - 0.5 * sc), 17 * sc, 8 * sc, seed=int(Z * 10), lean=0.12)
        cv.glow((bx, by - 5 * sc), 12 * sc, (255, 220, 150), 0.7)
    # the doorway's light spilling up the stairs
    fy = floor_y(zend)
    dpos = P(0, fy + 0.8, zend)
    cv.glow(dpos, 90, (255, 150, 70), 0.55, power=2.2)
    cv.glow(dpos, 30, (255, 200, 140), 0.35, power=1.6)
    # drifting dust motes in the light
    for i in range(60):
        r2 = random.Random(900 + i)
        ang = r2.uniform(0, math.tau)
        dist = r2.uniform(4, 70) ** 1.0
        px, py = dpos[0] + math.cos(ang) * dist * 1.3, dpos[1] + math.sin(ang) * dist * 0.8
        cv.circle((px, py), r2.uniform(0.25, 0.6), (255, 220, 160, int(200 * (1 - dist / 75))))
    img = cv.result()
    return finish_scene(img, 11, vig=0.7, vcy=0.55)
