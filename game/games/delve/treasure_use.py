"""Treasures that are not companions, used by the Adventurer on their own delve at any time it helps:
the Elixir, the Ring of Invisibility, Dragon Bait (never on another seat's delve) and the Town Portal.
Companion treasures (Vorpal Sword, Talisman, Scepter of Power, Thieves' Tools, Scroll) are chosen like
party dice (companions.py)."""

from __future__ import annotations

from game.engine.protocol import Action

from . import content as C
from .actions import UseTreasure
from .companions import start_revive
from .heroes import dragons_from
from .state import DRAGON, LOOT, MONSTER, REGROUP, DelveState
from .table import empty_lair, gain_xp, return_token

PHASES = (MONSTER, LOOT, DRAGON, REGROUP)


def treasure_actions(state: DelveState) -> list[Action]:
    if state.phase not in PHASES or state.pending:
        return []
    out: list[Action] = []
    for name in sorted(set(state.treasures[state.adventurer])):
        kind = C.treasures()[name].kind
        if kind == "elixir" and state.graveyard:
            out.append(UseTreasure(name))
        elif kind == "ring" and state.lair:
            out.append(UseTreasure(name))
        elif kind == "bait" and state.phase == MONSTER and state.monster_count():
            out.append(UseTreasure(name))
        elif kind == "portal":
            out.append(UseTreasure(name, xp=state.level))
    return out


def do_use(state: DelveState, action: UseTreasure) -> str | None:
    """Use the token; returns "portal" when the delve ends through the Town Portal."""
    seat = state.adventurer
    who = state.name(seat)
    kind = C.treasures()[action.name].kind
    return_token(state, seat, action.name, f"{who} uses the {action.name}; it goes back in the box")
    if kind == "elixir":
        start_revive(state, 1)
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
