"""Boards: Tiled maps read into graphs, and broken maps refused with the file, the object and the fault."""

import re
from pathlib import Path

import pytest

from game.engine.board import BoardError, BoardSchema, load_board

MAPS = Path(__file__).parent / "maps"
SCHEMA = BoardSchema(spaces={"start": {}, "square": {"level": int}}, links={"path": {}, "door": {}},
                     marks={"label": {"text": str}}, start=("start",))


def broken(tmp_path, old, new, count=1):
    text = (MAPS / "tiny.tmx").read_text()
    assert old in text
    path = tmp_path / "broken.tmx"
    path.write_text(text.replace(old, new, count))
    return path


def test_reads_spaces_links_and_marks():
    board = load_board(MAPS / "tiny.tmx", SCHEMA, "toy")
    assert {s.kind for s in board.spaces.values()} == {"start", "square"}
    assert board.find("Vault").prop("level") == 2
    kinds = {link.kind: (link.a, link.b) for link in board.links.values()}
    assert kinds["path"] == (1, 2)
    assert kinds["door"] == (2, 3)  # found from where its polyline starts and ends
    assert [m.props["text"] for m in board.marks_of_kind("label")] == ["Level 1"]
    assert board.reachable([1]) == {1, 2, 3}
    assert board.space_at(70, 10).name == "Vault"


def test_unknown_type_names_file_and_object(tmp_path):
    path = broken(tmp_path, 'type="door"', 'type="portal"')
    with pytest.raises(BoardError, match=re.escape("broken.tmx: object 11 (portal): unknown type 'portal'")):
        load_board(path, SCHEMA)


def test_missing_property(tmp_path):
    path = broken(tmp_path, '<property name="level" type="int" value="2"/>', "")
    with pytest.raises(BoardError, match="object 3 'Vault' \\(square\\): lacks the property 'level'"):
        load_board(path, SCHEMA)


def test_wrong_property_type(tmp_path):
    path = broken(tmp_path, 'name="level" type="int" value="2"', 'name="level" value="deep"')
    with pytest.raises(BoardError, match="must be a whole number"):
        load_board(path, SCHEMA)


def test_dangling_link(tmp_path):
    path = broken(tmp_path, 'name="to" type="object" value="2"', 'name="to" type="object" value="99"')
    with pytest.raises(BoardError, match="object 10 \\(path\\): dangling link: 'to' points at object 99"):
        load_board(path, SCHEMA)


def test_unreachable_space(tmp_path):
    path = broken(tmp_path, '<polyline points="0,0 32,0"/>\n  </object>\n </objectgroup>',
                  '<polyline points="0,0 32,0"/>\n  </object>\n  <object id="12" type="path" x="16" y="16">'
                  '<polyline points="0,0 32,0"/></object>\n </objectgroup>')
    with pytest.raises(BoardError, match="second path link"):
        load_board(path, SCHEMA)
    lonely = broken(tmp_path, '<object id="11" type="door" x="48" y="16">\n   <polyline points="0,0 32,0"/>\n  '
                              '</object>', "")
    with pytest.raises(BoardError, match="object 3 'Vault' \\(square\\): cannot be reached from the start"):
        load_board(lonely, SCHEMA)


def test_not_xml_at_all(tmp_path):
    path = tmp_path / "junk.tmx"
    path.write_text("this is not a map")
    with pytest.raises(BoardError, match="junk.tmx: not a readable Tiled map"):
        load_board(path, SCHEMA)


def test_missing_tileset_is_reported(tmp_path):
    path = broken(tmp_path, '<objectgroup id="1"', '<tileset firstgid="1" source="nowhere.tsx"/>\n <objectgroup id="1"')
    with pytest.raises(BoardError, match="tileset '': the file it names, 'nowhere.tsx': there is no such file"):
        load_board(path, SCHEMA)


def test_link_end_outside_any_space(tmp_path):
    path = broken(tmp_path, '<object id="11" type="door" x="48" y="16">', '<object id="11" type="door" x="48" y="300">')
    with pytest.raises(BoardError, match="object 11 \\(door\\): the line's start is not inside a space"):
        load_board(path, SCHEMA)


# --- the words of a board's places, for the board viewer (Game.place_words) ---------------------------------
@pytest.mark.parametrize(("game_id", "said"), [("dungeon", "Every adventurer starts here"), ("town", "Town"),
                                               ("escape", "roll the d8 plus your evade cards")])
def test_a_game_names_every_place_of_its_board_in_its_own_words(game_id, said):
    from game.engine.registry import get_game
    from game.ui.scenes.placewords import place_words

    game = get_game(game_id)
    board = game.load_board()
    lines = {sid: place_words(board, game_id)(sid) for sid in board.spaces}
    assert lines == {sid: game.place_words(board)(sid) for sid in board.spaces}
    assert all(text and style in ("bold", "italic", "body") for said_here in lines.values()
               for text, style in said_here)
    assert any(said in text for said_here in lines.values() for text, _ in said_here)


@pytest.mark.parametrize("game_id", ["delve", "doors"])
def test_a_board_of_the_table_keeps_the_maps_own_names(game_id):
    from game.engine.registry import get_game
    from game.ui.scenes.placewords import place_words

    game = get_game(game_id)
    board = game.load_board()
    assert game.place_words(board) is None
    assert all(place_words(board, game_id)(sid)[0][0] for sid in board.spaces)
