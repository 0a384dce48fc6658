"""A ring track on a board graph: squares joined one way, clockwise, into one closed loop.

A pawn on a ring moves forward a number of squares, passing some and stopping on the last; a game asks
which squares (and which other pawns) it went past, and where it could stop instead (the town it passes).
The ring is read from the map: each square has one outgoing link of the track's kind, and following them
from the first square comes back to it after visiting every square once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .board import Board, BoardError


@dataclass(frozen=True, kw_only=True)
class Step:
    """One move along the ring: every square entered, in order (the last is where it stops)."""

    start: int
    squares: tuple[int, ...]

    @property
    def end(self) -> int:
        return self.squares[-1] if self.squares else self.start

    @property
    def passed(self) -> tuple[int, ...]:
        """The squares gone over without stopping (every square entered but the last)."""
        return self.squares[:-1]


class Ring:
    def __init__(self, board: Board, link_kind: str, first: int) -> None:
        """`first` is the square the loop is counted from (the town square); index 0."""
        self.board = board
        nxt: dict[int, int] = {}
        for link in board.links_of_kind(link_kind):
            if link.a in nxt:
                raise BoardError(board.path, f"square {link.a} has two {link_kind} links out of it",
                                 board.spaces[link.a])
            nxt[link.a] = link.b
        order = [first]
        while True:
            here = order[-1]
            if here not in nxt:
                raise BoardError(board.path, f"the track stops here: no {link_kind} link leads on",
                                 board.spaces[here])
            after = nxt[here]
            if after == first:
                break
            if after in order:
                raise BoardError(board.path, "the track loops back before it returns to the first square",
                                 board.spaces[after])
            order.append(after)
        self.order: tuple[int, ...] = tuple(order)
        self.index: dict[int, int] = {sid: i for i, sid in enumerate(order)}
        self._next = nxt

    def __len__(self) -> int:
        return len(self.order)

    def __contains__(self, square: object) -> bool:
        return square in self.index

    def ahead(self, square: int, steps: int) -> int:
        """The square `steps` forward of `square`."""
        return self.order[(self.index[square] + steps) % len(self.order)]

    def walk(self, start: int, steps: int) -> Step:
        """Move `steps` squares forward from `start`."""
        i = self.index[start]
        return Step(start=start, squares=tuple(self.order[(i + k) % len(self.order)] for k in range(1, steps + 1)))

    def distance(self, a: int, b: int) -> int:
        """Squares forward from a to b (0 when they are the same square)."""
        return (self.index[b] - self.index[a]) % len(self.order)

    def passes(self, step: Step, square: int) -> bool:
        """Whether the move goes over `square` without stopping on it."""
        return square in step.passed

    def pawns_passed(self, step: Step, pawns: Mapping[int, int]) -> list[int]:
        """The pawns (seat -> square) the move went past or came to stand beside, in the order met."""
        met: list[int] = []
        for square in step.squares:
            met += [seat for seat, at in pawns.items() if at == square and seat not in met]
        return met
