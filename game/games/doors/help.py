"""Asking for help, and the bargain before it.

"Only one player can help you if you cannot defeat a monster by yourself. Players will want some of the
treasure if they help. Agree on who gets what and who picks first before helping. Every bonus the helper
can add to the fight applies. The helper does not gain levels, only treasure, unless a card specifies
otherwise."

The fighter asks one seat, naming the share (how many of the treasures) and who picks first; or, at a
window, a seat offers to help on its own terms. The other accepts or refuses (the engine's Offer). Each
seat is asked, or offers, once a fight (project design: a bargain is struck or not, not haggled forever).
Help is asked or offered only while the fighter would lose alone ("if you cannot defeat a monster by
yourself"); a card that turns the fight against the fighter opens it again (legal.py).
"""

from __future__ import annotations

from game.engine.offer import Offer, OfferAnswered, OfferMade
from game.engine.words import plural

from .core import emit, who
from .items import trade
from .odds import treasures
from .state import DoorsState


def terms(total: int) -> list[tuple[int, bool]]:
    """Every share worth naming: (treasures for the helper, the helper picks first). With no treasure or
    all of it for the helper, who picks first does not matter."""
    out = [(0, False)]
    for share in range(1, total):
        out += [(share, False), (share, True)]
    if total >= 1:
        out.append((total, True))
    return out


def words(state: DoorsState, helper: int, share: int, helper_first: bool) -> str:
    combat = state.combat
    assert combat is not None
    if share == 0:
        deal = "for no treasure"
    else:
        first = helper if helper_first else combat.fighter
        deal = f"for {plural(share, 'treasure')} of {treasures(combat)}, {who(state, first)} picking first"
    return f"{who(state, helper)} helps {who(state, combat.fighter)} {deal}"


def ask(state: DoorsState, seat: int, share: int, helper_first: bool) -> None:
    """The fighter asks `seat` to help on these terms."""
    combat = state.combat
    assert combat is not None
    combat.asked.append(seat)
    text = f"{who(state, combat.fighter)} asks: {words(state, seat, share, helper_first)}?"
    state.offer = Offer(by=combat.fighter, to=seat, kind="help", words=text,
                        terms={"share": share, "helper_first": helper_first})
    emit(state, OfferMade(seat=combat.fighter, to=seat, words=text))


def offer_help(state: DoorsState, share: int, helper_first: bool) -> None:
    """A seat at the window offers to help on its own terms."""
    combat = state.combat
    seat = state.to_act
    assert combat is not None and seat is not None
    combat.asked.append(seat)
    text = f"{who(state, seat)} offers: {words(state, seat, share, helper_first)}?"
    state.offer = Offer(by=seat, to=combat.fighter, kind="help", words=text,
                        terms={"share": share, "helper_first": helper_first})
    emit(state, OfferMade(seat=seat, to=combat.fighter, words=text))


def answer(state: DoorsState, accepted: bool) -> None:
    offer = state.offer
    assert offer is not None
    seat = offer.to
    state.offer = None
    if offer.kind == "trade":
        emit(state, OfferAnswered(seat=seat, by=offer.by, who=who(state, seat), accepted=accepted, kind="trade"))
        if accepted:
            trade(state, offer)
        return
    combat = state.combat
    assert combat is not None
    if accepted:
        helper = offer.by if offer.to == combat.fighter else offer.to
        combat.helper = helper
        combat.share = int(offer.terms["share"])
        combat.helper_first = bool(offer.terms["helper_first"])
        if offer.by == combat.fighter:
            combat.dirty = True      # the fight changed since the others had their say
        elif state.window is not None and state.window.current == offer.by:
            state.window.answered(offer.by)   # the helper's offer was an answer to the window
    emit(state, OfferAnswered(seat=seat, by=offer.by, who=who(state, seat), accepted=accepted, kind="offer of help"
                              if offer.by != combat.fighter else "request for help"))
