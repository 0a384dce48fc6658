"""Where everything goes: the zones of boards/delve.tmx fitted into the board area, and the slots of the
dice and tokens inside them.

The map is drawn for the full 1280x720 screen with its own log panel on the right; the app's side panel
already shows the log, so the map's `log` panel is left out and every other zone (with the phase banner
and the captions) is scaled uniformly and centred in the board area. Moving a zone in Tiled moves it here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.engine.board import Board

Rect = pygame.Rect
MARGIN = 8

# The largest die drawn in each zone, and how many dice the zone must have room for (its size never
# changes as dice come and go, so nothing jumps).
DIE_SIZE = {"party": 66, "dungeon": 72, "graveyard": 54, "borrowed": 40, "lair": 54}
CAPACITY = {"party": 7, "dungeon": 7, "graveyard": 7, "borrowed": 4, "lair": 7}
POOL_DIE = 44    # the pool is drawn as one die with its count beside it
CAPTION_H = 22   # the caption band at the top of a tall zone


@dataclass
class Grid:
    """Slots for up to `capacity` dice in rows, centred in their area."""

    area: Rect
    size: int
    cols: int
    gap: int

    def columns(self, count: int) -> int:
        """As many dice in a row as fit, the rows kept even (7 dice: 4 and 3, not 6 and 1)."""
        fit = max(self.cols, (self.area.w + self.gap) // (self.size + self.gap))
        rows = max(1, math.ceil(count / fit))
        return max(1, math.ceil(count / rows))

    def centre(self, index: int, count: int) -> tuple[int, int]:
        cols = self.columns(count)
        rows = max(1, math.ceil(count / cols))
        row, col = divmod(index, cols)
        in_row = min(cols, count - row * cols)
        step = self.size + self.gap
        x0 = self.area.centerx - (in_row * step - self.gap) / 2 + self.size / 2
        y0 = self.area.centery - (rows * step - self.gap) / 2 + self.size / 2
        return (round(x0 + col * step), round(y0 + row * step))

    def rect(self, index: int, count: int) -> Rect:
        r = Rect(0, 0, self.size, self.size)
        r.center = self.centre(index, count)
        return r


def grid_for(area: Rect, capacity: int, largest: int, gap: int = 8) -> Grid:
    """The arrangement with the biggest dice that still holds `capacity` of them."""
    best = Grid(area, 8, capacity, gap)
    for rows in range(1, capacity + 1):
        cols = math.ceil(capacity / rows)
        size = min(largest, (area.w - (cols - 1) * gap) // cols, (area.h - (rows - 1) * gap) // rows)
        if size > best.size:
            best = Grid(area, size, cols, gap)
    return best


@dataclass
class TableLayout:
    scale: float
    zones: dict[str, Rect]                       # party, graveyard, dungeon, borrowed, lair, level, pool, bag
    seats: dict[int, dict[str, Rect]]            # table seat (0-based) -> hero, xp, treasures, twists
    phase: Rect
    captions: list[tuple[str, Rect]] = field(default_factory=list)
    grids: dict[str, Grid] = field(default_factory=dict)

    @classmethod
    def fit(cls, board: Board, area: Rect) -> TableLayout:
        """Scale the map's zones (all but its log panel) into `area`, uniformly and centred."""
        shapes = [*board.spaces.values(), *[m for m in board.marks.values() if m.prop("zone") != "log"]]
        x0 = min(s.x for s in shapes)
        y0 = min(s.y for s in shapes)
        x1 = max(s.x + s.w for s in shapes)
        y1 = max(s.y + s.h for s in shapes)
        inner = area.inflate(-2 * MARGIN, -2 * MARGIN)
        scale = min(inner.w / max(1.0, x1 - x0), inner.h / max(1.0, y1 - y0), 1.5)
        ox = inner.x + (inner.w - (x1 - x0) * scale) / 2 - x0 * scale
        oy = inner.y + (inner.h - (y1 - y0) * scale) / 2 - y0 * scale

        def place(s: object) -> Rect:
            x, y, w, h = (getattr(s, k) for k in ("x", "y", "w", "h"))
            left, top = round(ox + x * scale), round(oy + y * scale)
            return Rect(left, top, round(ox + (x + w) * scale) - left, round(oy + (y + h) * scale) - top)

        zones = {s.prop("zone"): place(s) for s in board.of_kind("zone")}
        seats: dict[int, dict[str, Rect]] = {}
        for s in board.of_kind("seat_zone"):
            seats.setdefault(int(s.prop("seat")) - 1, {})[s.prop("zone")] = place(s)
        panels = {m.prop("zone"): place(m) for m in board.marks_of_kind("panel")}
        phase = panels.get("phase", Rect(area.x + 10, area.bottom - 60, area.w - 20, 50))
        captions = [(str(m.prop("text")), place(m)) for m in board.marks_of_kind("label")]
        layout = cls(scale=scale, zones=zones, seats=seats, phase=phase, captions=captions)
        layout.grids = {z: grid_for(layout.dice_area(z), CAPACITY[z], round(DIE_SIZE[z] * min(1.0, scale / 0.95)))
                        for z in DIE_SIZE if z in zones}
        return layout

    def caption_in(self, zone: Rect) -> Rect | None:
        """The map's caption that sits inside a zone (at its top or its left)."""
        for _text, rect in self.captions:
            if zone.contains(rect):
                return rect
        return None

    def dice_area(self, zone: str) -> Rect:
        """The part of a zone left for dice: below its caption band when it is tall, beside it when low."""
        rect = self.zones[zone]
        cap = self.caption_in(rect)
        if zone == "lair":     # the Lair keeps room below its dice for the count and the Dragon's team
            return Rect(rect.x + 8, rect.y + CAPTION_H + 4, rect.w - 16, rect.h - CAPTION_H - 78)
        if rect.h < 80:
            left = (cap.right + 12) if cap is not None else rect.x + 6
            return Rect(left, rect.y + 3, rect.right - left - 6, rect.h - 6)
        return Rect(rect.x + 8, rect.y + CAPTION_H + 4, rect.w - 16, rect.h - CAPTION_H - 10)

    def pool_rect(self) -> Rect:
        """The pool's one die (its count is written beside it): where dice going back to the pool fly."""
        zone = self.zones["pool"]
        size = min(round(POOL_DIE * self.scale), zone.h - CAPTION_H - 8)
        r = Rect(0, 0, size, size)
        r.midleft = (zone.x + 10, zone.y + CAPTION_H + (zone.h - CAPTION_H) // 2)
        return r

    def die_rect(self, zone: str, index: int, count: int) -> Rect:
        """Where die `index` of `count` in a zone lies (every pool die lies on the pool's one die)."""
        if zone == "pool":
            return self.pool_rect()
        return self.grids[zone].rect(index, max(count, index + 1))
