"""The table as the computer player reads it from a seat's view: the Adventurer's companions as solver
units with their costs, and the delve's circumstances for odds.py. Nothing here reads the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import content as C
from .odds import Delve
from .scoring import treasure_worth
from .solver import ANY2, CLEAR, LAIR, Unit
from .view import DelveView

# What keeping a companion is worth for the levels to come (a spent treasure also costs its end worth).
FACE_COST = {"Champion": 1.5, "Thief": 1.15, "Fighter": 1.0, "Cleric": 1.0, "Mage": 1.0, "Scroll": 1.05}
BORROWED_COST = 0.2
TREASURE_COST = 1.6
HERO_COST = 0.7
SAVE_FOR_DEPTH = 1.5   # the extra worth, on level 1, of an ultimate that clears a level (tuned by simulation)
DEEP = 6               # from this level on an ultimate is spent as freely as any companion


def token_loss(tokens: list[str], token: str) -> float:
    """What giving up one token costs: its end worth, a Dragon Scale's pair bonus included (the last of a
    pair costs 3, not 1), and a little more for a token that acts (a companion, a Ring, a Portal...)."""
    rest = list(tokens)
    rest.remove(token)
    acts = C.treasures()[token].kind != "scales"
    return treasure_worth(tokens) - treasure_worth(rest) + (0.3 if acts else 0.0)


@dataclass
class Seen:
    """The Adventurer's side of the table, from a view."""

    view: DelveView

    @property
    def adv(self) -> int:
        return self.view.adventurer

    def side(self) -> C.HeroSide:
        # Asked for every die of every party weighed (thousands of times in a twist card's look): kept.
        kept = self.__dict__.get("_side")
        if kept is None:
            seat = self.view.seats[self.adv]
            kept = self.__dict__["_side"] = C.heroes()[seat.hero_id].side(seat.side == "Master")
        return kept

    def spec(self, key: str) -> Any:
        return self.side().specialty.get(key)

    @property
    def treasures(self) -> list[str]:
        return list(self.view.seats[self.adv].treasures)

    def roles(self, face: str, distractions: bool | None = None) -> tuple[str, ...]:
        if distractions is None:
            distractions = self.view.distractions
        if face == "Champion" and distractions:
            face = "Thief"
        if face == "Scroll":
            return ("Scroll", *C.COMPANIONS) if self.spec("scroll_any") else ("Scroll",)
        pair = self.spec("interchange") or []
        return (face, *[f for f in pair if f != face]) if face in pair else (face,)

    def extra(self) -> tuple[str, ...]:
        role = self.spec("extra_kill")
        return (str(role),) if role else ()

    def die_unit(self, face: str, distractions: bool | None = None, source: str = "") -> Unit:
        roles = self.roles(face, distractions)
        cost = FACE_COST[face] + (0.1 if len(roles) > 1 else 0.0) + (0.3 if len(roles) > 2 else 0.0)
        return (source or f"die:{face}", roles, self.extra(), cost)

    def units(self, party: list[str] | None = None, monster_phase: bool = True,
              distractions: bool | None = None) -> list[Unit]:
        """Every companion and power at hand; ultimates only in the Monster phase."""
        v = self.view
        party = list(v.party) if party is None else party
        units = [self.die_unit(f, distractions) for f in party]
        units += [(f"borrowed:{f}", self.roles(f, False), self.extra(), BORROWED_COST) for f in v.borrowed]
        treasures = self.treasures
        for name in treasures:
            t = C.treasures()[name]
            if t.kind == "companion":
                units.append((f"treasure:{name}", self.roles(t.acts_as, False), self.extra(), TREASURE_COST))
            elif t.kind == "elixir" and v.graveyard:
                units.append((f"treasure:{name}", C.COMPANIONS, self.extra(), TREASURE_COST))
            elif t.kind == "bait" and monster_phase:
                units.append((f"treasure:{name}", (LAIR,), (), 1.4))
        if monster_phase and not v.seats[self.adv].ultimate_used:
            units += self.ultimate_units(treasures)
        return units

    def saving(self) -> float:
        """What keeping a level-clearing ultimate for later is worth on top of its use: much on the first
        levels (the delve's deepest level is still to come), nothing from level 6 on. A Commander or a
        Battlemage that spends it on level 1 flees at the Dragon later (simulation)."""
        return SAVE_FOR_DEPTH * max(0, DEEP - self.view.level) / (DEEP - 1)

    def ultimate_units(self, treasures: list[str]) -> list[Unit]:
        ult = self.side().ultimate
        kind = ult.get("kind")
        if kind == "defeat_any":
            return [("ult", (ANY2,), (), 0.7 + self.saving())]
        if kind == "hero_companion":
            return [("hero", tuple(ult.get("roles")), self.extra(), HERO_COST)]
        if kind == "divine" and treasures:
            cheapest = min(token_loss(treasures, t) for t in treasures)
            return [("ult", (CLEAR,), (), 0.8 + cheapest + self.saving())]
        if kind == "sweep":
            return [("ult", (CLEAR,), (), 0.9 + self.saving())]
        if kind == "convert":
            return [("ult", (f"CONVERT:{ult.get('from')}:{ult.get('to')}:{ult.get('count')}",), (), 0.1)]
        if kind == "to_lair":
            return [("ult", (LAIR,), (), 0.3)]
        if kind == "to_potion":
            return [("ult", (f"POTION:{ult.get('count')}",), (), 0.3)]
        return []

    def scrolls(self, party: list[str] | None = None, monster_phase: bool = True) -> int:
        party = list(self.view.party) if party is None else party
        n = party.count("Scroll") + self.treasures.count("Scroll")
        ult_free = monster_phase and not self.view.seats[self.adv].ultimate_used
        if ult_free and self.side().ultimate.get("kind") == "reroll_any":
            n += 1
        return n

    def ring(self, monster_phase: bool = True) -> bool:
        """A way to empty the Lair before the Dragon phase: a Ring, or the Minstrel's ultimate."""
        if "Ring of Invisibility" in self.treasures:
            return True
        ult_free = monster_phase and not self.view.seats[self.adv].ultimate_used
        return ult_free and self.side().ultimate.get("kind") in ("empty_lair", "sweep")

    def types_need(self) -> int:
        return int(self.spec("dragon_types") or C.DRAGON_TYPES_NEED)

    def delve(self, party: list[str] | None = None, lair: int | None = None, lair_need: int | None = None,
              distractions: bool | None = None, monster_phase: bool = True, graveyard: int | None = None) -> Delve:
        v = self.view
        return Delve(units=tuple(self.units(party, monster_phase, distractions)),
                     scrolls=self.scrolls(party, monster_phase),
                     lair=v.lair if lair is None else lair,
                     lair_need=v.dragon.lair_needed if lair_need is None else lair_need,
                     types_need=self.types_need(),
                     graveyard=len(v.graveyard) if graveyard is None else graveyard,
                     ring=self.ring(monster_phase))

    def reroll_delve(self, source: str) -> Delve:
        """The delve as it stands once `source` (die:Scroll, treasure:Scroll, or "ult": the Commander's
        ultimate) is spent on a reroll."""
        party = list(self.view.party)
        if source == "die:Scroll" and "Scroll" in party:
            party.remove("Scroll")
        rest = self.delve(party=party)
        if source == "ult":
            rest.units = tuple(u for u in rest.units if not (u[0] == "ult"))
        elif source == "treasure:Scroll":
            units = list(rest.units)
            spent = next((u for u in units if u[0] == "treasure:Scroll"), None)
            if spent is not None:
                units.remove(spent)
            rest.units = tuple(units)
        return rest

    def monsters(self, dungeon: list[str] | None = None) -> tuple[int, int, int]:
        dungeon = list(self.view.dungeon) if dungeon is None else dungeon
        return (dungeon.count("Goblin"), dungeon.count("Skeleton"), dungeon.count("Ooze"))
