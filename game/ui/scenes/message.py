"""A dialog over the current screen: a title, a message, and buttons (OK by default)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from .. import draw
from ..scene import Scene
from ..theme import BODY, H2, SCREEN_H, SCREEN_W
from ..widgets import Button, dispatch, draw_all

if TYPE_CHECKING:
    from ..app import App


class MessageScene(Scene):
    opaque = False

    def __init__(self, app: App, title: str, message: str,
                 buttons: list[tuple[str, Callable[[], None] | None]] | None = None, safe: int = 0) -> None:
        """`safe`: the button Escape and Enter press, drawn as the first choice (the first unless said)."""
        super().__init__(app)
        self.title, self.message = title, message
        lines = draw.wrap(message, "body", BODY, 600)
        self.box = pygame.Rect(0, 0, 680, 150 + len(lines) * 26).move_to(center=(SCREEN_W // 2, SCREEN_H // 2))
        buttons = buttons or [("OK", None)]
        w = 180
        x = self.box.centerx - (len(buttons) * (w + 16) - 16) // 2
        self.widgets = [Button(app, (x + i * (w + 16), self.box.bottom - 70, w, 48), label, partial(self.close, action),
                               style="primary" if i == safe else "normal") for i, (label, action) in enumerate(buttons)]
        self.safe = self.widgets[safe]

    def close(self, action: Callable[[], None] | None) -> None:
        """A button pressed: the dialog leaves, then its action (if any) is done."""
        self.app.stack.pop()
        if action is not None:
            action()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.safe.on_click()
            return
        dispatch(self.widgets, event)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.dim(surface, 140)
        draw.panel(surface, self.box, pal.panel, pal.gold, shadow=True)
        draw.text(surface, self.title, (self.box.centerx, self.box.y + 40), size=H2 + 4, colour=pal.gold,
                  face="title", anchor="center")
        draw.paragraph(surface, self.message, self.box.inflate(-80, 0).move(0, 80), size=BODY, colour=pal.text,
                       align="center")
        draw_all(self.widgets, surface)
