"""The backpack cards, read from data/cards.json (the project's own design: the rulebook names the two
kinds but not their values or mix)."""

from __future__ import annotations

import functools
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol

DATA = Path(__file__).with_name("data")
CARDS_PER_HIRELING = 8   # "each player is dealt 8 cards face down"


CardKind = Literal["move", "evade"]


@dataclass(frozen=True, kw_only=True)
class Card:
    id: str
    name: str
    kind: CardKind
    value: int
    count: int
    source: str

    @property
    def label(self) -> str:
        """The card as the rulebook names its kind: "+3 to move", "+2 to evade Monster"."""
        return f"+{self.value} to {'move' if self.kind == 'move' else 'evade Monster'}"

    def __str__(self) -> str:
        return f"{self.name} ({self.label})"


@functools.cache
def cards() -> dict[str, Card]:
    raw = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
    return {c["id"]: Card(**c) for c in raw["cards"]}


def card(card_id: str) -> Card:
    return cards()[card_id]


def full_deck() -> list[str]:
    """Every card of the box, one id per copy, in a fixed order (shuffle before dealing)."""
    return [c.id for c in cards().values() for _ in range(c.count)]


# The hireling pieces. The rulebook has players choose "a character piece" (the youngest chooses first if
# they argue); the pieces' names are the project's own, and they change nothing in the rules.
CHARACTERS: tuple[str, ...] = ("Torchbearer", "Porter", "Cook", "Squire", "Scroll-Caddie", "Stable Hand")


class _FaceUp(Protocol):
    @property
    def card(self) -> str: ...


class _InFront(Protocol):
    @property
    def front(self) -> Sequence[_FaceUp]: ...


class TableSeen(Protocol):
    """What `unseen` reads of a seat's view (view.EscapeView): the content sits below the view."""

    @property
    def discards(self) -> Sequence[_FaceUp]: ...

    @property
    def hirelings(self) -> Sequence[_InFront]: ...


def unseen(view: TableSeen) -> Counter:
    """The cards nobody has seen, from a seat's view: the whole box minus the discards and every card face
    up in front of a hireling. The top card of any pack is one of them, each as likely (the computer
    player's estimate and the screen's odds both rest on this)."""
    left = Counter(full_deck())
    for f in view.discards:
        left[f.card] -= 1
    for h in view.hirelings:
        for f in h.front:
            left[f.card] -= 1
    return +left
