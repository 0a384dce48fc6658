"""The computer player's arithmetic: whether the Dragon can be faced after a level, and the exact chance of
surviving the next level, summed over every way the dungeon dice can fall (multinomial counts of the six
faces: at most 792 outcomes for seven dice), with one Scroll reroll of the monsters where the party holds a
Scroll. The cheapest way through each level comes from solver.py.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from math import factorial

from . import content as C
from .solver import LAIR, Counts, Plan, Solver, Unit, quick


# --- the Dragon ------------------------------------------------------------------------------------
def dragon_team(units: Iterable[Unit], need: int) -> list[tuple[Unit, str]] | None:
    """The cheapest `need` units with different companion roles, or None."""
    pool = sorted((u for u in units if any(r in C.COMPANIONS for r in u[1])), key=lambda u: u[3])
    best: list[tuple[Unit, str]] | None = None
    best_cost = float("inf")

    def search(i: int, chosen: list[tuple[Unit, str]], used: set[str], cost: float) -> None:
        nonlocal best, best_cost
        if len(chosen) == need:
            if cost < best_cost:
                best, best_cost = list(chosen), cost
            return
        if i >= len(pool) or cost >= best_cost or len(pool) - i < need - len(chosen):
            return
        unit = pool[i]
        for role in unit[1]:
            if role in C.COMPANIONS and role not in used:
                chosen.append((unit, role))
                used.add(role)
                search(i + 1, chosen, used, cost + unit[3])
                used.discard(role)
                chosen.pop()
        search(i + 1, chosen, used, cost)

    search(0, [], set(), 0.0)
    return best


def keeping_a_dragon_team(solver: Solver, m: Counts, units: tuple[Unit, ...], need: int, potions: int,
                          graveyard: int, tries: int = 3) -> Plan | None:
    """A way through the monsters that keeps `need` companions of different types for the Dragon: the
    cheapest Dragon team is set aside and the rest must beat the monsters; if they cannot, the team's
    dearest member is let go and another team tried. None if no such way is found."""
    pool = list(units)
    for _ in range(tries):
        team = dragon_team(pool, need)
        if not team:
            return None
        kept = [u for u, _role in team]
        rest = list(units)
        for u in kept:
            rest.remove(u)
        plan = solver.solve(m, rest)
        if plan is not None:
            return Plan(plan.cost, plan.steps, (*plan.left, *kept), plan.lair_added)
        pool.remove(max(kept, key=lambda u: u[3]))
    return None


WILD: Unit = ("wild", tuple(C.COMPANIONS), (), 1.0)


@lru_cache(maxsize=4096)
def _can_field(role_sets: tuple[tuple[str, ...], ...], need: int) -> bool:
    """Whether `need` of these units can take `need` different companion roles (a small matching)."""
    def search(i: int, used: frozenset[str], count: int) -> bool:
        if count >= need:
            return True
        if len(role_sets) - i < need - count:
            return False
        for role in role_sets[i]:
            if role not in used and search(i + 1, used | {role}, count + 1):
                return True
        return search(i + 1, used, count)
    return search(0, frozenset(), 0)


def can_field(units: Iterable[Unit], need: int) -> bool:
    sets = tuple(sorted(tuple(r for r in u[1] if r in C.COMPANIONS) for u in units))
    return _can_field(tuple(s for s in sets if s), need)


def dragon_ok(left: tuple[Unit, ...], need: int, potions: int, graveyard: int) -> bool:
    """Can the Dragon be beaten with what is left, counting the Potions' revived dice as any companion?
    The quaffing die goes to the graveyard first and is revived itself."""
    units = list(left)
    if potions and units:
        units.sort(key=lambda u: u[3])
        units.pop(0)
        units += [WILD] * (1 + min(potions - 1, graveyard))
    return can_field(units, need)


# --- the next level ----------------------------------------------------------------------------------
@cache
def outcomes(n: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every count vector of the six dungeon faces for n dice, with its probability."""
    out = []

    def rec(face: int, left: int, acc: list[int]) -> None:
        if face == 5:
            counts = (*acc, left)
            ways = factorial(n)
            for c in counts:
                ways //= factorial(c)
            out.append((counts, ways / 6 ** n))
            return
        for k in range(left + 1):
            rec(face + 1, left - k, [*acc, k])

    rec(0, n, [])
    return tuple(out)


@cache
def grouped(n: int) -> tuple[tuple[Counts, int, int, float, float], ...]:
    """outcomes(n) gathered by what decides survival: (monsters, Dragons, Potions up to 3, probability,
    probability times Chests)."""
    groups: dict[tuple[Counts, int, int], list[float]] = {}
    for (g, s, o, c, pot, d), p in outcomes(n):
        acc = groups.setdefault(((g, s, o), d, min(pot, 3)), [0.0, 0.0])
        acc[0] += p
        acc[1] += p * c
    return tuple((m, d, pot, p, pc) for (m, d, pot), (p, pc) in groups.items())


