"""The Dungeon! board (boards/dungeon.tmx): it holds what the rulebook and FACTS.md say the printed board
holds, the rules' checks pass on it, and they catch a broken copy, naming the object at fault."""

from __future__ import annotations

import importlib.util
import math
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from game.engine.board import Board, BoardError, load_board
from game.games.dungeon.board import SCHEMA, check_board, level_of, move_cost, walking_costs
from game.games.dungeon.levels import LEVELS, MAIN_GALLERY, MAIN_STAIRCASE, NAMED_CHAMBERS, SECTION_LEVEL

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "boards" / "dungeon.tmx"
MOVE = 5  # spaces a pawn moves in a turn ("up to five spaces", never rolled)


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(MAP, SCHEMA, "dungeon")


def rooms(board: Board, level: int | None = None) -> list:
    return [s for s in board.spaces.values() if s.kind == "room" and (level is None or s.prop("level") == level)]


def chambers(board: Board, level: int | None = None) -> list:
    return [s for s in board.spaces.values() if s.kind == "chamber" and (level is None or s.prop("level") == level)]


def start_costs(board: Board, secret_doors: bool = False) -> dict[int, int]:
    return walking_costs(board, board.of_kind("start")[0].id, secret_doors)


# --- the real map ----------------------------------------------------------------------------------------

def test_the_board_passes_its_own_checks(board):
    assert check_board(board) == []


def test_rooms_per_level_equal_the_prize_cards(board):
    """FACTS.md: rooms per level = prize cards of that level: 9, 9, 16, 18, 16, 12."""
    assert {n: len(rooms(board, n)) for n in LEVELS} == {1: 9, 2: 9, 3: 16, 4: 18, 5: 16, 6: 12}


def test_large_chambers_per_level(board):
    """Set-up: three monsters in every large chamber; the Main Gallery of level 1 holds none (rules, set-up)."""
    assert {n: len(chambers(board, n)) for n in LEVELS} == {1: 1, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}
    assert [c.name for c in chambers(board, 1)] == [MAIN_GALLERY]
    assert [c.name for c in chambers(board) if c.prop("empty")] == [MAIN_GALLERY]


def test_the_rulebooks_named_chambers_are_where_it_puts_them(board):
    """The Transference examples: Torture Chamber (upper 4), Armory (lower 3), Crypt (4), the Queen's Treasure
    Room and its Annex (5), the King's Treasure Room and Library (6)."""
    for name, sections in NAMED_CHAMBERS.items():
        chamber = board.find(name)
        assert chamber.kind == "chamber" and chamber.prop("section") in sections, name


def test_every_room_and_chamber_is_named_once(board):
    names = Counter(s.name for s in rooms(board) + chambers(board))
    assert all(name.strip() for name in names)
    assert [n for n, k in names.items() if k > 1] == []
    for name in ("Almsroom", "Storeroom", "Kitchen", "Guard Room", "Wizard's Laboratory", "Wizard's Treasure Room"):
        board.find(name)  # the rulebook's other named areas are on the board too


def test_every_room_has_a_plain_door(board):
    """Rooms are entered by doors (solid black lines); secret doors are extra ways in, never the only one."""
    for room in rooms(board):
        kinds = [link.kind for link, _ in board.neighbours(room.id)]
        assert "door" in kinds, room.name
        assert "path" not in kinds and "stairs" not in kinds, room.name


def test_secret_doors_on_most_levels(board):
    """Secret doors (dotted grey outlines) are shortcuts into rooms and chambers."""
    levels = {level_of(board.spaces[link.a]) for link in board.links.values() if link.kind == "secret_door"}
    assert levels >= {1, 2, 3, 4, 5, 6}


def test_the_main_staircase_leads_only_to_the_main_gallery(board):
    """Rules, movement: moving from the Main Staircase to the Main Gallery costs one space."""
    start = board.of_kind("start")
    assert len(start) == 1 and start[0].name == MAIN_STAIRCASE
    ways = [(link.kind, board.spaces[there].name, move_cost(link)) for link, there in board.neighbours(start[0].id)]
    assert ways == [("path", MAIN_GALLERY, 1)]
    gallery = board.find(MAIN_GALLERY)
    assert gallery.contains(*start[0].center)  # the Main Gallery lies around the Main Staircase


def test_stairs_cost_one_space_per_level(board):
    """Rules, stairs: one space per step, one step per level of difference (1st to 3rd level: two spaces)."""
    stairs = [link for link in board.links.values() if link.kind == "stairs"]
    for link in stairs:
        a, b = board.spaces[link.a], board.spaces[link.b]
        assert move_cost(link) == link.props["steps"] == abs(level_of(a) - level_of(b)) >= 1
    joined = Counter(tuple(sorted((level_of(board.spaces[lk.a]), level_of(board.spaces[lk.b])))) for lk in stairs)
    for upper in range(1, 6):
        assert joined[(upper, upper + 1)] >= 2, f"level {upper} to {upper + 1} needs stairs at several places"
    assert any(link.props["steps"] >= 2 for link in stairs), "some long stairs skip a level"


