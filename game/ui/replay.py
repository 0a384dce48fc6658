"""Watch a game again: a save played from its seed, move by move, on the game's own table with its own
animations and log; play, pause, step and faster in a small bar. No seat acts and no hand-off shows: the
table is watched as a spectator sees it (no seat's secrets).

A save is checked before it is watched (saves.load_session plays it through and refuses one whose moves no
longer match the rules, as a save from an older version may); the replay then plays those moves again from
the start on a fresh session, so what is shown is what the rules make of them now.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import saves
from game.engine.protocol import Action
from game.engine.session import Session

from . import draw
from .table import COMPUTER_PAUSE, TableScene
from .theme import SMALL
from .widgets import Button, Widget, dispatch

if TYPE_CHECKING:
    from .app import App

SPEEDS = (1, 2, 4, 8)
BAR = pygame.Rect(8, 8, 640, 48)   # over the board's top-left, clear of the zoom tools


def watch_again(app: App, path: Path) -> None:
    """Open the save at `path` to be watched from its first move; say why not if it cannot be."""
    from .scenes.message import MessageScene
    try:
        saved = saves.load_session(path)
    except saves.SaveError as e:
        app.stack.push(MessageScene(app, "This game cannot be watched again",
                                    f"{saves.in_words(path, str(e))}. The save was left as it is."))
        return
    app.stack.push(replay_scene(app, saved))


def replay_scene(app: App, saved: Session) -> Any:
    """The game's own table class, watching `saved` again from its start."""
    from .launch import scene_class
    base = scene_class(saved.game)
    from .tabletop import replay, scene
    if base is scene.TableScene:
        return replay.Replay(app, saved)
    cls = type(f"Replay{base.__name__}", (Replay, base), {})
    fresh = Session(saved.game, saved.config, saved.seed, keep_undo=False)
    return cls(app, fresh, list(saved.history))   # type: ignore[call-arg]


class Replay(TableScene):
    """Mixed in before a game's table class: its moves come from the save, at a pace the viewer sets."""

    def __init__(self, app: App, session: Session, script: list[Action]) -> None:
        super().__init__(app, session)
        self.script = script
        self.running = True
        self.speed = 1
        self.steps = 0   # moves asked for one by one (Step) while paused
        self.set_viewer(None)
        x, y = BAR.x + 8, BAR.y + 6
        self.play_button = Button(app, (x, y, 110, 36), "Pause", self.toggle, icon="ui/pause", size=SMALL)
        self.controls: list[Widget] = [
            self.play_button,
            Button(app, (x + 118, y, 90, 36), "Step", self.step, size=SMALL,
                   tooltip="Pause and show the next move"),
            Button(app, (x + 216, y, 100, 36), "Faster", self.faster, size=SMALL,
                   tooltip="Twice as fast (back to the normal pace after ×8)"),
            Button(app, (x + 324, y, 90, 36), "Back", self.leave_replay, icon="ui/back", size=SMALL),
        ]

    # --- the viewer's controls ----------------------------------------------------------------------------
    @property
    def at_end(self) -> bool:
        return len(self.session.history) >= len(self.script)

    def toggle(self) -> None:
        self.running = not self.running
        self.steps = 0
        self.play_button.label = "Pause" if self.running else "Play"
        self.play_button.icon = "ui/pause" if self.running else "ui/play"
        self.app.dirty = True

    def step(self) -> None:
        if self.running:
            self.toggle()
        self.skip_animations()
        if not self.at_end:
            self.steps += 1

    def faster(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.app.dirty = True

    def leave_replay(self) -> None:
        self.app.stack.pop()

    # --- a table no one plays at --------------------------------------------------------------------------
    def my_turn(self) -> bool:
        return False

    def asking_everyone(self) -> bool:
        return False

    def autosave(self) -> None:
        """Watching changes no save."""

    def busy(self) -> bool:
        return self.playing_back() or (not self.at_end and (self.running or self.steps > 0))

    def update(self, dt: float) -> None:
        super().update(dt * self.speed)

    def _next_decision(self, dt: float, pace: float) -> None:
        if self.at_end:
            if self.play_button.enabled:   # the last move shown: nothing left to play or step
                self.running, self.steps = False, 0
                self.play_button.label, self.play_button.icon = "Play", "ui/play"
                for button in self.controls[:2]:
                    button.enabled = False
            return
        if not (self.running or self.steps):
            return
        self.computer_wait += dt
        if self.steps or self.computer_wait >= COMPUTER_PAUSE * pace:
            self.computer_wait = 0.0
            self.steps = max(0, self.steps - 1)
            self._play(self.script[len(self.session.history)])

    def turn_text(self) -> tuple[str, str]:
        big, small = super().turn_text()
        if big.endswith(" (computer)"):   # every seat's moves come from the save: say who, not what played it
            big = big[: -len(" (computer)")]
        return big, small

    def handle(self, event: pygame.event.Event) -> Any:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave_replay()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.toggle()
            return True
        if dispatch(self.controls, event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and BAR.collidepoint(event.pos):
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pal = self.app.palette
        draw.panel(surface, BAR, pal.panel, pal.gold, shadow=True)
        for w in self.controls:
            w.draw(surface)
        done, total = len(self.session.history), len(self.script)
        state = "The end" if self.at_end and not self.playing_back() else f"Move {done} of {total}"
        draw.text(surface, f"{state} · ×{self.speed}", (BAR.right - 12, BAR.centery),
                  size=SMALL - 1, colour=pal.text, anchor="midright", max_width=BAR.right - 12 - (BAR.x + 430))
