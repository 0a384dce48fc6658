"""The cards of Kick the Door, read from data/doors.json and data/treasures.json (the project's own design:
the rulebook names the kinds of card but none of the cards).

Several copies of a card exist, so every physical card has its own id: its kind's id and its copy
("leafling#2"), so that a card added to the data renames no other (a save names cards by these ids; the
saves of format 1 numbered them, "d17", see upgrade.py). `card(cid)` gives the kind of card behind an id,
its deck among the rest; the rules keep ids everywhere and look the card up when they need its numbers.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("data")

# The slots a body has: "You can only carry one type of item (headgear, armor etc.)"; two hands.
SLOTS = ("headgear", "armor", "footgear", "hand1", "hand2", "none")
SLOT_WORDS = {"headgear": "headgear", "armor": "armor", "footgear": "footgear", "hand1": "1 hand",
              "hand2": "2 hands", "none": "no slot"}
RACES = ("leafling", "stoutfolk", "pocketkin")
CLASSES = ("brawler", "hexslinger", "gravewarden", "cutpurse")
DEAL = 4            # "Give each player four cards from each stack."
HAND_LIMIT = 5      # "you must have no more than five cards in your hand"
WIN_LEVEL = 10
RUN_TARGET = 5      # "If you get a 5 or more, you escape."
GOLD_PER_LEVEL = 1000


@dataclass(frozen=True, kw_only=True)
class Effect:
    """One thing a curse or a monster's Bad Stuff does: `do` names it (lose_level, lose_slot, lose_hand,
    lose_items, lose_small, lose_big, lose_race, lose_class, discard_hand, lose_cards, lose_priciest,
    death), `n` how many, `slot` which slot."""

    do: str
    n: int = 1
    slot: str = ""


@dataclass(frozen=True, kw_only=True)
class Card:
    id: str                 # the kind of card ("lint_golem"); a physical card has its own id ("lint_golem#1")
    deck: str               # door | treasure
    kind: str               # monster curse race class double_race double_class enhancer | item oneshot levelup hireling
    name: str
    text: str
    count: int = 1
    # monsters
    level: int = 0
    treasures: int = 0
    levels: int = 1
    undead: bool = False
    bad: tuple[Effect, ...] = ()
    bad_text: str = ""
    vs: dict[str, int] = field(default_factory=dict)   # +N against a race or class
    no_pursue_below: int = 0   # won't chase anyone of this level or lower
    no_pursue_above: int = 0   # won't chase anyone above this level
    run: int = 0               # modifier to running away from it
    # curses
    effects: tuple[Effect, ...] = ()
    persist: dict[str, int] = field(default_factory=dict)   # {"combat": -2} stays on the victim
    # enhancers
    bonus: int = 0
    treasure: int = 0
    # items and one-shots
    slot: str = ""
    big: bool = False
    gold: int = 0
    only: str = ""             # a class or race the item needs to be equipped
    vs_undead: int = 0         # added to the bonus against undead
    power: str = ""            # vanish | escape: usable in combat by its text

    @property
    def is_item(self) -> bool:
        return self.kind == "item"

    @property
    def sellable(self) -> bool:
        return self.kind in ("item", "oneshot") and self.gold > 0

    @property
    def small(self) -> bool:
        return self.is_item and not self.big

    def __str__(self) -> str:
        return self.name


def _effects(raw: list[dict[str, Any]] | None) -> tuple[Effect, ...]:
    return tuple(Effect(**e) for e in raw or ())


def _read(name: str, deck: str) -> list[Card]:
    raw = json.loads((DATA / name).read_text(encoding="utf-8"))
    out = []
    for c in raw["cards"]:
        c = dict(c)
        c["bad"] = _effects(c.get("bad"))
        c["effects"] = _effects(c.get("effects"))
        out.append(Card(deck=deck, **c))
    return out


@functools.cache
def kinds() -> dict[str, Card]:
    """Every kind of card by its kind id."""
    return {c.id: c for c in [*_read("doors.json", "door"), *_read("treasures.json", "treasure")]}


def numbered(cards: Iterable[Card]) -> dict[str, Card]:
    """Every physical card by its id, the door deck's then the treasure deck's, each in the data files' order
    with a kind's copies together: the decks' fixed order, which a game's seed shuffles."""
    out: dict[str, Card] = {}
    for deck in ("door", "treasure"):
        for c in cards:
            if c.deck == deck:
                out |= {f"{c.id}#{copy}": c for copy in range(1, c.count + 1)}
    return out


@functools.cache
def _instances() -> dict[str, Card]:
    return numbered(kinds().values())


def card(cid: str) -> Card:
    """The card behind a physical card's id ("lint_golem#1")."""
    return _instances()[cid]


def exists(cid: str) -> bool:
    """Whether a physical card of this id is in the game."""
    return cid in _instances()


def name(cid: str) -> str:
    return _instances()[cid].name


def deck_ids(deck: str) -> list[str]:
    """Every physical card of a deck, in a fixed order (shuffle before dealing)."""
    return [cid for cid, c in _instances().items() if c.deck == deck]


def ids_of(kind_id: str) -> list[str]:
    """The physical cards of one kind ("leafling" -> its three copies)."""
    return [cid for cid, c in _instances().items() if c.id == kind_id]


@dataclass(frozen=True, kw_only=True, slots=True)
class DoorsCard:
    """A card face up, as the table shows it: everything printed on it, the same for every seat (a number a
    kind of card does not print stays at its empty default: a curse has no level, a monster no gold)."""

    id: str                 # the physical card ("lint_golem#1")
    kind_id: str            # the kind of card ("lint_golem")
    kind: str               # monster curse race class ... (Card.kind)
    deck: str               # door | treasure
    name: str
    text: str
    # monsters
    level: int = 0
    treasures: int = 0
    levels: int = 0
    undead: bool = False
    bad_stuff: str = ""
    # items, one-shots, enhancers and hirelings
    bonus: int = 0
    gold: int = 0
    slot: str = ""
    big: bool = False
    only: str = ""


@functools.cache
def face(cid: str) -> DoorsCard:
    """A card as the screen shows it: everything printed on it."""
    c = card(cid)
    printed: dict[str, Any] = {}
    if c.kind == "monster":
        printed = {"level": c.level, "treasures": c.treasures, "levels": c.levels, "undead": c.undead,
                   "bad_stuff": c.bad_text}
    elif c.kind in ("item", "oneshot"):
        printed = {"bonus": c.bonus, "gold": c.gold, "slot": c.slot, "big": c.big, "only": c.only}
    elif c.kind in ("enhancer", "hireling"):
        printed = {"bonus": c.bonus}
    return DoorsCard(id=cid, kind_id=c.id, kind=c.kind, deck=c.deck, name=c.name, text=c.text, **printed)
