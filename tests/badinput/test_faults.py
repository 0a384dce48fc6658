"""Faults of issue 15 that a single case shows best: names (5), the load check's cost (4), bench's data
folder (12), misleading refusals (13), a malformed action (14), and an unreadable autosave never
overwritten by a new game."""

from __future__ import annotations

import json
import random
import re
import time

import pytest

from game.cli import main
from game.engine import saves, summaries
from game.engine.protocol import MAX_NAME, ConfigError, IllegalAction
from game.engine.registry import load_game, playable_ids
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.dungeon.actions import CastSpell, TakeSpell
from game.tools import bench
from game.ui.app import App
from game.ui.launch import start_game
from game.ui.prefs import Prefs
from game.ui.scenes.setup import SetupScene

from .bad_saves import base_session


def table(game, *names):
    n = max(game.min_players, len(names))
    seats = [Seat(name=names[i] if i < len(names) else f"Seat {i}") for i in range(n)]
    return TableConfig(seats=seats)


@pytest.mark.parametrize("game_id", playable_ids())
@pytest.mark.parametrize("names,why", [
    (("Ann", "Ann"), "two seats are called Ann"),
    (("Ann", " ann "), "two seats are called ann"),
    (("Ann", "   "), "every seat needs a name"),
    (("Ann", "A" * (MAX_NAME + 1)), f"at most {MAX_NAME} characters"),
    (("Ann", "B\x00b"), "cannot be shown"),
    (("Ann", "Bo\u200bb"), "cannot be shown"),
])
def test_the_game_refuses_bad_names(game_id, names, why):
    """Fault 5: the check lives in the game's config check, so the set-up, the command line and a save
    meet the same refusal (Dungeon! has a check_config of its own: it asks too)."""
    game = load_game(game_id)
    if len(names) > game.max_players:
        pytest.skip("a one-seat table")
    with pytest.raises(ConfigError, match=why):
        game.check_config(table(game, *names))
    with pytest.raises(ConfigError, match=why):
        game.new_game(table(game, *names), seed=1)


def test_the_command_line_refuses_two_seats_of_one_name(capsys):
    assert main(["play", "escape", "--seats", "Ann:human,Ann:computer"]) == 2
    assert capsys.readouterr().err.strip() == "dungeon-shelf: two seats are called Ann"
    assert main(["play", "escape", "--seats", "Ann:human,Bartholomew-the-Bold:computer"]) == 2
    assert f"at most {MAX_NAME} characters" in capsys.readouterr().err


def test_the_setup_screen_says_why_it_will_not_start():
    app = App(headless=True, prefs=Prefs(speed="instant"))
    setup = SetupScene(app, load_game("escape"))
    setup.seats[1].name = "Ada"
    setup.validate()
    assert setup.error == "Two seats are called Ada." and not setup.start.enabled
    setup.seats[1].name = "Bram"
    setup.validate()
    assert setup.error is None and setup.start.enabled


def test_a_long_game_loads_in_well_under_a_second(tmp_path):
    """Fault 4's check replays every move: a long game of Dungeon! (a 12-seat table, 4,000 random moves; a
    12-seat game of computer players takes about 1,000) loads in well under a second (8,000 moves: 0.8 s)."""
    game = load_game("dungeon")
    session = Session(game, table(game, *[f"P{i}" for i in range(12)]), seed=3, keep_undo=False)
    rnd = random.Random(3)
    while session.outcome is None and len(session.history) < 4000:
        session.play(rnd.choice(session.legal()))
    path = tmp_path / "long.json"
    saves.save_session(session, path)
    t = time.perf_counter()
    back = saves.load_session(path)
    seconds = time.perf_counter() - t
    assert back.history == session.history and back.state == session.state
    print(f"\n{len(session.history)} moves, {path.stat().st_size // 1024} KB: loaded in {seconds:.2f} s")


@pytest.mark.parametrize("action", [TakeSpell(spell="no-such-spell"), CastSpell(spell="nope", space=987654)])
def test_an_action_with_an_unknown_value_is_an_illegal_action(action):
    """Fault 14: the action's own text needs the unknown value, so str() fails (KeyError); the refusal must
    not depend on it."""
    game = load_game("dungeon")
    state = game.new_game(table(game, "Ann", "Bob"), seed=1)
    with pytest.raises(KeyError):
        str(action)
    with pytest.raises(IllegalAction, match=f"{type(action).__name__} is not allowed now"):
        game.apply(state, action)
    with pytest.raises(IllegalAction):
        game.action_from_json({"type": "TakeSpell", "spell": ["not", "text"]})


def test_a_version_that_is_text_and_another_games_name(tmp_path, capsys):
    """Fault 13: a version "1" is not 'newer'; the game named is the one on the shelf, not the file's title."""
    data = saves.session_to_json(base_session(load_game("escape")))
    path = tmp_path / "save.json"
    path.write_text(re.sub(rf'"version": {saves.VERSION}', '"version": "1"', json.dumps(data)))
    with pytest.raises(saves.SaveError, match="format version '1' is not a number") as refused:
        saves.load_session(path)
    assert "newer" not in str(refused.value)
    data["title"] = "Dungeon!"
    path.write_text(json.dumps(data))
    assert saves.peek(path).title == "Escape from Rovert's Lair"
    assert main(["play", "delve", "--load", str(path)]) == 2
    assert capsys.readouterr().err.strip() == ("dungeon-shelf: that is a save of Escape from Rovert's Lair, not of "
                                               "Dice Delve")


def test_bench_never_reads_the_players_folder(monkeypatch, private_home):
    """Fault 12: bench runs in a scratch folder, as screenshot and monkey do."""
    seen = []
    monkeypatch.setattr(bench, "bench_rules", lambda *a: seen.append(saves.data_dir()) or {"game": a[0]})
    monkeypatch.setattr(bench, "bench_ui", lambda *a: seen.append(saves.data_dir()) or {})
    monkeypatch.setattr(bench, "bench_start", lambda *a: seen.append(saves.data_dir()) or {})   # (18 processes)
    bench.run(1, 1, 1)
    assert seen and all(folder != private_home and not folder.is_relative_to(private_home) for folder in seen)
    assert not any(folder.exists() for folder in seen)   # and the scratch folder is gone


def test_a_new_game_never_overwrites_an_autosave_it_cannot_resume(private_home):
    """A player whose autosave is refused (made by another version, say) and who starts a new game keeps the
    old file byte for byte (every table has its own autosave), and the Load screen lists it with why."""
    auto = saves.autosave_path()
    auto.write_text('{"format": "dungeon-shelf-save", "version": 7}')
    before = auto.read_bytes()
    app = App(headless=True, prefs=Prefs(speed="instant"))
    game = load_game("escape")
    start_game(app, game, table(game, "Ann", "Bob"), seed=4)
    app.stack.apply()
    assert auto.read_bytes() == before
    new = app.stack.top.keeping.file
    assert new != auto and saves.load_session(new).game is game          # the new game's own autosave
    assert summaries.continue_info().path == new
    assert any(i.path == auto and "newer" in (i.error or "") for i in summaries.list_saves())
