"""A corpus of broken maps, made from each playable game's own board (a game that lands with a board later
is covered by itself), each with the words its refusal must contain: the file, and the object (or layer)
and the fault wherever there is one.

Broken as a map maker's slip or a hostile file would break them: numbers that are not numbers (or NaN, or
far off the map), two objects with one id, a missing or mistyped property, a dangling link, the wrong
game, tile data too short, a map of a million tiles a side, XML entities, a byte that is not UTF-8, files
named outside boards/ (/etc/passwd), and a map that fails only its game's own checks.
"""

from __future__ import annotations

import base64
import dataclasses
import re
import zlib
from collections.abc import Callable
from pathlib import Path

from game.engine.board import Board, load_board
from game.engine.protocol import Game
from game.engine.registry import load_game, playable_ids
from game.engine.resources import board_path

from .bad_saves import Case

Edit = Callable[[str], str | bytes]
ENTITIES = ('<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">'
            '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>\n')
BOMB = base64.b64encode(zlib.compress(bytes(8_000_000), 9)).decode()   # 8 MB of tiles in 8 KB


def board_games() -> list[Game]:
    """The playable games that play on a map."""
    games = [load_game(g) for g in playable_ids()]
    return [g for g in games if g is not None and g.board and g.board_schema is not None]


def _tags(text: str) -> list[re.Match[str]]:
    return list(re.finditer(r'<object id="(\d+)"[^>]*>', text))


def _attr(tag: str, key: str) -> str | None:
    m = re.search(rf'\s{key}="([^"]*)"', tag)
    return m.group(1) if m else None


def _set(text: str, tag: re.Match[str], key: str, value: str | None) -> str:
    """The object's opening tag with an attribute set (None: removed)."""
    old = tag.group(0)
    if value is None:
        new = re.sub(rf'\s{key}="[^"]*"', "", old)
    elif _attr(old, key) is not None:
        new = re.sub(rf'(\s{key}=)"[^"]*"', lambda m: f'{m.group(1)}"{value}"', old)
    else:
        new = old.replace("<object ", f'<object {key}="{value}" ', 1)
    return text[: tag.start()] + new + text[tag.end():]


def _block(text: str, oid: int) -> tuple[int, int]:
    """Where object `oid` begins and ends in the text."""
    start = text.index(f'<object id="{oid}"')
    tag_end = text.index(">", start)
    if text[tag_end - 1] == "/":
        return start, tag_end + 1
    return start, text.index("</object>", start) + len("</object>")


def _in_block(text: str, oid: int, old: str, new: str) -> str:
    a, b = _block(text, oid)
    block = text[a:b]
    assert old in block, (oid, old)
    return text[:a] + block.replace(old, new, 1) + text[b:]


def _layer(w: int, h: int, data: str, encoding: str = "csv", compression: str = "") -> Edit:
    extra = f' compression="{compression}"' if compression else ""
    layer = (f' <layer id="90" name="ground" width="{w}" height="{h}">\n  <data encoding="{encoding}"{extra}>'
             f'{data}</data>\n </layer>\n')
    return lambda t: t.replace("</map>", layer + "</map>")


def _checks_fail(game: Game, board: Board) -> tuple[int, str, str, str, str] | None:
    """A change of one property of one space that the loader accepts and the game's own checks refuse:
    (object id, property, old text, new text, the first problem the checks find)."""
    for space in sorted(board.spaces.values(), key=lambda s: s.id):
        for key, value in sorted(space.props.items()):
            tries = ([value + 1, value + 7, -1] if isinstance(value, int) and not isinstance(value, bool)
                     else ["nonsense"] if isinstance(value, str) else [])
            for new in tries:
                changed = dataclasses.replace(space, props={**space.props, key: new})
                other = Board(path=board.path, game=board.game, props=board.props, width=board.width,
                              height=board.height, spaces={**board.spaces, space.id: changed}, links=board.links,
                              marks=board.marks)
                problems = game.check_board(other)
                if problems:
                    return space.id, key, str(value), str(new), problems[0]
    return None


