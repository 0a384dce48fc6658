"""What a seat sees is a frozen, typed value: random games played through a Session, every seat's view (and
a spectator's) checked at every step and at every event a screen keeps."""

import dataclasses

import pytest

from game.engine.protocol import RandomAgent
from game.engine.session import Session
from game.games.dungeon.setup import CHOOSE
from game.games.dungeon.view import DungeonView
from tests.dungeon.helpers import game, table

# Every optional rule on, so that ambushes, prizes on the floor and the rest show in the views too.
OPTIONS: dict[str, bool | str] = {"wandering": True, "safe_keeping": True, "reentry": True, "ambush": True,
                                  "more_spells": True, "special_swords": True}


def mutable_parts(value: object, where: str = "view") -> list[str]:
    """Where in a view a list, dict or set hides (none should)."""
    if isinstance(value, (list, dict, set)):
        return [f"{where}: {type(value).__name__}"]
    if isinstance(value, tuple):
        return [bad for i, item in enumerate(value) for bad in mutable_parts(item, f"{where}[{i}]")]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [bad for f in dataclasses.fields(value)
                for bad in mutable_parts(getattr(value, f.name), f"{where}.{f.name}")]
    return []


def check(view: object) -> None:
    assert isinstance(view, DungeonView)
    hash(view)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.turn = 99  # type: ignore[misc]
    if view.pawns:
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.pawns[0].space = None  # type: ignore[misc]
    assert mutable_parts(view) == []


# The five-seat game (seed 3) has every kind of pawn and the chooser: the smaller tables are a soak.
@pytest.mark.parametrize("seed", [pytest.param(1, marks=pytest.mark.soak), pytest.param(2, marks=pytest.mark.soak),
                                  pytest.param(3, marks=pytest.mark.heavy)])
def test_every_view_is_a_frozen_hashable_value_with_no_list_dict_or_set(seed):
    g = game("full")
    kinds = [CHOOSE, "Wizard", "Elf", "Hero", "Superhero"][: 2 + seed]
    session = Session(g, table(*kinds, options=OPTIONS), seed)
    seats = [None, *range(len(kinds))]
    session.watch(0)   # a screen's seat: its view kept as of every event
    agent = RandomAgent(seed)
    for _ in range(250):
        for seat in seats:
            view = session.view(seat)
            check(view)
            again = session.view(seat)
            assert again == view and hash(again) == hash(view), "the same position, the same value"
        if session.outcome is not None:
            break
        session.play(agent.choose(g, session.state, session.legal()))
        for moment in session.moments:
            check(moment.view)
