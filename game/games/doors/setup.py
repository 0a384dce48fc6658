"""Setting up: the two decks shuffled, four and four cards each, races and classes played at once, items
equipped if wanted, and a die to decide who starts.

"Give each player four cards from each stack. Everyone starts at level 1." "If you have any cards in your
hand that are either race or class cards, play them immediately and gain their abilities. If you have any
item cards and want to equip them you can also do so now. Roll the dice. Decide who starts from the die
rolls."
"""

from __future__ import annotations

from game.engine.decks import Deck
from game.engine.events import Note
from game.engine.rng import Rng
from game.engine.seats import TableConfig

from . import content as C
from .cards import auto_play
from .core import emit, roll, who
from .state import DoorsState, Player
from .turns import begin_turn, deal


def new_game(config: TableConfig, seed: int) -> DoorsState:
    n = len(config.seats)
    state = DoorsState(seats=config.seats, options=config.options, rng=Rng(seed=seed),
                       players=[Player() for _ in range(n)], order=list(range(n)))
    state.door = Deck(cards=C.deck_ids("door"))
    state.treasure = Deck(cards=C.deck_ids("treasure"))
    state.door.shuffle(state.rng)
    state.treasure.shuffle(state.rng)
    state.setup_queue = list(range(n))     # while dealing, nobody decides yet
    for seat in range(n):
        deal(state, seat, "the deal")
    for seat in range(n):
        auto_play(state, seat, "the deal")
    state.setup_queue = [s for s in range(n) if any(C.card(c).is_item for c in state.players[s].hand)]
    if state.setup_queue:
        emit(state, Note(message="Before the first turn, whoever holds items may equip them"))
    else:
        roll_for_first(state)
    return state


def ready(state: DoorsState) -> None:
    seat = state.setup_queue.pop(0)
    emit(state, Note(seat=seat, message=f"{who(state, seat)} is ready"))
    if not state.setup_queue:
        roll_for_first(state)


def roll_for_first(state: DoorsState) -> None:
    """Everyone rolls a die; the highest starts, ties roll again; play goes on in seat order."""
    rolling = list(range(state.n))
    while len(rolling) > 1:
        faces = {s: roll(state, s, "to see who starts") for s in rolling}
        best = max(faces.values())
        rolling = [s for s in rolling if faces[s] == best]
    first = rolling[0]
    state.order = [(first + k) % state.n for k in range(state.n)]
    state.setup_queue = []
    emit(state, Note(seat=first, message=f"{who(state, first)} rolled highest and starts"))
    begin_turn(state, first)
