"""The cards and tables of Dungeon!, read once from data/*.json.

Every physical card gets an id ("M3-ogre-2": the second Ogre of the level 3 monster deck; "P4-magic-sword-1")
so that decks, rooms and hands hold plain strings, and a state saves as JSON. The numbers live in the data,
never in the code: the rules ask `monster(card_id).target(...)`.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).with_name("data")

ELF, HERO, SUPERHERO, WIZARD = "Elf", "Hero", "Superhero", "Wizard"
PAWN_TYPES = (ELF, HERO, SUPERHERO, WIZARD)
LIGHTNING, FIRE_BALL, TRANSFERENCE = "lightning_bolt", "fire_ball", "transference"
ATTACK_SPELLS = (LIGHTNING, FIRE_BALL)
SPELLS = (LIGHTNING, FIRE_BALL, TRANSFERENCE)
LEVELS = (1, 2, 3, 4, 5, 6)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


COLUMNS = ("lightning", "fire_ball", "wizard", "superhero", "hero", "elf")


@dataclass(frozen=True, kw_only=True, slots=True)
class Numbers:
    """A monster card's six numbers: what a spell or a pawn type must roll on two dice to kill it (None: the
    card's dash; a trap has none)."""

    lightning: int | None = None
    fire_ball: int | None = None
    wizard: int | None = None
    superhero: int | None = None
    hero: int | None = None
    elf: int | None = None

    def of(self, column: str) -> int | None:
        """The number in a column ("hero", "fire_ball"); None for a dash or a column the card has not."""
        return getattr(self, column) if column in COLUMNS else None


@dataclass(frozen=True, kw_only=True, slots=True)
class MonsterCard:
    """A monster or trap card's face: what anyone who sees it face up reads on it."""

    id: str
    level: int
    name: str
    kind: str                  # "monster" or "trap"
    numbers: Numbers
    trap: str | None = None    # "lose_turns" or "transport"
    source: str = "rulebook"

    @property
    def is_trap(self) -> bool:
        return self.kind == "trap"

    def number(self, column: str) -> int | None:
        return self.numbers.of(column)


@dataclass(frozen=True, kw_only=True, slots=True)
class PrizeCard:
    """A prize card's face: what its holder (or a seat that has seen it) reads on it."""

    id: str
    level: int
    name: str
    value: int
    special: str | None = None  # magic_sword, secret_entrance, esp_medallion, crystal_ball
    text: str = ""
    source: str = "rulebook"
    note: str = ""

    @property
    def title(self) -> str:
        """The card as a player names it: "Sack of Gold (750)", "Magic Sword", "Magic Sword (+500)"."""
        if self.special == "magic_sword" and self.value:
            return f"{self.name} (+{self.value:,})"
        return f"{self.name} ({self.value:,})" if self.value else self.name


@dataclass(frozen=True, kw_only=True)
class PawnType:
    name: str
    column: str
    need: int
    secret_door: int   # a die showing this or less opens a secret door
    levels: tuple[int, int]
    colour: str


@dataclass(frozen=True, kw_only=True)
class Spell:
    id: str
    name: str
    column: str | None
    stock: int
    text: str
    short: str = ""     # the rules in a few words, to fit a card (the rules screen and the tips have them whole)
    word: str = ""      # the name in a word or two, to fit a button that lists several


