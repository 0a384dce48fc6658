"""Who sits at the table: names, person or computer, and each seat's choices (a pawn type, a hero)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Kind = Literal["human", "computer"]
Strength = Literal["easy", "normal", "hard"]
STRENGTHS: tuple[Strength, ...] = ("easy", "normal", "hard")


@dataclass(kw_only=True)
class Seat:
    name: str
    kind: Kind = "human"
    choices: dict[str, str] = field(default_factory=dict)
    strength: Strength = "normal"    # a computer seat's play: Easy makes a beginner's mistakes, Hard its best

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


@dataclass(kw_only=True)
class TableConfig:
    """Everything set up before play: the seats in table order and the optional rules switched on."""

    seats: list[Seat]
    options: dict[str, bool | str] = field(default_factory=dict)

    def option(self, key: str, default: bool | str = False) -> bool | str:
        return self.options.get(key, default)


def parse_seats(text: str) -> list[Seat]:
    """Read the command line's --seats "Ann:human,Bob:computer" (a kind may be shortened to h or c).

    A third part sets choices: "Ann:human:pawn=Elf/age=9".
    """
    seats = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        bits = part.split(":")
        name = bits[0].strip()
        if not name:
            raise ValueError(f"a seat has no name in {part!r}")
        kind_text = (bits[1].strip().lower() if len(bits) > 1 else "human") or "human"
        kinds = {"human": "human", "h": "human", "person": "human", "computer": "computer", "c": "computer",
                 "cpu": "computer", "ai": "computer", **{s: "computer" for s in STRENGTHS}}
        if kind_text not in kinds:
            raise ValueError(f"seat {name!r}: the kind must be human, computer, easy, normal or hard, "
                             f"not {kind_text!r}")
        strength = kind_text if kind_text in STRENGTHS else "normal"
        choices = {}
        if len(bits) > 2 and bits[2].strip():
            for pair in bits[2].split("/"):
                key, _, value = pair.partition("=")
                if not value:
                    raise ValueError(f"seat {name!r}: write a choice as key=value, not {pair!r}")
                choices[key.strip()] = value.strip()
        seats.append(Seat(name=name, kind=kinds[kind_text], choices=choices,  # type: ignore[arg-type]
                          strength=strength))  # type: ignore[arg-type]
    if not seats:
        raise ValueError("no seats given")
    return seats


def from_left(order: list[int], seat: int, include_seat: bool = False) -> list[int]:
    """The seats of `order` (the turn order) after `seat`, its left first; `seat` itself last when
    include_seat: who answers a moment, in turn, after the seat that made it."""
    i = order.index(seat)
    return [order[(i + k) % len(order)] for k in range(1, len(order) + (1 if include_seat else 0))]


def next_in_order(order: list[int], current: int, still_in: set[int] | None = None) -> int:
    """The seat after `current` in the turn order, skipping seats no longer in the game."""
    i = order.index(current)
    for step in range(1, len(order) + 1):
        seat = order[(i + step) % len(order)]
        if still_in is None or seat in still_in:
            return seat
    return current
