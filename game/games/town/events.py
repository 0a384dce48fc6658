"""What happens in Wilds & Depths, in words for the log and in fields for the screen to animate.

Nothing is secret: cards are drawn face up and inventories lie open, so every event is public. Rolls
against a number are the engine's DiceRolled, each followed by an event that says it in words
("Ann rolled 5 against the Bog Hag's 4: beaten, 3 silver"), so the log shows that sentence alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import CardRevealed, DiceRolled, Event
from game.engine.words import plural, possessive

from .content import deck_phrase


def _shown(value: int, modifier: int) -> str:
    return f"{value} + {modifier} = {value + modifier}" if modifier else str(value)


@dataclass(frozen=True, kw_only=True)
class MoveDice(DiceRolled):
    """The dice rolled at the start of a turn: the player moves by ONE of them."""

    def text(self) -> str:
        faces = [str(v) for v in self.values]
        both = " and ".join([", ".join(faces[:-1]), faces[-1]]) if len(faces) > 1 else faces[0]
        return f"{self.who} rolled {both}: choose one to move by"


@dataclass(frozen=True, kw_only=True)
class Jumped(Event):
    """A pawn was moved straight to another square (a move square, a card, a death)."""

    who: str
    frm: int
    to: int
    to_name: str
    why: str

    def text(self) -> str:
        return f"{self.who} {self.why}"


@dataclass(frozen=True, kw_only=True)
class SquareReached(Event):
    """The pawn's move ended on a square: its printed instruction."""

    who: str
    square: int
    name: str
    kind: str
    instruction: str

    def text(self) -> str:
        where = "back in the Town" if self.kind == "town" else f"at {self.name}"
        return f"{self.who} is {where}: {self.instruction[0].lower()}{self.instruction[1:]}"


@dataclass(frozen=True, kw_only=True)
class Told(Event):
    """Something that happened to a pawn, in a sentence (hit points, silver, a lost turn...)."""

    who: str
    message: str
    hp: int | None = None
    silver: int | None = None

    def text(self) -> str:
        return f"{self.who} {self.message}"


@dataclass(frozen=True, kw_only=True)
class CardDrawn(CardRevealed):
    """A card turned up from a monster deck (depth `deck`)."""

    who: str
    name: str
    deck: int
    deck_name: str
    monster: bool
    target: int = 0
    note: str = ""

    def text(self) -> str:
        what = f"the {self.name} ({self.target} to beat)" if self.monster else f"a fortune: {self.name}"
        return f"{self.who} drew {what} from {deck_phrase(self.deck_name)}" + (f" {self.note}" if self.note else "")


@dataclass(frozen=True, kw_only=True)
class FightRoll(Event):
    """One roll against a monster, said in words; `result` is beaten, lost, again or half."""

    who: str
    monster: str
    value: int
    modifier: int
    target: int
    result: str
    detail: str = ""
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        line = (f"{self.who} rolled {_shown(self.value, self.modifier)} against {possessive('the ' + self.monster)}"
                f" {self.target}: {self.result}")
        return line + (f", {self.detail}" if self.detail else "")


@dataclass(frozen=True, kw_only=True)
class DuelRoll(DiceRolled):
    """Both fighters' dice in a fight between pawns (`values`: the attacker's, then the defender's)."""

    names: tuple[str, str]
    modifiers: tuple[int, int]
    result: str

    def text(self) -> str:
        (a, b), (ma, mb) = self.names, self.modifiers
        return f"{a} rolled {_shown(self.values[0], ma)}, {b} rolled {_shown(self.values[1], mb)}: {self.result}"


@dataclass(frozen=True, kw_only=True)
class Fell(Event):
    """A pawn at 0 hit points: its coins are lost (or won), and it goes back to the Town to heal."""

    who: str
    lost: int
    winner: str = ""
    irreversible: ClassVar[bool] = True

    def text(self) -> str:
        if not self.lost:
            coins = "with no silver to lose"
        elif self.winner:
            coins = f"{self.winner} takes {plural(self.lost, 'silver', 'silver')}"
        else:
            coins = f"{plural(self.lost, 'silver', 'silver')} lost"
        return f"{self.who} falls at 0 hit points: {coins}"


@dataclass(frozen=True, kw_only=True)
class ItemMoved(Event):
    """An item changed hands: bought, sold, found, stolen, broken, drunk."""

    who: str
    item: str
    name: str
    message: str

    def text(self) -> str:
        return f"{self.who} {self.message}"


@dataclass(frozen=True, kw_only=True)
class ShopStocked(CardRevealed):
    """Items turned up from the Town deck into the spaces for sale."""

    items: tuple[str, ...]
    names: tuple[str, ...]
    message: str

    def text(self) -> str:
        return self.message


@dataclass(frozen=True, kw_only=True)
class MeetingBegan(Event):
    who: str
    other: int
    other_name: str

    def text(self) -> str:
        return f"{self.who} passes {self.other_name}: either may start a fight, or they may trade"


@dataclass(frozen=True, kw_only=True)
class TurnLost(Event):
    who: str

    def text(self) -> str:
        return f"{self.who} loses this turn"
