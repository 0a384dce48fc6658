"""Settings: music and effects volume, animation speed (down to instant), fullscreen, the colour-blind-safe
palette that also marks seats by shape, the first-game pointers, and how long the table's "Anyone?" waits for
someone to claim a moment. Saved at once."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from .. import draw
from ..page import PageScene, back_button
from ..prefs import ANSWER_WAITS, SPEEDS
from ..theme import BODY, H1, SMALL
from ..widgets import Picker, Slider, Toggle

if TYPE_CHECKING:
    from ..app import App

SPEED_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
WAIT_LABELS = {str(s): f"{s} seconds" if s else "For a click" for s in ANSWER_WAITS}


class SettingsScene(PageScene):
    title = "Settings"
    title_size = H1 + 8
    title_y = 60

    def __init__(self, app: App) -> None:
        super().__init__(app)
        p = app.prefs
        x = 560
        self.widgets = [
            Slider(app, (x, 180, 360, 30), p.music_volume, lambda v: self.set_pref("music_volume", round(v, 2))),
            Slider(app, (x, 250, 360, 30), p.effects_volume, lambda v: self.set_pref("effects_volume", round(v, 2))),
            Picker(app, (x, 310, 240, 44), list(SPEEDS), p.speed, partial(self.set_pref, "speed"), labels=SPEED_LABELS),
            Toggle(app, (x, 390, 400, 40), "Fullscreen (F11)", p.fullscreen, self.set_fullscreen),
            Toggle(app, (x, 450, 500, 40), "Colour-blind-safe colours and shapes", p.colourblind,
                   partial(self.set_pref, "colourblind")),
            Toggle(app, (x, 510, 560, 40), "First-game pointers (what each choice does)", p.pointers,
                   partial(self.set_pref, "pointers")),
            Picker(app, (x, 570, 240, 44), list(WAIT_LABELS), str(p.answer_wait),
                   lambda v: self.set_pref("answer_wait", int(v)), labels=WAIT_LABELS),
            back_button(app),
        ]

    def set_pref(self, name: str, value: object) -> None:
        """A setting changed: kept in the preferences and saved at once."""
        setattr(self.app.prefs, name, value)
        self.app.save_prefs()

    def set_fullscreen(self, v: bool) -> None:
        if v != self.app.prefs.fullscreen:
            self.app.toggle_fullscreen()

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        for label, y in (("Music volume", 195), ("Effects volume", 265), ("Animation speed", 332),
                         ("“Anyone?” waits", 592)):
            draw.text(surface, label, (520, y), size=BODY, colour=pal.text, face="bold", anchor="midright")
        if not self.app.audio.ok:
            draw.text(surface, "No sound device was found: the app is silent.", (560, 140), size=SMALL,
                      colour=pal.text_dim)
        draw.text(surface, "(Kick the Door: then no one acts, and play goes on)", (820, 592), size=SMALL,
                  colour=pal.text_dim, anchor="midleft")
        draw.text(surface, "Seats:", (520, 662), size=BODY, colour=pal.text, face="bold", anchor="midright")
        for i in range(6):
            draw.marker(surface, i, (580 + i * 46, 662), 16, pal)
