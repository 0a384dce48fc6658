"""What the seat to act may do: each decision's choices, from the phase module that knows them."""

from __future__ import annotations

from game.engine.protocol import Action

from . import actions as A
from . import companions, dragon, heroes, trade, treasure_use, twists
from . import content as C
from .state import DRAGON, FORM, LOOT, MONSTER, REGROUP, TRADE, TWIST, DelveState


def legal(state: DelveState) -> list[Action]:
    phase, p = state.phase, state.pending
    if phase == TRADE:
        return trade.trade_actions(state)
    if p is not None and p.kind == "revive":
        return list(companions.revive_actions(state))
    if p is not None and p.kind == "twist":
        return twists.aiming_actions(state)
    if phase == TWIST:
        return twists.window_actions(state) + treasure_use.treasure_actions(state)
    if phase == FORM:
        return [*companions.mark_actions(state), *treasure_use.treasure_actions(state), A.KeepParty()]
    if p is not None:
        if p.kind == "companion":
            return [*companions.uses(state, p.source), A.Back()]
        if p.kind == "reroll":
            return [*companions.mark_actions(state), A.Back()]
        if p.kind == "dragon_role":
            return dragon.role_actions(state)
        if p.kind == "divine":
            return [*heroes.give_up_actions(state), A.Back()]
    out: list[Action] = []
    if phase == MONSTER:
        out += companions.picks(state) + heroes.ultimate_actions(state)
        out += treasure_use.treasure_actions(state)
        if twists.open_now(state):
            out += [A.PlayTwist(c) for c in twists.playable_cards(state, state.adventurer)]
        out.append(A.Flee() if state.monster_count() else A.Proceed("loot"))
    elif phase == LOOT:
        out += companions.picks(state) + treasure_use.treasure_actions(state) + [A.Proceed("dragon")]
    elif phase == DRAGON:
        out += dragon.dragon_actions(state) + treasure_use.treasure_actions(state) + [A.Flee()]
    elif phase == REGROUP:
        legend = state.level >= C.TOP_LEVEL
        out.append(A.Retire(xp=C.TOP_LEVEL if legend else state.level, legend=legend))
        if not legend:
            out.append(A.SeekGlory(level=state.level + 1))
        out += treasure_use.treasure_actions(state)
    return out
