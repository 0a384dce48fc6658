"""The computer player's planner: the cheapest way to defeat a level's monsters with the companions at hand.

A Unit is one thing that can act: (source, roles, roles with an extra kill, cost). Costs are what keeping
the unit is worth for later levels, so the cheapest plan spends the least useful companions. Two ways to
the same answer: Solver searches every companion and move and gives the steps to play (for the level at
hand); quick() uses the structure of the defeat table and answers the hundreds of levels of an outlook.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache

from . import content as C
from .party import defeat_options

Unit = tuple[str, tuple[str, ...], tuple[str, ...], float]
Counts = tuple[int, int, int]
Step = tuple[Unit, str, Counts]      # the unit, the role or move it makes, the monsters it takes

# Special moves (roles that are not companions): hero ultimates and Dragon Bait.
ANY2, CLEAR, LAIR = "ANY2", "CLEAR", "LAIR"


@dataclass(frozen=True)
class Plan:
    cost: float
    steps: tuple[Step, ...]
    left: tuple[Unit, ...]
    lair_added: int = 0


@dataclass
class Solver:
    """A search over every companion and move, memoised over (monsters, units): exact, with the steps to
    play; used for the level at hand (quick() answers the many levels of an outlook)."""

    memo: dict[tuple[Counts, tuple[Unit, ...]], Plan | None] = field(default_factory=dict)

    def solve(self, monsters: Counts, units: Iterable[Unit]) -> Plan | None:
        return self._solve(monsters, tuple(sorted(units)))

    def _solve(self, m: Counts, units: tuple[Unit, ...]) -> Plan | None:
        if not any(m):
            return Plan(0.0, (), units)
        key = (m, units)
        if key in self.memo:
            return self.memo[key]
        self.memo[key] = None  # guards against cycles (conversions never loop, but be safe)
        target = next(i for i in range(3) if m[i])
        best: Plan | None = None
        seen: set[Unit] = set()
        for i, unit in enumerate(units):
            if unit in seen:
                continue
            seen.add(unit)
            rest = units[:i] + units[i + 1:]
            for move, taken, extra_units, lair in moves(unit, m, target):
                after = (m[0] - taken[0], m[1] - taken[1], m[2] - taken[2])
                sub = self._solve(after, tuple(sorted(rest + extra_units)) if extra_units else rest)
                if sub is None:
                    continue
                cost = unit[3] + sub.cost
                if best is None or cost < best.cost - 1e-9:
                    best = Plan(cost, ((unit, move, taken), *sub.steps), sub.left, sub.lair_added + lair)
        self.memo[key] = best
        return best


def moves(unit: Unit, m: Counts, target: int) -> list[tuple[str, Counts, tuple[Unit, ...], int]]:
    """(move name, monsters taken, units gained, dice sent to the Lair) for one unit; every move takes at
    least one monster of the target kind, except conversions, which add companions instead."""
    source, roles, extra, _ = unit
    out: list[tuple[str, Counts, tuple[Unit, ...], int]] = []
    for role in roles:
        if role in C.COMPANIONS:
            for option in defeat_options(role, m, role in extra):
                if option[target]:
                    out.append((role, option, (), 0))
        elif role == ANY2:
            for j in range(3):
                first = [0, 0, 0]
                first[target] = 1
                if m[j] - first[j] > 0:
                    first[j] += 1
                out.append((role, (first[0], first[1], first[2]), (), 0))
        elif role in (CLEAR, LAIR):
            out.append((role, m, (), sum(m) if role == LAIR else 0))
        elif role.startswith("CONVERT:"):
            _, src, dst, n = role.split(":")
            i = C.MONSTERS.index(src)
            k = min(int(n), m[i])
            if k:
                taken = [0, 0, 0]
                taken[i] = k
                gained = tuple((f"borrowed:{dst}", (dst,), (), 0.2) for _ in range(k))
                out.append((role, (taken[0], taken[1], taken[2]), gained, 0))
        elif role.startswith("POTION:"):
            n = int(role.split(":")[1])
            for j in range(3):
                taken = [0, 0, 0]
                taken[target] = 1
                if n > 1 and m[j] - taken[j] > 0:
                    taken[j] += 1
                out.append((role, (taken[0], taken[1], taken[2]), (), 0))
    return out


# --- a quick exact test for many levels at once --------------------------------------------------
@cache
def wipes(role: str) -> frozenset[int]:
    """The monster kinds (0 Goblin, 1 Skeleton, 2 Ooze) one companion in this role defeats all of."""
    table = C.defeats()[role]
    return frozenset(i for i, m in enumerate(C.MONSTERS) if table[m] == C.ALL)


# Caches stay small: a large heap of cached plans makes Python's garbage collector pause for long.
@lru_cache(maxsize=8192)
def quick(m: Counts, units: tuple[Unit, ...]) -> Plan | None:
    """The cheapest way through m, by its structure rather than a search: every companion defeats at least
    one monster of any kind, so a plan is a few kinds wiped out by one companion each and one companion for
    every other monster (two for a companion with an extra kill). Specials: clearing ultimates, the
    Lair-sending ones, conversions (tried with and without), monsters turned to a Potion."""
    if not any(m):
        return Plan(0.0, (), units)
    best: Plan | None = None
    for i, u in enumerate(units):
        roles = u[1]
        rest = units[:i] + units[i + 1:]
        if CLEAR in roles or LAIR in roles:
            lair = sum(m) if LAIR in roles else 0
            if best is None or u[3] < best.cost:
                best = Plan(u[3], (), rest, lair)
        elif roles and roles[0].startswith("CONVERT:"):
            _, src, dst, n = roles[0].split(":")
            j = C.MONSTERS.index(src)
            k = min(int(n), m[j])
            if k:
                after = tuple(m[x] - (k if x == j else 0) for x in range(3))
                gained = tuple((f"borrowed:{dst}", (dst,), (), 0.2) for _ in range(k))
                sub = quick((after[0], after[1], after[2]), rest + gained)
                if sub is not None and (best is None or sub.cost + u[3] < best.cost):
                    best = Plan(sub.cost + u[3], (), sub.left, sub.lair_added)
    plain = tuple(u for u in units if u[1] and not u[1][0].startswith("CONVERT:")
                  and CLEAR not in u[1] and LAIR not in u[1])
    other = tuple(u for u in units if u not in plain)
    found = _cover(m, plain)
    if found is not None and (best is None or found[0] < best.cost):
        best = Plan(found[0], (), found[1] + other)
    return best


def _capacity(u: Unit) -> int:
    """Monsters one unit takes when not wiping out a kind."""
    role = u[1][0]
    if role == ANY2:
        return 2
    if role.startswith("POTION:"):
        return int(role.split(":")[1])
    if not any(r in C.COMPANIONS for r in u[1]):
        return 0
    return 2 if any(r in u[2] for r in u[1]) else 1


def _wipe_extra(u: Unit, kind: int) -> int | None:
    """None if the unit cannot wipe out this kind; else the extra kills it adds while doing it."""
    found = None
    for r in u[1]:
        if r in C.COMPANIONS and kind in wipes(r):
            extra = 1 if r in u[2] else 0
            found = extra if found is None else max(found, extra)
    return found


Prep = tuple[tuple[int, ...], tuple[tuple[int | None, ...], ...], dict[tuple[int, ...], list[tuple[int, ...]]]]


@lru_cache(maxsize=4096)
def _prep(units: tuple[Unit, ...]) -> Prep:
    """Per unit: its capacity as a single killer, and per kind the extra kills it adds when wiping it out
    (None if it cannot); and, filled in on demand, for a set of kinds to wipe out the ways to give each
    its own wiper."""
    caps = tuple(_capacity(u) for u in units)
    wipe = tuple(tuple(_wipe_extra(u, k) for k in range(3)) for u in units)
    return caps, wipe, {}   # the wipe plans are filled in as they are asked for


def _cover(m: Counts, units: tuple[Unit, ...]) -> tuple[float, tuple[Unit, ...]] | None:
    present = [k for k in range(3) if m[k]]
    caps, wipe, plans = _prep(units)
    costs = [u[3] for u in units]
    best: tuple[float, tuple[Unit, ...]] | None = None
    n = len(units)
    for mask in range(1 << len(present)):
        wiped = tuple(present[b] for b in range(len(present)) if mask >> b & 1)
        left_over = sum(m[k] for k in present if k not in wiped)
        if wiped not in plans:
            plans[wiped] = _wipe_assignments(wipe, costs, wiped)
        for chosen in plans[wiped]:
            cost = sum(costs[i] for i in chosen)
            if best is not None and cost >= best[0]:
                continue
            extra = sum(wipe[i][k] or 0 for i, k in zip(chosen, wiped, strict=True))
            free = [i for i in range(n) if i not in chosen and caps[i]]
            cover = _min_cover(max(0, left_over - extra), tuple((costs[i], caps[i]) for i in free))
            if cover is None:
                continue
            total, used = cover
            if best is None or cost + total < best[0]:
                spent = set(chosen) | {free[j] for j in used}
                best = (cost + total, tuple(units[i] for i in range(n) if i not in spent))
    return best


def _wipe_assignments(wipe: tuple[tuple[int | None, ...], ...], costs: list[float],
                      wiped: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Distinct units to wipe out each chosen kind: for each, the three cheapest candidates and the two
    cheapest that add an extra kill (enough for three kinds; a dearer wiper never does better)."""
    options = []
    for kind in wiped:
        able = sorted((i for i in range(len(wipe)) if wipe[i][kind] is not None), key=lambda i: costs[i])
        if not able:
            return []
        with_extra = [i for i in able if wipe[i][kind]]
        options.append(sorted(set(able[:3] + with_extra[:2])))
    out: list[tuple[int, ...]] = [()]
    for able in options:
        out = [(*pre, i) for pre in out for i in able if i not in pre]
    return out


@lru_cache(maxsize=4096)
def _min_cover(need: int, items: tuple[tuple[float, int], ...]) -> tuple[float, tuple[int, ...]] | None:
    """The cheapest items whose capacities add up to `need` (a small 0/1 knapsack)."""
    if need <= 0:
        return (0.0, ())
    inf = float("inf")
    dp: list[tuple[float, tuple[int, ...]]] = [(0.0, ())] + [(inf, ())] * need
    for j, (cost, cap) in enumerate(items):
        for r in range(need, -1, -1):
            if dp[r][0] < inf:
                to = min(need, r + cap)
                if dp[r][0] + cost < dp[to][0]:
                    dp[to] = (dp[r][0] + cost, (*dp[r][1], j))
    return dp[need] if dp[need][0] < inf else None
