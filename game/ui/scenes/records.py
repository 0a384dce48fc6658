"""Records: for one person at a time (the ‹ name › picker) each game's played, won, best score, longest winning
run and last played; below, the computer seats by strength; at the right, the records of the shelf. The
numbers are engine/records.py's; a name is removed from the records here, and asked about twice."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.engine.records import Book, Line, Records
from game.engine.registry import shelf

from .. import draw
from ..errors import log_error
from ..page import PageScene, back_button
from ..theme import BODY, SMALL, Palette
from ..widgets import Button, Picker, Widget

if TYPE_CHECKING:
    from ..app import App

PEOPLE = pygame.Rect(40, 100, 800, 300)
COMPUTERS = pygame.Rect(40, 414, 800, 210)
SHELF = pygame.Rect(860, 100, 380, 590)
COLUMNS = (("Played", 285), ("Won", 365), ("Best score", 465), ("Longest run", 585), ("Last played", 700))
LABEL_W = 230   # a game's title beside its numbers (Escape from Rovert's Lair, whole)


class RecordsScene(PageScene):
    title = "Records"

    def __init__(self, app: App, records: Records | None = None) -> None:
        super().__init__(app)
        self.records = records or Records()
        self.games = {e.id: e for e in shelf()}
        self.who = ""
        # missing or damaged records: made again, a save a frame
        self.making: Iterator[tuple[int, int]] | None = self.records.rebuilding()
        self.read = (0, 0)
        self.book = Book()
        self.refresh()
        self.spare_step()   # (sound records: read at once)

    def spare_step(self) -> bool:
        """A save more of records made again; False once they are made (or were sound)."""
        if self.making is None:
            return False
        self.app.dirty = True
        try:
            step = next(self.making, None)
        except Exception:  # noqa: BLE001 - saves or a folder that fail the rebuild: the screen says what it can
            log_error()
            step = None
        if step is None:
            self.making = None
            self.refresh()
        else:
            self.read = step
        return self.making is not None

    def finish(self) -> None:
        while self.spare_step():
            pass

    def refresh(self) -> None:
        if self.making is None:
            self.book = self.records.book()
        names = sorted(self.book.people, key=str.casefold)
        self.who = self.who if self.who in names else (names[0] if names else "")
        self.widgets: list[Widget] = [back_button(self.app)]
        if names:
            self.widgets.append(Picker(self.app, (PEOPLE.x + 16, PEOPLE.y + 14, 300, 40), names, self.who, self.pick))
            remove = Button(self.app, (PEOPLE.right - 196, PEOPLE.y + 14, 180, 40), "Remove name", self.ask_remove,
                            size=SMALL, tooltip="Take this name out of the records (you are asked twice)")
            remove.enabled = self.records.writable()
            self.widgets.append(remove)
        self.app.dirty = True

    def pick(self, name: str) -> None:
        self.who = name
        self.app.dirty = True

    def ask_remove(self) -> None:
        who = self.who

        def again() -> None:   # (Keep is the safe one: not under the first asking's Remove, no double click)
            self.app.open("message", f"Really remove {who}?", f"All of {who}'s games leave the records for good; "
                          "the other seats' records stay.", [("Remove for good", lambda: self.remove(who)),
                                                             ("Keep", None)], 1)
        self.app.open("message", f"Remove {who} from the records?",
                      f"{who}'s games played, won and best scores will be forgotten.",
                      [("Keep", None), ("Remove", again)])

    def remove(self, name: str) -> None:
        problem = self.records.remove(name)
        if problem:
            self.app.say(f"{name} was not removed: {problem}")
        self.refresh()

    def draw_page(self, surface: pygame.Surface) -> None:
        pal, book = self.app.palette, self.book
        for box in (PEOPLE, COMPUTERS, SHELF):
            draw.panel(surface, box, pal.panel, pal.line)
        if self.making is not None:
            words = f"Making the records again from the finished games' saves: {self.read[0]:,} of {self.read[1]:,}"
            draw.text(surface, words, PEOPLE.center, size=BODY, colour=pal.text_dim, anchor="center", max_width=760)
            return
        if book.note:
            draw.text(surface, book.note, (PEOPLE.x, 650), size=SMALL, colour=pal.text_dim, max_width=800)
        if not book.people:
            draw.paragraph(surface, "No one's games are recorded yet. A game that ends at this table is kept here, "
                           "with the name typed at the set-up.", PEOPLE.inflate(-60, -120), size=BODY,
                           colour=pal.text_dim, align="center")
        else:
            self.table(surface, pal, PEOPLE.y + 70, book.people[self.who])
        draw.text(surface, "Computer seats, by strength", (COMPUTERS.x + 16, COMPUTERS.y + 12), size=BODY,
                  colour=pal.gold, face="bold")
        if book.computers:
            self.heads(surface, pal, COMPUTERS.y + 44, COLUMNS[:2])
        y = COMPUTERS.y + 74
        for strength in [s for s in ("easy", "normal", "hard") if s in book.computers]:
            lines = book.computers[strength]
            total = Line(played=sum(x.played for x in lines.values()), won=sum(x.won for x in lines.values()))
            best = max(lines, key=lambda game_id: lines[game_id].won / lines[game_id].played)
            title = self.games[best].title if best in self.games else best   # (a game no longer on the shelf)
            won = f"{100 * total.won // total.played}% won"
            words = f"{won}; best at {title}" if total.won else "no game won yet"   # (no best among no wins)
            self.row(surface, pal, y, strength.capitalize(), total, words)
            y += 40
        if not book.computers:
            draw.text(surface, "No computer seat has finished a game yet.", (COMPUTERS.x + 16, y), size=BODY,
                      colour=pal.text_dim)
        self.shelf(surface, pal)

    def table(self, surface: pygame.Surface, pal: Palette, y: int, lines: dict[str, Line]) -> None:
        self.heads(surface, pal, y, COLUMNS)
        y += 30
        for game_id, entry in self.games.items():
            if game_id in lines:
                self.row(surface, pal, y, entry.title, lines[game_id], "")
                if lines[game_id].best is not None:   # what the game's score counts, under it
                    draw.text(surface, entry.score_words, (PEOPLE.x + COLUMNS[2][1], y + 21), size=SMALL - 4,
                              colour=pal.text_dim, anchor="midtop", max_width=116)
                y += 38

    def heads(self, surface: pygame.Surface, pal: Palette, y: int, columns: tuple[tuple[str, int], ...]) -> None:
        for label, x in columns:
            draw.text(surface, label, (PEOPLE.x + x, y), size=SMALL, colour=pal.text_dim, anchor="midtop")

    def row(self, surface: pygame.Surface, pal: Palette, y: int, label: str, line: Line, words: str) -> None:
        draw.text(surface, label, (PEOPLE.x + 16, y), size=BODY, colour=pal.text, face="bold", max_width=LABEL_W)
        cells = [f"{line.played:,}", f"{line.won:,}"]
        cells += [words] if words else ["–" if line.best is None else f"{line.best:,}", str(line.run), line.last[:10]]
        for (_, x), cell in zip(COLUMNS, cells, strict=False):
            width = 318 if words and cell == words else 110
            draw.text(surface, cell, (PEOPLE.x + x, y), size=BODY, colour=pal.text,
                      anchor="midtop" if cell != words else "topleft", max_width=width)

    def shelf(self, surface: pygame.Surface, pal: Palette) -> None:
        draw.text(surface, "Records of the shelf", (SHELF.x + 16, SHELF.y + 12), size=BODY, colour=pal.gold,
                  face="bold")
        y = SHELF.y + 50
        for game_id, e in self.games.items():
            draw.text(surface, e.title, (SHELF.x + 16, y), size=BODY, colour=pal.text, face="bold",
                      max_width=SHELF.w - 32)
            y += 28
            # (no shortest win where every game lasts as long: Dice Delve's three delves each)
            for words, feat, number in ((e.best_words, self.book.best.get(game_id), f"{{:,}} {e.score_words}"),
                                        ("" if e.fixed_length else "Shortest win", self.book.shortest.get(game_id),
                                         f"{{:,}} {e.rounds_word}"),
                                        (e.feat_words, self.book.feats.get(game_id), e.feat_said)):
                if not words:
                    continue
                said = "not yet" if feat is None else f"{number.format(feat.value)}, {feat.name}"
                right = draw.text(surface, said, (SHELF.right - 16, y), size=SMALL, colour=pal.text, anchor="topright",
                                  max_width=190)
                draw.text(surface, words, (SHELF.x + 28, y), size=SMALL, colour=pal.text_dim,
                          max_width=right.x - SHELF.x - 36)
                y += 24
            y += 8
