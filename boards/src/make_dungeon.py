"""Generate boards/dungeon.tmx, the Dungeon! board, from the plan below.

    python boards/src/make_dungeon.py            # writes boards/dungeon.tmx
    python boards/src/make_dungeon.py --report   # also prints counts and walking distances

The board is nine sections (the folds of the printed board), each drawn here as 20 lines of 30
characters, one character per 32 px tile:

    .   solid rock                    #   a corridor slab
    +   a slab with a door into every room beside it
    *   a slab with a secret door into every room or chamber beside it
    0-9 a slab at the end of a staircase (STAIRS below says where the other end is)
    a-z a room (a filled rectangle of one letter; NAMES gives its name)
    A-Z a large chamber (any shape of one letter; NAMES gives its name)
    @   the Main Staircase (the start), drawn inside the Main Gallery
    =   where the section's label goes

Slabs next to slabs are joined by paths, slabs next to a chamber too (a secret door from `*`); rooms are
joined only by the doors the plan asks for (`+`, `*`, and DOORS for doors between rooms or into
chambers). boards/dungeon.md is the schema for map makers; game/games/dungeon/board.py checks the result.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.games.dungeon.levels import MAIN_GALLERY, MAIN_STAIRCASE, SECTION_LEVEL, SECTION_NAMES  # noqa: E402

OUT = ROOT / "boards" / "dungeon.tmx"
TILE = 32
PANEL_W, PANEL_H = 30, 20
SLAB = "#+*0123456789"

# section: (column, row) of its panel on the board, 3 x 3 like the folds of the printed board.
# Level 1 in the centre, level 2 beside it, the halves of 3, 4 and 5 round the edges (upper halves at the
# top), and level 6 back beside level 1: the way down spirals out and in again, so level 6 lies near the
# middle of the board but farthest from the Main Staircase on foot.
PLACES = {"5U": (0, 0), "4U": (1, 0), "3U": (2, 0),
          "6": (0, 1), "1": (1, 1), "2": (2, 1),
          "5L": (0, 2), "4L": (1, 2), "3L": (2, 2)}
# What each section is: its level and its label, from the rules' own table (no board data written twice).
LEVEL = SECTION_LEVEL
LABELS = {section: name.upper() for section, name in SECTION_NAMES.items()}

PLAN: dict[str, tuple[str, ...]] = {
    "1": (
        ".3............................",
        ".###.....aaa..................",
        "...#.....aaa..................",
        "...#######+################...",
        "...#..........+ddd........#...",
        "...#..........#ddd........#...",
        "...#.......GGGGGGGG....eee#...",
        "...#......GGGGGGGGGG...eee*...",
        "...#bbb..GGGGGGGGGGGG###+####1",
        "...*bbb..GGGGG@@GGGGG..fff#...",
        "...#.#+##GGGGG@@GGGGG..fff#jj.",
        "...#.ggg.GGGGGGGGGGGG.....+jj.",
        "...#.ggg..GGGGGGGGGG......#jj.",
        "...#.......GGGGGGGG.......#...",
        "...#....hhh....#..........#...",
        "...#....hhh....#..........#...",
        "...######+##########+########2",
        "...#..==========...iii..#.....",
        ".###..==========...iii..#.....",
        ".4............................",
    ),
    "2": (
        "7#3.....................4.....",
        "..#...ddd....fff........#.....",
        "..#...ddd....fff........#.....",
        "..#####+######+############...",
        "..#.......#..eee..........#...",
        "aa#.......#..eee..........#gg.",
        "aa#.....GGGG..............+gg.",
        "aa#....GGGGGG.............#gg.",
        "1+#####GGGGGG....KKKKKK...#...",
        "bb#....GGGGGG####KKKKKK...#...",
        "bb#....GGGGGG....KKKKKK...#...",
        "bb#.....GGGG.....KKKKKK####hh.",
        "..#.............iiiKKKK...+hh.",
        "..#.............iiiKKKK...#hh.",
        "..#..............+..#.....#...",
        "..#..............#..#.....#...",
        "2+#########################...",
        "cc#..===========........#.....",
        "cc#..===========........#.....",
        "8#5.....................6.....",
    ),
    "3U": (
        "..............................",
        ".....fff......................",
        ".....fff......................",
        "4#####+#####################..",
        "..#...........#............#..",
        "..#.........BBBBB..........#..",
        "..#.....cccBBBBBBB.........#..",
        "..#####+cccBBBBBBB.........#..",
        "..#........BBBBBBB.........#..",
        "..#.........BBBBB..........#..",
        "..#...ddd.....#............#..",
        "..#...ddd.....#............#..",
        "3######+#+####+#############..",
        "..#.....eee..ggg.....#..#.....",
        "..#.....eee..ggg.....#..#.....",
        "bb#..................#..#.....",
        "bb+.....============....#hhh..",
        "bb#aaa..============....+hhh..",
        "..+aaa..................#.....",
        "..1.....................2.....",
    ),
    "4U": (
        "..............................",
        "...fff..................ddd...",
        "...fff..................ddd...",
        "4###+####################+###1",
        "........#.....#.......#......#",
        "........#....TTTT.....#......#",
        "........#...TTTTTT....+iii...#",
        "........#..TTTTTTTT...#iii...#",
        "........#..TTTTTTTT...#......#",
        "........#...TTTTTT....#......#",
        "..ccc...#.eeeTTTT.....#......#",
        "..ccc...#.eee..#......#......#",
        ".##+#######+#############+###2",
        ".#bbb.....ggg...........hhh..#",
        ".#bbb.....ggg...........hhh..#",
        ".#...........................#",
        "5#.....===============.......#",
        ".#aaa..===============.......#",
        ".+aaa........................#",
        ".3...........................6",
    ),
    "5U": (
        "..............................",
        "...............eee.......fff..",
        "...............eee.......fff..",
        "..##############+#########+##1",
        "..#..................#...hhh..",
        "..#..................#aaahhh..",
        "..#..................+aaa.....",
        "..#..................#........",
        "..#.........ggg......#........",
        "..#.........ggg......#........",
        "..###########+########........",
        "..#..................#........",
        "..#..................#bbb.....",
        "..#.==============...+bbb.....",
        "..#.==============...#.ccc....",
        "..#..................#.ccc....",
        "..#############+########+####2",
        "......#.......iii......ddd.#..",
        "......#.......iii......ddd.#..",
        "......3....................4..",
    ),
    "6": (
        "......2....................1..",
        "......#........fff...eee...#..",
        "......#........fff...eee...#aa",
        "..##############+#####+####+aa",
        "..#.....#......hhh...ggg...#aa",
        "..#.....#......hhh...ggg...#..",
        "..#...KKKK.................#..",
        "..#..KKKKKK................#bb",
        "..###KKKKKK...LLLL.iii.....+bb",
        "..#..KKKKKK##LLLLLLiii.....#bb",
        "..#..KKKKKK..LLLLLL##+##+###..",
        "..#...KKKK...LLLLLL....jjj.#..",
        "..#..........LLLLLL....jjj.#cc",
        "..#...........LLLL.........+cc",
        "..#.............#....kkk...#cc",
        "..#.............#....kkk...#..",
        "..####################+#####dd",
        "......#.==========...lll...+dd",
        "......#.==========...lll...#dd",
        "......4....................3..",
    ),
    "5L": (
        "......4..........ddd.......3..",
        "......#..........ddd.......#..",
        "...###############+###+######1",
        "...#.....#...........ccc..#...",
        "...#.....#...........ccc..#...",
        "...#.....#................#aa.",
        "...#...QQQQ..AAAAAA.......+aa.",
        "...#..QQQQQQ.AAAAAA.......#aa.",
        "...#..QQQQQQ#AAAAAA########...",
        "...##*QQQQQQ.AAAAAA.......#...",
        "...#..QQQQQQ.AAAAAA.......+bbb",
        "...#...QQQQ....*..........#bbb",
        "...#...........#..........#...",
        "...#...........#..........#...",
        "...#.=========.#..........#...",
        "...#.=========.#....eee...##+2",
        "...#...........#....eee...#ggg",
        "...##################+#####ggg",
        "....................fff.......",
        "....................fff.......",
    ),
    "4L": (
        ".3...........................6",
        ".#aaa.....................ccc+",
        "4+aaa.....................ccc#",
        ".#bbb......eee............ddd#",
        ".+bbb......eee............ddd#",
        ".###########+####+#########+#1",
        ".#.....#........fff....#.....#",
        ".#.....#........fff....#.....#",
        ".#.....#...CCCCCCCC....#.....#",
        ".#.....#..CCCCCCCCCC...#.....#",
        ".#.....###CCCCCCCCCC####.....#",
        ".#.....#..CCCCCCCCCC...#.....#",
        ".#ggg..#...CCCCCCCC....#.....#",
        ".+ggg..#.......#.......#.....#",
        ".#.....#.......#.......#.....#",
        "5###+#####################+##2",
        "...iii...................hhh..",
        "...iii...=============...hhh..",
        ".........=============........",
        "..............................",
    ),
    "3L": (
        "..1.....................2.....",
        "aa#.....................#fff..",
        "aa+bbb..................+fff..",
        "aa#bbb......ccc...ddd...#.....",
        "..#.........ccc...ddd...#.....",
        "3############+#####+########..",
        "..#.........#.....eee......#..",
        "..#.........#.....eee......#..",
        "..#......AAAAAAAA..........#..",
        "..#...hhhAAAAAAAA###########..",
        "..###+hhhAAAAAAAA..........#..",
        "..#......AAAA..............#..",
        "..#......AAAA..............#..",
        "..#.ggg....................#..",
        "..#.ggg....................#..",
        "4####+######################..",
        "......=============...#.......",
        "......=============...#.......",
        "......................#.......",
        "..............................",
    ),
}

NAMES: dict[str, dict[str, str]] = {
    "1": {"G": "Main Gallery", "a": "Almsroom", "b": "Storeroom", "d": "Porter's Lodge", "e": "Cloakroom",
          "f": "Buttery", "g": "Wine Cellar", "h": "Well Room", "i": "Scullery", "j": "Root Cellar"},
    "2": {"G": "Guard Room", "K": "Kitchen", "a": "Larder", "b": "Pantry", "c": "Candle Store", "d": "Laundry",
          "e": "Bakehouse", "f": "Servants' Hall", "g": "Smithy", "h": "Cooper's Shop", "i": "Tack Room"},
    "3U": {"B": "Barracks", "a": "Sergeant's Quarters", "b": "Mess Hall", "c": "Bowyer's Workshop",
           "d": "Fletcher's Room", "e": "Old Prison", "f": "Drill Room", "g": "Watch Room", "h": "Oubliette"},
    "3L": {"A": "Armory", "a": "Quartermaster's Room", "b": "Sword Room", "c": "Shield Room", "d": "Forge",
           "e": "Powder Room", "f": "Mustering Room", "g": "Captain's Quarters", "h": "Kennels"},
    "4U": {"T": "Torture Chamber", "a": "Jailer's Room", "b": "Rack Room", "c": "Cell Block", "d": "Chain Room",
           "e": "Executioner's Room", "f": "Pit Room", "g": "Gaoler's Store", "h": "Hall of Screams",
           "i": "Interrogation Room"},
    "4L": {"C": "Crypt", "a": "Ossuary", "b": "Bone Pit", "c": "Embalming Room", "d": "Catacomb",
           "e": "Tomb of the Knight", "f": "Charnel House", "g": "Mourners' Chapel", "h": "Sexton's Room",
           "i": "Shrine of Ashes"},
    "5U": {"a": "Wizard's Laboratory", "b": "Alchemist's Den", "c": "Observatory", "d": "Scriptorium",
           "e": "Hall of Mirrors", "f": "Summoning Room", "g": "Vault of Echoes", "h": "Enchanter's Study",
           "i": "Map Room"},
    "5L": {"Q": "Queen's Treasure Room", "A": "Queen's Treasure Room Annex", "a": "Queen's Wardrobe",
           "b": "Lady's Bower", "c": "Jewel Room", "d": "Music Room", "e": "Royal Bath", "f": "Handmaidens' Room",
           "g": "Perfumery"},
    "6": {"K": "King's Treasure Room", "L": "King's Library", "a": "Wizard's Treasure Room", "b": "Throne Room",
          "c": "Crown Room", "d": "Hall of Kings", "e": "Gold Vault", "f": "Dragon's Lair",
          "g": "Chapel of the Kings", "h": "Sealed Vault", "i": "Hall of Heroes", "j": "Lich's Tomb",
          "k": "Royal Tombs", "l": "Lost Treasury"},
}

# Doors the characters cannot show: (section, letter, letter, "door" | "secret_door").
DOORS: list[tuple[str, str, str, str]] = [
    ("2", "i", "K", "secret_door"),     # the Tack Room's back way into the Kitchen
    ("3U", "c", "B", "secret_door"),    # behind the Barracks
    ("3L", "h", "A", "secret_door"),    # the Kennels open into the Armory
    ("4U", "e", "T", "secret_door"),    # the Executioner's way into the Torture Chamber
    ("4L", "f", "C", "secret_door"),    # down into the Crypt
    ("5U", "a", "h", "secret_door"),
    ("6", "i", "L", "secret_door"),     # a hidden shelf into the King's Library
]

# Staircases: ((section, digit), (section, digit)); steps = the difference of the two levels.
STAIRS: list[tuple[tuple[str, str], tuple[str, str]]] = [
    (("1", "1"), ("2", "1")), (("1", "2"), ("2", "2")),        # level 1 down to 2, east of the Main Gallery
    (("1", "3"), ("4U", "3")), (("1", "4"), ("4L", "3")),      # the long stairs: three steps down to 4
    (("2", "7"), ("4U", "6")), (("2", "8"), ("4L", "6")),      # two steps from level 2 to 4
    (("2", "3"), ("3U", "1")), (("2", "4"), ("3U", "2")),      # 2 to upper 3
    (("2", "5"), ("3L", "1")), (("2", "6"), ("3L", "2")),      # 2 to lower 3
    (("3U", "4"), ("4U", "1")), (("3U", "3"), ("4U", "2")),    # 3 to 4
    (("3L", "3"), ("4L", "1")), (("3L", "4"), ("4L", "2")),
    (("4U", "4"), ("5U", "1")), (("4U", "5"), ("5U", "2")),    # 4 to 5
    (("4L", "4"), ("5L", "1")), (("4L", "5"), ("5L", "2")),
    (("5U", "3"), ("6", "2")), (("5U", "4"), ("6", "1")),      # 5 to 6
    (("5L", "3"), ("6", "3")), (("5L", "4"), ("6", "4")),
]


# ------------------------------------------------------------------------------------------------------
# From the plan to objects

Cell = tuple[int, int]  # global tile (x, y)


@dataclass
class Obj:
    kind: str
    name: str = ""
    x: float = 0
    y: float = 0
    w: float = 0
    h: float = 0
    polygon: list[tuple[float, float]] | None = None
    polyline: list[tuple[float, float]] | None = None
    props: dict[str, object] = field(default_factory=dict)
    id: int = 0


class PlanError(ValueError):
    pass


def centre(cell: Cell) -> tuple[float, float]:
    return (cell[0] * TILE + TILE / 2, cell[1] * TILE + TILE / 2)


def neighbours(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def fill_holes(cells: set[Cell]) -> set[Cell]:
    """The cells and whatever they enclose (the Main Gallery encloses the Main Staircase)."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    outside = {(x0, y0)}
    todo = [(x0, y0)]
    while todo:
        for n in neighbours(todo.pop()):
            if x0 <= n[0] <= x1 and y0 <= n[1] <= y1 and n not in cells and n not in outside:
                outside.add(n)
                todo.append(n)
    return {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) if (x, y) not in outside}


