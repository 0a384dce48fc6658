"""A screen of widgets, where Escape goes back (the pause over the table), and the full-screen page
(set-up, settings, load, rules, the board list, the hand-off): the backdrop, a title, widgets, tooltips."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from . import draw
from .scene import Scene
from .theme import H1, SCREEN_W
from .widgets import Button, Widget, dispatch, draw_all, draw_tooltip, tooltip_of

if TYPE_CHECKING:
    from .app import App


def back_button(app: App, go: Callable[[], None] | None = None) -> Button:
    """Every page's Back, in its top-left corner: back to the screen before (or `go`)."""
    return Button(app, (24, 24, 110, 46), "Back", go or app.stack.pop, icon="ui/back")


class WidgetScene(Scene):
    """Its widgets take the pointer; Escape goes back (the screen leaves, unless `back` says otherwise)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        dispatch(self.widgets, event)


class PageScene(WidgetScene):
    title = ""
    title_size = H1 + 4
    title_y = 56

    def draw_page(self, surface: pygame.Surface) -> None:
        """What the page shows besides its title and widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.backdrop(surface, pal)
        if self.title:
            draw.text(surface, self.title, (SCREEN_W // 2, self.title_y), size=self.title_size, colour=pal.gold,
                      face="title", anchor="center", max_width=SCREEN_W - 400)
        self.draw_page(surface)
        draw_all(self.widgets, surface)
        if self.app.stack.top in (self, None):   # (not under a dialog over the page)
            draw_tooltip(surface, self.app, tooltip_of(self.widgets))
