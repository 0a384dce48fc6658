"""The escape path as the rules see it: squares, the way up, the split, and the fireball's route.

The map (boards/escape.tmx, boards/escape.md) holds everything; this module turns its graph into a
`Path` once: the squares that follow each square, the fireball's route as one list from fireball
square 1 to the exit, and for every square the point of that route at which the fire reaches it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.board import Board, BoardSchema, Space

# Special rooms: each kind has its own requirement to leave (rules.md, "Special rooms").
ROOM_KINDS: dict[str, str] = {
    "goblin_pit": "a d8 roll to dance your way out",
    "spider_web": "extra turns stuck in the web",
    "troll_bridge": "a decision: pay the troll a card, or wait and lose a turn",
    "underground_river": "a decision: swim (a d8 roll; failing costs a turn) or take the ledge (ending the move)",
}
# Squares that stop a hireling who reaches them: monsters and every special room.
STOPPING = ("monster", *ROOM_KINDS)

SCHEMA = BoardSchema(
    spaces={
        "fireball": {"number": int},   # fireball squares 1-4 along the bottom edge
        "start": {},                   # START, on the dragon's treasure
        "square": {},
        "monster": {"number": int},    # the d8 number to evade it
        "goblin_pit": {"number": int},
        "spider_web": {"turns": int},
        "troll_bridge": {},
        "underground_river": {"number": int},
        "exit": {},
    },
    links={
        "path": {"fireball": bool},   # the way up (from -> to); fireball: on the Flaming Fireball's route
        "fire": {},                   # the fireball's lead-in: fireball squares 1 -> 2 -> 3 -> 4 -> START
    },
    marks={"label": {"text": str}, "zone": {"text": str}, "decor": {"art": str}, "hoard": {}},
    start=("fireball",),
)


@dataclass(kw_only=True)
class EscapePath:
    """The board's graph, ready for the rules."""

    board: Board
    start: int
    exit: int
    nexts: dict[int, list[int]] = field(default_factory=dict)     # squares a hireling may step to
    route: list[int] = field(default_factory=list)                # the fireball's way, square 1 .. exit
    route_index: dict[int, int] = field(default_factory=dict)
    burns_at: dict[int, int] = field(default_factory=dict)         # route index at which the fire reaches it
    forks: dict[int, int] = field(default_factory=dict)            # fork -> the square where its branches join

    def space(self, sid: int) -> Space:
        return self.board.spaces[sid]

    def kind(self, sid: int) -> str:
        return self.board.spaces[sid].kind

    def name(self, sid: int) -> str:
        return self.board.spaces[sid].label

    def branch_name(self, first: int) -> str:
        """A branch by its first square's name: "Long Gallery 1" -> "the Long Gallery"."""
        words = self.name(first).split()
        if words and words[-1].isdigit():
            return "the " + " ".join(words[:-1])
        return self.name(first)

    def number(self, sid: int) -> int:
        return int(self.board.spaces[sid].prop("number", 0))

    def stops(self, sid: int) -> bool:
        return self.kind(sid) in STOPPING

    def last_fire(self) -> int:
        """The furthest the fireball goes on its route: the last square before the exit."""
        return len(self.route) - 2

    def ahead_of_fire(self, fire: int) -> int:
        """The square one ahead of the fireball on its route: where a hireling it caught is thrown to (the
        exit itself when the fire stands on the last square)."""
        return self.route[min(fire, self.last_fire()) + 1]

    def steps_to_exit(self, sid: int) -> int:
        """The fewest squares from here to the exit (for the computer player and the view)."""
        return self._steps[sid]

    def __post_init__(self) -> None:
        self._steps: dict[int, int] = {}


