"""The drawing kit's lettering, in the bundled EB Garamond (words) and Lato (numerals): see fonts/README.md."""

from __future__ import annotations

import pygame
from output import HERE
from surfaces import surf

FONTS = HERE / "fonts"


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
