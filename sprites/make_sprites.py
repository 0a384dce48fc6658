"""Draw every image in sprites/ (except fonts/) procedurally with pygame-ce.

Run from anywhere:  python sprites/make_sprites.py  [--only menu,dice,...]
Deterministic: every random choice comes from a seeded random.Random, so a re-run gives the same files.
Only the standard library and pygame-ce are used (no numpy). Shapes are drawn supersampled and scaled
down with smoothscale for clean anti-aliased edges; soft light is made from radial fields computed at a low
resolution and scaled up; textures come from a small tiling value-noise generator.
"""

from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
FONTS = HERE / "fonts"

# ---------------------------------------------------------------------------------------------------------
# Palette (the app's theme)
# ---------------------------------------------------------------------------------------------------------


def hx(code: str, a: int = 255) -> tuple[int, int, int, int]:
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16), a)


STONE = hx("1b1a22")
PANEL = hx("2a2833")
PANEL_LIGHT = hx("3a3746")
PARCHMENT = hx("e9dcc0")
INK = hx("2b2118")
GOLD = hx("d9a441")
RED = hx("b5483a")
GREEN = hx("5f9e6e")
BLUE = hx("4f7cac")
PURPLE = hx("7d5ba6")
WHITE = hx("f4f1ea")
LEVEL_COLOURS = [hx("d4a537"), hx("d9782d"), hx("b8412f"), hx("b0407f"), hx("4f9a5a"), hx("3f72b5")]
BLACK = (0, 0, 0, 255)
CLEAR = (0, 0, 0, 0)

# ---------------------------------------------------------------------------------------------------------
# Small colour helpers
# ---------------------------------------------------------------------------------------------------------


def clamp(v, lo=0.0, hi=1.0):
    return lo if v < lo else hi if v > hi else v


def lerp(a, b, t):
    return a + (b - a) * t


def mix(c1, c2, t):
    """Blend two RGBA tuples."""
    c1 = tuple(c1) + (255,) * (4 - len(c1))
    c2 = tuple(c2) + (255,) * (4 - len(c2))
    return tuple(int(round(lerp(c1[i], c2[i], t))) for i in range(4))


def shade(c, f):
    """Multiply RGB by f (keeps alpha)."""
    return (int(clamp(c[0] * f, 0, 255)), int(clamp(c[1] * f, 0, 255)), int(clamp(c[2] * f, 0, 255)),
            c[3] if len(c) > 3 else 255)


def with_alpha(c, a):
    return (c[0], c[1], c[2], int(a))


def smoothstep(e0, e1, x):
    t = clamp((x - e0) / (e1 - e0)) if e1 != e0 else (1.0 if x >= e1 else 0.0)
    return t * t * (3 - 2 * t)


def at_stops(stops, t):
    """Colour at t along [(t0, rgba), (t1, rgba), ...] (sorted by t)."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (ta, ca), (tb, cb) in zip(stops, stops[1:], strict=False):
        if t <= tb:
            return mix(ca, cb, (t - ta) / (tb - ta) if tb > ta else 1.0)
    return stops[-1][1]


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


# ---------------------------------------------------------------------------------------------------------
# Shape drawing on supersampled canvases
# ---------------------------------------------------------------------------------------------------------


def masked(fill, mask):
    """fill (a surface) cut to mask's alpha."""
    out = fill.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


