"""Checks for a card or dice table laid out as zones in a Tiled map (Dice Delve's table, Kick the Door's).

Such a map has no paths: `zone` spaces for the shared zones of the table, `seat_zone` spaces for each
seat's place (property `seat`, 1 to the most seats), and `panel` marks for areas the screen keeps for
itself. `check_zones` says, object by object, what is missing, doubled, unknown, off the table or
overlapping.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .board import Board, BoardSchema

SCHEMA = BoardSchema(
    spaces={"zone": {"zone": str}, "seat_zone": {"zone": str, "seat": int}},
    marks={"label": {"text": str}, "panel": {"zone": str}},
)


def check_zones(board: Board, table: Sequence[str], seat_zones: Sequence[str], seats: int, panels: Sequence[str],
                width: float | None = None) -> list[str]:
    """Every table zone and panel once, every seat zone once for each seat, each zone a rectangle inside the
    table (the map's first `width` pixels, or the whole map) and none overlapping another."""
    width = board.width if width is None else width
    problems: list[str] = []
    found = Counter(s.prop("zone") for s in board.of_kind("zone"))
    placed = Counter((s.prop("zone"), s.prop("seat")) for s in board.of_kind("seat_zone"))
    kept = Counter(m.prop("zone") for m in board.marks_of_kind("panel"))
    for zone in table:
        if found[zone] != 1:
            problems.append(f"the table zone {zone!r} appears {found[zone]} times (once expected)")
    for zone in seat_zones:
        for seat in range(1, seats + 1):
            if placed[(zone, seat)] != 1:
                problems.append(f"the zone {zone!r} of seat {seat} appears {placed[(zone, seat)]} times "
                                f"(once expected)")
    for panel in panels:
        if kept[panel] != 1:
            problems.append(f"the panel {panel!r} appears {kept[panel]} times (once expected)")
    for s in board.of_kind("zone"):
        if s.prop("zone") not in table:
            problems.append(f"object {s.id} {s.label!r}: unknown table zone {s.prop('zone')!r} "
                            f"(known: {', '.join(table)})")
    for s in board.of_kind("seat_zone"):
        if s.prop("zone") not in seat_zones or not 1 <= s.prop("seat") <= seats:
            problems.append(f"object {s.id} {s.label!r}: unknown seat zone {s.prop('zone')!r} of seat "
                            f"{s.prop('seat')}")
    spaces = list(board.spaces.values())
    for s in spaces:
        if s.w <= 0 or s.h <= 0 or s.x < 0 or s.y < 0 or s.x + s.w > width or s.y + s.h > board.height:
            problems.append(f"object {s.id} {s.label!r}: not a rectangle on the table (0..{width:g} x "
                            f"0..{board.height})")
    for i, a in enumerate(spaces):
        for b in spaces[i + 1:]:
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                problems.append(f"objects {a.id} {a.label!r} and {b.id} {b.label!r} overlap")
    return problems
