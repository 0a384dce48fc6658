"""The flow of play: each decision to the rule that carries it out (HANDLERS)."""

from __future__ import annotations

from game.engine import dispatch
from game.engine.dispatch import Handlers
from game.engine.protocol import Action

from . import actions as A
from . import fireball, obstacles, rules
from .board import EscapePath
from .state import EscapeState


def carry_out(state: EscapeState, path: EscapePath, action: Action) -> None:
    dispatch.carry_out(HANDLERS, action, state, path)


def _use_card(state: EscapeState, path: EscapePath, action: A.UseCard) -> None:
    rules.flip_card(state)
    obstacles.after_card(state, path, action.then)


def _steal(state: EscapeState, path: EscapePath, action: A.Steal) -> None:
    state.phase = "turn"
    rules.steal(state, path, action.victim)


def _leave_backpacks(state: EscapeState, path: EscapePath, action: A.LeaveBackpacks) -> None:
    state.phase = "turn"
    rules.finish_turn(state, path)


def _fire(state: EscapeState, path: EscapePath, action: A.ThrowCard | A.KeepCards) -> None:
    """A caught hireling throws a card or burns; once every caught one has, the next round begins."""
    seat = state.to_act
    assert seat is not None
    if isinstance(action, A.ThrowCard):
        fireball.throw(state, path, seat, action.front)
    else:
        fireball.burn(state, seat, "they kept their cards")
    if fireball.resolve_catches(state, path):
        rules.start_round_after_fire(state, path)


# Each action type to the rule that carries it out, given the state and the path (CONTRIBUTING.md).
HANDLERS: Handlers = {
    A.UseCard: _use_card,
    A.NoCard: lambda s, p, a: obstacles.after_card(s, p, a.then),
    A.ChooseBranch: lambda s, p, a: obstacles.take_branch(s, p, a.square),
    A.PayToll: lambda s, p, a: obstacles.pay_toll(s, p),
    A.WaitAtBridge: lambda s, p, a: obstacles.wait_at_bridge(s, p),
    A.Swim: lambda s, p, a: obstacles.swim(s, p),
    A.TakeLedge: lambda s, p, a: obstacles.take_ledge(s, p),
    A.Steal: _steal,
    A.LeaveBackpacks: _leave_backpacks,
    A.ThrowCard: _fire,
    A.KeepCards: _fire,
}
