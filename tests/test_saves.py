"""Saves: a round trip restores play exactly; damaged or foreign files are refused and left untouched;
writes are atomic."""

import json
import os

import pytest

from game.engine import saves, serial, summaries
from game.engine.saves import SaveError, load_session, save_session
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from tests.toygame import GAME, Roll

pytestmark = pytest.mark.usefixtures("toy_on_shelf")


def played(n=5):
    session = Session(GAME, TableConfig(seats=[Seat(name="Ann"), Seat(name="Bob", kind="computer")]), seed=42)
    for _ in range(n):
        if session.outcome is None:
            session.play(Roll())
    return session


def test_round_trip_resumes_exactly(tmp_path):
    session = played()
    path = tmp_path / "game.json"
    save_session(session, path)
    back = load_session(path)
    assert serial.to_json(back.state) == serial.to_json(session.state)
    assert back.history == session.history and back.log == session.log
    assert back.config == session.config and back.seed == 42
    # both go on identically: the dice are part of the state
    if session.outcome is None:
        assert [e.text() for e in back.play(Roll())] == [e.text() for e in session.play(Roll())]


@pytest.mark.parametrize("damage,reason", [
    (lambda t: t[: len(t) // 2], "damaged \\(not valid JSON"),
    (lambda t: "[1, 2, 3]", "not a Dungeon Shelf save"),
    (lambda t: json.dumps({"format": "something-else"}), "not a Dungeon Shelf save"),
    (lambda t: t.replace(f'"version":{saves.VERSION}', '"version":99'), "newer Dungeon Shelf"),
    (lambda t: t.replace('"game":"toy"', '"game":"chess"'), "made for a game this version does not have \\('chess'\\)"),
    (lambda t: t.replace('"turn":', '"turn":"many","x":'), "damaged"),
    (lambda t: t.replace('"actions":[', '"actions":[{"type":"Teleport"},'), "no action 'Teleport'"),
    (lambda t: t.replace('"state":', '"gone":'), "lacks 'state'"),
])
def test_damaged_file_is_refused_and_untouched(tmp_path, damage, reason):
    path = tmp_path / "game.json"
    save_session(played(), path)
    text = damage(path.read_text())
    path.write_text(text)
    before = os.stat(path).st_mtime_ns
    with pytest.raises(SaveError, match=reason):
        load_session(path)
    assert path.read_text() == text and os.stat(path).st_mtime_ns == before
    info = saves.peek(path)
    assert info.error is not None or reason in ("damaged", "lacks 'state'", "no action 'Teleport'",
                                                "newer Dungeon Shelf") or info.game == "toy"


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match="no such file"):
        load_session(tmp_path / "nothing.json")


def test_atomic_write_leaves_old_file_on_failure(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    saves.atomic_write_text(path, "old")

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temporary file left behind


def test_saves_go_to_the_data_folder(private_home):
    assert saves.autosave_path().parent == private_home / "saves"
    session = played(2)
    save_session(session, saves.new_save_path("toy"))
    save_session(session, saves.autosave_path())
    listed = summaries.list_saves()
    assert len(listed) == 2 and all(i.game == "toy" and i.seats == ("Ann", "Bob") for i in listed)
