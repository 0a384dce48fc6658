"""Where the dice go: the table's zones (boards/delve.tmx, fitted by the shared TableMap) and the slots of
the dice inside them. Moving a zone in Tiled moves it here."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.board import Board
from game.ui.tablemap import Grid, TableMap, grid_for

Rect = pygame.Rect

# The largest die drawn in each zone, and how many dice the zone must have room for (its size never
# changes as dice come and go, so nothing jumps).
DIE_SIZE = {"party": 66, "dungeon": 72, "graveyard": 54, "borrowed": 40, "lair": 54}
CAPACITY = {"party": 7, "dungeon": 7, "graveyard": 7, "borrowed": 4, "lair": 7}
POOL_DIE = 44    # the pool is drawn as one die with its count beside it
CAPTION_H = 22   # the caption band at the top of a tall zone


@dataclass
class TableLayout:
    table: TableMap
    grids: dict[str, Grid] = field(default_factory=dict)

    @classmethod
    def fit(cls, board: Board, area: Rect) -> TableLayout:
        layout = cls(TableMap.fit(board, area))
        scale = layout.table.scale
        layout.grids = {z: grid_for(layout.dice_area(z), CAPACITY[z], round(DIE_SIZE[z] * min(1.0, scale / 0.95)))
                        for z in DIE_SIZE if z in layout.zones}
        return layout

    @property
    def zones(self) -> dict[str, Rect]:
        return self.table.zones

    @property
    def seats(self) -> dict[int, dict[str, Rect]]:
        return self.table.seats

    @property
    def phase(self) -> Rect:
        return self.table.panels.get("phase", Rect(10, 660, 900, 50))

    def dice_area(self, zone: str) -> Rect:
        """The part of a zone left for dice: below its caption band when it is tall, beside it when low."""
        rect = self.zones[zone]
        cap = self.table.caption_in(rect)
        if zone == "lair":     # the Lair keeps room below its dice for the count and the Dragon's team
            return Rect(rect.x + 8, rect.y + CAPTION_H + 4, rect.w - 16, rect.h - CAPTION_H - 78)
        if rect.h < 80:
            left = (cap.right + 12) if cap is not None else rect.x + 6
            return Rect(left, rect.y + 3, rect.right - left - 6, rect.h - 6)
        return Rect(rect.x + 8, rect.y + CAPTION_H + 4, rect.w - 16, rect.h - CAPTION_H - 10)

    def pool_rect(self) -> Rect:
        """The pool's one die (its count is written beside it): where dice going back to the pool fly."""
        zone = self.zones["pool"]
        return pool_die(zone, min(round(POOL_DIE * self.table.scale), zone.h - CAPTION_H - 8))

    def die_rect(self, zone: str, index: int, count: int) -> Rect:
        """Where die `index` of `count` in a zone lies (every pool die lies on the pool's one die)."""
        if zone == "pool":
            return self.pool_rect()
        return self.grids[zone].rect(index, max(count, index + 1))


def pool_die(zone: Rect, size: int) -> Rect:
    """The pool's front die in its zone, at its size."""
    r = Rect(0, 0, size, size)
    r.midleft = (zone.x + 10, zone.y + CAPTION_H + (zone.h - CAPTION_H) // 2)
    return r
