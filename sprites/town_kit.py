"""Shapes that several of Wilds & Depths' pictures share: silver coins, hearts, a sheet ghost, lettering.

Everything is drawn on sticker_kit's 96-unit canvas and turned into a sticker there (an ink outline round the
whole picture, a soft shadow), whatever the size of the image made of it.
"""

from __future__ import annotations

import math

from geometry import bezier, circle_pts, rot
from palette import WHITE
from sticker_kit import GLINT, LINE, SS, fill
from text import text_surface

SILVER = [(0, (248, 250, 254, 255)), (0.5, (192, 200, 212, 255)), (1, (112, 120, 138, 255))]
SILVER_EDGE = (120, 128, 146, 255)
HEART = [(0, (246, 112, 100, 255)), (0.55, (206, 52, 46, 255)), (1, (128, 22, 26, 255))]
GHOSTLY = [(0, (250, 254, 255, 255)), (0.6, (206, 228, 240, 255)), (1, (140, 170, 196, 255))]


def coin(cv, c, r, stops=None, mark=True):
    """A silver coin seen face on: a milled rim, a raised ring and a small star struck in the middle."""
    stops = stops or SILVER
    cv.grad_shape(lambda k: k.circle(c, r, WHITE), stops, angle=60)
    cv.circle(c, r, LINE, 1.3)
    cv.circle(c, r * 0.74, stops[-1][1], max(1.0, r * 0.09))
    if mark:
        pts = []
        for i in range(10):
            a = -math.pi / 2 + math.pi * i / 5
            rr = r * (0.42 if i % 2 == 0 else 0.18)
            pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
        cv.poly(pts, stops[-1][1])
    cv.polyline(circle_pts(c, r * 0.86, 8, a0=math.pi * 1.05, a1=math.pi * 1.4), GLINT, max(1.0, r * 0.14))


def coin_stack(cv, x, bottom, r, n, stops=None, squash=0.38):
    """n coins lying flat, piled from `bottom` up: each a lit top face over a darker milled edge."""
    stops = stops or SILVER
    th = r * 0.34
    for i in range(n):
        y = bottom - i * th
        ry = r * squash
        side = [(x - r, y - th)] + circle_pts((x, y), r, 14, ry=ry, a0=math.pi, a1=0) + [(x + r, y - th)]
        fill(cv, side, [(0, stops[1][1]), (1, stops[-1][1])], angle=0, outline=1.1)
        for k in range(1, 7):                       # the milling on the edge
            a = math.pi * k / 7
            px = x - math.cos(a) * r
            py = y + math.sin(a) * ry
            cv.line((px, py - th + 0.8), (px, py - 0.6), SILVER_EDGE, 0.7)
        top = circle_pts((x, y - th), r, 24, ry=ry)
        fill(cv, top, stops, angle=70, outline=1.1)
        cv.poly(circle_pts((x, y - th), r * 0.7, 20, ry=ry * 0.7), stops[-1][1], 0.8)


def heart_pts(c, r, n=48):
    """A heart about 2r wide and 1.8r tall, centred on c (the classic sin-cubed curve)."""
    pts = []
    for i in range(n):
        t = math.tau * i / n
        x = math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)) / 16 - 0.155
        pts.append((c[0] + x * r, c[1] + y * r))
    return pts


def heart(cv, c, r, stops=None):
    """A glossy red heart: gradient, a highlight on its left lobe."""
    pts = heart_pts(c, r)
    fill(cv, pts, stops or HEART, angle=70, outline=1.4)
    cv.polyline(bezier((c[0] - r * 0.72, c[1] - r * 0.05), (c[0] - r * 0.8, c[1] - r * 0.6),
                       (c[0] - r * 0.4, c[1] - r * 0.75), (c[0] - r * 0.2, c[1] - r * 0.55), 10),
                (255, 236, 230, 210), max(1.2, r * 0.13))


def plus(cv, c, arm, thick, colour, ink=LINE):
    """A plus sign, inked."""
    x, y = c
    a, t = arm, thick / 2
    pts = [(x - t, y - a), (x + t, y - a), (x + t, y - t), (x + a, y - t), (x + a, y + t), (x + t, y + t),
           (x + t, y + a), (x - t, y + a), (x - t, y + t), (x - a, y + t), (x - a, y - t), (x - t, y - t)]
    cv.poly(pts, colour)
    cv.poly(pts, ink, 1.2)


