"""Issue 26, item 3: SIGTERM (what `timeout`, a logout or a service manager sends) and SIGINT end the app
within a second, however busy it is, after an autosave of the game in progress; a signal that lands while a
move is being played waits for the move to be whole, so the game kept is always one the rules made."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from game.engine import saves
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.ui.app import App
from game.ui.launch import start_game
from game.ui.prefs import Prefs
from game.ui.scene import Scene

ROOT = Path(__file__).resolve().parents[2]
SIGNALS = [signal.SIGTERM, signal.SIGINT]
pytestmark = pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="POSIX signals")


@pytest.fixture
def app():
    application = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    yield application
    pygame.quit()


def computer_table(app, game_id="dungeon", n=4):
    game = load_game(game_id)
    seats = [Seat(name=f"Bot {i + 1}", kind="computer") for i in range(n)]
    start_game(app, game, TableConfig(seats=seats), seed=8)
    app.stack.apply()
    return app.stack.top


class Busy(Scene):
    """A scene busy for half a minute in one frame (as a folder of huge saves read, or a slow thinker)."""

    def update(self, dt: float) -> None:
        end = time.perf_counter() + 30
        while time.perf_counter() < end:
            pass


def signal_in(seconds: float, signum: int) -> list[float]:
    sent: list[float] = []

    def send() -> None:
        sent.append(time.perf_counter())
        os.kill(os.getpid(), signum)
    threading.Timer(seconds, send).start()
    return sent


@pytest.mark.parametrize("signum", SIGNALS)
def test_a_busy_app_ends_within_a_second_and_keeps_the_game(app, signum):
    table = computer_table(app)
    for _ in range(40):
        app.frame([], 1 / 30)
    assert table.session.history
    table.keeping.file.unlink()   # the stop's own autosave must write it again
    before = {s: signal.getsignal(s) for s in SIGNALS}
    sent = signal_in(0.5, signum)
    code = app.run(Busy(app))
    took = time.perf_counter() - sent[0]
    assert code == 128 + signum and took < 1.0, (code, took)
    kept = saves.load_session(table.keeping.file)
    assert kept.history == table.session.history
    assert {s: signal.getsignal(s) for s in SIGNALS} == before   # the handlers before are back


@pytest.mark.parametrize("signum", SIGNALS)
def test_a_signal_in_the_middle_of_a_move_waits_for_the_move(app, signum, monkeypatch):
    """The signal lands inside the rules' apply, the state half-changed: the move is finished first, then
    the app ends, and the game kept loads (its moves replay to its position)."""
    table = computer_table(app, "escape", 3)
    game = table.session.game
    real = game.apply
    calls = []

    def apply(state, action, **kw):
        events = real(state, action, **kw)
        calls.append(action)
        if len(calls) == 5:
            os.kill(os.getpid(), signum)
            end = time.perf_counter() + 0.2   # the handler runs here, in the middle of Session.play
            while time.perf_counter() < end:
                pass
        return events
    monkeypatch.setattr(game, "apply", apply)
    t = time.perf_counter()
    code = app.run(table_below(app))
    assert code == 128 + signum and time.perf_counter() - t < 30
    assert len(calls) == 5, "the app played on after the signal"
    kept = saves.load_session(table.keeping.file)
    assert kept.history == table.session.history and len(kept.history) == 5


def table_below(app) -> Scene:
    """run() takes a first scene: the table is on the stack already, so an empty see-through one goes on it
    and leaves at once."""
    class Through(Scene):
        opaque = False

        def update(self, dt: float) -> None:
            self.app.stack.pop()
    return Through(app)


def test_the_window_closed_keeps_the_game_too(app):
    table = computer_table(app)
    table.keeping.file.unlink()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(table_below(app)) == 0
    assert saves.load_session(table.keeping.file).history == table.session.history


# --- the real command, in its own process --------------------------------------------------------------------
def started(home: Path, *args: str) -> subprocess.Popen:
    """`python -m game ARGS` on HOME, once it is up (its game's first autosave written, or its menu shown)."""
    env = dict(os.environ, DUNGEON_SHELF_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        if not args or list((home / "saves").glob("autosave-*.json")):
            break
        time.sleep(0.1)
    time.sleep(2.0)   # playing (or idle at the menu) for a while
    assert proc.poll() is None, proc.communicate()
    return proc


def stop(proc: subprocess.Popen, signum: int) -> tuple[int, float, str]:
    t = time.monotonic()
    proc.send_signal(signum)
    try:
        _, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
        return -1, 10.0, err
    return proc.returncode, time.monotonic() - t, err


@pytest.mark.parametrize("signum", SIGNALS)
def test_the_command_playing_a_game_ends_on_a_signal_and_keeps_it(tmp_path, signum):
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text('{"speed": "instant"}')   # computers play as fast as they can
    proc = started(home, "play", "dungeon", "--seats", "A:computer,B:computer,C:computer,D:computer")
    code, took, err = stop(proc, signum)
    assert code == 128 + signum and took < 1.5 and err == "", (code, took, err)
    [auto] = (home / "saves").glob("autosave-*.json")
    assert len(saves.load_session(auto).history) > 0
    assert not list(home.rglob("*.tmp"))
    print(f"\n{signal.Signals(signum).name}: ended in {took:.2f} s")


def test_the_command_at_its_menu_ends_on_sigterm(tmp_path):
    proc = started(tmp_path / "home")
    code, took, err = stop(proc, signal.SIGTERM)
    assert code == 143 and took < 1.5 and err == "", (code, took, err)
