"""A column of seat boxes beside a board: for every seat its piece, name and standing, a row of the things
it holds (a pack, cards in front, equipment) and a line about how it stands. The seat to act is lit; a
thing a click would play is ringed; everything answers the pointer (`hit`), for the scene's hover words
and clicks. Escape's hirelings are drawn with it.

A long table makes the boxes short: below FULL_H a box is drawn compact (a smaller piece beside the name,
the lead thing standing down the left, the other things and the bottom line beside it), so that every
seat keeps its whole line and its things whole at any table size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import assets, draw
from .theme import Colour, Palette

Rect = pygame.Rect
TEXT = 15          # the smallest size a player must read
FULL_H = 118       # a box at least this tall has room for three rows: name, things, the bottom line
BADGE = 6          # a stack's count badge hangs this far below it


@dataclass
class Item:
    """A thing a seat holds, drawn in its place in the row."""

    draw: Callable[[pygame.Surface, Rect], None]
    spot: Any                     # what the pointer is on (the scene's own value)
    lit: bool = False             # a click on it would play it


@dataclass
class SeatBox:
    seat: int
    name: str
    piece: Callable[[pygame.Surface, tuple[int, int], int], None]   # the seat's piece at a point, a size
    spot: Any = None              # the box itself under the pointer
    status: str = ""              # a word or two at the top right ("12 to go", "OUT!")
    status_colour: Colour | None = None
    lead: Item | None = None      # the thing first in the row (a pack), kept clear of the others
    items: list[Item] = field(default_factory=list)   # then these, overlapping when the row is full
    empty: str = ""               # said when the row holds nothing
    info: str = ""                # the line at the bottom
    info_colour: Colour | None = None
    active: bool = False
    fill: Colour | None = None    # a box's own colours (out of the game, won)
    border: Colour | None = None


class SeatColumn:
    def __init__(self, rect: Rect, ratio: float = 120 / 168) -> None:
        self.rect = Rect(rect)
        self.ratio = ratio        # the width over the height of the things in a row
        self.spots: list[tuple[Rect, Any]] = []
        self.drawn: dict[int, tuple[Rect, str, list[Rect]]] = {}   # seat -> its box, bottom line, things shown

    def boxes(self, n: int, top: int, bottom: int, tallest: int = 156) -> list[Rect]:
        h = min(tallest, (bottom - top) // max(1, n))
        return [Rect(self.rect.x + 6, top + i * h, self.rect.w - 12, h - 6) for i in range(n)]

    def hit(self, pos: tuple[int, int]) -> Any:
        for rect, spot in reversed(self.spots):
            if rect.collidepoint(pos):
                return spot
        return None

    def draw_box(self, surface: pygame.Surface, rect: Rect, box: SeatBox, pal: Palette, hover: Any) -> None:
        fill = box.fill or (pal.panel_light if box.active else pal.panel)
        border = box.border or (pal.gold if box.active else pal.line)
        draw.panel(surface, rect, fill, border, radius=8, width=3 if box.active else 2)
        self.spots.append((rect, box.spot))
        self.drawn[box.seat] = (Rect(rect), "", [])
        if rect.h < FULL_H:
            self._compact(surface, rect, box, pal, hover)
            return
        box.piece(surface, (rect.x + 17, rect.y + 17), 30)
        self._head(surface, rect, box, pal, rect.x + 36, 16)
        info_h = 20 if box.info else 0
        ch = max(34, min(84, rect.h - 44 - info_h))
        cw = round(ch * self.ratio)
        y = rect.y + 36
        left = rect.x + 10
        if box.lead is not None:
            self._item(surface, Rect(left, y, cw, ch), box.lead, hover, pal, box.seat)
            left += cw + 14
        self._row(surface, Rect(left, y, rect.right - 8 - left, ch), box, hover, pal)
        if info_h:
            self._info(surface, box, (rect.x + 10, rect.bottom - 12), rect.w - 16, pal)

    def _compact(self, surface: pygame.Surface, rect: Rect, box: SeatBox, pal: Palette, hover: Any) -> None:
        """A short box: the piece small beside the name, the lead thing down the left, the other things and
        the bottom line beside it."""
        box.piece(surface, (rect.x + 14, rect.y + 13), 24)
        self._head(surface, rect, box, pal, rect.x + 30, 13)
        top = rect.y + 28
        left = rect.x + 10
        if box.lead is not None:
            lh = rect.bottom - BADGE - 4 - top
            lw = round(lh * self.ratio)
            self._item(surface, Rect(left, top, lw, lh), box.lead, hover, pal, box.seat)
            left += lw + 12
        info_h = 18 if box.info else 0
        ch = max(16, rect.bottom - 6 - info_h - top)
        self._row(surface, Rect(left, top - 2, rect.right - 8 - left, ch), box, hover, pal)
        if info_h:
            self._info(surface, box, (left, rect.bottom - 12), rect.right - 6 - left, pal)

    def _head(self, surface: pygame.Surface, rect: Rect, box: SeatBox, pal: Palette, x: int, dy: int) -> None:
        """The name, and the status at the top right (kept whole: the name gives way to it)."""
        status_w = min(90, assets.width("body", TEXT, box.status)) if box.status else 0
        draw.text(surface, box.status, (rect.right - 8, rect.y + dy), size=TEXT,
                  colour=box.status_colour or pal.text_dim, anchor="midright", max_width=90)
        draw.text(surface, box.name, (x, rect.y + dy), size=TEXT + 1, colour=pal.text, face="bold",
                  anchor="midleft", max_width=rect.right - 14 - status_w - x)

    def _row(self, surface: pygame.Surface, area: Rect, box: SeatBox, hover: Any, pal: Palette) -> None:
        """The things a seat holds, side by side (overlapping when the row is full), or the word for none."""
        ch = area.h
        cw = round(ch * self.ratio)
        n = len(box.items)
        step = cw + 4 if n * (cw + 4) <= area.w else max(12, (area.w - cw) // max(1, n - 1))
        for i, item in enumerate(box.items):
            self._item(surface, Rect(area.x + i * step, area.y, cw, ch), item, hover, pal, box.seat)
        if not box.items and box.empty and area.h >= 16:
            draw.text(surface, box.empty, (area.x + 4, area.centery), size=TEXT, colour=pal.text_dim,
                      anchor="midleft", max_width=area.w)

    def _info(self, surface: pygame.Surface, box: SeatBox, at: tuple[int, int], width: int, pal: Palette) -> None:
        draw.text(surface, box.info, at, size=TEXT, colour=box.info_colour or pal.text_dim, anchor="midleft",
                  max_width=width)
        rect, _, things = self.drawn[box.seat]
        self.drawn[box.seat] = (rect, box.info, things)

    def _item(self, surface: pygame.Surface, r: Rect, item: Item, hover: Any, pal: Palette, seat: int) -> None:
        self.drawn[seat][2].append(Rect(r))
        if item.lit:   # a thing a click would play glows gold (brighter under the pointer)
            pygame.draw.rect(surface, pal.gold if item.spot == hover else (150, 116, 50), r.inflate(10, 10), 3,
                             border_radius=8)
        item.draw(surface, r)
        self.spots.append((r.inflate(6, 10), item.spot))