def ghost_pts(c, w, h, waves=3, lean=0.0):
    """A sheet ghost: a round head, sides flaring a little, a wavy hem; `lean` sways the hem sideways."""
    x, y = c
    top = y - h / 2
    head = circle_pts((x, top + w / 2), w / 2, 24, a0=math.pi, a1=math.tau)
    hem_y = y + h / 2
    right = bezier((x + w / 2, top + w / 2), (x + w / 2, top + w), (x + w * 0.62 + lean, hem_y - h * 0.3),
                   (x + w * 0.58 + lean, hem_y), 10)
    hem = []
    n = waves * 2
    for i in range(n * 4 + 1):
        t = i / (n * 4)
        px = x + w * 0.58 + lean - t * w * 1.16
        py = hem_y - abs(math.sin(t * math.pi * n / 2 * 2)) * h * 0.12
        hem.append((px, py))
    left = bezier((x - w * 0.58 + lean, hem_y), (x - w * 0.62 + lean, hem_y - h * 0.3), (x - w / 2, top + w),
                  (x - w / 2, top + w / 2), 10)
    return head + right[1:] + hem[1:] + left[1:]


def lettering(cv, txt, c, size, colour, face="sans-bold"):
    """Words or numerals set in the bundled fonts, centred on c, at the canvas's supersampling."""
    t = text_surface(txt, face, size * SS, colour)
    cv.surf.blit(t, t.get_rect(center=(round(c[0] * SS), round(c[1] * SS))))


def arrow_pts(path, width, head_len, head_w):
    """A thick arrow along the centre line `path` (points), its head at the path's end."""
    left, right = [], []
    for i, (x, y) in enumerate(path):
        a = path[max(0, i - 1)]
        b = path[min(len(path) - 1, i + 1)]
        ln = math.hypot(b[0] - a[0], b[1] - a[1]) or 1
        nx, ny = -(b[1] - a[1]) / ln, (b[0] - a[0]) / ln
        left.append((x + nx * width / 2, y + ny * width / 2))
        right.append((x - nx * width / 2, y - ny * width / 2))
    (px, py), (qx, qy) = path[-2], path[-1]
    ln = math.hypot(qx - px, qy - py) or 1
    dx, dy = (qx - px) / ln, (qy - py) / ln
    nx, ny = -dy, dx
    head = [(qx + nx * head_w / 2, qy + ny * head_w / 2), (qx + dx * head_len, qy + dy * head_len),
            (qx - nx * head_w / 2, qy - ny * head_w / 2)]
    return left + head + right[::-1]


BOOT = [(4, 0), (34, 0), (36, 38), (52, 44), (62, 52), (62, 62), (2, 62), (2, 42)]   # a boot, toe to the right


def boot(cv, origin, k, leather=None, cuff=None):
    """A tall leather boot with a folded cuff and a dark sole, `k` times its 64-unit size, toe to the right."""
    leather = leather or [(0, (176, 110, 58, 255)), (1, (100, 56, 26, 255))]
    ox, oy = origin

    def at(pts):
        return [(ox + x * k, oy + y * k) for x, y in pts]
    fill(cv, at(BOOT), leather, angle=60, outline=1.5)
    cv.polyline(at([(36, 42), (48, 48), (58, 55)]), (210, 150, 96, 200), 1.2)
    fill(cv, at([(0, -8), (38, -8), (36, 6), (2, 6)]), cuff or [(0, (126, 76, 38, 255)), (1, (82, 46, 20, 255))],
         outline=1.4)
    fill(cv, at([(0, 60), (64, 60), (64, 66), (58, 70), (0, 70)]), [(0, (72, 48, 32, 255)), (1, (36, 24, 16, 255))],
         outline=1.2)
    cv.line(at([(18, 60)])[0], at([(18, 70)])[0], LINE, 0.9)


def card_shape(c, w, h, ang):
    """A playing card's outline, w x h with rounded corners, centred on c and turned by ang."""
    x, y = c
    pts = circle_pts((x + w / 2 - 4, y - h / 2 + 4), 4, 4, a0=-math.pi / 2, a1=0) + \
        circle_pts((x + w / 2 - 4, y + h / 2 - 4), 4, 4, a0=0, a1=math.pi / 2) + \
        circle_pts((x - w / 2 + 4, y + h / 2 - 4), 4, 4, a0=math.pi / 2, a1=math.pi) + \
        circle_pts((x - w / 2 + 4, y - h / 2 + 4), 4, 4, a0=math.pi, a1=math.pi * 1.5)
    return rot(pts, ang, c)
