"""Issue 26, item 7: asking a game for its outcome writes nothing. The rules of every game stay pure (no
file written, no clock read: played here to the end, a lone person's Dice Delve among them, with the
filesystem's writes and the clock patched to fail); the app keeps a personal best when a person's own game
ends at the table, and never when someone else's finished game is opened or watched again."""

from __future__ import annotations

import ast
import builtins
import os
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from game.engine import saves
from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices
from game.ui.app import App
from game.ui.launch import open_save, table_scene
from game.ui.prefs import Prefs
from game.ui.scenes.gameover import GameOverScene
from game.ui.tabletop.replay import Replay

GAMES = Path(__file__).resolve().parents[2] / "game" / "games"


class Touched(AssertionError):
    pass


@contextmanager
def no_writes_no_clock():
    """Any write to the filesystem, and any look at the clock, fails loudly while the rules play."""
    real_open, real_os_open = builtins.open, os.open

    def guarded_open(file, mode="r", *args, **kw):
        if any(c in mode for c in "wax+"):
            raise Touched(f"the rules opened {file} to write")
        return real_open(file, mode, *args, **kw)

    def guarded_os_open(path, flags, *args, **kw):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC):
            raise Touched(f"the rules opened {path} to write")
        return real_os_open(path, flags, *args, **kw)

    def refuse(what):
        def call(*args, **kw):
            raise Touched(f"the rules called {what}")
        return call
    patches = [(builtins, "open", guarded_open), (os, "open", guarded_os_open)]
    patches += [(os, name, refuse(f"os.{name}")) for name in ("replace", "rename", "mkdir", "makedirs", "remove",
                                                              "unlink", "rmdir")]
    patches += [(tempfile, name, refuse(f"tempfile.{name}")) for name in ("mkstemp", "NamedTemporaryFile")]
    patches += [(time, name, refuse(f"time.{name}")) for name in ("time", "time_ns", "strftime", "localtime",
                                                                  "gmtime", "monotonic", "perf_counter")]
    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in patches]
    try:
        for owner, name, value in patches:
            setattr(owner, name, value)
        yield
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)


def lone_or_small_table(game, human: bool, seed: int) -> TableConfig:
    n = game.min_players
    choices = table_choices(game, n, Rng(seed=seed))
    kind = "human" if human else "computer"
    return TableConfig(seats=[Seat(name=f"P{i}", kind=kind, choices=choices[i]) for i in range(n)])


@pytest.mark.parametrize("game_id", playable_ids())
@pytest.mark.parametrize("human", [True, False])
def test_every_game_plays_to_its_end_writing_nothing_and_reading_no_clock(game_id, human, private_home):
    game = load_game(game_id)
    config = lone_or_small_table(game, human, seed=5)
    with no_writes_no_clock():
        session = Session(game, config, seed=5, keep_undo=False)
        while session.outcome is None and len(session.history) < game.action_limit:
            session.play(session.computer_choice())   # a person's seat played by the computer's choice
            session.view(session.to_act)
        for _ in range(3):   # asked again and again, as a screen does
            outcome = game.outcome(session.state)
            game.record(session.state)
            game.progress(session.state)
    assert outcome is not None
    assert not private_home.exists() or not any(private_home.rglob("*")), list(private_home.rglob("*"))


def test_no_rules_module_imports_the_clock_or_the_save_files():
    """Read from the sources: what a rules package imports (data files may be read, never written)."""
    banned = {"time", "datetime", "tempfile", "platformdirs", "game.engine.saves", "game.ui", "pygame", "shutil"}
    found = []
    for path in GAMES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            found += [f"{path.relative_to(GAMES)}: {n}" for n in names
                      if any(n == b or n.startswith(b + ".") for b in banned)]
    assert not found, found


# --- the personal best, kept by the app ------------------------------------------------------------------
@pytest.fixture
def app():
    application = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    yield application
    pygame.quit()


def delve_alone(seed: int, kind: str = "human") -> tuple[Session, list]:
    """A lone Dice Delve, played by the computer's choices to its end: the session one move short of the
    end, and every move."""
    game = load_game("delve")
    config = TableConfig(seats=[Seat(name="Ann", kind=kind, choices={"hero": "Knight"})])
    whole = Session(game, config, seed, keep_undo=False)
    while whole.outcome is None:
        whole.play(whole.computer_choice())
    short = Session(game, config, seed)
    for action in whole.history[:-1]:
        short.play(action)
    return short, list(whole.history)


def best_file() -> Path:
    return saves.data_dir() / "delve_best.json"


def run_until(app, done, frames=3000):
    for _ in range(frames):
        app.frame([], 1 / 30)
        if done():
            return
    raise AssertionError(f"not reached; the top is {type(app.stack.top).__name__}")


def test_a_persons_own_game_ending_at_the_table_keeps_their_best(app):
    session, moves = delve_alone(seed=11)
    table = table_scene(app, session)
    app.stack.push(table)
    app.stack.apply()
    # the person clicks the last move once the table offers it (both tables take a person's move by act)
    run_until(app, lambda: table.act(moves[-1]) or len(session.history) == len(moves))
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    over = app.stack.top
    assert "This is your first recorded game, and so your personal best" in over.outcome.reason
    score = over.outcome.scores[0]
    assert saves_best() == score


def saves_best() -> int | None:
    import json
    path = best_file()
    return json.loads(path.read_text())["bests"]["plain"]["score"] if path.exists() else None


@pytest.mark.heavy
def test_opening_or_watching_someone_elses_finished_game_keeps_no_best(app):
    """Their finished one-seat game, in the saves folder: opened from Load (the game-over screen shows
    their score and rank), and watched again to its end: neither makes it this person's best."""
    session, moves = delve_alone(seed=12)
    session.play(moves[-1])
    path = saves.saves_dir() / "autosave-delve-theirs.json"
    saves.save_session(session, path)
    open_save(app, path)
    app.stack.apply()
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    over = app.stack.top
    assert "best" not in over.outcome.reason and not best_file().exists()
    app.stack.push(Replay(app, saves.load_session(path)))
    app.stack.apply()
    replay = app.stack.top
    for _ in range(5000):
        replay.steps = max(replay.steps, 1)
        app.frame([], 1 / 30)
        if replay.at_end:
            break
    assert replay.at_end
    for _ in range(30):
        app.frame([], 1 / 30)
    assert not best_file().exists()


def test_with_a_best_kept_someone_elses_game_is_only_compared_to_it(app):
    """A best already kept: opening another finished game tells how it stands, and changes nothing."""
    best_file().write_text('{"bests": {"plain": {"score": 1, "game": "another"}}}')
    before = best_file().read_bytes()
    session, moves = delve_alone(seed=12)
    session.play(moves[-1])
    path = saves.saves_dir() / "autosave-delve-theirs.json"
    saves.save_session(session, path)
    open_save(app, path)
    app.stack.apply()
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    assert app.stack.top.outcome.reason.endswith(". Your personal best is 1")
    assert best_file().read_bytes() == before
