"""The table as a Tiled map (boards/delve.tmx): zones for the dice, the Lair, the level die, the treasure
bag, and per seat its hero card, XP, treasures and twist cards; a panel on the right for the log.

Zones are spaces without links (nothing moves along paths here): the screen lays the dice and tokens out
inside them. boards/delve.md describes the schema for map makers."""

from __future__ import annotations

from collections import Counter

from game.engine.board import Board, BoardSchema

TABLE_ZONES = ("party", "graveyard", "borrowed", "dungeon", "pool", "lair", "level", "bag")
SEAT_ZONES = ("hero", "xp", "treasures", "twists")
PANELS = ("log", "phase")
SEATS = 4

SCHEMA = BoardSchema(
    spaces={"zone": {"zone": str}, "seat_zone": {"zone": str, "seat": int}},
    marks={"label": {"text": str}, "panel": {"zone": str}},
)


def check_board(board: Board) -> list[str]:
    """Every zone exactly once (seat zones once for each of seats 1-4), inside the map, none overlapping."""
    problems: list[str] = []
    table = Counter(s.prop("zone") for s in board.of_kind("zone"))
    seats = Counter((s.prop("zone"), s.prop("seat")) for s in board.of_kind("seat_zone"))
    panels = Counter(m.prop("zone") for m in board.marks_of_kind("panel"))
    for zone in TABLE_ZONES:
        if table[zone] != 1:
            problems.append(f"the table zone {zone!r} appears {table[zone]} times (once expected)")
    for zone in SEAT_ZONES:
        for seat in range(1, SEATS + 1):
            if seats[(zone, seat)] != 1:
                problems.append(f"the zone {zone!r} of seat {seat} appears {seats[(zone, seat)]} times (once expected)")
    for panel in PANELS:
        if panels[panel] != 1:
            problems.append(f"the panel {panel!r} appears {panels[panel]} times (once expected)")
    for s in board.of_kind("zone"):
        if s.prop("zone") not in TABLE_ZONES:
            problems.append(f"object {s.id}: unknown table zone {s.prop('zone')!r} (known: {', '.join(TABLE_ZONES)})")
    for s in board.of_kind("seat_zone"):
        if s.prop("zone") not in SEAT_ZONES or not 1 <= s.prop("seat") <= SEATS:
            problems.append(f"object {s.id}: unknown seat zone {s.prop('zone')!r} of seat {s.prop('seat')}")
    shapes = [*board.spaces.values(), *board.marks_of_kind("panel")]
    for s in shapes:
        if s.w <= 0 or s.h <= 0 or s.x < 0 or s.y < 0 or s.x + s.w > board.width or s.y + s.h > board.height:
            problems.append(f"object {s.id} {s.label!r}: not a rectangle inside the {board.width}x{board.height} map")
    for i, a in enumerate(shapes):
        for b in shapes[i + 1:]:
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                problems.append(f"objects {a.id} {a.label!r} and {b.id} {b.label!r} overlap")
    return problems
