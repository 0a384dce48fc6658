"""Every broken map of the corpus, through every path the app reads a map by: `lint-boards FILE`, and, as
the game's own board, `play GAME`, `screenshot board:GAME` and `screenshot GAME`, Set-up > Start, the board
viewer, and Continue of a game on that map. Each is refused naming the file, the object (or layer) and the
fault, without a traceback, at once; the file is left as it was.

Faults of issue 15 covered here: 7 (a broken map refused everywhere with its fault), 8 (duplicate ids, NaN
coordinates, a map failing only its game's checks, messages naming the object), 9 (no file outside boards/
is ever opened: /etc/passwd).
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.engine import resources, saves
from game.engine.registry import load_game
from game.ui import boardview
from game.ui.app import App
from game.ui.launch import open_save
from game.ui.prefs import Prefs
from game.ui.scenes import boardviewer
from game.ui.scenes.message import MessageScene
from game.ui.scenes.setup import SetupScene

from .bad_maps import board_games
from .bad_saves import base_session
from .conftest import Refusals, snapshot, timed
from .special import SPECIAL, make_one


@pytest.fixture
def install(monkeypatch):
    """Make a file the game's board (the board viewer's folder too), forgetting any board read before."""
    real_path, real_dir = resources.board_path, boardviewer.resource_dir

    def forget(game) -> None:
        game.__dict__.pop("_board", None)
        game.__dict__.pop("_path", None)

    def put(game, path: Path) -> None:
        forget(game)
        monkeypatch.setattr(resources, "board_path", lambda name: path if name == game.board else real_path(name))
        monkeypatch.setattr(boardviewer, "resource_dir", lambda kind: path.parent if kind == "boards" else
                            real_dir(kind))
    yield put
    for game in board_games():
        forget(game)


def with_specials(corpus, tmp_path) -> list:
    """The corpus's broken maps, and for each game a pipe, a link to /dev/zero, a huge file... as its map."""
    cases = list(corpus["maps"])
    from .bad_saves import Case
    for game in board_games():
        for name, (_make, why) in SPECIAL.items():
            path = tmp_path / game.id / name / str(game.board)
            path.parent.mkdir(parents=True)
            if make_one(name, path):
                cases.append(Case(f"{game.id}-{name}", path, why, game.id))
    return cases


def test_lint_boards_names_the_fault_of_each(corpus, tmp_path, capsys):
    refusals = Refusals()
    for case in with_specials(corpus, tmp_path):
        before = snapshot(case.path)
        code, seconds = timed(lambda c=case: main(["lint-boards", str(c.path)]))
        out = capsys.readouterr()
        fails = [line for line in out.out.splitlines() if line.startswith("FAIL ")]
        if code != 1:
            refusals.problems.append(f"{case.name}: lint-boards gave {code!r}")
        refusals.check(case.name, "\n".join(fails) or None, rf"FAIL {case.path.name}: .*({case.why})", seconds, before,
                       snapshot(case.path))
    refusals.done()


@pytest.mark.heavy
def test_play_and_screenshot_refuse_each_as_the_games_board(corpus, tmp_path, install, capsys):
    refusals = Refusals()
    out = tmp_path / "shot.png"
    for case in with_specials(corpus, tmp_path):
        game = load_game(case.game)
        install(game, case.path)
        before = snapshot(case.path)
        for argv in (["play", case.game], ["screenshot", f"board:{case.game}", str(out)],
                     ["screenshot", case.game, str(out)]):
            code, seconds = timed(lambda a=argv: main(a))
            err = capsys.readouterr().err
            if code != 2:
                refusals.problems.append(f"{case.name}: {' '.join(argv)} gave {code!r}")
            refusals.check(f"{case.name} ({argv[0]})", err or None, rf"^dungeon-shelf: .*{case.path.name}: .*"
                           rf"({case.why})", seconds, before, snapshot(case.path))
    assert not out.exists()
    refusals.done()


@pytest.mark.heavy
def test_start_the_viewer_and_continue_refuse_each(corpus, tmp_path, install, private_home):
    """In the app: Set-up > Start, the board viewer's list, and Continue of a game saved on the good map.
    Each shows a message naming the map's fault (never 'something went wrong'), and the menu stays usable."""
    app = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    autosaves = {}
    for game in board_games():
        path = tmp_path / f"{game.id}-autosave.json"
        saves.save_session(base_session(game), path)
        autosaves[game.id] = path.read_bytes()
    refusals = Refusals()
    try:
        for case in with_specials(corpus, tmp_path):
            game = load_game(case.game)
            install(game, case.path)
            before = snapshot(case.path)
            why = rf"{case.path.name}: .*({case.why})"
            setup = SetupScene(app, game)
            app.stack.reset(setup)
            app.stack.apply()
            _, seconds = timed(setup.begin)
            refusals.check(f"{case.name} (start)", shown(app), why, seconds, before, snapshot(case.path))
            viewer = boardviewer.BoardListScene(app)
            app.stack.reset(viewer)
            app.stack.apply()
            app.frame([], 1 / 60)
            _, seconds = timed(lambda v=viewer, c=case: v.open(c.path))
            refusals.check(f"{case.name} (viewer)", shown(app), why, seconds, before, snapshot(case.path))
            saves.autosave_path().write_bytes(autosaves[game.id])
            _, seconds = timed(lambda: open_save(app, saves.autosave_path()))
            refusals.check(f"{case.name} (continue)", shown(app), f"map is broken.*{why}", seconds, before,
                           snapshot(case.path))
    finally:
        pygame.quit()
    refusals.done()
    assert not (private_home / "errors.log").exists()


def shown(app: App) -> str | None:
    app.stack.apply()
    app.frame([], 1 / 60)
    top = app.stack.top
    return top.message if isinstance(top, MessageScene) else None


def test_the_board_view_never_opens_a_file_outside_boards(corpus, monkeypatch):
    """Fault 9: even given a map naming /etc/passwd, drawing its layers opens nothing outside the map's folder
    (the loader refuses such a map first; the view checks again)."""
    opened = []
    real_open = os.open

    def spy(path, *args, **kwargs):
        opened.append(str(path))
        return real_open(path, *args, **kwargs)
    monkeypatch.setattr(os, "open", spy)
    pygame.init()
    surface = pygame.Surface((64, 64))
    for case in corpus["maps"]:
        if "etc-passwd" in case.name or "absolute" in case.name or "linked-image" in case.name:
            boardview._draw_tile_layers(surface, case.path)
    assert opened and not [p for p in opened if p.startswith("/etc")], opened
