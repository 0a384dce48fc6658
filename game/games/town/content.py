"""The cards and the starting kit, read from data/*.json (all of it the project's own design: the rulebook
names the four monster decks and the Town deck but lists no card, and gives no starting hit points).

- data/monsters.json: the four monster decks, wilderness (depth 0) to the Rune Vaults (depth 3). A card
  is a monster (a die target, silver, skulls and maybe a special) or a fortune (something found, or
  something that finds you), played once.
- data/town.json: the Town deck of items for sale.
- data/start.json: hit points and silver at the start, the equipment limit, the shop's size.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("data")
DEPTHS = (0, 1, 2, 3)

# What a monster's special does, in the card's words (the rules carry them out in fights.py).
SPECIALS: dict[str, str] = {
    "toll": "Pay {amount} silver and it lets you by without a fight.",
    "pickpocket": "A loss also costs {amount} silver.",
    "web": "A loss also costs your next turn.",
    "thief": "A loss also costs your dearest item: it is sold in the Town (the bottom of the Town deck).",
    "drag": "A loss also drags you down to the first square of the next depth.",
    "twice": "Must be beaten twice in a row.",
    "deadly": "Easy to beat, but a loss kills you outright.",
    "fierce": "A loss costs 2 hit points.",
    "rust": "A loss also rusts your dearest weapon or Chain Mail away.",
    "ghost": "Your equipment does not help against it.",
}
# What a fortune card does (cards.py: fortune).
FORTUNES: dict[str, str] = {
    "silver": "Take {amount} silver.",
    "heal": "Heal {amount} hit points.",
    "heal_full": "Heal every hit point.",
    "trap": "Take {amount} damage.",
    "lose_turn": "Lose your next turn.",
    "merchant": "Buy or sell here, as in the Town.",
    "gift": "Take the top card of the Town deck for free, if you have room for it.",
    "surface": "Climb up to the Town.",
}


@dataclass(frozen=True, kw_only=True)
class Card:
    """A card of a monster deck."""

    id: str
    name: str
    kind: str            # "monster" or "fortune"
    depth: int           # the deck it belongs to
    count: int
    target: int = 0      # monsters: the die roll that beats it
    silver: int = 0
    skulls: int = 0
    special: str = ""    # monsters: a key of SPECIALS
    effect: str = ""     # fortunes: a key of FORTUNES
    amount: int = 0

    @property
    def monster(self) -> bool:
        return self.kind == "monster"

    @property
    def text(self) -> str:
        """The card's printed rule."""
        if self.monster:
            base = f"Beaten on {self.target} or more: {self.silver} silver, {self.skulls} skull" \
                   f"{'s' if self.skulls != 1 else ''}."
            extra = SPECIALS[self.special].format(amount=self.amount) if self.special else ""
            return f"{base} {extra}".strip()
        return FORTUNES[self.effect].format(amount=self.amount)


@dataclass(frozen=True, kw_only=True)
class Item:
    """A card of the Town deck."""

    id: str
    name: str
    price: int
    count: int
    effect: str          # weapon, reroll, shield, mail, draught, vigour, lantern, boots, writ, map
    text: str
    bonus: int = 0
    roll: int = 0        # mail: the roll that stops a damage; shield: the roll that keeps it whole after one

    @property
    def resale(self) -> int:
        """"can sell items back to the store for half their purchase value, rounded down\""""
        return self.price // 2


@dataclass(frozen=True, kw_only=True)
class Deck:
    depth: int
    name: str
    back: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class Start:
    hit_points: int
    silver: int
    equipment_limit: int
    for_sale: int
    refresh_cost: int


def _read(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


@functools.cache
def decks() -> tuple[Deck, ...]:
    out = []
    for d in _read("monsters.json")["decks"]:
        cards = tuple(Card(depth=d["depth"], **c) for c in d["cards"])
        out.append(Deck(depth=d["depth"], name=d["name"], back=d["back"], cards=cards))
    return tuple(sorted(out, key=lambda deck: deck.depth))


@functools.cache
def cards() -> dict[str, Card]:
    return {c.id: c for deck in decks() for c in deck.cards}


def card(cid: str) -> Card:
    return cards()[cid]


@functools.cache
def items() -> dict[str, Item]:
    return {i["id"]: Item(**i) for i in _read("town.json")["items"]}


def item(iid: str) -> Item:
    return items()[iid]


@functools.cache
def start() -> Start:
    data = {k: v for k, v in _read("start.json").items() if not k.startswith("_")}
    return Start(**data)


def deck_cards(depth: int) -> list[str]:
    """Every card of a monster deck, copies and all (unshuffled)."""
    return [c.id for c in decks()[depth].cards for _ in range(c.count)]


def town_cards() -> list[str]:
    return [i.id for i in items().values() for _ in range(i.count)]


def monster_total() -> int:
    return sum(1 for d in DEPTHS for cid in deck_cards(d) if card(cid).monster)


def deck_name(depth: int) -> str:
    return decks()[depth].name


def deck_phrase(name: str) -> str:
    """A deck's name inside a sentence: "The Wilderness" is "the Wilderness deck", "Depth 1: the Upper
    Halls" is "the Upper Halls deck (depth 1)"."""
    depth, _, title = name.partition(": ")
    if title:
        return f"{title[0].lower()}{title[1:]} deck ({depth.lower()})"
    return f"the {name[4:]} deck" if name.startswith("The ") else f"the {name} deck"
