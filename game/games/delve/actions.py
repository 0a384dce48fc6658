"""Every decision of Dice Delve as a small action a person can click. str() is the button's words.

A companion source is named by a short key:
- "die:Fighter"              an active party die showing that face (dice showing the same face are alike)
- "treasure:Vorpal Sword"    a treasure token that acts as a party die
- "borrowed:Fighter"         a dungeon die fighting for the party until the Regroup (Necromancer, Chieftain)
- "hero"                     the hero itself, by its ultimate (Crusader, Spellsword)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Action

from . import content as C


def source_label(source: str, owner: str = "") -> str:
    """A source in words: 'a Fighter', 'the Vorpal Sword', 'your hero' (or "Ann's hero" given the owner)."""
    kind, _, what = source.partition(":")
    if kind == "die":
        return C.article(what)
    if kind == "treasure":
        return f"the {what}"
    if kind == "borrowed":
        return f"the {what} from the dungeon dice"
    return f"{owner}'s hero" if owner else "your hero"


def item_label(item: str) -> str:
    """A tradeable thing: 'treasure:Talisman' or 'twist:Lucky Charm' (or 'twist:' for one of their choice)."""
    kind, _, what = item.partition(":")
    if kind == "twist":
        return f"the twist card {what}" if what else "a twist card of their choice"
    return f"the {what}"


def monster_list(goblin: int, skeleton: int, ooze: int) -> str:
    parts = [C.count_of(f, n) for f, n in (("Goblin", goblin), ("Skeleton", skeleton), ("Ooze", ooze)) if n]
    return " and ".join(parts) if len(parts) < 3 else f"{parts[0]}, {parts[1]} and {parts[2]}"


# --- companions ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Pick(Action):
    """Choose a companion (or Scroll); the next decision is what it does."""

    source: str

    def __str__(self) -> str:
        if self.source == "hero":
            return "Your hero joins in (Ultimate)"
        return f"Use {source_label(self.source)}"


@dataclass(frozen=True)
class Defeat(Action):
    role: str
    goblin: int = 0
    skeleton: int = 0
    ooze: int = 0
    stand_in: bool = False   # the companion acts as another role than its face

    def __str__(self) -> str:
        what = f"Defeat {monster_list(self.goblin, self.skeleton, self.ooze)}"
        return f"As {C.article(self.role)}: {what[0].lower()}{what[1:]}" if self.stand_in else what


@dataclass(frozen=True)
class OpenChests(Action):
    count: int
    every: bool = False

    def __str__(self) -> str:
        if self.every and self.count > 1:
            return f"Open all {self.count} Chests"
        return "Open 1 Chest"


@dataclass(frozen=True)
class Quaff(Action):
    potions: int

    def __str__(self) -> str:
        return "Quaff the Potion" if self.potions == 1 else f"Quaff the {self.potions} Potions"


@dataclass(frozen=True)
class ReadScroll(Action):
    def __str__(self) -> str:
        return "Read it: choose dice to reroll"


@dataclass(frozen=True)
class Mark(Action):
    """Mark (or unmark) one die for a reroll; the index is its place in its zone."""

    zone: str
    index: int
    face: str
    on: bool = True

    def __str__(self) -> str:
        where = "party" if self.zone == "party" else "dungeon"
        return f"{'Mark' if self.on else 'Unmark'} the {self.face} ({where} die {self.index + 1})"


@dataclass(frozen=True)
class RollMarked(Action):
    count: int

    def __str__(self) -> str:
        return "Reroll the marked die" if self.count == 1 else f"Reroll the {self.count} marked dice"


@dataclass(frozen=True)
class KeepParty(Action):
    def __str__(self) -> str:
        return "Keep the party as rolled"


@dataclass(frozen=True)
class Back(Action):
    def __str__(self) -> str:
        return "Back"


@dataclass(frozen=True)
class Revive(Action):
    face: str

    def __str__(self) -> str:
        return f"Revive a die as {C.article(self.face)}"


@dataclass(frozen=True)
class FaceDragon(Action):
    role: str

    def __str__(self) -> str:
        return f"Send it against the Dragon as {C.article(self.role)}"


# --- heroes and treasures ------------------------------------------------------------------------
@dataclass(frozen=True)
class Ultimate(Action):
    """The hero's ultimate. option: 'defeat:Goblin+Ooze', 'reroll', 'divine', 'sweep', 'convert:2',
    'to_lair', 'to_potion:Goblin+Skeleton', 'empty_lair'."""

    option: str

    def __str__(self) -> str:
        kind, _, arg = self.option.partition(":")
        faces = arg.split("+") if arg else []
        listed = C.several(faces)
        texts = {
            "defeat": f"Ultimate: defeat {listed}",
            "reroll": "Ultimate: choose party and dungeon dice to reroll",
            "divine": "Ultimate: give up a treasure to clear the whole level",
            "sweep": "Ultimate: sweep away the level and the Dragon's Lair",
            "to_lair": "Ultimate: every monster becomes a Dragon",
            "to_potion": f"Ultimate: turn {listed} into a Potion",
            "empty_lair": "Ultimate: empty the Dragon's Lair",
        }
        if kind == "convert":  # "convert:Skeleton:Fighter:2"
            src, dst, n = arg.split(":")
            k = int(n)
            return (f"Ultimate: {C.count_of(src, k)} join{'s' if k == 1 else ''} you as "
                    f"{C.article(dst) if k == 1 else C.plural(dst)}")
        return texts.get(kind, f"Ultimate: {self.option}")


@dataclass(frozen=True)
class GiveUp(Action):
    """The Paladin's ultimate costs one treasure: this one."""

    treasure: str

    def __str__(self) -> str:
        return f"Give up the {self.treasure}"


