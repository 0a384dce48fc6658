"""A computer player's pick, with its reason worded only when someone asks.

A game's computer player decides once, in one function returning a Choice: `choose` takes its action and
`explain` its action with the words, so that a hint can never differ from what the player would do, and a
computer's turn never pays for words nobody reads.

    pick = Choice(Fight(), lambda: f"Fight the Troll: 7 or more on two dice wins, {percent(p)}.")
    pick.action          # what choose returns
    pick.hint()          # what explain returns: Hint(action=Fight(), reason="Fight the Troll: ...")
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .action import Action
from .hints import Hint


@dataclass(frozen=True)
class Choice:
    """The action chosen and a function that says why (called only for a hint)."""

    action: Action
    why: Callable[[], str]

    def hint(self) -> Hint:
        return Hint(action=self.action, reason=self.why())
