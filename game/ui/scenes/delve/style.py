"""The table map's look in the board viewer: the same wood and zone frames as the game's screen."""

from __future__ import annotations

import pygame

from game.engine.board import Board, Mark, Space
from game.ui import draw
from game.ui.boardview import BoardStyle
from game.ui.theme import Colour

from .zones import TABLE, ZONE_TINT


class DelveBoardStyle(BoardStyle):
    def background(self, board: Board) -> Colour:
        return TABLE

    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        rect = pygame.Rect(round(space.x), round(space.y), round(space.w), round(space.h))
        tint = ZONE_TINT.get(str(space.prop("zone")), self.pal.panel)
        draw.panel(surf, rect, tint, (92, 76, 58), radius=12)
        if space.kind == "seat_zone":   # the map's own captions name only the table's zones
            draw.text(surf, space.name, rect.center, size=15, colour=self.pal.text_dim, anchor="center",
                      max_width=rect.w - 8)

    def draw_mark(self, surf: pygame.Surface, mark: Mark, board: Board) -> None:
        if mark.prop("text"):
            draw.text(surf, str(mark.prop("text")), (round(mark.x), round(mark.center[1]) + 1), size=17,
                      colour=self.pal.gold, face="title", anchor="midleft")
            return
        rect = pygame.Rect(round(mark.x), round(mark.y), round(mark.w), round(mark.h))
        draw.panel(surf, rect, self.pal.panel, self.pal.line, radius=10)
        draw.text(surf, mark.name, rect.center, size=18, colour=self.pal.text_dim, face="title", anchor="center")
