"""WANDERING MONSTERS (optional): "As soon as one or more Monsters have been killed by Dungeon Adventurers
this rule comes into play. The player moving last will hereafter roll two dice after his turn."

The roll names a section of the board (the Wandering Monster Table); the monster is one of that level's
killed monsters (project choice: drawn at random from the discards of that level; traps never wander). It
attacks only pawns in corridors of that section: the strongest (Wizard, Superhero, Hero, Elf), then the
one with most prize cards, then the one farthest from the nearest stairs up. The pawn fights it as any
monster. Lost: prizes dropped go with the monster to the nearest vacant room (rooms first, upper levels
first), No Effect sends it to the nearest large chamber, under the monsters there. Project choices: the
roll is made after every round, however the last player spent his turn; a seriously wounded pawn (being
carried home) is not attacked; with no pawn in its corridors, the monster stays in the discards; when the
pawn loses but has nothing to drop, the monster goes to the nearest large chamber as after No Effect; the
Main Gallery (empty by rule) never takes a monster.
"""

from __future__ import annotations

import heapq

from .combat import NO_EFFECT, roll_clt, suffer
from .content import monster, pawn_types, strength_rank, wandering_section
from .dungeonmap import CHAMBER, CORRIDOR, ROOM, STAIRS, DungeonMap
from .events import CombatResolved
from .events_optional import MonsterSettles, WanderingMonster
from .levels import SECTION_LEVEL
from .options import WANDERING, on
from .state import DungeonState, Guard, who
from .treasure import sword_bonus


def section_name(section: str) -> str:
    if section.endswith("U"):
        return f"level {section[:-1]} upper"
    if section.endswith("L"):
        return f"level {section[:-1]} lower"
    return f"level {section}"


def in_play(state: DungeonState) -> bool:
    return on(state, WANDERING) and any(not monster(c).is_trap for c in state.discard)


def after_round(state: DungeonState, m: DungeonMap) -> None:
    """The roll after the last player's turn, and the attack it brings."""
    if not in_play(state):
        return
    alive = state.alive_seats()
    roller = alive[-1] if alive else state.order[-1]
    roll = state.roll(2, 6, seat=roller, reason="Wandering Monster Table", who=who(state, roller))
    section = wandering_section(roll.total)
    if section is None:
        state.emit(WanderingMonster(roll=roll.total))
        return
    where = section_name(section)
    level = SECTION_LEVEL[section]
    pool = [c for c in state.discard if monster(c).level == level and not monster(c).is_trap]
    if not pool:
        state.emit(WanderingMonster(roll=roll.total, section=where,
                                    why=f"no monster of level {level} has been killed: none appears"))
        return
    card = state.rng.choice(pool)
    victims = [s for s in state.order if _exposed(state, m, s, section)]
    if not victims:
        state.emit(WanderingMonster(roll=roll.total, section=where, monster=monster(card).name,
                                    why="no pawn is in its corridors, and it passes by"))
        return
    victim = min(victims, key=lambda s: _victim_key(state, m, s))
    state.discard.remove(card)
    state.learn(card, range(len(state.seats)))  # it is laid face down where it settles, but all have seen it
    space = state.pawns[victim].space
    assert space is not None
    state.emit(WanderingMonster(roll=roll.total, section=where, monster=monster(card).name,
                                victim=who(state, victim), where=m.the(space)))
    attack(state, m, victim, card)


def _exposed(state: DungeonState, m: DungeonMap, seat: int, section: str) -> bool:
    pawn = state.pawns[seat]
    return (pawn.alive and not pawn.wounded and pawn.space is not None and m.kind[pawn.space] == CORRIDOR
            and m.section[pawn.space] == section)


def _victim_key(state: DungeonState, m: DungeonMap, seat: int) -> tuple[int, int, int, int]:
    pawn = state.pawns[seat]
    assert pawn.space is not None
    return (strength_rank(pawn.kind), -len(pawn.prizes), -_to_stairs_up(m, pawn.space), state.order.index(seat))


def _costs(m: DungeonMap, source: int) -> dict[int, int]:
    dist = {source: 0}
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for e in m.edges[u]:
            if d + e.cost < dist.get(e.to, 10**9):
                dist[e.to] = d + e.cost
                heapq.heappush(heap, (d + e.cost, e.to))
    return dist


def _to_stairs_up(m: DungeonMap, space: int) -> int:
    """Movement to the nearest way up: a staircase to a higher level, or the Main Staircase itself."""
    dist = _costs(m, space)
    ups = [v for v in dist if v == m.start or any(e.kind == STAIRS and m.level[e.to] < m.level[v]
                                                  for e in m.edges[v])]
    return min((dist[v] for v in ups), default=0)


def attack(state: DungeonState, m: DungeonMap, seat: int, card: str) -> None:
    """The pawn fights the wandering monster in the usual manner (by arms, whoever's turn it is)."""
    pawn = state.pawns[seat]
    mon = monster(card)
    target = mon.number(pawn_types()[pawn.kind].column)
    bonus = sword_bonus(state, seat)
    if target is None and bonus:
        target = 12
    won = False
    if target is None:
        state.emit(CombatResolved(seat=seat, who=who(state, seat), monster=mon.name, total=0, target=None, won=False))
    else:
        roll = state.roll(2, 6, seat=seat, reason=f"fighting the wandering {mon.name}", target=target,
                          modifier=bonus, who=who(state, seat), against=mon.id)
        won = bool(roll.success)
        state.emit(CombatResolved(seat=seat, who=who(state, seat), monster=mon.name, total=roll.total,
                                  target=target, won=won, sword=bonus > 0, bonus=bonus))
    if won:
        state.discard.append(card)
        state.emit(MonsterSettles(monster=mon.name, where="", space=-1, killed=True))
        return
    result = roll_clt(state, seat)
    here = pawn.space
    assert here is not None
    if result == NO_EFFECT or not pawn.prizes:
        lair = nearest(state, m, here, rooms=False)
        if lair is not None:
            state.lairs.setdefault(lair, []).append(Guard(monster=card))  # under the pile
            state.emit(MonsterSettles(monster=mon.name, where=m.the(lair), space=lair))
        else:
            state.discard.append(card)
    else:
        lair = nearest(state, m, here, rooms=True)
        if lair is None:
            lair = nearest(state, m, here, rooms=False)
        if lair is None:
            state.discard.append(card)
        else:
            state.lairs.setdefault(lair, []).append(Guard(monster=card))
            state.emit(MonsterSettles(monster=mon.name, where=m.the(lair), space=lair))
    if result != NO_EFFECT and pawn.alive:
        if lair is None:
            lair = here
        suffer(state, m, seat, result, card if state.has_monsters(lair) else "", lair)


def nearest(state: DungeonState, m: DungeonMap, source: int, rooms: bool) -> int | None:
    """The nearest vacant room (no cards, no pawn) when `rooms`, else the nearest large chamber (any):
    the nearer first, then the upper level, then the lower id."""
    dist = _costs(m, source)
    if rooms:
        places = [v for v in m.rooms if v in dist and not state.has_monsters(v) and not state.pawns_at(v)]
    else:
        places = [v for v in m.chambers if v in dist and v not in m.empty and m.kind[v] == CHAMBER]
    places = [v for v in places if m.kind[v] in (ROOM, CHAMBER)]
    return min(places, key=lambda v: (dist[v], m.level[v], v), default=None)
