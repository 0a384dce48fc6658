"""The Dungeon! board: what boards/dungeon.tmx may hold (SCHEMA), and the checks a playable board passes
(check_board), as /work/wt/DUNGEON_BOARD_SCHEMA.md and boards/dungeon.md describe them.

The engine's loader already refuses unknown types, missing or mistyped properties, dangling links and
spaces cut off from the start; check_board adds what only Dungeon! knows: the counts of rooms and large
chambers per level, names, doors, the Main Gallery, stairs and sections.
"""

from __future__ import annotations

import heapq
from collections import Counter, defaultdict

from game.engine.board import Board, BoardSchema, Link, Space
from game.engine.boarderror import describe

from .levels import LEVELS, MAIN_GALLERY, NAMED_CHAMBERS, SECTION_LEVEL, SECTION_NAMES, START_LEVEL

_PLACE = {"level": int, "section": str}

SCHEMA = BoardSchema(
    spaces={"start": {}, "corridor": _PLACE, "room": _PLACE, "chamber": _PLACE},
    links={"path": {}, "door": {}, "secret_door": {}, "stairs": {"steps": int}},
    marks={"section": _PLACE, "label": {"text": str}},
    start=("start",),
    map_props={"game": str},
)

DOORS = ("door", "secret_door")


def level_of(space: Space) -> int:
    """A space's level; the Main Staircase counts as level 0, one above the Main Gallery."""
    return START_LEVEL if space.kind == "start" else int(space.prop("level"))


def move_cost(link: Link) -> int:
    """Movement points to cross a link: one for the space entered, one per step of a staircase."""
    return int(link.props.get("steps", 1)) if link.kind == "stairs" else 1


def walking_costs(board: Board, source: int, secret_doors: bool = True) -> dict[int, int]:
    """The least movement cost from `source` to every space it can reach, ignoring monsters; through
    secret doors as if found, unless `secret_doors` is false."""
    kinds = None if secret_doors else ("path", "door", "stairs")
    best = {source: 0}
    todo = [(0, source)]
    while todo:
        cost, here = heapq.heappop(todo)
        if cost > best[here]:
            continue
        for link, there in board.neighbours(here, kinds):
            new = cost + move_cost(link)
            if new < best.get(there, new + 1):
                best[there] = new
                heapq.heappush(todo, (new, there))
    return best


def _obj(space: Space) -> str:
    return f"object {describe(space)}"


def _link(board: Board, link: Link) -> str:
    a, b = board.spaces[link.a], board.spaces[link.b]
    return f"object {describe(link)} between {a.label!r} and {b.label!r}"


def check_board(board: Board) -> list[str]:
    """Every way the board breaks the rules of Dungeon!, one sentence each naming the object."""
    problems: list[str] = []
    problems += _check_places(board)
    problems += _check_counts_and_names(board)
    problems += _check_links(board)
    problems += _check_start(board)
    return problems


def _check_places(board: Board) -> list[str]:
    """Levels and sections agree with each other and with levels.py; every section has corridors."""
    problems = []
    corridors: Counter[str] = Counter()
    for space in board.spaces.values():
        if space.kind == "start":
            continue
        level, section = space.prop("level"), space.prop("section")
        if level not in LEVELS:
            problems.append(f"{_obj(space)}: level {level} is not one of the six levels")
        elif section not in SECTION_LEVEL:
            problems.append(f"{_obj(space)}: section {section!r} is not one of {', '.join(SECTION_LEVEL)}")
        elif SECTION_LEVEL[section] != level:
            problems.append(f"{_obj(space)}: section {section!r} belongs to level {SECTION_LEVEL[section]}, "
                            f"not level {level}")
        if space.kind == "corridor":
            corridors[section] += 1
        if space.kind == "room" and (space.points or space.w <= 0 or space.h <= 0):
            problems.append(f"{_obj(space)}: a room must be a rectangle")
        if space.kind == "chamber" and space.prop("empty", False) and space.name != MAIN_GALLERY:
            problems.append(f"{_obj(space)}: only the {MAIN_GALLERY} is empty of monsters by rule")
    for section, name in SECTION_NAMES.items():
        if not corridors[section]:
            problems.append(f"section {section} ({name}) has no corridor spaces")
    for mark in board.marks_of_kind("section"):
        if mark.prop("section") not in SECTION_LEVEL:
            problems.append(f"object {describe(mark)}: section {mark.prop('section')!r} is not a board section")
    return problems


