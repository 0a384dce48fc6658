"""Set-ups for the Wilds & Depths tests: a table, pawns placed by square name, decks stacked, dice forced.

Every test plays through the protocol (GAME.legal_actions / GAME.apply); these helpers only arrange the
table the way a rule needs it. Squares are found on the real map by name or by kind, so a test follows
the board.
"""

from __future__ import annotations

from game.engine.events import DiceRolled, Event
from game.engine.protocol import Action
from game.engine.seats import Seat, TableConfig
from game.games.town import GAME
from game.games.town.actions import Move, Roll
from game.games.town.state import TownState

TRACK = GAME.track()
TOWN = TRACK.town
NAMES = ["Ann", "Bob", "Cid", "Dot", "Eve", "Fay"]


def table(n: int = 2) -> TableConfig:
    return TableConfig(seats=[Seat(name=NAMES[i]) for i in range(n)])


def new(n: int = 2, seed: int = 7) -> TownState:
    """A fresh game in which Ann (seat 0) is to roll first, then play goes round the seats in order."""
    state = GAME.new_game(table(n), seed)
    state.drain()
    state.order = list(range(n))
    state.to_act = 0
    state.round = 1
    return state


def sq(name: str) -> int:
    return GAME.load_board().find(name).id


def back(name: str, steps: int) -> int:
    """The square `steps` before the named one, so that a die of `steps` lands on it."""
    return TRACK.ring.ahead(sq(name), -steps)


def place(state: TownState, seat: int, square: int | str) -> None:
    state.pawns[seat].square = sq(square) if isinstance(square, str) else square


def at(state: TownState, seat: int) -> str:
    return TRACK.name(state.pawns[seat].square)


def stack(state: TownState, depth: int, *cards: str) -> None:
    """Stack a monster deck with exactly these cards: the first named is the top one."""
    state.decks[depth].cards = list(reversed(cards))


def give(state: TownState, seat: int, *items: str) -> None:
    state.pawns[seat].equipment = list(items)


def act(state: TownState, action: Action) -> list[Event]:
    assert action in GAME.legal_actions(state), f"{action} is not legal: {[str(a) for a in GAME.legal_actions(state)]}"
    return GAME.apply(state, action)


def roll(state: TownState, *dice: int) -> list[Event]:
    state.rng.force(*dice)
    return act(state, Roll())


def moves(state: TownState) -> list[Move]:
    return [a for a in GAME.legal_actions(state) if isinstance(a, Move)]


def move_by(state: TownState, value: int, town: bool = False) -> list[Event]:
    """Choose the die showing `value` (stopping at the Town on the way if `town`)."""
    choice = next(m for m in moves(state) if m.value == value and m.town == town)
    return act(state, choice)


def turn(state: TownState, dice: tuple[int, ...], value: int, *then: int, town: bool = False) -> list[Event]:
    """Roll these dice and move by `value`; `then` forces the dice rolled after the move (a fight)."""
    events = roll(state, *dice)
    state.rng.force(*then)
    return events + move_by(state, value, town)


def texts(events: list[Event]) -> list[str]:
    return [e.text() for e in events]


def rolls(events: list[Event]) -> list[DiceRolled]:
    return [e for e in events if isinstance(e, DiceRolled)]


def of(events: list[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def square_of(kind: str, amount: int | None = None, to_town: bool | None = None) -> int:
    """The first square of a kind clockwise from the town (with this amount, or a jump to the town)."""
    for s in TRACK.ring.order:
        if TRACK.kind(s) != kind or (amount is not None and TRACK.amount(s) != amount):
            continue
        if to_town is not None and (TRACK.jumps.get(s) == TOWN) != to_town:
            continue
        return s
    raise LookupError(f"no {kind} square on the board")


def land_on(state: TownState, square: int, *then: int, seat: int = 0) -> list[Event]:
    """Put the seat three squares before `square`, roll 3 and 3, and move onto it."""
    place(state, seat, TRACK.ring.ahead(square, -3))
    return turn(state, (3, 3), 3, *then)


def draw_at(depth: int) -> int:
    """The first square of this depth that draws a card."""
    return next(s for s in TRACK.ring.order if TRACK.kind(s) == "draw" and TRACK.depth(s) == depth)


def fight(state: TownState, depth: int, cards: tuple[str, ...], *dice: int, seat: int = 0) -> list[Event]:
    """Stack the depth's deck with `cards` and land on a square that draws from it; `dice` are the rolls
    after the move (the fight)."""
    stack(state, depth, *cards)
    return land_on(state, draw_at(depth), *dice, seat=seat)
