"""The flow of play: each decision to the rule that carries it out (HANDLERS), then what follows by itself
(a meeting over, the mover's walk goes on)."""

from __future__ import annotations

from game.engine import dispatch
from game.engine.dispatch import Handlers
from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action

from . import actions as A
from . import cards, fights, meetings, movement, town, trade
from .board import Track
from .state import TownState


def carry_out(state: TownState, track: Track, action: Action) -> None:
    dispatch.carry_out(HANDLERS, action, state, track)
    movement.walk_on(state, track)


def _move(state: TownState, track: Track, action: A.Move) -> None:
    seat = state.to_act
    assert seat is not None
    landing = next(w for w in movement.landings(state, track, seat)
                   if w.die == action.die and w.square == action.square)
    movement.move(state, track, landing)


def _seat(state: TownState) -> int:
    assert state.to_act is not None
    return state.to_act


# Each action type to the rule that carries it out, given the state and the track (CONTRIBUTING.md).
HANDLERS: Handlers = {
    A.Roll: lambda s, t, a: movement.roll(s),
    A.Move: _move,
    A.Attack: lambda s, t, a: meetings.attack(s, t),
    A.ProposeTrade: lambda s, t, a: trade.start(s, a.target),
    A.GoOn: lambda s, t, a: meetings.go_on(s),
    A.Put: lambda s, t, a: trade.put(s, a),
    A.Silver: lambda s, t, a: trade.silver(s, a),
    A.SendOffer: lambda s, t, a: trade.send(s),
    A.CancelTrade: lambda s, t, a: trade.cancel(s),
    Accept: lambda s, t, a: trade.answer(s, True),
    Refuse: lambda s, t, a: trade.answer(s, False),
    A.PayToll: lambda s, t, a: fights.toll(s, t),
    A.FightMonster: lambda s, t, a: fights.fight(s, t),
    A.Face: lambda s, t, a: cards.choose(s, t, a.index),
    A.Buy: lambda s, t, a: town.buy(s, _seat(s), a.slot),
    A.Sell: lambda s, t, a: town.sell(s, _seat(s), a.index),
    A.Refresh: lambda s, t, a: town.refresh(s, _seat(s)),
    A.Leave: lambda s, t, a: town.leave(s, t, _seat(s)),
}
