"""Set-up and the turn order.

"1. Draw three cards from the Town deck ... These cards indicate the items that are for sale in the Town.
2. Each player ... places it on the town square at the bottom-right corner of the board. 3. Each player
rolls a die to see who moves first. In the case of a tie, the tied players roll again." Then play goes
round the table (seat order) from the first player: "Repeat for every player, until all monsters are
defeated."
"""

from __future__ import annotations

from game.engine.decks import Deck
from game.engine.events import DiceRolled, Note, TurnBegan
from game.engine.rng import Rng
from game.engine.seats import Seat, next_in_order
from game.engine.words import listing

from . import content, end, equipment
from .board import Track
from .events import ShopStocked, TurnLost
from .state import Pawn, TownState


def set_up(seats: list[Seat], options: dict[str, bool | str], seed: int, track: Track) -> TownState:
    kit = content.start()
    state = TownState(seats=seats, options=options, rng=Rng(seed=seed))
    state.pawns = [Pawn(square=track.town, hp=kit.hit_points, silver=kit.silver) for _ in seats]
    for depth in content.DEPTHS:
        deck = Deck(cards=content.deck_cards(depth))
        deck.shuffle(state.rng)
        state.decks.append(deck)
    state.town_deck = Deck(cards=content.town_cards())
    state.town_deck.shuffle(state.rng)
    state.shop = [state.town_deck.draw() if state.town_deck.cards else "" for _ in range(kit.for_sale)]
    names = tuple(content.item(i).name for i in state.shop if i)
    state.emit(ShopStocked(card=",".join(i for i in state.shop if i), where="the Town", items=tuple(state.shop),
                           names=names, message=f"For sale in the Town: {listing(list(names))}"))
    first = first_player(state)
    state.order = [(first + k) % len(seats) for k in range(len(seats))]
    state.turn = 0
    begin(state, first)
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


def begin(state: TownState, seat: int) -> None:
    """The seat's turn starts: roll the dice. TurnBegan is the last event of whatever action led here."""
    state.to_act = seat
    state.phase = "roll"
    state.dice = []
    state.walk = None
    state.card, state.card_deck = "", -1
    state.shopping = ""
    state.refreshes = 0
    state.turn += 1
    state.emit(TurnBegan(seat=seat, who=state.name(seat)))


def end_turn(state: TownState, track: Track) -> None:
    """The turn is over: the game ends if every monster is defeated, else the next seat (or the same one,
    for an extra turn) begins; a seat that must lose a turn is passed over."""
    if end.check(state):
        return
    seat = state.to_act
    assert seat is not None
    if state.again:
        state.again = False
        if state.pawns[seat].skip_turns == 0:
            begin(state, seat)
            return
    while True:
        seat = next_in_order(state.order, seat)
        if seat == state.order[0]:
            state.round += 1
        p = state.pawns[seat]
        if p.skip_turns > 0:
            p.skip_turns -= 1
            state.emit(TurnLost(seat=seat, who=state.name(seat)))
            continue
        begin(state, seat)
        return


def dice_count(state: TownState, seat: int) -> int:
    return equipment.dice_to_move(state.pawns[seat].equipment)
