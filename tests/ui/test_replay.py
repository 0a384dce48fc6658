"""Issue 14, "Watch a game again": a finished game (and any save) is watched from the start, move by move,
with the same animations and log: play, pause, step, faster, from Load and from the game-over screen; a
replay that no longer matches the rules says so clearly."""

from __future__ import annotations

import json

import pytest

from game.engine import saves
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.chart import ChartScene
from game.ui.launch import table_scene
from game.ui.prefs import Prefs
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.message import MessageScene
from game.ui.tabletop.panel import Header
from game.ui.tabletop.replay import Replay, watch_again
from tests.ui.conftest import button, click, idle, run, show
from tests.ui.tables import centre, parts, thing


def finished(app, game_id="escape", names=("Ada", "Bram"), kind="human", seed=6):
    game = load_game(game_id)
    session = Session(game, TableConfig(seats=[Seat(name=n, kind=kind) for n in names]), seed)
    while session.outcome is None:
        session.play(session.computer_choice())
    table = table_scene(app, session)
    table.autosave()
    return table


@pytest.mark.heavy
def test_a_finished_game_is_watched_again_from_load_move_by_move_to_its_end(app):
    table = finished(app)
    moves = list(table.session.history)
    load = show(app, LoadScene(app))
    load.show("finished")
    click(app, button(load, "Watch").rect.center)
    app.stack.apply()
    replay = app.stack.top
    assert isinstance(replay, Replay) and replay.shown.holder is None and len(replay.session.history) <= 1
    assert not replay.shown.mine and replay.shown.choices == ()
    frames = said = 0
    while not (replay.at_end and replay.resting) and frames < 600 * 30:   # at the normal pace, as the game was
        run(app, 1 / 30)                                                  # shown, to its last move's end
        frames += 1
        shown = replay.shown
        header = next(p.look for p in parts(replay, Header))
        if shown.turn is not None and shown.over is None:   # what a seat decides waits while a decision animates
            assert header.small == (shown.label if shown.settled else ""), (header, shown.settled)
            said += bool(header.small)
    assert said   # (and is said between the moves)
    run(app, 1)                                     # and a while after it: nothing more comes
    assert replay.session.history == moves and replay.at_end
    assert not button_in(replay, "Play").enabled and not button_in(replay, "Step").enabled   # nothing left
    assert replay.session.state == table.session.state
    assert [line.text for line in replay.session.log] == [line.text for line in table.session.log]
    assert not any(isinstance(s, (HandOffScene, GameOverScene)) for s in app.stack.scenes)


@pytest.mark.parametrize(("game_id", "names", "seed"), [("escape", ("Ada", "Bram"), 6), ("delve", ("Ada",), 4)])
def test_watched_again_to_its_end_the_chart_opens_by_itself_without_touching_the_mouse(app, game_id, names, seed):
    """'Watch again: the chart at the end never comes up by itself' (until the mouse moved): the frames run
    as the app's loop runs them, with no input at all."""
    finished(app, game_id, names, seed=seed)
    load = show(app, LoadScene(app))
    load.show("finished")
    click(app, button(load, "Watch").rect.center)
    replay = app.stack.top
    replay.speed = 8
    idle(app, 600)
    assert replay.at_end and isinstance(app.stack.top, ChartScene)


def test_a_game_played_to_its_end_shows_the_game_over_without_touching_the_mouse(app):
    """The same at a real game's last move (the computer's, at the normal pace): the results come by themselves."""
    app.prefs = Prefs(speed="normal")
    game, seats = load_game("escape"), TableConfig(seats=[Seat(name=n, kind="computer") for n in ("Ada", "Bram")])
    ended = Session(game, seats, 6)
    while ended.outcome is None:
        ended.play(ended.computer_choice())
    session = Session(game, seats, 6)
    for action in ended.history[:-1]:   # one move from the end
        session.play(action)
    table = show(app, table_scene(app, session))
    idle(app, 60)
    assert session.outcome is not None and isinstance(app.stack.top, GameOverScene) and app.stack.top.table is table


