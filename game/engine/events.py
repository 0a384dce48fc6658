"""What happened: the rules return events, the screen animates them and the log prints them in words.

An event may be private (visible_to names the seats that may see it, such as a peek with the ESP
Medallion); others see its `public` text instead, or nothing. Dice rolls and card reveals are
`irreversible`: undo never reaches back past them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, kw_only=True)
class Event:
    seat: int | None = None
    visible_to: tuple[int, ...] | None = None
    irreversible: ClassVar[bool] = False
    # An event that says the die roll just before it in its own words ("rolled 7 against the Troll's 8:
    # lost"): the log then shows that sentence alone, not the bare roll too (the screen still shows the dice).
    restates_roll: ClassVar[bool] = False
    # An event the log leaves out (the side panel says it already), though the screen still keeps its moment.
    silent: ClassVar[bool] = False

    def text(self) -> str:
        """The event in words, for the log."""
        return type(self).__name__

    def public(self) -> str | None:
        """What seats outside visible_to learn (None: nothing)."""
        return None

    def seen_by(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def text_for(self, seat: int | None) -> str | None:
        """The log line this seat may read: the full text, the public text, or nothing."""
        return self.text() if self.seen_by(seat) else self.public()


@dataclass(frozen=True, kw_only=True)
class Note(Event):
    """A plain sentence for the log."""

    message: str

    def text(self) -> str:
        return self.message


@dataclass(frozen=True, kw_only=True)
class Asked(Event):
    """The rules stop for a decision that no other event announced: whose it is (`seat`) and what about.

    Emitted right after the decision is set, like every event after its change, so that the screen's last
    moment of an action shows the decision being asked. The side panel says it; the log leaves it out."""

    prompt: str
    silent: ClassVar[bool] = True

    def text(self) -> str:
        return self.prompt


@dataclass(frozen=True, kw_only=True)
class DiceRolled(Event):
    """A roll of dice. `target` and `success` are set when the roll is against a number."""

    who: str
    dice: str  # "2d6", "d8", ...
    values: tuple[int, ...]
    modifier: int = 0
    reason: str = ""
    target: int | None = None
    success: bool | None = None
    against: str = ""   # the id of the card rolled against, so that a screen can show it beside the dice
    irreversible: ClassVar[bool] = True

    @property
    def total(self) -> int:
        return sum(self.values) + self.modifier

    def text(self) -> str:
        faces = " + ".join(str(v) for v in self.values)
        shown = faces if len(self.values) > 1 else str(self.values[0])
        if self.modifier:
            shown = f"{shown} {'+' if self.modifier > 0 else '-'} {abs(self.modifier)} = {self.total}"
        elif len(self.values) > 1:
            shown = f"{shown} = {self.total}"
        line = f"{self.who} rolled {shown}"
        if self.target is not None:
            line += f" against {self.target}"
        if self.reason:
            line += f" ({self.reason})"
        if self.success is not None:
            line += ": success" if self.success else ": failed"
        return line


@dataclass(frozen=True, kw_only=True)
class CardRevealed(Event):
    """A face-down card turned up (to all, or to visible_to only)."""

    card: str
    where: str = ""
    irreversible: ClassVar[bool] = True

    def text(self) -> str:
        return f"{self.card} revealed" + (f" in {self.where}" if self.where else "")


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    """A pawn walked along `path` (space ids, the first being where it started) to `to_name`."""

    who: str
    path: tuple[int, ...]
    to_name: str

    def text(self) -> str:
        steps = len(self.path) - 1
        return f"{self.who} moved {steps} square{'' if steps == 1 else 's'} to {self.to_name}"


@dataclass(frozen=True, kw_only=True)
class TurnBegan(Event):
    who: str

    def text(self) -> str:
        return f"{self.who}'s turn"


@dataclass(frozen=True, kw_only=True)
class GameEnded(Event):
    summary: str

    def text(self) -> str:
        return self.summary
