"""Issue 26, item 6: Continue is offered only for a game whose moves replay. A save that reads well but
does not replay is not offered (its tooltip says why; Load lists it with why); an older game that does is
offered instead. The replay is made once per file as it is, and never for the autosave a table has just
written (the app made those moves). (Every save of the corpus, as the autosave, is checked in
test_saves_corpus: Continue is never offered for one.)"""

from __future__ import annotations

import json
import os
import re
import time

import pygame
import pytest

from game.engine import saves, summaries
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.ui.app import App
from game.ui.launch import start_game
from game.ui.prefs import Prefs
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene

from .bad_saves import REPLAY, base_session


@pytest.fixture
def app():
    summaries.forget()
    application = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    yield application
    pygame.quit()


def menu_of(app) -> MenuScene:
    menu = MenuScene(app)
    app.stack.reset(menu)
    app.stack.apply()
    app.frame([], 1 / 60)
    return menu


def aged(path, seconds: float) -> None:
    os.utime(path, (time.time() - seconds, time.time() - seconds))


def written(name: str, data: dict, age: float) -> object:
    path = saves.saves_dir() / name
    path.write_text(json.dumps(data))
    aged(path, age)
    return path


@pytest.mark.parametrize("damage", ["action-dropped", "other-seed", "state-turn"])
def test_a_save_whose_moves_do_not_replay_is_not_offered(app, damage):
    data = saves.session_to_json(base_session(load_game("escape")))
    bad = {"action-dropped": dict(data, actions=data["actions"][:3] + data["actions"][4:]),
           "other-seed": dict(data, seed=data["seed"] + 1),
           "state-turn": dict(data, state=dict(data["state"], turn=data["state"]["turn"] + 5))}[damage]
    path = written("autosave-escape-bad.json", bad, 60)
    assert saves.peek(path).error is None   # it reads well
    menu = menu_of(app)
    assert not menu.continue_button.enabled
    assert menu.continue_button.tooltip.startswith("The latest game cannot be resumed: ")
    assert re.search(REPLAY, menu.continue_button.tooltip), menu.continue_button.tooltip
    load = LoadScene(app)   # Load lists it as a save that cannot be opened, with why, before anyone tries
    [row] = [w for w in load.widgets if hasattr(w, "info")]
    assert not row.enabled and re.search(REPLAY, row.info.error)


def test_an_older_game_that_replays_is_offered_instead(app):
    data = saves.session_to_json(base_session(load_game("escape")))
    good = written("autosave-escape-good.json", saves.session_to_json(base_session(load_game("town"))), 3600)
    written("autosave-escape-bad.json", dict(data, seed=data["seed"] + 1), 60)
    menu = menu_of(app)
    assert menu.continue_button.enabled and menu.continue_info.path == good
    assert menu.continue_button.tooltip.startswith("The latest game in progress: Wilds & Depths")


def test_the_replay_is_made_once_per_file(app, monkeypatch):
    path = written("autosave-escape-1.json", saves.session_to_json(base_session(load_game("escape"))), 60)
    loads = []
    real = saves.load_session
    monkeypatch.setattr(saves, "load_session", lambda p: loads.append(p) or real(p))
    for _ in range(4):
        assert menu_of(app).continue_button.enabled
    assert loads == [path]
    summaries.forget()   # the next start: the index remembers it replays
    assert menu_of(app).continue_button.enabled and loads == [path]
    data = json.loads(path.read_text())   # changed: replayed again
    path.write_text(json.dumps(dict(data, seed=data["seed"] + 1)))
    aged(path, 30)
    assert not menu_of(app).continue_button.enabled and loads == [path, path]


def test_the_autosave_a_table_writes_is_offered_without_replaying_it(app, monkeypatch):
    game = load_game("escape")
    start_game(app, game, TableConfig(seats=[Seat(name=n, kind="computer") for n in ("Ada", "Bram")]), seed=5)
    app.stack.apply()
    table = app.stack.top
    for _ in range(30):
        app.frame([], 1 / 30)
    assert table.session.history
    monkeypatch.setattr(saves, "load_session", lambda p: pytest.fail("replayed a game the app wrote"))
    menu = menu_of(app)
    assert menu.continue_button.enabled and menu.continue_info.path == table.keeping.file
    assert menu.continue_info.actions == len(table.session.history)
