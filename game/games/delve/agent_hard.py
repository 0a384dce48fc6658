"""The Hard computer player: DelveAgent's hands, with the Regroup weighed for winning, not for XP.

At the Regroup the Normal player compares the XP it expects from one more level with the XP it has. Hard
asks what each choice does to its chance to win the game, from what its view shows: every seat's score and
delves still to come. The XP a delve brings is spread (DELVE_GAIN, measured from the computer players'
own delves), so the chance to finish ahead of every rival is worked out exactly over the delves left.
Going on is valued a level deeper than the next one too: surviving keeps the choice to go on again, each
level a little harder than the last (the chance to come through it shrinks as the party does).

So it stops when retiring wins the game, pushes when only pushing can, and in between weighs the levels
by what they are worth against its rivals' likely scores. Alone at the table it weighs plain XP.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from game.engine.protocol import Action

from . import content as C
from .actions import OpenChests, Pick, Proceed, Quaff, Retire, SeekGlory
from .agent import TREASURE_VALUE, DelveAgent
from .odds import dragon_ok
from .seen import Seen
from .solver import Plan
from .view import DelveView

# What one delve adds to a score (XP, Dragons, treasures kept), measured over 1,200 delves of the Normal
# computer player at two seats (simulate): from -2 (a Town Portal spent) to 19.
DELVE_GAIN = {-2: 0.002, -1: 0.018, 0: 0.035, 1: 0.045, 2: 0.04, 3: 0.035, 4: 0.088, 5: 0.13, 6: 0.152,
              7: 0.167, 8: 0.095, 9: 0.082, 10: 0.047, 11: 0.028, 12: 0.018, 13: 0.007, 14: 0.005, 15: 0.003,
              16: 0.002, 19: 0.002}


@cache
def delves(n: int) -> tuple[tuple[int, float], ...]:
    """What n delves add to a score: DELVE_GAIN added to itself n times."""
    dist = {0: 1.0}
    for _ in range(n):
        nxt: dict[int, float] = {}
        for a, p in dist.items():
            for b, q in DELVE_GAIN.items():
                nxt[a + b] = nxt.get(a + b, 0.0) + p * q
        dist = nxt
    total = sum(dist.values())
    return tuple(sorted((k, p / total) for k, p in dist.items()))


class HardDelver(DelveAgent):
    name = "hard"

    DEPTH = 9   # levels looked ahead beyond the next one (to the legendary level 10)

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed, "hard")

    def regroup(self, v: DelveView, legal: list[Action]) -> Action:
        retire = next(a for a in legal if isinstance(a, Retire))
        seek = next((a for a in legal if isinstance(a, SeekGlory)), None)
        if seek is None:
            return retire
        level = v.level
        seen = Seen(v)
        look = seen.delve().outlook(min(level + 1, v.pool))
        win = self.win_chance(v)
        now = v.seats[self.seat].score
        fail = now + ((level + 1 - 2) if "Town Portal" in seen.treasures else 0)
        stay = win(now + level)
        # Going on: survive the next level (and its Chests), then choose again; each level after it is
        # taken to be as much harder again (its chance of survival times the last).
        go = self.going_on(win, now + look.chests * TREASURE_VALUE, fail, level + 1, look.survive, look.survive, 0)
        return seek if go > stay + 1e-9 else retire

    def going_on(self, win: Callable[[float], float], base: float, fail: float, level: int, survive: float,
                 step: float, depth: int) -> float:
        """The chance to win on seeking glory to `level`, coming through it with chance `survive`."""
        there = win(base + level)
        if level < C.TOP_LEVEL and depth < self.DEPTH:
            after = survive * step
            there = max(there, self.going_on(win, base, fail, level + 1, after, step, depth + 1))
        return survive * there + (1 - survive) * win(fail)

    # --- Monster phase: of the ways through, the one that leaves the best party for the next level --------
    PLAN_COST = 0.15   # weight of a plan's static cost (what the companions kept are worth deeper down)

    def best_plan(self, seen: Seen, delve: Any, m: tuple[int, int, int], v: DelveView) -> Plan | None:
        base = super().best_plan(seen, delve, m, v)
        if base is None:
            return None
        plans = [base]
        for unit in {step[0] for step in base.steps if step[0] in delve.units}:
            rest = list(delve.units)
            rest.remove(unit)
            alt = delve.solver.solve(m, rest)
            if alt is not None:
                plans.append(alt)
        if len(plans) == 1:
            return base
        potions = v.dungeon.count("Potion")
        graveyard = len(v.graveyard)
        dragon = not delve.ring
        best, best_value = base, -1e9
        seen_left: set[tuple[str, ...]] = set()
        for plan in plans:
            key = tuple(sorted(u[0] for u in plan.left))
            if key in seen_left:
                continue
            seen_left.add(key)
            spent = len(delve.units) - len(plan.left)
            if dragon and v.lair + plan.lair_added >= v.dragon.lair_needed and not dragon_ok(
                    tuple(u for u in plan.left if u[0] not in ("ult", "hero")), seen.types_need(), potions,
                    graveyard + spent):
                value = -100.0 - plan.cost
            else:
                value = self.further(seen, list(plan.left), graveyard + spent) - self.PLAN_COST * plan.cost
            if value > best_value + 1e-9:
                best, best_value = plan, value
        return best

    # --- Loot: a Chest is worth its token, less what the opener would have been worth further down ----------
    def loot(self, v: DelveView, legal: list[Action]) -> Action:
        chests, potions = v.dungeon.count("Chest"), v.dungeon.count("Potion")
        if not chests:
            return super().loot(v, legal)
        seen = Seen(v)
        picks = {a.source for a in legal if isinstance(a, Pick)}
        units = seen.units(monster_phase=False)
        ahead = seen.units()   # the companions of the next level, the ultimate with them
        graveyard = len(v.graveyard)
        # The Dragon wakes after the Loot: an opener must not break the team that would face it.
        guard = v.lair >= v.dragon.lair_needed and not seen.ring(monster_phase=False)
        team_now = guard and dragon_ok(tuple(units), seen.types_need(), potions, graveyard)
        keep = self.further(seen, ahead, graveyard)
        best: tuple[float, Action, Action] | None = None
        tried: set[tuple[str, ...]] = set()
        kinds = {True: 0, False: 0}
        for unit in sorted((u for u in units if u[0] in picks), key=lambda u: u[3]):
            every = any(r in C.opens_every_chest() for r in unit[1])
            if not every and not any(r in C.COMPANIONS for r in unit[1]):
                continue
            if unit[1] in tried and unit[0].startswith("die:"):
                continue
            tried.add(unit[1])
            # The two cheapest openers of each sort are enough (each is a look at the next level: time).
            kinds[every] += 1
            if kinds[every] > 2:
                continue
            rest = list(units)
            rest.remove(unit)
            if team_now and not dragon_ok(tuple(rest), seen.types_need(), potions, graveyard + 1):
                continue
            n = chests if every else 1
            # With Potions to come, the spent opener comes back: opening is nearly free.
            if potions and len(units) > 1:
                lost = 0.1
            else:
                later = list(ahead)
                later.remove(next(u for u in later if u[0] == unit[0]))
                lost = keep - self.further(seen, later, graveyard + 1)
                lost += unit[3] - 1.0 if unit[0].startswith("treasure:") else 0.0   # a token's own end worth
            gain = n * TREASURE_VALUE - lost
            if best is None or gain > best[0]:
                best = (gain, Pick(unit[0]), OpenChests(count=n, every=every))
        if best is not None and best[0] > 0:
            return self.start(best[1], best[2])
        drinkers = sorted((u for u in units if u[0] in picks), key=lambda u: u[3])
        if potions and drinkers:
            quaffer = next((u for u in drinkers if u[0].startswith("die:")), drinkers[0])
            if graveyard or quaffer[0] == "die:Scroll" or quaffer[3] < 1.0:
                return self.start(Pick(quaffer[0]), Quaff(potions=potions))
        return next((a for a in legal if isinstance(a, Proceed)), legal[-1])

    def further(self, seen: Seen, units: list, graveyard: int) -> float:
        """What a party is worth from here in XP: the better of retiring and one more level (kept for the
        delve: the Monster phase asks again once a companion is chosen)."""
        v = seen.view
        key = (v.turn, v.level, v.party, v.lair, v.dragon.lair_needed, v.pool, tuple(units), graveyard,
               tuple(seen.treasures), v.seats[seen.adv].ultimate_used)
        if getattr(self, "worth_turn", None) != v.turn:
            self.worth_turn, self.worth = v.turn, {}
        if key not in self.worth:
            self.worth[key] = self._further(seen, units, graveyard)
        return self.worth[key]

    def _further(self, seen: Seen, units: list, graveyard: int) -> float:
        v = seen.view
        delve = seen.delve(graveyard=graveyard)
        delve.units = tuple(units)
        look = delve.outlook(min(v.level + 1, v.pool))
        return max(float(v.level), look.survive * (v.level + 1) + look.chests * TREASURE_VALUE)

    def win_chance(self, v: DelveView) -> Callable[[float], float]:
        """A function of my score at the end of this delve giving my chance to win: ahead of every rival's
        score after the delves they have left, mine added (a tie counts half), plus a thousandth of the score
        (so a game won or lost whatever happens is played for XP). Alone, the score itself."""
        me = v.seats[self.seat]
        if len(v.seats) == 1:
            return lambda x: x
        mine = delves(max(0, C.DELVES_EACH - 1 - me.delves_done))
        rivals = []
        for i, s in enumerate(v.seats):
            if i != self.seat:
                rivals.append((s.score, delves(max(0, C.DELVES_EACH - s.delves_done))))
        # The best rival's final score: P(max <= y) is the product of each rival's P(score <= y).
        lo = min(r + d[0][0] for r, d in rivals)
        hi = max(r + d[-1][0] for r, d in rivals)
        below = {}
        for y in range(lo - 1, hi + 1):
            p = 1.0
            for r, d in rivals:
                p *= sum(q for k, q in d if r + k <= y)
            below[y] = p

        def at_most(y: int) -> float:
            return 0.0 if y < lo - 1 else 1.0 if y >= hi else below[y]

        memo: dict[int, float] = {}

        def whole(x: int) -> float:
            if x not in memo:
                memo[x] = sum(p * 0.5 * (at_most(x + k - 1) + at_most(x + k)) for k, p in mine)
            return memo[x]

        def win(x: float) -> float:
            # A little for the score itself: where the game is won or lost whatever happens, play for XP.
            low = int(x // 1)
            frac = x - low
            p = whole(low) if frac < 1e-9 else (1 - frac) * whole(low) + frac * whole(low + 1)
            return p + 0.001 * x
        return win


__all__ = ["HardDelver"]
