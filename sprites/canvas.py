"""The drawing kit's canvas: shapes drawn supersampled in logical coordinates (the output size) and scaled
down with smoothscale for clean anti-aliased edges.
"""

from __future__ import annotations

import math

import pygame
from palette import at_stops, with_alpha
from surfaces import down, field, glow, light, masked, surf

# ---------------------------------------------------------------------------------------------------------
# Shape drawing on supersampled canvases
# ---------------------------------------------------------------------------------------------------------


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
