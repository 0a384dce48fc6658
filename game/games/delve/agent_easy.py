"""The Easy computer player: the same hands as DelveAgent, a beginner's head.

It makes the mistakes a beginner makes, not random ones:
- it sends whatever beats the monsters now, its best companions as readily as its worst, and its hero's
  ultimate at the first chance (a shiny power is there to be used);
- it never thinks of the Dragon until it comes, and never reads a Scroll to reroll a bad level;
- it goes on only while its party looks big (four dice or more), without weighing the odds: it goes home
  early with XP a better player would have pushed for;
- it keeps the party as rolled, and plays twist cards only to help itself.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Action

from .actions import KeepParty, PassTwist, Retire, SeekGlory
from .agent import DelveAgent
from .seen import Seen
from .solver import Plan
from .view import DelveView

BIG_ENOUGH = 4   # party dice a beginner feels safe going on with (fewer, and it goes home: timid, not greedy)


class EasyDelver(DelveAgent):
    name = "easy"

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed, "normal")

    def best_plan(self, seen: Seen, delve: Any, m: tuple[int, int, int], v: DelveView) -> Plan | None:
        """Whatever works, every companion (and the ultimate) counted alike."""
        return delve.solver.solve(m, tuple((u[0], u[1], u[2], 1.0) for u in delve.units))

    def reroll(self, seen: Seen, legal: list[Action]) -> Action | None:
        return None

    def regroup(self, v: DelveView, legal: list[Action]) -> Action:
        seek = next((a for a in legal if isinstance(a, SeekGlory)), None)
        if seek is not None and len(v.party) >= BIG_ENOUGH:
            return seek
        return next(a for a in legal if isinstance(a, Retire))

    def form(self, v: DelveView, legal: list[Action]) -> Action:
        return KeepParty()

    def twist(self, v: DelveView, legal: list[Action]) -> Action:
        if v.adventurer != self.seat and v.pending is None:
            return next(a for a in legal if isinstance(a, PassTwist))
        return super().twist(v, legal)


__all__ = ["EasyDelver"]
