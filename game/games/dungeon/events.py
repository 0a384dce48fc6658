"""What happens in Dungeon!, in words. Each event names the seat and the numbers; private ones (a look
with the ESP Medallion or the Crystal Ball, the prizes in a hand) have visible_to and a public() text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import CardRevealed, Event


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _guards(monster: str, cards: int) -> str:
    """"the Troll guards it now", "the Ghouls guard them now" (monster names in the plural end in s)."""
    verb = "guard" if monster.endswith("s") else "guards"
    return f"the {monster} {verb} {'it' if cards == 1 else 'them'} now"


def _names(names: tuple[str, ...]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, kw_only=True)
class OrderSet(Event):
    names: tuple[str, ...]

    def text(self) -> str:
        return "Turn order from the opening roll: " + ", ".join(self.names)


@dataclass(frozen=True, kw_only=True)
class PawnChosen(Event):
    who: str
    pawn: str
    preset: bool = False

    def text(self) -> str:
        return f"{self.who} plays {'an' if self.pawn[0] in 'AEIOU' else 'a'} {self.pawn}" + \
            (" (chosen at the table set-up)" if self.preset else "")


@dataclass(frozen=True, kw_only=True)
class SpellTaken(Event):
    who: str
    spell: str
    held: int
    why: str = ""

    def text(self) -> str:
        return f"{self.who} takes a {self.spell} spell{self.why} ({_plural(self.held, 'spell')} held)"


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    """A pawn moved along `path` (space ids after its starting space), for the screen to animate."""

    who: str
    path: tuple[int, ...]
    to: str
    cost: int = 0
    how: str = "moves to"   # moves to, retreats to, steps into, is transported to, appears in, ...

    def text(self) -> str:
        cost = f" ({_plural(self.cost, 'space')})" if self.cost else ""
        return f"{self.who} {self.how} {self.to}{cost}"


@dataclass(frozen=True, kw_only=True)
class DoorOpened(Event):
    """A pawn opens the door of a room with a monster in it (the fight follows)."""

    who: str
    space: int
    room: str

    def text(self) -> str:
        return f"{self.who} opens the door to {self.room}"


@dataclass(frozen=True, kw_only=True)
class SecretDoorTried(Event):
    who: str
    room: str
    found: bool

    def text(self) -> str:
        if self.found:
            return f"{self.who} finds the secret door to {self.room}"
        return f"{self.who} fails to find the secret door to {self.room}: the turn ends"


@dataclass(frozen=True, kw_only=True)
class MonsterRevealed(CardRevealed):
    """A monster card turned face up (`card` is its name, `card_id` the card); `spell` when a Wizard's spell
    was laid on it first."""

    card_id: str
    space: int
    spell: str = ""

    def text(self) -> str:
        if self.spell:
            return f"A {self.spell} is laid on the card in {self.where}, which is turned up: {self.card}"
        return f"The card in {self.where} is turned up: {self.card}"


@dataclass(frozen=True, kw_only=True)
class CombatResolved(Event):
    """The fight's roll in words; the bare DiceRolled before it is then left out of the log."""

    who: str
    monster: str
    total: int
    target: int | None
    won: bool
    sword: bool = False
    bonus: int = 1          # what the sword added (2 for a Special Magic Sword)
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        if self.target is None:
            return f"{self.who} cannot harm the {self.monster} (its number is a dash): lost"
        score = (f"{self.total - self.bonus} + {self.bonus} for the Magic Sword = {self.total}" if self.sword
                 else str(self.total))
        verdict = f"killed the {self.monster}!" if self.won else "lost"
        return f"{self.who} rolled {score} against the {possessive(self.monster)} {self.target}: {verdict}"


@dataclass(frozen=True, kw_only=True)
class CLTResult(Event):
    who: str
    roll: int
    result: str
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        return f"— Combat Losing Table {self.roll}: {self.result}"