@dataclass(frozen=True)
class Outlook:
    """What the next level holds for a party: the chance to come through it, and the loot expected."""

    survive: float
    chests: float


@dataclass
class Delve:
    """The circumstances of a delve as the computer sees them (built from a seat's view)."""

    units: tuple[Unit, ...]
    scrolls: int                 # Scroll rerolls at hand (dice, treasures, the Commander's ultimate)
    lair: int
    lair_need: int
    types_need: int
    graveyard: int
    ring: bool = False           # a Ring of Invisibility (or a Lair-emptying ultimate) in reserve
    solver: Solver = field(default_factory=Solver)
    _seen: dict[tuple[object, ...], bool] = field(default_factory=dict)
    _rescues: dict[tuple[int, int, int], float] = field(default_factory=dict)

    def level_ok(self, m: Counts, dragons: int, potions: int, units: tuple[Unit, ...] | None = None) -> bool:
        units = self.units if units is None else units
        key = (m, dragons, min(potions, 3), units)
        if key not in self._seen:
            self._seen[key] = self._level_ok(m, dragons, potions, units)
        return self._seen[key]

    def _level_ok(self, m: Counts, dragons: int, potions: int, units: tuple[Unit, ...]) -> bool:
        plan = quick(m, units)
        if plan is None:
            return False
        if self.lair + dragons + plan.lair_added < self.lair_need or self.ring:
            return True
        if dragon_ok(plan.left, self.types_need, potions, self.graveyard + len(units) - len(plan.left)):
            return True
        if plan.lair_added:  # try again without sending monsters to the Lair
            plan2 = quick(m, tuple(u for u in units if LAIR not in u[1]))
            if plan2 is not None:
                return self.lair + dragons < self.lair_need or dragon_ok(
                    plan2.left, self.types_need, potions, self.graveyard + len(units) - len(plan2.left))
        return False

    def outlook(self, dice: int) -> Outlook:
        """Exact over the roll; a failed roll may be saved by one Scroll rerolling its monsters."""
        survive = chests = 0.0
        for m, d, pot, p, pc in grouped(dice):
            if self.level_ok(m, self.dragons(d), pot):
                survive += p
                chests += pc
            elif self.scrolls:
                rescue = self.rescue(sum(m), self.dragons(d), pot)
                survive += p * rescue
                chests += pc * rescue
        return Outlook(survive, chests)

    def dragons(self, d: int) -> int:
        """New Dragons matter only in whether the Lair fills up: fold them to 0 or enough to fill it."""
        return 0 if self.lair + d < self.lair_need else max(0, self.lair_need - self.lair)

    def rescue(self, k: int, dragons: int, potions: int) -> float:
        """The chance that rerolling the k monster dice with a Scroll leaves a level that can be cleared."""
        key = (k, dragons, min(potions, 1))   # one Potion or more: close enough, and much quicker
        if key not in self._rescues:
            self._rescues[key] = self._rescue(*key)
        return self._rescues[key]

    def _rescue(self, k: int, dragons: int, potions: int) -> float:
        units = list(self.units)
        scroll = next((u for u in sorted(units, key=lambda u: u[3]) if u[1] == ("Scroll",)), None)
        if scroll is not None:
            units.remove(scroll)
        rest = tuple(units)
        total = 0.0
        for m, d, pot, p, _pc in grouped(k):
            if self.level_ok(m, self.dragons(dragons + d), min(potions + pot, 3), rest):
                total += p
        return total


def best_reroll(delve: Delve, dungeon: list[str]) -> tuple[set[str] | None, float]:
    """The monster kinds among the dungeon dice whose reroll (a Scroll, the Commander's ultimate) gives the
    best chance of a level `delve`'s party can clear, and that chance, exact over every way the rerolled
    dice can fall; None when no reroll gives any chance."""
    kinds = [f for f in C.MONSTERS if f in dungeon]
    best, best_p = None, 0.0
    for mask in range(1, 1 << len(kinds)):
        chosen = {kinds[i] for i in range(len(kinds)) if mask >> i & 1}
        keep = [f for f in dungeon if f not in chosen]
        k = len(dungeon) - len(keep)
        p = 0.0
        for counts, prob in outcomes(k):
            g, s, o, _c, pot, d = counts
            m = (keep.count("Goblin") + g, keep.count("Skeleton") + s, keep.count("Ooze") + o)
            if delve.level_ok(m, d, keep.count("Potion") + pot):
                p += prob
        if p > best_p:
            best, best_p = chosen, p
    return best, best_p
