"""The palette (the app's theme) and small colour helpers: the bottom of the drawing kit every picture uses."""

from __future__ import annotations

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
