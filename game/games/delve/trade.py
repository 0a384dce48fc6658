"""Trading twist cards and treasures (advanced optional rule).

The project's form of it: at the start of each round of delves, each seat in turn may offer one of its
treasures or twist cards to one other seat for one of theirs (a named treasure, or a twist card of the
other's choice, since hands are secret); the other accepts or declines. One offer per seat per round."""

from __future__ import annotations

from game.engine.protocol import Action

from .actions import AcceptTrade, AskFor, Back, DeclineTrade, NoTrade, OfferTrade, TradeWith, item_label
from .events import TradeOffered, TradeSettled
from .state import DelveState, Pending


def items(state: DelveState, seat: int) -> list[str]:
    """What a seat may offer: its treasures, and its twist cards by name."""
    out = [f"treasure:{t}" for t in sorted(set(state.treasures[seat]))]
    return out + [f"twist:{c}" for c in sorted(set(state.twists[seat]))]


def askable(state: DelveState, seat: int) -> list[str]:
    """What may be asked of a seat: a named treasure, or one of its (secret) twist cards."""
    out = [f"treasure:{t}" for t in sorted(set(state.treasures[seat]))]
    return out + (["twist:"] if state.twists[seat] else [])


def partners(state: DelveState, seat: int) -> list[int]:
    return [s for s in range(state.n) if s != seat and askable(state, s)]


def next_proposer(state: DelveState) -> int | None:
    for step in range(state.n):
        seat = (state.adventurer + step) % state.n
        if seat not in state.trade_done and items(state, seat) and partners(state, seat):
            return seat
    return None


def trade_actions(state: DelveState) -> list[Action]:
    p = state.pending
    seat = state.to_act
    assert seat is not None
    if p is None:
        return [OfferTrade(i) for i in items(state, seat)] + [NoTrade()]
    if p.answering:
        if p.want == "twist:":
            return [AcceptTrade(card=c) for c in sorted(set(state.twists[seat]))] + [DeclineTrade()]
        return [AcceptTrade(), DeclineTrade()]
    if p.partner < 0:
        return [TradeWith(seat=s, name=state.name(s)) for s in partners(state, seat)] + [Back()]
    return [AskFor(i) for i in askable(state, p.partner)] + [Back()]


def apply_trade(state: DelveState, action: Action) -> None:
    seat = state.to_act
    assert seat is not None
    p = state.pending
    if isinstance(action, NoTrade):
        state.trade_done.append(seat)
    elif isinstance(action, OfferTrade):
        state.pending = Pending(kind="trade", seat=seat, give=action.item)
    elif isinstance(action, TradeWith) and p is not None:
        p.partner = action.seat
    elif isinstance(action, Back):
        state.pending = None
    elif isinstance(action, AskFor) and p is not None:
        p.want = action.item
        p.answering = True
        secret = p.give.startswith("twist:")
        state.emit(TradeOffered(seat=p.seat, visible_to=(p.seat, p.partner) if secret else None,
                                who=state.name(p.seat), partner=state.name(p.partner),
                                give=item_label(p.give), want=item_label(p.want)))
    elif isinstance(action, AcceptTrade | DeclineTrade) and p is not None:
        accepted = isinstance(action, AcceptTrade)
        detail = public = ""
        if isinstance(action, AcceptTrade):
            got = f"twist:{action.card}" if action.card else p.want
            _move(state, p.seat, p.partner, p.give)
            _move(state, p.partner, p.seat, got)
            detail = f"{item_label(p.give)} for {item_label(got)}"
            public = f"{_public(p.give)} for {_public(got)}"
        secret = accepted and (p.give.startswith("twist:") or p.want.startswith("twist:"))
        state.trade_done.append(p.seat)
        state.pending = None
        state.emit(TradeSettled(seat=p.partner, visible_to=(p.seat, p.partner) if secret else None,
                                who=state.name(p.seat), partner=state.name(p.partner), accepted=accepted,
                                detail=detail, public_detail=public))


def _public(item: str) -> str:
    return "a twist card" if item.startswith("twist:") else item_label(item)


def _move(state: DelveState, src: int, dst: int, item: str) -> None:
    kind, _, what = item.partition(":")
    holder = state.twists if kind == "twist" else state.treasures
    holder[src].remove(what)
    holder[dst].append(what)