def outline(cells: set[Cell]) -> list[tuple[int, int]]:
    """The corners of the outline of a 4-connected set of cells without holes, clockwise, in tiles."""
    edges: dict[tuple[int, int], tuple[int, int]] = {}
    for x, y in cells:
        if (x, y - 1) not in cells:
            edges[(x, y)] = (x + 1, y)
        if (x + 1, y) not in cells:
            edges[(x + 1, y)] = (x + 1, y + 1)
        if (x, y + 1) not in cells:
            edges[(x + 1, y + 1)] = (x, y + 1)
        if (x - 1, y) not in cells:
            edges[(x, y + 1)] = (x, y)
    start = min(edges)
    loop = [start]
    here = edges[start]
    while here != start:
        loop.append(here)
        here = edges[here]
    if len(loop) != len(edges):
        raise PlanError("a chamber's outline touches itself at a corner")
    corners = []
    for i, p in enumerate(loop):
        a, b = loop[i - 1], loop[(i + 1) % len(loop)]
        if (p[0] - a[0]) * (b[1] - p[1]) != (p[1] - a[1]) * (b[0] - p[0]):
            corners.append(p)
    return corners


@dataclass
class Board:
    spaces: list[Obj] = field(default_factory=list)
    links: list[Obj] = field(default_factory=list)
    sections: list[Obj] = field(default_factory=list)
    labels: list[Obj] = field(default_factory=list)
    cell_obj: dict[Cell, Obj] = field(default_factory=dict)
    cell_char: dict[Cell, str] = field(default_factory=dict)
    cell_section: dict[Cell, str] = field(default_factory=dict)
    stair_cell: dict[tuple[str, str], Cell] = field(default_factory=dict)
    group_cells: dict[int, set[Cell]] = field(default_factory=dict)


