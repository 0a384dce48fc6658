"""Response windows: after a given moment, the other seats may answer, in turn order.

boardgame.io calls these stages with several active players. Here the protocol keeps one seat to act at a
time, so a window is a queue: the first seat still waiting is `to_act`, answers or passes, and the window
closes when everyone has passed. An answer (a curse played, an enhancer, an offer to help) opens the
window again to every other seat, because each answer is a new moment the others may want to answer.

A game keeps the open window in its state (it saves as JSON with the rest) and says so through
`Game.window(state)`, so that the screen can ask every person at once ("Anyone? Ann · Bo · No one")
instead of handing the screen to each seat in turn.

    window = ResponseWindow.open(order=[0, 1, 2, 3], owner=1, moment="the Bog Wraith is revealed")
    window.current          # -> 2, the seat after the owner
    window.passed(2)        # 3 is to act now
    window.answered(3)      # 3 played a card: 0, 1? no, the owner is left out: 0 and 2 may answer it
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .action import Action
from .seats import from_left


@dataclass(frozen=True)
class Pass(Action):
    """Let the moment go by without answering it (the one action every seat in a window has)."""

    def __str__(self) -> str:
        return "Pass"


@dataclass(kw_only=True)
class ResponseWindow:
    """Who may still answer a moment, in turn order; `current` is the seat to act."""

    moment: str                   # what is being answered, in words ("the Bog Wraith is revealed")
    owner: int                    # whose moment it is: the kicker, the fighter
    order: list[int]              # every seat that may answer, in turn order from the owner's left
    waiting: list[int] = field(default_factory=list)
    answers: int = 0              # how many answers were made while it was open
    tag: str = ""                 # the game's own name for the window ("combat", "kick", ...)

    @classmethod
    def open(cls, order: list[int], owner: int, moment: str, tag: str = "", include_owner: bool = False,
             still_in: set[int] | None = None) -> ResponseWindow:
        """A window on `moment` for the seats of `order` (the table's turn order), starting at the owner's
        left; the owner answers last if include_owner, else not at all."""
        seats = [s for s in from_left(order, owner, include_owner) if still_in is None or s in still_in]
        return cls(moment=moment, owner=owner, order=seats, waiting=list(seats), tag=tag)

    @property
    def current(self) -> int | None:
        """The seat to act in the window, or None once everyone has passed."""
        return self.waiting[0] if self.waiting else None

    @property
    def closed(self) -> bool:
        return not self.waiting

    def passed(self, seat: int) -> None:
        """The seat lets the moment go."""
        if seat in self.waiting:
            self.waiting.remove(seat)

    def answered(self, seat: int) -> None:
        """The seat answered: every seat of the window may answer again, starting at the answerer's left,
        and the answerer last (it may want to add to its own answer once the others have spoken)."""
        self.answers += 1
        if seat not in self.order:
            self.waiting = list(self.order)
            return
        self.waiting = from_left(self.order, seat, include_seat=True)

    def leave(self, seat: int) -> None:
        """A seat out of the game (or made the owner's helper) is no longer asked."""
        self.passed(seat)
        if seat in self.order:
            self.order.remove(seat)
