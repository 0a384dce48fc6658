"""Game over: the winners, every seat's score and why; play again with the same table, watch the game again,
look at the table (a small bar then brings the results back), or the menu."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine import bests
from game.engine.protocol import Outcome
from game.engine.records import Records, played_of
from game.engine.words import listing

from .. import assets, draw
from ..chart import ChartPanel
from ..errors import log_error
from ..scene import Scene
from ..theme import BODY, H1, H2, SCREEN_W, SMALL
from ..widgets import Button, dispatch, draw_all

if TYPE_CHECKING:
    from ..app import App
    from ..tabletop.scene import TableScene


def own_game(table: TableScene) -> bool:
    """A game played to its end at this table (moves played here), not a finished game opened nor one watched
    again: only such a game is kept as a best and in the records."""
    return not table.spectator and len(table.session.history) > table.session.resumed


def keep_record(table: TableScene) -> None:
    """The game in the family's records (engine/records.py), once, if it was played here; a record that
    cannot be kept (a read-only data folder) costs the record, never the game's end."""
    played = played_of(table.session)
    if played is None or not own_game(table):
        return
    try:
        Records().add(played)
    except Exception:  # noqa: BLE001 - the records never stop the game (add says its own problems)
        log_error()


def with_best(table: TableScene, outcome: Outcome) -> Outcome:
    """The outcome, with how the score stands to the person's best where the game keeps one (Game.record):
    kept as the new best only when a person's own game has just ended at this table (moves played here, not
    a finished game opened, nor one watched again)."""
    session = table.session
    record = session.game.record(session.state)
    if record is None:
        return outcome
    best = bests.tell(session.game.id, record, keep=own_game(table))
    if best is None:
        return outcome
    details = dict(outcome.details)
    details[0] = f"{details[0]}; {best}" if details.get(0) else best
    return replace(outcome, reason=f"{outcome.reason}. {bests.sentence(best)}", details=details)