def build_path(board: Board) -> EscapePath:
    """The rules' view of a map that check_board accepted."""
    start = board.of_kind("start")[0].id
    exit_ = board.of_kind("exit")[0].id
    path = EscapePath(board=board, start=start, exit=exit_)
    fire_next: dict[int, int] = {}
    for link in board.links.values():
        if link.kind == "path":
            path.nexts.setdefault(link.a, []).append(link.b)
        if link.kind == "fire" or link.props.get("fireball"):
            fire_next[link.a] = link.b
    for sid in board.spaces:
        path.nexts.setdefault(sid, [])
        path.nexts[sid].sort()
    first = min(board.of_kind("fireball"), key=lambda s: s.prop("number")).id
    here: int | None = first
    while here is not None and here not in path.route_index:
        path.route_index[here] = len(path.route)
        path.route.append(here)
        here = fire_next.get(here)
    # Squares off the route (the branch the fireball does not take) burn once it has gone fully round the
    # split, that is when it reaches the square where the branches join again.
    for fork in (s for s, n in path.nexts.items() if len(n) > 1):
        join = _join_of(path, fork)
        if join is not None:
            path.forks[fork] = join
    for sid in board.spaces:
        if sid in path.route_index:
            path.burns_at[sid] = path.route_index[sid]
    for fork, join in path.forks.items():
        for branch in path.nexts[fork]:
            here = branch
            while here != join and here not in path.route_index:
                path.burns_at[here] = path.route_index.get(join, len(path.route))
                here = path.nexts[here][0] if path.nexts[here] else join
    # Distances to the exit, walking backwards from it.
    steps = {exit_: 0}
    order = sorted(board.spaces, key=lambda s: -path.burns_at.get(s, 0))
    for _ in range(len(order)):
        changed = False
        for sid in order:
            best = min((steps[n] + 1 for n in path.nexts[sid] if n in steps), default=None)
            if best is not None and steps.get(sid) != best:
                steps[sid] = best
                changed = True
        if not changed:
            break
    path._steps = steps
    return path


def _join_of(path: EscapePath, fork: int) -> int | None:
    """The first square every branch of the fork reaches again."""
    reach: list[list[int]] = []
    for branch in path.nexts[fork]:
        seen, here = [], branch
        while here is not None and here not in seen and len(seen) < 10000:
            seen.append(here)
            here = path.nexts[here][0] if len(path.nexts[here]) == 1 else None
        reach.append(seen)
    common = [s for s in reach[0] if all(s in r for r in reach[1:])]
    return common[0] if common else None