def read_plan() -> Board:
    board = Board()
    groups: dict[tuple[str, str], set[Cell]] = {}
    for section, rows in PLAN.items():
        px, py = PLACES[section]
        if len(rows) != PANEL_H:
            raise PlanError(f"section {section}: {len(rows)} lines, expected {PANEL_H}")
        for r, row in enumerate(rows):
            if len(row) != PANEL_W:
                raise PlanError(f"section {section} line {r}: {len(row)} characters, expected {PANEL_W}")
            for c, ch in enumerate(row):
                cell = (px * PANEL_W + c, py * PANEL_H + r)
                board.cell_char[cell] = ch
                board.cell_section[cell] = section
                if ch.isalpha() or ch in "@=":
                    groups.setdefault((section, ch), set()).add(cell)
                if ch.isdigit():
                    if (section, ch) in board.stair_cell:
                        raise PlanError(f"section {section}: stairs {ch} drawn twice")
                    board.stair_cell[(section, ch)] = cell
        level = LEVEL[section]
        board.sections.append(Obj("section", SECTION_NAMES[section],
                                  px * PANEL_W * TILE, py * PANEL_H * TILE, PANEL_W * TILE, PANEL_H * TILE,
                                  props={"level": level, "section": section}))
    place = lambda s: {"level": LEVEL[s], "section": s}  # noqa: E731

    # Chambers first, so that the Main Staircase and the rooms are drawn over them.
    for (section, ch), cells in sorted(groups.items(), key=lambda kv: (not kv[0][1].isupper(), kv[0])):
        x0 = min(c[0] for c in cells)
        y0 = min(c[1] for c in cells)
        x1 = max(c[0] for c in cells) + 1
        y1 = max(c[1] for c in cells) + 1
        full = len(cells) == (x1 - x0) * (y1 - y0)
        if ch == "=":
            board.labels.append(Obj("label", LABELS[section], x0 * TILE, y0 * TILE, (x1 - x0) * TILE,
                                    (y1 - y0) * TILE, props={"text": LABELS[section], "size": 40}))
            continue
        if ch == "@":
            if not full:
                raise PlanError("the Main Staircase must be a rectangle")
            obj = Obj("start", MAIN_STAIRCASE, x0 * TILE, y0 * TILE, (x1 - x0) * TILE, (y1 - y0) * TILE)
        else:
            name = NAMES.get(section, {}).get(ch)
            if not name:
                raise PlanError(f"section {section}: {ch!r} has no name in NAMES")
            if ch.islower():
                if not full:
                    raise PlanError(f"section {section}: room {ch!r} ({name}) is not a filled rectangle")
                obj = Obj("room", name, x0 * TILE, y0 * TILE, (x1 - x0) * TILE, (y1 - y0) * TILE,
                          props=place(section))
            else:
                shape = fill_holes(cells)
                obj = Obj("chamber", name, x0 * TILE, y0 * TILE, (x1 - x0) * TILE, (y1 - y0) * TILE,
                          props=place(section))
                if len(shape) != (x1 - x0) * (y1 - y0):
                    obj.polygon = [((cx - x0) * TILE, (cy - y0) * TILE) for cx, cy in outline(shape)]
                    obj.w = obj.h = 0
                if name == MAIN_GALLERY:
                    obj.props["empty"] = True
        board.spaces.append(obj)
        for cell in cells:
            board.cell_obj[cell] = obj
    for cell, ch in sorted(board.cell_char.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        if ch in SLAB:
            obj = Obj("corridor", "", cell[0] * TILE, cell[1] * TILE, TILE, TILE,
                      props=place(board.cell_section[cell]))
            board.spaces.append(obj)
            board.cell_obj[cell] = obj
    # The Main Staircase goes last: drawn on top of the Main Gallery.
    board.spaces.sort(key=lambda o: {"chamber": 0, "room": 1, "corridor": 2, "start": 3}[o.kind])
    return board


def join(board: Board) -> None:
    seen: set[tuple[int, int]] = set()

    def link(kind: str, a: Obj, b: Obj, line: list[tuple[float, float]], **props: object) -> None:
        key = (min(id(a), id(b)), max(id(a), id(b)))
        if key in seen:
            return
        seen.add(key)
        board.links.append(Obj(kind, "", polyline=line, props={"from": a, "to": b, **props}))

    for cell, ch in sorted(board.cell_char.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        here = board.cell_obj.get(cell)
        if here is None:
            continue
        for n in neighbours(cell):
            there = board.cell_obj.get(n)
            if there is None or there is here or board.cell_section.get(n) != board.cell_section[cell]:
                continue
            line = [centre(cell), centre(n)]
            if here.kind == "corridor" and there.kind == "corridor":
                link("path", here, there, line)
            elif here.kind == "corridor" and there.kind == "chamber":
                link("secret_door" if ch == "*" else "path", here, there, line)
            elif here.kind == "corridor" and there.kind == "room" and ch in "+*":
                link("secret_door" if ch == "*" else "door", here, there, line)
            elif here.kind == "start" and there.kind == "chamber":
                link("path", here, there, line)
    for section, a, b, kind in DOORS:
        cells = [(c, n) for c, obj in board.cell_obj.items() if board.cell_section[c] == section
                 and board.cell_char[c] == a for n in neighbours(c) if board.cell_char.get(n) == b
                 and board.cell_section.get(n) == section]
        if not cells:
            raise PlanError(f"section {section}: {a!r} and {b!r} do not touch, so no door can join them")
        c, n = sorted(cells)[len(cells) // 2]
        link(kind, board.cell_obj[c], board.cell_obj[n], [centre(c), centre(n)])
    for ends in STAIRS:
        cells = []
        for end in ends:
            if end not in board.stair_cell:
                raise PlanError(f"stairs {end[1]} of section {end[0]} are not drawn")
            cells.append(board.stair_cell[end])
        a, b = (board.cell_obj[c] for c in cells)
        steps = abs(LEVEL[ends[0][0]] - LEVEL[ends[1][0]])
        if not steps:
            raise PlanError(f"stairs {ends} join one level to itself")
        link("stairs", a, b, [centre(cells[0]), centre(cells[1])], steps=steps)
    unused = set(board.stair_cell) - {end for ends in STAIRS for end in ends}
    if unused:
        raise PlanError(f"stairs drawn but not in STAIRS: {sorted(unused)}")


# ------------------------------------------------------------------------------------------------------
# Writing the Tiled map

def number(board: Board) -> None:
    next_id = 1
    for group in (board.sections, board.spaces, board.links, board.labels):
        for obj in group:
            obj.id = next_id
            next_id += 1


def prop_xml(key: str, value: object) -> str:
    if isinstance(value, Obj):
        return f'<property name="{key}" type="object" value="{value.id}"/>'
    if isinstance(value, bool):
        return f'<property name="{key}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'<property name="{key}" type="int" value="{value}"/>'
    return f'<property name="{key}" value={quoteattr(str(value))}/>'


def fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def object_xml(obj: Obj) -> str:
    points = obj.polyline or obj.polygon
    x, y = (points[0] if obj.polyline else (obj.x, obj.y))
    attrs = f'id="{obj.id}"'
    if obj.name:
        attrs += f" name={quoteattr(obj.name)}"
    attrs += f' type="{obj.kind}" x="{fmt(x)}" y="{fmt(y)}"'
    if obj.w and obj.h and not points:
        attrs += f' width="{fmt(obj.w)}" height="{fmt(obj.h)}"'
    inner = []
    if obj.props:
        inner.append("<properties>" + "".join(prop_xml(k, v) for k, v in obj.props.items()) + "</properties>")
    if obj.polyline:
        rel = " ".join(f"{fmt(px - x)},{fmt(py - y)}" for px, py in obj.polyline)
        inner.append(f'<polyline points="{rel}"/>')
    if obj.polygon:
        rel = " ".join(f"{fmt(px)},{fmt(py)}" for px, py in obj.polygon)
        inner.append(f'<polygon points="{rel}"/>')
    if not inner:
        return f"  <object {attrs}/>"
    return f"  <object {attrs}>\n   " + "\n   ".join(inner) + "\n  </object>"


def write(board: Board, path: Path) -> None:
    number(board)
    width, height = 3 * PANEL_W, 3 * PANEL_H
    total = len(board.sections) + len(board.spaces) + len(board.links) + len(board.labels)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
             f'width="{width}" height="{height}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
             f'backgroundcolor="#2b2118" nextlayerid="5" nextobjectid="{total + 1}">',
             " <properties>",
             '  <property name="game" value="dungeon"/>',
             " </properties>"]
    layers = (("sections", board.sections, "#7f6a4f"), ("spaces", board.spaces, "#e0b020"),
              ("links", board.links, "#202020"), ("labels", board.labels, "#ffffff"))
    for layer_id, (name, objs, colour) in enumerate(layers, start=1):
        lines.append(f' <objectgroup id="{layer_id}" name="{name}" color="{colour}" draworder="index">')
        lines += [object_xml(o) for o in objs]
        lines.append(" </objectgroup>")
    lines.append("</map>")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def build() -> Board:
    board = read_plan()
    join(board)
    return board


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--report", action="store_true", help="print counts and walking distances")
    args = parser.parse_args(argv)
    try:
        board = build()
    except PlanError as e:
        print(f"make_dungeon: {e}", file=sys.stderr)
        return 1
    write(board, args.out)
    print(f"wrote {args.out}: {len(board.spaces)} spaces, {len(board.links)} links, "
          f"{len(board.sections) + len(board.labels)} marks")
    if args.report:
        report(args.out)
    return 0


def report(path: Path) -> None:
    """Counts, the board's own checks and the walking costs from the Main Staircase, per section: to the
    nearest and the farthest room, without secret doors (and, in brackets, through them)."""
    from game.engine.board import load_board
    from game.games.dungeon.board import SCHEMA, check_board, walking_costs

    loaded = load_board(path, SCHEMA, "dungeon")
    for problem in check_board(loaded):
        print("PROBLEM", problem)
    start = loaded.of_kind("start")[0]
    plain = walking_costs(loaded, start.id, secret_doors=False)
    secret = walking_costs(loaded, start.id)
    print(f"{'section':8} {'rooms':>5} {'chambers':>8} {'slabs':>5}  {'nearest room':28} {'farthest room':28} chambers")
    for section in PLACES:
        here = [s for s in loaded.spaces.values() if s.prop("section") == section]
        rooms = [s for s in here if s.kind == "room"]
        slabs = sum(1 for s in here if s.kind == "corridor")
        near = min(rooms, key=lambda s: plain[s.id])
        far = max(rooms, key=lambda s: plain[s.id])

        def cost(s: object) -> str:
            return f"{plain[s.id]:3} ({secret[s.id]:2}) {s.name[:18]:18}"
        chambers = ", ".join(f"{s.name} {plain[s.id]}" for s in here if s.kind == "chamber")
        print(f"{section:8} {len(rooms):5} {len(here) - len(rooms) - slabs:8} {slabs:5}  {cost(near)} {cost(far)} "
              f"{chambers}")


if __name__ == "__main__":
    raise SystemExit(main())
