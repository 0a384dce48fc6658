"""The view is a frozen, typed value: at every step of random games, for every seat and a spectator, it is a
DelveView, it hashes, it refuses a change, and nothing in it (however deep) is a list, a dict or a set."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.delve import GAME
from game.games.delve.view import DelveView

MUTABLE = (list, dict, set)


def mutable_parts(value: object, where: str = "view") -> list[str]:
    """Where in a value a list, dict or set lies (an empty list: none)."""
    if isinstance(value, MUTABLE):
        return [where]
    if dataclasses.is_dataclass(value):
        return [w for f in dataclasses.fields(value)
                for w in mutable_parts(getattr(value, f.name), f"{where}.{f.name}")]
    if isinstance(value, tuple):
        return [w for i, item in enumerate(value) for w in mutable_parts(item, f"{where}[{i}]")]
    return []


def check(view: object) -> None:
    assert isinstance(view, DelveView)
    hash(view)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.level = 99   # type: ignore[misc]
    if view.seats:
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.seats[0].xp = 99   # type: ignore[misc]
    assert mutable_parts(view) == []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_views_are_frozen_typed_values_at_every_step(seed):
    rng = Rng(seed=seed)
    n = 1 + seed % 4
    options = {"twists": seed != 1, "trading": seed == 3}
    seats = [Seat(name=f"P{i}", kind="computer", choices={"hero": "random"}) for i in range(n)]
    session = Session(GAME, TableConfig(seats=seats, options=options), seed, keep_undo=False)
    session.watch(None)
    steps = 0
    while session.outcome is None and steps < 600:
        for seat in [None, *range(n)]:
            view = session.view(seat)
            check(view)
            assert view == session.view(seat) and hash(view) == hash(session.view(seat))
        session.play(rng.choice(session.legal()))
        for moment in session.moments:
            check(moment.view)
        steps += 1
    assert steps > 20
    for seat in [None, *range(n)]:
        check(session.view(seat))
