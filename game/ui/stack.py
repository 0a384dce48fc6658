"""The scene stack, in the style of Tuxemon's state manager.

Each scene has handle(event), update(dt) and draw(surface). Overlays (hand-off, pause, dialogs, rules)
push on top of a game; an overlay that is not opaque is drawn over the scenes beneath it. Changes to the
stack are queued and applied between frames, so a scene never disappears in the middle of its own
event handling.

The stack and the app know a scene only by what they ask of it (Stacked); every screen is a scene.Scene,
which knows the app. So the arrows run one way: a screen -> the app -> the stack, and screens are opened by
name, the app importing none of them.
"""

from __future__ import annotations

import gc
import importlib
from collections.abc import Callable
from typing import Protocol

import pygame

from . import heap

# Screens by name, each in its module of game.ui.scenes: screens open one another by name (App.open), so that
# no screen imports another only to open it, and the app imports none of them.
SCENES = {
    "menu": "menu:MenuScene",
    "message": "message:MessageScene",
    "pause": "pause:PauseScene",
    "rules": "rules:RulesScene",
    "settings": "settings:SettingsScene",
    "handoff": "handoff:HandOffScene",
    "gameover": "gameover:GameOverScene",
    "records": "records:RecordsScene",
    "load": "load:LoadScene",
    "setup": "setup:SetupScene",
    "boards": "boardviewer:BoardListScene",
}


class Stacked(Protocol):
    """What the stack and the app ask of a scene, and what a scene does unless it says otherwise (every screen
    is a scene.Scene, which adds the app)."""

    opaque = True       # hides the scenes beneath it

    def enter(self) -> None:
        """Called when the scene comes on top (first time or after the one above it left)."""

    def leave(self) -> None:
        """Called when the scene is removed."""

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def owed(self) -> None:
        """Work owed once the frame is shown, done at once (App.owed)."""

    def spare_step(self) -> bool:
        """One small piece of work for the frames to come (a few milliseconds at most), done in a frame's
        spare time; False when there is none."""
        return False

    def busy(self) -> bool:
        """True while the scene animates or waits on a timer: the app then runs frames continuously."""
        return False

    def animating(self) -> bool:
        """True while what it shows changes by itself (not merely waits): the app then draws every frame."""
        return self.busy()


def scene_class(name: str) -> Callable[..., Stacked]:
    """The screen of that name (made with the app and the screen's own arguments)."""
    module, cls = SCENES[name].split(":")
    return getattr(importlib.import_module(f"game.ui.scenes.{module}"), cls)


class SceneStack:
    """The scenes, and what a whole screen's coming and going does to memory: a screen that leaves is freed
    at once (_free_left), and what a screen that comes holds is set apart from Python's collector (gc.freeze:
    its board, its pictures, its game). A full collection in the middle of play looked at every object the
    app held, 12 to 30 ms measured in a Dungeon! game (two frames missed, now and then, on a click); with
    the screen's own objects set apart it looks at what play made since, 1-3 ms."""

    def __init__(self) -> None:
        self.scenes: list[Stacked] = []
        self._ops: list[Callable[[], None]] = []
        self._screen_left = False
        self._screen_came = False

    @property
    def top(self) -> Stacked | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Stacked) -> None:
        self._ops.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._ops.append(self._pop)

    def push_made(self, make: Callable[[], Stacked]) -> None:
        """Push the scene `make` builds when the changes queued before it are applied: a table built after
        the one it replaces has left (with its pictures freed), never beside it. Two Dungeon! tables at
        once held some 90 MB of boards where one needs 45."""
        self._ops.append(lambda: (self._free_left(), self._push(make())))

    def reset(self, scene: Stacked) -> None:
        """Clear everything (back to the menu) and show scene."""
        def op() -> None:
            while self.scenes:
                self._pop(reveal=False)
            self._push(scene)
        self._ops.append(op)

    def pop_to(self, kind: type) -> None:
        """Remove scenes above the nearest scene of this kind."""
        def op() -> None:
            while self.scenes and not isinstance(self.scenes[-1], kind):
                self._pop(reveal=False)
            if self.scenes:
                self.scenes[-1].enter()
        self._ops.append(op)

    def apply(self) -> bool:
        changed = bool(self._ops)
        self._screen_left = False
        while self._ops:
            self._ops.pop(0)()
        moved = self._screen_came or self._screen_left
        self._free_left()
        if moved:   # (the screens now on the stack, set apart anew: one that came, or those a leaving one left)
            gc.freeze()
            self._screen_came = False
        return changed

    def _free_left(self) -> None:
        """A whole screen left (a table, the boards): its pictures, tens of megabytes, are freed now. A scene
        refers to itself in cycles (a board's click calls back into it), which Python's collector would reach
        only when enough small objects had come and gone, the memory held all that while."""
        if self._screen_left:
            gc.unfreeze()   # (what the screen that left held, set apart when it came, can go now)
            gc.collect()
            heap.trim()
            self._screen_left = False

    def _push(self, scene: Stacked) -> None:
        self.scenes.append(scene)
        self._screen_came = self._screen_came or scene.opaque
        scene.enter()

    def _pop(self, reveal: bool = True) -> None:
        if self.scenes:
            gone = self.scenes.pop()
            gone.leave()
            self._screen_left = self._screen_left or gone.opaque
        if reveal and self.scenes:
            self.scenes[-1].enter()

    def visible(self) -> list[Stacked]:
        """The scenes to draw, bottom first: from the top-most opaque one upward."""
        start = next((i for i in range(len(self.scenes) - 1, -1, -1) if self.scenes[i].opaque), 0)
        return self.scenes[start:]
