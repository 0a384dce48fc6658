"""Wilds & Depths' menu picture: a town at dusk, a winding track of coloured board spaces leading through the
woods into a cave in the hill.
"""

from __future__ import annotations

import math
import random

from canvas import Canvas
from geometry import bezier, circle_pts
from menu_kit import MH, MW, finish_scene
from palette import BLUE, GOLD, GREEN, PARCHMENT, RED, clamp, shade, with_alpha
from surfaces import vgrad


def ridge(x0, x1, base, amp, seed, step=2.0, freqs=(1.0, 2.3, 5.1, 11.0)):
    rng = random.Random(seed)
    phases = [rng.uniform(0, math.tau) for _ in freqs]
    pts = []
    x = x0
    while x <= x1 + step:
        y = base
        for k, (fq, ph) in enumerate(zip(freqs, phases, strict=False)):
            y -= amp / (k + 1) ** 1.3 * math.sin(x / 320 * math.tau * fq + ph)
        pts.append((x, y))
        x += step
    return pts


def conifer(cv, x, y, h, col, rim=None, seed=0):
    """A fir tree whose trunk foot is at (x, y)."""
    rng = random.Random(seed)
    w = h * rng.uniform(0.36, 0.46)
    cv.rect((x - h * 0.03, y - h * 0.16, h * 0.06, h * 0.17), shade(col, 0.7))
    tiers = 4
    for i in range(tiers):
        t0 = i / tiers
        top = y - h * (0.35 + 0.65 * (i + 1) / tiers) - h * 0.05
        bot = y - h * (0.12 + 0.62 * t0)
        ww = w * (1 - 0.2 * i) * 0.5
        pts = [(x, top), (x + ww, bot), (x + ww * 0.4, bot - h * 0.03), (x - ww * 0.4, bot - h * 0.03), (x - ww, bot)]
        cv.poly(pts, col)
        if rim:
            cv.poly([(x, top), (x - ww, bot), (x - ww * 0.7, bot - h * 0.015), (x - ww * 0.12, top + h * 0.07)],
                    with_alpha(rim, 110))


