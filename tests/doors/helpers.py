"""Set-ups for the Kick the Door tests: a table cleared of its deal, cards put in hands, on the table and on
top of the decks by their kind, dice forced.

Every test plays through the protocol (GAME.legal_actions / GAME.apply); these helpers only arrange the
table the way a rulebook example would.
"""

from __future__ import annotations

from game.engine.events import Event
from game.engine.protocol import Action
from game.engine.seats import Seat, TableConfig
from game.games.doors import GAME
from game.games.doors import content as C
from game.games.doors.core import decide
from game.games.doors.state import Carried, DoorsState, Player

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def table(n: int = 3) -> TableConfig:
    return TableConfig(seats=[Seat(name=NAMES[i]) for i in range(n)])


def new(n: int = 3, seed: int = 7) -> DoorsState:
    """A game as dealt (set-up under way or done)."""
    state = GAME.new_game(table(n), seed)
    state.drain()
    return state


def fresh(n: int = 3, seed: int = 7, turn: int = 0) -> DoorsState:
    """A game whose deal is undone: empty hands and tables, everyone level 1, every card back in its deck
    (in a fixed order), and `turn`'s seat about to kick open the door, turn order from seat 0."""
    state = new(n, seed)
    state.players = [Player() for _ in range(n)]
    state.door.cards, state.door.discards = C.deck_ids("door"), []
    state.treasure.cards, state.treasure.discards = C.deck_ids("treasure"), []
    state.order = list(range(n))
    state.setup_queue = []
    state.combat = state.window = state.offer = None
    state.pending = []
    state.current = turn
    state.phase = "kick"
    state.turn = 1
    decide(state)
    return state


def take(state: DoorsState, kind: str) -> str:
    """A physical card of this kind still in a deck (or its discards), taken out of it."""
    for deck in (state.door, state.treasure):
        for pile in (deck.cards, deck.discards):
            for cid in pile:
                if C.card(cid).id == kind:
                    pile.remove(cid)
                    return cid
    raise LookupError(f"no {kind} left in the decks")


def hand(state: DoorsState, seat: int, *kinds: str) -> list[str]:
    cards = [take(state, k) for k in kinds]
    state.players[seat].hand += cards
    return cards


def top(state: DoorsState, *kinds: str) -> list[str]:
    """Stack the top of the decks: the first named is drawn first (door and treasure cards each on theirs)."""
    cards = [take(state, k) for k in kinds]
    for cid in reversed(cards):
        (state.door if C.card(cid).deck == "door" else state.treasure).cards.append(cid)
    return cards


def equip(state: DoorsState, seat: int, *kinds: str, equipped: bool = True) -> list[str]:
    cards = [take(state, k) for k in kinds]
    state.players[seat].items += [Carried(card=c, equipped=equipped) for c in cards]
    return cards


def be(state: DoorsState, seat: int, *kinds: str) -> list[str]:
    """Give the seat races, classes, double cards or hirelings in play."""
    out = []
    for k in kinds:
        cid = take(state, k)
        pile = {"race": "races", "class": "classes", "hireling": "hirelings"}.get(C.card(cid).kind, "doubles")
        getattr(state.players[seat], pile).append(cid)
        out.append(cid)
    return out


def level(state: DoorsState, seat: int, n: int) -> None:
    state.players[seat].level = n


def act(state: DoorsState, action: Action) -> list[Event]:
    legal = GAME.legal_actions(state)
    assert action in legal, f"{action} is not legal for seat {state.to_act}: {[str(a) for a in legal]}"
    return GAME.apply(state, action)


def legal_types(state: DoorsState) -> set[str]:
    return {type(a).__name__ for a in GAME.legal_actions(state)}


def pass_all(state: DoorsState) -> list[Event]:
    """Everyone in the open window lets it pass."""
    events: list[Event] = []
    while GAME.window(state) is not None:
        from game.engine.respond import Pass
        events += act(state, Pass())
    return events


def kinds(cards: list[str]) -> list[str]:
    return [C.card(c).id for c in cards]


def texts(events: list[Event]) -> list[str]:
    return [e.text() for e in events]


def of(events: list[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
