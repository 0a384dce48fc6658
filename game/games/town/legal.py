"""What the seat to act may do, phase by phase: each phase's choices from the rule module that knows them."""

from __future__ import annotations

from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action

from . import content, meetings, movement, town, trade
from .actions import Face, FightMonster, Move, PayToll, Roll
from .board import Track
from .state import TownState


def legal(state: TownState, track: Track) -> list[Action]:
    seat = state.to_act
    assert seat is not None
    phase = state.phase
    if phase == "roll":
        return [Roll(), *town.before_rolling(state, track, seat)]
    if phase == "move":
        return [Move(die=w.die, value=w.value, square=w.square, town=w.town_stop,
                     name=track.name(w.square)) for w in movement.landings(state, track, seat)]
    if phase == "meet":
        return meetings.options(state)
    if phase == "trade":
        return trade.options(state)
    if phase == "offer":
        return [Accept(), Refuse()]
    if phase == "toll":
        p = state.pawns[seat]
        c = content.card(state.card)
        free = any(content.item(i).effect == "writ" for i in p.equipment)
        return [PayToll(amount=0 if free else c.amount), FightMonster()]
    if phase == "lantern":
        return [Face(index=k, name=content.card(c).name) for k, c in enumerate(state.lantern)]
    if phase == "shop":
        return town.options(state, seat)
    return []
