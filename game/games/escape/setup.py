"""Setting up the table: who goes first (the youngest), each seat's hireling, the packs and the hoard."""

from __future__ import annotations

from game.engine.rng import Rng
from game.engine.seats import TableConfig

from . import rules
from .board import EscapePath
from .content import CARDS_PER_HIRELING, CHARACTERS, full_deck
from .state import EscapeState, Hireling


def parse_age(text: str | None) -> int | None:
    try:
        age = int(str(text).strip())
    except (TypeError, ValueError):
        return None
    return age if age >= 0 else None


def turn_order(ages: list[int | None]) -> list[int]:
    """"The youngest player goes first and play proceeds clockwise." Seats are listed clockwise. Ties go
    to the earlier seat; if no one gives an age, the table picks by seating: seat 1 goes first."""
    n = len(ages)
    given = [(age, seat) for seat, age in enumerate(ages) if age is not None]
    first = min(given)[1] if given else 0
    return [(first + i) % n for i in range(n)]


def new_state(config: TableConfig, seed: int, path: EscapePath) -> EscapeState:
    n = len(config.seats)
    ages = [parse_age(s.choices.get("age")) for s in config.seats]
    order = turn_order(ages)
    # Pieces: the youngest chooses first, so seats without a choice take the first free one in turn order.
    chosen: list[str] = [s.choices.get("hireling", "") or "" for s in config.seats]
    for seat in order:
        if chosen[seat] not in CHARACTERS or chosen.count(chosen[seat]) > 1:
            chosen[seat] = next(c for c in CHARACTERS if c not in chosen)
    state = EscapeState(seats=config.seats, options=config.options, rng=Rng(seed=seed), order=order,
                        fire_on=bool(config.options.get("fireball", True)))
    deck = full_deck()
    state.rng.shuffle(deck)
    # "each player is dealt 8 cards face down in a pile and may not look at them. From the remaining
    # cards, one card for each player is placed face down next to the treasure square."
    state.hirelings = [Hireling(character=chosen[s], square=path.start, age=ages[s]) for s in range(n)]
    for seat in order:
        state.hirelings[seat].pack = [deck.pop() for _ in range(CARDS_PER_HIRELING)]
    state.hoard = [deck.pop() for _ in range(n)]
    state.box = deck
    rules.begin_turn(state, path, order[0])
    return state
