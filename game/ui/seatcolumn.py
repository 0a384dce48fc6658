"""A column of seat boxes beside a board: for every seat its piece, name and standing, a row of the things
it holds (a pack, cards in front, equipment) and a line about how it stands. The seat to act is lit; a
thing a click would play is ringed; everything answers the pointer (`hit`), for the scene's hover words
and clicks. Escape's hirelings and Wilds & Depths' adventurers are drawn with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import draw
from .theme import Colour, Palette

Rect = pygame.Rect
TEXT = 15          # the smallest size a player must read


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
        box.piece(surface, (rect.x + 17, rect.y + 17), 30)
        draw.text(surface, box.name, (rect.x + 36, rect.y + 16), size=TEXT + 1, colour=pal.text, face="bold",
                  anchor="midleft", max_width=rect.w - 110)
        draw.text(surface, box.status, (rect.right - 8, rect.y + 16), size=TEXT,
                  colour=box.status_colour or pal.text_dim, anchor="midright", max_width=70)
        info_h = 20 if rect.h >= 118 and box.info else 0
        ch = max(34, min(84, rect.h - 44 - info_h))
        cw = round(ch * self.ratio)
        y = rect.y + 36
        left = rect.x + 10
        if box.lead is not None:
            self._item(surface, Rect(left, y, cw, ch), box.lead, hover, pal)
            left += cw + 14
        room = rect.right - 8 - left
        n = len(box.items)
        step = cw + 4 if n * (cw + 4) <= room else max(12, (room - cw) // max(1, n - 1))
        for i, item in enumerate(box.items):
            self._item(surface, Rect(left + i * step, y, cw, ch), item, hover, pal)
        if not box.items and box.empty and rect.h >= 80:
            draw.text(surface, box.empty, (left + 4, y + ch // 2), size=TEXT, colour=pal.text_dim, anchor="midleft",
                      max_width=room)
        if info_h:
            draw.text(surface, box.info, (rect.x + 10, rect.bottom - 12), size=TEXT,
                      colour=box.info_colour or pal.text_dim, anchor="midleft", max_width=rect.w - 16)

    def _item(self, surface: pygame.Surface, r: Rect, item: Item, hover: Any, pal: Palette) -> None:
        if item.lit:   # a thing a click would play glows gold (brighter under the pointer)
            pygame.draw.rect(surface, pal.gold if item.spot == hover else (150, 116, 50), r.inflate(10, 10), 3,
                             border_radius=8)
        item.draw(surface, r)
        self.spots.append((r.inflate(6, 10), item.spot))
