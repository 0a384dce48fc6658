"""How long the way out is, in turns: the computer player's yardstick.

For every square the model knows the expected number of turns a hireling needs to get out from there
with no cards (the monsters' odds, the rooms' delays, the bonus moves, the best branch at the split),
computed once per board from the exit downward. With it the computer player prices a decision in turns:
what a card would save this turn, which branch is quicker with the roll in hand, whether to swim.
The fireball and the other hirelings are left to the player itself.
"""

from __future__ import annotations

import functools
from collections import defaultdict

from .board import EscapePath
from .odds import d8_odds

# A hireling's situation at the start of a turn: free on a square, held in the pit, turns to lose, or out.
Key = tuple  # ("free", sq) | ("pit", sq) | ("web", sq, turns to lose) | ("exit",)
Dist = dict[Key, float]

EXIT: Key = ("exit",)


def evade_odds(number: int, bonus: int) -> float:
    """The chance that a d8 plus `bonus` reaches `number` (the screen's hover words use the same odds)."""
    return d8_odds(number, bonus)


class Model:
    def __init__(self, path: EscapePath) -> None:
        self.path = path
        self.value: dict[Key, float] = {EXIT: 0.0}
        for sq in self._upstream_order():
            if sq == path.exit:
                continue
            self.value[("free", sq)] = 1 + self.turn_value(sq, 0, 0)
            kind = path.kind(sq)
            if kind == "goblin_pit":
                q = evade_odds(path.number(sq), 0)
                self.value[("pit", sq)] = 1 / max(q, 1e-6) + self.value[("free", sq)] - 1

    def _upstream_order(self) -> list[int]:
        """Squares from the exit down, each after every square it leads to."""
        order, done = [], set()

        def visit(sq: int) -> None:
            if sq in done:
                return
            done.add(sq)
            for n in self.path.nexts[sq]:
                visit(n)
            order.append(sq)

        visit(self.path.start)
        return order

    def of(self, key: Key) -> float:
        if key[0] == "web":
            return key[2] + self.value[("free", key[1])]
        return self.value[key]

    def expect(self, dist: Dist) -> float:
        return sum(p * self.of(k) for k, p in dist.items())

    def turn_value(self, sq: int, move: int, evade: int) -> float:
        """Expected turns still needed after a turn begun free on `sq` with these cards in front."""
        return sum(self.expect(self.walk(sq, r + move, evade, move)) for r in range(1, 7)) / 6

    @functools.lru_cache(maxsize=200000)  # noqa: B019 - one model per board, kept for the program's life
    def walk(self, sq: int, steps: int, evade: int, move: int, first: int = 0) -> Dist:
        """Where a move of `steps` from `sq` ends, as a distribution (first: the branch chosen, if any)."""
        path = self.path
        here = sq
        while True:
            if steps <= 0:
                return {("free", here): 1.0}
            nexts = path.nexts[here]
            if first:
                nxt, first = first, 0
            elif len(nexts) > 1:
                return min((self.walk(here, steps, evade, move, b) for b in nexts), key=self.expect)
            else:
                nxt = nexts[0]
            here, steps = nxt, steps - 1
            if here == path.exit:
                return {EXIT: 1.0}
            if not path.stops(here):
                continue
            return self.meet(here, steps, evade, move)

    def meet(self, sq: int, steps: int, evade: int, move: int) -> Dist:
        kind = self.path.kind(sq)
        if kind == "spider_web":
            return {("web", sq, int(self.path.space(sq).prop("turns"))): 1.0}
        if kind == "troll_bridge":
            return {("web", sq, 1): 1.0}   # without a card to pay: wait a turn (the player prices paying)
        q = evade_odds(self.path.number(sq), evade)
        on = self.onward(sq, steps, evade, move)
        fail: Key = {"monster": ("free", sq), "goblin_pit": ("pit", sq)}.get(kind, ("web", sq, 1))
        swim = mix([(q, on), (1 - q, {fail: 1.0})])
        if kind == "underground_river":
            ledge = {("free", sq): 1.0}
            return min(swim, ledge, key=self.expect)
        return swim

    def onward(self, sq: int, steps: int, evade: int, move: int) -> Dist:
        """Past a monster or room: finish the move, or roll again if it ended right there."""
        if steps > 0:
            return self.walk(sq, steps, evade, move)
        return mix([(1 / 6, self.walk(sq, r + move, evade, move)) for r in range(1, 7)])


def mix(parts: list[tuple[float, Dist]]) -> Dist:
    out: dict[Key, float] = defaultdict(float)
    for weight, dist in parts:
        if weight <= 0:
            continue
        for k, p in dist.items():
            out[k] += weight * p
    return dict(out)


_MODELS: dict[int, Model] = {}


def model_for(path: EscapePath) -> Model:
    m = _MODELS.get(id(path))
    if m is None or m.path is not path:
        m = Model(path)
        _MODELS[id(path)] = m
    return m