def check_board(board: Board) -> list[str]:
    """Everything the rules need from the map; each problem names the object."""
    problems: list[str] = []

    def obj(s: Space) -> str:
        return f"object {s.id} {s.label!r} ({s.kind})"

    starts, exits = board.of_kind("start"), board.of_kind("exit")
    if len(starts) != 1:
        problems.append(f"there must be exactly one START (type start), found {len(starts)}")
    if len(exits) != 1:
        problems.append(f"there must be exactly one exit (type exit), found {len(exits)}")
    fires = board.of_kind("fireball")
    numbers = sorted(s.prop("number") for s in fires)
    if numbers != [1, 2, 3, 4]:
        problems.append(f"the fireball squares must be numbered 1, 2, 3 and 4 once each, found {numbers}")
    if problems:
        return problems
    for s in fires:
        if s.y + s.h < board.height * 0.8:
            problems.append(f"{obj(s)}: the fireball squares belong along the bottom edge of the board")
    path = build_path(board)
    route = path.route
    # The fireball's lead-in: 1 -> 2 -> 3 -> 4 -> START, then the route must run on to the exit.
    lead = [board.spaces[s] for s in route[:5]]
    expected = [*(f"fireball {n}" for n in range(1, 5)), "start"]
    got = [f"fireball {s.prop('number')}" if s.kind == "fireball" else s.kind for s in lead]
    if got != expected:
        problems.append(f"the fireball's route must run fireball squares 1, 2, 3, 4 then START; it runs {got}")
    if route[-1] != path.exit:
        last = board.spaces[route[-1]]
        problems.append(f"the fireball's route is broken after {obj(last)}: no `fireball` link leads on "
                        "to the exit")
    for link in board.links.values():
        a, b = board.spaces[link.a], board.spaces[link.b]
        if link.kind == "fire" and not (a.kind == "fireball" and b.kind in ("fireball", "start")):
            problems.append(f"link {link.id} (fire): fire links join the fireball squares and START only")
        if link.kind == "path" and "fireball" in (a.kind, b.kind):
            problems.append(f"link {link.id} (path): hirelings never walk on the fireball squares")
    for sid, nexts in path.nexts.items():
        s = board.spaces[sid]
        fire_outs = [n for n in nexts if _is_fire(board, sid, n)]
        if s.kind not in ("fireball", "exit") and not nexts:
            problems.append(f"{obj(s)}: a dead end (no path link leads on)")
        if s.kind == "exit" and nexts:
            problems.append(f"{obj(s)}: nothing leads on from the exit")
        if len(nexts) > 1:
            if len(fire_outs) != 1:
                problems.append(f"{obj(s)}: at a split exactly one branch carries the fireball's route, "
                                f"found {len(fire_outs)}")
            if sid not in path.forks:
                problems.append(f"{obj(s)}: the branches of this split never join again")
            if s.kind in STOPPING:
                problems.append(f"{obj(s)}: a split may not be a monster square or a special room")
        elif len(nexts) == 1 and s.kind != "fireball" and sid in path.route_index and not fire_outs:
            problems.append(f"{obj(s)}: on the fireball's route, but its way on is not marked `fireball`")
    # Every square is reachable from START, and from every square the exit can be reached.
    walkable = [s for s in board.spaces.values() if s.kind != "fireball"]
    reached = {path.start}
    todo = [path.start]
    while todo:
        here = todo.pop()
        for n in path.nexts[here]:
            if n not in reached:
                reached.add(n)
                todo.append(n)
    for s in walkable:
        if s.id not in reached:
            problems.append(f"{obj(s)}: cannot be reached from START along the path")
        elif s.id not in path._steps:
            problems.append(f"{obj(s)}: the exit cannot be reached from here")
        elif s.id not in path.burns_at:
            problems.append(f"{obj(s)}: the fireball could never reach it (off its route and not in a split)")
    incoming: dict[int, int] = {}
    for nexts in path.nexts.values():
        for n in nexts:
            incoming[n] = incoming.get(n, 0) + 1
    # Special rooms and monsters.
    kinds_found = set()
    for s in walkable:
        if s.kind in ROOM_KINDS:
            kinds_found.add(s.kind)
            if not s.name:
                problems.append(f"{obj(s)}: a special room needs a name")
            if len(path.nexts[s.id]) != 1 or incoming.get(s.id, 0) != 1:
                problems.append(f"{obj(s)}: a special room needs exactly one way in and one way out")
            if s.id in path.forks.values():
                problems.append(f"{obj(s)}: a special room may not be where a split joins")
        if s.kind in ("monster", "goblin_pit", "underground_river") and not 2 <= int(s.prop("number")) <= 10:
            problems.append(f"{obj(s)}: its number must be 2-10 (a d8 roll, plus evade cards, must reach it)")
        if s.kind == "monster" and not s.name:
            problems.append(f"{obj(s)}: a monster square needs the monster's name")
        if s.kind == "spider_web" and not 1 <= int(s.prop("turns")) <= 3:
            problems.append(f"{obj(s)}: a web holds a hireling for 1-3 turns")
    if len(kinds_found) < 4:
        missing = ", ".join(sorted(set(ROOM_KINDS) - kinds_found))
        problems.append(f"the board needs every kind of special room; missing: {missing}")
    if not path.forks:
        problems.append("the path needs a split (a square with two ways on that join again)")
    if board.spaces[path.start].kind != "start" or path.start not in path.route_index:
        problems.append("START must be on the fireball's route")
    return problems


def _is_fire(board: Board, a: int, b: int) -> bool:
    return any(link.a == a and link.b == b and (link.kind == "fire" or link.props.get("fireball"))
               for link in board.links_from(a))
