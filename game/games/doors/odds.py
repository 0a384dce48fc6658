"""The numbers of a fight: each side's total with every modifier, who is winning, the chance to run away.

The rules decide a fight with these totals, the computer player weighs its choices with them, and the
screen shows them (the combat zone lists `lines`, each a modifier and the side it counts for).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import content as C
from .core import class_keys, doubles, has, race_keys
from .state import Combat, DoorsState, Foe, Player


@dataclass(frozen=True, slots=True)
class Line:
    """One modifier of a fight, on the table for all: what it is, how much, and the side it counts for."""

    label: str
    value: int
    side: str    # players | monsters


@dataclass(frozen=True)
class Totals:
    players: int
    monsters: int
    lines: tuple[Line, ...]
    ties_win: bool        # a Brawler fights on the players' side

    @property
    def winning(self) -> bool:
        """"If your level plus bonuses add up to more than the monster, you win"; a tie loses, unless a
        Brawler fights on your side."""
        return self.players > self.monsters or (self.ties_win and self.players == self.monsters)

    @property
    def margin(self) -> int:
        """How far the players are ahead (0 or more: they win; a Brawler wins at 0 too)."""
        return self.players - self.monsters - (0 if self.ties_win else 1)


def item_bonus(cid: str, undead: bool) -> int:
    c = C.card(cid)
    return c.bonus + (c.vs_undead if undead else 0)


def strength_lines(state: DoorsState, seat: int, undead: bool = False) -> list[Line]:
    """A seat's own part of a fight: level, equipped items, hirelings and the curses that stay on it."""
    p = state.players[seat]
    name = state.name(seat)
    lines = [Line(f"{name}: level", p.level, "players")]
    for cid in p.equipped_ids():
        bonus = item_bonus(cid, undead)
        if bonus:
            lines.append(Line(f"{name}: {C.name(cid)}", bonus, "players"))
    for cid in p.hirelings:
        lines.append(Line(f"{name}: {C.name(cid)}", C.card(cid).bonus, "players"))
    for cid in p.curses:
        mod = C.card(cid).persist.get("combat", 0)
        if mod:
            lines.append(Line(f"{name}: {C.name(cid)}", mod, "players"))
    return lines


def strength(state: DoorsState, seat: int, undead: bool = False) -> int:
    """A seat's combat strength: level plus everything it has equipped (the side panel shows it)."""
    return sum(line.value for line in strength_lines(state, seat, undead))


def combatants(combat: Combat) -> list[int]:
    return [combat.fighter] + ([combat.helper] if combat.helper is not None else [])


def exposed_keys(p: Player) -> list[str]:
    """The races and classes monsters' bonuses apply to: none of the races with the double-race card in play,
    none of the classes with the double-class card ("no penalties for either race/class they are")."""
    keys = [] if doubles(p, "double_race") else race_keys(p)
    return keys + ([] if doubles(p, "double_class") else class_keys(p))


def foe_total(state: DoorsState, foe: Foe, combat: Combat) -> tuple[int, list[Line]]:
    c = C.card(foe.card)
    lines = [Line(f"{c.name}: level", c.level, "monsters")]
    for e in foe.enhancers:
        lines.append(Line(f"{c.name}: {C.name(e)}", C.card(e).bonus, "monsters"))
    keys = {k for s in combatants(combat) for k in exposed_keys(state.players[s])}
    for key, bonus in c.vs.items():
        if key in keys:
            lines.append(Line(f"{c.name}: against {C.kinds()[key].name}", bonus, "monsters"))
    total = sum(line.value for line in lines)
    if total < 1:   # a monster is never weaker than level 1 (project design)
        lines.append(Line(f"{c.name}: at least level 1", 1 - total, "monsters"))
        total = 1
    return total, lines


def has_undead(combat: Combat, foes: list[Foe] | None = None) -> bool:
    return any(C.card(f.card).undead for f in (foes if foes is not None else combat.foes))


def totals(state: DoorsState, foes: list[Foe] | None = None) -> Totals:
    """Both sides of the combat under way (or against some of its monsters, for "defeat one and run from
    the rest")."""
    combat = state.combat
    assert combat is not None
    foes = combat.foes if foes is None else foes
    undead = has_undead(combat, foes)
    lines: list[Line] = []
    for s in combatants(combat):
        lines += strength_lines(state, s, undead)
    for spent in combat.spent:
        who = state.name(spent.seat)
        if spent.power == "berserk":
            lines.append(Line(f"{who}: Brawler discard", 1, "players"))
        elif spent.power == "turning" and undead:
            lines.append(Line(f"{who}: Gravewarden discard", 3, "players"))
        elif spent.power == "backstab" and spent.target in combatants(combat):
            lines.append(Line(f"{who} stabs {state.name(spent.target)} in the back", -2, "players"))
    for foe in foes:
        lines += foe_total(state, foe, combat)[1]
    for boost in combat.boosts:
        bonus = C.card(boost.card).bonus
        if bonus:
            lines.append(Line(f"{C.name(boost.card)} ({state.name(boost.by)})", bonus, boost.side))
    players = sum(line.value for line in lines if line.side == "players")
    monsters = sum(line.value for line in lines if line.side == "monsters")
    ties = any(has(state.players[s], "brawler") for s in combatants(combat))
    return Totals(players=players, monsters=monsters, lines=tuple(lines), ties_win=ties)


# --- running away ---------------------------------------------------------------------------------------
def pursues(foe_card: str, level: int) -> bool:
    """Some monsters won't chase the lowly (or the mighty): then you escape without a roll."""
    c = C.card(foe_card)
    if c.no_pursue_below and level <= c.no_pursue_below:
        return False
    return not (c.no_pursue_above and level > c.no_pursue_above)


def run_modifier(state: DoorsState, seat: int, foe_card: str) -> int:
    """What is added to the die when `seat` runs from a monster: Leafling +1, items, Hexslinger discards,
    curses that stay, and the monster's own modifier."""
    p = state.players[seat]
    mod = 1 if has(p, "leafling") else 0
    mod += sum(C.card(cid).run for cid in p.equipped_ids())
    mod += sum(C.card(cid).persist.get("run", 0) for cid in p.curses)
    if state.combat is not None:
        mod += sum(1 for s in state.combat.spent if s.seat == seat and s.power == "flee")
    return mod + C.card(foe_card).run


def chance(modifier: int) -> float:
    """The chance that d6 + modifier reaches 5."""
    return sum(1 for face in range(1, 7) if face + modifier >= C.RUN_TARGET) / 6


def run_chance(state: DoorsState, seat: int, foe_card: str) -> float:
    if not pursues(foe_card, state.players[seat].level):
        return 1.0
    return chance(run_modifier(state, seat, foe_card))


def foe_treasures(foe: Foe) -> int:
    return max(0, C.card(foe.card).treasures + sum(C.card(e).treasure for e in foe.enhancers))


def treasures(combat: Combat, foes: list[Foe] | None = None) -> int:
    return sum(foe_treasures(f) for f in (combat.foes if foes is None else foes))


def levels(foes: list[Foe]) -> int:
    return sum(C.card(f.card).levels for f in foes)
