"""The view is a frozen, typed value: a DoorsView of records and tuples, hashable, refusing to be changed, with
no list, dict or set anywhere in it, for every seat and for a spectator at every step of a game."""

import dataclasses

import pytest

from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.doors import GAME
from game.games.doors.view import DoorsView


def plain_parts(value, where="view"):
    """Every place in a value that holds a list, dict or set (there should be none)."""
    if isinstance(value, list | dict | set | frozenset):
        return [where]
    if dataclasses.is_dataclass(value):
        return [w for f in dataclasses.fields(value) for w in plain_parts(getattr(value, f.name), f"{where}.{f.name}")]
    if isinstance(value, tuple):
        return [w for i, v in enumerate(value) for w in plain_parts(v, f"{where}[{i}]")]
    return []


def check(view):
    assert isinstance(view, DoorsView)
    hash(view)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.phase = "over"
    if view.seats:
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.seats[0].level = 10
    if view.combat is not None:
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.combat.loot_count = 0
    assert not plain_parts(view)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_view_of_a_game_is_a_frozen_typed_value(seed):
    n = 3 + seed % 3
    session = Session(GAME, TableConfig(seats=[Seat(name=f"S{i}", kind="computer") for i in range(n)]), seed)
    rng = Rng(seed=seed)
    fights = 0
    for _ in range(250):
        if session.outcome is not None:
            break
        state = session.state
        for seat in [*range(n), None]:
            view = GAME.view(state, seat)
            check(view)
            assert view == GAME.view(state, seat) and hash(view) == hash(GAME.view(state, seat))
        fights += state.combat is not None
        legal = session.legal()
        session.play(session.computer_choice() if rng.below(2) else rng.choice(legal))
    assert fights
