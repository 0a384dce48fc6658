"""The card table as a Tiled map (boards/doors.tmx): the decks and their discards, the combat zone, the hand
of the seat at the screen, and for each of six seats its level, race, class, equipped items, hireling,
curses and carried items; the side panel on the right belongs to the screen.

Zones are spaces without links (nothing moves along paths): the screen lays the cards out inside them.
boards/doors.md describes the schema for map makers."""

from __future__ import annotations

from game.engine.board import Board
from game.engine.tablezones import SCHEMA, check_zones

TABLE_ZONES = ("door_deck", "door_discards", "treasure_deck", "treasure_discards", "combat", "hand")
SEAT_ZONES = ("level", "race", "class", "headgear", "armor", "footgear", "left_hand", "right_hand", "big",
              "hireling", "curses", "carried")
PANELS = ("side",)
SEATS = 6
TABLE_WIDTH = 920    # x >= 920 is the screen's shared side panel

__all__ = ["SCHEMA", "check_board"]


def check_board(board: Board) -> list[str]:
    """Every zone exactly once (seat zones once for each of seats 1-6), rectangles on the table part of the
    map (left of the side panel), none overlapping; the side panel once, right of x = 920. Each problem
    names the object."""
    problems = check_zones(board, TABLE_ZONES, SEAT_ZONES, SEATS, PANELS, width=TABLE_WIDTH)
    for m in board.marks_of_kind("panel"):
        if m.x < TABLE_WIDTH or m.x + m.w > board.width or m.y < 0 or m.y + m.h > board.height:
            problems.append(f"object {m.id} {m.label!r}: the side panel lies right of x = {TABLE_WIDTH}, "
                            f"inside the {board.width}x{board.height} map")
    return problems
