"""The board as the rules see it: spaces with their kind, level and name, and links with their cost.

Built once per Board from the Tiled map (see DUNGEON_BOARD_SCHEMA: spaces start/corridor/room/chamber;
links path/door/secret_door/stairs). Nothing about the real board is written here: every fact comes from
the map, so the rules play on the real board and on the small maps of the tests alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.board import Board

START, CORRIDOR, ROOM, CHAMBER = "start", "corridor", "room", "chamber"
PATH, DOOR, SECRET_DOOR, STAIRS = "path", "door", "secret_door", "stairs"


@dataclass(frozen=True)
class Edge:
    link: int
    kind: str
    to: int
    cost: int  # movement points to cross this link into `to`


@dataclass
class DungeonMap:
    board: Board
    start: int = 0
    kind: dict[int, str] = field(default_factory=dict)
    level: dict[int, int] = field(default_factory=dict)
    section: dict[int, str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    edges: dict[int, list[Edge]] = field(default_factory=dict)
    link_kind: dict[int, str] = field(default_factory=dict)
    link_ends: dict[int, tuple[int, int]] = field(default_factory=dict)
    rooms: list[int] = field(default_factory=list)
    chambers: list[int] = field(default_factory=list)
    empty: set[int] = field(default_factory=set)
    _marks: dict[int, tuple[int | None, int]] | None = None

    def __post_init__(self) -> None:
        b = self.board
        for sid in sorted(b.spaces):
            s = b.spaces[sid]
            self.kind[sid] = s.kind
            self.level[sid] = 0 if s.kind == START else int(s.prop("level", 0))
            self.section[sid] = str(s.prop("section", "")) if s.kind != START else ""
            self.names[sid] = s.name
            if s.kind == START:
                self.start = sid
            elif s.kind == ROOM:
                self.rooms.append(sid)
            elif s.kind == CHAMBER:
                self.chambers.append(sid)
                if s.prop("empty", False):
                    self.empty.add(sid)
            self.edges[sid] = []
        for lid in sorted(b.links):
            link = b.links[lid]
            self.link_kind[lid] = link.kind
            self.link_ends[lid] = (link.a, link.b)
            steps = int(link.props.get("steps", 1)) if link.kind == STAIRS else 1
            self.edges[link.a].append(Edge(lid, link.kind, link.b, steps))
            if not link.oneway:
                self.edges[link.b].append(Edge(lid, link.kind, link.a, steps))

    # --- naming -----------------------------------------------------------------------------------
    def name(self, space: int) -> str:
        """How a player names a space: its own name, else the corridor by the nearest named place."""
        if self.kind[space] == START:
            return self.names[space] or "Main Staircase"
        if self.names[space]:
            return self.names[space]
        if self.kind[space] != CORRIDOR:
            return f"a {self.kind[space]} of level {self.level_label(space)}"
        mark, steps = self._landmarks().get(space, (None, 0))
        if mark is None:
            return f"the corridor of level {self.level_label(space)}"
        place = self.the(mark)
        return f"the corridor by {place}" if steps == 1 else f"the corridor {steps} spaces from {place}"

    def _landmarks(self) -> dict[int, tuple[int | None, int]]:
        """For each unnamed corridor space, the nearest named place (in spaces) and how far it is."""
        if self._marks is None:
            from collections import deque
            marks: dict[int, tuple[int | None, int]] = {}
            for sid in self.kind:
                if self.kind[sid] != CORRIDOR or self.names[sid]:
                    continue
                seen, todo, found = {sid}, deque([(sid, 0)]), (None, 0)
                while todo:
                    u, d = todo.popleft()
                    if u != sid and (self.names[u] or self.kind[u] != CORRIDOR):
                        found = (u, d)
                        break
                    for e in sorted(self.edges[u], key=lambda e: e.to):
                        if e.to not in seen:
                            seen.add(e.to)
                            todo.append((e.to, d + 1))
                marks[sid] = found
            self._marks = marks
        return self._marks

    def the(self, space: int) -> str:
        """The name with an article where English wants one ("the Crypt", "the corridor of level 2")."""
        name = self.name(space)
        if name.startswith(("the ", "a ")) or name[:1].islower() or self.kind[space] == CORRIDOR:
            return name
        return f"the {name}"

    def level_label(self, space: int) -> str:
        sec = self.section.get(space, "")
        if sec.endswith("U"):
            return f"{sec[:-1]} upper"
        if sec.endswith("L"):
            return f"{sec[:-1]} lower"
        return str(self.level[space])

    # --- kinds ------------------------------------------------------------------------------------
    def is_lair(self, space: int) -> bool:
        """A place where cards lie: a room or a large chamber."""
        return self.kind[space] in (ROOM, CHAMBER)

    def is_chamber_like(self, space: int) -> bool:
        """For Transference the Main Staircase counts as a large chamber above the Main Gallery."""
        return self.kind[space] in (CHAMBER, START)

    def chambers_on(self, level: int) -> list[int]:
        return [c for c in self.chambers if self.level[c] == level]

    def rooms_on(self, level: int) -> list[int]:
        return [r for r in self.rooms if self.level[r] == level]

    def link_between(self, a: int, b: int, kinds: tuple[str, ...] | None = None) -> Edge | None:
        for e in self.edges[a]:
            if e.to == b and (kinds is None or e.kind in kinds):
                return e
        return None


def dungeon_map(board: Board) -> DungeonMap:
    """The rules' view of a board, built once per board (kept on the board object, which play never changes)."""
    found = board.__dict__.get("_dungeon_map")
    if found is None:
        found = DungeonMap(board)
        board.__dict__["_dungeon_map"] = found
    return found
