"""The main menu: the five games (a picture, the player range, one line), Continue, Load, Boards,
Settings and Quit. A game whose rules have not landed is greyed out and says so; it leads nowhere."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import __version__
from game.engine import saves
from game.engine.registry import ShelfEntry, load_game, shelf

from .. import assets, draw
from ..scene import Scene
from ..theme import BODY, H2, SCREEN_W, SMALL, TITLE
from ..widgets import Button, Widget, dispatch, draw_tooltip, tooltip_of

if TYPE_CHECKING:
    from ..app import App

CARD_W, CARD_H = 290, 262
PIC_H = 156


class GameCard(Widget):
    def __init__(self, app: App, rect: tuple[int, int, int, int], entry: ShelfEntry) -> None:
        super().__init__(app, rect)
        self.entry = entry
        self.game = load_game(entry.id)
        self.playable = self.game is not None
        self.tooltip = None if self.playable else "This game's rules have not landed yet."

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if self.clicked(event) and self.game is not None:
            from .setup import SetupScene
            self.app.audio.play("click", 0.6)
            self.app.stack.push(SetupScene(self.app, self.game))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        lift = -3 if self.hover and self.playable else 0
        rect = self.rect.move(0, lift)
        border = pal.gold if self.hover and self.playable else pal.line
        draw.panel(surface, rect, pal.panel, border, shadow=True, width=3 if self.hover and self.playable else 2)
        pic_rect = pygame.Rect(rect.x + 6, rect.y + 6, rect.w - 12, PIC_H)
        name = self.entry.picture or f"menu/{self.entry.id}"
        if assets.exists(name):
            pic = assets.scaled(name, pic_rect.w, pic_rect.h)
            if not self.playable:
                pic = pic.copy()
                draw.dim(pic, 170)
            surface.blit(pic, pic_rect)
        else:
            pygame.draw.rect(surface, pal.panel_light, pic_rect, border_radius=6)
            if self.playable:
                draw.text(surface, self.entry.title, pic_rect.center, size=H2, colour=pal.text_dim, face="title",
                          anchor="center", max_width=pic_rect.w - 20)
        ink = pal.text if self.playable else pal.text_dim
        draw.text(surface, self.entry.title, (rect.x + 14, rect.y + PIC_H + 14), size=H2, colour=pal.gold if
                  self.playable else pal.text_dim, face="title", max_width=rect.w - 28)
        players = f"{self.entry.player_range()} players"
        badge = assets.text("bold", SMALL, players, pal.ink).get_rect(topright=(pic_rect.right - 10, pic_rect.y + 10))
        draw.panel(surface, badge.inflate(16, 8), pal.parchment if self.playable else pal.text_dim, None, radius=12)
        draw.text(surface, players, badge.topleft, size=SMALL, colour=pal.ink, face="bold")
        draw.paragraph(surface, self.entry.blurb, pygame.Rect(rect.x + 14, rect.y + PIC_H + 54, rect.w - 28, 50),
                       size=SMALL, colour=ink)
        if not self.playable:
            ribbon = pygame.Rect(0, 0, 200, 34)
            ribbon.center = (pic_rect.centerx, pic_rect.centery + 16)
            draw.panel(surface, ribbon, pal.panel, pal.text_dim, radius=6)
            draw.text(surface, "Not yet playable", ribbon.center, size=SMALL, colour=pal.text, face="bold",
                      anchor="center")


class MenuScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.cards: list[Widget] = []
        for i, e in enumerate(shelf()):
            row, col = divmod(i, 3)
            x = 56 + col * (CARD_W + 16) + (0 if row == 0 else (CARD_W + 16) // 2)
            y = 150 + row * (CARD_H + 18)
            self.cards.append(GameCard(app, (x, y, CARD_W, CARD_H), e))
        x = SCREEN_W - 270
        self.continue_info: saves.SaveInfo | None = None   # the game Continue resumes (read on enter)
        self.continue_button = Button(app, (x, 170, 220, 54), "Continue", self.continue_game, style="primary",
                                      icon="ui/play")
        self.buttons = [
            self.continue_button,
            Button(app, (x, 238, 220, 54), "Load", self.load, icon="ui/load"),
            Button(app, (x, 306, 220, 54), "Boards", self.boards, icon="ui/view",
                   tooltip="Look at any board in boards/: drag to pan, wheel to zoom."),
            Button(app, (x, 374, 220, 54), "Settings", self.settings, icon="ui/settings"),
            Button(app, (x, 442, 220, 54), "Quit", app.quit, icon="ui/quit"),
        ]
        self.widgets: list[Widget] = [*self.cards, *self.buttons]

    def enter(self) -> None:
        try:
            info = saves.continue_info()
        except Exception:  # noqa: BLE001 - whatever lies in the saves folder, the menu opens
            from ..app import log_error
            log_error()
            info = None
        self.continue_info = info
        self.continue_button.enabled = info is not None and info.error is None
        if info is None:
            self.continue_button.tooltip = "No game in progress."
        elif info.error is not None:
            self.continue_button.tooltip = f"The autosave cannot be resumed: {info.error}"
        else:
            self.continue_button.tooltip = f"The latest game in progress: {info.describe()} (saved {info.saved_at})"

    def continue_game(self) -> None:
        from ..launch import open_save
        if self.continue_info is not None:
            open_save(self.app, self.continue_info.path)

    def load(self) -> None:
        from .load import LoadScene
        self.app.stack.push(LoadScene(self.app))

    def boards(self) -> None:
        from .boardviewer import BoardListScene
        self.app.stack.push(BoardListScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return
        dispatch(self.widgets, event)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.backdrop(surface, pal)
        draw.text(surface, "Dungeon Shelf", (56, 22), size=TITLE, colour=pal.gold, face="title")
        draw.text(surface, "Five dungeon games for one table. Choose a game; any seat can be a person or the "
                  "computer.", (60, 106), size=BODY, colour=pal.text_dim)
        for w in self.widgets:
            w.draw(surface)
        draw.text(surface, f"version {__version__}", (SCREEN_W - 30, 700), size=SMALL - 2, colour=pal.text_dim,
                  anchor="bottomright")
        draw_tooltip(surface, self.app, tooltip_of(self.widgets))
