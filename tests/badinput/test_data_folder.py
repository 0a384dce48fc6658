"""Issue 26, item 2: a data folder that cannot be made (DUNGEON_SHELF_HOME under a regular file, in /proc,
under a read-only parent). The app starts, says once that games cannot be kept, and plays: a game autosaves,
Continue and Load find it, settings change, all in a folder of this run's own that goes when the app ends;
nothing is written where the folder could not be made, and no traceback reaches the player."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.engine import saves
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.ui import app as app_module
from game.ui.app import App
from game.ui.launch import start_game
from game.ui.prefs import Prefs
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene

ROOT = Path(__file__).resolve().parents[2]
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def under_a_file(tmp_path: Path, monkeypatch) -> Path:
    (tmp_path / "a-file").write_text("not a folder")
    return tmp_path / "a-file" / "home"


def in_proc(tmp_path: Path, monkeypatch) -> Path:
    if not Path("/proc/self").exists():
        pytest.skip("no /proc here")
    return Path("/proc/dungeon-shelf-home")


def under_read_only(tmp_path: Path, monkeypatch) -> Path:
    parent = tmp_path / "read-only"
    parent.mkdir()
    home = parent / "home"
    if AS_ROOT:   # root writes anywhere: the refusal the system would give anyone else
        real = Path.mkdir

        def mkdir(self, *args, **kw):
            if self == home or home in self.parents:
                raise PermissionError(13, "Permission denied", str(self))
            return real(self, *args, **kw)
        monkeypatch.setattr(Path, "mkdir", mkdir)
    else:
        parent.chmod(0o500)
    return home


def a_long_path(tmp_path: Path, monkeypatch) -> Path:
    (tmp_path / "a-file").write_text("not a folder")
    return tmp_path / "a-file" / ("very-long-name-" * 200)


HOMES = {"under-a-file": under_a_file, "in-proc": in_proc, "read-only-parent": under_read_only,
         "long-path": a_long_path}


@pytest.fixture(params=sorted(HOMES))
def bad_home(request, tmp_path, monkeypatch):
    home = HOMES[request.param](tmp_path, monkeypatch)
    monkeypatch.setenv("DUNGEON_SHELF_HOME", str(home))
    yield home
    if not AS_ROOT and (tmp_path / "read-only").exists():
        (tmp_path / "read-only").chmod(0o700)


def test_the_app_starts_says_once_that_games_cannot_be_kept_and_plays(bad_home, monkeypatch):
    app = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    said = [app.toast[0]] if app.toast else []
    assert len(said) == 1 and said[0].startswith("Games cannot be kept: the data folder"), said
    assert "cannot be made" in said[0] or "cannot be written" in said[0]
    monkeypatch.setattr(app, "say", lambda message, seconds=3.0: said.append(message))
    app.stack.push(MenuScene(app))
    app.stack.apply()
    app.draw(app.screen)   # the message, wrapped, on the screen
    game = load_game("escape")
    start_game(app, game, TableConfig(seats=[Seat(name=n, kind="computer") for n in ("Ada", "Bram")]), seed=3)
    app.stack.apply()
    table = app.stack.top
    for _ in range(40):
        app.frame([], 1 / 30)
    assert len(table.session.history) > 3 and table.session.outcome is None, "the computers played"
    assert len(said) == 1, said   # said once: no failed autosave after every move
    kept = saves.load_session(table.keeping.file)   # kept for this run, in its own folder
    assert kept.history == table.session.history
    app.stack.reset(MenuScene(app))
    app.stack.apply()
    app.frame([], 1 / 30)
    assert app.stack.top.continue_button.enabled
    load = LoadScene(app)
    assert [i.path for i in load.all] == [table.keeping.file]
    app.prefs.speed = "fast"
    app.save_prefs()
    assert len(said) == 1, said
    assert not bad_home.exists()
    pygame.quit()


def test_the_folder_of_the_run_goes_with_it(bad_home):
    app = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    folder = saves.data_dir()
    assert folder != bad_home and folder.exists()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(MenuScene(app)) == 0
    assert not folder.exists() and not bad_home.exists()


def test_play_from_the_command_line_starts(bad_home, monkeypatch):
    """`play` in the same process: the table opens (its first autosave in the run's folder), the app ends."""
    seen = []
    real_run = App.run

    def run(self, first):
        seen.append(self.toast[0] if self.toast else None)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        return real_run(self, first)
    monkeypatch.setattr(app_module.App, "run", run)
    assert main(["play", "escape", "--seats", "Ann:human,Bob:computer"]) == 0
    assert seen and seen[0].startswith("Games cannot be kept")


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix", reason="POSIX signals")
@pytest.mark.parametrize("args", [(), ("play", "escape")], ids=["menu", "play"])
@pytest.mark.parametrize("kind", ["under-a-file", "in-proc"])
def test_the_command_starts_and_ends_without_a_traceback(tmp_path, monkeypatch, args, kind):
    """The real `python -m game` and `play`: they start (no traceback, no exit status 1), run, and end on
    SIGTERM with its status."""
    home = HOMES[kind](tmp_path, monkeypatch)
    env = dict(os.environ, DUNGEON_SHELF_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    time.sleep(4)
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 143 and err == "", (proc.returncode, err)
    assert not home.exists()
