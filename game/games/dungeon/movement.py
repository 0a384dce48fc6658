"""Where a pawn may go: moves within its movement points, the doors beside it, and retreats.

Movement (8-page rules, MOVEMENT and SECRET DOORS): up to 5 points a turn; every space costs 1 to enter
(rooms and large chambers too), a staircase costs one per step; doors are free. A secret door is passable
once this pawn has passed it, while it holds a Secret Entrance Card, or after a successful roll this
turn. A room with a monster is entered only by opening its door (a fight); a large chamber with monsters
may be entered but not crossed: the pawn stops there to fight.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator

from .content import pawn_types, prize
from .dungeonmap import CHAMBER, CORRIDOR, ROOM, SECRET_DOOR, DungeonMap, Edge
from .events import SecretDoorTried
from .state import DungeonState, who

INF = 10**9


def holds(state: DungeonState, seat: int, special: str) -> bool:
    return any(prize(c).special == special for c in state.pawns[seat].prizes)


def door_open_to(state: DungeonState, seat: int, edge: Edge) -> bool:
    """Whether this pawn may pass this link without a roll."""
    if edge.kind != SECRET_DOOR:
        return True
    pawn = state.pawns[seat]
    t = state.t
    return (edge.link in pawn.known_doors or holds(state, seat, "secret_entrance")
            or (t is not None and t.seat == seat and edge.link in t.found))


def destinations(state: DungeonState, m: DungeonMap, seat: int, budget: int) -> dict[int, tuple[int, tuple[int, ...]]]:
    """Every space this pawn can move to with `budget` points: space -> (cost, path of spaces entered).

    Cheapest paths, ties broken by the lower space id, so the path shown on hover is the path taken.
    """
    here = state.pawns[seat].space
    if here is None or budget <= 0:
        return {}
    dist = {here: 0}
    prev: dict[int, int] = {}
    heap = [(0, here)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist.get(u, INF):
            continue
        if u != here and state.has_monsters(u):
            continue  # a chamber with monsters: a pawn stops there to fight, never passes through
        for e in m.edges[u]:
            v = e.to
            if not door_open_to(state, seat, e):
                continue
            if m.kind[v] == ROOM and state.has_monsters(v):
                continue  # opened as a door (a fight), not walked into
            nd = d + e.cost
            if nd > budget:
                continue
            if nd < dist.get(v, INF):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    out: dict[int, tuple[int, tuple[int, ...]]] = {}
    for v, d in dist.items():
        if v == here:
            continue
        path = [v]
        while path[-1] in prev and prev[path[-1]] != here:
            path.append(prev[path[-1]])
        out[v] = (d, tuple(reversed(path)))
    return out


def distances(state: DungeonState, m: DungeonMap, seat: int, source: int, *, through_monsters: bool = False,
              secret_cost: int = 0) -> tuple[dict[int, int], dict[int, int]]:
    """Unlimited cheapest distances from `source` (for the computer player's planning).

    Monster rooms are reached (as door targets) but not crossed; monster chambers are ends unless
    `through_monsters`. Unknown secret doors cost `secret_cost` extra, or are shut when it is 0.
    """
    dist = {source: 0}
    prev: dict[int, int] = {}
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist.get(u, INF):
            continue
        if u != source and state.has_monsters(u) and (m.kind[u] == ROOM or not through_monsters):
            continue
        for e in m.edges[u]:
            extra = 0
            if not door_open_to(state, seat, e):
                if not secret_cost:
                    continue
                extra = secret_cost
            nd = d + e.cost + extra
            if nd < dist.get(e.to, INF):
                dist[e.to] = nd
                prev[e.to] = u
                heapq.heappush(heap, (nd, e.to))
    return dist, prev


def adjacent_lairs(state: DungeonState, m: DungeonMap, seat: int) -> Iterator[tuple[Edge, int]]:
    """Rooms and chambers with monsters next to the pawn, through an open way (not an unfound secret door)."""
    here = state.pawns[seat].space
    if here is None:
        return
    seen: set[int] = set()
    for e in m.edges[here]:
        if e.to in seen or not state.has_monsters(e.to) or not door_open_to(state, seat, e):
            continue
        seen.add(e.to)
        yield e, e.to


def secret_doors_here(state: DungeonState, m: DungeonMap, seat: int) -> list[Edge]:
    here = state.pawns[seat].space
    if here is None:
        return []
    return [e for e in m.edges[here] if e.kind == SECRET_DOOR and not door_open_to(state, seat, e)]


def transfer_targets(state: DungeonState, m: DungeonMap, seat: int) -> list[int]:
    """Transference: from a large chamber to another on the same level or one up or down; the Main
    Staircase counts as a chamber one level above the Main Gallery."""
    here = state.pawns[seat].space
    if here is None or not m.is_chamber_like(here):
        return []
    targets = [c for c in [m.start, *m.chambers] if c != here and abs(m.level[c] - m.level[here]) <= 1]
    return sorted(targets)


# --- retreats --------------------------------------------------------------------------------------------
# 8-page rules, "Retreat": back along the line of movement that led to the fight, ending on a vacant space,
# never through a secret door the pawn has not opened, never into a monster of its own will. If the line
# of movement is blocked, another way free of monsters; if there is none, into a new fight.

EXTRA = 3   # how much further a retreat may run to find a vacant space


def _vacant(state: DungeonState, m: DungeonMap, seat: int, space: int) -> bool:
    """Project choice: a corridor slab holds one pawn; rooms, chambers and the staircase hold any number."""
    if m.kind[space] != CORRIDOR:
        return True
    return not any(p.alive and p.space == space for s, p in enumerate(state.pawns) if s != seat)


def _step_ok(state: DungeonState, m: DungeonMap, seat: int, a: int, b: int) -> bool:
    return any(e.to == b and door_open_to(state, seat, e) for e in m.edges[a])


def _walks(state: DungeonState, m: DungeonMap, seat: int, route: list[int], length: int,
           avoid: set[int]) -> Iterator[list[int]]:
    """Simple continuations of `route` to `length` spaces, through monster-free spaces."""
    if len(route) >= length:
        yield list(route)
        return
    last = route[-1]
    for e in m.edges[last]:
        v = e.to
        if v in avoid or v in route or state.has_monsters(v) or not door_open_to(state, seat, e):
            continue
        yield from _walks(state, m, seat, route + [v], length, avoid)


def retreat_routes(state: DungeonState, m: DungeonMap, seat: int, n: int, monster_space: int
                   ) -> tuple[str, list[tuple[list[int], int]]]:
    """The retreats open to the pawn: (how, [(route, engaged space or -1)]).

    how is "line" (back along the line of movement), "other" (another monster-free way), "engage" (no
    monster-free way: the route runs into a new fight) or "none" (the pawn cannot move at all).
    """
    pawn = state.pawns[seat]
    here = pawn.space
    assert here is not None
    # 1. Back along the line of movement. Where that line comes back through the pawn's own space (it went
    # out and came back before the fight), the loop is no way back: the retreat goes on past it, the way the
    # pawn came before, never out and back to end beside the monster again.
    back = list(reversed(pawn.trail[:-1])) if pawn.trail and pawn.trail[-1] == here else []
    route: list[int] = []
    prev = here
    blocked = False
    for v in back:
        if len(route) >= n and _vacant(state, m, seat, route[-1]):
            break
        if len(route) >= n + EXTRA:
            break
        if v == here:
            route, prev = [], here
            continue
        if state.has_monsters(v) or not _step_ok(state, m, seat, prev, v):
            blocked = True
            break
        route.append(v)
        prev = v
    if not blocked:
        if len(route) >= n and _vacant(state, m, seat, route[-1]):
            return "line", [(route, -1)]
        # The line runs out (a pawn just transported, or standing where it began): carry on any free way.
        found = _extend(state, m, seat, [here] + route, n, {monster_space})
        if found:
            return "line", [(r, -1) for r in found]
    # 2. Another direction, free of monsters.
    found = _extend(state, m, seat, [here], n, {monster_space})
    if found:
        return "other", [(r, -1) for r in found]
    # 3. No free way: the retreat runs into a new fight.
    engage: dict[tuple[int, int], list[int]] = {}
    for length in range(1, n + 1):
        for walk in _walks(state, m, seat, [here], length, {monster_space}):
            for e in m.edges[walk[-1]]:
                v = e.to
                if v != monster_space and v not in walk and state.has_monsters(v) and door_open_to(state, seat, e):
                    # Into a chamber the pawn walks; a room's monster it fights through the door.
                    path = walk[1:] + [v] if m.kind[v] == CHAMBER else walk[1:]
                    engage.setdefault((path[-1] if path else here, v), path)
    if engage:
        return "engage", [(path, v) for (_, v), path in sorted(engage.items())]
    return "none", [([], -1)]


def _extend(state: DungeonState, m: DungeonMap, seat: int, route: list[int], n: int,
            avoid: set[int]) -> list[list[int]]:
    """Routes (without the starting space) of n spaces or a little more, ending vacant, one per end space."""
    for length in range(n + 1, n + 2 + EXTRA):
        ends: dict[int, list[int]] = {}
        for walk in _walks(state, m, seat, route, length, avoid):
            if _vacant(state, m, seat, walk[-1]):
                ends.setdefault(walk[-1], walk[1:])
        if ends:
            return [ends[k] for k in sorted(ends)]
    return []


def search_secret_door(state: DungeonState, m: DungeonMap, seat: int, link: str, space: int) -> None:
    """Search for the secret door: a roll of 1 to the pawn type's chance finds it (for good, this turn's
    moves may go through it); a failed search ends the turn then and there."""
    t = state.t
    assert t is not None
    chance = pawn_types()[state.pawns[seat].kind].secret_door
    roll = state.roll(1, 6, seat=seat, reason=f"searching for the secret door: 1–{chance} finds it",
                      who=who(state, seat))
    found = roll.total <= chance
    if found:
        t.found.append(link)
    else:
        t.done = True
    state.emit(SecretDoorTried(seat=seat, who=who(state, seat), room=m.the(space), found=found))
