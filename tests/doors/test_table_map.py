"""The table map boards/doors.tmx and its checks (Game.check_board)."""

import re

import pytest

from game.engine.board import load_board
from game.engine.resources import board_path
from game.games.doors import GAME
from game.games.doors.board import SEAT_ZONES, TABLE_ZONES

TMX = board_path("doors.tmx")


def test_the_table_has_every_zone_for_six_seats_and_passes_its_checks():
    board = GAME.load_board()
    assert GAME.check_board(board) == []
    zones = {s.prop("zone") for s in board.of_kind("zone")}
    assert zones == set(TABLE_ZONES)
    for seat in range(1, 7):
        assert {s.prop("zone") for s in board.of_kind("seat_zone") if s.prop("seat") == seat} == set(SEAT_ZONES)
    assert all(s.x + s.w <= 920 for s in board.spaces.values())
    side = board.marks_of_kind("panel")[0]
    assert (side.x, side.w, side.h) == (920, 360, 720)


def broken(tmp_path, old, new):
    text = TMX.read_text()
    assert old in text
    path = tmp_path / "doors.tmx"
    path.write_text(text.replace(old, new, 1))
    return GAME.check_board(load_board(path, GAME.board_schema, "doors"))


def test_a_missing_zone_is_named(tmp_path):
    problems = broken(tmp_path, 'value="combat"', 'value="arena"')
    assert any("'combat' appears 0 times" in p for p in problems)
    assert any(re.search(r"object \d+ 'Combat': unknown table zone 'arena'", p) for p in problems)


def test_a_seat_zone_missing_for_seat_6_is_named(tmp_path):
    problems = broken(tmp_path, 'name="Seat 6 curses" type="seat_zone"', 'name="Seat 6 curses" type="zone"')
    assert any("the zone 'curses' of seat 6 appears 0 times" in p for p in problems)


@pytest.mark.parametrize("old,new,said", [
    ('name="Your hand" type="zone" x="8"', 'name="Your hand" type="zone" x="80"', "not a rectangle on the table"),
    ('name="Side panel" type="panel" x="920"', 'name="Side panel" type="panel" x="900"', "side panel lies right"),
])
def test_zones_off_the_table_are_named(tmp_path, old, new, said):
    problems = broken(tmp_path, old, new)
    assert any(said in p for p in problems), problems