class GameOverScene(Scene):
    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        outcome = table.session.outcome
        assert outcome is not None
        self.outcome = with_best(table, outcome)
        keep_record(table)
        n = len(table.session.config.seats)
        charted = bool(table.session.game.chart_title)
        # the results at the left, how the game went beside them (when the game keeps a chart)
        self.box = pygame.Rect(0, 0, 1220 if charted else 760, max(500 if charted else 0, min(660, 250 + n * 36 + 40)))
        self.box.center = (SCREEN_W // 2, 360)
        self.results_box = pygame.Rect(self.box.x, self.box.y, 620 if charted else self.box.w, self.box.h)
        self.chart = None if not charted else ChartPanel(table.session, pygame.Rect(
            self.results_box.right, self.box.y + 24, self.box.right - self.results_box.right - 24, self.box.h - 110))
        # (label, action, icon, width): widths leave the labels room on both sides
        row = [("Play again", self.again, "ui/play", 164), ("Watch again", self.watch, "ui/view", 176),
               ("Look at the table", partial(self.look, True), "ui/view", 214), ("Menu", app.home, "ui/back", 124)]
        x = self.box.centerx - (sum(w for *_, w in row) + 12 * (len(row) - 1)) // 2
        self.widgets = []
        for i, (label, action, icon, w) in enumerate(row):
            self.widgets.append(Button(app, (x, self.box.bottom - 74, w, 52), label, action, icon=icon,
                                       style="primary" if i == 0 else "normal"))
            x += w + 12
        # Looking at the table: only a small bar over it, whose Results button brings this back (where the
        # game's screen says its final table is free: its three buttons share the bar's width)
        self.looking = False
        self.bar = bar = table.screen.results_bar((420, 60))   # (tall enough to hold its buttons' shadows)
        wide = (bar.w - 30) // 3   # (8 pixels around and between them; the last takes what is left)
        self.bar_widgets = [
            Button(app, (bar.x + 8, bar.y + 8, wide, 40), "Results", partial(self.look, False), style="primary",
                   size=SMALL),
            Button(app, (bar.x + 16 + wide, bar.y + 8, wide, 40), "Play again", self.again, size=SMALL),
            Button(app, (bar.x + 24 + 2 * wide, bar.y + 8, bar.w - 32 - 2 * wide, 40), "Menu", app.home, size=SMALL),
        ]
        app.audio.play("victory" if self.outcome.winners else "defeat")

    def spare_step(self) -> bool:
        """The chart, a moment at a time, in the spare time of the frames."""
        if self.chart is None or not self.chart.making:
            return False
        self.app.dirty = True
        return self.chart.spare_step()

    def again(self) -> None:
        from ..launch import start_game
        session = self.table.session
        start_game(self.app, session.game, session.config, seed=random.SystemRandom().randrange(1, 2**31),
                   replace=True)

    def look(self, looking: bool) -> None:
        """At the table under the small bar (True), or back to the results (False)."""
        self.looking = looking
        self.app.dirty = True

    def watch(self) -> None:
        from ..tabletop.replay import Replay
        self.table.screen.let_go()   # (the replay's board is made in their place: one board's worth, not two)
        self.app.stack.push(Replay(self.app, self.table.session))

    def handle(self, event: pygame.event.Event) -> None:
        if not self.looking:
            if self.chart is not None:
                self.chart.handle(event)
            dispatch(self.widgets, event)
        elif not dispatch(self.bar_widgets, event) and not (
                event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.bar.collidepoint(event.pos)):
            self.table.handle(event)   # pan, zoom and hover over the finished table

    def title(self) -> str:
        session, outcome = self.table.session, self.outcome
        names = [session.state.name(w) for w in outcome.winners]
        if len(session.config.seats) == 1:   # alone there is no one to beat: the reason says how it went
            me = session.state.name(0)
            return f"Well done, {me}!" if names else f"Not this time, {me}"
        if not names:
            return "No one wins"
        return f"{names[0]} wins!" if len(names) == 1 else f"{listing(names)} share the win!"

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        session = self.table.session
        outcome = self.outcome
        if self.looking:
            draw.panel(surface, self.bar, pal.panel, pal.gold, shadow=True)
            draw_all(self.bar_widgets, surface)
            return
        draw.dim(surface, 170)
        draw.panel(surface, self.box, pal.panel, pal.gold, shadow=True)
        title, box = self.title(), self.results_box
        draw.text(surface, title, (box.centerx, box.y + 46), size=H1 + 4, colour=pal.gold, face="title",
                  anchor="center", max_width=box.w - 40)
        draw.paragraph(surface, outcome.reason, pygame.Rect(box.x + 40, box.y + 78, box.w - 80, 54),
                       size=BODY, colour=pal.text, align="center", least=SMALL - 3)   # (all of it, smaller)
        y = box.y + 150
        shelf = session.game.shelf
        if outcome.scores and shelf is not None:   # what the scores count, over their column
            draw.text(surface, shelf.score_words, (box.right - 42, y - 2), size=SMALL - 2, colour=pal.text_dim,
                      anchor="bottomright")
        order = sorted(range(len(session.config.seats)),
                       key=lambda s: (s not in outcome.winners, -outcome.scores.get(s, 0)))
        # (rows as tall as the room above the buttons allows: a seat's words on two lines where they fit)
        pitch = max(36, min(48, (box.bottom - 100 - y) // max(1, len(order))))
        names = [session.state.name(s) for s in order]
        name_w = min(180, max(assets.width("bold", BODY, n) for n in names)) + 24
        for seat, name in zip(order, names, strict=True):
            row = pygame.Rect(box.x + 30, y, box.w - 60, pitch - 4)
            if seat in outcome.winners:
                pygame.draw.rect(surface, pal.panel_light, row, border_radius=6)
            draw.marker(surface, seat, (row.x + 18, row.centery), 10, pal)
            draw.text(surface, name, (row.x + 38, row.centery), size=BODY, colour=pal.text,
                      face="bold", anchor="midleft", max_width=180)
            detail = outcome.details.get(seat) or session.game.seat_summary(session.state, seat)
            left, width = row.x + 38 + name_w, row.w - 38 - name_w - 70
            lines = draw.wrap(detail, "body", SMALL, width)[: 2 if pitch >= 44 else 1]
            for k, line in enumerate(lines):
                draw.text(surface, line, (left, row.centery + (k * 2 - len(lines) + 1) * (SMALL + 3) // 2),
                          size=SMALL, colour=pal.text_dim, anchor="midleft", max_width=width)
            if seat in outcome.scores:
                draw.text(surface, f"{outcome.scores[seat]:,}", (row.right - 12, row.centery), size=H2, colour=pal.gold,
                          face="title", anchor="midright")
            y += pitch
        draw_all(self.widgets, surface)
        if self.chart is not None:
            self.chart.draw(surface, pal)   # (last: a named moment's words lie over the buttons)
