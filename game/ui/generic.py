"""The plain table, for a game that has rules but no screen of its own yet: its board (if it has one) on
the shared board scene to look at, and every decision as a button."""

from __future__ import annotations

import pygame

from . import draw
from .boardscene import BoardScene
from .table import TableScene
from .theme import BODY, H2


class GenericTableScene(TableScene):
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pal = self.app.palette
        surface.fill(pal.bg, rect)
        draw.panel(surface, rect.inflate(-40, -40), pal.panel, pal.line)
        draw.text(surface, self.game.title, (rect.centerx, rect.y + 70), size=H2 + 6, colour=pal.gold, face="title",
                  anchor="center")
        draw.paragraph(surface, "Every decision is offered as a button on the right.",
                       rect.inflate(-120, -300), size=BODY, colour=pal.text_dim, align="center")


class GenericBoardScene(BoardScene):
    """A game with a map and no screen of its own: the map, followed and zoomed; decisions as buttons."""
