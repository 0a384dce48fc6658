"""game/engine/tablezones.py: the checks of a table laid out as zones (Dice Delve's, Kick the Door's)."""

from game.engine.board import load_board
from game.engine.tablezones import SCHEMA, check_zones

MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="orthogonal" renderorder="right-down" width="20" height="10" tilewidth="16"
 tileheight="16" infinite="0" nextlayerid="2" nextobjectid="9">
 <properties><property name="game" value="toy"/></properties>
 <objectgroup id="1" name="zones">
{objects}
 </objectgroup>
</map>
"""


def obj(oid, kind, x, y, w, h, **props):
    typed = ' type="int"'
    inner = "".join(f'<property name="{k}"{typed if isinstance(v, int) else ""} value="{v}"/>'
                    for k, v in props.items())
    return (f'  <object id="{oid}" name="o{oid}" type="{kind}" x="{x}" y="{y}" width="{w}" height="{h}">'
            f"<properties>{inner}</properties></object>")


def board(tmp_path, *objects):
    path = tmp_path / "toy.tmx"
    path.write_text(MAP.format(objects="\n".join(objects)))
    return load_board(path, SCHEMA, "toy")


def test_a_whole_table_passes(tmp_path):
    b = board(tmp_path, obj(1, "zone", 0, 0, 50, 50, zone="deck"),
              obj(2, "seat_zone", 60, 0, 40, 40, zone="hand", seat=1),
              obj(3, "seat_zone", 110, 0, 40, 40, zone="hand", seat=2),
              obj(4, "panel", 200, 0, 120, 160, zone="log"))
    assert check_zones(b, ["deck"], ["hand"], 2, ["log"], width=200) == []


def test_missing_doubled_unknown_offside_and_overlapping_zones_are_named(tmp_path):
    b = board(tmp_path, obj(1, "zone", 0, 0, 50, 50, zone="deck"), obj(2, "zone", 40, 40, 50, 50, zone="deck"),
              obj(3, "zone", 190, 0, 20, 20, zone="pile"), obj(4, "seat_zone", 60, 60, 10, 10, zone="hand", seat=3))
    problems = check_zones(b, ["deck"], ["hand"], 2, ["log"], width=200)
    assert "the table zone 'deck' appears 2 times (once expected)" in problems
    assert "the zone 'hand' of seat 1 appears 0 times (once expected)" in problems
    assert "the panel 'log' appears 0 times (once expected)" in problems
    assert any(p.startswith("object 3 'o3': unknown table zone 'pile'") for p in problems)
    assert any(p.startswith("object 4 'o4': unknown seat zone 'hand' of seat 3") for p in problems)
    assert any(p.startswith("object 3 'o3': not a rectangle on the table") for p in problems)
    assert "objects 1 'o1' and 2 'o2' overlap" in problems