@dataclass(frozen=True)
class UseTreasure(Action):
    """A treasure that is not a companion: Elixir, Ring of Invisibility, Dragon Bait, Town Portal."""

    name: str
    xp: int = 0

    def __str__(self) -> str:
        texts = {
            "Elixir": "Drink the Elixir: revive a die",
            "Ring of Invisibility": "Use the Ring of Invisibility: empty the Dragon's Lair",
            "Dragon Bait": "Use the Dragon Bait: every monster becomes a Dragon",
            "Town Portal": f"Use the Town Portal: leave with {self.xp} XP",
        }
        return texts.get(self.name, f"Use the {self.name}")


# --- the flow of a delve -------------------------------------------------------------------------
@dataclass(frozen=True)
class Proceed(Action):
    to: str   # the phase to go on to

    def __str__(self) -> str:
        return {"loot": "On to the Loot phase", "dragon": "Leave the rest of the loot",
                }.get(self.to, f"On to the {self.to} phase")


@dataclass(frozen=True)
class Flee(Action):
    def __str__(self) -> str:
        return "Flee (the delve ends without the level's XP)"


@dataclass(frozen=True)
class Retire(Action):
    xp: int
    legend: bool = False

    def __str__(self) -> str:
        return f"Stuff of Legend: retire with {self.xp} XP" if self.legend else \
            f"Retire to the Tavern ({self.xp} XP)"


@dataclass(frozen=True)
class SeekGlory(Action):
    level: int

    def __str__(self) -> str:
        return f"Seek glory: on to level {self.level}"


# --- twist cards -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayTwist(Action):
    card: str

    def __str__(self) -> str:
        return f"Play {self.card}"


@dataclass(frozen=True)
class PassTwist(Action):
    def __str__(self) -> str:
        return "Pass (play no twist card now)"


@dataclass(frozen=True)
class TwistTarget(Action):
    card: str
    zone: str = ""
    face: str = ""

    def __str__(self) -> str:
        twist = C.twists()[self.card]
        if twist.kind == "reroll":
            return f"Reroll {C.article(self.face)}"
        if twist.kind == "scatter":
            return f"Reroll every {self.face}"
        if twist.kind == "change":
            return f"Turn {C.article(self.face)} into {C.article(twist.to)}"
        return f"{self.card}: {self.face}"


# --- trading (advanced option) -------------------------------------------------------------------
@dataclass(frozen=True)
class OfferTrade(Action):
    item: str

    def __str__(self) -> str:
        return f"Offer {item_label(self.item)}"


@dataclass(frozen=True)
class NoTrade(Action):
    def __str__(self) -> str:
        return "No trade"


@dataclass(frozen=True)
class TradeWith(Action):
    seat: int
    name: str

    def __str__(self) -> str:
        return f"Trade with {self.name}"


@dataclass(frozen=True)
class AskFor(Action):
    item: str

    def __str__(self) -> str:
        return f"Ask for {item_label(self.item)}"


@dataclass(frozen=True)
class AcceptTrade(Action):
    card: str = ""   # the twist card given, when a card of one's choice was asked for

    def __str__(self) -> str:
        return f"Accept: give your {self.card}" if self.card else "Accept the trade"


@dataclass(frozen=True)
class DeclineTrade(Action):
    def __str__(self) -> str:
        return "Decline the trade"


ACTION_TYPES: tuple[type[Action], ...] = (
    Pick, Defeat, OpenChests, Quaff, ReadScroll, Mark, RollMarked, KeepParty, Back, Revive, FaceDragon,
    Ultimate, GiveUp, UseTreasure, Proceed, Flee, Retire, SeekGlory, PlayTwist, PassTwist, TwistTarget,
    OfferTrade, NoTrade, TradeWith, AskFor, AcceptTrade, DeclineTrade)
