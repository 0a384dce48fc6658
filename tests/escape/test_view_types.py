"""The view is a frozen, typed value: kept as it is after every event and used as a picture-cache key, so it
must be hashable, refuse change, and hold no list, dict or set anywhere inside."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.engine.session import Session
from game.games.escape import GAME
from game.games.escape.view import EscapeView
from tests.escape.helpers import table


def loose_parts(value: object, where: str = "view") -> list[str]:
    """Every place inside the view holding a mutable container or a leaf of no plain type."""
    if isinstance(value, list | dict | set):
        return [f"{where}: {type(value).__name__}"]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [p for f in dataclasses.fields(value) for p in loose_parts(getattr(value, f.name), f"{where}.{f.name}")]
    if isinstance(value, tuple):
        return [p for i, x in enumerate(value) for p in loose_parts(x, f"{where}[{i}]")]
    if value is None or isinstance(value, str | int | float | bool):
        return []
    return [f"{where}: {type(value).__name__}"]


def check(view: object) -> None:
    assert isinstance(view, EscapeView)
    hash(view)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 99  # type: ignore[misc]
    if view.hirelings:
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.hirelings[0].square = -1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.fireball.on = not view.fireball.on  # type: ignore[misc]
    assert loose_parts(view) == []


@pytest.mark.parametrize(("seed", "seats", "fire"), [(1, 2, True), (2, 4, True), (3, 3, False)])
def test_every_view_of_a_random_game_is_a_frozen_hashable_value(seed, seats, fire):
    session = Session(GAME, table(seats, fire), seed)
    session.watch(0)
    rnd = random.Random(seed)
    for _ in range(400):
        for seat in [None, *range(seats)]:
            view = session.view(seat)
            check(view)
            assert view == session.view(seat) and hash(view) == hash(session.view(seat))
        if session.outcome is not None:
            break
        session.play(rnd.choice(session.legal()))
        for moment in session.moments:
            check(moment.view)
