"""A save of an older format is brought up to date by its game (Game.upgrade_save) as it is loaded; a game
that changed nothing loads it as it is, and one whose translation fails is refused in words."""

import json

import pytest

from game.engine import saves
from game.engine.saves import SaveError, load_session, save_session
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from tests.toygame import GAME, Roll, ToyGame

pytestmark = pytest.mark.usefixtures("toy_on_shelf")


def old_save(tmp_path, version=1):
    session = Session(GAME, TableConfig(seats=[Seat(name="Ann"), Seat(name="Bob", kind="computer")]), seed=42)
    for _ in range(4):
        session.play(Roll())
    path = tmp_path / "old.json"
    save_session(session, path)
    data = json.loads(path.read_text())
    data["version"] = version
    path.write_text(json.dumps(data))
    return session, path


def test_an_older_save_is_upgraded_by_its_game_then_loaded(tmp_path, monkeypatch):
    session, path = old_save(tmp_path)
    asked = []
    monkeypatch.setattr(ToyGame, "upgrade_save", lambda self, data, version: asked.append(version) or data)
    back = load_session(path)
    assert asked == [1] and back.state == session.state
    asked.clear()
    save_session(back, path)                        # written in this version's format: no upgrade needed
    assert json.loads(path.read_text())["version"] == saves.VERSION
    load_session(path)
    assert asked == []


def test_a_game_that_changed_nothing_loads_an_older_save_as_it_is(tmp_path):
    session, path = old_save(tmp_path)
    assert load_session(path).state == session.state


@pytest.mark.parametrize("error,words", [(ValueError("card 'x9' is unknown"), "card 'x9' is unknown"),
                                         (KeyError("players"), "it lacks 'players'"),
                                         (ZeroDivisionError("oops"), "ZeroDivisionError: oops")])
def test_an_older_save_that_cannot_be_brought_up_to_date_is_refused_in_words(tmp_path, monkeypatch, error, words):
    _, path = old_save(tmp_path)
    text = path.read_text()

    def fails(self, data, version):
        raise error
    monkeypatch.setattr(ToyGame, "upgrade_save", fails)
    with pytest.raises(SaveError, match="saved by an older version \\(format 1\\) and cannot be brought up to "
                                        "date") as refused:
        load_session(path)
    assert words in str(refused.value) and path.read_text() == text
