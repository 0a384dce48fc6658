"""Frame times and memory of the app, for `python -m game bench`: measured, never asserted.

In one run: a bare frame (fill, one full-screen blit, flip) as the yardstick, then each game's busiest
moments — an event animating at the normal pace, the pointer moving over the board (the first time over
each thing, and again) — at 1280x720 and at 1920x1080 (the picture scaled into the window), as median and
99th-percentile times and their ratios to the bare frame. Each frame is followed, untimed, by the work the
app's loop does in the time a frame leaves before the next is due (App.spare), as the app runs them.
Memory: the peak of a scripted session, in a process of its own, that plays a while in every game with the
pointer moving.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from typing import Any

import pygame

from game.engine.registry import get_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices

SIZES = ((1280, 720), (1920, 1080))
# The untimed frames while the computers play on to a person's turn go by a quarter of a second each: a computer
# acts after a pause (COMPUTER_PAUSE), forty frames at 1/60 s, each drawn and scaled into the window for nothing.
WAIT_DT = 0.25


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _stats(times: list[float], bare: float) -> dict[str, float]:
    times = sorted(times)
    p50, p99 = statistics.median(times), times[min(len(times) - 1, int(0.99 * len(times)))]
    return {"p50_ms": _ms(p50), "p99_ms": _ms(p99), "p50_x_bare": round(p50 / bare, 2),
            "p99_x_bare": round(p99 / bare, 2)}


def _app(size: tuple[int, int]):  # noqa: ANN202 - an App
    from game.ui.app import App
    from game.ui.prefs import Prefs
    app = App(headless=True, prefs=Prefs(speed="normal"), sound=False)
    app.window = pygame.display.set_mode(size)
    return app


def bare_frame(app: Any, frames: int) -> list[float]:
    times = []
    for _ in range(frames):
        t = time.perf_counter()
        app.screen.fill((20, 20, 24))
        app.screen.blit(app.screen, (0, 0))
        app.present()
        times.append(time.perf_counter() - t)
    return times


def _table(app: Any, game_id: str, humans: int, seed: int) -> Any:
    from game.ui.tabletop.scene import TableScene
    game = get_game(game_id)
    n = max(game.min_players, min(4, game.max_players))
    choices = table_choices(game, n, Rng(seed=seed))
    seats = [Seat(name=f"P{i}", kind="human" if i < humans else "computer", choices=choices[i]) for i in range(n)]
    session = Session(game, TableConfig(seats=seats), seed)
    for _ in range(30):   # into the game a little
        if session.outcome is not None:
            break
        session.play(session.computer_choice())
    scene = TableScene(app, session)
    app.stack.reset(scene)
    app.stack.apply()
    scene.skip_animations()
    return scene


def animating(app: Any, game_id: str, frames: int) -> list[float]:
    """Frames while events are shown at the normal pace, from the first of a move's to the frame its last
    ends in (the computers play on between moves)."""
    scene = _table(app, game_id, 0, 5)
    app.frame([], 1 / 60)   # the table's first picture: no event's (every part is painted once, the first time)
    times: list[float] = []
    for _ in range(frames * 40):
        if len(times) >= frames or scene.session.outcome is not None:
            break
        showing = scene.animating()   # (events shown, until the table has caught up with the last)
        t = time.perf_counter()
        app.frame([], 1 / 60)
        spent = app.presented - t   # (to the picture in the window: what a move owes after it, its autosave, is not)
        if showing:   # (the frame the last event of a move ends in, too)
            times.append(spent)
        app.spare(1 / 60 - (time.perf_counter() - t))
    return times


def pointing(app: Any, game_id: str, frames: int) -> tuple[list[float], list[float]]:
    """Frames with the pointer moving over the table on a person's turn (hover words, lit targets), along
    one path twice: the first time every thing under it is new (its words and card faces are drawn for the
    first time), the second time it is the pointer over a table already seen, as most of a turn is."""
    scene = _table(app, game_id, 1, 6)
    for _ in range(6000):   # the computers play on until the person may act (their moves are "animating")
        if scene.shown.mine or scene.session.outcome is not None:
            break
        scene.skip_animations()
        app.frame([], WAIT_DT)
    app.frame([], 1 / 60)   # the table catches up with those moves (a board change, not the pointer's cost)
    rect = scene.board_rect
    passes: tuple[list[float], list[float]] = ([], [])
    for times in passes:
        for k in range(frames):
            pos = (rect.x + 40 + (k * 37) % (rect.w - 80), rect.y + 40 + (k * 53) % (rect.h - 80))
            event = pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos), rel=(1, 1), buttons=(0, 0, 0))
            t = time.perf_counter()
            app.frame([event], 1 / 60)
            times.append(app.presented - t)
            app.spare(1 / 60 - (time.perf_counter() - t))
    return passes


def clicking(app: Any, game_id: str, clicks: int) -> list[float]:
    """The frame that answers a person's click: from the click to its frame in the window (the move played,
    its first moment shown; its autosave follows the frame). The person clicks what their computer player
    would choose, where the table offers it."""
    scene = _table(app, game_id, 1, 7)
    times: list[float] = []
    for _ in range(20000):
        if len(times) >= clicks or scene.session.outcome is not None:
            break
        if not scene.shown.mine:
            scene.skip_animations()
            app.frame([], WAIT_DT)
            continue
        point = scene.click_for(scene.session.computer_choice())
        if point is None or scene.menu is not None:   # (an action a menu offers: not one click)
            scene.act(scene.session.computer_choice())
            continue
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(point), rel=(1, 1), buttons=(0, 0, 0))],
                  1 / 60)
        before = len(scene.session.history)
        press = [pygame.event.Event(kind, pos=app.to_window(point), button=1)
                 for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
        t = time.perf_counter()
        app.frame(press, 1 / 60)
        if len(scene.session.history) > before:
            times.append(app.presented - t)
        app.spare(1 / 60 - (time.perf_counter() - t))
    return times


def frame_times(frames: int, game_ids: list[str] | None = None, clicks: int = 60) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for size in SIZES:
        key = f"{size[0]}x{size[1]}"
        app = _app(size)
        bare = statistics.median(bare_frame(app, frames))
        row: dict[str, Any] = {"bare_ms": _ms(bare)}
        for game_id in game_ids if game_ids is not None else playable_ids():
            row[f"{game_id}_animating"] = _stats(animating(app, game_id, frames) or [0.0], bare)
            first, again = pointing(app, game_id, frames)
            row[f"{game_id}_pointer_first"] = _stats(first, bare)
            row[f"{game_id}_pointer"] = _stats(again, bare)
            row[f"{game_id}_click"] = _stats(clicking(app, game_id, clicks) or [0.0], bare)
        out[key] = row
        pygame.quit()
    return out


def memory_session(seconds_per_game: float) -> None:
    """The scripted session (run in a process of its own): every game, played at the instant pace by the
    computers with the pointer moving, for a while each."""
    app = _app((1280, 720))
    app.prefs.speed = "instant"
    for game_id in playable_ids():
        scene = _table(app, game_id, 0, 9)
        end = time.monotonic() + seconds_per_game
        k = 0
        while time.monotonic() < end and scene.session.outcome is None:
            k += 1
            pos = (40 + (k * 37) % 840, 40 + (k * 53) % 640)
            t = time.perf_counter()
            app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
            app.spare(1 / 60 - (time.perf_counter() - t))
        del scene   # (let go before the next table is made, as the app lets a table go: SceneStack.push_made)
    print(round(peak_rss_kb() / 1024, 1))


def peak_rss_kb() -> float:
    """This process's peak resident memory. VmHWM belongs to the program now running; ru_maxrss would not do
    in a child (Linux carries it over the fork and exec from the parent, which here has drawn thousands of
    frames at 1920x1080 first)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return float(line.split()[1])
    except OSError:
        pass
    return float(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def peak_memory_mb(seconds_per_game: float) -> float:
    """The scripted session's peak, in a fresh process (this one has done much else already)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "game"]
    done = subprocess.run([*program, "bench", "--memory-session", str(seconds_per_game)], capture_output=True,
                          text=True, env=env, timeout=600)
    try:
        return float(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return -1.0
