"""A column of seat boxes beside a board: for every seat its piece, name and standing, a row of the things
it holds (a pack, cards in front, equipment) and a line about how it stands. The seat to act is lit; a
thing a click would play is ringed (brighter under the pointer). Escape's hirelings are shown with it.

A box is one part, its look everything it shows; its things answer the pointer. A long table makes the
boxes short: below FULL_H a box is drawn compact (a smaller piece beside the name, the lead thing standing
down the left, the other things and the bottom line beside it), so that every seat keeps its whole line and
its things whole at any table size.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace

import pygame

from game.engine.protocol import Action

from . import assets, draw
from .compose import part
from .looks import Ring, paint_ring
from .tabletop.layout import Layout, Pointer
from .tabletop.things import Thing, Words
from .theme import Colour, Palette

Rect = pygame.Rect
TEXT = 15          # the smallest size a player must read
FULL_H = 118       # a box at least this tall has room for three rows: name, things, the bottom line
BADGE = 6          # a stack's count badge hangs this far below it
RING = 5           # a lit thing's ring reaches this far round it
DIM_GOLD = (150, 116, 50)
GOLD = (217, 164, 65)   # (the palette's gold: both palettes share it)


@dataclass(frozen=True, slots=True)
class Held:
    """A thing a seat holds, as its box shows it: its look (painted by the box's paint_thing), and whether a
    click on it would play it (lit: ringed, gold under the pointer)."""

    look: Hashable
    lit: bool = False


@dataclass(frozen=True)
class Answer:
    """What a thing of a box is to the pointer: what it is, its words, the actions a click takes."""

    key: Hashable
    words: Words | Callable[[], Words] = ""
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatBox:
    """Everything a seat's box shows."""

    seat: int
    name: str
    piece: Hashable                  # the seat's piece, painted by paint_piece
    paint_piece: Callable[[pygame.Surface, tuple[int, int], int, Hashable, Palette], None]
    paint_thing: Callable[[pygame.Surface, Rect, Hashable, Palette], None]
    ratio: float = 120 / 168         # the width over the height of the things in a row
    status: str = ""                 # a word or two at the top right ("12 to go", "OUT!")
    status_colour: Colour | None = None
    lead: Held | None = None         # the thing first in the row (a pack), kept clear of the others
    held: tuple[Held, ...] = ()      # then these, overlapping when the row is full
    empty: str = ""                  # said when the row holds nothing
    info: str = ""                   # the line at the bottom
    info_colour: Colour | None = None
    active: bool = False
    fill: Colour | None = None       # a box's own colours (out of the game, won)
    border: Colour | None = None


def boxes(rect: Rect, n: int, top: int, bottom: int, tallest: int = 156) -> list[Rect]:
    h = min(tallest, (bottom - top) // max(1, n))
    return [Rect(rect.x + 6, top + i * h, rect.w - 12, h - 6) for i in range(n)]


def places(rect: Rect, box: SeatBox) -> tuple[Rect | None, Rect, list[Rect]]:
    """Where the lead thing lies in a box, the row of the others, and each of them."""
    full = rect.h >= FULL_H
    info_h = (20 if full else 18) if box.info else 0
    top, left = rect.y + (36 if full else 28), rect.x + 10
    things_h = max(34, min(84, rect.h - 44 - info_h))   # (in a full box: the lead thing's and the row's height)
    lead = None
    if box.lead is not None:   # (in a compact box, standing down the left to the bottom)
        lead_h = things_h if full else rect.bottom - BADGE - 4 - top
        lead = Rect(left, top, round(lead_h * box.ratio), lead_h)
        left += lead.w + (14 if full else 12)
    if full:
        row = Rect(left, top, rect.right - 8 - left, things_h)
    else:
        row = Rect(left, top - 2, rect.right - 8 - left, max(16, rect.bottom - 6 - info_h - top))
    cw = round(row.h * box.ratio)
    n = len(box.held)
    step = cw + 4 if n * (cw + 4) <= row.w else max(12, (row.w - cw) // max(1, n - 1))
    return lead, row, [Rect(row.x + i * step, row.y, cw, row.h) for i in range(n)]


def lay(rect: Rect, box: SeatBox, whole: Answer, lead: Answer | None, held: list[Answer], pointer: Pointer) -> Layout:
    """A seat's box: one part, and its things for the pointer (the box, its lead thing, the others, each as
    `whole`, `lead` and `held` answer)."""
    lead_at, _, rows = places(rect, box)
    placed = [(lead_at, lead)] if lead_at is not None and lead is not None else []
    placed += zip(rows, held, strict=True)
    out = Layout(things=[Thing(tuple(rect), whole.key, whole.actions, words=whole.words)])
    out.things += [Thing(tuple(r.inflate(6, 10)), a.key, a.actions, words=a.words) for r, a in placed]
    look = replace(box, lead=_lit(box.lead, lead), held=tuple(_lit(h, a) for h, a in zip(box.held, held, strict=True)))
    out.parts.append(part(rect.inflate(2 * RING, 2 * RING), look, paint_box))
    out.parts += [part(r.inflate(10, 10), Ring(GOLD, 3), paint_ring, only=a.key) for r, a in placed if a.actions]
    return out


def _lit(held: Held | None, answer: Answer | None) -> Held | None:
    return held if held is None or answer is None else replace(held, lit=bool(answer.actions))


def paint_box(surface: pygame.Surface, outer: Rect, box: SeatBox, pal: Palette) -> None:
    rect = outer.inflate(-2 * RING, -2 * RING)
    fill = box.fill or (pal.panel_light if box.active else pal.panel)
    border = box.border or (pal.gold if box.active else pal.line)
    draw.panel(surface, rect, fill, border, radius=8, width=3 if box.active else 2)
    full = rect.h >= FULL_H
    size, dy = (30, 17) if full else (24, 13)
    box.paint_piece(surface, (rect.x + dy, rect.y + dy), size, box.piece, pal)
    x = rect.x + (36 if full else 30)
    status_w = min(90, assets.width("body", TEXT, box.status)) if box.status else 0
    draw.text(surface, box.status, (rect.right - 8, rect.y + (16 if full else 13)), size=TEXT,
              colour=box.status_colour or pal.text_dim, anchor="midright", max_width=90)
    draw.text(surface, box.name, (x, rect.y + (16 if full else 13)), size=TEXT + 1, colour=pal.text, face="bold",
              anchor="midleft", max_width=rect.right - 14 - status_w - x)
    lead, row, rows = places(rect, box)
    shown = [(lead, box.lead)] if lead is not None and box.lead is not None else []
    for r, held in shown + list(zip(rows, box.held, strict=True)):
        if held.lit:   # a thing a click would play is ringed (gold under the pointer: a part of its own over this)
            pygame.draw.rect(surface, DIM_GOLD, r.inflate(10, 10), 3, border_radius=8)
        box.paint_thing(surface, r, held.look, pal)
    if not box.held and box.empty and row.h >= 16:
        draw.text(surface, box.empty, (row.x + 4, row.centery), size=TEXT, colour=pal.text_dim, anchor="midleft",
                  max_width=row.w)
    if box.info:
        at = (rect.x + 10, rect.bottom - 12) if full or lead is None else (lead.right + 12, rect.bottom - 12)
        draw.text(surface, box.info, at, size=TEXT, colour=box.info_colour or pal.text_dim, anchor="midleft",
                  max_width=rect.right - 6 - at[0])
