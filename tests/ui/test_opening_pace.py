"""What players met: a 12-seat Dungeon! took 86 s from Start to the first person's move, the computers
choosing their pawns and spells one slow animation at a time. The opening's steps go at a brisk pace
(Screen.brisk), so a person's first decision comes within 15 seconds of the table's own clock at any size."""

import pytest

from game.engine.registry import get_game
from game.engine.seats import Seat
from game.ui.launch import new_session, table_scene

FRAME = 1 / 60


def seconds_to_first_decision(app, game_id: str, seats: int) -> float:
    """The table's clock (frames of 1/60 s at the normal pace) until the person, in the last seat, is asked."""
    people = [Seat(name=f"C{i}", kind="computer") for i in range(seats - 1)] + [Seat(name="Ann", kind="human")]
    scene = table_scene(app, new_session(get_game(game_id), people, 3))
    app.stack.reset(scene)
    app.stack.apply()
    t = 0.0
    while t < 120:
        app.frame([], FRAME)
        t += FRAME
        if app.stack.top is not scene or (scene.resting and scene.shown.mine and scene.shown.choices):
            return t
    return t


@pytest.mark.parametrize("seats", [2, 6, 12])
def test_a_persons_first_decision_comes_within_15_seconds_at_any_table_size(app, seats):
    app.prefs.speed = "normal"   # (the tests' app plays instantly)
    assert seconds_to_first_decision(app, "dungeon", seats) < 15
