"""Load: every save in the data folder, newest first; a damaged one is listed with what is wrong
and cannot be opened (nor is it ever written to)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import saves
from game.engine.files import shown_name

from .. import draw
from ..page import PageScene
from ..theme import BODY, SCREEN_W, SMALL
from ..widgets import Button, Widget

if TYPE_CHECKING:
    from ..app import App

PER_PAGE = 8


class SaveRow(Widget):
    def __init__(self, app: App, rect: tuple[int, int, int, int], info: saves.SaveInfo) -> None:
        super().__init__(app, rect)
        self.info = info
        self.enabled = info.error is None

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if self.clicked(event):
            from ..launch import open_save
            self.app.audio.play("click", 0.6)
            open_save(self.app, self.info.path)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        border = pal.gold if self.hover and self.enabled else pal.line
        draw.panel(surface, self.rect, pal.panel_light if self.enabled else pal.panel, border)
        r = self.rect
        if self.info.error:
            draw.text(surface, shown_name(self.info.path), (r.x + 16, r.y + 10), size=BODY, colour=pal.text_dim,
                      face="bold")
            draw.text(surface, self.info.error, (r.x + 16, r.y + 38), size=SMALL, colour=pal.bad,
                      max_width=r.w - 32)
            return
        kind = "Autosave — " if self.info.path.name == saves.AUTOSAVE else ""
        draw.text(surface, f"{kind}{self.info.title}", (r.x + 16, r.y + 10), size=BODY, colour=pal.gold, face="bold")
        draw.text(surface, self.info.saved_at, (r.right - 16, r.y + 12), size=SMALL, colour=pal.text_dim,
                  anchor="topright")
        draw.text(surface, f"{', '.join(self.info.seats)} · {self.info.actions} moves made", (r.x + 16, r.y + 38),
                  size=SMALL, colour=pal.text, max_width=r.w - 32)


class LoadScene(PageScene):
    title = "Load a game"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.refresh()

    def _stamp(self) -> int:
        try:
            return saves.saves_dir().stat().st_mtime_ns   # changes when a save is added, removed or replaced
        except OSError:
            return 0

    def refresh(self) -> None:
        """Read the saves folder (each save's summary: a folder of many saves takes a moment)."""
        self.all = saves.list_saves()
        self.stamp = self._stamp()
        self.build()

    def build(self) -> None:
        shown = self.all[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        self.widgets: list[Widget] = [SaveRow(self.app, (240, 120 + i * 68, 800, 62), info)
                                      for i, info in enumerate(shown)]
        self.widgets.append(Button(self.app, (24, 24, 110, 46), "Back", self.app.stack.pop, icon="ui/back"))
        pages = max(1, (len(self.all) + PER_PAGE - 1) // PER_PAGE)
        if pages > 1:
            prev = Button(self.app, (240, 672, 120, 40), "‹ Newer", lambda: self.turn(-1), size=SMALL)
            nxt = Button(self.app, (920, 672, 120, 40), "Older ›", lambda: self.turn(1), size=SMALL)
            prev.enabled, nxt.enabled = self.page > 0, self.page < pages - 1
            self.widgets += [prev, nxt]

    def turn(self, step: int) -> None:
        self.page += step
        self.build()

    def enter(self) -> None:
        if self._stamp() != self.stamp:
            self.refresh()
            return
        # Back from a save that could not be loaded: the rows shown are read again, so that it shows why.
        first = self.page * PER_PAGE
        self.all[first:first + PER_PAGE] = [saves.peek(info.path) for info in self.all[first:first + PER_PAGE]]
        self.build()

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        if not self.all:
            draw.text(surface, "No saved games yet. Every game autosaves after each move; Save in the pause menu "
                      "keeps a copy here.", (SCREEN_W // 2, 300), size=BODY, colour=pal.text_dim, anchor="center")
        draw.text(surface, f"Saves are kept in {saves.saves_dir()}", (SCREEN_W // 2, 650), size=SMALL - 2,
                  colour=pal.text_dim, anchor="center", max_width=1000)
