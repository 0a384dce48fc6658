"""lint-boards for escape.tmx: route continuous, every square reachable, fireball squares 1-4 present,
special rooms well formed (game/games/escape/board.py, check_board)."""

import re
from pathlib import Path

from game.engine.board import load_board
from game.engine.boardlint import lint_file
from game.games.escape import GAME
from game.games.escape.board import SCHEMA, build_path, check_board

MAP = Path(__file__).resolve().parents[2] / "boards" / "escape.tmx"


def _variant(tmp_path, pattern, repl, every=False):
    text = MAP.read_text()
    changed, n = re.subn(pattern, repl, text, count=0 if every else 1, flags=re.S)
    assert n >= 1 if every else n == 1, pattern
    path = tmp_path / "escape.tmx"
    path.write_text(changed)
    return check_board(load_board(path, SCHEMA, "escape"))


def test_the_real_map_passes_every_check():
    assert GAME.check_board(GAME.load_board()) == []
    assert all(f.ok for f in lint_file(MAP))


def test_route_runs_from_fireball_square_1_to_the_exit_and_every_square_is_reachable():
    board = GAME.load_board()
    path = build_path(board)
    assert [board.spaces[s].prop("number") for s in path.route[:4]] == [1, 2, 3, 4]
    assert path.route[4] == path.start and path.route[-1] == path.exit
    walkable = {s.id for s in board.spaces.values() if s.kind != "fireball"}
    assert set(path.steps_to_exit(s) for s in walkable) and walkable <= set(path.burns_at)


def test_a_broken_fireball_route_is_found(tmp_path):
    problems = _variant(tmp_path, r'(name="Square 4"[^>]*>.*?)', r"\1")  # untouched first: sanity
    assert problems == []
    problems = _variant(tmp_path, r'<property name="fireball" type="bool" value="true"/>',
                        '<property name="fireball" type="bool" value="false"/>')
    assert any("fireball" in p for p in problems)


def test_fireball_squares_must_be_numbered_1_to_4(tmp_path):
    problems = _variant(tmp_path, r'(name="Fireball square 4" type="fireball".*?name="number" type="int" value=")4',
                        r"\g<1>5")
    assert any("numbered 1, 2, 3 and 4" in p for p in problems)


def test_special_rooms_must_be_well_formed(tmp_path):
    problems = _variant(tmp_path, r'(type="spider_web".*?name="turns" type="int" value=")1', r"\g<1>7")
    assert any("web holds a hireling for 1-3 turns" in p for p in problems)
    problems = _variant(tmp_path, r'(type="goblin_pit".*?name="number" type="int" value=")5', r"\g<1>12")
    assert any("its number must be 2-10" in p for p in problems)
    problems = _variant(tmp_path, r'type="underground_river"', 'type="goblin_pit"', every=True)
    assert any("missing: underground_river" in p for p in problems)
