"""Load: the games in progress (each table keeps its own autosave) and, apart, the finished games and the
copies saved from the pause menu, by game, seats, round and time, newest first. Every save is listed,
however many: a page at a time (the newest, the oldest, or a page either way; where it is among how many),
each save's summary read once (summaries.py). A damaged save is listed with what is wrong and cannot be
opened (nor is it ever written to). Nothing is removed unless the player deletes it here, and says so
twice."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.engine import saves, summaries
from game.engine.words import plural

from .. import draw
from ..page import PageScene, back_button
from ..theme import BODY, SCREEN_W, SMALL
from ..widgets import Button, Widget

if TYPE_CHECKING:
    from ..app import App

PER_PAGE = 7
TABS = (("playing", "In progress"), ("finished", "Finished"), ("saved", "Saved copies"))


def tab_of(info: saves.SaveInfo) -> str:
    return "finished" if info.finished else "playing" if info.autosave else "saved"


class SaveRow(Widget):
    def __init__(self, app: App, rect: tuple[int, int, int, int], info: saves.SaveInfo) -> None:
        super().__init__(app, rect)
        self.info = info
        self.enabled = info.error is None
        if info.error is None:
            self.tooltip = "Resume this game" if not info.finished else "Open the finished table"

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
        info = self.info
        if info.error:
            draw.text(surface, "A save that cannot be opened", (r.x + 16, r.y + 10), size=BODY, colour=pal.text_dim,
                      face="bold")
            draw.text(surface, saves.in_words(info.path, info.error), (r.x + 16, r.y + 38), size=SMALL,
                      colour=pal.bad, max_width=r.w - 32)
            return
        draw.text(surface, info.title, (r.x + 16, r.y + 10), size=BODY, colour=pal.gold, face="bold")
        draw.text(surface, info.saved_at, (r.right - 140, r.y + 12), size=SMALL, colour=pal.text_dim,
                  anchor="topright")
        line = " · ".join(part for part in (", ".join(info.seats), info.where(), plural(info.actions, "move")) if part)
        draw.text(surface, line, (r.x + 16, r.y + 38), size=SMALL, colour=pal.text, max_width=r.w - 160)


class LoadScene(PageScene):
    title = "Load a game"
    FIRST_READ = 0.5      # seconds the screen reads summaries before it first shows (the rest: a bit a frame)
    READ_PER_FRAME = 0.03

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.tab = "playing"
        self.refresh()

    def _stamp(self) -> int:
        try:
            return saves.saves_dir().stat().st_mtime_ns   # changes when a save is added, removed or replaced
        except OSError:
            return 0

    def refresh(self) -> None:
        """Read the saves folder: every save, each summary read once (summaries.py); a folder of many saves
        never read before is read a little each frame, its progress shown, the screen answering all along."""
        self.listing = summaries.Listing()
        self.listing.read(self.FIRST_READ)
        self.all = self.listing.all()
        self.stamp = self._stamp()
        self.build()

    @property
    def reading(self) -> bool:
        return not self.listing.done

    def update(self, dt: float) -> None:
        if self.reading and self.app.stack.top is self:
            if self.listing.read(self.READ_PER_FRAME):
                self.all = self.listing.all()
                self.build()
            self.app.dirty = True

    def busy(self) -> bool:
        return self.reading

    @property
    def shown(self) -> list[saves.SaveInfo]:
        return [i for i in self.all if tab_of(i) == self.tab]

    @property
    def pages(self) -> int:
        return max(1, (len(self.shown) + PER_PAGE - 1) // PER_PAGE)

    def build(self) -> None:
        self.page = max(0, min(self.page, self.pages - 1))
        self.widgets: list[Widget] = [back_button(self.app)]
        if self.reading:
            return   # (the progress is drawn: draw_page)
        rows = self.shown[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for i, info in enumerate(rows):
            y = 160 + i * 68
            self.widgets.append(SaveRow(self.app, (170, y, 720, 62), info))
            watch = Button(self.app, (900, y + 9, 100, 44), "Watch", lambda i=info: self.watch(i), size=SMALL,
                           tooltip="Watch this game again from its first move")
            watch.enabled = info.error is None
            self.widgets.append(watch)
            self.widgets.append(Button(self.app, (1008, y + 9, 100, 44), "Delete", lambda i=info: self.ask_delete(i),
                                       size=SMALL, tooltip="Delete this save (you are asked first)"))
        counts = Counter(map(tab_of, self.all))
        for k, (key, label) in enumerate(TABS):
            self.widgets.append(Button(self.app, (260 + k * 260, 96, 240, 44), f"{label} ({counts[key]:,})",
                                       lambda key=key: self.show(key), size=SMALL,
                                       style="primary" if key == self.tab else "normal"))
        if self.pages > 1:   # every save can be reached: a page at a time, or the newest and oldest at once
            last = self.pages - 1
            for rect, label, page, tip in (((170, 656, 90, 40), "« Newest", 0, "The newest page"),
                                           ((266, 656, 110, 40), "‹ Newer", self.page - 1, "Page Up"),
                                           ((684, 656, 110, 40), "Older ›", self.page + 1, "Page Down"),
                                           ((800, 656, 90, 40), "Oldest »", last, "The oldest page")):
                button = Button(self.app, rect, label, lambda p=page: self.turn_to(p), size=SMALL, tooltip=tip)
                button.enabled = 0 <= page <= last and page != self.page
                self.widgets.append(button)

    def page_line(self) -> str:
        """Where this page is among them all, and how many are not on it: "8–14 of 1,000 · page 2 of 143"."""
        total = len(self.shown)
        first = self.page * PER_PAGE
        return f"{first + 1:,}–{min(total, first + PER_PAGE):,} of {total:,} · page {self.page + 1:,} of {self.pages:,}"

    def show(self, tab: str) -> None:
        self.tab, self.page = tab, 0
        self.build()

    def turn_to(self, page: int) -> None:
        self.page = page
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        keys = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)
        if event.type == pygame.KEYDOWN and event.key in keys and not self.reading:
            self.turn_to((self.page - 1, self.page + 1, 0, self.pages - 1)[keys.index(event.key)])
        elif event.type == pygame.MOUSEWHEEL and not self.reading:
            self.turn_to(self.page + (-1 if event.y > 0 else 1))
        else:
            super().handle(event)

    def watch(self, info: saves.SaveInfo) -> None:
        from ..tabletop.replay import watch_again
        watch_again(self.app, info.path)

    def ask_delete(self, info: saves.SaveInfo) -> None:
        what = info.describe() if info.error is None else "this save that cannot be opened"
        self.app.open("message", "Delete this save?", f"{what}. It cannot be brought back.",
                      [("Keep it", None), ("Delete", lambda: self.delete(info))])

    def delete(self, info: saves.SaveInfo) -> None:
        try:
            summaries.delete_save(info.path)
        except OSError as e:
            self.app.say(f"The save could not be deleted: {e.strerror or e}")
        self.refresh()

    def enter(self) -> None:
        if self._stamp() != self.stamp:
            self.refresh()
            return
        # Back from a save that could not be loaded: the rows shown are read again (a refusal is known at
        # once), so that it shows why.
        on_page = {i.path for i in self.shown[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]}
        self.all = [summaries.summary(i.path) if i.path in on_page else i for i in self.all]
        self.build()

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        if self.reading:
            done, total = len(self.listing.infos), len(self.listing.paths)
            draw.text(surface, f"Reading {total:,} saves: {done:,} read", (SCREEN_W // 2, 300), size=BODY,
                      colour=pal.text, anchor="center")
            bar = pygame.Rect(SCREEN_W // 2 - 300, 330, 600, 14)
            draw.panel(surface, bar, pal.panel, pal.line, radius=6)
            if done:
                draw.panel(surface, pygame.Rect(bar.x, bar.y, max(12, bar.w * done // total), bar.h), pal.gold,
                           None, radius=6)
            draw.text(surface, "Each save is read once: next time this screen opens at once.", (SCREEN_W // 2, 366),
                      size=SMALL, colour=pal.text_dim, anchor="center")
            return
        if self.pages > 1:
            draw.text(surface, self.page_line(), (530, 676), size=SMALL, colour=pal.text_dim, anchor="center",
                      max_width=300)
        if not self.shown:
            words = {"playing": "No game in progress. Every game keeps its own autosave after each move, so "
                                "nothing is lost when you stop.",
                     "finished": "No finished games yet. A game that ends is kept here.",
                     "saved": "No saved copies. Save in the pause menu keeps a copy of the game here."}
            draw.text(surface, words[self.tab], (SCREEN_W // 2, 300), size=BODY, colour=pal.text_dim,
                      anchor="center", max_width=900)
