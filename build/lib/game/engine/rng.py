"""A seeded random number generator whose whole state is two integers.

Python's random.Random would do, but its state is 625 numbers; this one saves as {"seed", "counter"}, so
a save file stays small and readable, and the same seed with the same actions gives the same game.
Tests fix the dice with force(): forced values come out of die() before any random ones.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _splitmix64(x: int) -> int:
    x = (x + _GOLDEN) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


@dataclass(kw_only=True)
class Rng:
    seed: int
    counter: int = 0
    forced: list[int] = field(default_factory=list)

    def next64(self) -> int:
        self.counter += 1
        return _splitmix64((self.seed * _GOLDEN + self.counter) & _MASK)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, not {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def die(self, sides: int) -> int:
        """One die of `sides` faces: a forced value if a test queued one, else a random face."""
        if self.forced:
            value = self.forced.pop(0)
            if not 1 <= value <= sides:
                raise ValueError(f"a forced roll of {value} cannot come from a d{sides}")
            return value
        return 1 + self.below(sides)

    def force(self, *values: int) -> None:
        """Queue the next die faces (for tests and tutorials)."""
        self.forced.extend(values)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> Rng:
        """An independent generator (for a computer player), so that its choices never move the dice."""
        return Rng(seed=_splitmix64(self.seed ^ _splitmix64(salt)))
