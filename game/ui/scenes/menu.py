"""The main menu: the games on the shelf, as many as there are (a picture, the player range, a line or
three: shelfcards.py), Continue, Load, Boards, Settings and Quit. A game not ready to play is greyed out
and says so in a player's words; it leads nowhere."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import __version__
from game.engine import saves, summaries
from game.engine.registry import shelf

from .. import draw
from ..audio import MENU_MUSIC
from ..errors import log_error
from ..page import WidgetScene
from ..theme import BODY, SCREEN_W, SMALL, TITLE
from ..widgets import Button, Widget, draw_all, draw_tooltip, tooltip_of
from .shelfcards import GameCard, lay_out

if TYPE_CHECKING:
    from ..app import App

CARDS = pygame.Rect(40, 146, 940, 552)     # where the game cards go: left of the buttons, under the title
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


def shelf_line(count: int) -> str:
    """The line under the title, for however many games there are."""
    number = NUMBERS[count] if count < len(NUMBERS) else f"{count:,}"
    games = "game" if count == 1 else "games"
    return f"{number.capitalize()} dungeon {games} for one table. Choose a game; any seat can be a person or the " \
           "computer."


class MenuScene(WidgetScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        entries = list(shelf())
        layout = lay_out(entries, CARDS)
        self.cards: list[GameCard] = [GameCard(app, rect, e, layout)
                                      for e, rect in zip(entries, layout.rects(len(entries), CARDS), strict=True)]
        x = SCREEN_W - 270
        self.continue_info: saves.SaveInfo | None = None   # the game Continue resumes (read on enter)
        self.continue_button = Button(app, (x, 170, 220, 54), "Continue", self.continue_game, style="primary",
                                      icon="ui/play")
        # (label, the screen it opens, icon, tooltip), one under another below Continue, then Quit
        screens = [("Load", "load", "ui/load", None),
                   ("Boards", "boards", "ui/view", "Look at the games' boards: drag to move about, turn the wheel "
                    "to zoom."),
                   ("Records", "records", "ui/rules", "Who has played what, who won, and the records of the shelf."),
                   ("Settings", "settings", "ui/settings", None)]
        self.buttons = [self.continue_button,
                        *(Button(app, (x, 238 + 68 * i, 220, 54), label, partial(app.open, name), icon=icon,
                                 tooltip=tip) for i, (label, name, icon, tip) in enumerate(screens)),
                        Button(app, (x, 510, 220, 54), "Quit", app.quit, icon="ui/quit")]
        self.widgets: list[Widget] = [*self.cards, *self.buttons]

    def enter(self) -> None:
        self.app.audio.start_music(MENU_MUSIC)   # back from a table, the menu's own music again
        try:
            info = summaries.continue_info()
        except Exception:  # noqa: BLE001 - whatever lies in the saves folder, the menu opens
            log_error()
            info = None
        self.continue_info = info
        self.continue_button.enabled = info is not None and info.error is None
        if info is None:
            self.continue_button.tooltip = "No game in progress."
        elif info.error is not None:
            self.continue_button.tooltip = f"The latest game cannot be resumed: {saves.in_words(info.path, info.error)}"
        else:
            self.continue_button.tooltip = f"The latest game in progress: {info.describe()} (saved {info.saved_at})"

    def continue_game(self) -> None:
        from ..launch import open_save  # (here: the menu opens before the table's modules are loaded)
        if self.continue_info is not None:
            open_save(self.app, self.continue_info.path)

    def back(self) -> None:
        """Escape leaves the menu open (Quit is a button)."""

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.backdrop(surface, pal)
        draw.text(surface, "Dungeon Shelf", (56, 22), size=TITLE, colour=pal.gold, face="title")
        draw.text(surface, shelf_line(len(self.cards)), (60, 106), size=BODY, colour=pal.text_dim,
                  max_width=SCREEN_W - 120)
        draw_all(self.widgets, surface)
        draw.text(surface, f"version {__version__}", (SCREEN_W - 30, 700), size=SMALL - 2, colour=pal.text_dim,
                  anchor="bottomright")
        if self.app.audio.missing:   # said here, quietly, instead of on the terminal
            draw.text(surface, "Sound is off: no sound device was found.", (SCREEN_W - 30, 676), size=SMALL - 2,
                      colour=pal.text_dim, anchor="bottomright")
        draw_tooltip(surface, self.app, tooltip_of(self.widgets))
