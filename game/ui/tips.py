"""Tooltips and hover words: a parchment box of wrapped lines, always whole inside the screen.

A tooltip for a control goes below it, else above, else beside it: the first place that keeps the box
inside the screen and off the controls around it (so the tip of Continue never hides Load, nor the tip of
one choice the next), wrapped narrower where that makes it fit; when every place covers something, one
that leaves the hovered control's neighbours in sight. Hover words over a board follow the pointer and
stay inside the screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from . import assets, draw, pictures
from .theme import SMALL, Palette

Rect = pygame.Rect
LINE = 21       # a tooltip's line height
PAD_X, PAD_Y = 12, 7
GAP = 6         # between the box and what it tells about
WIDTHS = (384, 300, 230)    # a tooltip's widths to try, widest first


class Tip(NamedTuple):
    """A tooltip to show: its text, the control it tells about, and the controls it should not cover."""

    text: str
    anchor: Rect
    avoid: tuple[Rect, ...] = ()


NEAR = 24       # controls this close to the hovered one are its neighbours: a tooltip never covers them


def _covered(box: Rect, rects: Sequence[Rect]) -> int:
    # (a plain loop: asked for each spot and width of every tip laid, a generator with math.prod costs a click
    # frame half a millisecond)
    total = 0
    for r in rects:
        clip = box.clip(r)
        total += clip.w * clip.h
    return total


def _spots(size: tuple[int, int], anchor: Rect, gap: int) -> list[Rect]:
    """The places for a box beside the anchor, best first: below, above, right, left (each centred on the
    anchor, then flush with either of its ends)."""
    spots = []
    w, h = size
    for y in (anchor.bottom + gap, anchor.top - gap - h):
        spots += [Rect(anchor.centerx - w // 2, y, w, h), Rect(anchor.x, y, w, h), Rect(anchor.right - w, y, w, h)]
    for x in (anchor.right + gap, anchor.left - gap - w):
        spots += [Rect(x, anchor.centery - h // 2, w, h), Rect(x, anchor.y, w, h), Rect(x, anchor.bottom - h, w, h)]
    return spots


def place(sizes: Sequence[tuple[int, int]], anchor: Rect, bounds: Rect, avoid: Sequence[Rect] = (),
          gap: int = GAP, soft: Sequence[Rect] = ()) -> tuple[int, Rect]:
    """Where a tooltip goes for the thing at `anchor`, and which of its `sizes` (the text wrapped wide, then
    narrower) it takes there: always inside `bounds`; never over the anchor or a neighbour (a control of
    `avoid` within NEAR of it) where any place allows; over no other control either if it can; then over as
    few of `soft` (things with words, to read) as it can, each counted once a third of it is hidden; among
    equals, the first place of _spots and the first size."""
    near_zone = anchor.inflate(2 * NEAR, 2 * NEAR)
    near = [anchor, *(r for r in avoid if r.colliderect(near_zone))]
    far = [r for r in avoid if not r.colliderect(near_zone)]
    best: tuple[tuple[int, ...], int, Rect] | None = None
    for direction in range(4):
        for index, size in enumerate(sizes):
            size = (min(size[0], bounds.w), min(size[1], bounds.h))
            for spot in _spots(size, anchor, gap)[direction * 3: direction * 3 + 3]:
                moved = not bounds.contains(spot)
                spot.clamp_ip(bounds)
                hidden = sum(3 * _covered(spot, [r]) >= r.w * r.h > 0 for r in soft)
                cost = (_covered(spot, near), _covered(spot, far) + moved * (not soft), hidden, moved * bool(soft))
                if not any(cost):
                    return index, spot
                if best is None or cost < best[0]:
                    best = (cost, index, spot)
    assert best is not None, "no sizes given"
    return best[1], best[2]


def fit(lines: Sequence[tuple[str, str]], anchor: Rect, bounds: Rect, avoid: Sequence[Rect] = (), gap: int = GAP,
        soft: Sequence[Rect] = ()) -> tuple[list[tuple[str, str]], Rect]:
    """(text, face) lines as a box placed by `place`: wrapped at each of WIDTHS (a narrower, taller box may fit
    where the widest would cover something), the lines as wrapped where it goes, and its box."""
    shapes = [lines_of(lines, width) for width in WIDTHS]
    index, box = place([box_size(s, w) for s, w in zip(shapes, WIDTHS, strict=True)], anchor, bounds, avoid, gap, soft)
    return shapes[index], box


def beside_pointer(wrapped: Sequence[tuple[str, str]], at: tuple[int, int], area: Rect, width: int) -> Rect:
    """Where hover words go beside the pointer at `at`: below and right of it where there is room, inside `area`."""
    w, h = box_size(wrapped, width)
    bounds = area.inflate(-8, -8)
    box = Rect(at[0] + 18, at[1] + 18, w, h)
    if box.right > bounds.right:
        box.right = at[0] - 12
    if box.bottom > bounds.bottom:
        box.bottom = at[1] - 12
    box.size = (min(w, bounds.w), min(h, bounds.h))
    return box.clamp(bounds)


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
    """The box and its lines, painted once onto a picture kept for them (with its shadow, which reaches 2
    pixels left of the box, 6 right and 11 below): a box is a dozen texts, painted each frame it shows."""
    def make() -> pygame.Surface:
        picture = pygame.Surface((box.w + 8, box.h + 11), pygame.SRCALPHA)
        paint_box(picture, Rect((2, 0), box.size), wrapped, pal)
        return picture
    surface.blit(pictures.keep(("tip", tuple(wrapped), box.size, pal.name), make), (box.x - 2, box.y))


def paint_box(surface: pygame.Surface, box: Rect, wrapped: Sequence[tuple[str, str]], pal: Palette) -> None:
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
    if tip is None or not tip[0].strip():
        return None
    tip = Tip(*tip)
    wrapped, box = fit([(tip.text, "body")], tip.anchor, surface.get_rect().inflate(-8, -8), tip.avoid)
    paint(surface, box, wrapped, pal)
    return box


def draw_tip(surface: pygame.Surface, lines: list[tuple[str, str]], at: tuple[int, int], area: pygame.Rect,
             pal: Palette, width: int = 380) -> Rect | None:
    """Hover words beside the pointer at `at` (below and right of it where there is room), inside `area`;
    returns where they were drawn."""
    wrapped = lines_of(lines, width)
    if not wrapped:
        return None
    box = beside_pointer(wrapped, at, area, width)
    paint(surface, box, wrapped, pal)
    return box