@dataclass(frozen=True, kw_only=True)
class PrizesTaken(Event):
    who: str
    cards: tuple[str, ...]        # titles, seen only by the taker
    where: str = ""
    ids: tuple[str, ...] = ()

    def text(self) -> str:
        return f"{self.who} takes {_names(self.cards)}" + (f" from {self.where}" if self.where else "")

    def public(self) -> str:
        return f"{self.who} takes {_plural(len(self.cards), 'prize')}" + (f" from {self.where}" if self.where else "")


@dataclass(frozen=True, kw_only=True)
class PrizesDropped(Event):
    """Dropped to the monster that won (`monster`), or on the floor of `where` after a fight between players."""

    who: str
    cards: tuple[str, ...]
    monster: str
    ids: tuple[str, ...] = ()
    where: str = ""

    def _fate(self) -> str:
        if not self.monster:
            return f"they lie on the floor of {self.where} for whoever comes first"
        return _guards(self.monster, len(self.cards))

    def text(self) -> str:
        return f"{self.who} drops {_names(self.cards)}; {self._fate()}"

    def public(self) -> str:
        return f"{self.who} drops {_plural(len(self.cards), 'prize')}; {self._fate()}"


@dataclass(frozen=True, kw_only=True)
class TurnLost(Event):
    who: str
    left: int
    why: str = ""

    def text(self) -> str:
        more = f" ({_plural(self.left, 'more turn')} to lose)" if self.left else ""
        return f"{self.who} loses this turn{self.why}{more}"


@dataclass(frozen=True, kw_only=True)
class Fallen(Event):
    """Seriously wounded or killed."""

    who: str
    killed: bool

    def text(self) -> str:
        if self.killed:
            return f"{self.who} is killed! Every prize stays with the monster; the pawn leaves the game"
        return f"{self.who} is seriously wounded: every prize is dropped; back to the Main Staircase next turn"


@dataclass(frozen=True, kw_only=True)
class TrapSprung(Event):
    who: str
    trap: str
    turns: int = 0

    @property
    def restates_roll(self) -> bool:  # type: ignore[override] - the lose-turns trap says its die roll
        return bool(self.turns)

    def text(self) -> str:
        if self.turns:
            return (f"{self.who} is caught by a trap and rolls {self.turns}: {_plural(self.turns, 'turn')} lost in "
                    "the room, then the prize")
        return f"{self.who} springs a trap: transported to a large chamber one level lower"


@dataclass(frozen=True, kw_only=True)
class SpellCast(Event):
    who: str
    spell: str
    monster: str
    total: int | None
    target: int | None
    killed: bool
    restates_roll: ClassVar[bool] = True

    def text(self) -> str:
        if self.target is None:
            return (f"{possessive(self.who)} {self.spell} has no effect on the {self.monster}; "
                    "the spell returns to the stock")
        verdict = f"killed the {self.monster}" if self.killed else "missed, and the card is turned face down again"
        return (f"{possessive(self.who)} {self.spell} rolled {self.total} against the {possessive(self.monster)} "
                f"{self.target}: {verdict}; the spell returns to the stock")


@dataclass(frozen=True, kw_only=True)
class Transferred(Event):
    who: str
    to: str

    def text(self) -> str:
        return f"{self.who} casts Transference and vanishes to {self.to}"


@dataclass(frozen=True, kw_only=True)
class Peeked(Event):
    """A private look (ESP Medallion, Crystal Ball): the seat sees the cards; the others see that it looked."""

    who: str
    item: str
    where: str
    cards: tuple[str, ...]
    space: int = 0
    ids: tuple[str, ...] = ()          # the cards seen, for the screen to show them large to this seat
    irreversible: ClassVar[bool] = True  # what was seen cannot be unseen: no undo past a look

    def text(self) -> str:
        return f"{self.who} looks into {self.where} with the {self.item}: {_names(self.cards) or 'nothing'}"

    def public(self) -> str:
        return f"{self.who} looks into {self.where} with the {self.item}"
