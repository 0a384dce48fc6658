"""What happens in Kick the Door, in words for the log and in fields for the screen to animate.

Most moves of a card are one event, CardMoved, naming the zones it leaves and enters (the zone names of
boards/doors.md: door_deck, door_discards, treasure_deck, treasure_discards, combat, hand, items, race,
class, curses, hireling, loot). A card going into a hand face down is told in full only to the seat
that may see it (visible_to); the others read its public sentence and should draw a card back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import Event
from game.engine.words import listing, the


@dataclass(frozen=True, kw_only=True)
class CardMoved(Event):
    """`card` left `src` (of seat `src_seat`, for a seat's zone) for `dst` (of `dst_seat`)."""

    card: str
    name: str
    src: str
    dst: str
    src_seat: int | None = None
    dst_seat: int | None = None
    message: str
    hidden: str | None = None      # the sentence for seats outside visible_to
    irreversible: ClassVar[bool] = True

    def text(self) -> str:
        return self.message

    def public(self) -> str | None:
        return self.hidden


@dataclass(frozen=True, kw_only=True)
class CardPlaced(CardMoved):
    """A seat's own card moved by its own choice, from its hand or table to its own table or the discards
    (an item or a race put down, a race or class discarded, a sale): nothing drawn, nothing left to chance,
    nothing hidden shown to the seat that moved it. Undo may take it back (project design: a mis-click while
    getting ready, or on your turn, can be taken back), unlike a card drawn or played on someone else."""

    irreversible: ClassVar[bool] = False


@dataclass(frozen=True, kw_only=True)
class CardsDrawn(Event):
    """Several cards dealt face down into a hand at once (the deal, a dead seat's new cards, treasures)."""

    who: str
    cards: tuple[str, ...]
    names: tuple[str, ...]
    deck: str
    message: str
    hidden: str
    irreversible: ClassVar[bool] = True

    def text(self) -> str:
        return self.message

    def public(self) -> str | None:
        return self.hidden


@dataclass(frozen=True, kw_only=True)
class SaleMarked(Event):
    """A card put up for sale, or taken off it. A card from the hand is named only to its owner (visible_to);
    the others read that a card from the hand was marked, and see it when it is sold."""

    message: str
    hidden: str | None = None      # the sentence for seats outside visible_to

    def text(self) -> str:
        return self.message

    def public(self) -> str | None:
        return self.hidden


@dataclass(frozen=True, kw_only=True)
class LevelChanged(Event):
    who: str
    before: int
    after: int
    why: str
    kill: bool = False     # levels won by killing a monster (the chart at the game's end marks the big ones)

    def text(self) -> str:
        if self.after == self.before:
            return f"{self.who} stays at level {self.after} ({self.why})"
        verb = "goes up" if self.after > self.before else "goes down"
        return f"{self.who} {verb} to level {self.after} ({self.why})"


@dataclass(frozen=True, kw_only=True)
class ItemTurned(Event):
    """An item on the table was equipped or turned sideways (carried)."""

    who: str
    card: str
    name: str
    equipped: bool

    def text(self) -> str:
        return f"{self.who} {'equips' if self.equipped else 'unequips'} {self.name}"


@dataclass(frozen=True, kw_only=True)
class CombatResolved(Event):
    """The fight is decided: `players` against `monsters`; won or not."""

    who: str
    players: int
    monsters: int
    won: bool
    foes: tuple[str, ...]

    def text(self) -> str:
        names = listing([the(foe) for foe in self.foes])   # (each with its "the": "The Final Boss's Mum" has one)
        if self.won:
            return f"{self.who} defeats {names}: {self.players} against {self.monsters}"
        return f"{self.who} cannot beat {names}: {self.players} against {self.monsters}"


@dataclass(frozen=True, kw_only=True)
class RunResult(Event):
    """A run-away roll told in words (the DiceRolled just before it gives the numbers)."""

    who: str
    foe: str
    escaped: bool
    detail: str
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        return f"{self.who} {self.detail}"


@dataclass(frozen=True, kw_only=True)
class Passed(Event):
    who: str
    moment: str

    def text(self) -> str:
        return f"{self.who} lets it pass"


@dataclass(frozen=True, kw_only=True)
class Died(Event):
    who: str
    cause: str

    def text(self) -> str:
        return f"{self.who} dies ({self.cause}): every card but level, race, class and curses goes to the others"
