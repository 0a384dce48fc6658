"""Death, the others picking through the remains, and Charity at the end of a turn.

"If you die, you lose everything except for your level, curses on you, your class and your race. Put
every other card you have on the table face up. The other players each pick items, until everything is
gone. The highest level players pick first. On your next turn, draw four cards from each deck."
"When your turn ends, you must have no more than five cards in your hand. If you have more, choose to:
play cards until you're down to five; give cards to the lowest level player until you're down to five
cards. If you're the lowest level player, discard cards until you're down to five."
"""

from __future__ import annotations

from . import content as C
from .core import discard_quietly, emit, others, who
from .events import CardMoved, Died
from .state import DoorsState, Pending


def pick_order(state: DoorsState, dead: int) -> list[int]:
    """The living others, highest level first; equal levels in turn order from the dead seat's left."""
    around = [s for s in others(state, dead) if not state.players[s].dead]
    return sorted(around, key=lambda s: -state.players[s].level)


def die(state: DoorsState, seat: int, cause: str) -> None:
    p = state.players[seat]
    pile = p.hand + p.item_ids() + p.hirelings
    p.hand, p.items, p.hirelings = [], [], []
    p.dead = True
    state.sale = [c for c in state.sale if c not in pile]
    combat = state.combat
    if combat is not None:
        combat.runs = [r for r in combat.runs if r.seat != seat]
    pickers = pick_order(state, seat)
    if pile and pickers:
        state.pending.append(Pending(kind="plunder", seat=pickers[0], victim=seat, options=pile, count=len(pile),
                                     pickers=pickers, why=f"{who(state, seat)}'s remains"))
    else:
        for cid in pile:
            discard_quietly(state, cid)
    emit(state, Died(seat=seat, who=who(state, seat), cause=cause))


def plunder(state: DoorsState, cid: str) -> None:
    """The seat whose pick it is takes one card of the dead seat's; the next in line picks next."""
    pending = state.pending[-1]
    seat = pending.seat
    pending.options.remove(cid)
    state.players[seat].hand.append(cid)
    pending.pickers = pending.pickers[1:] + pending.pickers[:1]
    pending.seat = pending.pickers[0]
    if not pending.options:
        state.pending.pop()
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="combat", dst="hand", src_seat=pending.victim,
                          dst_seat=seat, message=f"{who(state, seat)} takes {C.name(cid)} from "
                                             f"{who(state, pending.victim)}'s remains"))


# --- Charity ----------------------------------------------------------------------------------------------
def lowest_others(state: DoorsState, seat: int) -> list[int]:
    """The seats charity goes to; empty when `seat` is itself the lowest (or tied for it): then it discards."""
    rest = [s for s in others(state, seat)]
    low = min(state.players[s].level for s in rest)
    if state.players[seat].level <= low:
        return []
    return [s for s in rest if state.players[s].level == low]


def give(state: DoorsState, cid: str, to: int) -> None:
    seat = state.current
    state.players[seat].hand.remove(cid)
    state.players[to].hand.append(cid)
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="hand", dst="hand", src_seat=seat, dst_seat=to,
                          visible_to=(seat, to), message=f"{who(state, seat)} gives {C.name(cid)} to "
                                                         f"{who(state, to)} (charity)",
                          hidden=f"{who(state, seat)} gives a card to {who(state, to)} (charity)"))


def throw_away(state: DoorsState, cid: str) -> None:
    seat = state.current
    state.players[seat].hand.remove(cid)
    c = C.card(cid)
    discard_quietly(state, cid)
    emit(state, CardMoved(seat=seat, card=cid, name=c.name, src="hand", dst=f"{c.deck}_discards", src_seat=seat,
                          message=f"{who(state, seat)} discards {c.name} (charity)"))