def menu_town():
    S = 3
    cv = Canvas(MW, MH, S)
    sky = vgrad(MW * S, MH * S, [(0, (28, 26, 52, 255)), (0.3, (66, 50, 92, 255)), (0.5, (160, 86, 84, 255)),
                                 (0.62, (230, 140, 80, 255)), (0.72, (244, 186, 116, 255)), (1, (244, 186, 116, 255))])
    cv.surf.blit(sky, (0, 0))
    cv.glow((74, 112), 150, (200, 110, 60), 0.4, power=1.2, squash=0.55)
    cv.glow((74, 114), 22, (255, 190, 120), 0.6, power=1.4)
    rng = random.Random(202)
    for _ in range(70):
        x, y = rng.uniform(0, MW), rng.uniform(0, 62)
        cv.circle((x, y), rng.uniform(0.25, 0.55), (255, 245, 220, int(rng.uniform(60, 220) * (1 - y / 70))))
    # a thin moon
    cv.circle((232, 26), 7, (250, 236, 200, 255))
    cv.circle((235, 24), 6.5, (40, 34, 64, 255))
    cv.glow((230, 27), 20, (120, 110, 140), 0.3)
    # far mountains (hazy), a middle ridge, then the dark hill that holds the cave
    far = ridge(-4, MW + 4, 104, 14, 5)
    cv.poly(far + [(MW + 4, MH), (-4, MH)], (128, 90, 118, 255))
    mid = ridge(-4, MW + 4, 120, 9, 9)
    cv.poly(mid + [(MW + 4, MH), (-4, MH)], (88, 68, 96, 255))
    hill = [(p[0], p[1]) for p in ridge(176, MW + 4, 72, 12, 33, freqs=(0.8, 3.1, 7.3, 15.0))]
    hill = [(x, y + max(0.0, 200 - x) * 1.6 + max(0, (x - 276)) * 0.35) for x, y in hill]
    hill_poly = hill + [(MW + 4, MH), (176, MH)]
    cv.poly_grad(hill_poly, [(0, (74, 58, 80, 255)), (0.6, (40, 34, 50, 255)), (1, (30, 28, 38, 255))], angle=90)
    cv.polyline(hill[:40], (176, 118, 110, 230), 1.0)
    for i in range(5):
        r2 = random.Random(40 + i)
        x, y = r2.uniform(214, 306), r2.uniform(80, 104)
        rk = [(x - 9, y + 3), (x - 4, y - 3), (x + 4, y - 4), (x + 9, y + 3)]
        cv.poly(rk, (62, 50, 66, 160))
        cv.line(rk[1], rk[2], (140, 100, 100, 120), 0.6)
    # the cave mouth, with a dull red glow deep inside
    mouth = circle_pts((262, 112), 14, 20, ry=17, a0=math.pi, a1=math.tau)
    cv.poly([(244, 124)] + [(x, y) for x, y in circle_pts((262, 112), 18, 20, ry=21, a0=math.pi, a1=math.tau)]
            + [(280, 124)], (64, 54, 66, 255))
    cv.poly(mouth + [(276, 124), (248, 124)], (10, 6, 10, 255))
    cv.glow((262, 118), 13, (190, 50, 20), 0.9)
    cv.glow((262, 120), 30, (120, 30, 20), 0.35)
    # far tree line
    for i in range(70):
        x = -4 + i * 4.6 + rng.uniform(-1.5, 1.5)
        if 180 < x < 300:
            continue
        conifer(cv, x, 131 + rng.uniform(-2, 2), rng.uniform(12, 19), (56, 56, 76, 255), seed=i)
    # the meadow
    meadow = [(-4, 132), (60, 130), (150, 133), (240, 126), (324, 128), (324, 184), (-4, 184)]
    cv.poly_grad(meadow, [(0, (58, 62, 64, 255)), (0.5, (38, 44, 42, 255)), (1, (22, 26, 26, 255))], angle=90)
    # woods on the middle ground
    for i in range(40):
        x = 120 + i * 4.4 + rng.uniform(-2, 2)
        base = 141 + rng.uniform(-3, 4)
        if 238 < x < 262:
            continue
        conifer(cv, x, base, rng.uniform(16, 25), (30, 38, 44, 255), rim=(130, 90, 72, 255), seed=100 + i)
    # the town on its rise: houses silhouetted against the sunset, windows lit
    cv.poly([(-4, 150), (30, 144), (70, 145), (110, 152), (130, 164), (-4, 168)], (34, 34, 38, 255))
    tx, ty, tw, th = 44, 146, 10, 40
    cv.rect((tx, ty - th, tw, th), (44, 32, 42, 255))
    cv.poly([(tx - 2, ty - th), (tx + tw / 2, ty - th - 16), (tx + tw + 2, ty - th)], (70, 34, 34, 255))
    cv.rect((tx + 3.5, ty - th + 8, 3, 5), (255, 200, 110, 255), radius=1)
    cv.glow((tx + 5, ty - th + 10), 8, (255, 160, 70), 0.5)
    houses = [(6, 152, 22, 20, 14), (30, 148, 18, 16, 12), (58, 152, 26, 18, 15), (88, 158, 20, 15, 12),
              (-6, 168, 24, 18, 12)]
    for hx_, hy_, hw, hh, rh in houses:
        cv.rect((hx_, hy_ - hh, hw, hh), (58, 42, 48, 255))
        cv.rect((hx_ + hw - 4, hy_ - hh, 4, hh), (42, 32, 38, 255))
        cv.poly([(hx_ - 2, hy_ - hh), (hx_ + hw / 2, hy_ - hh - rh), (hx_ + hw + 2, hy_ - hh)], (84, 40, 38, 255))
        cv.line((hx_ - 2, hy_ - hh), (hx_ + hw / 2, hy_ - hh - rh), (236, 150, 96, 220), 0.7)
        cv.rect((hx_ + hw * 0.72, hy_ - hh - rh * 0.9, 3, rh * 0.6), (50, 34, 40, 255))
        for wx in (hx_ + hw * 0.22, hx_ + hw * 0.55):
            wy = hy_ - hh * 0.6
            cv.glow((wx + 1.6, wy + 2), 7, (255, 150, 60), 0.45)
            cv.rect((wx, wy, 3.2, 4), (255, 206, 120, 255), radius=0.6)
            cv.line((wx + 1.6, wy), (wx + 1.6, wy + 4), (90, 60, 40, 255), 0.4)
    for i in range(14):
        t = i / 13
        cv.circle((70 + t * 24 + math.sin(t * 5) * 3, 122 - t * 40), 2 + t * 5, (200, 180, 190, int(60 * (1 - t))))
    # the winding track: out of the town gate, towards us, then up through the woods into the cave
    path = (bezier((104, 156), (140, 160), (120, 186), (176, 178), 24)[:-1]
            + bezier((176, 178), (236, 170), (196, 146), (226, 138), 24)[:-1]
            + bezier((226, 138), (246, 132), (250, 125), (262, 123), 16))
    left, right = [], []
    for i, (x, y) in enumerate(path):
        j, k = min(len(path) - 1, i + 1), max(0, i - 1)
        dx, dy = path[j][0] - path[k][0], path[j][1] - path[k][1]
        ln = math.hypot(dx, dy) or 1
        wdt = 1.6 + 10 * clamp((y - 122) / 60) ** 1.4
        left.append((x - dy / ln * wdt, y + dx / ln * wdt))
        right.append((x + dy / ln * wdt, y - dx / ln * wdt))
    cv.poly(left + right[::-1], (150, 118, 84, 255))
    inner_l = [(lx + (rx - lx) * 0.12, ly + (ry - ly) * 0.12) for (lx, ly), (rx, ry) in zip(left, right, strict=False)]
    inner_r = [(lx + (rx - lx) * 0.88, ly + (ry - ly) * 0.88) for (lx, ly), (rx, ry) in zip(left, right, strict=False)]
    cv.poly(inner_l + inner_r[::-1], (206, 172, 124, 255))
    # the board's spaces along the track
    for n, i in enumerate(range(1, len(path) - 2, 3)):
        x, y = path[i]
        sz = 0.9 + 5.2 * clamp((y - 122) / 60) ** 1.3
        colr = (GOLD, RED, GREEN, BLUE)[n % 4] if n % 2 == 0 else PARCHMENT
        cv.ellipse((x - sz, y - sz * 0.4, 2 * sz, sz * 1.0), (70, 52, 40, 255))
        cv.ellipse((x - sz * 0.9, y - sz * 0.5, 1.8 * sz, sz * 0.9), colr)
    # nearer trees framing the right side, one crossing the track's far end
    for i, (x, base, h) in enumerate([(214, 150, 34), (232, 160, 40), (300, 168, 58), (318, 156, 44),
                                      (282, 178, 46), (200, 186, 28), (252, 186, 34)]):
        conifer(cv, x, base, h, (18, 24, 28, 255), rim=(150, 100, 72, 255), seed=300 + i)
    cv.poly_grad([(-4, 166), (130, 170), (150, 184), (-4, 184)], [(0, (20, 24, 24, 0)), (1, (14, 16, 18, 255))])
    img = cv.result()
    return finish_scene(img, 12, vig=0.55, vcy=0.55)
