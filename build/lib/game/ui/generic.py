"""The plain table, for a game that has rules but no screen of its own yet: its board (if it has one)
to look at, and every decision as a button."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.session import Session

from . import draw
from .boardview import BoardStyle, BoardView
from .table import TableScene
from .theme import BODY

if TYPE_CHECKING:
    from .app import App


class GenericTableScene(TableScene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.board_view = None
        if session.game.board is not None:
            self.board_view = BoardView(session.game.load_board(), self.board_rect, BoardStyle(app.palette))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.board_view is None:
            super().draw_board(surface, rect)
            draw.paragraph(surface, "Every decision is offered as a button on the right.",
                           rect.inflate(-120, -300), size=BODY, colour=self.app.palette.text_dim, align="center")
            return
        self.board_view.draw(surface)

    def handle_board(self, event: pygame.event.Event) -> bool:
        return self.board_view.handle(event) if self.board_view else False