def _load(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


@functools.cache
def monsters() -> dict[str, MonsterCard]:
    out: dict[str, MonsterCard] = {}
    for entry in _load("monsters.json")["cards"]:
        base = f"M{entry['level']}-{_slug(entry.get('trap') and 'trap ' + entry['trap'] or entry['name'])}"
        for i in range(1, entry["count"] + 1):
            card = MonsterCard(id=f"{base}-{i}", level=entry["level"], name=entry["name"], kind=entry["kind"],
                               numbers=Numbers(**{c: entry.get(c) for c in COLUMNS}) if entry["kind"] == "monster"
                               else Numbers(),
                               trap=entry.get("trap"), source=entry["source"])
            out[card.id] = card
    return out


@functools.cache
def prizes() -> dict[str, PrizeCard]:
    out: dict[str, PrizeCard] = {}
    for entry in _load("prizes.json")["cards"]:
        base = f"P{entry['level']}-{_slug(entry['name'])}"
        if entry["special"] is None:
            base += f"-{entry['value']}"
        start = sum(1 for k in out if k.startswith(base + "-"))
        for i in range(start + 1, start + entry["count"] + 1):
            card = PrizeCard(id=f"{base}-{i}", level=entry["level"], name=entry["name"], value=entry["value"],
                             special=entry["special"], text=entry.get("text", ""), source=entry["source"],
                             note=entry.get("note", ""))
            out[card.id] = card
    return out


@functools.cache
def pawn_types() -> dict[str, PawnType]:
    data = _load("pawns.json")
    return {p["name"]: PawnType(name=p["name"], column=p["column"], need=p["need"], secret_door=p["secret_door"],
                                levels=tuple(p["levels"]), colour=p["colour"]) for p in data["pawns"]}


@functools.cache
def max_per_type() -> int:
    return int(_load("pawns.json")["max_per_type"])


@functools.cache
def spells() -> dict[str, Spell]:
    return {s["id"]: Spell(id=s["id"], name=s["name"], column=s["column"], stock=s["stock"], text=s["text"],
                           short=s.get("short", s["text"]), word=s.get("word", s["name"]))
            for s in _load("spells.json")["spells"]}


@functools.cache
def spells_at_start() -> int:
    return int(_load("spells.json")["start"])


@dataclass(frozen=True, kw_only=True)
class SpellMix:
    """One of the usual mixes a Wizard may take at the start in one click (the project's design)."""

    id: str
    name: str
    shares: dict[str, int]     # spell -> its share of the mix
    about: str

    def cards(self, count: int) -> tuple[str, ...]:
        """The mix for `count` spells: each spell's share of the count, rounded to whole cards (the largest
        remainders get the cards left over, the larger share first), in the order of SPELLS."""
        total = sum(self.shares.values())
        exact = {s: count * self.shares.get(s, 0) / total for s in SPELLS}
        n = {s: int(exact[s]) for s in SPELLS}
        for s in sorted(SPELLS, key=lambda s: (exact[s] - n[s], self.shares.get(s, 0)), reverse=True):
            if sum(n.values()) >= count:
                break
            n[s] += 1
        return tuple(s for s in SPELLS for _ in range(n[s]))


@functools.cache
def spell_mixes() -> tuple[SpellMix, ...]:
    return tuple(SpellMix(id=m["id"], name=m["name"], shares=dict(m["shares"]), about=m["about"])
                 for m in _load("spells.json").get("mixes", []))


def monster(card: str) -> MonsterCard:
    return monsters()[card]


def prize(card: str) -> PrizeCard:
    return prizes()[card]


def is_monster(card: str) -> bool:
    return card.startswith("M")


def card_name(card: str) -> str:
    return monster(card).name if is_monster(card) else prize(card).title


def monster_deck(level: int) -> list[str]:
    return [c.id for c in monsters().values() if c.level == level]


def prize_deck(level: int) -> list[str]:
    return [c.id for c in prizes().values() if c.level == level]


def spell_name(spell: str) -> str:
    return spells()[spell].name


def value_of(cards: list[str]) -> int:
    return sum(prize(c).value for c in cards)


@dataclass(frozen=True, kw_only=True, slots=True)
class LevelCards:
    """A level's cards for the card gallery: one of each kind, face up, with how many of it the deck holds."""

    monsters: tuple[tuple[MonsterCard, int], ...]
    prizes: tuple[tuple[PrizeCard, int], ...]


@functools.cache
def gallery() -> dict[int, LevelCards]:
    """Every card of every level, face up, for the app's card gallery (one entry per kind of card)."""
    out: dict[int, LevelCards] = {}
    for level in LEVELS:
        mons: dict[str, list[MonsterCard]] = {}
        for c in monsters().values():
            if c.level == level:
                mons.setdefault(c.name, []).append(c)
        found: dict[str, list[PrizeCard]] = {}
        for p in prizes().values():
            if p.level == level:
                found.setdefault(p.title, []).append(p)
        out[level] = LevelCards(monsters=tuple((cards[0], len(cards)) for cards in mons.values()),
                                prizes=tuple((cards[0], len(cards)) for cards in found.values()))
    return out


# --- the tables of the optional rules (data/tables.json) ---------------------------------------------------

@functools.cache
def tables() -> dict:
    return _load("tables.json")


def player_combat(attacker: str, defender: str) -> int:
    """Player Combat Table: what the attacker must roll on two dice to hit the defender."""
    return int(tables()["player_combat"][attacker][defender])


def spell_combat(spell: str, victim: str) -> int:
    """Spell Combat Table: what a Wizard's attack spell must roll to hit a pawn of this type."""
    return int(tables()["spell_combat"][spell][victim])


def wandering_section(roll: int) -> str | None:
    """Wandering Monster Table: the board section a monster appears in, or None (11, 12)."""
    return tables()["wandering"].get(str(roll))


def strength_rank(kind: str) -> int:
    """The order wandering monsters pick their victim by: 0 for the strongest (the Wizard)."""
    return list(tables()["strength"]).index(kind)


def special_sword_roll(level: int) -> int | None:
    """Special Magic Swords: the score that makes a sword found on this level add 2 (None: no roll)."""
    found = tables()["special_swords"].get(str(level))
    return None if found is None else int(found)


def more_spells_base() -> int:
    return int(tables()["more_spells_base"])
