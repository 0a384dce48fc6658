"""A computer player's pick, with its reason worded only when someone asks.

A game's computer player decides once, in one function returning a Choice: `choose` takes its action and
`explain` its action with the words, so that a hint can never differ from what the player would do, and a
computer's turn never pays for words nobody reads.

    pick = Choice(Fight(), lambda: f"Fight the Troll: 7 or more on two dice wins, {percent(p)}.")
    pick.action          # what choose returns
    pick.hint()          # what explain returns: Hint(action=Fight(), reason="Fight the Troll: ...")
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from .action import Action
from .hints import Hint

A = TypeVar("A", bound=Action)


@dataclass(frozen=True)
class Choice:
    """The action chosen and a function that says why (called only for a hint)."""

    action: Action
    why: Callable[[], str]

    @classmethod
    def of(cls, action: A | None, why: Callable[[A], str]) -> Choice | None:
        """A choice of `action` (None: nothing chosen), worded by `why(action)` when asked."""
        return None if action is None else cls(action, lambda: why(action))

    def hint(self, legal: Sequence[Action] = ()) -> Hint:
        """The choice as a hint; given the legal actions, the action is the legal one that equals it (its
        label carries the names a player reads: "Give your Lantern", not "Give your ")."""
        action = next((a for a in legal if a == self.action), self.action)
        return Hint(action=action, reason=self.why())