def test_pause_step_and_faster(app):
    finished(app)
    load = show(app, LoadScene(app))
    load.show("finished")
    click(app, button(load, "Watch").rect.center)
    app.stack.apply()
    replay = app.stack.top
    click(app, centre(button_in(replay, "Pause")))         # Pause
    assert not replay.running and button_in(replay, "Play").enabled
    before = len(replay.session.history)
    run(app, 5)
    assert len(replay.session.history) == before           # paused: nothing moves
    click(app, centre(button_in(replay, "Step")))
    run(app, 0.1)
    assert len(replay.session.history) == before + 1       # one move, then it waits again
    run(app, 5)
    assert len(replay.session.history) == before + 1
    click(app, centre(button_in(replay, "Faster")))
    assert replay.speed == 2
    click(app, centre(button_in(replay, "Play")))          # Play
    assert replay.running and not replay.at_end


def button_in(replay, label):
    """A control of the replay, in the side panel where the choices would be."""
    return thing(replay, ("replay", label))


def test_a_game_over_offers_to_watch_it_again(app):
    table = finished(app, "delve", ("Solo",), kind="computer", seed=4)
    show(app, table)
    run(app, 600)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    click(app, button(over, "Watch again").rect.center)
    app.stack.apply()
    assert isinstance(app.stack.top, Replay) and len(app.stack.top.session.history) <= 1
    click(app, centre(button_in(app.stack.top, "Back")))
    app.stack.apply()
    assert app.stack.top is over


def watched_in_progress(app, game_id: str, seats: list[Seat], seed: int, moves: int):
    """A game played `moves` moves by the computer players, kept, and opened from Load's Watch button."""
    session = Session(load_game(game_id), TableConfig(seats=seats), seed)
    for _ in range(moves):
        session.play(session.computer_choice())
    table_scene(app, session).autosave()
    load = show(app, LoadScene(app))
    click(app, button(load, "Watch").rect.center)
    app.stack.apply()
    return session, app.stack.top


def test_a_game_in_progress_hides_each_seats_secrets_while_watched(app):
    session, replay = watched_in_progress(app, "doors", [Seat(name=n) for n in ("Ada", "Bram", "Cora")], 3, 40)
    if isinstance(replay, Replay):
        click(app, centre(button_in(replay, "Pause")))     # Pause, and let the last move's animations end
        replay.skip_animations()
        view = replay.shown.view
    else:   # (Kick the Door, on the old table)
        click(app, replay.play_button.rect.center)
        replay.skip_animations()
        replay.refresh()
        view = replay.view
    assert view == session.game.view(replay.session.state, None)
    assert view.hand == () and all(isinstance(s.hand, int) for s in view.seats)  # counts only


def test_a_save_that_no_longer_replays_says_so_and_is_left_alone(app, tmp_path):
    table = finished(app)
    data = json.loads(table.keeping.file.read_text())
    data["actions"] = data["actions"][:3] + data["actions"][5:]    # moves the rules of this version refuse
    broken = saves.saves_dir() / "autosave-escape-old.json"
    broken.write_text(json.dumps(data))
    before = broken.read_bytes()
    watch_again(app, broken)
    app.stack.apply()
    said = app.stack.top
    assert isinstance(said, MessageScene) and said.title == "This game cannot be watched again"
    assert "match" in said.message or "replay" in said.message or "legal" in said.message, said.message
    assert broken.read_bytes() == before


def test_solo_dice_delve_ends_with_the_score_and_its_rank_not_a_win_over_no_one(app):
    """'solo Dice Delve ends with "Ada wins with 3" (3 of what?)'"""
    table = finished(app, "delve", ("Ada",), seed=4)
    over = GameOverScene(app, table)
    assert over.title() == "Well done, Ada!"
    assert "ends the three delves with" in over.outcome.reason and "wins" not in over.outcome.reason


def test_a_replay_never_says_a_computer_is_playing(app):
    """The auditor's: the board's line said "Dan (computer) is playing" through a replay and at its end,
    where nothing is played, only shown again (the side panel says it is a replay)."""
    from game.ui.tabletop.board import Hint
    seats = [Seat(name="Mia"), *(Seat(name=n, kind="computer") for n in ("Bram", "Cora"))]
    _, replay = watched_in_progress(app, "town", seats, 8, 25)
    assert isinstance(replay, Replay)
    computers_turns = 0
    for _ in range(30 * 20):
        run(app, 1 / 30)
        computers_turns += replay.shown.turn in (1, 2)
        assert not [h for h in parts(replay, Hint) if "is playing" in h.look.text]
    assert computers_turns
