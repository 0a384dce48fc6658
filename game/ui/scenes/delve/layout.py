"""Where things lie on the table: its zones (boards/delve.tmx, fitted by the shared TableMap; moving a zone in
Tiled moves it here), the slots of the dice inside them, the pool's die, the bag's token and a seat's tokens."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.ui.tablemap import Grid, TableMap, TableMapStyle, grid_for

Rect = pygame.Rect
ZONE_TINT = {"party": (58, 54, 48), "dungeon": (36, 34, 44), "lair": (64, 30, 28), "graveyard": (46, 46, 50),
             "borrowed": (40, 44, 40), "level": (52, 44, 34), "pool": (36, 34, 44), "bag": (56, 46, 30)}
# The largest die drawn in each zone, and how many dice it has room for (so nothing jumps as dice come and go).
DICE = {"party": (66, 7), "dungeon": (72, 7), "graveyard": (54, 7), "borrowed": (40, 4), "lair": (54, 7)}
POOL_DIE = 44    # the pool is drawn as one die with its count beside it
CAPTION_H = 22   # the caption band at the top of a tall zone


class DelveBoardStyle(TableMapStyle):
    """The table map in the board viewer: the shared table style in Dice Delve's zone colours."""

    tints = ZONE_TINT


@dataclass
class TableLayout(TableMap):
    grids: dict[str, Grid] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.grids = {z: grid_for(self.dice_area(z), n, round(size * min(1.0, self.scale / 0.95)))
                      for z, (size, n) in DICE.items() if z in self.zones}

    @property
    def phase(self) -> Rect:
        return self.panels.get("phase", Rect(10, 660, 900, 50))

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
        return pool_die(zone, min(round(POOL_DIE * self.scale), zone.h - CAPTION_H - 8))

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


def bag_token(zone: Rect) -> Rect:
    """The face-down token of the treasure bag: where tokens come from and go back to."""
    size = min(zone.w - 30, 72)
    return Rect(zone.centerx - size // 2, zone.y + CAPTION_H + 14, size, size)


def token_rects(zone: Rect, tokens: Sequence[str]) -> list[tuple[Rect, str]]:
    """A seat's tokens gathered by name (the same token shows once, with its count), each group's circle in
    its treasure zone: the biggest that fit, 48 across at most."""
    names = sorted(set(tokens))
    grid = grid_for(zone.inflate(-6, -6), len(names), 48, gap=6)
    radius = max(9, grid.size // 2)
    return [(Rect(0, 0, 2 * radius, 2 * radius).move(c[0] - radius, c[1] - radius), name)
            for k, name in enumerate(names) for c in [grid.rect(k, len(names)).center]]

