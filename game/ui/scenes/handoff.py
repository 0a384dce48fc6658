"""Hot-seat hand-off: "pass to <name>", hiding the table until that person clicks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import draw
from ..page import PageScene
from ..theme import BODY, H1, SCREEN_H, SCREEN_W, TITLE
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App
    from ..tabletop.scene import TableScene


class HandOffScene(PageScene):
    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.name = table.session.state.name(seat)
        self.widgets = [
            Button(app, (SCREEN_W // 2 - 200, 420, 400, 64), f"I am {self.name}: show the table", self.reveal,
                   style="primary"),
            Button(app, (SCREEN_W // 2 - 80, SCREEN_H - 90, 160, 46), "Menu", table.pause, icon="ui/pause"),
        ]

    def reveal(self) -> None:
        self.app.stack.pop()
        self.table.hold(self.seat)

    def back(self) -> None:
        """Escape: the pause menu (the hand-off stays under it)."""
        self.table.pause()

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.marker(surface, self.seat, (SCREEN_W // 2, 190), 34, pal)
        draw.text(surface, f"Pass the screen to {self.name}", (SCREEN_W // 2, 280), size=TITLE - 6, colour=pal.gold,
                  face="title", anchor="center", max_width=SCREEN_W - 120)
        draw.text(surface, "The table stays hidden so that no one sees another player's secrets.",
                  (SCREEN_W // 2, 350), size=BODY, colour=pal.text_dim, anchor="center")
        draw.text(surface, self.table.game.title, (SCREEN_W // 2, 100), size=H1, colour=pal.text, face="title",
                  anchor="center")
