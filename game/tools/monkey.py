"""`python -m game monkey`: a random player hammers the app headless (clicks, drags, the wheel, Escape)
for a while, through menus, set-ups and games; any error is reported with the seed that found it."""

from __future__ import annotations

import random
import time
import traceback

import pygame

from game.engine.saves import scratch_home
from game.ui.app import App
from game.ui.prefs import Prefs
from game.ui.theme import SCREEN_H, SCREEN_W


def monkey(seconds: float, seed: int) -> tuple[int, str | None]:
    """Returns (events sent, the first error or None). It plays in a throw-away data folder, so the
    player's own settings and saves are never touched."""
    with scratch_home():
        return _monkey(seconds, seed)


def _monkey(seconds: float, seed: int) -> tuple[int, str | None]:
    rng = random.Random(seed)
    app = App(headless=True, prefs=Prefs(speed="instant"))
    app.audio.ok = False
    from game.ui.scenes.menu import MenuScene
    app.stack.push(MenuScene(app))
    app.stack.apply()
    sent = 0
    end = time.monotonic() + seconds
    try:
        while time.monotonic() < end and app.running:
            pos = (rng.randrange(SCREEN_W), rng.randrange(SCREEN_H))
            roll = rng.random()
            if roll < 0.75:
                events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                          pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
            elif roll < 0.85:
                to = (rng.randrange(SCREEN_W), rng.randrange(SCREEN_H))
                events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                          pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(to[0] - pos[0], to[1] - pos[1]),
                                             buttons=(1, 0, 0)),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1)]
            elif roll < 0.95:
                events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                          pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
            elif roll < 0.985:
                events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)]
            else:
                events = [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3)]
            if any(e.type == pygame.QUIT for e in events):
                continue
            app.frame(events, 1 / 30)
            for _ in range(3):
                app.frame([], 1 / 30)
            sent += len(events)
            if not app.running:  # it clicked Quit: start again at the menu
                app.running = True
                app.stack.reset(MenuScene(app))
                app.stack.apply()
    except Exception:
        return sent, traceback.format_exc()
    finally:
        pygame.quit()
    return sent, None
