"""What happens at the table, in words for the log and with enough data for the screen to animate.

Zones named in events: "party", "graveyard", "dungeon", "pool", "lair", "borrowed" (dungeon dice fighting
for the party), "bag" (treasure tokens in the box), "treasures" (the seat's tokens), "hero".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import DiceRolled, Event, Note, TurnBegan


def listing(faces: tuple[str, ...] | list[str]) -> str:
    return ", ".join(faces) if faces else "nothing"


@dataclass(frozen=True, kw_only=True)
class Rolled(DiceRolled):
    """Dice rolled or rerolled into a zone; `faces` are the results, `before` the faces they replaced and
    `places` where those dice lie in the zone (a screen turns exactly those dice)."""

    zone: str
    faces: tuple[str, ...]
    before: tuple[str, ...] = ()
    places: tuple[int, ...] = ()
    purpose: str = ""

    def text(self) -> str:
        if self.before:
            changes = ", ".join(f"{a} → {b}" for a, b in zip(self.before, self.faces, strict=True))
            return f"{self.who} rerolled {self.purpose}: {changes}"
        return f"{self.who} rolled {self.purpose}: {listing(self.faces)}"


@dataclass(frozen=True, kw_only=True)
class DiceMoved(Note):
    """Dice (or tokens) going from one zone to another, with the reason in words."""

    faces: tuple[str, ...]
    src: str
    dst: str


@dataclass(frozen=True, kw_only=True)
class DieChanged(Note):
    """A die turned to another face without a roll (a twist card, a hero's power, a revival)."""

    zone: str
    before: str
    after: str


@dataclass(frozen=True, kw_only=True)
class PhaseBegan(Note):
    phase: str
    level: int


@dataclass(frozen=True, kw_only=True)
class DelveBegan(TurnBegan):
    hero: str
    delve: int
    lord: str

    def text(self) -> str:
        return f"{self.who} ({self.hero}) sets out on delve {self.delve} of 3; {self.lord} is the Dungeon Lord"


@dataclass(frozen=True, kw_only=True)
class DelveEnded(Event):
    who: str
    how: str        # "retired", "legend", "portal", "fled"
    xp: int
    level: int

    def text(self) -> str:
        if self.how == "fled":
            return f"{self.who} flees from level {self.level}: the delve ends with no XP for it"
        if self.how == "portal":
            return f"{self.who} steps through the Town Portal on level {self.level}: +{self.xp} XP"
        if self.how == "legend":
            return f"{self.who} reaches level 10 — the stuff of legend: retires with {self.xp} XP"
        return f"{self.who} retires to the Tavern from level {self.level}: +{self.xp} XP"


@dataclass(frozen=True, kw_only=True)
class XpGained(Event):
    who: str
    amount: int
    total: int
    why: str

    def text(self) -> str:
        return f"{self.who} gains {self.amount} XP ({self.why}); {self.total} XP in all"


@dataclass(frozen=True, kw_only=True)
class LevelUp(Event):
    who: str
    novice: str
    master: str

    def text(self) -> str:
        return f"{self.who} reaches 5 XP: the {self.novice} becomes the {self.master} (the card flips now)"


@dataclass(frozen=True, kw_only=True)
class TreasureTaken(Event):
    who: str
    token: str
    why: str

    def text(self) -> str:
        return f"{self.who} draws a treasure ({self.why}): {self.token}"


@dataclass(frozen=True, kw_only=True)
class Told(Note):
    """A plain sentence: a companion's deed, a hero's power, a treasure used, a dragon."""



@dataclass(frozen=True, kw_only=True)
class TwistPlayed(Event):
    who: str
    card: str
    effect: str

    def text(self) -> str:
        return f"{self.who} plays the twist card {self.card}: {self.effect}"


@dataclass(frozen=True, kw_only=True)
class TwistDrawn(Event):
    """Private: only the drawer learns the card."""

    who: str
    card: str
    irreversible: ClassVar[bool] = True

    def text(self) -> str:
        return f"{self.who} draws the twist card {self.card}"

    def public(self) -> str:
        return f"{self.who} draws a twist card"


@dataclass(frozen=True, kw_only=True)
class TradeOffered(Event):
    """Seen in full by the two traders; the others learn only that an offer was made."""

    who: str
    partner: str
    give: str
    want: str

    def text(self) -> str:
        return f"{self.who} offers {self.partner} {self.give} for {self.want}"

    def public(self) -> str:
        return f"{self.who} offers {self.partner} a trade"


@dataclass(frozen=True, kw_only=True)
class TradeSettled(Event):
    who: str
    partner: str
    accepted: bool
    detail: str = ""          # what changed hands, told in full to the traders
    public_detail: str = ""   # the same without secret card names

    def text(self) -> str:
        if not self.accepted:
            return f"{self.partner} declines {self.who}'s offer"
        return f"{self.partner} accepts {self.who}'s offer: {self.detail}"

    def public(self) -> str:
        if not self.accepted:
            return self.text()
        return f"{self.partner} accepts {self.who}'s offer: {self.public_detail}"
