"""Treasures that are not companions: the Elixir, the Ring of Invisibility, Dragon Bait and the Town
Portal. "Usable at any time during a delve": the Adventurer at every moment of their own delve where the
token does something (forming the party, the twist moment, every phase); another seat in a twist moment
on someone else's delve, where only the Elixir and the Ring do anything — the Town Portal ends one's own
delve, and Dragon Bait is "only usable on your own turn" (the rulebook's FAQ).
Companion treasures (Vorpal Sword, Talisman, Scepter of Power, Thieves' Tools, Scroll) are chosen like
party dice (companions.py)."""

from __future__ import annotations

from game.engine.protocol import Action

from . import content as C
from .actions import UseTreasure
from .companions import start_revive
from .heroes import dragons_from
from .state import DRAGON, FORM, LOOT, MONSTER, REGROUP, TWIST, DelveState
from .table import empty_lair, gain_xp, return_token

PHASES = (FORM, TWIST, MONSTER, LOOT, DRAGON, REGROUP)


def treasure_actions(state: DelveState) -> list[Action]:
    """The tokens the seat to act may use now. A half-made choice (a companion picked, dice being marked)
    comes first, except while forming the party, where the marking is the whole decision."""
    seat = state.to_act
    if seat is None or state.phase not in PHASES or (state.pending and state.phase != FORM):
        return []
    own = seat == state.adventurer
    if not own and state.phase != TWIST:
        return []
    out: list[Action] = []
    for name in sorted(set(state.treasures[seat])):
        kind = C.treasures()[name].kind
        if kind == "elixir" and state.graveyard:
            out.append(UseTreasure(name))
        elif kind == "ring" and state.lair:
            out.append(UseTreasure(name))
        elif kind == "bait" and own and state.phase in (TWIST, MONSTER) and state.monster_count():
            out.append(UseTreasure(name))
        elif kind == "portal" and own:
            out.append(UseTreasure(name, xp=state.level))
    return out


def do_use(state: DelveState, action: UseTreasure) -> str | None:
    """Use the token; returns "portal" when the delve ends through the Town Portal."""
    seat = state.to_act
    assert seat is not None
    who = state.name(seat)
    kind = C.treasures()[action.name].kind
    return_token(state, seat, action.name, f"{who} uses the {action.name}; it goes back in the box")
    if kind == "elixir":
        start_revive(state, 1, seat)
    elif kind == "ring":
        empty_lair(state, "Unseen, the party slips past: the Lair's dice go back to the pool "
                          "(the Dragon is not defeated)")
        state.dragon_team.clear()
        state.dragon_awake = False
    elif kind == "bait":
        dragons_from(state, [f for f in state.dungeon if f in C.MONSTERS], "by the Dragon Bait")
    elif kind == "portal":
        gain_xp(state, seat, state.level, f"Town Portal from level {state.level}")
        return "portal"
    return None


__all__ = ["treasure_actions", "do_use"]
