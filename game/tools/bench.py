"""`python -m game bench`: how fast and how big, measured rather than asserted.

For each playable game: reading its board, setting up, the rules' speed per action, the computer
player's time per decision, a save's size and its write/read time, and the memory a whole game takes; the
hint's answer time at every decision of a computer game (a figure, as the issue asks under 100 ms); then the
app: start-up to the first frame, and the time to draw a frame of the menu and of each game; last
the whole-process start-up: the app's first menu frame against a bare pygame-ce program's first frame.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from game.engine import saves
from game.engine.hints import HintMissing, hint_for
from game.engine.protocol import Game
from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def bench_rules(game_id: str, games: int, seed: int) -> dict[str, Any]:
    game = load_game(game_id)
    assert game is not None
    out: dict[str, Any] = {"game": game_id}
    if game.board:
        game.__dict__.pop("_board", None)
        t = time.perf_counter()
        game.load_board()
        out["board_load_ms"] = _ms(time.perf_counter() - t)
    n = table_size(game)
    apply_times: list[float] = []
    decide_times: list[float] = []
    setup_times: list[float] = []
    peak = 0
    last: Session | None = None
    for g in range(games + 1):
        config = computer_table(game, n, seed + g)
        # The last game is played again under tracemalloc for its memory; tracemalloc slows Python several
        # times over, so no time is taken from that one.
        measure_memory = g == games
        if measure_memory:
            tracemalloc.start()
        t = time.perf_counter()
        session = Session(game, config, seed + g % max(1, games), keep_undo=False)
        if not measure_memory:
            setup_times.append(time.perf_counter() - t)
        count = 0
        while session.outcome is None and count < game.action_limit:
            t = time.perf_counter()
            action = session.computer_choice()
            t2 = time.perf_counter()
            session.play(action)
            t3 = time.perf_counter()
            if not measure_memory:
                decide_times.append(t2 - t)
                apply_times.append(t3 - t2)
            count += 1
        if measure_memory:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
        last = session
    out["seats"] = n
    out["setup_ms"] = _ms(statistics.mean(setup_times))
    out["actions"] = len(apply_times)
    out["apply_mean_ms"] = _ms(statistics.mean(apply_times))
    out["decide_mean_ms"] = _ms(statistics.mean(decide_times))
    out["decide_p95_ms"] = _ms(sorted(decide_times)[int(0.95 * (len(decide_times) - 1))])
    out["decide_max_ms"] = _ms(max(decide_times))
    out["game_peak_memory_kb"] = peak // 1024
    if last is not None:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "bench.json"
            t = time.perf_counter()
            saves.save_session(last, path)
            out["save_write_ms"] = _ms(time.perf_counter() - t)
            out["save_kb"] = round(path.stat().st_size / 1024, 1)
            t = time.perf_counter()
            saves.load_session(path)
            out["save_read_ms"] = _ms(time.perf_counter() - t)
    return out


def table_size(game: Game) -> int:
    return max(game.min_players, min(4, game.max_players))


def computer_table(game: Game, n: int, seed: int) -> TableConfig:
    """n computer seats, each with its choices (a pawn, a hero) dealt from the seed."""
    config = TableConfig(seats=[Seat(name=f"C{i}", kind="computer") for i in range(n)])
    for seat, choice in zip(config.seats, table_choices(game, n, Rng(seed=seed)), strict=True):
        seat.choices = choice
    return config


def bench_hints(game_id: str, seed: int, games: int = 1) -> dict[str, Any]:
    """The hint's answer time (hint_for, as the Hint button asks it) at every decision of computer games:
    its median and 99th percentile, and the decisions it had no hint for."""
    game = load_game(game_id)
    assert game is not None
    times: list[float] = []
    missing = 0
    for g in range(games):
        session = Session(game, computer_table(game, table_size(game), seed + g), seed + g, keep_undo=False)
        while session.outcome is None and len(session.history) < game.action_limit:
            t = time.perf_counter()
            try:
                hint_for(game, session.state)
                times.append(time.perf_counter() - t)
            except HintMissing:
                missing += 1
            session.play(session.computer_choice())
    ordered = sorted(times) or [0.0]
    return {"game": game_id, "decisions": len(times) + missing, "missing": missing,
            "hint_p50_ms": _ms(statistics.median(ordered)), "hint_p99_ms": _ms(ordered[int(0.99 * (len(ordered) - 1))])}


def bench_ui(game_ids: list[str], frames: int, memory: bool = True, clicks: int = 60) -> dict[str, Any]:
    """`clicks`: the clicks timed per game (a click's frame plays a move: the longest part of the bench)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    t = time.perf_counter()
    from game.ui.app import App
    from game.ui.prefs import Prefs
    from game.ui.scenes.menu import MenuScene
    app = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    app.stack.push(MenuScene(app))
    app.stack.apply()
    app.frame([], 1 / 60)
    out: dict[str, Any] = {"first_menu_frame_ms": _ms(time.perf_counter() - t)}

    def frame_time() -> float:
        times = []
        for _ in range(frames):
            t0 = time.perf_counter()
            app.draw(app.screen)
            times.append(time.perf_counter() - t0)
        return _ms(statistics.median(times))

    out["menu_frame_ms"] = frame_time()
    from game.ui.launch import new_session, table_scene
    for game_id in game_ids:
        game = load_game(game_id)
        assert game is not None
        n = max(game.min_players, min(4, game.max_players))
        session = new_session(game, [Seat(name=f"C{i}", kind="computer") for i in range(n)], 7)
        for _ in range(60):
            if session.outcome is not None:
                break
            session.play(session.computer_choice())
        t = time.perf_counter()
        scene = table_scene(app, session)
        out[f"{game_id}_scene_open_ms"] = _ms(time.perf_counter() - t)
        scene.skip_animations()
        app.stack.reset(scene)
        app.stack.apply()
        out[f"{game_id}_frame_ms"] = frame_time()
    from game.tools.framebench import frame_times, peak_memory_mb
    out["frames"] = frame_times(frames, game_ids, clicks)
    if memory:
        out["session_peak_rss_mb"] = peak_memory_mb(8.0)
    return out


def bench_records(games: int = 1000) -> dict[str, Any]:
    """The Records screen opened on the records of `games` finished games (four seats each, people and
    computers), in a scratch data folder: the time to read the records and draw the screen's first frame."""
    from game.engine.records import Played, Records, SeatResult
    from game.ui.app import App
    from game.ui.prefs import Prefs
    from game.ui.scenes.records import RecordsScene
    ids = playable_ids()
    seats = (("Ada", ""), ("Bram", ""), ("Guest", ""), ("Cora", "hard"))
    with saves.scratch_home():
        Records().add(*(Played(key=f"bench:{g}", game=ids[g % len(ids)], ended=f"2026-01-01 {g:08d}",
                               turns=10 + g % 40, seats=tuple(
                                   SeatResult(name=f"{name}{g % 30 if name == 'Guest' else ''}", strength=strength,
                                              won=(g + s) % 4 == 0, score=g % 97,
                                              feat=(g + s) % 10 + 1 if ids[g % len(ids)] == "delve" else None)
                                   for s, (name, strength) in enumerate(seats)))
                        for g in range(games)))
        app = App(headless=True, prefs=Prefs(speed="instant"))
        try:
            t = time.perf_counter()
            scene = RecordsScene(app)
            scene.draw(app.screen)
            spent = time.perf_counter() - t
        finally:
            import pygame
            pygame.quit()
    return {"records_games": games, "records_screen_open_ms": _ms(spent)}


# The yardstick for start-up: what any pygame-ce program must do to show a frame (a window, a line of text,
# the frame saved), as `screenshot menu` does for the app.
BARE_PROGRAM = """
import os, sys
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
pygame.init()
screen = pygame.display.set_mode((1280, 720))
screen.fill((30, 28, 36))
screen.blit(pygame.font.Font(None, 48).render("Dungeon Shelf", True, (230, 200, 120)), (60, 40))
pygame.image.save(screen, sys.argv[1])
"""


def bench_start(pairs: int) -> dict[str, Any]:
    """Whole processes, the app and the bare program in turn (so that a busy moment of the machine falls on
    both): the medians and their ratio."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "frame.png")
        commands = {"app": [sys.executable, "-m", "game", "screenshot", "menu", out],
                    "bare": [sys.executable, "-c", BARE_PROGRAM, out]}
        times: dict[str, list[float]] = {"app": [], "bare": []}
        for _ in range(pairs):
            for name, command in commands.items():
                t = time.perf_counter()
                subprocess.run(command, env=env, check=True, capture_output=True)
                times[name].append(time.perf_counter() - t)
    app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
    return {"app_start_ms": _ms(app), "bare_start_ms": _ms(bare), "start_x_bare": round(app / bare, 2)}


def run(games: int, frames: int, seed: int) -> dict[str, Any]:
    """Measured in a scratch data folder, as screenshot and monkey are: the player's own settings and
    saves are never read (they would change the numbers) nor touched."""
    ids = playable_ids()
    with saves.scratch_home():
        return {"rules": [bench_rules(g, games, seed) for g in ids], "hints": [bench_hints(g, seed) for g in ids],
                "ui": bench_ui(ids, frames), "start": bench_start(9), "records": bench_records()}


def report(data: dict[str, Any]) -> str:
    lines = []
    for r in data["rules"]:
        lines.append(f"{r['game']}: " + ", ".join(f"{k} {v}" for k, v in r.items() if k != "game"))
    for h in data.get("hints", []):
        lines.append(f"{h['game']} hint: median {h['hint_p50_ms']} ms, p99 {h['hint_p99_ms']} ms over "
                     f"{h['decisions']} decisions of a computer game ({h['missing']} without a hint)")
    ui = dict(data["ui"])
    frames = ui.pop("frames", {})
    lines.append("app: " + ", ".join(f"{k} {v}" for k, v in ui.items()))
    if "start" in data:
        s = data["start"]
        lines.append(f"start-up to the first menu frame (whole process, median of 9): {s['app_start_ms']} ms, "
                     f"a bare pygame-ce program {s['bare_start_ms']} ms: {s['start_x_bare']}x")
    if "records" in data:
        r = data["records"]
        lines.append(f"the Records screen on {r['records_games']:,} finished games: "
                     f"{r['records_screen_open_ms']} ms to read them and draw its first frame")
    for size, row in frames.items():
        lines.append(f"frames at {size}: a bare frame {row['bare_ms']} ms")
        for key, s in row.items():
            if key != "bare_ms":
                lines.append(f"  {key}: median {s['p50_ms']} ms ({s['p50_x_bare']}x bare), "
                             f"p99 {s['p99_ms']} ms ({s['p99_x_bare']}x bare)")
    return "\n".join(lines)
