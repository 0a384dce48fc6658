"""The view is a frozen, typed value: after every action of random games, for every seat and a spectator, it
is a TownView that hashes, refuses to be changed, and holds no list, dict or set anywhere inside."""

import dataclasses

import pytest

from game.engine.protocol import RandomAgent
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.town import GAME
from game.games.town.view import TownView


def mutable_parts(value: object, where: str = "view") -> list[str]:
    """Where in `value` a list, dict or set lies, or a record that is not frozen."""
    if isinstance(value, (list, dict, set)):
        return [f"{where} is a {type(value).__name__}"]
    if isinstance(value, tuple):
        return [p for k, item in enumerate(value) for p in mutable_parts(item, f"{where}[{k}]")]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found = [] if type(value).__dataclass_params__.frozen else [f"{where} is not frozen"]
        return found + [p for f in dataclasses.fields(value)
                        for p in mutable_parts(getattr(value, f.name), f"{where}.{f.name}")]
    return []


@pytest.mark.heavy
def test_every_view_of_random_games_is_a_frozen_hashable_value():
    phases: set[str] = set()
    for seats, seed in ((3, 19), (4, 18), (6, 13)):
        config = TableConfig(seats=[Seat(name=f"S{i}", kind="computer") for i in range(seats)])
        session = Session(GAME, config, seed, keep_undo=False)
        agent = RandomAgent(seed)
        for step in range(250):
            if session.outcome is not None:
                break
            for seat in [None, *range(seats)]:
                view = session.view(seat)
                assert isinstance(view, TownView)
                hash(view)
                assert view == GAME.view(session.state, seat)
                with pytest.raises(dataclasses.FrozenInstanceError):
                    view.phase = "over"  # type: ignore[misc]
                assert not mutable_parts(view), mutable_parts(view)[:3]
                phases.add(view.phase)
            # random choices, and the computer player's (which trades, and faces cards by lantern light)
            legal = session.legal()
            session.play(agent.choose(GAME, session.state, legal) if step % 2 == 0 else session.computer_choice())
    assert {"roll", "move", "meet", "trade", "offer", "toll", "lantern", "shop"} <= phases, phases
