"""What happens in an escape, in words for the log and in fields for the screen to animate.

Nothing here is secret: the packs are face down for everyone, their owners included, so every event is
public. Dice rolls are the engine's DiceRolled, whose text gives the numbers and the target.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import CardRevealed, Event


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass(frozen=True, kw_only=True)
class CardFlipped(CardRevealed):
    """A hireling turned the top card of their pack face up in front of them."""

    who: str
    name: str
    kind: str
    value: int

    def text(self) -> str:
        what = "move" if self.kind == "move" else "evade Monster"
        keep = "" if self.kind == "move" else " (kept in front until a monster square)"
        return f"{self.who} flipped {self.name}: +{self.value} to {what}{keep}"


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    """A hireling's piece moved along `path` (space ids, the first being where it started)."""

    who: str
    path: tuple[int, ...]
    to_name: str

    def text(self) -> str:
        return f"{self.who} moved {_plural(len(self.path) - 1, 'square')} to {self.to_name}"


@dataclass(frozen=True, kw_only=True)
class Encounter(Event):
    """A monster or special room met, and how it went (the roll itself is the DiceRolled before it)."""

    who: str
    square: int
    place: str
    kind: str            # monster, goblin_pit, spider_web, troll_bridge, underground_river
    success: bool | None
    detail: str

    def text(self) -> str:
        return f"{self.who} at {self.place}: {self.detail}"


@dataclass(frozen=True, kw_only=True)
class CardsDiscarded(Event):
    who: str
    names: tuple[str, ...]
    why: str = ""

    def text(self) -> str:
        return f"{self.who} discards {', '.join(self.names)}" + (f" ({self.why})" if self.why else "")


@dataclass(frozen=True, kw_only=True)
class TollPaid(CardRevealed):
    """The top card of a pack turned up and handed to the troll (discarded)."""

    who: str
    name: str

    def text(self) -> str:
        return f"{self.who} pays the troll the top card of their pack: {self.name}"


@dataclass(frozen=True, kw_only=True)
class CardStolen(CardRevealed):
    """A hireling reached into another's backpack and pulled out a card, placed face up in front."""

    who: str
    victim: int
    victim_name: str
    name: str
    kept: bool

    def text(self) -> str:
        fate = ("it stays in front of them until a monster square" if self.kept
                else "it stays in front of them and adds to their next move")
        return f"{self.who} reached into {self.victim_name}'s backpack and pulled out {self.name}: {fate}"


@dataclass(frozen=True, kw_only=True)
class FireballMoved(Event):
    """The Flaming Fireball of Doom moved along `path` (space ids, first = where it was)."""

    path: tuple[int, ...]
    to_name: str
    round: int
    rolled: bool
    burning_branch: str = ""
    irreversible: ClassVar[bool] = True

    def text(self) -> str:
        how = "roars" if self.rolled else "creeps"
        line = (f"End of round {self.round}: the Flaming Fireball of Doom {how} "
                f"{_plural(len(self.path) - 1, 'square')} to {self.to_name}")
        if self.burning_branch:
            line += f"; it has gone right round the split, so {self.burning_branch} burns too"
        return line


@dataclass(frozen=True, kw_only=True)
class FireCaught(Event):
    """The fireball caught or passed a hireling: a card thrown to stay ahead, or burned to a crisp."""

    who: str
    threw: str           # the card thrown, in words ("" if none)
    to: int | None       # where the hireling now stands (None: burned)
    to_name: str = ""
    why: str = ""
    card: str = ""       # the thrown card's id
    out: bool = False    # thrown ahead of the fire onto the exit: out of the dungeon
    irreversible: ClassVar[bool] = True   # a card from the pack is turned up

    def text(self) -> str:
        if self.to is None:
            return f"The fireball catches {self.who}: {self.why or 'no cards left to throw'}. Burned to a crisp!"
        if self.out:
            return (f"The fireball catches {self.who}, who throws {self.threw} and is blown out of the lair "
                    "ahead of the flames")
        return f"The fireball catches {self.who}, who throws {self.threw} and stays one square ahead, on {self.to_name}"


@dataclass(frozen=True, kw_only=True)
class Escaped(Event):
    who: str

    def text(self) -> str:
        return f"{self.who} is out of the dungeon!"