def _check_counts_and_names(board: Board) -> list[str]:
    problems = []
    named = [s for s in board.spaces.values() if s.kind in ("room", "chamber")]
    for space in named:
        if not space.name.strip():
            problems.append(f"{_obj(space)}: every {space.kind} needs a name")
    by_name: dict[str, list[Space]] = defaultdict(list)
    for space in named:
        if space.name.strip():
            by_name[space.name.strip()].append(space)
    for name, same in sorted(by_name.items()):
        if len(same) > 1:
            ids = ", ".join(str(s.id) for s in same)
            problems.append(f"objects {ids}: the name {name!r} is used {len(same)} times; names must be unique")
    for number, level in LEVELS.items():
        on_level = [s for s in named if s.prop("level") == number]
        rooms = sum(1 for s in on_level if s.kind == "room")
        chambers = sum(1 for s in on_level if s.kind == "chamber")
        if rooms != level.rooms:
            problems.append(f"level {number} has {rooms} rooms; it needs {level.rooms} (one per prize card)")
        if chambers != level.chambers_on_board:
            what = "the Main Gallery only" if number == 1 else f"{level.chambers} large chambers"
            problems.append(f"level {number} has {chambers} large chambers; it needs {what}")
    for name, sections in NAMED_CHAMBERS.items():
        found = by_name.get(name, [])
        chambers = [s for s in found if s.kind == "chamber"]
        if not chambers:
            problems.append(f"the rulebook's large chamber {name!r} is missing "
                            f"(it belongs in section {' or '.join(sections)})")
        elif chambers[0].prop("section") not in sections:
            problems.append(f"{_obj(chambers[0])}: the rulebook puts it in section "
                            f"{' or '.join(sections)}, not {chambers[0].prop('section')!r}")
    gallery = [s for s in by_name.get(MAIN_GALLERY, []) if s.kind == "chamber"]
    if gallery and gallery[0].prop("empty") is not True:
        problems.append(f"{_obj(gallery[0])}: the {MAIN_GALLERY} must carry empty = true")
    return problems


def _check_links(board: Board) -> list[str]:
    problems = []
    doors: Counter[int] = Counter()
    for link in board.links.values():
        a, b = board.spaces[link.a], board.spaces[link.b]
        kinds = {a.kind, b.kind}
        if link.kind == "stairs":
            diff = abs(level_of(a) - level_of(b))
            steps = link.props.get("steps")
            if diff == 0:
                problems.append(f"{_link(board, link)}: stairs must join two different levels")
            elif steps != diff:
                problems.append(f"{_link(board, link)}: has {steps} steps but joins {level_of(a)} and "
                                f"{level_of(b)}; steps must be the difference, {diff}")
            if "room" in kinds:
                problems.append(f"{_link(board, link)}: stairs may not lead straight into a room")
            continue
        if level_of(a) != level_of(b) and "start" not in kinds:
            problems.append(f"{_link(board, link)}: joins level {level_of(a)} to level {level_of(b)}; "
                            f"only stairs may do that")
        if link.kind == "path" and "room" in kinds:
            problems.append(f"{_link(board, link)}: a room is entered by a door, never by a path")
        if link.kind == "door" and "room" not in kinds:
            problems.append(f"{_link(board, link)}: a door must open into a room")
        if link.kind in DOORS:
            for space in (a, b):
                doors[space.id] += 1
    for space in board.of_kind("room"):
        if not doors[space.id]:
            problems.append(f"{_obj(space)}: has no door")
    return problems


def _check_start(board: Board) -> list[str]:
    problems = []
    starts = board.of_kind("start")
    if len(starts) != 1:
        problems.append(f"the board has {len(starts)} start spaces (Main Staircase); it needs exactly one")
    if not starts:
        return problems
    start = starts[0]
    for link, there in board.neighbours(start.id):
        other = board.spaces[there]
        if link.kind == "stairs":
            continue
        if link.kind != "path" or other.name != MAIN_GALLERY:
            problems.append(f"{_link(board, link)}: the Main Staircase leads only to the {MAIN_GALLERY} "
                            f"(by a path) and down stairs")
    if not any(board.spaces[t].name == MAIN_GALLERY for lk, t in board.neighbours(start.id) if lk.kind == "path"):
        problems.append(f"{_obj(start)}: is not joined to the {MAIN_GALLERY} by a path")
    cut_off = sorted(set(board.spaces) - board.reachable([start.id]))
    for sid in cut_off[:10]:
        problems.append(f"{_obj(board.spaces[sid])}: cannot be reached from the Main Staircase")
    if len(cut_off) > 10:
        problems.append(f"... and {len(cut_off) - 10} more spaces cannot be reached from the Main Staircase")
    return problems
