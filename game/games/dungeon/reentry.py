"""RE-ENTRY AS A NEW DUNGEON ADVENTURER (optional): a player whose adventurer is slain comes back with a new
pawn on the Main Staircase, "just as if they were first starting", of a type lower than the one he began
with (a Wizard may come back as a Superhero, Hero or Elf).

Project choices where the rulebook is silent: "original" is the type the player began the game with, so
every re-entry is of a type below it, and an Elf cannot re-enter; the choice is made at the player's next
turn, which the new pawn then plays; he may also stay out; at most three pawns of a type are in play at
once, as at the start; prizes left for safe keeping stay his.
"""

from __future__ import annotations

from .content import PAWN_TYPES, max_per_type, strength_rank
from .dungeonmap import DungeonMap
from .events_optional import Reentered
from .options import REENTRY, on
from .state import DungeonState, Pawn, who


def lower_types(state: DungeonState, seat: int) -> list[str]:
    """The types a re-entering player may take: below his original one, with fewer than three in play."""
    original = state.pawns[seat].original or state.pawns[seat].kind
    if not original:
        return []
    rank = strength_rank(original)
    out = []
    for kind in PAWN_TYPES:
        in_play = sum(1 for p in state.pawns if p.alive and p.kind == kind)
        if strength_rank(kind) > rank and in_play < max_per_type():
            out.append(kind)
    return out


def can_reenter(state: DungeonState, seat: int) -> bool:
    pawn = state.pawns[seat]
    return on(state, REENTRY) and not pawn.alive and not pawn.out and bool(lower_types(state, seat))


def reenter(state: DungeonState, m: DungeonMap, seat: int, kind: str) -> None:
    """A new adventurer on the Main Staircase: no prizes carried, no doors known, nothing owed."""
    old = state.pawns[seat]
    state.pawns[seat] = Pawn(kind=kind, space=m.start, trail=[m.start], original=old.original or old.kind,
                             kept=old.kept)
    state.emit(Reentered(seat=seat, who=state.name(seat), pawn=kind))


def stay_out(state: DungeonState, seat: int) -> None:
    state.pawns[seat].out = True
    state.emit(Reentered(seat=seat, who=who(state, seat), pawn="", stayed_out=True))
