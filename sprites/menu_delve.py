"""Dice Delve's menu picture: party and dungeon dice tumbling on a table before a dragon's slit-pupilled eye
(the dice are rendered as textured cubes).
"""

from __future__ import annotations

import math
import random

import pygame
from canvas import Canvas
from dice_art import d6_face, delve_face
from geometry import bezier, circle_pts
from menu_kit import MH, MW, finish_scene
from palette import WHITE, clamp, mix, shade
from surfaces import masked, radial, surf


def render_cube(dst, centre, scale, angles, faces, light_dir=(-0.4, -0.6, 0.7), ss=1):
    """Draw a die as a cube (orthographic) onto dst; faces: six textures (+x, -x, +y, -y, +z, -z)."""
    ax, ay, az = angles

    def rotv(v):
        x, y, z = v
        y, z = y * math.cos(ax) - z * math.sin(ax), y * math.sin(ax) + z * math.cos(ax)
        x, z = x * math.cos(ay) + z * math.sin(ay), -x * math.sin(ay) + z * math.cos(ay)
        x, y = x * math.cos(az) - y * math.sin(az), x * math.sin(az) + y * math.cos(az)
        return (x, y, z)
    axes = [((1, 0, 0), (0, 1, 0), (0, 0, -1)), ((-1, 0, 0), (0, 1, 0), (0, 0, 1)),
            ((0, 1, 0), (1, 0, 0), (0, 0, 1)), ((0, -1, 0), (1, 0, 0), (0, 0, -1)),
            ((0, 0, 1), (1, 0, 0), (0, 1, 0)), ((0, 0, -1), (-1, 0, 0), (0, 1, 0))]
    ll = math.sqrt(sum(c * c for c in light_dir))
    L = [c / ll for c in light_dir]
    cx, cy = centre
    sc = scale * ss
    # silhouette first, in the rim colour, so the rounded corners of each face texture sit on something
    corners = [rotv((x, y, z)) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
    pts2 = [(cx * ss + p[0] * sc, cy * ss - p[1] * sc) for p in corners]
    hull = _convex_hull(pts2)
    for (n, u, v), tex in zip(axes, faces, strict=False):
        nr = rotv(n)
        if nr[2] <= 0.02:
            continue
        ur, vr = rotv(u), rotv(v)
        lam = max(0.0, nr[0] * L[0] + nr[1] * L[1] + nr[2] * L[2])
        f = 0.45 + 0.6 * lam
        _affine_face(dst, tex, (cx * ss + nr[0] * sc, cy * ss - nr[1] * sc), (ur[0] * sc, -ur[1] * sc),
                     (vr[0] * sc, -vr[1] * sc), f)
    return hull


def _convex_hull(pts):
    pts = sorted(set(pts))
    if len(pts) < 3:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _affine_face(dst, tex, c, u, v, f):
    """Map texture square onto parallelogram c +- u +- v (screen px), shading by f."""
    tw, th = tex.get_size()
    data = pygame.image.tobytes(tex, "RGBA")
    xs = [c[0] + su * u[0] + sv * v[0] for su in (-1, 1) for sv in (-1, 1)]
    ys = [c[1] + su * u[1] + sv * v[1] for su in (-1, 1) for sv in (-1, 1)]
    x0, x1, y0, y1 = int(min(xs)), int(max(xs)) + 1, int(min(ys)), int(max(ys)) + 1
    det = u[0] * v[1] - u[1] * v[0]
    if abs(det) < 1e-6:
        return
    w, h = x1 - x0, y1 - y0
    buf = bytearray(w * h * 4)
    i = 0
    for y in range(y0, y1):
        dy = y + 0.5 - c[1]
        for x in range(x0, x1):
            dx = x + 0.5 - c[0]
            s_ = (dx * v[1] - dy * v[0]) / det
            t_ = (u[0] * dy - u[1] * dx) / det
            if -1 <= s_ <= 1 and -1 <= t_ <= 1:
                tx = int((s_ + 1) * 0.5 * (tw - 1))
                ty = int((t_ + 1) * 0.5 * (th - 1))
                k = (ty * tw + tx) * 4
                buf[i] = min(255, int(data[k] * f))
                buf[i + 1] = min(255, int(data[k + 1] * f))
                buf[i + 2] = min(255, int(data[k + 2] * f))
                buf[i + 3] = data[k + 3]
            i += 4
    dst.blit(pygame.image.frombuffer(bytes(buf), (w, h), "RGBA"), (x0, y0))


def die_texture(img):
    """The face of a die sprite without its drop shadow margin, for mapping onto a cube."""
    return pygame.transform.smoothscale(img.subsurface((3, 3, 58, 58)).copy(), (96, 96))


def menu_delve():
    S = 3
    cv = Canvas(MW, MH, S, fill=(12, 8, 10, 255))
    rng = random.Random(404)
    eye_c = (162, 64)
    # scaly hide, lit by the eye's own glow
    rows = []
    y = 128
    while y > -12:
        rows.append(y)
        y -= 8
    for ri, y in enumerate(rows):
        off = 6 if ri % 2 else 0
        x = -12 + off
        while x < MW + 12:
            d = math.hypot((x - eye_c[0]) / 1.6, y - eye_c[1])
            warm = clamp(1 - d / 120) ** 1.5
            base = mix((30, 34, 30, 255), (120, 60, 26, 255), warm)
            r = 7.2 + rng.uniform(-0.5, 0.5)
            cv.circle((x, y), r, shade(base, 0.45))
            cv.circle((x, y - 0.8), r - 0.9, base)
            cv.polyline(circle_pts((x, y), r - 1.4, 8, a0=math.pi * 0.2, a1=math.pi * 0.8),
                        shade(base, 1.6), 0.7)
            x += 12
    # the eye: upper and lower lids as curves, the iris filling the almond
    upper = bezier((52, 72), (100, 14), (218, 10), (274, 58), 40)
    lower = bezier((274, 58), (222, 106), (108, 110), (52, 72), 40)
    almond = upper + lower[1:]
    lid_up = bezier((40, 72), (96, 0), (224, -4), (290, 56), 40)
    cv.poly(lid_up + upper[::-1], (36, 30, 26, 220))
    cv.poly(almond, (20, 6, 4, 255))
    iris = radial(int(220 * S), int(110 * S), [(0, (255, 240, 150, 255)), (0.18, (255, 206, 70, 255)),
                                               (0.55, (236, 130, 28, 255)), (0.85, (150, 46, 12, 255)),
                                               (1.0, (60, 12, 6, 255))], cx=0.5, cy=0.5, rx=0.5, ry=0.52)
    layer = surf(MW * S, MH * S)
    layer.blit(iris, ((eye_c[0] - 110) * S, (eye_c[1] - 55) * S))
    for i in range(90):
        a = math.tau * i / 90 + rng.uniform(-0.02, 0.02)
        r0, r1 = rng.uniform(8, 14), rng.uniform(40, 70)
        col = (255, 230, 140, int(rng.uniform(20, 70))) if i % 2 else (120, 40, 10, int(rng.uniform(40, 110)))
        p0 = ((eye_c[0] + math.cos(a) * r0 * 1.6) * S, (eye_c[1] + math.sin(a) * r0) * S)
        p1 = ((eye_c[0] + math.cos(a) * r1 * 1.6) * S, (eye_c[1] + math.sin(a) * r1) * S)
        tmp = surf(MW * S, MH * S)
        pygame.draw.line(tmp, col, p0, p1, max(1, int(rng.uniform(0.6, 1.6) * S)))
        layer.blit(tmp, (0, 0))
    m = Canvas(MW, MH, S)
    m.poly(almond, WHITE)
    cv.surf.blit(masked(layer, m.surf), (0, 0))
    # shadow of the upper lid on the eyeball
    cv.grad_shape(lambda c: c.poly(almond, WHITE), [(0, (10, 2, 0, 230)), (0.45, (10, 2, 0, 0)), (1, (10, 2, 0, 0))],
                  angle=90, box=(52, 10, 222, 96))
    cv.glow(eye_c, 120, (200, 90, 20), 0.35, power=1.2, squash=0.6)
    # slit pupil: a lens, pointed at both ends, with a soft dark surround
    lens = bezier((eye_c[0], eye_c[1] - 32), (eye_c[0] + 9, eye_c[1] - 12), (eye_c[0] + 9, eye_c[1] + 12),
                  (eye_c[0], eye_c[1] + 30), 20)
    lens += bezier((eye_c[0], eye_c[1] + 30), (eye_c[0] - 9, eye_c[1] + 12), (eye_c[0] - 9, eye_c[1] - 12),
                   (eye_c[0], eye_c[1] - 32), 20)[1:]
    cv.soft(lambda c: c.poly([(eye_c[0] + (x - eye_c[0]) * 2.2, y) for x, y in lens], (40, 6, 0, 200)), blur=3)
    cv.poly(lens, (4, 0, 0, 255))
    # wet highlights
    cv.ellipse((118, 38, 22, 8), (255, 255, 240, 150))
    cv.ellipse((200, 74, 8, 4), (255, 240, 200, 110))
    cv.polyline(upper, (255, 170, 90, 160), 1.0)
    cv.polyline(lower, (150, 70, 40, 200), 1.4)
    # a heavy upper lid fold casting its shade
    fold = bezier((46, 70), (96, 8), (220, 2), (282, 56), 40)
    cv.polyline(fold, (90, 56, 36, 200), 2.0)
    cv.polyline([(x, y - 1.5) for x, y in fold], (170, 110, 60, 120), 0.8)
    # the table in the foreground, lit from above by the eye
    table = [(-4, 120), (324, 120), (324, 184), (-4, 184)]
    cv.poly_grad(table, [(0, (70, 40, 24, 255)), (0.4, (110, 64, 34, 255)), (1, (50, 28, 18, 255))], angle=90)
    for i in range(-8, 9):
        cv.line((160 + i * 12, 120), (160 + i * 40, 184), (40, 22, 12, 200), 0.8)
    cv.line((-4, 120), (324, 120), (160, 100, 60, 255), 1.0)
    cv.glow((162, 124), 140, (160, 80, 20), 0.35, power=1.2, squash=0.3)
    # dice: two party dice (white) and two dungeon dice (black), tumbling
    iv = [die_texture(d6_face(n, "ivory")) for n in range(1, 7)]
    bl = [die_texture(d6_face(n, "black")) for n in range(1, 7)]
    fighter = die_texture(delve_face("fighter"))
    dragon = die_texture(delve_face("dragon"))
    skull = die_texture(delve_face("skeleton"))
    crown = die_texture(delve_face("champion"))
    dice = [((74, 150), 15, (0.5, 0.6, 0.25), [iv[0], iv[5], iv[1], iv[4], fighter, iv[2]], 0, (10, 168)),
            ((128, 118), 12, (-0.7, 0.5, 0.9), [bl[3], bl[2], skull, bl[1], dragon, bl[5]], 16, (128, 170)),
            ((196, 150), 14, (0.35, -0.45, -0.2), [iv[3], iv[2], iv[4], iv[0], crown, iv[1]], 0, (200, 168)),
            ((250, 128), 11, (1.1, 0.3, 0.5), [bl[0], bl[4], bl[3], bl[2], skull, dragon], 12, (250, 170))]
    for (c, sc, ang, faces, air, shadow_at) in dice:
        sx, sy = shadow_at
        cv.soft(lambda L, sx=sx, sc=sc, air=air, c=c: L.ellipse(
            (c[0] - sc * 1.6 - air * 0.3, c[1] + sc * 1.2 + air * 0.5, sc * 3.2 + air * 0.6, sc * 0.9),
            (0, 0, 0, 200 - air * 5)), blur=1.5 + air * 0.12)
        if air:
            # motion streaks behind an airborne die
            for k in range(3):
                yy = c[1] - sc * 0.6 + k * sc * 0.6
                cv.line((c[0] - sc * 3.6, yy - 6), (c[0] - sc * 1.4, yy), (255, 200, 140, 40), 1.2)
        render_cube(cv.surf, c, sc, ang, faces, ss=S)
    cv.glow((74, 140), 30, (255, 160, 60), 0.12)
    img = cv.result()
    return finish_scene(img, 14, vig=0.6, vcy=0.45)
