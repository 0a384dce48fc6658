"""Watch a game again: a save played from its seed, move by move, on the game's own table with its own
animations and log, as a spectator sees it (no seat's secrets, no hand-offs). The side panel says it is a
replay all the while and holds its controls (play, pause, step, faster, back) where the choices would be,
so nothing covers the table. It keeps its own pace, whatever the animation setting: watching is the point.

A save is checked before it is watched (saves.load_session plays it through and refuses one whose moves no
longer match the rules); the replay then plays those moves again from the start on a fresh session.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.protocol import Action
from game.engine.session import Session
from game.engine.words import plural

from ..chart import ChartScene
from ..launch import loaded
from .layout import Pointer
from .panel import Button, Header, Panel
from .scene import COMPUTER_PAUSE, TableScene
from .shown import Shown
from .things import Thing, top_at

if TYPE_CHECKING:
    from ..app import App

SPEEDS = (1, 2, 4, 8)


def watch_again(app: App, path: Path) -> None:
    """Open the save at `path` to be watched from its first move; say why not if it cannot be."""
    saved = loaded(app, path, "This game cannot be watched again")
    if saved is not None:
        app.stack.push(Replay(app, saved))


class Replay(TableScene):
    spectator = True

    def __init__(self, app: App, saved: Session[Any]) -> None:
        self.script: list[Action] = list(saved.history)
        self.finished = saved.outcome is not None
        self.running = True
        self.speed = 1
        self.steps = 0   # moves asked for one by one (Step) while paused
        self.chart_shown = False
        super().__init__(app, Session(saved.game, saved.config, saved.seed, keep_undo=False))
        self.panel = ReplayPanel(self, self.coach)

    @property
    def at_end(self) -> bool:
        return len(self.session.history) >= len(self.script)

    # --- the viewer's controls ----------------------------------------------------------------------
    def toggle(self) -> None:
        self.running, self.steps = not self.running, 0

    def step(self) -> None:
        self.running = False
        self.skip_animations()
        if not self.at_end:
            self.steps += 1

    def faster(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]

    def back(self) -> None:
        """Leave the replay (not `leave`: that is the scene stack's word for a scene gone, called after)."""
        self.app.stack.pop()

    # --- a table no one plays at ---------------------------------------------------------------------
    def pace(self) -> float:
        return 1.0

    def update(self, dt: float) -> None:
        super().update(dt * self.speed)

    def next_decision(self, dt: float) -> None:
        if self.at_end and self.finished and not self.chart_shown and not self.playback.busy:
            self.chart_shown = True   # the game watched to its end: how it went, as a chart (once)
            if self.session.game.chart_title:
                self.app.stack.push(ChartScene(self.app, self.session))
        if self.at_end or not (self.running or self.steps):
            return
        self.computer_wait += dt
        if self.steps or self.computer_wait >= COMPUTER_PAUSE:
            self.computer_wait = 0.0
            self.steps = max(0, self.steps - 1)
            self.play(self.script[len(self.session.history)])

    def autosave(self) -> None:
        """Watching changes no save."""

    def next_to_do(self) -> bool:
        """A move to play (playing, or a step asked for), or at the end of a finished game its chart to open."""
        return self.finished and not self.chart_shown if self.at_end else self.running or self.steps > 0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.toggle()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and (
                control := self.control_at(event.pos)) is not None:
            self.press = Pointer()
            self.take(control)   # (a replay is nearly always playing: its controls answer then, where a click
        else:                    # elsewhere skips the animations)
            super().handle(event)

    def control_at(self, pos: tuple[int, int]) -> Thing | None:
        """The control of the replay (Play, Pause, Step, Faster, Back) at a point, if any."""
        found = top_at(self.layout().things, pos, self.hover)
        return found if found is not None and found.do is not None and isinstance(found.key, tuple) \
            and found.key[0] == "replay" else None


class ReplayPanel(Panel):
    """The side panel of a replay: its heading says so, and its controls stand where the choices would."""

    table: Replay

    def state(self) -> tuple[Any, ...]:
        """And what the viewer did to the replay: its controls and heading say it (paused, faster, moves)."""
        replay = self.table
        return (*super().state(), replay.running, replay.speed, replay.steps, len(replay.session.history))

    def header(self, shown: Shown[Any]) -> Header:
        replay = self.table
        if replay.at_end and shown.settled and not replay.finished:
            return Header(None, "End of the saved moves", "The game was saved here, before its end.")
        return super().header(shown)

    def turn_words(self, shown: Shown[Any], seat: int) -> tuple[str, str]:
        # every seat's moves come from the save: who, not what played; what they decide waits, as at the table,
        # while a decision taken still animates
        return self.table.name(seat), shown.label if shown.settled else ""

    def heading(self, shown: Shown[Any]) -> str:
        replay = self.table
        done, total = len(replay.session.history), len(replay.script)
        if replay.at_end and shown.settled:
            where = "the end of the game" if replay.finished else "the end of the saved moves"
            return f"Watching again: {where} ({plural(total, 'move')})"
        return f"Watching again: move {done} of {total} · ×{replay.speed}"

    def _choices(self, shown: Shown[Any], y: int, out: list[Button]) -> int:
        replay, x = self.table, self.rect.x + 14
        over = replay.at_end and shown.settled
        spec: list[tuple[str, Callable[[], None], str, int, bool]] = [
            ("Play" if not replay.running or over else "Pause", replay.toggle,
             "Go on watching (Space)" if not replay.running else "Pause the replay (Space)", 98, not over),
            ("Step", replay.step, "Pause and show the next move", 72, not over),
            ("Faster", replay.faster, "Twice as fast (back to ×1 after ×8)", 82, True),
            ("Back", replay.back, "Leave the replay (Escape)", 64, True)]   # (clear of the window's edge)
        for label, do, tip, w, enabled in spec:
            self._button(out, (x, y, w, 36), ("replay", label), label, do, tip,
                         style="primary" if label in ("Play", "Pause") else "normal", enabled=enabled)
            x += w + 6
        return y + 42
