"""A deck of cards named by id (the card's data lives in the game's content tables).

The top of the deck is the end of the list, so drawing is a pop; `cards[0]` is the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .rng import Rng


class EmptyDeck(LookupError):
    pass


@dataclass(kw_only=True)
class Deck:
    cards: list[str] = field(default_factory=list)
    discards: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.cards)

    def draw(self) -> str:
        if not self.cards:
            raise EmptyDeck("the deck is empty")
        return self.cards.pop()

    def draw_many(self, n: int) -> list[str]:
        return [self.draw() for _ in range(min(n, len(self.cards)))]

    def peek(self, n: int = 1) -> list[str]:
        """The top n cards, top first, without drawing them."""
        return list(reversed(self.cards[-n:])) if n > 0 else []

    def put_top(self, card: str) -> None:
        self.cards.append(card)

    def put_bottom(self, card: str) -> None:
        self.cards.insert(0, card)

    def discard(self, card: str) -> None:
        self.discards.append(card)

    def recycle(self, rng: Rng) -> int:
        """Shuffle the discards back in under the remaining cards; returns how many came back."""
        back = self.discards
        self.discards = []
        rng.shuffle(back)
        self.cards[:0] = back
        return len(back)

    def draw_or_recycle(self, rng: Rng) -> str | None:
        """Draw, reshuffling the discards first if the deck ran out; None if both are empty."""
        if not self.cards and self.discards:
            self.recycle(rng)
        return self.draw() if self.cards else None
