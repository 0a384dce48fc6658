"""The game's content, read once from data/*.json: dice faces, what each companion defeats, the eight
heroes on both sides, the 36 treasure tokens and the twist cards.

The rules implement behaviour by the `kind` and keys the data names; the texts the player reads live
in the data, in the project's own words.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("data")

PARTY_FACES = ("Fighter", "Cleric", "Mage", "Thief", "Champion", "Scroll")
DUNGEON_FACES = ("Goblin", "Skeleton", "Ooze", "Chest", "Potion", "Dragon")
COMPANIONS = ("Fighter", "Cleric", "Mage", "Thief", "Champion")
MONSTERS = ("Goblin", "Skeleton", "Ooze")
PARTY_DICE = 7
DUNGEON_DICE = 7
TOP_LEVEL = 10
DELVES_EACH = 3
DRAGON_LAIR_NEED = 3      # dice in the Lair that bring the Dragon
DRAGON_TYPES_NEED = 3     # different companion types that defeat it
ALL = -1                  # "any number" in the defeat table


def _load(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def plural(face: str, n: int = 2) -> str:
    """'Goblin' -> 'Goblins', 'Thief' -> 'Thieves', 'Ooze' -> 'Oozes'."""
    if n == 1:
        return face
    if face == "Thief":
        return "Thieves"
    if face == "die" or face.endswith(" die"):
        return face[:-3] + "dice"
    return face + "s"


def count_of(face: str, n: int) -> str:
    """'3 Goblins', '1 Ooze', 'a Chest' style counts for the log."""
    return f"{n} {plural(face, n)}"


def several(faces: list[str]) -> str:
    """'a Goblin and an Ooze', '2 Oozes', '2 Goblins and a Skeleton'."""
    seen: dict[str, int] = {}
    for f in faces:
        seen[f] = seen.get(f, 0) + 1
    return " and ".join(count_of(f, n) if n > 1 else article(f) for f, n in seen.items())


def article(word: str) -> str:
    return ("an " if word[0] in "AEIOU" else "a ") + word


@dataclass(frozen=True, kw_only=True)
class Ability:
    text: str
    params: dict[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True, kw_only=True)
class HeroSide:
    name: str
    specialty: Ability
    ultimate: Ability


@dataclass(frozen=True, kw_only=True)
class Hero:
    id: str
    novice: HeroSide
    master: HeroSide

    @property
    def card(self) -> str:
        """The card's name at the table: 'Mercenary / Commander'."""
        return f"{self.novice.name} / {self.master.name}"

    def side(self, master: bool) -> HeroSide:
        return self.master if master else self.novice


@dataclass(frozen=True, kw_only=True)
class Treasure:
    name: str
    count: int
    kind: str
    worth: int
    text: str
    acts_as: str = ""
    pair_bonus: int = 0


@dataclass(frozen=True, kw_only=True)
class Twist:
    name: str
    copies: int
    kind: str
    text: str
    zone: str = ""
    to: str = ""
    need: int = 0


def _side(data: dict[str, Any]) -> HeroSide:
    def ability(d: dict[str, Any]) -> Ability:
        return Ability(text=d["text"], params={k: v for k, v in d.items() if k != "text"})
    return HeroSide(name=data["name"], specialty=ability(data["specialty"]), ultimate=ability(data["ultimate"]))


@cache
def heroes() -> dict[str, Hero]:
    return {h["id"]: Hero(id=h["id"], novice=_side(h["novice"]), master=_side(h["master"]))
            for h in _load("heroes.json")["heroes"]}


@cache
def master_at() -> int:
    return int(_load("heroes.json")["master_at"])


def hero_by_name(name: str) -> Hero | None:
    """A hero by either side's name, its card name ('Knight / Dragon Slayer') or its id (case-insensitive)."""
    key = name.split("/")[0].strip().lower()
    for hero in heroes().values():
        if key in (hero.id, hero.novice.name.lower(), hero.master.name.lower()):
            return hero
    return None


@cache
def treasures() -> dict[str, Treasure]:
    return {t["name"]: Treasure(**t) for t in _load("treasures.json")["tokens"]}


def treasure_bag() -> list[str]:
    """All 36 tokens, in a fixed order (the rules shuffle by drawing at random)."""
    return [t.name for t in treasures().values() for _ in range(t.count)]


@cache
def twists() -> dict[str, Twist]:
    return {c["name"]: Twist(**c) for c in _load("twists.json")["cards"]}


def twist_deck() -> list[str]:
    return [c.name for c in twists().values() for _ in range(c.copies)]


@cache
def defeats() -> dict[str, dict[str, int]]:
    """For each companion, how many of each monster one die defeats (ALL: every one of that kind)."""
    table = _load("dice.json")["defeats"]
    return {role: {m: ALL if table[role][m] == "all" else int(table[role][m]) for m in MONSTERS}
            for role in COMPANIONS}


@cache
def opens_every_chest() -> frozenset[str]:
    return frozenset(_load("dice.json")["opens_every_chest"])


@cache
def face_help() -> dict[str, str]:
    data = _load("dice.json")
    return {f["face"]: f["help"] for f in data["party"] + data["dungeon"]}


def party_face(value: int) -> str:
    """The face a rolled party die shows: 1 Fighter, 2 Cleric, 3 Mage, 4 Thief, 5 Champion, 6 Scroll."""
    return PARTY_FACES[value - 1]


def dungeon_face(value: int) -> str:
    """1 Goblin, 2 Skeleton, 3 Ooze, 4 Chest, 5 Potion, 6 Dragon."""
    return DUNGEON_FACES[value - 1]
