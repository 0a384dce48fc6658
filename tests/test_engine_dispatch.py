"""Carrying out an action by its type (game/engine/dispatch.py), the way every game's flow.py dispatches."""

from dataclasses import dataclass

import pytest

from game.engine.action import Action
from game.engine.dispatch import Unhandled, carry_out, unhandled
from game.engine.protocol import IllegalAction


@dataclass(frozen=True)
class Knock(Action):
    times: int = 1


@dataclass(frozen=True)
class Leave(Action):
    pass


@dataclass(frozen=True)
class Sing(Action):
    pass


def test_an_action_goes_to_the_handler_of_its_type_with_the_context_first():
    heard: list[tuple[object, ...]] = []
    handlers = {Knock: lambda log, seat, a: heard.append(("knock", log, seat, a.times)),
                Leave: lambda log, seat, a: heard.append(("leave", log, seat))}
    carry_out(handlers, Knock(3), "log", 2)
    carry_out(handlers, Leave(), "log", 0)
    assert heard == [("knock", "log", 2, 3), ("leave", "log", 0)]


def test_an_action_of_a_type_without_a_handler_is_refused_as_illegal():
    with pytest.raises(Unhandled, match="Sing") as refused:
        carry_out({Knock: lambda a: None}, Sing())
    assert isinstance(refused.value, IllegalAction)


def test_unhandled_names_each_type_missing_from_either_side():
    handlers = {Knock: lambda a: None, Sing: lambda a: None}
    assert unhandled(handlers, (Knock, Sing)) == []
    assert unhandled(handlers, (Knock, Leave)) == ["Leave has no handler",
                                                    "Sing is handled but not among the action types"]
