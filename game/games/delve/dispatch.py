"""Carrying out an action: each kind of action to the phase module that knows it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.protocol import Action

from . import actions as A
from . import companions, dragon, flow, heroes, trade, treasure_use, twists
from .state import DRAGON, FORM, TRADE, TWIST, DelveState, Pending

Handler = Callable[[DelveState, Any], None]


def _pick(state: DelveState, action: A.Pick) -> None:
    if state.phase == DRAGON:
        dragon.pick(state, action.source)
    else:
        state.pending = Pending(kind="companion", source=action.source)


def _back(state: DelveState, action: A.Back) -> None:
    if state.phase == TRADE:
        trade.apply_trade(state, action)
        return
    if state.pending is None and state.phase == DRAGON:
        dragon.take_back(state)
    state.pending = None


def _read(state: DelveState, action: A.ReadScroll) -> None:
    assert state.pending is not None
    state.pending = Pending(kind="reroll", by="scroll", source=state.pending.source)


def _roll_marked(state: DelveState, action: A.RollMarked) -> None:
    forming = state.phase == FORM
    companions.do_roll_marked(state)
    if forming:
        flow.begin_level(state)


def _face_dragon(state: DelveState, action: A.FaceDragon) -> None:
    assert state.pending is not None
    dragon.commit(state, state.pending.source, action.role)


def _use(state: DelveState, action: A.UseTreasure) -> None:
    seat = state.to_act
    assert seat is not None
    if treasure_use.do_use(state, action) == "portal":
        flow.end_delve(state, "portal", state.level)
    elif state.phase == TWIST:
        twists.answered(state, seat)   # a treasure used in a twist moment is a new moment to answer


def _proceed(state: DelveState, action: A.Proceed) -> None:
    flow.to_loot(state) if action.to == "loot" else flow.to_dragon(state)


HANDLERS: dict[type[Action], Handler] = {
    A.OfferTrade: trade.apply_trade, A.NoTrade: trade.apply_trade, A.TradeWith: trade.apply_trade,
    A.AskFor: trade.apply_trade, A.AcceptTrade: trade.apply_trade, A.DeclineTrade: trade.apply_trade,
    A.PlayTwist: twists.do_play, A.PassTwist: lambda s, _a: twists.do_pass(s), A.TwistTarget: twists.do_target,
    A.Pick: _pick, A.Back: _back, A.Defeat: companions.do_defeat, A.OpenChests: companions.do_open,
    A.Quaff: companions.do_quaff, A.ReadScroll: _read, A.Mark: companions.do_mark, A.RollMarked: _roll_marked,
    A.KeepParty: lambda s, _a: flow.begin_level(s), A.Revive: companions.do_revive, A.FaceDragon: _face_dragon,
    A.Ultimate: heroes.do_ultimate, A.GiveUp: heroes.do_give_up, A.UseTreasure: _use, A.Proceed: _proceed,
    A.Flee: lambda s, _a: flow.end_delve(s, "fled"), A.Retire: lambda s, _a: flow.retire(s),
    A.SeekGlory: lambda s, _a: flow.seek_glory(s),
}


def dispatch(state: DelveState, action: Action) -> None:
    HANDLERS[type(action)](state, action)
