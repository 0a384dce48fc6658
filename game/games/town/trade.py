"""A trade between two pawns that meet: "they may decide to trade equipment, coins, or defeated enemies".

One pawn puts an offer together (what it gives, what it asks for), the other accepts or refuses it through
the engine's Offer. Nobody may end up carrying more than three items, and nobody gives silver they do not
have. An offer is never empty.
"""

from __future__ import annotations

import dataclasses

from game.engine.events import Event
from game.engine.offer import Offer, OfferAnswered, OfferMade
from game.engine.protocol import Action
from game.engine.words import listing, possessive, the

from . import equipment, meetings, pawns
from .actions import CancelTrade, Put, SendOffer, Silver
from .content import card, item
from .state import Draft, TownState


@dataclasses.dataclass(frozen=True, kw_only=True)
class Drafted(Event):
    """The offer being put together changed (the view shows it; the log does not)."""

    def text(self) -> str:
        return "The offer changes"


def start(state: TownState, target: int) -> None:
    m = state.meeting
    assert m is not None
    m.offered.append(m.asker)
    state.draft = Draft(by=m.asker, to=target)
    state.phase = "trade"
    state.emit(Drafted(seat=m.asker, visible_to=()))


def options(state: TownState) -> list[Action]:
    d = state.draft
    assert d is not None
    by, to = state.pawns[d.by], state.pawns[d.to]
    other = possessive(state.name(d.to))
    out: list[Action] = []
    out += [Put(side="give", what="item", index=k, on=k not in d.give_items, name=item(i).name)
            for k, i in enumerate(by.equipment)]
    out += [Put(side="give", what="card", index=k, on=k not in d.give_cards, name=_monster(c))
            for k, c in enumerate(by.victory)]
    out += [Put(side="ask", what="item", index=k, on=k not in d.ask_items, name=f"{other} {item(i).name}")
            for k, i in enumerate(to.equipment)]
    out += [Put(side="ask", what="card", index=k, on=k not in d.ask_cards, name=f"{other} {_monster(c)}")
            for k, c in enumerate(to.victory)]
    for side, put, most in (("give", d.give_silver, by.silver), ("ask", d.ask_silver, to.silver)):
        out += [Silver(side=side, delta=step) for step in (1, 5) if put + step <= most]
        out += [Silver(side=side, delta=-step) for step in (1, 5) if put >= step]
    if valid(state, d):
        out.append(SendOffer())
    out.append(CancelTrade())
    return out


def _monster(cid: str) -> str:
    c = card(cid)
    return f"{c.name} ({c.skulls} skull{'s' if c.skulls != 1 else ''})"


def valid(state: TownState, d: Draft) -> bool:
    if not (d.give_items or d.give_cards or d.give_silver or d.ask_items or d.ask_cards or d.ask_silver):
        return False
    by, to = state.pawns[d.by], state.pawns[d.to]
    gets_by = len(d.ask_items) - len(d.give_items)
    return (equipment.room(by.equipment) >= gets_by and equipment.room(to.equipment) >= -gets_by
            and d.give_silver <= by.silver and d.ask_silver <= to.silver)


def put(state: TownState, action: Put) -> None:
    d = state.draft
    assert d is not None
    chosen = {("give", "item"): d.give_items, ("give", "card"): d.give_cards,
              ("ask", "item"): d.ask_items, ("ask", "card"): d.ask_cards}[(action.side, action.what)]
    if action.on:
        chosen.append(action.index)
        chosen.sort()
    else:
        chosen.remove(action.index)
    state.emit(Drafted(seat=d.by, visible_to=()))


def silver(state: TownState, action: Silver) -> None:
    d = state.draft
    assert d is not None
    if action.side == "give":
        d.give_silver += action.delta
    else:
        d.ask_silver += action.delta
    state.emit(Drafted(seat=d.by, visible_to=()))


def words(state: TownState, d: Draft) -> str:
    by, to = state.pawns[d.by], state.pawns[d.to]
    # (each item and beaten monster with "the": "Ann offers Bob the Sword for the Ghoul (3 skulls)")
    give = [the(item(by.equipment[k]).name) for k in d.give_items]
    give += [the(_monster(by.victory[k])) for k in d.give_cards]
    give += [f"{d.give_silver} silver"] if d.give_silver else []
    ask = [the(item(to.equipment[k]).name) for k in d.ask_items]
    ask += [the(_monster(to.victory[k])) for k in d.ask_cards]
    ask += [f"{d.ask_silver} silver"] if d.ask_silver else []
    offer = f"{state.name(d.by)} offers {state.name(d.to)} {listing(give) or 'nothing'}"
    return offer + (f" for {listing(ask)}" if ask else " as a gift")


def send(state: TownState) -> None:
    d = state.draft
    assert d is not None
    said = words(state, d)
    state.offer = Offer(by=d.by, to=d.to, kind="trade", words=said, terms=dataclasses.asdict(d))
    state.draft = None
    state.phase = "offer"
    state.to_act = d.to
    state.emit(OfferMade(seat=d.by, to=d.to, words=said))


def cancel(state: TownState) -> None:
    d = state.draft
    assert d is not None
    state.draft = None
    state.phase = "meet"
    state.to_act = d.by
    pawns.tell(state, d.by, "gives up the trade")


def answer(state: TownState, accepted: bool) -> None:
    """The offer is accepted (the things change hands) or refused. "Alternately, ... they may decide to
    trade": a meeting is a fight or a trade, so an accepted trade ends the meeting (the move goes on); after
    a refused offer the meeting goes on as if it had not been made (project design)."""
    offer = state.offer
    assert offer is not None
    d = Draft(**offer.terms)
    if accepted:
        _exchange(state, d)
    state.offer = None
    said = OfferAnswered(seat=d.to, by=d.by, who=state.name(d.to), accepted=accepted, kind="trade")
    m = state.meeting
    assert m is not None
    if m.asker == m.mover and not accepted:
        state.phase = "meet"
        state.emit(said)
        meetings.pass_to_other(state)
    else:
        meetings.finish(state, said)


def _exchange(state: TownState, d: Draft) -> None:
    by, to = state.pawns[d.by], state.pawns[d.to]
    give_items = [by.equipment[k] for k in d.give_items]
    ask_items = [to.equipment[k] for k in d.ask_items]
    give_cards = [by.victory[k] for k in d.give_cards]
    ask_cards = [to.victory[k] for k in d.ask_cards]
    by.equipment = [i for k, i in enumerate(by.equipment) if k not in d.give_items]
    to.equipment = [i for k, i in enumerate(to.equipment) if k not in d.ask_items]
    for p in (by, to):
        p.hp = min(p.hp, equipment.max_hp(p.equipment))
    for iid in ask_items:
        pawns.take(by, iid)
    for iid in give_items:
        pawns.take(to, iid)
    by.victory = [c for k, c in enumerate(by.victory) if k not in d.give_cards] + ask_cards
    to.victory = [c for k, c in enumerate(to.victory) if k not in d.ask_cards] + give_cards
    by.silver += d.ask_silver - d.give_silver
    to.silver += d.give_silver - d.ask_silver
