"""Set-up.

"1. Draw three cards from the Town deck ... These cards indicate the items that are for sale in the Town.
2. Each player ... places it on the town square at the bottom-right corner of the board. 3. Each player
rolls a die to see who moves first. In the case of a tie, the tied players roll again."
"""

from __future__ import annotations

from game.engine.decks import Deck
from game.engine.events import DiceRolled, Note
from game.engine.rng import Rng
from game.engine.seats import Seat
from game.engine.words import listing

from . import content, turns
from .board import Track
from .events import ShopStocked
from .state import Pawn, TownState


def new_state(seats: list[Seat], options: dict[str, bool | str], seed: int, track: Track) -> TownState:
    kit = content.start()
    state = TownState(seats=seats, options=options, rng=Rng(seed=seed))
    state.pawns = [Pawn(square=track.town, hp=kit.hit_points, silver=kit.silver) for _ in seats]
    for depth in content.DEPTHS:
        deck = Deck(cards=content.deck_cards(depth))
        deck.shuffle(state.rng)
        state.decks.append(deck)
    state.under = [0] * len(state.decks)
    state.town_deck = Deck(cards=content.town_cards())
    state.town_deck.shuffle(state.rng)
    state.shop = [state.town_deck.draw() if state.town_deck.cards else "" for _ in range(kit.for_sale)]
    names = tuple(content.item(i).name for i in state.shop if i)
    state.emit(ShopStocked(card=",".join(i for i in state.shop if i), where="the Town", items=tuple(state.shop),
                           names=names, message=f"For sale in the Town: {listing(list(names))}"))
    first = first_player(state)
    state.order = [(first + k) % len(seats) for k in range(len(seats))]
    state.turn = 0
    turns.begin(state, first)
    return state


def first_player(state: TownState) -> int:
    """Everyone rolls a die; the highest moves first. Only the tied roll again."""
    rolling = list(range(len(state.seats)))
    while True:
        rolls = {}
        for seat in rolling:
            rolls[seat] = state.rng.die(6)
            state.emit(DiceRolled(seat=seat, who=state.name(seat), dice="d6", values=(rolls[seat],),
                                  reason="to see who moves first"))
        best = max(rolls.values())
        rolling = [s for s in rolling if rolls[s] == best]
        if len(rolling) == 1:
            state.emit(Note(seat=rolling[0], message=f"{state.name(rolling[0])} moves first"))
            return rolling[0]
        state.emit(Note(message=f"{listing([state.name(s) for s in rolling])} tie on {best} and roll again"))
