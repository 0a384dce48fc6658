"""A table game's zones from its Tiled map (Dice Delve's dice zones, Kick the Door's decks, combat zone and
seats), fitted into the board area, with slots laid out inside a zone and the table drawn once.

The map holds spaces with a `zone` property (and a `seat` property, counted from 1, for a seat's own
zones), `panel` marks (the phase banner, the hand) and `label` marks with a `text` (captions). The map is
drawn for the whole 1280x720 screen; its `log` or `side` panel is left out (the side panel shows the log) and the
rest is scaled uniformly and centred in the board area. Moving a zone in Tiled moves it on screen.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

import pygame

from game.engine.board import Board, Mark, Shape, Space

from . import draw
from .boardview import BoardStyle, map_rect
from .theme import Colour, Palette

Rect = pygame.Rect
MARGIN = 8
SIDE = ("log", "side")    # a map's own panel for the log and buttons: the app's side panel stands there
TABLE = (43, 33, 24)      # dark wood


@dataclass
class Grid:
    """Slots for up to `capacity` things (dice, cards) in rows, centred in their area."""

    area: Rect
    size: int
    cols: int
    gap: int
    ratio: float = 1.0     # height over width of a slot (1 for a die, 1.4 for a card)

    def columns(self, count: int) -> int:
        """As many in a row as fit, the rows kept even (7 things: 4 and 3, not 6 and 1)."""
        fit = max(self.cols, (self.area.w + self.gap) // (self.size + self.gap))
        rows = max(1, math.ceil(count / fit))
        return max(1, math.ceil(count / rows))

    def rect(self, index: int, count: int) -> Rect:
        cols = self.columns(count)
        rows = max(1, math.ceil(count / cols))
        row, col = divmod(index, cols)
        in_row = min(cols, count - row * cols)
        w, h = self.size, round(self.size * self.ratio)
        x0 = self.area.centerx - (in_row * (w + self.gap) - self.gap) / 2
        y0 = self.area.centery - (rows * (h + self.gap) - self.gap) / 2
        return Rect(round(x0 + col * (w + self.gap)), round(y0 + row * (h + self.gap)), w, h)


def grid_for(area: Rect, capacity: int, largest: int, gap: int = 8, ratio: float = 1.0) -> Grid:
    """The arrangement with the biggest slots that still holds `capacity` of them."""
    best = Grid(area, 8, capacity, gap, ratio)
    for rows in range(1, capacity + 1):
        cols = math.ceil(capacity / rows)
        size = min(largest, (area.w - (cols - 1) * gap) // cols,
                   int(((area.h - (rows - 1) * gap) // rows) / ratio))
        if size > best.size:
            best = Grid(area, size, cols, gap, ratio)
    return best


@dataclass
class TableMap:
    scale: float
    zones: dict[str, Rect]                      # the table's own zones by name
    seats: dict[int, dict[str, Rect]]           # table seat (0-based) -> its zones by name
    panels: dict[str, Rect]
    captions: list[tuple[str, Rect]] = field(default_factory=list)

    @classmethod
    def fit(cls, board: Board, area: Rect) -> TableMap:
        """Scale the map's zones (all but its log panel) into `area`, uniformly and centred."""
        shapes = [*board.spaces.values(), *[m for m in board.marks.values() if m.prop("zone") not in SIDE]]
        x0, x1 = min(s.x for s in shapes), max(s.x + s.w for s in shapes)   # (their extent across, then down)
        y0, y1 = min(s.y for s in shapes), max(s.y + s.h for s in shapes)
        inner = area.inflate(-2 * MARGIN, -2 * MARGIN)
        scale = min(inner.w / max(1.0, x1 - x0), inner.h / max(1.0, y1 - y0), 1.5)
        ox = inner.x + (inner.w - (x1 - x0) * scale) / 2 - x0 * scale
        oy = inner.y + (inner.h - (y1 - y0) * scale) / 2 - y0 * scale

        def place(s: Shape) -> Rect:
            left, top = round(ox + s.x * scale), round(oy + s.y * scale)
            return Rect(left, top, round(ox + (s.x + s.w) * scale) - left, round(oy + (s.y + s.h) * scale) - top)

        zones: dict[str, Rect] = {}
        seats: dict[int, dict[str, Rect]] = {}
        for s in board.spaces.values():
            if s.prop("zone") is not None:   # (a seat's zone among that seat's, else the table's own)
                seat = s.prop("seat")
                (zones if seat is None else seats.setdefault(int(seat) - 1, {}))[str(s.prop("zone"))] = place(s)
        panels = {str(m.prop("zone")): place(m) for m in board.marks_of_kind("panel")}
        captions = [(str(m.prop("text")), place(m)) for m in board.marks_of_kind("label")]
        return cls(scale=scale, zones=zones, seats=seats, panels=panels, captions=captions)

    def caption_in(self, zone: Rect) -> Rect | None:
        """The map's caption that sits inside a zone (at its top or its left)."""
        return next((rect for _text, rect in self.captions if zone.contains(rect)), None)

    def render(self, size: tuple[int, int], pal: Palette, tints: Mapping[str, Colour] | None = None) -> pygame.Surface:
        """Everything that never moves, drawn once: the wood, the zones' frames and the map's captions."""
        surf = pygame.Surface(size)
        surf.fill(TABLE)
        draw.texture(surf, "ui/stone_tile", 28)
        for zone, rect in self.zones.items():
            draw.panel(surf, rect, (tints or {}).get(zone, pal.panel), (92, 76, 58), radius=12)
        for text, rect in self.captions:
            draw.text(surf, text, (rect.x, rect.y + rect.h // 2 + 1), size=17, colour=pal.gold, face="title",
                      anchor="midleft", max_width=rect.w + 60)
        return surf


class TableMapStyle(BoardStyle):
    """A table map's look in the board viewer: the same wood and zone frames as the game's screen, the
    seats' zones named, the panels marked."""

    tints: Mapping[str, Colour] = {}

    def background(self, board: Board) -> Colour:
        return TABLE

    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        rect = map_rect(space)
        draw.panel(surf, rect, self.tints.get(str(space.prop("zone")), self.pal.panel), (92, 76, 58), radius=12)
        if space.prop("seat") is not None:   # the map's own captions name only the table's zones
            draw.text(surf, space.name, rect.center, size=15, colour=self.pal.text_dim, anchor="center",
                      max_width=rect.w - 8)

    def draw_mark(self, surf: pygame.Surface, mark: Mark, board: Board) -> None:
        if mark.prop("text"):
            draw.text(surf, str(mark.prop("text")), (round(mark.x), round(mark.center[1]) + 1), size=17,
                      colour=self.pal.gold, face="title", anchor="midleft")
            return
        rect = map_rect(mark)
        draw.panel(surf, rect, self.pal.panel, self.pal.line, radius=10)
        draw.text(surf, mark.name, rect.center, size=18, colour=self.pal.text_dim, face="title", anchor="center")