class Canvas:
    """A supersampled drawing surface using logical coordinates (the output size)."""

    def __init__(self, w, h, ss=4, fill=None):
        self.w, self.h, self.ss = w, h, ss
        self.surf = surf(w * ss, h * ss)
        if fill is not None:
            self.surf.fill(fill)

    def p(self, pts):
        s = self.ss
        return [(x * s, y * s) for x, y in pts]

    def _layer_draw(self, color, fn):
        if tuple(color) == (0, 0, 0, 0):
            fn(self.surf, (0, 0, 0, 0))  # the CUT colour: make a transparent hole
        elif len(color) > 3 and color[3] == 0:
            return
        elif len(color) > 3 and color[3] < 255:
            layer = surf(*self.surf.get_size())
            fn(layer, with_alpha(color, 255))
            tmp = surf(*self.surf.get_size())
            tmp.fill((255, 255, 255, color[3]))
            layer.blit(tmp, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            self.surf.blit(layer, (0, 0))
        else:
            fn(self.surf, color)

    def poly(self, pts, color, width=0):
        self._layer_draw(color, lambda s, c: pygame.draw.polygon(s, c, self.p(pts), int(width * self.ss)))

    def circle(self, c, r, color, width=0):
        self._layer_draw(color, lambda s, col: pygame.draw.circle(
            s, col, (c[0] * self.ss, c[1] * self.ss), r * self.ss, int(width * self.ss)))

    def ellipse(self, rect, color, width=0):
        x, y, w, h = rect
        s = self.ss
        self._layer_draw(color, lambda d, col: pygame.draw.ellipse(d, col, (x * s, y * s, w * s, h * s),
                                                                   int(width * s)))

    def rect(self, rect, color, radius=0, width=0):
        x, y, w, h = rect
        s = self.ss
        self._layer_draw(color, lambda d, col: pygame.draw.rect(
            d, col, (round(x * s), round(y * s), round(w * s), round(h * s)), int(width * s),
            border_radius=int(radius * s)))

    def line(self, a, b, color, width=1.0):
        """A thick line with round caps."""
        s = self.ss
        ax, ay, bx, by = a[0] * s, a[1] * s, b[0] * s, b[1] * s
        wd = width * s

        def fn(d, col):
            dx, dy = bx - ax, by - ay
            ln = math.hypot(dx, dy) or 1
            nx, ny = -dy / ln * wd / 2, dx / ln * wd / 2
            pygame.draw.polygon(d, col, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny),
                                         (ax - nx, ay - ny)])
            pygame.draw.circle(d, col, (ax, ay), wd / 2)
            pygame.draw.circle(d, col, (bx, by), wd / 2)
        self._layer_draw(color, fn)

    def polyline(self, pts, color, width=1.0):
        for a, b in zip(pts, pts[1:], strict=False):
            self.line(a, b, color, width)

    def mask_of(self, draw):
        """A white mask surface drawn by draw(canvas_like)."""
        m = Canvas(self.w, self.h, self.ss)
        draw(m)
        return m.surf

    def fill_mask(self, mask, fill_surface):
        """Blit fill_surface (logical size or full size) through mask."""
        if fill_surface.get_size() != self.surf.get_size():
            fill_surface = pygame.transform.smoothscale(fill_surface, self.surf.get_size())
        self.surf.blit(masked(fill_surface, mask), (0, 0))

    def poly_grad(self, pts, stops, angle=90.0, box=None):
        """Polygon filled with a linear gradient; angle 90 = top->bottom, 0 = left->right, over box/bbox."""
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        bx, by, bw, bh = box or (min(xs), min(ys), max(xs) - min(xs) or 1, max(ys) - min(ys) or 1)
        s = self.ss
        sw, sh = self.surf.get_size()
        ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        corners = [(0, 0), (1, 0), (0, 1), (1, 1)]
        proj = [cx * bw * ca + cy * bh * sa for cx, cy in corners]
        p0, p1 = min(proj), max(proj)
        rng_ = (p1 - p0) or 1

        def fn(u, v):
            return at_stops(stops, ((u * bw) * ca + (v * bh) * sa - p0) / rng_)
        g = field(max(2, int(bw * s)), max(2, int(bh * s)), fn, res=96)
        layer = surf(sw, sh)
        layer.blit(g, (bx * s, by * s))
        m = surf(sw, sh)
        pygame.draw.polygon(m, (255, 255, 255, 255), self.p(pts))
        self.surf.blit(masked(layer, m), (0, 0))

    def grad_shape(self, draw, stops, angle=90.0, box=None, res=96):
        """Fill whatever draw(canvas) paints (as a mask) with a linear gradient over box (default: whole canvas)."""
        m = Canvas(self.w, self.h, self.ss)
        draw(m)
        bx, by, bw, bh = box or (0, 0, self.w, self.h)
        ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        proj = [cx * bw * ca + cy * bh * sa for cx, cy in ((0, 0), (1, 0), (0, 1), (1, 1))]
        p0, p1 = min(proj), max(proj)

        def fn(u, v):
            return at_stops(stops, ((u * bw) * ca + (v * bh) * sa - p0) / ((p1 - p0) or 1))
        g = field(max(2, int(bw * self.ss)), max(2, int(bh * self.ss)), fn, res=res)
        layer = surf(*self.surf.get_size())
        layer.blit(g, (bx * self.ss, by * self.ss))
        self.surf.blit(masked(layer, m.surf), (0, 0))

    def opoly(self, pts, fill, outline=None, width=1.0):
        self.poly(pts, fill)
        if outline:
            self.poly(pts, outline, width)

    def blit(self, img, pos, flags=0):
        self.surf.blit(img, (pos[0] * self.ss, pos[1] * self.ss), special_flags=flags)

    def glow(self, pos, radius, color, strength=1.0, power=1.6, squash=1.0):
        glow(self.surf, (pos[0] * self.ss, pos[1] * self.ss), radius * self.ss, color, strength, power, squash)

    def light(self, pos, radius, color, alpha=255, power=1.0, squash=1.0):
        light(self.surf, (pos[0] * self.ss, pos[1] * self.ss), radius * self.ss, color, alpha, power, squash)

    def shadow(self, draw, offset=(1, 1), blur=2.0, alpha=140):
        """Soft drop shadow of whatever draw(canvas) paints."""
        m = Canvas(self.w, self.h, self.ss)
        draw(m)
        sh = m.surf
        sh.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
        if blur > 0:
            sh = pygame.transform.gaussian_blur(sh, max(1, int(blur * self.ss)))
        tmp = surf(*sh.get_size())
        tmp.fill((255, 255, 255, alpha))
        sh.blit(tmp, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(sh, (offset[0] * self.ss, offset[1] * self.ss))

    def soft(self, draw, blur=1.0, flags=0, alpha=255):
        """Paint draw(canvas) on a fresh layer, blur it (logical px) and composite it."""
        m = Canvas(self.w, self.h, self.ss)
        draw(m)
        lay = m.surf
        if blur > 0:
            lay = pygame.transform.gaussian_blur(lay, max(1, int(blur * self.ss)))
        if alpha < 255:
            lay.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        if flags:
            bg = surf(*lay.get_size())
            bg.fill((0, 0, 0, 255))
            bg.blit(lay, (0, 0))
            lay = bg
        self.surf.blit(lay, (0, 0), special_flags=flags)

    def result(self):
        return down(self.surf, self.w, self.h)


def rot(pts, ang, c=(0, 0)):
    ca, sa = math.cos(ang), math.sin(ang)
    return [(c[0] + (x - c[0]) * ca - (y - c[1]) * sa, c[1] + (x - c[0]) * sa + (y - c[1]) * ca) for x, y in pts]


def circle_pts(c, r, n=32, ry=None, a0=0.0, a1=math.tau):
    ry = r if ry is None else ry
    return [(c[0] + r * math.cos(a0 + (a1 - a0) * i / n), c[1] + ry * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


def bezier(p0, p1, p2, p3, n=24):
    out = []
    for i in range(n + 1):
        t = i / n
        a = (1 - t) ** 3
        b = 3 * (1 - t) ** 2 * t
        c = 3 * (1 - t) * t * t
        d = t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def star_pts(c, r_out, r_in, n, a0=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = a0 + math.pi * i / n
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    return pts


# ---------------------------------------------------------------------------------------------------------
# Lettering
# ---------------------------------------------------------------------------------------------------------

_FONT_CACHE: dict = {}


def font(name, size):
    key = (name, size)
    if key not in _FONT_CACHE:
        # (the bold serif is the SemiBold cut: the Bold file is no longer bundled)
        files = {"serif": "EBGaramond12-Regular.ttf", "serif-bold": "EBGaramond-SemiBold.ttf",
                 "title": "EBGaramond-SemiBold.ttf",
                 "sans": "Lato-Regular.ttf", "sans-bold": "Lato-Bold.ttf", "sans-italic": "Lato-Italic.ttf"}
        _FONT_CACHE[key] = pygame.font.Font(str(FONTS / files[name]), int(size))
    return _FONT_CACHE[key]


def text_surface(txt, name, size, color, tracking=0):
    f = font(name, size)
    if not tracking:
        return f.render(txt, True, color[:3])
    parts = [f.render(ch, True, color[:3]) for ch in txt]
    w = sum(p.get_width() for p in parts) + tracking * (len(parts) - 1)
    s = surf(max(1, w), f.get_height())
    x = 0
    for p in parts:
        s.blit(p, (x, 0))
        x += p.get_width() + tracking
    return s


def draw_text(dst, txt, name, size, color, center, tracking=0, shadow=None, alpha=255):
    t = text_surface(txt, name, size, color, tracking)
    if alpha < 255:
        t.set_alpha(alpha)
    r = t.get_rect(center=(int(round(center[0])), int(round(center[1]))))
    if shadow:
        sh = text_surface(txt, name, size, shadow, tracking)
        sh.set_alpha(shadow[3] if len(shadow) > 3 else 160)
        dst.blit(sh, r.move(1, 1))
    dst.blit(t, r)
    return r


def save(img, rel):
    path = HERE / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(img, str(path))
    return path


# =========================================================================================================
# 2. Dice
# =========================================================================================================

DIE_STYLES = {
    "ivory": {"hi": (252, 248, 236, 255), "lo": (216, 200, 168, 255), "rim": (150, 128, 96, 255),
              "pip": (43, 33, 24, 255), "edge": (255, 255, 250, 200), "ink": (43, 33, 24, 255)},
    "black": {"hi": (74, 70, 90, 255), "lo": (20, 19, 26, 255), "rim": (6, 6, 8, 255),
              "pip": (244, 241, 234, 255), "edge": (140, 134, 160, 160), "ink": (244, 241, 234, 255)},
}


def die_body(style, size=64):
    st = DIE_STYLES[style]
    cv = Canvas(size, size, 4)
    k = size / 64
    cv.shadow(lambda c: c.rect((4 * k, 4 * k, 56 * k, 56 * k), BLACK, radius=12 * k), offset=(0, 1.6 * k),
              blur=1.6 * k, alpha=130)
    cv.rect((3 * k, 3 * k, 58 * k, 58 * k), st["rim"], radius=13 * k)
    cv.grad_shape(lambda c: c.rect((4 * k, 4 * k, 56 * k, 56 * k), WHITE, radius=12 * k),
                  [(0, st["hi"]), (0.55, mix(st["hi"], st["lo"], 0.45)), (1, st["lo"])], angle=50)
    # a softly domed face: lighter plateau in the middle
    cv.grad_shape(lambda c: c.rect((9 * k, 9 * k, 46 * k, 46 * k), WHITE, radius=9 * k),
                  [(0, with_alpha(st["hi"], 150)), (1, with_alpha(st["lo"], 60))], angle=50)
    # top-left catch light along the rounded edge
    cv.polyline(circle_pts((16 * k, 16 * k), 11 * k, 10, a0=math.pi * 1.05, a1=math.pi * 1.45), st["edge"], 1.3 * k)
    cv.line((17 * k, 5.2 * k), (46 * k, 5.2 * k), with_alpha(st["edge"], st["edge"][3] // 2), 1.0 * k)
    cv.line((5.2 * k, 17 * k), (5.2 * k, 46 * k), with_alpha(st["edge"], st["edge"][3] // 2), 1.0 * k)
    return cv


PIP_LAYOUT = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
              4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
              6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def pip(cv, c, r, style):
    st = DIE_STYLES[style]
    if style == "ivory":
        cv.circle((c[0] + 0.5, c[1] + 0.6), r, (255, 255, 250, 200))  # lit lower lip of the hollow
        cv.circle(c, r, st["pip"])
        cv.circle((c[0] - 0.5, c[1] - 0.5), r * 0.75, (20, 14, 10, 255))
    else:
        cv.circle((c[0] + 0.4, c[1] + 0.5), r, (0, 0, 0, 200))
        cv.circle(c, r, (214, 206, 190, 255))
        cv.circle((c[0] + 0.5, c[1] + 0.5), r * 0.72, st["pip"])


def d6_face(n, style):
    cv = die_body(style)
    for dx, dy in PIP_LAYOUT[n]:
        r = 6.6 if n == 1 else 5.4
        if n == 1 and style == "ivory":
            # the traditional red ace
            cv.circle((32.5, 32.6), r, (255, 255, 250, 200))
            cv.circle((32, 32), r, (150, 40, 30, 255))
            cv.circle((31.5, 31.5), r * 0.75, (110, 24, 18, 255))
            continue
        pip(cv, (32 + dx * 15, 32 + dy * 15), r, style)
    return cv.result()


def poly_die(sides):
    """A blank ivory d8 or d10 body, seen face on; the app writes the number on the central face."""
    cv = Canvas(64, 64, 4)
    c = (32, 33)
    if sides == 8:
        R = 30
        hexa = [(c[0] + R * math.cos(math.radians(-90 + 60 * i)), c[1] + R * math.sin(math.radians(-90 + 60 * i)))
                for i in range(6)]
        tri = [hexa[0], hexa[2], hexa[4]]
        faces = [([hexa[0], hexa[1], hexa[2]], 0.78), ([hexa[2], hexa[3], hexa[4]], 0.62),
                 ([hexa[4], hexa[5], hexa[0]], 0.9)]
        outline = hexa
        centre = tri
    else:
        top, bot = (32, 2.5), (32, 62)
        lu, ru = (3.5, 27), (60.5, 27)
        ll, rl = (3.5, 38), (60.5, 38)
        kl, kr, kb = (17, 35), (47, 35), (32, 46)
        outline = [top, ru, rl, bot, ll, lu]
        centre = [top, kr, kb, kl]
        faces = [([top, lu, ll, kl], 0.9), ([top, kr, rl, ru], 0.66), ([ll, kl, kb, bot], 0.74),
                 ([kb, kr, rl, bot], 0.56)]
    cv.shadow(lambda cc: cc.poly(outline, BLACK), offset=(0, 1.6), blur=1.6, alpha=130)
    ivory = DIE_STYLES["ivory"]
    cv.poly(outline, ivory["rim"])
    inset = [(c[0] + (x - c[0]) * 0.965, c[1] + (y - c[1]) * 0.965) for x, y in outline]
    cv.poly(inset, ivory["lo"])
    for pts, f in faces:
        pts2 = [(c[0] + (x - c[0]) * 0.965, c[1] + (y - c[1]) * 0.965) for x, y in pts]
        cv.grad_shape(lambda cc, p=pts2: cc.poly(p, WHITE),
                      [(0, shade(ivory["hi"], f)), (1, shade(ivory["lo"], f))], angle=60)
    cen = [(c[0] + (x - c[0]) * 0.965, c[1] + (y - c[1]) * 0.965) for x, y in centre]
    cv.grad_shape(lambda cc: cc.poly(cen, WHITE), [(0, ivory["hi"]), (1, mix(ivory["hi"], ivory["lo"], 0.6))],
                  angle=60)
    for i in range(len(cen)):
        a, b = cen[i], cen[(i + 1) % len(cen)]
        cv.line(a, b, (255, 255, 250, 230), 0.9)
    for pts, _f in faces:
        for i in range(len(pts)):
            a, b = pts[i], pts[(i + 1) % len(pts)]
            cv.line(a, b, (120, 100, 76, 120), 0.5)
    return cv.result()


# --- Dice Delve face icons -------------------------------------------------------------------------------


def _icon_outline(cv, draw, style, grow=1.6):
    """A soft halo behind an icon so it reads on its die."""
    col = (0, 0, 0) if style == "black" else (43, 33, 24)
    cv.shadow(draw, offset=(0, 0.6), blur=1.2, alpha=170 if style == "black" else 90)
    _ = col, grow


def icon_fighter(cv):
    c = (32, 32)
    a = math.radians(45)
    blade = rot([(29, 44), (29, 15), (32, 9), (35, 15), (35, 44)], a, c)
    fuller = rot([(32, 16), (32, 42)], a, c)
    guard = rot([(20, 43), (44, 43), (44, 47.5), (20, 47.5)], a, c)
    grip = rot([(30, 47), (34, 47), (34, 56), (30, 56)], a, c)
    pommel = rot([(32, 58.5)], a, c)[0]
    cv.opoly(blade, (206, 214, 226, 255), (60, 64, 78, 255), 1.0)
    cv.poly(rot([(32, 9.5), (35, 15), (35, 44), (32, 44)], a, c), (150, 160, 178, 255))
    cv.line(fuller[0], fuller[1], (120, 128, 146, 255), 1.0)
    cv.opoly(grip, (110, 62, 34, 255), (50, 28, 14, 255), 0.8)
    cv.opoly(guard, (217, 164, 65, 255), (110, 76, 20, 255), 0.9)
    cv.circle(pommel, 3.6, (110, 76, 20, 255))
    cv.circle(pommel, 2.8, (230, 180, 80, 255))


def icon_cleric(cv):
    c = (32, 32)
    a = math.radians(-35)
    shaft = rot([(30.5, 24), (33.5, 24), (33.5, 56), (30.5, 56)], a, c)
    cv.opoly(shaft, (120, 70, 38, 255), (50, 28, 14, 255), 0.8)
    hc = rot([(32, 19)], a, c)[0]
    for i in range(8):
        ang = a + i * math.pi / 4
        fl = [(hc[0] + math.cos(ang - 0.25) * 7, hc[1] + math.sin(ang - 0.25) * 7),
              (hc[0] + math.cos(ang) * 13, hc[1] + math.sin(ang) * 13),
              (hc[0] + math.cos(ang + 0.25) * 7, hc[1] + math.sin(ang + 0.25) * 7)]
        cv.opoly(fl, (176, 184, 198, 255), (60, 64, 78, 255), 0.8)
    cv.circle(hc, 8.2, (60, 64, 78, 255))
    cv.circle(hc, 7.4, (196, 204, 218, 255))
    # the holy sun on the mace head
    cv.poly(star_pts(hc, 5.5, 2.2, 8, a0=a), (217, 164, 65, 255))
    cv.circle(hc, 2.2, (255, 230, 150, 255))
    pom = rot([(32, 57.5)], a, c)[0]
    cv.circle(pom, 3, (217, 164, 65, 255))


def icon_mage(cv):
    cv.line((17, 57), (40, 17), (50, 28, 14, 255), 4.6)
    cv.line((17, 57), (40, 17), (128, 80, 42, 255), 3.0)
    cv.circle((42, 15), 7.5, (60, 40, 90, 255))
    cv.circle((42, 15), 6.5, (125, 91, 166, 255))
    cv.circle((40.5, 13.5), 2.5, (210, 190, 240, 255))
    cv.poly(star_pts((22, 22), 8, 2.2, 4), (217, 164, 65, 255))
    cv.poly(star_pts((22, 22), 6, 1.5, 4), (255, 226, 140, 255))
    cv.poly(star_pts((49, 36), 5, 1.4, 4), (79, 124, 172, 255))
    cv.poly(star_pts((30, 40), 3.4, 1.0, 4), (125, 91, 166, 255))


def icon_thief(cv):
    c = (32, 32)
    a = math.radians(-45)
    # the lockpick behind
    pick = rot([(32, 10), (32, 50)], -a, c)
    cv.line(pick[0], pick[1], (60, 64, 78, 255), 3.0)
    cv.line(pick[0], pick[1], (170, 176, 188, 255), 1.6)
    hook = rot([(32, 10), (36, 8), (37, 12)], -a, c)
    cv.polyline(hook, (170, 176, 188, 255), 1.6)
    ring = rot([(32, 53)], -a, c)[0]
    cv.circle(ring, 4.5, (60, 64, 78, 255), 1.6)
    # the dagger in front
    blade = rot([(29.5, 38), (29.5, 18), (32, 10), (34.5, 18), (34.5, 38)], a, c)
    cv.opoly(blade, (206, 214, 226, 255), (60, 64, 78, 255), 0.9)
    cv.poly(rot([(32, 11), (34.5, 18), (34.5, 38), (32, 38)], a, c), (150, 160, 178, 255))
    cv.opoly(rot([(24, 38), (40, 38), (40, 41.5), (24, 41.5)], a, c), (60, 52, 60, 255), (20, 16, 20, 255), 0.8)
    cv.opoly(rot([(30.3, 41.5), (33.7, 41.5), (33.7, 51), (30.3, 51)], a, c), (46, 40, 44, 255), (10, 8, 10, 255), 0.8)
    cv.circle(rot([(32, 53)], a, c)[0], 2.6, (125, 91, 166, 255))


def icon_champion(cv):
    base = [(14, 44), (50, 44), (50, 50), (14, 50)]
    crown = [(14, 44), (12, 22), (22, 33), (32, 16), (42, 33), (52, 22), (50, 44)]
    cv.opoly(crown, (217, 164, 65, 255), (110, 70, 20, 255), 1.0)
    cv.poly([(32, 16), (42, 33), (50, 44), (32, 44)], (190, 136, 44, 255))
    cv.opoly(base, (200, 146, 50, 255), (110, 70, 20, 255), 1.0)
    for x, col in ((20, (181, 72, 58)), (32, (79, 124, 172)), (44, (95, 158, 110))):
        cv.circle((x, 47), 2.2, col + (255,))
    for x, y in ((12, 22), (32, 16), (52, 22)):
        cv.circle((x, y), 2.6, (255, 230, 150, 255))
        cv.circle((x, y), 2.6, (110, 70, 20, 255), 0.6)
    cv.circle((32, 36), 3.4, (181, 72, 58, 255))
    cv.circle((31.2, 35.2), 1.2, (255, 200, 190, 255))


def icon_scroll(cv):
    cv.opoly([(16, 20), (48, 20), (48, 44), (16, 44)], (236, 222, 190, 255), (110, 86, 56, 255), 1.0)
    for y in (26, 31, 36):
        cv.line((20, y), (44 - (y == 36) * 8, y), (120, 96, 70, 255), 1.0)
    for x in (16, 48):
        cv.rect((x - 4, 17, 8, 30), (110, 86, 56, 255), radius=4)
        cv.rect((x - 3.2, 17.8, 6.4, 28.4), (222, 204, 168, 255), radius=3.2)
        cv.line((x - 1.2, 20), (x - 1.2, 44), (255, 248, 230, 255), 1.0)
    cv.circle((40, 46), 5, (120, 30, 24, 255))
    cv.circle((40, 46), 4.2, (181, 72, 58, 255))
    cv.poly([(37, 50), (35, 57), (38.5, 55), (40, 58), (41, 50)], (181, 72, 58, 255))


def icon_goblin(cv):
    skin, dark = (110, 160, 80, 255), (40, 70, 30, 255)
    cv.opoly([(20, 30), (4, 20), (18, 38)], skin, dark, 0.9)
    cv.opoly([(44, 30), (60, 20), (46, 38)], skin, dark, 0.9)
    cv.ellipse((16, 16, 32, 36), dark)
    cv.ellipse((17, 17, 30, 34), skin)
    cv.ellipse((21, 18, 18, 8), (140, 190, 100, 255))
    for x in (25, 39):
        cv.ellipse((x - 4, 28, 8, 6), (240, 210, 60, 255))
        cv.ellipse((x - 1, 29, 2.4, 4), (20, 14, 10, 255))
    cv.line((20, 26), (29, 29), dark, 1.6)
    cv.line((44, 26), (35, 29), dark, 1.6)
    cv.poly([(30, 33), (34, 33), (32, 38)], (80, 120, 60, 255))
    cv.opoly([(23, 42), (41, 42), (38, 47), (26, 47)], (60, 20, 20, 255), dark, 0.8)
    cv.poly([(25, 42), (28, 42), (26.5, 46)], (250, 245, 220, 255))
    cv.poly([(36, 42), (39, 42), (37.5, 46)], (250, 245, 220, 255))


def icon_skeleton(cv):
    bone, dark = (236, 228, 206, 255), (90, 80, 66, 255)
    cv.ellipse((15, 10, 34, 32), dark)
    cv.ellipse((16, 11, 32, 30), bone)
    cv.rect((22, 36, 20, 14), dark, radius=4)
    cv.rect((23, 36, 18, 13), bone, radius=3.5)
    cv.ellipse((20, 24, 10, 11), (30, 22, 20, 255))
    cv.ellipse((34, 24, 10, 11), (30, 22, 20, 255))
    cv.circle((25, 29), 1.6, (240, 90, 60, 255))
    cv.circle((39, 29), 1.6, (240, 90, 60, 255))
    cv.poly([(32, 34), (29.5, 39), (34.5, 39)], (30, 22, 20, 255))
    for x in (26, 30, 34, 38):
        cv.line((x, 42), (x, 48.5), dark, 0.8)
    cv.line((24, 44), (40, 44), dark, 0.8)
    cv.line((19, 16), (25, 14), (255, 255, 245, 255), 1.4)
    cv.line((38, 18), (36, 21), dark, 0.6)


def icon_ooze(cv):
    body = [(10, 50), (12, 38), (18, 26), (28, 18), (38, 18), (46, 26), (52, 38), (54, 50)]
    blob = bezier((10, 50), (8, 18), (56, 10), (54, 50), 30)
    cv.poly(blob + [(50, 52), (44, 50), (40, 55), (34, 51), (26, 54), (20, 50)], (40, 100, 40, 255))
    inner = bezier((12.5, 49), (11, 21), (53, 14), (51.5, 49), 30)
    cv.grad_shape(lambda c: c.poly(inner + [(44, 48.5), (40, 53), (34, 49.5), (26, 52.5), (20, 48.5)], WHITE),
                  [(0, (150, 220, 90, 255)), (1, (60, 150, 60, 255))], angle=90)
    for x, y, r in ((22, 40, 2.2), (42, 42, 1.6), (36, 32, 1.2), (18, 32, 1.1)):
        cv.circle((x, y), r, (200, 250, 160, 200))
    cv.ellipse((20, 22, 10, 5), (230, 255, 220, 200))
    for x in (27, 37):
        cv.circle((x, 33), 3.4, (250, 250, 240, 255))
        cv.circle((x + 0.6, 33.6), 1.6, (20, 30, 14, 255))
    cv.line((44, 52), (44, 57), (70, 160, 60, 255), 2.0)
    cv.circle((44, 57.5), 1.4, (90, 180, 70, 255))
    _ = body


def icon_chest(cv):
    wood, dark, gold = (140, 84, 40, 255), (60, 34, 16, 255), (217, 164, 65, 255)
    lid = [(12, 30)] + circle_pts((32, 30), 20, 16, ry=12, a0=math.pi, a1=math.tau)[1:-1] + [(52, 30)]
    cv.opoly(lid, (160, 98, 48, 255), dark, 1.0)
    cv.opoly([(12, 30), (52, 30), (52, 52), (12, 52)], wood, dark, 1.0)
    for y in (38, 45):
        cv.line((13, y), (51, y), (110, 64, 30, 255), 0.7)
    for x in (16, 48):
        cv.rect((x - 2.5, 18 if x else 18, 5, 34), gold, radius=1)
    cv.rect((12, 29, 40, 4), gold, radius=1)
    cv.rect((27, 30, 10, 12), (110, 70, 20, 255), radius=2)
    cv.rect((28, 31, 8, 10), gold, radius=2)
    cv.circle((32, 35), 1.6, (40, 24, 10, 255))
    cv.poly([(31.2, 35.5), (32.8, 35.5), (33.2, 39), (30.8, 39)], (40, 24, 10, 255))
    cv.line((18, 22), (28, 19), (230, 170, 110, 200), 1.0)


def icon_potion(cv):
    glass = (200, 220, 230, 255)
    cv.rect((27, 8, 10, 7), (130, 84, 46, 255), radius=2)
    cv.rect((28, 14, 8, 9), (90, 110, 120, 255))
    cv.rect((29, 14, 6, 9), (170, 200, 210, 255))
    cv.circle((32, 39), 16.5, (60, 80, 90, 255))
    cv.circle((32, 39), 15.5, (150, 180, 190, 255))
    cv.grad_shape(lambda c: c.poly(circle_pts((32, 39), 14.5, 40, a0=0.18, a1=math.pi - 0.18), WHITE),
                  [(0, (240, 80, 70, 255)), (1, (140, 20, 30, 255))], angle=90)
    cv.ellipse((18.2, 38, 27.6, 6), (255, 130, 120, 255))
    cv.circle((26, 46), 1.4, (255, 190, 180, 200))
    cv.circle((36, 50), 1.0, (255, 190, 180, 200))
    cv.polyline(circle_pts((32, 39), 11.5, 8, a0=math.pi * 1.1, a1=math.pi * 1.45), (255, 255, 255, 230), 2.0)
    _ = glass


def icon_dragon(cv):
    red, dark, belly = (190, 52, 40, 255), (70, 14, 10, 255), (230, 150, 80, 255)
    horn = bezier((40, 18), (46, 8), (54, 6), (60, 4), 10)
    horn_back = bezier((60, 4), (52, 10), (48, 16), (46, 22), 10)
    cv.opoly(horn + horn_back, (236, 220, 190, 255), dark, 0.8)
    head = [(6, 30), (14, 25), (26, 22), (36, 16), (46, 18), (54, 26), (58, 36), (54, 48), (44, 52), (34, 48),
            (24, 44), (12, 42), (6, 38)]
    cv.opoly(head, red, dark, 1.2)
    # the open jaw and its teeth
    cv.poly([(8, 35), (26, 37), (34, 42), (24, 44), (12, 41)], (80, 14, 10, 255))
    for x in (11, 16, 21, 26):
        cv.poly([(x, 35.4 + (x - 8) * 0.1), (x + 2.4, 35.6 + (x - 8) * 0.1), (x + 1.2, 39)], (250, 245, 225, 255))
    cv.poly([(14, 41.5), (16.4, 41.8), (15.2, 38.6)], (250, 245, 225, 255))
    cv.poly([(44, 50), (54, 46), (56, 54), (46, 58)], shade(red, 0.8))
    cv.line((26, 44), (44, 51), belly, 1.2)
    # brow ridge, eye and nostril
    cv.poly([(26, 26), (40, 20), (42, 24), (30, 28)], (120, 24, 20, 255))
    cv.ellipse((31, 25, 8, 5.5), (255, 220, 60, 255))
    cv.ellipse((34.2, 25.4, 1.8, 4.6), (20, 10, 8, 255))
    cv.circle((11, 30), 1.5, dark)
    for x, y in ((44, 30), (48, 36), (42, 40), (50, 42)):
        cv.circle((x, y), 1.4, (140, 32, 26, 255))
    cv.polyline([(6, 30), (14, 25), (26, 22), (36, 16)], (250, 130, 100, 230), 0.9)


DELVE_PARTY = {"fighter": icon_fighter, "cleric": icon_cleric, "mage": icon_mage, "thief": icon_thief,
               "champion": icon_champion, "scroll": icon_scroll}
DELVE_DUNGEON = {"goblin": icon_goblin, "skeleton": icon_skeleton, "ooze": icon_ooze, "chest": icon_chest,
                 "potion": icon_potion, "dragon": icon_dragon}


def delve_face(name):
    party = name in DELVE_PARTY
    style = "ivory" if party else "black"
    draw = (DELVE_PARTY if party else DELVE_DUNGEON)[name]
    cv = die_body(style)
    icon = Canvas(64, 64, 4)
    draw(icon)
    # shrink the icon a touch so it sits inside the face
    small = pygame.transform.smoothscale(icon.surf, (int(64 * 4 * 0.86), int(64 * 4 * 0.86)))
    off = (64 * 4 - small.get_width()) // 2
    halo = small.copy()
    halo.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    halo = pygame.transform.gaussian_blur(halo, 6)
    halo.fill((255, 255, 255, 150 if not party else 70), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(halo, (off, off + 3))
    cv.surf.blit(small, (off, off))
    return cv.result()


def make_dice(only=None):
    for style in ("ivory", "black"):
        for n in range(1, 7):
            save(d6_face(n, style), f"dice/d6_{style}_{n}.png")
    save(poly_die(8), "dice/d8_blank.png")
    save(poly_die(10), "dice/d10_blank.png")
    for name in list(DELVE_PARTY) + list(DELVE_DUNGEON):
        save(delve_face(name), f"dice/delve_{name}.png")


# =========================================================================================================
# 3. Pawns
# =========================================================================================================

SKIN = (232, 190, 150, 255)
STEEL = (176, 184, 198, 255)
LEATHER = (120, 74, 40, 255)
PAWN_INK = (26, 20, 18, 255)


def pawn_sprite(draw, garment, size=48):
    """Draw a figure with draw(canvas, garment), then give it a dark outline, soft shading and a base."""
    cv = Canvas(size, size, 4)
    fig = Canvas(size, size, 4)
    draw(fig, garment)
    # shading: light from the upper left
    shade_l = Canvas(size, size, 4)
    shade_l.surf.blit(field(size * 4, size * 4, lambda u, v: (
        int(255 * clamp(1.18 - 0.5 * (u * 0.6 + v * 0.8))),) * 3 + (255,), res=48), (0, 0))
    over = shade_l.surf
    over.blit(fig.surf, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    shaded = masked(over, fig.surf)
    # the base the figure stands on
    cv.shadow(lambda c: c.ellipse((7, 38, 34, 9), BLACK), offset=(0, 1.2), blur=1.2, alpha=150)
    cv.ellipse((7, 37, 34, 10), PAWN_INK)
    cv.ellipse((8, 37.6, 32, 8), shade(garment, 0.55))
    cv.ellipse((8.6, 37, 30.8, 7), mix(garment, (40, 36, 44, 255), 0.55))
    cv.ellipse((12, 37.8, 16, 3), (255, 255, 255, 50))
    # outline: the silhouette in ink, stamped around
    sil = fig.surf.copy()
    sil.fill((PAWN_INK[0], PAWN_INK[1], PAWN_INK[2], 255), special_flags=pygame.BLEND_RGB_MIN)
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    sil.fill(PAWN_INK[:3] + (0,), special_flags=pygame.BLEND_RGB_MAX)
    for a in range(12):
        ox, oy = math.cos(a * math.tau / 12) * 5.5, math.sin(a * math.tau / 12) * 5.5
        cv.surf.blit(sil, (ox, oy))
    cv.surf.blit(shaded, (0, 0))
    return cv.result()


def _body(c, g, top=20, bottom=40, w_top=8, w_bot=13, x=24):
    c.poly([(x - w_top / 2, top), (x + w_top / 2, top), (x + w_bot / 2, bottom), (x - w_bot / 2, bottom)], g)


def fig_elf(c, g):
    # cloak, then the tall pointed hood with the face in its opening, and a bow at the side
    c.poly([(24, 10), (34, 40), (14, 40)], shade(g, 0.85))
    _body(c, g, 20, 40, 9, 15)
    c.poly([(15, 24), (20, 8), (26, 0.5), (24, 9), (33, 24), (24, 27)], g)
    c.circle((24, 19.5), 4.2, SKIN)
    c.poly([(19.8, 18), (24, 12.5), (28.2, 18)], shade(g, 0.7))
    c.circle((22.6, 20), 0.7, PAWN_INK)
    c.circle((25.4, 20), 0.7, PAWN_INK)
    c.polyline(circle_pts((33, 27), 11, 12, a0=-math.pi * 0.42, a1=math.pi * 0.42), LEATHER, 1.8)
    c.line((37.5, 17), (37.5, 37), (240, 230, 210, 255), 0.6)
    c.rect((19, 29, 10, 2.4), LEATHER)


def fig_hero(c, g):
    _body(c, g, 20, 40, 11, 15)
    c.circle((24, 14), 5.6, SKIN)
    c.poly([(18, 13), (18.5, 9), (24, 6.5), (29.5, 9), (30, 13)], STEEL)
    c.rect((23.2, 11, 1.6, 6), (120, 128, 140, 255))
    # a sword held upright behind, on the right
    c.line((35, 8), (35, 30), STEEL, 2.0)
    c.line((31.5, 30), (38.5, 30), GOLD, 1.8)
    c.line((35, 30), (35, 35), LEATHER, 2.0)
    # the big heater shield in front
    sh = [(9, 20), (27, 20), (27, 30), (18, 40), (9, 30)]
    c.poly(sh, g)
    c.poly([(18, 20), (27, 20), (27, 30), (18, 40)], shade(g, 0.8))
    c.line((18, 21), (18, 38), GOLD, 1.6)
    c.line((10, 26.5), (26, 26.5), GOLD, 1.6)
    c.poly(sh, GOLD, width=0.9)


def fig_superhero(c, g):
    # cape, broad shoulders, and a helm with great curving horns
    c.poly([(14, 20), (34, 20), (37, 40), (11, 40)], shade(g, 0.75))
    c.poly([(12, 20), (36, 20), (32, 28), (29, 40), (19, 40), (16, 28)], g)
    c.rect((17, 29, 14, 2.6), GOLD)
    c.circle((24, 15), 5.8, SKIN)
    c.poly([(17.6, 15), (18, 10), (24, 7.5), (30, 10), (30.4, 15), (24, 13.5)], STEEL)
    c.rect((22.8, 12, 2.4, 6.5), (120, 128, 140, 255))
    for sgn in (-1, 1):
        horn = [(24 + sgn * 5.5, 11)] + [(24 + sgn * (6 + 6 * math.sin(t * 1.5)), 11 - 9 * t - 2 * t * t)
                                         for t in [i / 8 for i in range(1, 9)]]
        c.polyline(horn, (236, 224, 200, 255), 3.0 - 0.0)
        c.polyline(horn[-4:], (236, 224, 200, 255), 2.0)
    c.rect((14, 19, 6, 4), STEEL, radius=2)
    c.rect((28, 19, 6, 4), STEEL, radius=2)


def fig_wizard(c, g):
    # robe to the ground, a tall crooked hat with a wide brim, a staff with a glowing orb
    c.line((35, 10), (36, 40), LEATHER, 1.8)
    c.circle((35, 9), 3.2, (125, 91, 166, 255))
    c.circle((34.3, 8.3), 1.2, (230, 220, 255, 255))
    _body(c, g, 19, 40, 9, 17)
    c.circle((24, 19), 4.8, SKIN)
    c.poly([(20, 20), (28, 20), (27, 29), (24, 32), (21, 29)], (236, 232, 226, 255))  # the beard
    c.ellipse((13, 13.5, 22, 5), g)
    c.poly([(18, 16), (30, 16), (27, 8), (22, 0.5), (23, 7)], g)
    c.rect((18.5, 14, 11, 2.2), (125, 91, 166, 255))
    c.line((31, 25), (35, 24), SKIN, 2.0)


def fig_hireling(kind):
    def draw(c, g):
        if kind == "pack":
            c.rect((24, 16, 13, 16), LEATHER, radius=3)
            c.rect((25.5, 14, 10, 4), shade(LEATHER, 1.2), radius=2)
            c.line((26, 22), (36, 22), shade(LEATHER, 0.7), 0.8)
        if kind == "spear":
            c.line((32, 4), (32, 40), LEATHER, 1.6)
            c.poly([(32, 1.5), (34.2, 7), (32, 9), (29.8, 7)], STEEL)
        if kind == "banner":
            c.line((13, 3), (13, 40), LEATHER, 1.6)
            c.poly([(13.5, 3), (27, 4), (23, 8.5), (27, 13), (13.5, 13)], g)
            c.poly([(13.5, 3), (27, 4), (23, 8.5), (27, 13), (13.5, 13)], GOLD, width=0.6)
        dwarf = kind == "dwarf"
        top = 24 if dwarf else 20
        head_y = 18 if dwarf else 14
        _body(c, g, top, 40, 12 if dwarf else 9, 17 if dwarf else 13)
        c.circle((24, head_y), 5.6 if dwarf else 5, SKIN)
        if dwarf:
            c.poly([(18.5, head_y + 1), (29.5, head_y + 1), (28, head_y + 10), (24, head_y + 13), (20, head_y + 10)],
                   (150, 86, 40, 255))
            c.poly([(18, head_y - 1), (19, head_y - 6), (24, head_y - 8), (29, head_y - 6), (30, head_y - 1)], STEEL)
            c.line((33, 22), (33, 38), LEATHER, 1.8)
            c.poly([(33, 21), (39, 19), (40, 25), (33, 27)], STEEL)
        else:
            c.poly([(19, head_y - 1), (24, head_y - 7), (29, head_y - 1)], shade(g, 0.8))  # a simple cap
        if kind == "torch":
            c.line((31, 28), (34, 10), LEATHER, 2.0)
            c.line((28, 26), (32, 22), SKIN, 2.2)
            draw_flame(c, (34, 11), 10, 6, seed=4)
        if kind == "bow":
            c.polyline(circle_pts((13, 27), 13, 12, a0=math.pi * 0.62, a1=math.pi * 1.38), LEATHER, 2.0)
            c.line((9.1, 14.6), (9.1, 39.4), (240, 230, 210, 255), 0.6)
            c.line((30, 12), (33, 30), LEATHER, 2.6)  # quiver
            for dx in (-1, 0.5, 2):
                c.line((30 + dx, 12), (29 + dx, 8.5), (240, 230, 210, 255), 0.7)
        c.rect((24 - 5, 30, 10, 2), shade(g, 0.6))
    return draw


PAWNS = {"elf": (fig_elf, GREEN), "hero": (fig_hero, BLUE), "superhero": (fig_superhero, RED),
         "wizard": (fig_wizard, WHITE)}
HIRELINGS = {"torch": RED, "pack": BLUE, "bow": GREEN, "dwarf": GOLD, "spear": PURPLE, "banner": WHITE}
TINT_GREY = (236, 236, 236, 255)


def fireball_sprite():
    cv = Canvas(64, 64, 4)
    c = (35, 29)
    cv.light((33, 31), 29, (255, 120, 30), alpha=150, power=1.4)
    cv.light(c, 20, (255, 180, 80), alpha=160, power=1.2)
    fireball_art(cv, c, 12.5, seed=21, trail=(-1.0, 0.8), trail_len=2.3, tongues=9, halo=False)
    return cv.result()


def make_pawns(only=None):
    for name, (fn, col) in PAWNS.items():
        save(pawn_sprite(fn, col), f"pawns/{name}.png")
        save(pawn_sprite(fn, TINT_GREY), f"pawns/tint/{name}.png")
    for name, col in HIRELINGS.items():
        save(pawn_sprite(fig_hireling(name), col), f"pawns/hireling_{name}.png")
        save(pawn_sprite(fig_hireling(name), TINT_GREY), f"pawns/tint/hireling_{name}.png")
    save(fireball_sprite(), "pawns/fireball.png")


# =========================================================================================================
# 4. Cards and tokens
# =========================================================================================================

CW, CH = 120, 168


def icon_image(draw, size, scale=1.0):
    """Render one of the 64-unit icon functions to a size x size image."""
    c = Canvas(64, 64, 4)
    draw(c)
    img = pygame.transform.smoothscale(c.surf, (int(size * scale), int(size * scale)))
    out = surf(size, size)
    out.blit(img, ((size - img.get_width()) // 2, (size - img.get_height()) // 2))
    return out


def card_base(w, h, fill_stops, seed, pattern=None, radius=8, border=(20, 18, 24, 255), noise_lo=200):
    """A card with a dark edge, a textured gradient field and an optional pattern; returns a Canvas."""
    cv = Canvas(w, h, 3)
    cv.rect((0, 0, w, h), border, radius=radius)
    cv.grad_shape(lambda c: c.rect((3, 3, w - 6, h - 6), WHITE, radius=radius - 2), fill_stops, angle=65)
    if pattern:
        m = Canvas(w, h, 3)
        m.rect((3, 3, w - 6, h - 6), WHITE, radius=radius - 2)
        lay = Canvas(w, h, 3)
        pattern(lay)
        cv.surf.blit(masked(lay.surf, m.surf), (0, 0))
    tex = noise_surface(w, h, max(3, w // 12), seed, noise_lo, 255, octaves=4)
    tex = pygame.transform.smoothscale(tex, (w * 3, h * 3))
    m = Canvas(w, h, 3)
    m.rect((3, 3, w - 6, h - 6), WHITE, radius=radius - 2)
    over = surf(w * 3, h * 3)
    over.fill((255, 255, 255, 255))
    over.blit(masked(tex, m.surf), (0, 0))
    cv.surf.blit(over, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return cv


def gold_frame(cv, inset, radius, w=None, h=None, col=GOLD):
    w = w or cv.w
    h = h or cv.h
    cv.rect((inset, inset, w - 2 * inset, h - 2 * inset), shade(col, 0.55), radius=radius, width=1.6)
    cv.rect((inset + 0.4, inset + 0.4, w - 2 * inset - 0.8, h - 2 * inset - 0.8), col, radius=radius, width=0.8)
    cv.rect((inset + 3, inset + 3, w - 2 * inset - 6, h - 2 * inset - 6), with_alpha(col, 150),
            radius=max(1, radius - 3), width=0.5)
    for x, y in ((inset + 3, inset + 3), (w - inset - 3, inset + 3), (inset + 3, h - inset - 3),
                 (w - inset - 3, h - inset - 3)):
        cv.poly([(x, y - 2.6), (x + 2.6, y), (x, y + 2.6), (x - 2.6, y)], col)


def lattice(col, step=10, width=0.6):
    def draw(c):
        for i in range(-c.h // step - 2, c.w // step + c.h // step + 2):
            x = i * step
            c.line((x, 0), (x + c.h, c.h), col, width)
            c.line((x, 0), (x - c.h, c.h), col, width)
    return draw


def rays_pattern(col, n=28):
    def draw(c):
        cx, cy = c.w / 2, c.h / 2
        for i in range(n):
            a0 = math.tau * i / n
            a1 = a0 + math.tau / n / 2
            R = max(c.w, c.h)
            c.poly([(cx, cy), (cx + math.cos(a0) * R, cy + math.sin(a0) * R), (cx + math.cos(a1) * R,
                                                                               cy + math.sin(a1) * R)], col)
    return draw


def roundel(cv, c, r, fill=(28, 24, 30, 255), ring=GOLD):
    cv.shadow(lambda k: k.circle(c, r + 1.5, BLACK), offset=(0, 1.2), blur=1.8, alpha=150)
    cv.circle(c, r + 1.6, shade(ring, 0.5))
    cv.circle(c, r + 1.0, ring)
    cv.grad_shape(lambda k: k.circle(c, r, WHITE), [(0, shade(fill, 1.5)), (1, shade(fill, 0.7))], angle=70)
    cv.circle(c, r - 2.2, with_alpha(ring, 120), width=0.5)


def banner(cv, y, h, text, fill, ink, size=15, inset=10, font_name="serif-bold", tracking=2):
    w = cv.w
    pts = [(inset, y), (w - inset, y), (w - inset - 4, y + h / 2), (w - inset, y + h), (inset, y + h),
           (inset + 4, y + h / 2)]
    cv.shadow(lambda k: k.poly(pts, BLACK), offset=(0, 1), blur=1.2, alpha=120)
    cv.poly(pts, fill)
    cv.poly(pts, shade(GOLD, 0.9), width=0.7)
    t = text_surface(text, font_name, size * cv.ss, ink, tracking=tracking * cv.ss)
    cv.surf.blit(t, t.get_rect(center=(w / 2 * cv.ss, (y + h / 2 + 0.5) * cv.ss)))


def numeral(cv, c, txt, size, col, shadow=(0, 0, 0)):
    t = text_surface(txt, "sans-bold", size * cv.ss, col)
    sh = text_surface(txt, "sans-bold", size * cv.ss, shadow)
    sh.set_alpha(170)
    r = t.get_rect(center=(c[0] * cv.ss, c[1] * cv.ss + size * cv.ss * 0.06))
    cv.surf.blit(sh, r.move(cv.ss, cv.ss))
    cv.surf.blit(t, r)


def level_card_back(kind, level):
    col = LEVEL_COLOURS[level - 1]
    hi, lo = shade(col, 1.2), shade(col, 0.55)
    if kind == "monster":
        pat = lattice(with_alpha(shade(col, 0.45), 150), step=9, width=0.7)
    else:
        pat = rays_pattern(with_alpha(shade(col, 1.35), 60))
    cv = card_base(CW, CH, [(0, hi), (0.6, col), (1, lo)], seed=500 + level + (10 if kind == "prize" else 0),
                   pattern=pat)
    gold_frame(cv, 6, 5)
    if kind == "monster":
        banner(cv, 14, 20, "MONSTER", (40, 20, 20, 255), PARCHMENT, size=13)
    else:
        banner(cv, 14, 20, "PRIZE", PARCHMENT, INK, size=14)
    roundel(cv, (60, 86), 27, fill=(36, 30, 38, 255) if kind == "monster" else shade(col, 0.45))
    numeral(cv, (60, 86), str(level), 34, GOLD if kind == "monster" else (255, 236, 190, 255))
    emblem = icon_image(icon_skeleton if kind == "monster" else icon_chest, 26 * 3)
    cv.shadow(lambda k: k.circle((60, 137), 12, BLACK), offset=(0, 1), blur=1.5, alpha=120)
    cv.circle((60, 137), 13.5, shade(GOLD, 0.55))
    cv.circle((60, 137), 12.8, (30, 26, 32, 255) if kind == "monster" else (60, 40, 24, 255))
    cv.blit(emblem, (60 - 13, 137 - 13))
    # level pips in the corners so the level also shows when cards overlap
    for x, y in ((17, 152), (103, 152)):
        cv.circle((x, y), 5.5, (24, 20, 26, 220))
        t = text_surface(str(level), "sans-bold", 8 * 3, PARCHMENT)
        cv.surf.blit(t, t.get_rect(center=(x * 3, y * 3)))
    return cv.result()


def card_frame_front():
    """The generic parchment front (240 x 336) the app writes text onto."""
    w, h = 240, 336
    cv = card_base(w, h, [(0, (246, 236, 212, 255)), (0.5, PARCHMENT), (1, (214, 196, 160, 255))], seed=600,
                   radius=12, border=(43, 33, 24, 255), noise_lo=234)
    # darkened, foxed edges
    edge = radial(w * 3, h * 3, [(0, (255, 255, 255, 255)), (0.7, (255, 255, 255, 255)), (1.0, (200, 180, 150, 255))],
                  rx=0.55, ry=0.55, res=80)
    m = Canvas(w, h, 3)
    m.rect((3, 3, w - 6, h - 6), WHITE, radius=10)
    over = surf(w * 3, h * 3)
    over.fill((255, 255, 255, 255))
    over.blit(masked(edge, m.surf), (0, 0))
    cv.surf.blit(over, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    ink = (43, 33, 24, 255)
    cv.rect((9, 9, w - 18, h - 18), with_alpha(ink, 200), radius=8, width=1.4)
    cv.rect((12.5, 12.5, w - 25, h - 25), with_alpha(GOLD, 230), radius=6, width=0.9)
    # title band
    cv.rect((18, 18, w - 36, 38), (224, 206, 168, 255), radius=4)
    cv.rect((18, 18, w - 36, 38), with_alpha(ink, 170), radius=4, width=0.8)
    # divider with a small diamond
    cv.line((30, 64), (w / 2 - 8, 64), with_alpha(ink, 160), 0.8)
    cv.line((w / 2 + 8, 64), (w - 30, 64), with_alpha(ink, 160), 0.8)
    cv.poly([(w / 2, 60), (w / 2 + 4, 64), (w / 2, 68), (w / 2 - 4, 64)], GOLD)
    # footer rule
    cv.line((30, h - 40), (w - 30, h - 40), with_alpha(ink, 120), 0.7)
    for x, y in ((12.5, 12.5), (w - 12.5, 12.5), (12.5, h - 12.5), (w - 12.5, h - 12.5)):
        cv.poly([(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)], GOLD)
        cv.poly([(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)], with_alpha(ink, 200), width=0.7)
    return cv.result()


def escape_back():
    cv = card_base(CW, CH, [(0, (60, 40, 36, 255)), (0.5, (40, 28, 30, 255)), (1, (22, 18, 22, 255))], seed=701,
                   pattern=rays_pattern((255, 140, 60, 22), 24))
    gold_frame(cv, 6, 5)
    cv.glow((60, 80), 60, (255, 110, 30), 0.6, power=1.3)
    fireball_art(cv, (64, 78), 17, seed=3, trail=(-1.0, 0.5), trail_len=2.2, halo=False)
    banner(cv, 128, 20, "ESCAPE", (34, 22, 20, 255), GOLD, size=13)
    return cv.result()


def boots_icon(cv, c, k=1.0):
    for dx, dy, flip in ((-9, 6, 0), (9, -6, 1)):
        x, y = c[0] + dx * k, c[1] + dy * k
        sole = [(x - 4 * k, y + 9 * k), (x + 7 * k, y + 9 * k), (x + 7 * k, y + 6 * k), (x + 2 * k, y + 4 * k),
                (x + 2 * k, y - 8 * k), (x - 4 * k, y - 8 * k)]
        cv.opoly(sole, (110, 62, 34, 255) if not flip else (140, 84, 44, 255), (43, 33, 24, 255), 1.0)
        cv.rect((x - 4.5 * k, y - 10 * k, 7 * k, 3 * k), (80, 46, 24, 255), radius=1)


def shield_icon(cv, c, k=1.0):
    pts = [(c[0] - 12 * k, c[1] - 13 * k), (c[0] + 12 * k, c[1] - 13 * k), (c[0] + 12 * k, c[1]),
           (c[0], c[1] + 15 * k), (c[0] - 12 * k, c[1])]
    cv.opoly(pts, (79, 124, 172, 255), (43, 33, 24, 255), 1.2)
    cv.poly([(c[0], c[1] - 13 * k), (c[0] + 12 * k, c[1] - 13 * k), (c[0] + 12 * k, c[1]), (c[0], c[1] + 15 * k)],
            (60, 100, 146, 255))
    cv.line((c[0], c[1] - 12 * k), (c[0], c[1] + 13 * k), GOLD, 2.0 * k)
    cv.line((c[0] - 11 * k, c[1] - 4 * k), (c[0] + 11 * k, c[1] - 4 * k), GOLD, 2.0 * k)
    # a swish: the dodge
    cv.polyline(circle_pts((c[0] - 2 * k, c[1]), 19 * k, 10, a0=math.pi * 0.8, a1=math.pi * 1.3),
                (181, 72, 58, 220), 1.6 * k)


def escape_face(kind):
    cv = card_base(CW, CH, [(0, (246, 236, 212, 255)), (0.6, PARCHMENT), (1, (214, 196, 160, 255))],
                   seed=710 + (kind == "evade"), border=(43, 33, 24, 255), noise_lo=232)
    ink = (43, 33, 24, 255)
    cv.rect((7, 7, CW - 14, CH - 14), with_alpha(ink, 190), radius=5, width=1.0)
    cv.rect((9.5, 9.5, CW - 19, CH - 19), with_alpha(GOLD, 220), radius=4, width=0.7)
    band = (95, 158, 110, 255) if kind == "move" else (181, 72, 58, 255)
    cv.rect((14, 14, CW - 28, 34), shade(band, 0.9), radius=4)
    cv.rect((14, 14, CW - 28, 34), with_alpha(ink, 160), radius=4, width=0.7)
    if kind == "move":
        boots_icon(cv, (60, 31), 0.95)
    else:
        shield_icon(cv, (60, 31), 0.95)
    # the medallion where the app writes the bonus (e.g. "+2")
    cv.circle((60, 92), 26, shade(GOLD, 0.6))
    cv.circle((60, 92), 25, GOLD)
    cv.grad_shape(lambda k: k.circle((60, 92), 23, WHITE), [(0, (252, 246, 230, 255)), (1, (226, 210, 176, 255))],
                  angle=70)
    cv.circle((60, 92), 20.5, with_alpha(ink, 60), width=0.5)
    lines = ["TO MOVE"] if kind == "move" else ["TO EVADE", "MONSTER"]
    y = 136 if len(lines) == 1 else 131
    for ln in lines:
        t = text_surface(ln, "serif-bold", 13 * 3, ink, tracking=3)
        cv.surf.blit(t, t.get_rect(center=(60 * 3, y * 3)))
        y += 13
    return cv.result()


def twist_back():
    cv = card_base(CW, CH, [(0, (150, 118, 196, 255)), (0.55, PURPLE), (1, (50, 34, 76, 255))], seed=720)

    def spiral(k):
        for arm in range(3):
            pts = []
            for i in range(60):
                t = i / 59
                a = arm * math.tau / 3 + t * math.pi * 2.4
                r = 4 + t * 34
                pts.append((60 + math.cos(a) * r, 80 + math.sin(a) * r))
            k.polyline(pts, (217, 164, 65, 255), 1.6)

    def halo(k):
        for arm in range(3):
            pts = [(60 + math.cos(arm * math.tau / 3 + i / 59 * math.pi * 2.4) * (4 + i / 59 * 34),
                    80 + math.sin(arm * math.tau / 3 + i / 59 * math.pi * 2.4) * (4 + i / 59 * 34)) for i in range(60)]
            k.polyline(pts, (255, 236, 190, 255), 4.0)
    gold_frame(cv, 6, 5)
    cv.glow((60, 80), 44, (180, 140, 255), 0.5)
    cv.soft(halo, blur=2.0, alpha=90)
    spiral(cv)
    cv.circle((60, 80), 5, GOLD)
    cv.circle((60, 80), 2.2, (255, 246, 220, 255))
    banner(cv, 130, 20, "TWIST", (40, 26, 56, 255), GOLD, size=14)
    return cv.result()


def doors_back(kind):
    if kind == "door":
        cv = card_base(CW, CH, [(0, (150, 92, 56, 255)), (0.5, (110, 64, 36, 255)), (1, (54, 30, 20, 255))], seed=730,
                       pattern=lattice((40, 20, 10, 90), step=12))
    else:
        cv = card_base(CW, CH, [(0, (240, 200, 110, 255)), (0.5, GOLD), (1, (130, 90, 30, 255))], seed=731,
                       pattern=rays_pattern((255, 240, 200, 50)))
    gold_frame(cv, 6, 5, col=GOLD if kind == "door" else (90, 60, 20, 255))
    if kind == "door":
        door = [(40, 122)] + circle_pts((60, 62), 20, 16, a0=math.pi, a1=math.tau)[:-1] + [(80, 62), (80, 122)]
        cv.shadow(lambda k: k.poly(door, BLACK), offset=(0, 1.5), blur=2, alpha=160)
        cv.poly(door, (90, 52, 28, 255))
        for x in (47, 54, 61, 68, 75):
            cv.line((x, 50 if 50 < x < 72 else 60), (x, 121), (60, 32, 16, 255), 0.8)
        for y in (72, 104):
            cv.rect((41, y, 38, 4), (60, 58, 64, 255))
            cv.rect((41, y, 38, 1.2), (140, 136, 150, 255))
        cv.circle((72, 92), 2.6, GOLD)
        cv.poly(door, (217, 164, 65, 255), width=1.2)
        banner(cv, 134, 20, "DOOR", (40, 24, 16, 255), GOLD, size=14)
    else:
        roundel(cv, (60, 82), 30, fill=(90, 56, 20, 255))
        cv.blit(icon_image(icon_chest, 48 * 3), (36, 58))
        banner(cv, 134, 20, "TREASURE", (60, 36, 14, 255), PARCHMENT, size=12)
    return cv.result()


def treasure_token():
    cv = Canvas(64, 64, 4)
    cv.shadow(lambda k: k.circle((32, 32), 29, BLACK), offset=(0, 1.5), blur=1.5, alpha=140)
    cv.circle((32, 32), 30, (110, 70, 20, 255))
    cv.grad_shape(lambda k: k.circle((32, 32), 29, WHITE), [(0, (255, 226, 140, 255)), (0.5, GOLD),
                                                            (1, (150, 100, 30, 255))], angle=60)
    # milled rim
    for i in range(48):
        a = math.tau * i / 48
        cv.line((32 + math.cos(a) * 26.5, 32 + math.sin(a) * 26.5), (32 + math.cos(a) * 29, 32 + math.sin(a) * 29),
                (140, 96, 30, 200), 0.6)
    cv.circle((32, 32), 24.5, (150, 100, 30, 255))
    cv.grad_shape(lambda k: k.circle((32, 32), 23.5, WHITE), [(0, (120, 40, 30, 255)), (1, (60, 16, 14, 255))],
                  angle=60)
    cv.circle((32, 32), 21, (217, 164, 65, 160), width=0.6)
    icon = icon_image(icon_chest, 34 * 4)
    cv.blit(icon, (15, 15))
    cv.polyline(circle_pts((32, 32), 27.5, 12, a0=math.pi * 1.05, a1=math.pi * 1.45), (255, 246, 210, 220), 1.2)
    return cv.result()


def make_cards(only=None):
    for level in range(1, 7):
        save(level_card_back("monster", level), f"cards/monster_back_{level}.png")
        save(level_card_back("prize", level), f"cards/prize_back_{level}.png")
    save(card_frame_front(), "cards/card_front.png")
    save(escape_back(), "cards/escape_back.png")
    save(escape_face("move"), "cards/escape_move.png")
    save(escape_face("evade"), "cards/escape_evade.png")
    save(twist_back(), "cards/twist_back.png")
    save(doors_back("door"), "cards/doors_door_back.png")
    save(doors_back("treasure"), "cards/doors_treasure_back.png")
    save(treasure_token(), "cards/treasure_token_back.png")


# =========================================================================================================
# 5. UI icons and textures
# =========================================================================================================

FG = PARCHMENT
ACC = GOLD
CUT = (0, 0, 0, 0)  # cut-outs are transparent, so icons sit on any panel


def ui_gear(c):
    teeth = []
    for i in range(16):
        a = math.tau * i / 16
        r = 13 if i % 2 == 0 else 10
        for da in (-0.14, 0.14):
            teeth.append((16 + math.cos(a + da) * r, 16 + math.sin(a + da) * r))
    c.poly(teeth, FG)
    c.circle((16, 16), 4.2, CUT)
    c.circle((16, 16), 6.5, ACC, width=1.6)


def _speaker(c):
    c.poly([(4, 12), (9, 12), (16, 6), (16, 26), (9, 20), (4, 20)], FG)


def ui_sound_on(c):
    _speaker(c)
    c.polyline(circle_pts((16, 16), 5.5, 10, a0=-0.9, a1=0.9), ACC, 2.0)
    c.polyline(circle_pts((16, 16), 10.5, 12, a0=-0.95, a1=0.95), FG, 2.0)


def ui_sound_off(c):
    _speaker(c)
    c.line((20, 11), (28, 21), RED[:3] + (255,), 2.4)
    c.line((28, 11), (20, 21), RED[:3] + (255,), 2.4)


def ui_music(c):
    c.poly([(11, 8), (27, 4), (27, 9), (11, 13)], ACC)
    c.line((12, 9), (12, 24), FG, 2.2)
    c.line((26, 5), (26, 20), FG, 2.2)
    c.ellipse((5, 21, 8, 6), FG)
    c.ellipse((19, 17, 8, 6), FG)


def ui_back(c):
    c.line((8, 16), (26, 16), FG, 3.0)
    c.poly([(4, 16), (14, 7), (14, 25)], FG)


def ui_save(c):
    c.rect((5, 5, 22, 22), FG, radius=2.5)
    c.rect((10, 5, 12, 8), CUT, radius=1)
    c.rect((17.5, 6.5, 3, 5), FG)
    c.rect((9, 17, 14, 8), ACC, radius=1)
    c.line((11, 20), (21, 20), CUT, 0.8)
    c.line((11, 22.5), (19, 22.5), CUT, 0.8)


def ui_load(c):
    c.poly([(4, 9), (12, 9), (14, 11.5), (27, 11.5), (27, 26), (4, 26)], FG)
    c.poly([(4, 26), (8, 15), (30, 15), (27, 26)], ACC)
    c.line((17, 23), (17, 4), CUT, 4.4)
    c.line((17, 23), (17, 5.5), FG, 2.2)
    c.poly([(12, 9), (17, 3), (22, 9)], FG)


def ui_rules(c):
    c.rect((7, 4, 19, 24), FG, radius=2)
    c.rect((7, 4, 4, 24), ACC, radius=1.5)
    c.rect((10.5, 24, 15, 2.4), CUT)
    for y in (10, 14, 18):
        c.line((14, y), (23, y), CUT, 1.1)
    c.poly([(19, 4), (23, 4), (23, 12), (21, 10), (19, 12)], RED[:3] + (255,))


def ui_quit(c):
    c.rect((5, 4, 14, 24), FG, radius=1.5)
    c.poly([(7, 6), (15, 8), (15, 28), (7, 26)], ACC)
    c.circle((13, 17), 1.0, CUT)
    c.line((17, 16), (27, 16), FG, 2.6)
    c.poly([(30, 16), (24, 10.5), (24, 21.5)], FG)


def ui_undo(c):
    arc = circle_pts((17, 18), 9, 16, a0=math.pi * 1.05, a1=math.pi * 2.55)
    c.polyline(arc, FG, 2.8)
    c.poly([(3, 15), (12, 11), (11, 21)], FG)


def ui_person(c):
    c.circle((16, 10), 5.5, FG)
    c.poly(circle_pts((16, 28), 11, 16, ry=11, a0=math.pi, a1=math.tau), FG)
    c.rect((5, 26, 22, 2), FG)


def ui_robot(c):
    c.line((16, 3), (16, 8), FG, 1.6)
    c.circle((16, 3.5), 2.0, ACC)
    c.rect((6, 8, 20, 15), FG, radius=3)
    c.rect((3, 12, 3, 7), FG, radius=1)
    c.rect((26, 12, 3, 7), FG, radius=1)
    c.circle((11.5, 14.5), 2.4, CUT)
    c.circle((20.5, 14.5), 2.4, CUT)
    c.circle((11.5, 14.5), 1.1, ACC)
    c.circle((20.5, 14.5), 1.1, ACC)
    c.rect((11, 18.5, 10, 2), CUT)
    c.rect((9, 24, 14, 5), FG, radius=1.5)


def ui_play(c):
    c.poly([(9, 5), (27, 16), (9, 27)], FG)


def ui_pause(c):
    c.rect((8, 6, 5.5, 20), FG, radius=1.2)
    c.rect((18.5, 6, 5.5, 20), FG, radius=1.2)


def ui_eye(c):
    top = bezier((2, 16), (9, 6), (23, 6), (30, 16), 16)
    bot = bezier((30, 16), (23, 26), (9, 26), (2, 16), 16)
    c.poly(top + bot[1:], FG)
    c.circle((16, 16), 6, ACC)
    c.circle((16, 16), 3, CUT)
    c.circle((14.3, 14.3), 1.2, WHITE)


def ui_dice(c):
    body = rot([(4, 9), (22, 9), (22, 27), (4, 27)], math.radians(-12), (13, 18))
    c.poly(body, FG)
    for px, py in ((8.5, 13.5), (13, 18), (17.5, 22.5)):
        c.circle(rot([(px, py)], math.radians(-12), (13, 18))[0], 1.7, CUT)
    body2 = rot([(16, 4), (29, 4), (29, 17), (16, 17)], math.radians(15), (22.5, 10.5))
    c.poly(body2, CUT)
    c.poly(rot([(17, 5), (28, 5), (28, 16), (17, 16)], math.radians(15), (22.5, 10.5)), ACC)
    for px, py in ((20, 8), (25, 13)):
        c.circle(rot([(px, py)], math.radians(15), (22.5, 10.5))[0], 1.4, CUT)


UI_ICONS = {"settings": ui_gear, "sound_on": ui_sound_on, "sound_off": ui_sound_off, "music": ui_music,
            "back": ui_back, "save": ui_save, "load": ui_load, "rules": ui_rules, "quit": ui_quit, "undo": ui_undo,
            "person": ui_person, "computer": ui_robot, "play": ui_play, "pause": ui_pause, "view": ui_eye,
            "dice": ui_dice}


def ui_icon(draw):
    c = Canvas(32, 32, 8)
    draw(c)
    out = Canvas(32, 32, 8)
    sil = c.surf.copy()
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    sil = pygame.transform.gaussian_blur(sil, 6)
    sil.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
    out.surf.blit(sil, (0, 6))
    out.surf.blit(c.surf, (0, 0))
    return out.result()


def window_icon():
    cv = Canvas(64, 64, 4)
    cv.rect((1, 1, 62, 62), (14, 12, 18, 255), radius=12)
    cv.grad_shape(lambda c: c.rect((3, 3, 58, 58), WHITE, radius=10), [(0, PANEL_LIGHT), (1, STONE)], angle=70)
    cv.rect((3, 3, 58, 58), GOLD, radius=10, width=1.6)
    door = [(18, 54)] + circle_pts((32, 28), 14, 16, a0=math.pi, a1=math.tau)[:-1] + [(46, 28), (46, 54)]
    cv.poly([(14, 56)] + circle_pts((32, 28), 18, 16, a0=math.pi, a1=math.tau)[:-1] + [(50, 28), (50, 56)],
            (90, 80, 96, 255))
    cv.poly_grad(door, [(0, (255, 236, 170, 255)), (1, (220, 120, 50, 255))], angle=90)
    cv.glow((32, 40), 22, (255, 150, 60), 0.5)
    for i in range(4):
        y = 54 - i * 5
        w = 28 - i * 5
        cv.rect((32 - w / 2, y - 2.5, w, 2.5), (60, 44, 40, 255))
        cv.rect((32 - w / 2, y - 2.5, w, 0.8), (160, 110, 70, 255))
    die = d6_face(5, "ivory")
    cv.blit(pygame.transform.smoothscale(die, (26 * 4, 26 * 4)), (37, 36))
    return cv.result()


def stone_tile(size=256):
    """Seamless dark stone: low mottling plus fine grain, all in the background's range."""
    a = value_noise(size, size, 4, 901, octaves=5, persistence=0.55)
    b = value_noise(size, size, 32, 902, octaves=2, persistence=0.5)
    buf = bytearray(size * size * 4)
    lo, hi = (22, 21, 28), (44, 42, 54)
    for i in range(size * size):
        t = clamp(0.5 + (a[i] - 0.5) * 1.8 + (b[i] - 0.5) * 0.5)
        buf[4 * i] = int(lo[0] + (hi[0] - lo[0]) * t)
        buf[4 * i + 1] = int(lo[1] + (hi[1] - lo[1]) * t)
        buf[4 * i + 2] = int(lo[2] + (hi[2] - lo[2]) * t)
        buf[4 * i + 3] = 255
    img = pygame.image.frombuffer(bytes(buf), (size, size), "RGBA").copy()
    rng = random.Random(903)
    for _ in range(500):
        x, y = rng.randrange(size), rng.randrange(size)
        col = (60, 58, 72, rng.randrange(30, 90)) if rng.random() < 0.5 else (10, 10, 14, rng.randrange(40, 110))
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                tmp = surf(3, 3)
                pygame.draw.circle(tmp, col, (1.5, 1.5), rng.choice((0.8, 1.2)))
                img.blit(tmp, (x + ox - 1, y + oy - 1))
    return img


def parchment_tile(size=256):
    a = value_noise(size, size, 3, 911, octaves=5, persistence=0.55)
    b = value_noise(size, size, 64, 912, octaves=1)
    fib = value_noise(size, size, 8, 913, octaves=3, persistence=0.6)
    buf = bytearray(size * size * 4)
    hi, lo = (240, 228, 200), (214, 196, 158)
    for y in range(size):
        for x in range(size):
            i = y * size + x
            t = clamp(0.5 + (a[i] - 0.5) * 1.5 + (b[i] - 0.5) * 0.25 + (fib[(y * 7 % size) * size + x] - 0.5) * 0.2)
            buf[4 * i] = int(lo[0] + (hi[0] - lo[0]) * t)
            buf[4 * i + 1] = int(lo[1] + (hi[1] - lo[1]) * t)
            buf[4 * i + 2] = int(lo[2] + (hi[2] - lo[2]) * t)
            buf[4 * i + 3] = 255
    return pygame.image.frombuffer(bytes(buf), (size, size), "RGBA").copy()


def make_ui(only=None):
    for name, fn in UI_ICONS.items():
        save(ui_icon(fn), f"ui/{name}.png")
    save(window_icon(), "ui/window_icon.png")
    save(stone_tile(), "ui/stone_tile.png")
    save(parchment_tile(), "ui/parchment_tile.png")


# =========================================================================================================
# 1. Menu illustrations (320 x 180)
# =========================================================================================================

MW, MH = 320, 180
WARM = (255, 170, 80, 255)
FIRE = (255, 120, 40, 255)


def finish_scene(img, seed, vig=0.62, grain_amount=22, vcx=0.5, vcy=0.5):
    vignette(img, vig, inner=0.35, cx=vcx, cy=vcy)
    grain(img, seed, grain_amount)
    out = surf(*img.get_size())
    out.fill(STONE)  # menu art is fully opaque
    out.blit(img, (0, 0))
    return out


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


def runner(cv, x, y, h, col, phase=0.0, rim=None, carry=None):
    """A small running figure, feet at (x, y), height h, heading right/up."""
    u = h / 10.0
    hip = (x, y - 4.6 * u)
    neck = (x + 0.9 * u, y - 8.0 * u)
    head = (x + 1.2 * u, y - 9.1 * u)
    sw = math.sin(phase)
    knee_f = (hip[0] + 1.6 * u, hip[1] + 1.6 * u)
    foot_f = (knee_f[0] + 0.3 * u + sw * 0.4 * u, y - 0.6 * u)
    knee_b = (hip[0] - 1.2 * u, hip[1] + 2.2 * u)
    foot_b = (knee_b[0] - 1.6 * u, y - 1.6 * u)
    elbow_f = (neck[0] + 1.4 * u, neck[1] + 1.4 * u)
    hand_f = (elbow_f[0] + 1.3 * u, elbow_f[1] - 1.0 * u)
    elbow_b = (neck[0] - 1.3 * u, neck[1] + 1.3 * u)
    hand_b = (elbow_b[0] - 0.8 * u, elbow_b[1] + 1.6 * u)
    lw = 1.25 * u
    for a, b in ((hip, knee_b), (knee_b, foot_b), (neck, elbow_b), (elbow_b, hand_b)):
        cv.line(a, b, shade(col, 0.7), lw)
    cv.line(hip, neck, col, 2.0 * u)
    for a, b in ((hip, knee_f), (knee_f, foot_f), (neck, elbow_f), (elbow_f, hand_f)):
        cv.line(a, b, col, lw)
    cv.circle(head, 1.25 * u, col)
    if carry == "sack":
        cv.circle((neck[0] - 1.6 * u, neck[1] + 0.6 * u), 1.7 * u, shade(col, 0.85))
    elif carry == "torch":
        cv.line(hand_f, (hand_f[0] + 0.6 * u, hand_f[1] - 2.2 * u), (60, 40, 30, 255), 0.6 * u)
        cv.circle((hand_f[0] + 0.7 * u, hand_f[1] - 2.6 * u), 0.9 * u, (255, 200, 90, 255))
        cv.glow((hand_f[0] + 0.7 * u, hand_f[1] - 2.6 * u), 5 * u, (255, 150, 60), 0.5)
    if rim:
        cv.circle((head[0] - 0.45 * u, head[1] + 0.1 * u), 0.75 * u, with_alpha(rim, 120))


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


def menu_escape():
    S = 3
    cv = Canvas(MW, MH, S, fill=(16, 13, 16, 255))
    rng = random.Random(303)
    bg = field(MW * S, MH * S, lambda u, v: mix((58, 30, 22, 255), (34, 38, 50, 255),
                                                clamp(u * 0.9 + (1 - v) * 0.5 - 0.3)), res=64)
    cv.surf.blit(bg, (0, 0))
    # mottled rock on the back wall
    rockn = noise_surface(MW * S // 3, MH * S // 3, 8, 31, 120, 255, octaves=4, persistence=0.55, contrast=1.3)
    multiply(cv.surf, pygame.transform.smoothscale(rockn, (MW * S, MH * S)))
    # the way out: sky, a green ledge, and the sun's warmth
    exit_c = (286, 30)
    hole = [(exit_c[0] + 42 * math.cos(a) * (1 + 0.1 * math.sin(3 * a + 1)),
             exit_c[1] + 36 * math.sin(a) * (1 + 0.08 * math.cos(5 * a))) for a in
            [math.tau * i / 48 for i in range(48)]]
    cv.poly_grad(hole, [(0, (70, 130, 210, 255)), (0.55, (140, 190, 236, 255)), (1, (236, 232, 206, 255))],
                 angle=90)
    cv.circle((300, 16), 6, (255, 250, 225, 255))
    cv.glow((300, 16), 16, (255, 240, 190), 0.5)
    for cx_, cy_, w_ in ((268, 16, 26), (282, 12, 18), (256, 30, 16)):
        cv.ellipse((cx_ - w_ / 2, cy_ - 3, w_, 6), (250, 250, 255, 210))
        cv.ellipse((cx_ - w_ / 3, cy_ - 5, w_ * 0.55, 6), (255, 255, 255, 230))
    cv.poly([(236, 52), (262, 44), (290, 46), (330, 40), (330, 70), (236, 70)], (110, 150, 120, 255))
    cv.poly([(236, 64), (254, 54), (280, 50), (330, 48), (330, 70), (236, 70)], (80, 136, 70, 255))
    cv.poly([(236, 64), (254, 54), (280, 50), (330, 48), (330, 52), (280, 54), (254, 58)], (150, 196, 100, 255))
    cv.glow(exit_c, 130, (120, 150, 180), 0.35, power=1.2)
    cv.glow((276, 44), 40, (255, 250, 230), 0.25, power=1.4)

    def rays(layer):
        for _i in range(7):
            a = math.radians(rng.uniform(148, 200))
            wdt = math.radians(rng.uniform(1.5, 4.0))
            ln = rng.uniform(170, 280)
            o = (exit_c[0] - 10, exit_c[1] + 10)
            layer.poly([o, (o[0] + math.cos(a - wdt) * ln, o[1] + math.sin(a - wdt) * ln),
                        (o[0] + math.cos(a + wdt) * ln, o[1] + math.sin(a + wdt) * ln)], (54, 60, 68, 255))
    cv.soft(rays, blur=7.0, flags=pygame.BLEND_RGB_ADD)
    # the cave mouth's rim and the ceiling with stalactites
    ceiling = [(-4, -4), (250, -4), (244, 10), (236, 30), (240, 50), (230, 62), (200, 40), (176, 30), (150, 36),
               (120, 24), (90, 30), (60, 20), (30, 34), (-4, 26)]
    cv.poly(ceiling, (22, 18, 20, 255))
    cv.polyline(ceiling[1:6], (180, 200, 220, 230), 1.0)
    for x, ln in ((70, 22), (96, 14), (128, 30), (160, 18), (188, 26), (212, 12)):
        cv.poly([(x - 5, 24), (x + 5, 24), (x + 0.5, 24 + ln)], (26, 20, 22, 255))
        cv.line((x + 1, 28), (x + 0.5, 22 + ln), (150, 110, 90, 120), 0.6)
    # the escape path: a stair of board spaces climbing to the light, rock beneath it
    steps = []
    x, y = -8.0, 176.0
    while x < 250:
        steps.append((x, y))
        x += 22
        y -= 9.2
    profile = []
    for sx, sy in steps:
        profile += [(sx, sy), (sx + 22, sy)]
        profile += [(sx + 22, sy - 9.2)]
    rockmass = profile + [(330, 64), (330, 190), (-8, 190)]
    cv.poly_grad(rockmass, [(0, (72, 48, 42, 255)), (0.5, (52, 46, 56, 255)), (1, (40, 44, 56, 255))], angle=60)
    rm = Canvas(MW, MH, S)
    rm.poly(rockmass, (255, 255, 255, 255))
    tex = pygame.transform.smoothscale(noise_surface(160, 90, 10, 77, 110, 255, octaves=4, contrast=1.4),
                                       (MW * S, MH * S))
    over = surf(MW * S, MH * S)
    over.fill((255, 255, 255, 255))
    over.blit(masked(tex, rm.surf), (0, 0))
    cv.surf.blit(over, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    for n, (sx, sy) in enumerate(steps):
        warm = clamp(1 - n / 9)
        top = mix((170, 150, 150, 255), (230, 140, 80, 255), warm * 0.8)
        cv.rect((sx + 0.5, sy - 2.2, 21, 2.4), top)
        front = mix((70, 62, 70, 255), (110, 60, 40, 255), warm)
        cv.rect((sx + 22, sy - 9.2 + 0.2, 1.4, 9.0), shade(front, 1.3))
        cv.rect((sx + 0.5, sy + 0.2, 21, 8.6), front)
        cv.line((sx + 0.5, sy + 8.8), (sx + 21.5, sy + 8.8), (20, 14, 14, 200), 0.6)
        if n in (3, 6, 9):
            # a monster square: the red plaque and its d8 number
            cv.rect((sx + 7, sy + 1.4, 8, 6.2), (170, 50, 40, 255), radius=1)
            num = text_surface(str((n * 3) % 8 + 1), "sans-bold", 6 * S, (244, 232, 210))
            cv.blit(num, (sx + 11 - num.get_width() / (2 * S), sy + 4.4 - num.get_height() / (2 * S)))
    # the hirelings running for their lives, rim-lit by the fire behind them
    for n, phase, colr, carry in ((5, 0.0, (60, 90, 140, 255), "sack"), (7, 2.0, (140, 60, 50, 255), "torch"),
                                  (8, 4.0, (70, 120, 80, 255), None), (10, 1.0, (120, 90, 150, 255), None)):
        sx, sy = steps[n]
        runner(cv, sx + 12, sy - 2.0, 24 - n * 0.5, colr, phase, rim=(255, 180, 100, 230), carry=carry)
    # the Flaming Fireball of Doom
    fb = (52, 128)
    cv.glow(fb, 150, (255, 90, 20), 0.55, power=1.1)
    fireball_art(cv, fb, 22, seed=9, trail=(-1.0, 0.42), trail_len=2.6)
    img = cv.result()
    return finish_scene(img, 13, vig=0.45)


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


def menu_doors():
    S = 3
    cv = Canvas(MW, MH, S, fill=(20, 18, 24, 255))
    rng = random.Random(505)
    door_c = (168, 96)
    # a wall of dressed stone, lit from the doorway
    y = 0
    row = 0
    while y < 166:
        hgt = 15 + rng.uniform(-2, 2)
        x = -rng.uniform(0, 20) if row % 2 else -4
        while x < MW:
            wdt = rng.uniform(26, 40)
            d = math.hypot(x + wdt / 2 - door_c[0], (y + hgt / 2 - door_c[1]) * 1.3)
            lit_ = clamp(1 - d / 190) ** 1.4
            base = mix((40, 38, 50, 255), (150, 100, 66, 255), lit_ * 0.9)
            base = shade(base, rng.uniform(0.82, 1.12))
            cv.rect((x + 0.7, y + 0.7, wdt - 1.4, hgt - 1.4), base, radius=1.5)
            cv.line((x + 1.5, y + 1.2), (x + wdt - 1.5, y + 1.2), shade(base, 1.35), 0.6)
            cv.line((x + 1.5, y + hgt - 1.2), (x + wdt - 1.5, y + hgt - 1.2), shade(base, 0.6), 0.6)
            x += wdt
        y += hgt
        row += 1
    # the floor
    cv.poly_grad([(-4, 166), (324, 166), (324, 184), (-4, 184)], [(0, (70, 52, 44, 255)), (1, (30, 24, 24, 255))])
    cv.line((-4, 166), (324, 166), (20, 16, 18, 255), 1.0)
    # the doorway: stone jambs and an arch, and the bright room beyond
    dx0, dx1, dtop = 126, 210, 22
    arch = [(dx0, 166)] + circle_pts(((dx0 + dx1) / 2, dtop + 42), (dx1 - dx0) / 2, 24, ry=42, a0=math.pi,
                                     a1=math.tau)[:-1] + [(dx1, dtop + 42), (dx1, 166)]
    outer = [(dx0 - 8, 166)] + circle_pts(((dx0 + dx1) / 2, dtop + 42), (dx1 - dx0) / 2 + 8, 24, ry=50,
                                          a0=math.pi, a1=math.tau)[:-1] + [(dx1 + 8, dtop + 42), (dx1 + 8, 166)]
    cv.poly(outer, (96, 80, 84, 255))
    for i in range(13):
        a = math.pi + math.pi * i / 12
        p0 = ((dx0 + dx1) / 2 + math.cos(a) * (dx1 - dx0) / 2, dtop + 42 + math.sin(a) * 42)
        p1 = ((dx0 + dx1) / 2 + math.cos(a) * ((dx1 - dx0) / 2 + 8), dtop + 42 + math.sin(a) * 50)
        cv.line(p0, p1, (40, 32, 36, 255), 0.7)
    cv.poly_grad(arch, [(0, (255, 236, 180, 255)), (0.5, (250, 190, 110, 255)), (1, (200, 110, 50, 255))],
                 angle=90)
    # who waits inside: a horned brute in silhouette, eyes aglow
    brute = [(150, 166), (148, 130), (140, 118), (146, 96), (156, 88), (158, 76), (154, 62), (160, 66), (164, 58),
             (172, 58), (176, 66), (182, 62), (178, 76), (180, 88), (190, 96), (196, 118), (188, 130), (186, 166)]
    cv.soft(lambda c: c.poly(brute, (46, 20, 18, 255)), blur=1.0)
    cv.poly([(164, 58), (160, 48), (156, 40), (162, 46), (166, 56)], (46, 20, 18, 255))
    cv.poly([(172, 58), (176, 48), (180, 40), (174, 46), (170, 56)], (46, 20, 18, 255))
    for ex in (163.5, 172.5):
        cv.ellipse((ex - 1.6, 68, 3.2, 1.6), (255, 250, 200, 255))
        cv.glow((ex, 69), 5, (255, 200, 60), 0.8)
    # haze of light over the brute and the threshold
    cv.glow(door_c, 70, (255, 180, 100), 0.35, power=1.2, squash=1.2)
    cv.poly([(dx0, 166), (dx1, 166), (dx1 + 70, 184), (dx0 - 60, 184)], (255, 200, 120, 90))
    # the door, flung inward on its hinges, seen nearly edge-on
    door = [(dx1, dtop + 10), (dx1 - 24, dtop + 30), (dx1 - 24, 158), (dx1, 166)]
    cv.poly_grad(door, [(0, (60, 34, 20, 255)), (1, (120, 70, 36, 255))], angle=0)
    for t in (0.25, 0.5, 0.75):
        cv.line((dx1 - 24 * t, dtop + 10 + 20 * t), (dx1 - 24 * t, 166 - 8 * t), (40, 22, 12, 255), 0.8)
    for yy in (0.25, 0.75):
        cv.poly([(dx1, dtop + 10 + (156 - dtop) * yy), (dx1 - 24, dtop + 30 + (128 - dtop) * yy),
                 (dx1 - 24, dtop + 34 + (128 - dtop) * yy), (dx1, dtop + 15 + (156 - dtop) * yy)], (50, 48, 56, 255))
    cv.line((dx1 - 24, dtop + 30), (dx1 - 24, 158), (255, 200, 120, 200), 0.8)
    # splinters where the latch gave way
    for _i in range(14):
        a = rng.uniform(-2.6, -0.4)
        d = rng.uniform(6, 26)
        p = (dx0 + 2 + math.cos(a) * d, 100 + math.sin(a) * d * 0.8)
        q = (p[0] + math.cos(a) * 3, p[1] + math.sin(a) * 3)
        cv.line(p, q, (170, 110, 60, 255), 0.8)
    # dust kicked up
    cv.soft(lambda c: [c.circle((dx0 + rng.uniform(-10, 90), 166 - rng.uniform(0, 14)), rng.uniform(4, 10),
                                (230, 190, 150, 60)) for _ in range(16)], blur=3)
    # cards bursting out of the room toward us
    backs = [doors_back("door"), doors_back("treasure"), level_card_back("monster", 3), doors_back("door"),
             level_card_back("prize", 5), doors_back("treasure"), doors_back("door")]
    flying = [((196, 58), -12, 0.14), ((136, 50), 28, 0.16), ((238, 40), -34, 0.22), ((84, 44), 40, 0.25),
              ((96, 124), -22, 0.3), ((262, 110), 30, 0.34), ((36, 140), 14, 0.38)]
    for (pos, ang, sc), img in zip(flying, backs, strict=False):
        card = pygame.transform.rotozoom(img, ang, sc * S)
        # motion streak: a faint smear back toward the door
        vx, vy = pos[0] - door_c[0], pos[1] - door_c[1]
        ln = math.hypot(vx, vy) or 1
        smear = card.copy()
        smear.fill((255, 220, 170, 50), special_flags=pygame.BLEND_RGBA_MULT)
        for k in range(1, 5):
            off = k * 3.0 * sc * 3
            cv.blit(smear, (pos[0] - vx / ln * off - card.get_width() / (2 * S),
                            pos[1] - vy / ln * off - card.get_height() / (2 * S)))
        shadow = card.copy()
        shadow.fill((0, 0, 0, 120), special_flags=pygame.BLEND_RGBA_MULT)
        shadow = pygame.transform.gaussian_blur(shadow, 6)
        cv.blit(shadow, (pos[0] - card.get_width() / (2 * S) + 2, pos[1] - card.get_height() / (2 * S) + 3))
        cv.blit(card, (pos[0] - card.get_width() / (2 * S), pos[1] - card.get_height() / (2 * S)))
    img = cv.result()
    return finish_scene(img, 15, vig=0.6, vcx=0.52)


MENU_SCENES = {"dungeon": menu_dungeon, "town": menu_town, "escape": menu_escape, "delve": menu_delve,
               "doors": menu_doors}


def make_menu(only=None):
    for key, fn in MENU_SCENES.items():
        if only and key not in only:
            continue
        save(fn(), f"menu/{key}.png")


def make_tokens(only=None):
    from board_art import make_tokens as tokens
    tokens(save, lambda rel: pygame.image.load(str(HERE / rel)))


def make_boards(only=None):
    from board_art import make_board_art
    make_board_art(save, lambda dst, words, face, size, colour, centre: draw_text(dst, words, face, size, colour,
                                                                                  centre),
                   pygame.image.load(str(HERE / "cards" / "escape_back.png")))


def make_cardart(only=None):
    from card_art import make_card_art
    make_card_art(save)


def make_townart(only=None):
    from town_art import make_town_art
    make_town_art(save)


def make_doorsart(only=None):
    from card_art import sticker
    from doors_items import ITEMS
    from doors_items import OVER as ITEM_OVER
    from doors_items import UNDER as ITEM_UNDER
    from doors_monsters import MONSTERS, OVER, UNDER
    for kind, art in MONSTERS.items():
        if not only or kind in only:
            save(sticker(art, OVER.get(kind), UNDER.get(kind)), f"cards/doors_monster_{kind}.png")
    for kind, art in ITEMS.items():
        if not only or kind in only:
            save(sticker(art, ITEM_OVER.get(kind), ITEM_UNDER.get(kind)), f"cards/doors_item_{kind}.png")


def main(argv):
    pygame.font.init()
    groups = {"menu": make_menu, "dice": make_dice, "cards": make_cards, "pawns": make_pawns, "ui": make_ui,
              "boards": make_boards, "tokens": make_tokens, "cardart": make_cardart,
              "townart": make_townart, "doorsart": make_doorsart}
    chosen = None
    if len(argv) > 1 and argv[1] == "--only":
        chosen = set(argv[2].split(","))
    for name, fn in groups.items():
        if chosen and name not in chosen and not any(c.startswith(name + ":") for c in chosen):
            continue
        sub = {c.split(":", 1)[1] for c in (chosen or ()) if c.startswith(name + ":")}
        fn(sub or None)
        print("made", name)


if __name__ == "__main__":
    main(sys.argv)
