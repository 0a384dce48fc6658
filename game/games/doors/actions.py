"""The decisions of Kick the Door. str() is the button label. Actions clicked on a card carry the card's
id (a physical card: "lint_golem#1"); the names after it are for the label only and do not compare."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action
from game.engine.respond import Pass
from game.engine.words import plural, the


def _n(words: str) -> str:
    return field(default=words, compare=False)  # type: ignore[return-value]


@dataclass(frozen=True)
class Ready(Action):
    def __str__(self) -> str:
        return "Done: ready to play"


@dataclass(frozen=True)
class KickDoor(Action):
    def __str__(self) -> str:
        return "Kick open the door"


@dataclass(frozen=True)
class LookForTrouble(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Look for trouble: fight your {self.name}"


@dataclass(frozen=True)
class LootRoom(Action):
    def __str__(self) -> str:
        return "Loot the room (a door card, face down)"


@dataclass(frozen=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "End your turn"


@dataclass(frozen=True)
class PlayItem(Action):
    """An item from the hand to the table, equipped or carried (turned sideways)."""

    card: str
    equip: bool = True
    name: str = _n("")

    def __str__(self) -> str:
        return f"Equip {self.name}" if self.equip else f"Put {self.name} on the table, unequipped"


@dataclass(frozen=True)
class Equip(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Equip {self.name}"


@dataclass(frozen=True)
class Unequip(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Unequip {self.name} (carry it)"


@dataclass(frozen=True)
class PlayCard(Action):
    """A race, a class, a double-race or double-class card, or a hireling, from the hand to the table."""

    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Play {self.name}"


@dataclass(frozen=True)
class DropCard(Action):
    """Discard a race or class (or a double card) in play: "At any time you can: Discard a class or race"."""

    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Discard your {self.name}"


@dataclass(frozen=True)
class Curse(Action):
    card: str
    target: int
    name: str = _n("")
    who: str = _n("")

    def __str__(self) -> str:
        return f"Curse {self.who}: {self.name}"


@dataclass(frozen=True)
class LevelUp(Action):
    card: str
    target: int
    name: str = _n("")
    who: str = _n("")

    def __str__(self) -> str:
        return f"{self.name}: {self.who} goes up a level"


@dataclass(frozen=True)
class Enhance(Action):
    card: str
    foe: str                 # the monster's card
    name: str = _n("")
    foe_name: str = _n("")

    def __str__(self) -> str:
        return f"Play {self.name} on {the(self.foe_name)}"


@dataclass(frozen=True)
class AddUndead(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Send {the(self.name)} into the fight"


@dataclass(frozen=True)
class UsePotion(Action):
    """A one-shot item with a bonus, for either side of the combat."""

    card: str
    side: str                # players | monsters
    name: str = _n("")

    def __str__(self) -> str:
        return f"Use {self.name} for the {'players' if self.side == 'players' else 'monsters'}"


@dataclass(frozen=True)
class UsePower(Action):
    """A treasure usable in combat by its text: one monster leaves (`foe`), or escape every monster."""

    card: str
    foe: str = ""
    name: str = _n("")
    foe_name: str = _n("")

    def __str__(self) -> str:
        if self.foe:
            return f"Use {self.name}: {the(self.foe_name)} leaves"
        return f"Use {self.name}: escape every monster"


@dataclass(frozen=True)
class Berserk(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Brawler: discard {self.name} for +1"


@dataclass(frozen=True)
class Turning(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Gravewarden: discard {self.name} for +3 against undead"


@dataclass(frozen=True)
class Flee(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Hexslinger: discard {self.name} for +1 to run away"


@dataclass(frozen=True)
class Charm(Action):
    foe: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Hexslinger: discard your hand to charm {the(self.name)} away"


@dataclass(frozen=True)
class Backstab(Action):
    card: str
    target: int
    name: str = _n("")
    who: str = _n("")

    def __str__(self) -> str:
        return f"Cutpurse: discard {self.name}, {self.who} gets -2"


@dataclass(frozen=True)
class Steal(Action):
    card: str                # the small item to steal
    victim: int
    name: str = _n("")
    who: str = _n("")

    def __str__(self) -> str:
        return f"Cutpurse: try to steal {self.who}'s {self.name} (4+ on a die)"


def _terms(share: int, helper_first: bool, helper: str, fighter: str) -> str:
    if share == 0:
        return "for no treasure"
    first = helper if helper_first else fighter
    return f"for {plural(share, 'treasure')}, {first} picking first"


@dataclass(frozen=True)
class AskHelp(Action):
    seat: int
    share: int
    helper_first: bool = False
    who: str = _n("")

    def __str__(self) -> str:
        return f"Ask {self.who} to help {_terms(self.share, self.helper_first, self.who, 'you')}"


@dataclass(frozen=True)
class OfferHelp(Action):
    share: int
    helper_first: bool = False

    def __str__(self) -> str:
        return f"Offer to help {_terms(self.share, self.helper_first, 'you', 'the fighter')}"


@dataclass(frozen=True)
class Fight(Action):
    def __str__(self) -> str:
        return "Fight!"


@dataclass(frozen=True)
class FightOne(Action):
    foe: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Defeat {the(self.name)}, run from the rest"


@dataclass(frozen=True)
class RunAway(Action):
    def __str__(self) -> str:
        return "Run away"


@dataclass(frozen=True)
class RollToRun(Action):
    name: str = _n("")

    def __str__(self) -> str:
        return f"Roll to run away from {the(self.name)}" if self.name else "Roll to run away"


@dataclass(frozen=True)
class Sacrifice(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Leave {self.name} behind: escape this monster"


@dataclass(frozen=True)
class TakeTreasure(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Take {self.name}"


@dataclass(frozen=True)
class ChooseLoss(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Lose {self.name}"


@dataclass(frozen=True)
class Plunder(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Take {self.name}"


@dataclass(frozen=True)
class Give(Action):
    card: str
    to: int
    name: str = _n("")
    who: str = _n("")

    def __str__(self) -> str:
        return f"Give {self.name} to {self.who}"


@dataclass(frozen=True)
class Discard(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Discard {self.name}"


@dataclass(frozen=True)
class MarkForSale(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Put {self.name} up for sale"


@dataclass(frozen=True)
class Unmark(Action):
    card: str
    name: str = _n("")

    def __str__(self) -> str:
        return f"Keep {self.name} (off the sale)"


@dataclass(frozen=True)
class Sell(Action):
    levels: int
    gold: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"Sell for {plural(self.levels, 'level')} ({self.gold:,} gold)"


@dataclass(frozen=True)
class OfferTrade(Action):
    give: str                # your item on the table
    take: str                # their item on the table
    to: int
    give_name: str = _n("")
    take_name: str = _n("")
    who: str = _n("")

    def __str__(self) -> str:
        return f"Offer {self.who} your {self.give_name} for their {self.take_name}"


ACTION_TYPES: tuple[type[Action], ...] = (
    Ready, KickDoor, LookForTrouble, LootRoom, EndTurn, PlayItem, Equip, Unequip, PlayCard, DropCard, Curse,
    LevelUp, Enhance, AddUndead, UsePotion, UsePower, Berserk, Turning, Flee, Charm, Backstab, Steal, AskHelp,
    OfferHelp, Fight, FightOne, RunAway, RollToRun, Sacrifice, TakeTreasure, ChooseLoss, Plunder, Give, Discard,
    MarkForSale, Unmark, Sell, OfferTrade, Accept, Refuse, Pass,
)
