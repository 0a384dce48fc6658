"""The state of an escape: where each hireling stands, their packs, the fireball, whose decision it is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.engine.protocol import State

# What the seat to act is deciding:
#   turn   - the start of a turn: use a card or not
#   branch - at the split, mid-move: which way
#   bridge - at the Troll Toll Bridge: pay a card or wait
#   river  - at the Underground River: swim or take the ledge
#   steal  - ended on another hireling's square: reach into their backpack or not
#   fire   - caught by the fireball: throw a card (which one) or burn
#   over   - the game has ended
Phase = Literal["turn", "branch", "bridge", "river", "steal", "fire", "over"]
Status = Literal["in", "escaped", "burned"]     # still on the path, out of the dungeon, burned to a crisp


@dataclass(kw_only=True)
class FrontCard:
    """A card face up in front of a hireling. `spent`: used this turn, so discarded at its end (a move card
    flipped or added to a movement roll, an evade card put to a d8 roll)."""

    card: str
    spent: bool = False


@dataclass(kw_only=True)
class Hireling:
    character: str
    square: int
    pack: list[str] = field(default_factory=list)        # face down; the top is the end of the list
    front: list[FrontCard] = field(default_factory=list)
    status: Status = "in"
    held: str = ""            # "goblin_pit": must dance out before moving on
    skip_turns: int = 0       # turns still to miss (spider webs)
    age: int | None = None

    @property
    def active(self) -> bool:
        return self.status == "in"

    def has_cards(self) -> bool:
        return bool(self.pack or self.front)


@dataclass(kw_only=True)
class EscapeState(State):
    hirelings: list[Hireling] = field(default_factory=list)
    order: list[int] = field(default_factory=list)      # the turn order: youngest first, then clockwise
    round: int = 1
    phase: Phase = "turn"
    steps_left: int = 0          # squares still to move in the move under way
    fire_on: bool = True
    fire: int = 0                # the fireball's place on its route (0: fireball square 1)
    hoard: list[str] = field(default_factory=list)       # one card per hireling beside the treasure square
    discards: list[str] = field(default_factory=list)    # face up, for all to see
    box: list[str] = field(default_factory=list)         # cards never dealt
    caught: list[int] = field(default_factory=list)      # seats caught by the fireball, still to throw a card
    winner: int | None = None
    ended: str = ""              # why the game ended, in words
