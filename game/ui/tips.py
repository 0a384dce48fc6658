"""Tooltips and hover words: a parchment box of wrapped lines, always whole inside the screen.

A tooltip for a control goes below it, else above, else beside it: the first place that keeps the box
inside the screen and off the controls around it (so the tip of Continue never hides Load, nor the tip of
one choice the next); when every place covers something, the one covering least. Hover words over a board
follow the pointer the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from . import assets, draw
from .theme import SMALL, Palette

Rect = pygame.Rect
LINE = 21       # a tooltip's line height
PAD_X, PAD_Y = 12, 7
GAP = 6         # between the box and what it tells about
WIDTH = 384     # the widest box


class Tip(NamedTuple):
    """A tooltip to show: its text, the control it tells about, and the controls it should not cover."""

    text: str
    anchor: Rect
    avoid: tuple[Rect, ...] = ()


def _covered(box: Rect, avoid: Sequence[Rect]) -> int:
    total = 0
    for r in avoid:
        clip = box.clip(r)
        total += clip.w * clip.h
    return total


def place(size: tuple[int, int], anchor: Rect, bounds: Rect, avoid: Sequence[Rect] = (), gap: int = GAP) -> Rect:
    """Where a box of this size goes for the thing at `anchor`: below, above, right of or left of it (in that
    order), kept inside `bounds`; the first place covering neither the anchor nor any of `avoid`, else the
    one covering least."""
    box = Rect((0, 0), size)
    if box.w > bounds.w or box.h > bounds.h:
        box.size = (min(box.w, bounds.w), min(box.h, bounds.h))
    spots = [box.move(0, 0) for _ in range(4)]
    spots[0].midtop = (anchor.centerx, anchor.bottom + gap)
    spots[1].midbottom = (anchor.centerx, anchor.top - gap)
    spots[2].midleft = (anchor.right + gap, anchor.centery)
    spots[3].midright = (anchor.left - gap, anchor.centery)
    keep_off = [anchor, *avoid]
    best: tuple[int, Rect] | None = None
    for spot in spots:
        fits = bounds.contains(spot)
        spot.clamp_ip(bounds)
        cost = _covered(spot, keep_off) + (0 if fits else 1)  # a moved box is a little worse than one in place
        if cost == 0:
            return spot
        if best is None or cost < best[0]:
            best = (cost, spot)
    assert best is not None
    return best[1]


def lines_of(lines: Sequence[tuple[str, str]], width: int) -> list[tuple[str, str]]:
    """(text, face) lines wrapped to fit a box `width` wide."""
    wrapped: list[tuple[str, str]] = []
    for text, face in lines:
        wrapped += [(part, face) for part in draw.wrap(text, face, SMALL, width - 2 * PAD_X)]
    return wrapped


def box_size(wrapped: Sequence[tuple[str, str]], width: int) -> tuple[int, int]:
    w = min(width, max(assets.width(f, SMALL, t) for t, f in wrapped) + 2 * PAD_X)
    return w, LINE * len(wrapped) + 2 * PAD_Y


def paint(surface: pygame.Surface, box: Rect, wrapped: Sequence[tuple[str, str]], pal: Palette) -> None:
    """The box and its lines; lines that cannot fit (a box cut by a small screen) end with an ellipsis."""
    room = max(1, (box.h - 2 * PAD_Y) // LINE)
    shown = list(wrapped[:room])
    if len(wrapped) > room:
        text, face = shown[-1]
        shown[-1] = (text.rstrip(" .,;:") + "…", face)
    draw.panel(surface, box, pal.parchment, pal.gold, radius=6, shadow=True)
    y = box.y + PAD_Y
    for text, face in shown:
        draw.text(surface, text, (box.x + PAD_X, y), size=SMALL, colour=pal.ink, face=face, max_width=box.w - 2 * PAD_X)
        y += LINE


def draw_tooltip(surface: pygame.Surface, pal: Palette, tip: Tip | tuple[str, Rect] | None) -> Rect | None:
    """A control's tooltip, placed by `place` inside the screen; returns where it was drawn."""
    if tip is None:
        return None
    tip = Tip(*tip)
    wrapped = lines_of([(tip.text, "body")], WIDTH)
    if not wrapped:
        return None
    box = place(box_size(wrapped, WIDTH), tip.anchor, surface.get_rect().inflate(-8, -8), tip.avoid)
    paint(surface, box, wrapped, pal)
    return box


def draw_tip(surface: pygame.Surface, lines: list[tuple[str, str]], at: tuple[int, int], area: pygame.Rect,
             pal: Palette, width: int = 380) -> Rect | None:
    """Hover words beside the pointer at `at` (below and right of it where there is room), inside `area`;
    returns where they were drawn."""
    wrapped = lines_of(lines, width)
    if not wrapped:
        return None
    w, h = box_size(wrapped, width)
    bounds = area.inflate(-8, -8)
    box = Rect(at[0] + 18, at[1] + 18, w, h)
    if box.right > bounds.right:
        box.right = at[0] - 12
    if box.bottom > bounds.bottom:
        box.bottom = at[1] - 12
    box.size = (min(w, bounds.w), min(h, bounds.h))
    box.clamp_ip(bounds)
    paint(surface, box, wrapped, pal)
    return box