def test_the_queens_treasure_rooms_lie_one_space_apart(board):
    """The rulebook's example: a Superhero retreats onto "the space between the Large Chambers", and comes
    "through the Secret Door into the Queen's Treasure Room Annex"."""
    queen, annex = board.find("Queen's Treasure Room"), board.find("Queen's Treasure Room Annex")
    between = {t for _, t in board.neighbours(queen.id)} & {t for _, t in board.neighbours(annex.id)}
    assert [board.spaces[s].kind for s in between] == ["corridor"]
    assert any(link.kind == "secret_door" for link, _ in board.neighbours(annex.id))
    assert any(link.kind == "secret_door" for link, _ in board.neighbours(queen.id))


def test_level_one_rooms_lie_one_to_three_turns_from_the_start(board):
    cost = start_costs(board)
    assert all(1 <= math.ceil(cost[r.id] / MOVE) <= 3 for r in rooms(board, 1))


def test_deeper_levels_lie_farther_from_the_start(board):
    """Level 6 takes some six to ten turns of walking; each level's nearest room is no nearer than the last's."""
    cost = start_costs(board)
    nearest = [min(cost[r.id] for r in rooms(board, n)) for n in LEVELS]
    assert nearest == sorted(nearest)
    level_six = [math.ceil(cost[r.id] / MOVE) for r in rooms(board, 6)]
    assert 6 <= min(level_six) and max(level_six) <= 10


def test_every_space_lies_in_its_section(board):
    """The nine sections (folds) of the board: each space is drawn inside the section it says it is in."""
    areas = {m.prop("section"): m for m in board.marks_of_kind("section")}
    assert sorted(areas) == sorted(SECTION_LEVEL)
    for space in board.spaces.values():
        if space.kind != "start":
            assert areas[space.prop("section")].contains(*space.center), space.label
    labels = board.marks_of_kind("label")
    assert len(labels) == 9
    for section, area in areas.items():
        assert sum(1 for lb in labels if area.contains(*lb.center)) == 1, section


def test_the_map_is_what_its_generator_makes(tmp_path, monkeypatch):
    """boards/dungeon.tmx is generated by boards/src/make_dungeon.py: the two may not drift apart."""
    spec = importlib.util.spec_from_file_location("make_dungeon", ROOT / "boards" / "src" / "make_dungeon.py")
    make = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "make_dungeon", make)  # its dataclasses look their module up
    spec.loader.exec_module(make)
    out = tmp_path / "dungeon.tmx"
    assert make.main(["--out", str(out)]) == 0
    assert out.read_text() == MAP.read_text()


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed")
def test_the_tiled_editor_opens_it(tmp_path):
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = tmp_path / "d.json"
    run = subprocess.run(["tiled", "--export-map", "json", str(MAP), str(out)], env=env, capture_output=True,
                         timeout=60)
    assert run.returncode == 0 and out.stat().st_size > 0


# --- broken copies ---------------------------------------------------------------------------------------

def broken(tmp_path: Path, change) -> Path:
    """A copy of the map with `change(root)` applied to its XML."""
    tree = ET.parse(MAP)
    change(tree.getroot())
    path = tmp_path / "broken.tmx"
    tree.write(path, encoding="UTF-8", xml_declaration=True)
    return path


def objects(root: ET.Element, **attrs: str) -> list[ET.Element]:
    return [o for o in root.iter("object") if all(o.get(k) == v for k, v in attrs.items())]


def prop(obj: ET.Element, name: str) -> ET.Element:
    return next(p for p in obj.iter("property") if p.get("name") == name)


def links_of(root: ET.Element, obj_id: str) -> list[ET.Element]:
    return [o for o in root.iter("object") if any(p.get("name") in ("from", "to") and p.get("value") == obj_id
                                                  for p in o.iter("property"))]


def remove(root: ET.Element, obj: ET.Element) -> None:
    for group in root.iter("objectgroup"):
        if obj in list(group):
            group.remove(obj)


def problems(path: Path) -> list[str]:
    return check_board(load_board(path, SCHEMA, "dungeon"))


def test_a_room_without_a_door_is_named(tmp_path):
    def change(root):
        store = objects(root, name="Storeroom")[0]
        for link in links_of(root, store.get("id")):
            remove(root, link)
    # The loader already refuses a room cut off from the start ...
    with pytest.raises(BoardError, match=r"object \d+ 'Storeroom' \(room\): cannot be reached from the start"):
        load_board(broken(tmp_path, change), SCHEMA, "dungeon")
    # ... and check_board, given such a board built some other way, names it twice over.
    cut = load_board(MAP, SCHEMA, "dungeon")
    store = cut.find("Storeroom")
    links = {k: v for k, v in cut.links.items() if store.id not in (v.a, v.b)}
    island = Board(path=cut.path, game=cut.game, props=cut.props, width=cut.width, height=cut.height,
                   spaces=cut.spaces, links=links, marks=cut.marks)
    found = check_board(island)
    assert f"object {store.id} 'Storeroom' (room): has no door" in found
    assert f"object {store.id} 'Storeroom' (room): cannot be reached from the Main Staircase" in found


