"""The decisions of Escape from Rovert's Lair. str() is what a player reads on a button."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.engine.protocol import Action

# What the roll after the card decision is for: the move, or first dancing out of the Goblin Polka Pit.
Then = Literal["move", "dance"]

_FLIP = {"move": "Flip your top card and roll to move", "dance": "Flip your top card, then dance for the way out"}
_NO_CARD = {"move": "Roll to move without a card", "dance": "Dance for the way out without a card"}


@dataclass(frozen=True)
class UseCard(Action):
    then: Then = "move"

    def __str__(self) -> str:
        return _FLIP[self.then]


@dataclass(frozen=True)
class NoCard(Action):
    then: Then = "move"

    def __str__(self) -> str:
        return _NO_CARD[self.then]


@dataclass(frozen=True)
class ChooseBranch(Action):
    """At the split: the square to step to next (the screen takes it by a click on that square)."""

    square: int
    name: str = field(default="", compare=False)   # for the button; the square alone is the choice

    def __str__(self) -> str:
        return f"Go by {self.name}" if self.name else f"Step to square {self.square}"


@dataclass(frozen=True)
class PayToll(Action):
    def __str__(self) -> str:
        return "Pay the troll your top card and cross"


@dataclass(frozen=True)
class WaitAtBridge(Action):
    def __str__(self) -> str:
        return "Wait here and lose your next turn"   # (refusing the troll: the tip says it whole)


@dataclass(frozen=True)
class Swim(Action):
    def __str__(self) -> str:
        return "Swim across (fail: lose your next turn)"


@dataclass(frozen=True)
class TakeLedge(Action):
    def __str__(self) -> str:
        return "Walk round by the ledge (your move ends here)"


@dataclass(frozen=True)
class Steal(Action):
    """Reach into another hireling's backpack (their seat)."""

    victim: int
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"Reach into {self.name or f'seat {self.victim + 1}'}'s backpack"


@dataclass(frozen=True)
class LeaveBackpacks(Action):
    def __str__(self) -> str:
        return "Leave the backpacks alone"


@dataclass(frozen=True)
class ThrowCard(Action):
    """Caught by the fireball: throw a card to stay one square ahead. front = -1: the top of your pack;
    otherwise the index of the card in front of you."""

    front: int = -1
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        if self.front < 0:
            return "Throw your top card to the fire"
        return f"Throw your {self.name.split(' (')[0] or 'card'} to the fire"   # (its worth in the tip)


@dataclass(frozen=True)
class KeepCards(Action):
    """Caught by the fireball: throw nothing ("may discard"), and burn."""

    def __str__(self) -> str:
        return "Throw nothing and burn"   # (out of the game: the tip says so, and the table asks once more)


ACTION_TYPES: tuple[type[Action], ...] = (UseCard, NoCard, ChooseBranch, PayToll, WaitAtBridge, Swim,
                                          TakeLedge, Steal, LeaveBackpacks, ThrowCard, KeepCards)
