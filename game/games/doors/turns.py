"""Turns: beginning one (a dead seat draws its new cards), ending one (Charity first), passing it on.

"On your next turn, draw four cards from each deck, like when the game began."
"""

from __future__ import annotations

from game.engine.events import Note, TurnBegan
from game.engine.seats import next_in_order
from game.engine.words import plural

from . import content as C
from .cards import auto_play
from .core import draw, emit, hand_limit, who
from .events import CardsDrawn
from .state import DoorsState


def deal(state: DoorsState, seat: int, why: str) -> None:
    """Four door and four treasure cards, face down into the hand."""
    p = state.players[seat]
    for deck in ("door", "treasure"):
        got = [c for c in (draw(state, deck) for _ in range(C.DEAL)) if c is not None]
        p.hand += got
        emit(state, CardsDrawn(seat=seat, visible_to=(seat,), who=who(state, seat), cards=tuple(got),
                               names=tuple(C.name(c) for c in got), deck=deck,
                               message=f"{who(state, seat)} draws {', '.join(C.name(c) for c in got) or 'nothing'} "
                                       f"({why})",
                               hidden=f"{who(state, seat)} draws {plural(len(got), deck + ' card')} ({why})"))


def begin_turn(state: DoorsState, seat: int) -> None:
    state.current = seat
    state.phase = "kick"
    state.turn += 1
    state.trades = []
    state.sale = []
    p = state.players[seat]
    p.sold_double = False
    p.stole = False
    emit(state, TurnBegan(seat=seat, who=who(state, seat)))
    if p.dead:
        p.dead = False
        deal(state, seat, "back from the dead")
        auto_play(state, seat, "back from the dead")


def end_turn(state: DoorsState) -> None:
    """Charity first: more cards in hand than the limit must go before the turn passes."""
    seat = state.current
    p = state.players[seat]
    limit = hand_limit(p)
    if len(p.hand) > limit:
        state.phase = "charity"
        emit(state, Note(seat=seat, message=f"Charity: {who(state, seat)} holds {plural(len(p.hand), 'card')} "
                                            f"and may keep {limit}"))
        return
    pass_turn(state)


def pass_turn(state: DoorsState) -> None:
    begin_turn(state, next_in_order(state.order, state.current))
