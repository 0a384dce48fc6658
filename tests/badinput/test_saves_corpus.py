"""Every bad save of the corpus, through every path the app loads a save by: `play --load`, Continue (the
file as the autosave, the app started to its menu) and the Load screen. Each is refused with words naming
the problem, no traceback, at once, and the file is left byte for byte as it was.

Faults of issue 15 covered here: 1 (a seat name that is a number: the menu), 2 (deep nesting, numbers of
thousands of digits), 3 (a pipe, /dev/zero, a huge file), 4 (impossible states, moves that do not replay),
5 (a NUL or a megabyte in a name), 11 (a broken link in the saves folder), 13 (misleading refusals: a
version that is text, a byte-order mark, another game's title).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.engine import saves
from game.ui.app import App
from game.ui.prefs import Prefs
from game.ui.scenes.load import PER_PAGE, TABS, LoadScene, tab_of
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene

from .conftest import Refusals, snapshot, timed
from .special import SPECIAL, make_one

ROOT = Path(__file__).resolve().parents[2]


def place(case, target: Path) -> None:
    """Put a corpus file at `target` (a special file is made anew there)."""
    kind = case.name.removeprefix("any-")
    if case.name.startswith("any-") and kind in SPECIAL:
        make_one(kind, target)
    else:
        target.write_bytes(case.path.read_bytes())


def clear(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif path.exists() or path.is_symlink():
        path.unlink()


@pytest.fixture
def app():
    application = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    yield application
    pygame.quit()


def test_play_load_refuses_each_bad_save_in_words(corpus, capsys):
    refusals = Refusals()
    for case in corpus["saves"]:
        before = snapshot(case.path)
        code, seconds = timed(lambda c=case: main(["play", "--load", str(c.path)]))
        err = capsys.readouterr().err
        if code != 2:
            refusals.problems.append(f"{case.name}: play --load gave {code!r}")
        refusals.check(case.name, err or None, f"^dungeon-shelf: .*({case.why})", seconds, before, snapshot(case.path))
    refusals.done()


def test_odd_but_good_saves_load_and_play_on(corpus):
    for case in corpus["fine saves"]:
        before = snapshot(case.path)
        session = saves.load_session(case.path)
        info = saves.peek(case.path)
        assert info.error is None and info.title == session.game.title, case.name   # the shelf's title
        assert len(info.saved_at) <= 40
        if session.outcome is None:
            session.play(session.computer_choice())
        assert snapshot(case.path) == before


@pytest.mark.parametrize("name", ["any-fifo", "any-dev-zero", "any-huge", "any-nested", "dungeon-name-number",
                                  "escape-action-unknown-value"])
def test_the_command_line_itself_exits_cleanly(corpus, name):
    """The real command, in its own process: one line on stderr, status 2, in seconds (a pipe never
    blocks it, /dev/zero never fills its memory)."""
    case = next((c for c in corpus["saves"] if c.name == name), None)
    if case is None:
        pytest.skip(f"{name} cannot be made on this system")
    done = subprocess.run([sys.executable, "-m", "game", "play", "--load", str(case.path)], capture_output=True,
                          text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert re.search(case.why, done.stderr) and len(done.stderr.splitlines()) == 1, done.stderr


@pytest.mark.heavy
def test_the_app_starts_to_its_menu_with_any_bad_autosave(corpus, app, private_home):
    """Continue: each bad file as the autosave. The menu opens; Continue is not offered and its tooltip
    says why, even for a save that reads well but whose moves do not replay (issue 26, item 6); the file is
    left as it was; nothing reaches the error log."""
    auto = saves.autosave_path()
    refusals = Refusals()
    for case in corpus["saves"]:
        clear(auto)
        place(case, auto)
        before = snapshot(auto)
        menu = MenuScene(app)
        app.stack.reset(menu)
        _, seconds = timed(app.stack.apply)
        app.frame([], 1 / 60)
        message = menu.continue_button.tooltip
        if menu.continue_button.enabled:
            refusals.problems.append(f"{case.name}: Continue is offered")
        refusals.check(case.name, message, case.why, seconds, before, snapshot(auto))
    refusals.done()
    assert not (private_home / "errors.log").exists()


@pytest.mark.parametrize("name", ["dungeon-name-number", "any-nested", "delve-long-number", "any-fifo",
                                  "any-dev-zero", "escape-state-seat", "dungeon-name-nul"])
def test_the_whole_app_runs_with_a_bad_autosave(corpus, name, private_home):
    """The run loop itself, as at a launch (faults 1-5 each stopped it): it shows the menu and quits."""
    case = next((c for c in corpus["saves"] if c.name == name), None)
    if case is None:
        pytest.skip(f"{name} cannot be made on this system")
    place(case, saves.autosave_path())
    app = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(MenuScene(app)) == 0
    assert not (private_home / "errors.log").exists()


def test_the_load_screen_lists_every_bad_save_and_refuses_it(corpus, app, private_home):
    """The whole corpus in the saves folder (links to nothing and pipes among them): the Load screen opens,
    pages through, shows why each cannot be loaded, and choosing one says why again."""
    folder = saves.saves_dir()
    cases = {}
    for case in corpus["saves"]:
        target = folder / case.path.name
        place(case, target)
        cases[target.name] = (case, snapshot(target))
    refusals = Refusals()
    scene, seconds = timed(lambda: LoadScene(app))
    assert not isinstance(scene, Exception), scene
    app.stack.push(scene)
    app.stack.apply()
    while scene.reading:   # (a folder of many saves is read a little each frame)
        app.frame([], 1 / 60)
    listed = set()
    pages = [(tab, page) for tab, _ in TABS
             for page in range((sum(tab_of(i) == tab for i in scene.all) + PER_PAGE - 1) // PER_PAGE)]
    for tab, page in pages:   # every tab of the Load screen (in progress, finished, saved copies), every page
        scene.tab, scene.page = tab, page
        scene.build()
        app.frame([], 1 / 60)
        for row in [w for w in scene.widgets if hasattr(w, "info")]:
            case, before = cases[row.info.path.name]
            listed.add(case.name)
            message, took = row.info.error, 0.0
            if row.enabled:
                from game.ui.launch import open_save
                _, took = timed(lambda r=row: open_save(app, r.info.path))
                app.stack.apply()
                app.frame([], 1 / 60)
                top = app.stack.top
                message = top.message if isinstance(top, MessageScene) else f"opened as {type(top).__name__}"
                app.stack.pop()
                app.stack.apply()
            refusals.check(case.name, message, case.why, took, before, snapshot(row.info.path))
    assert listed == {c.name for c, _ in cases.values()}
    print(f"\nthe Load screen opened in {seconds:.1f} s")
    refusals.done()
    assert not (private_home / "errors.log").exists()
