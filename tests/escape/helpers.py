"""Set-ups for the escape tests: a table, hirelings placed by square name, packs stacked, dice forced.

Every test plays through the protocol (GAME.legal_actions / GAME.apply); these helpers only arrange the
table the way the rulebook's examples do.
"""

from __future__ import annotations

from game.engine.events import DiceRolled, Event
from game.engine.protocol import Action
from game.engine.seats import Seat, TableConfig
from game.games.escape import GAME
from game.games.escape.events import CardsDiscarded, Encounter, FireballMoved, FireCaught, Moved
from game.games.escape.state import EscapeState, FrontCard

PATH = GAME.path()
# The last two squares before the exit, on the fireball's way (the board may grow; these follow it).
LAST = PATH.name(PATH.route[-2])
NEXT_TO_LAST = PATH.name(PATH.route[-3])
NAMES = ["Ann", "Bob", "Cid", "Dot", "Eve", "Fay"]


def sq(name: str) -> int:
    return GAME.load_board().find(name).id


def table(n: int = 2, fire: bool = False, ages: list[int] | None = None) -> TableConfig:
    seats = [Seat(name=NAMES[i], choices={"age": str(ages[i])} if ages else {}) for i in range(n)]
    return TableConfig(seats=seats, options={"fireball": fire})


def new(n: int = 2, fire: bool = False, ages: list[int] | None = None, seed: int = 7) -> EscapeState:
    """A fresh game; seat 0 (Ann) goes first unless ages say otherwise."""
    state = GAME.new_game(table(n, fire, ages), seed)
    state.drain()
    return state


def place(state: EscapeState, seat: int, name: str) -> None:
    state.hirelings[seat].square = sq(name)


def pack(state: EscapeState, seat: int, *cards: str) -> None:
    """Stack a pack: the first card named is the top one."""
    state.hirelings[seat].pack = list(reversed(cards))


def front(state: EscapeState, seat: int, *cards: str) -> None:
    state.hirelings[seat].front = [FrontCard(card=c) for c in cards]


def at(state: EscapeState, seat: int) -> str:
    return PATH.name(state.hirelings[seat].square)


def act(state: EscapeState, action: Action) -> list[Event]:
    assert action in GAME.legal_actions(state), f"{action} is not legal: {GAME.legal_actions(state)}"
    return GAME.apply(state, action)


def rolls(events: list[Event]) -> list[DiceRolled]:
    return [e for e in events if isinstance(e, DiceRolled)]


def moves(events: list[Event]) -> list[Moved]:
    return [e for e in events if isinstance(e, Moved)]


def encounters(events: list[Event]) -> list[Encounter]:
    return [e for e in events if isinstance(e, Encounter)]


def discarded(events: list[Event]) -> list[str]:
    return [n for e in events if isinstance(e, CardsDiscarded) for n in e.names]


def fire_moves(events: list[Event]) -> list[FireballMoved]:
    return [e for e in events if isinstance(e, FireballMoved)]


def catches(events: list[Event]) -> list[FireCaught]:
    return [e for e in events if isinstance(e, FireCaught)]


def front_cards(state: EscapeState, seat: int) -> list[str]:
    return [f.card for f in state.hirelings[seat].front]
