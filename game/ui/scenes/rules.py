"""The rules reference: the game's rules in the project's own words, scrollable, with its tables.

A game's screen package may offer its card gallery here (GALLERY: a function (app) -> Gallery)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.protocol import Game

from .. import markdown
from ..page import PageScene, back_button
from ..theme import H1, SCREEN_H, SCREEN_W
from ..widgets import Button, ScrollArea
from . import offered

if TYPE_CHECKING:
    from ..app import App

# how far a key scrolls the rules: a line, or a page
SCROLL_KEYS = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: 400, pygame.K_SPACE: 400, pygame.K_PAGEUP: -400}


class RulesScene(PageScene):
    def __init__(self, app: App, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.title = f"{game.title}: the rules"
        self.title_size = H1
        self.title_y = 48
        try:
            text = game.rules_path().read_text(encoding="utf-8")
        except OSError:
            text = f"# {game.title}\n\nThe rules text is missing from this installation."
        content = markdown.render(text, 980, app.palette)
        self.scroll = ScrollArea(app, (150, 90, 1000, SCREEN_H - 110), content)
        self.widgets: list = [self.scroll, back_button(app)]
        gallery = offered(game.id, "GALLERY")
        if gallery is not None:
            from ..gallery import GalleryScene
            self.widgets.append(Button(app, (SCREEN_W - 230, 24, 200, 46), "The cards",
                                       lambda: app.stack.push(GalleryScene(app, gallery(app)))))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            self.scroll.scroll(SCROLL_KEYS.get(event.key, 0))
            return
        super().handle(event)