def edits(game: Game, text: str) -> dict[str, tuple[Edit, str]]:
    """name -> (how to break the map's text, what the refusal says)."""
    tags = _tags(text)
    shaped = next(t for t in tags if _attr(t.group(0), "width") is not None)
    first, second = tags[0], tags[1]
    sid = shaped.group(1)
    obj = rf"object {sid}\b.*"
    other = next(g for g in playable_ids() if g != game.id)
    wanted = next(((kind, key, kind_of) for kind, props in game.board_schema.spaces.items()  # type: ignore[union-attr]
                   for key, kind_of in props.items()), None)
    cases: dict[str, tuple[Edit, str]] = {
        "empty": (lambda t: "", "the file is empty"),
        "truncated": (lambda t: t[: len(t) // 2], "not a readable Tiled map"),
        "not-xml": (lambda t: "this is not a map", "not a readable Tiled map"),
        "binary": (lambda t: bytes(range(256)) * 8, "not UTF-8"),
        "not-a-map": (lambda t: '<?xml version="1.0"?>\n<tileset name="x"/>', "not a Tiled map"),
        "latin-1-name": (lambda t: _set(t, shaped, "name", "Zo\udceb").encode("utf-8", "surrogateescape"),
                         rf"{obj}: line \d+ holds a byte that is not UTF-8"),
        "entities": (lambda t: ENTITIES + t.split("\n", 1)[1].replace('name="', 'name="&c;', 1), "XML entities"),
        "duplicate-id": (lambda t: _set(t, second, "id", first.group(1)),
                         rf"object {first.group(1)}\b.*a second object with id {first.group(1)}"),
        "nan-x": (lambda t: _set(t, shaped, "x", "nan"), rf"{obj}: x 'nan' is not a number"),
        "word-x": (lambda t: _set(t, shaped, "x", "left"), rf"{obj}: x 'left' is not a number"),
        "infinite-width": (lambda t: _set(t, shaped, "width", "inf"), rf"{obj}: width 'inf' is not a number"),
        "far-x": (lambda t: _set(t, shaped, "x", "1e300"), rf"{obj}: x 1e300 lies far off the map"),
        "negative-width": (lambda t: _set(t, shaped, "width", "-40"), rf"{obj}: its width is negative"),
        "word-id": (lambda t: _set(t, shaped, "id", "seven"), r"object seven\b.*: id 'seven' is not a whole number"),
        "no-type": (lambda t: _set(t, shaped, "type", None), rf"{obj}: has no type"),
        "unknown-type": (lambda t: _set(t, shaped, "type", "portal"), rf"{obj}: unknown type 'portal'"),
        "wrong-game": (lambda t: re.sub(r'(name="game" value=)"[^"]*"', rf'\1"{other}"', t, count=1),
                       f"the map's property 'game' is '{other}', expected '{game.id}'"),
        "no-game": (lambda t: re.sub(r'<property name="game" value="[^"]*"/>', "", t, count=1),
                    f"the map's property 'game' is None, expected '{game.id}'"),
        "game-number": (lambda t: re.sub(r'<property name="game" value="[^"]*"/>',
                                         '<property name="game" type="int" value="3"/>', t, count=1),
                        f"the map's property 'game' is '?3'?, expected '{game.id}'"),
        "bool-property": (lambda t: t.replace("<properties>", '<properties>\n  <property name="flag" type="bool" '
                                              'value="maybe"/>', 1), "the map's property 'flag' is 'maybe', not true"),
        "nameless-property": (lambda t: t.replace("<properties>", '<properties>\n  <property value="x"/>', 1),
                              "the map's properties include one without a name"),
        "class-property": (lambda t: t.replace("<properties>", '<properties>\n  <property name="c" type="class" '
                                               'propertytype="Nope"/>', 1), "of type 'class'"),
        "huge-map": (lambda t: re.sub(r'(<map [^>]*?) width="\d+"', r'\1 width="1000000"', t, count=1),
                     "pixels, larger than"),
        "zero-height": (lambda t: re.sub(r'(<map [^>]*?) height="\d+"', r'\1 height="0"', t, count=1),
                        "the map's height is 0"),
        "word-tilewidth": (lambda t: re.sub(r'tilewidth="\d+"', 'tilewidth="wide"', t, count=1),
                           "the map's tilewidth 'wide' is not a whole number"),
        "infinite-map": (lambda t: t.replace('infinite="0"', 'infinite="1"', 1), "an infinite map"),
        "image-etc-passwd": (lambda t: t.replace("</map>", ' <imagelayer id="91" name="sky">\n  <image source='
                                                 '"../../../../../../../../etc/passwd"/>\n </imagelayer>\n</map>'),
                             "imagelayer 91 'sky': it names the file .*passwd.*outside the map's folder"),
        "image-absolute": (lambda t: t.replace("</map>", ' <imagelayer id="92" name="sky">\n  <image source='
                                               '"/etc/passwd"/>\n </imagelayer>\n</map>'), "outside the map's folder"),
        "tileset-outside": (lambda t: t.replace("<objectgroup", '<tileset firstgid="1" source="/etc/hostname"/>\n '
                                                "<objectgroup", 1), "tileset.*outside the map's folder"),
        "short-tiles": (_layer(10, 10, "0,0,0"), "layer 90 'ground': its tile data holds 3 tiles, not the 100"),
        "word-tiles": (_layer(2, 2, "0,x,0,0"), "layer 90 'ground': .*not a tile number"),
        "bad-base64": (_layer(2, 2, "!!!!", "base64"), "layer 90 'ground'"),
        "zlib-bomb": (_layer(4, 4, BOMB, "base64", "zlib"), "layer 90 'ground': its tile data holds more than the 16"),
        "huge-layer": (_layer(5000, 5000, "0"), "layer 90 'ground': its size 5000 x 5000"),
    }
    if re.search(r"<polyline points=", text):
        cases["nan-point"] = (lambda t: re.sub(r'<polyline points="[^"]*"', '<polyline points="0,0 nan,4"', t,
                                               count=1), r"polyline point 'nan,4' is not two numbers")
    refs = re.search(r'name="(from|to)" type="object" value="(\d+)"', text)
    if refs:
        cases["dangling-link"] = (lambda t: t.replace(refs.group(0), refs.group(0).replace(
            f'value="{refs.group(2)}"', 'value="99999"'), 1), r"object \d+.*dangling link: .* object 99999")
        cases["word-link"] = (lambda t: t.replace(refs.group(0), refs.group(0).replace(
            f'value="{refs.group(2)}"', 'value="next"'), 1), r"object \d+.*'next', not an object id")
    if wanted is not None:
        kind, key, kind_of = wanted
        holder = next((t for t in tags if _attr(t.group(0), "type") == kind and f'name="{key}"' in
                       text[slice(*_block(text, int(t.group(1))))]), None)
        if holder is not None:
            hid = int(holder.group(1))
            prop = re.search(rf'<property name="{key}"[^>]*/>', text[slice(*_block(text, hid))])
            assert prop
            cases["missing-property"] = (lambda t: _in_block(t, hid, prop.group(0), ""),
                                         rf"object {hid}\b.*: lacks the property '{key}'")
            if kind_of is int:
                cases["mistyped-property"] = (lambda t: _in_block(t, hid, prop.group(0),
                                                                  f'<property name="{key}" value="many"/>'),
                                              rf"object {hid}\b.*: property '{key}' must be a whole number")
    return cases


def game_checks_edit(game: Game) -> tuple[Edit, str] | None:
    """A map the loader reads but the game's own checks refuse (it must not be played)."""
    found = _checks_fail(game, game.load_board())
    if found is None:
        return None
    oid, key, old, new, problem = found

    def edit(t: str) -> str:
        a, b = _block(t, oid)
        block = re.sub(rf'(<property name="{key}"[^>]*value=)"{re.escape(old)}"', rf'\1"{new}"', t[a:b], count=1)
        return t[:a] + block + t[b:]
    return edit, re.escape(problem)


# Damage that the game's schema and rules judge is made to every game's map; damage to the file and the
# XML, judged alike for every map, only to the smallest (and to the smallest with lines, for a line's).
PER_GAME = {"duplicate-id", "nan-x", "no-type", "unknown-type", "wrong-game", "no-game", "game-number",
            "dangling-link", "word-link", "missing-property", "mistyped-property", "fails-game-checks"}


def make(folder: Path) -> list[Case]:
    """Write the corpus: one folder per game, each map named as the game's board (so that the folder can
    stand in for boards/), with a symbolic link to /etc/passwd beside one of them."""
    cases = []
    games = sorted(board_games(), key=lambda g: board_path(str(g.board)).stat().st_size)
    texts = {g.id: board_path(str(g.board)).read_text(encoding="utf-8") for g in games}
    done: set[str] = set()
    for game in games:
        assert game.board is not None
        text = texts[game.id]
        all_edits = edits(game, text)
        checks = game_checks_edit(game)
        if checks is not None:
            all_edits["fails-game-checks"] = checks
        all_edits = {k: v for k, v in all_edits.items() if k in PER_GAME or k not in done}
        done |= set(all_edits)
        for name, (edit, why) in all_edits.items():
            out = folder / game.id / name / game.board
            out.parent.mkdir(parents=True)
            data = edit(text)
            if isinstance(data, bytes):
                out.write_bytes(data)
            else:
                out.write_text(data, encoding="utf-8")
            cases.append(Case(f"{game.id}-{name}", out, why, game.id))
        if game is not games[0]:
            continue
        out = folder / game.id / "linked-image" / game.board
        out.parent.mkdir(parents=True)
        try:
            (out.parent / "sky.png").symlink_to("/etc/passwd")
        except OSError:
            continue
        out.write_text(text.replace("</map>", ' <imagelayer id="93" name="sky">\n  <image source="sky.png"/>\n'
                                              " </imagelayer>\n</map>"), encoding="utf-8")
        cases.append(Case(f"{game.id}-linked-image", out, "'sky.png', outside the map's folder", game.id))
    return cases


def loads_fine(game: Game, path: Path) -> bool:
    try:
        load_board(path, game.board_schema, game.id)  # type: ignore[arg-type]
        return True
    except ValueError:
        return False
