"""The turn order: play goes round the table (seat order) from the first player (setup.py): "Repeat for
every player, until all monsters are defeated."
"""

from __future__ import annotations

from game.engine.events import TurnBegan
from game.engine.seats import next_in_order

from . import end, equipment
from .board import Track
from .events import TurnLost
from .state import TownState


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
