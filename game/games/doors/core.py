"""What every rule module needs: whose decision it is, emitting events at the right moment, the decks, and
the simple facts about a seat (its races and classes, its hand limit).

One moment at a time: `emit` first settles whose decision follows from the state (decide), then emits, so
the view kept at each event is whole, and the view at an action's last event is the view after it.
"""

from __future__ import annotations

from game.engine.decks import Deck
from game.engine.events import Event
from game.engine.seats import from_left

from . import content as C
from .state import DoorsState, Player


# --- whose decision ---------------------------------------------------------------------------------------
def decide(state: DoorsState) -> None:
    """Set to_act from the state: a pending choice first, then an open offer, then the response window,
    then the phase's own decider."""
    state.to_act = actor(state)


def actor(state: DoorsState) -> int | None:
    if state.phase == "over":
        return None
    if state.pending:
        return state.pending[-1].seat
    if state.offer is not None:
        return state.offer.to
    if state.window is not None and state.window.current is not None:
        return state.window.current
    if state.phase == "setup":   # (once everyone is ready, the roll for the first turn is no one's decision)
        return state.setup_queue[0] if state.setup_queue else None
    combat = state.combat
    if state.phase == "combat" and combat is not None:
        if combat.stage == "split" and combat.picker is not None:
            return combat.picker
        if combat.stage == "run" and combat.runs:
            return combat.runs[0].seat
        return combat.fighter
    return state.current


def emit(state: DoorsState, event: Event) -> None:
    decide(state)
    state.emit(event)


def who(state: DoorsState, seat: int) -> str:
    return state.name(seat)


# --- decks ------------------------------------------------------------------------------------------------
def deck_of(state: DoorsState, cid: str) -> Deck:
    return state.door if C.card(cid).deck == "door" else state.treasure


def draw(state: DoorsState, deck: str) -> str | None:
    """The top card of a deck, the discards shuffled back in first when it has run out (None: both empty)."""
    return (state.door if deck == "door" else state.treasure).draw_or_recycle(state.rng)


def discard_quietly(state: DoorsState, cid: str) -> None:
    """Onto its deck's discards, face up (the caller tells it with an event)."""
    deck_of(state, cid).discard(cid)


# --- a seat's facts ---------------------------------------------------------------------------------------
def race_keys(p: Player) -> list[str]:
    return [C.card(c).id for c in p.races]


def class_keys(p: Player) -> list[str]:
    return [C.card(c).id for c in p.classes]


def has(p: Player, key: str) -> bool:
    """The seat is of this race or class ("leafling", "brawler")."""
    return key in race_keys(p) or key in class_keys(p)


def doubles(p: Player, kind: str) -> bool:
    """The seat has the double-race ("double_race") or double-class card in play."""
    return any(C.card(c).kind == kind for c in p.doubles)


def max_races(p: Player) -> int:
    return 2 if doubles(p, "double_race") else 1


def max_classes(p: Player) -> int:
    return 2 if doubles(p, "double_class") else 1


def hand_limit(p: Player) -> int:
    """Five cards; Stoutfolk may keep six."""
    return C.HAND_LIMIT + (1 if has(p, "stoutfolk") else 0)


def big_items(p: Player) -> list[str]:
    return [c.card for c in p.items if C.card(c.card).big]


def any_big(p: Player) -> bool:
    """Stoutfolk carry any number of big items; everyone else one."""
    return has(p, "stoutfolk")


def spend_treasure(state: DoorsState, seat: int, cid: str) -> str:
    """A treasure leaves its owner's hand or table for the discards; returns where it was (hand, items)."""
    p = state.players[seat]
    if cid in p.hand:
        p.hand.remove(cid)
        src = "hand"
    else:
        p.items = [c for c in p.items if c.card != cid]
        src = "items"
    state.sale = [c for c in state.sale if c != cid]
    state.treasure.discard(cid)
    return src


def in_combat(state: DoorsState) -> bool:
    return state.phase == "combat"


def living(state: DoorsState) -> list[int]:
    return [s for s in range(state.n) if not state.players[s].dead]


def others(state: DoorsState, seat: int) -> list[int]:
    """The other seats in turn order from `seat`'s left."""
    return from_left(state.order or list(range(state.n)), seat)


def leader_level(state: DoorsState, but: int | None = None) -> int:
    return max((p.level for s, p in enumerate(state.players) if s != but), default=1)


def roll(state: DoorsState, seat: int, reason: str, modifier: int = 0, target: int | None = None) -> int:
    """One six-sided die, shown to all; returns the total with the modifier."""
    decide(state)
    return state.roll(1, 6, seat=seat, reason=reason, modifier=modifier, target=target).total
