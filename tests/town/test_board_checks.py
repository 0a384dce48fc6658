"""lint-boards for town.tmx (game/games/town/board.py, check_board): one closed clockwise loop, the town
square at the bottom-right corner, every square with a kind and a depth, each depth one unbroken stretch,
the shop and deck places present. Each problem names the object."""

import re
from pathlib import Path

from game.engine.board import load_board
from game.engine.boardlint import lint_file
from game.games.town import GAME
from game.games.town.board import SCHEMA, check_board
from tests.town.helpers import TOWN, TRACK

MAP = Path(__file__).resolve().parents[2] / "boards" / "town.tmx"


def variant(tmp_path, pattern, repl, count=1):
    text, n = re.subn(pattern, repl, MAP.read_text(), count=count, flags=re.S)
    assert n >= 1, pattern
    path = tmp_path / "town.tmx"
    path.write_text(text)
    return check_board(load_board(path, SCHEMA, "town"))


def test_the_real_map_passes_every_check():
    assert GAME.check_board(GAME.load_board()) == []
    assert all(f.ok for f in lint_file(MAP))


def test_the_track_is_read_from_the_map():
    kinds = {TRACK.kind(s) for s in TRACK.ring.order}
    assert {"town", "draw", "heal", "toll", "damage", "silver", "lose_turn", "extra_turn", "move", "rest"} <= kinds
    assert TRACK.ring.order[0] == TOWN and len(TRACK.ring) == len(GAME.load_board().of_kind("square"))
    depths = [TRACK.depth(s) for s in TRACK.ring.order]
    assert depths[0] == 0 and sorted(set(depths)) == [0, 1, 2, 3]


def reverse_links(text_pattern=r'(<property name="from" type="object" value=")(\d+)("/>\s*)'
                                r'(<property name="to" type="object" value=")(\d+)("/>)'):
    return text_pattern, r"\g<1>\g<5>\g<3>\g<4>\g<2>\g<6>"


def test_an_anticlockwise_track_is_refused(tmp_path):
    pattern, repl = reverse_links()
    problems = variant(tmp_path, pattern, repl, count=0)
    assert any("clockwise" in p for p in problems)


def test_a_broken_loop_is_refused_naming_the_square(tmp_path):
    problems = variant(tmp_path, r'<object id="\d+" type="next"[^>]*>.*?</object>\n', "")
    assert any("not one closed loop" in p and "object" in p for p in problems)


def test_the_town_square_belongs_at_the_bottom_right(tmp_path):
    problems = variant(tmp_path, r'(name="Town" type="square" x=")1016(" y=")772', r"\g<1>500\g<2>400")
    assert any("bottom-right corner" in p and "'Town'" in p for p in problems)


def test_each_depth_is_one_unbroken_stretch(tmp_path):
    problems = variant(tmp_path, r'(name="Crypt" type="square".*?name="depth" type="int" value=")1', r"\g<1>2")
    assert any("broken in two" in p for p in problems)


def test_every_square_needs_a_known_kind_and_a_depth(tmp_path):
    problems = variant(tmp_path, r'(name="Crypt" type="square".*?name="kind" value=")draw', r"\g<1>dance")
    assert any("'Crypt'" in p and "unknown kind 'dance'" in p for p in problems)
    problems = variant(tmp_path, r'(name="Crypt" type="square".*?name="depth" type="int" value=")1', r"\g<1>7")
    assert any("'Crypt'" in p and "depth must be" in p for p in problems)


def test_a_move_square_needs_its_jump(tmp_path):
    problems = variant(tmp_path, r'<object id="\d+" type="jump"[^>]*>.*?</object>\n', "")
    assert any("needs exactly one `jump` link" in p for p in problems)


def test_the_shop_and_the_deck_places_must_be_there(tmp_path):
    problems = variant(tmp_path, r'<object id="\d+" name="For sale 2"[^>]*>.*?</object>\n', "")
    assert any("three for-sale places" in p for p in problems)
    problems = variant(tmp_path, r'<object id="\d+" name="Depth 3 deck"[^>]*>.*?</object>\n', "")
    assert any("four monster deck places" in p for p in problems)
    problems = variant(tmp_path, r'(name="Town deck" type="town_deck" x=")800', r"\g<1>100")
    assert any("right side" in p for p in problems)
    problems = variant(tmp_path, r'(name="The Wilderness deck" type="monster_deck" x="400" y=")124', r"\g<1>700")
    assert any("wilderness at the top" in p for p in problems)
