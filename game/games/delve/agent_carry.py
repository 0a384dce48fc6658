"""A choice of several clicks taken up half-made (a part of DelveAgent, kept apart for size).

The computer player plans a choice of several clicks at once (read a Scroll, mark the dice, roll them; play a
twist card, then aim it) and replays the clicks from its queue. A player that did not begin the choice
itself — the hint's player, asked afresh at every click, or one rebuilt from a save — finds it half-made:
it carries it on as it would have planned it, rather than going back. A player that began the choice and
lost its plan still goes back, as it always has (so the computer players' games are unchanged).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.protocol import Action

from .actions import Mark, ReadScroll, RollMarked, TwistTarget
from .seen import Seen
from .view import DelveView

FORM_KEEP = {"Fighter": 2, "Cleric": 2, "Mage": 2, "Thief": 2, "Champion": 7, "Scroll": 0}


class CarryOn:
    """Mixed into DelveAgent, which gives it the rest of its arithmetic."""

    seat: int
    carry_on: bool                   # this is the player's first choice: what is half-made is not its own
    start: Callable[..., Action]
    note: Callable[..., None]
    reroll_rest: Callable[[Seen, str], Any]
    best_reroll: Callable[[Any, list[str]], tuple[set[str] | None, float]]
    twist_effects: Callable[[Seen, str], list[tuple[Action | None, float]]]
    quality: Callable[..., float]

    def carry(self, v: DelveView, legal: list[Action]) -> Action | None:
        """The next click of the half-made choice as this player would have planned it; None: go back."""
        p = v.pending
        if p is None:
            return None
        if p.kind == "twist" and p.seat == self.seat and p.card:
            return self.aim(v, p.card, legal)
        if p.kind == "companion" and p.source in ("die:Scroll", "treasure:Scroll") and ReadScroll() in legal:
            return self.reread(v, p.source, [ReadScroll()])
        if p.kind == "reroll" and p.by in ("scroll", "ultimate"):
            return self.reread(v, p.source if p.by == "scroll" else "ult", [])
        if p.kind == "reroll" and p.by == "form" and p.party_marked:
            return self.reform(v, legal)
        return None

    def aim(self, v: DelveView, card: str, legal: list[Action]) -> Action | None:
        """The target that helps most (on its own delve) or hurts most (on a rival's), as best_twist weighs."""
        seen = Seen(v)
        mine = v.adventurer == self.seat
        self.qualities: dict[tuple[object, ...], float] = {}
        base = self.quality(seen)
        best: tuple[float, Action] | None = None
        for target, q in self.twist_effects(seen, card):
            gain = (q - base) if mine else (base - q) * (0.4 + 0.3 * v.level)
            if target in legal and (best is None or gain > best[0]):
                best = (gain, target)
        if best is None or not isinstance(best[1], TwistTarget):
            return None
        self.note("twist", mine=mine, before=base, gain=best[0])
        return best[1]

    def reread(self, v: DelveView, source: str, first: list[Action]) -> Action | None:
        """A Scroll (or the Commander's ultimate) being read: mark the monster kinds whose reroll gives the
        best chance, then roll."""
        dungeon = list(v.dungeon)
        best, chance = self.best_reroll(self.reroll_rest(Seen(v), source), dungeon)
        if best is None:
            return None
        p = v.pending
        marked = set(p.dungeon_marked) if p is not None else set()
        wanted = {i for i, f in enumerate(dungeon) if f in best}
        clicks = [*first, *marks_toward("dungeon", dungeon, marked, wanted)]
        if p is not None:   # dice of the party marked by hand are unmarked: the player rerolls monsters only
            party = list(v.party)
            clicks += [Mark(zone="party", index=i, face=party[i], on=False) for i in p.party_marked]
        self.note("reroll", kinds=tuple(sorted(best)), chance=chance)
        return self.start(*clicks, RollMarked(count=len(wanted)))

    def reform(self, v: DelveView, legal: list[Action]) -> Action | None:
        """The Mercenary's reroll with some dice marked already: the marks the player's rule asks for."""
        party = list(v.party)
        counted: dict[str, int] = {}
        wanted = set()
        for i, face in enumerate(party):
            counted[face] = counted.get(face, 0) + 1
            if counted[face] > FORM_KEEP[face]:
                wanted.add(i)
        if not wanted:
            return None
        marked = set(v.pending.party_marked) if v.pending is not None else set()
        self.note("form", marks=len(wanted))
        return self.start(*marks_toward("party", party, marked, wanted), RollMarked(count=len(wanted)))


def marks_toward(zone: str, faces: list[str], marked: set[int], wanted: set[int]) -> list[Mark]:
    """The clicks that turn the marks `marked` into `wanted` on the dice `faces` of a zone."""
    return [Mark(zone=zone, index=i, face=faces[i], on=i in wanted) for i in sorted(marked ^ wanted)]
