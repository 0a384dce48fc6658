"""A click on a room that no legal action takes by itself: the way there made of legal actions, or why there
is none.

A room with a monster is entered only by opening its door from the corridor beside it, and a room behind a
secret door only once the door is found; so "go into the Crypt" is the move to the corridor by its door
and then the door opened (a fight), or the door searched for and then stepped through. The click takes the
first of these actions; the table takes each next one once the events of the last are shown, while the
rules offer it, and stops the moment they ask something else (a monster met on the way, a door that holds,
a wandering monster): every step is a legal action, chosen by the rules' own offer, never worked out here.
What it costs is the rules' own numbers: the move's cost and the door's.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Action
from game.engine.words import capital, plural
from game.games.dungeon.actions import MoveTo, OpenDoor, TrySecretDoor
from game.games.dungeon.content import pawn_types
from game.games.dungeon.dungeonmap import ROOM, SECRET_DOOR, DungeonMap, Edge
from game.games.dungeon.movement import distances, door_open_to
from game.games.dungeon.state import DungeonState
from game.games.dungeon.view import DungeonView

DOORS = ("door", SECRET_DOOR)


@dataclass(frozen=True)
class Plan:
    """The way into a room by legal actions: `first` now, then into the room by whatever the rules offer."""

    room: int
    first: Action               # the move to the corridor by the door
    path: tuple[int, ...]       # the spaces walked, the room last
    moves: int                  # movement points, all told
    fights: bool                # the room holds a monster: the door is opened and it is fought
    search: str = ""            # a secret door to find first ("1–2" to find it), or ""

    def words(self, m: DungeonMap) -> str:
        """Where a click goes and what it costs, for the hover and the click's message."""
        door = "secret door" if self.search else "door"
        way = f"Go to the {door} of {m.the(self.room)} ({plural(self.moves, 'move')}), "
        if self.search:
            way += f"search for it ({self.search}), "
        return way + ("then open it and fight" if self.fights else "then step in")


def entry(legal: list[Action], room: int) -> Action | None:
    """The legal action that takes the pawn into the room now: its door opened, a step in, or the search for
    its secret door (after which the rules offer the step in, or end the turn)."""
    for kind in (OpenDoor, MoveTo, TrySecretDoor):
        for a in legal:
            if isinstance(a, kind) and (a.room if isinstance(a, OpenDoor) else a.space) == room:
                return a
    return None


def doors_of(m: DungeonMap, room: int) -> list[tuple[int, Edge]]:
    """The corridor spaces beside a room's doors, each with the door crossed from there into the room."""
    out = []
    for e in m.edges[room]:
        inward = m.link_between(e.to, room, DOORS)
        if e.kind in DOORS and m.kind[e.to] != ROOM and inward is not None:
            out.append((e.to, inward))
    return out


class Routes:
    """The ways into the rooms for one moment of a turn (taken once per change, the reasons on demand)."""

    def __init__(self, legal: list[Action], view: DungeonView, state: DungeonState, m: DungeonMap,
                 taken: set[int]) -> None:
        self.legal, self.view, self.state, self.m = legal, view, state, m
        t = view.turn_info
        seat = state.to_act
        self.open = (seat is not None and view.pending is None and t is not None and t.seat == seat
                     and t.esp is None and state.pawns[seat].space is not None)
        self.left = t.moves_left if t is not None else 0
        self.plans: dict[int, Plan] = {}
        self._why: dict[int, str] = {}
        self._dist: dict[int, dict[int, int]] = {}
        if self.open:
            moves = {a.space: a for a in legal if isinstance(a, MoveTo) and not a.fight}
            for room, kind in m.kind.items():
                if kind == ROOM and room not in taken:
                    plan = self.plan_to(room, moves)
                    if plan is not None:
                        self.plans[room] = plan

    def plan_to(self, room: int, moves: dict[int, MoveTo]) -> Plan | None:
        """The cheapest way in: to the corridor by a door (an open one before a secret one), then in."""
        seat = self.state.to_act
        assert seat is not None
        monsters = bool(self.view.guards(room))
        best: Plan | None = None
        for corridor, door in doors_of(self.m, room):
            walk = moves.get(corridor)
            if walk is None or walk.cost + (0 if monsters else door.cost) > self.left:
                continue
            shut = not door_open_to(self.state, seat, door)
            chance = f"1–{pawn_types()[self.state.pawns[seat].kind].secret_door}" if shut else ""
            plan = Plan(room, walk, (*walk.path, room), walk.cost + (0 if monsters else door.cost), monsters, chance)
            if best is None or (bool(plan.search), plan.moves) < (bool(best.search), best.moves):
                best = plan
        return best

    def why_not(self, room: int) -> str:
        """Why a room cannot be reached this turn, in a line ("" for any other place, or when it is not the
        pawn's turn to move)."""
        if not self.open or room in self.plans or self.m.kind.get(room) != ROOM:
            return ""
        if room not in self._why:
            self._why[room] = self._reason(room)
        return self._why[room]

    def prepare(self, secret_cost: int) -> None:
        """Work out ahead what the reasons need (how far every space is this turn, a secret door costing
        `secret_cost`, 0 or 1): a few milliseconds, spent when the screen has time rather than on the first
        hover over a room out of reach."""
        if self.open and self.left > 0 and self.state.to_act is not None:
            self._distances(secret_cost)

    def _distances(self, secret_cost: int) -> dict[int, int]:
        if secret_cost not in self._dist:
            seat = self.state.to_act
            assert seat is not None
            here = self.state.pawns[seat].space
            assert here is not None
            self._dist[secret_cost] = distances(self.state, self.m, seat, here, secret_cost=secret_cost)[0]
        return self._dist[secret_cost]

    def _reason(self, room: int) -> str:
        m = self.m
        name = m.the(room)
        name = capital(name)
        if self.left <= 0 or not any(isinstance(a, MoveTo) for a in self.legal):
            return f"{name}: no moves left this turn"
        monsters = bool(self.view.guards(room))
        dist = self._distances(0)
        ways = [dist[c] + (0 if monsters else d.cost) for c, d in doors_of(m, room) if c in dist]
        if ways and min(ways) > self.left:
            return f"{name} is {plural(min(ways), 'move')} away: you have {self.left} left this turn"
        if ways:
            return f"{name}: out of reach this turn"
        if any(c in self._distances(1) for c, _d in doors_of(m, room)):
            return f"{name}: the way there is behind a secret door you have not found"
        return f"{name}: monsters bar every way there (fight them first)"
