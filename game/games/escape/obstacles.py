"""The squares that stop a move to ask (the rulebook's special rooms and the split in the path): what each
answer does. The Goblin Polka Pit must be danced out of before moving; the troll at the bridge takes a
card or keeps a hireling waiting; the river is swum or walked round by the ledge."""

from __future__ import annotations

from game.engine.events import Note

from . import rules
from .board import EscapePath
from .content import card
from .events import TollPaid
from .state import EscapeState
from .table import hireling, who


def after_card(state: EscapeState, path: EscapePath, then: str) -> None:
    """After the card decision: move, or first dance out of the Goblin Polka Pit."""
    if then == "move":
        rules.roll_to_move(state, path)
        return
    h = hireling(state)
    if rules.d8_against(state, path, f"to dance out of {path.name(h.square)}"):
        h.held = ""
        rules.tell(state, path, True, "danced out of the pit: roll to move")
        rules.roll_to_move(state, path)
    else:
        rules.tell(state, path, False, "still dancing with the goblins: the turn ends")
        rules.end_on_stopping_square(state, path)


def take_branch(state: EscapeState, path: EscapePath, square: int) -> None:
    state.phase = "turn"
    state.emit(Note(seat=state.to_act, message=f"{who(state)} goes by {path.branch_name(square)}"))
    rules.walk(state, path, first=square)


def pay_toll(state: EscapeState, path: EscapePath) -> None:
    cid = hireling(state).pack.pop()
    state.discards.append(cid)
    state.emit(TollPaid(seat=state.to_act, card=cid, where="the troll's hands", who=who(state),
                        name=str(card(cid))))
    rules.resume(state, path, "paid the troll and crossed")


def wait_at_bridge(state: EscapeState, path: EscapePath) -> None:
    state.phase = "turn"
    hireling(state).skip_turns = 1
    rules.tell(state, path, None, "refuses to pay: the troll keeps them waiting, so the turn ends here and "
                                  "the next turn is lost; after that they cross free")
    rules.end_on_stopping_square(state, path)


def swim(state: EscapeState, path: EscapePath) -> None:
    state.phase = "turn"
    h = hireling(state)
    if rules.d8_against(state, path, f"to swim across {path.name(h.square)}"):
        rules.resume(state, path, "swam across")
    else:
        h.skip_turns = 1
        rules.tell(state, path, False, "swept downstream: the turn ends and the next turn is lost climbing "
                                       "out on the far bank")
        rules.end_on_stopping_square(state, path)


def take_ledge(state: EscapeState, path: EscapePath) -> None:
    state.phase = "turn"
    rules.tell(state, path, None, "walks round by the ledge: the move ends here, and next turn they "
                                  "go on from the far bank")
    rules.end_on_stopping_square(state, path)
