"""Kick open the door, then look for trouble or loot the room.

"Draw a card from the door deck. If it's a monster - fight it. Then your turn ends. If it's a curse - it
hits you. Then Look For Trouble or Loot the Room. If it's any other card - put it in your hand."
"If you did not fight a monster, choose one of these options: Look For Trouble: choose to play a monster you
have in your hand and fight it for levels and treasure. Loot the Room: draw another card from the door
pile. Keep it in your hand."
"""

from __future__ import annotations

from game.engine.events import Note

from . import combat
from . import content as C
from .core import draw, emit, who
from .curses import strike
from .events import CardMoved
from .state import DoorsState


def kick(state: DoorsState) -> None:
    seat = state.current
    cid = draw(state, "door")
    if cid is None:
        state.phase = "after"
        emit(state, Note(seat=seat, message=f"{who(state, seat)} kicks open the door on an empty room (no door "
                                            f"cards left)"))
        return
    c = C.card(cid)
    if c.kind == "monster":
        combat.start(state, cid, kicked=True)
        return
    state.phase = "after"
    if c.kind == "curse":
        strike(state, cid, seat, None)
        return
    state.players[seat].hand.append(cid)
    emit(state, CardMoved(seat=seat, card=cid, name=c.name, src="door_deck", dst="hand", dst_seat=seat,
                          message=f"{who(state, seat)} kicks open the door: {c.name} goes to the hand"))


def look_for_trouble(state: DoorsState, cid: str) -> None:
    combat.start(state, cid, kicked=False)


def loot(state: DoorsState) -> None:
    seat = state.current
    cid = draw(state, "door")
    state.phase = "end"
    if cid is None:
        emit(state, Note(seat=seat, message=f"{who(state, seat)} loots the room: nothing (no door cards left)"))
        return
    state.players[seat].hand.append(cid)
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="door_deck", dst="hand", dst_seat=seat,
                          visible_to=(seat,), message=f"{who(state, seat)} loots the room: {C.name(cid)}",
                          hidden=f"{who(state, seat)} loots the room: a door card, face down"))
