"""Carrying out an action by its type: how every game dispatches a decision (CONTRIBUTING.md).

A game's flow of play (its flow.py) keeps one table, HANDLERS, from each action type to the rule function
that carries it out, and hands every action it is given to `carry_out` with what its rule functions take
before the action (the state; Dungeon!'s the map too; Kick the Door's the seat acting):

    HANDLERS: Handlers = {KickDoor: lambda s, seat, a: door.kick(s), Pass: lambda s, seat, a: windows.pass_(s)}
    dispatch.carry_out(HANDLERS, action, state, seat)

One table per game, rather than a chain of isinstance tests, so that a test can prove that every action
type the game saves and loads has exactly one handler (tests/test_structure.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .action import Action
from .protocol import IllegalAction, describe_action

# A rule function: the game's context (its state first), then the action of the handler's own type.
Handler = Callable[..., None]
Handlers = Mapping[type[Action], Handler]


class Unhandled(IllegalAction):
    """An action of a type the game's table has no handler for (legal_actions never offers one)."""


def carry_out(handlers: Handlers, action: Action, *context: Any) -> None:
    """Hand `action` to the rule function its type is carried out by: `handler(*context, action)`."""
    handler = handlers.get(type(action))
    if handler is None:
        raise Unhandled(f"{describe_action(action)} is not carried out by this game's rules")
    handler(*context, action)


def unhandled(handlers: Handlers, action_types: tuple[type[Action], ...]) -> list[str]:
    """What a game's table and its action types disagree on, in words: each action type with no handler,
    and each handler for a type the game does not list (its saves would not load it). Empty when whole."""
    listed = set(action_types)
    return ([f"{t.__name__} has no handler" for t in action_types if t not in handlers]
            + [f"{t.__name__} is handled but not among the action types" for t in handlers if t not in listed])
