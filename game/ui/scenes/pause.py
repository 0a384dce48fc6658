"""Pause (Escape): resume, save, rules, settings, quit to the menu (play is autosaved already)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import saves, summaries

from .. import draw
from ..page import WidgetScene
from ..theme import H1, SCREEN_W, SMALL
from ..widgets import Button, draw_all

if TYPE_CHECKING:
    from ..app import App
    from ..tabletop.scene import TableScene


class PauseScene(WidgetScene):
    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        x = SCREEN_W // 2 - 150
        labels = [("Resume", self.back, "ui/play", "primary"), ("Save", self.save, "ui/save", "normal"),
                  ("Rules", lambda: app.open("rules", table.game), "ui/rules", "normal"),
                  ("Settings", lambda: app.open("settings"), "ui/settings", "normal"),
                  ("Quit to menu", app.home, "ui/quit", "normal")]
        # (the words under the buttons are in the box: over the board they ran under the table's own buttons)
        self.box = pygame.Rect(x - 40, 110, 380, 176 + len(labels) * 66)
        self.widgets = [Button(app, (x, 200 + i * 66, 300, 54), label, fn, icon=icon, style=style)
                        for i, (label, fn, icon, style) in enumerate(labels)]
        self.note = ""   # what Save did, said under the buttons in place of the footer

    def save(self) -> None:
        try:
            path = saves.new_save_path(self.table.game.id)
            summaries.save(self.table.session, path)
            self.note = f"Saved a copy of {saves.peek(path).describe()}: Load lists it under Saved copies."
        except OSError as e:
            self.note = f"Could not save: {e.strerror or e}"

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.dim(surface, 160)
        draw.panel(surface, self.box, pal.panel, pal.gold, shadow=True)
        draw.text(surface, "Paused", (SCREEN_W // 2, 160), size=H1, colour=pal.gold, face="title", anchor="center")
        draw_all(self.widgets, surface)
        words = self.note or "Every move is saved: Continue on the menu resumes the latest game, Load any other."
        area = pygame.Rect(self.box.x + 24, self.widgets[-1].rect.bottom + 14, self.box.w - 48, 50)
        draw.paragraph(surface, words, area, size=SMALL, colour=pal.gold if self.note else pal.text_dim,
                       align="center")