def test_a_room_entered_by_a_path_is_named(tmp_path):
    def change(root):
        almsroom = objects(root, name="Almsroom")[0]
        links_of(root, almsroom.get("id"))[0].set("type", "path")
    found = problems(broken(tmp_path, change))
    assert any("'Almsroom'" in p and "has no door" in p for p in found)
    assert any("a room is entered by a door, never by a path" in p and "'Almsroom'" in p for p in found)


def test_a_name_used_twice_and_a_missing_name(tmp_path):
    def change(root):
        objects(root, name="Larder")[0].set("name", "Pantry")
        del objects(root, name="Smithy")[0].attrib["name"]
    found = problems(broken(tmp_path, change))
    assert any("the name 'Pantry' is used 2 times" in p for p in found)
    assert any(p.endswith("(room): every room needs a name") for p in found)


def test_wrong_counts_are_reported_per_level(tmp_path):
    def change(root):
        objects(root, name="Forge")[0].set("type", "chamber")
    found = problems(broken(tmp_path, change))
    assert "level 3 has 15 rooms; it needs 16 (one per prize card)" in found
    assert "level 3 has 3 large chambers; it needs 2 large chambers" in found


def test_stairs_with_the_wrong_steps(tmp_path):
    def change(root):
        stairs = objects(root, type="stairs")[0]
        prop(stairs, "steps").set("value", "2")
    found = problems(broken(tmp_path, change))
    assert any("(stairs) between" in p and "has 2 steps but joins 1 and 2; steps must be the difference, 1" in p
               for p in found)


def test_a_path_between_levels_and_a_misplaced_section(tmp_path):
    def change(root):
        objects(root, type="stairs")[0].set("type", "path")
        corridor = objects(root, type="corridor")[0]
        prop(corridor, "section").set("value", "6")
    found = problems(broken(tmp_path, change))
    assert any("(path) between" in p and "only stairs may do that" in p for p in found)
    assert any("(corridor): section '6' belongs to level 6, not level" in p for p in found)


def test_the_main_gallery_must_be_empty_and_joined_to_the_start(tmp_path):
    def change(root):
        gallery = objects(root, name=MAIN_GALLERY)[0]
        prop(gallery, "empty").set("value", "false")
        start = objects(root, type="start")[0]
        for link in links_of(root, start.get("id")):
            if link.get("type") == "path" and gallery.get("id") in {p.get("value") for p in link.iter("property")}:
                link.set("type", "door")
    found = problems(broken(tmp_path, change))
    assert any(p.endswith("(chamber): the Main Gallery must carry empty = true") for p in found)
    assert any("is not joined to the Main Gallery by a path" in p for p in found)
    assert any("a door must open into a room" in p for p in found)


def test_a_second_start(tmp_path):
    def change(root):
        objects(root, name="Well Room")[0].set("type", "start")
    found = problems(broken(tmp_path, change))
    assert "the board has 2 start spaces (Main Staircase); it needs exactly one" in found


def test_a_missing_named_chamber(tmp_path):
    def change(root):
        objects(root, name="Crypt")[0].set("name", "Vault of Bones")
    found = problems(broken(tmp_path, change))
    assert any("the rulebook's large chamber 'Crypt' is missing" in p for p in found)


# --- what the schema's own loader refuses -----------------------------------------------------------------

def test_loader_refuses_an_unknown_type(tmp_path):
    def change(root):
        objects(root, name="Kitchen")[0].set("type", "kitchen")
    with pytest.raises(BoardError, match=r"object \d+ 'Kitchen' \(kitchen\): unknown type 'kitchen'"):
        load_board(broken(tmp_path, change), SCHEMA, "dungeon")


def test_loader_refuses_a_room_without_its_level(tmp_path):
    def change(root):
        room = objects(root, name="Kennels")[0]
        props = room.find("properties")
        props.remove(prop(room, "level"))
    with pytest.raises(BoardError, match=r"'Kennels' \(room\): lacks the property 'level'"):
        load_board(broken(tmp_path, change), SCHEMA, "dungeon")


def test_loader_refuses_stairs_without_steps_and_dangling_links(tmp_path):
    def no_steps(root):
        stairs = objects(root, type="stairs")[0]
        stairs.find("properties").remove(prop(stairs, "steps"))
    with pytest.raises(BoardError, match=r"\(stairs\): lacks the property 'steps'"):
        load_board(broken(tmp_path, no_steps), SCHEMA, "dungeon")

    def dangling(root):
        prop(objects(root, type="door")[0], "to").set("value", "99999")
    with pytest.raises(BoardError, match="dangling link: 'to' points at object 99999"):
        load_board(broken(tmp_path, dangling), SCHEMA, "dungeon")


def test_loader_refuses_a_map_of_another_game(tmp_path):
    def change(root):
        prop(root, "game").set("value", "town")
    with pytest.raises(BoardError, match="the map's property 'game' is 'town', expected 'dungeon'"):
        load_board(broken(tmp_path, change), SCHEMA, "dungeon")
