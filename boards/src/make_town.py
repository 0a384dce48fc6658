"""Generate boards/town.tmx, the Wilds & Depths board (project design).

    python boards/src/make_town.py

The rulebook gives no board, so this script is the design: a closed track run clockwise round the edge
of the map, from the town square at the bottom-right corner through the wilderness, down dungeon depths
1, 2 and 3, and up the Long Stair back to the Town. Inside the loop: the four monster decks in a column
(the wilderness deck, with roots on its back, at the top; the deepest, with glowing orange runes, at the
bottom), and on the right side the Town deck with the three spaces for the items for sale above it.

Every square is an object of type `square` with its printed instruction (`kind`, and `amount` where it
has a number) and its `depth` (0 = the wilderness); `next` links join each square to the one clockwise
after it, and a `jump` link leads from each square of kind `move` to where it sends the pawn. The rules
read all of it from the map (boards/town.md): change TRACK below and run the script again, or edit the
map in Tiled, and the game follows.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_escape import Writer as EscapeWriter  # noqa: E402 - a sibling script, found through sys.path
from make_escape import prop  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "town.tmx"

TILE = 32
WIDTH, HEIGHT = 36, 28            # tiles: 1152 x 896 px, the shape of the screen's 920 x 720 board area
SQUARE = 64                       # a square's side, px
TOWN_BOX = (1016, 772, 128, 112)  # the town square, at the bottom-right corner

Point = tuple[float, float]

# The loop's four sides, clockwise from the town: (first centre, last centre, squares). Corners belong to
# the side that ends on them.
SIDES: list[tuple[Point, Point, int]] = [
    ((972, 836), (60, 836), 13),     # the bottom, right to left
    ((60, 759), (60, 60), 10),       # the left side, upward
    ((139, 60), (1092, 60), 13),     # the top, left to right
    ((1092, 137), (1092, 716), 9),   # the right side, down to the town
]

# The track after the town square, clockwise: (kind, name, amount or jump target, depth).
# Kinds: draw (a card from this depth's deck), rest (nothing happens), heal, toll, damage, silver (found),
# lose_turn, extra_turn, move (the pawn is moved to the square named in the fourth field).
TRACK: list[tuple[str, str, int | str, int]] = [
    # The wilderness, out of the Town
    ("draw", "Forest Road", 0, 0),
    ("heal", "Wayside Shrine", 1, 0),
    ("draw", "Wolf Wood", 0, 0),
    ("toll", "Toll Bridge", 1, 0),
    ("draw", "Bandit Ridge", 0, 0),
    ("silver", "Hollow Oak", 2, 0),
    ("draw", "Bogside", 0, 0),
    ("lose_turn", "Sucking Bog", 0, 0),
    ("draw", "Misty Moor", 0, 0),
    ("move", "Old Well", "Fungus Grotto", 0),
    ("draw", "Barrow Hill", 0, 0),
    # Depth 1: the Upper Halls
    ("rest", "Gatehouse", 0, 1),
    ("draw", "Guard Room", 0, 1),
    ("damage", "Spike Pit", 1, 1),
    ("draw", "Crypt", 0, 1),
    ("draw", "Armoury", 0, 1),
    ("move", "Secret Tunnel", "Town", 1),
    ("draw", "Kennels", 0, 1),
    ("heal", "Trickling Spring", 1, 1),
    ("draw", "Throne Hall", 0, 1),
    ("extra_turn", "Mine Cart", 0, 1),
    # Depth 2: the Deep Caverns
    ("draw", "Dripping Cave", 0, 2),
    ("toll", "Goblin Toll Gate", 2, 2),
    ("draw", "Fungus Grotto", 0, 2),
    ("damage", "Rockfall", 1, 2),
    ("draw", "Bone Pit", 0, 2),
    ("move", "Crumbling Floor", "Ember Hall", 2),
    ("draw", "Chasm Edge", 0, 2),
    ("heal", "Glowing Mushrooms", 1, 2),
    ("draw", "Black Lake", 0, 2),
    ("lose_turn", "Lost in the Dark", 0, 2),
    # Depth 3: the Rune Vaults
    ("draw", "Rune Gate", 0, 3),
    ("damage", "Lava Vent", 2, 3),
    ("draw", "Ember Hall", 0, 3),
    ("draw", "Hall of Bones", 0, 3),
    ("silver", "Dragon's Gold", 3, 3),
    ("draw", "Lich's Library", 0, 3),
    ("heal", "Rune of Mending", 2, 3),
    ("draw", "Forge of Souls", 0, 3),
    ("extra_turn", "Wind Tunnel", 0, 3),
    ("draw", "Dragon's Lair", 0, 3),
    # The Long Stair, back up through the wilderness to the Town
    ("rest", "Long Stair", 0, 0),
    ("draw", "Hunter's Trail", 0, 0),
    ("heal", "Meadow Spring", 1, 0),
    ("draw", "Town Gate", 0, 0),
]

# Inside the loop. Card places are portrait, 88 x 120.
CARD_W, CARD_H = 88, 120
DECK_X = 400
DECKS: list[tuple[int, str, str, float]] = [   # depth, name, back, top
    (0, "The Wilderness deck", "roots", 124),
    (1, "Depth 1 deck", "worn flagstones", 274),
    (2, "Depth 2 deck", "cracked slate", 424),
    (3, "Depth 3 deck", "glowing orange runes", 574),
]
TOWN_DECK = (800, 596)
FOR_SALE_Y = 446
FOR_SALE_X = (700, 800, 900)

LABELS: list[tuple[str, float, float, int]] = [   # text, centre x, centre y, size
    ("WILDS & DEPTHS", 740, 170, 40),
    ("The Wilderness", 500, 770, 20),
    ("Depth 1: the Upper Halls", 225, 420, 16),
    ("Depth 2: the Deep Caverns", 250, 112, 16),
    ("Depth 3: the Rune Vaults", 900, 112, 16),
    ("The Long Stair", 975, 640, 16),
    ("Monster decks", DECK_X + CARD_W / 2, 710, 18),
    ("For sale in the Town", 844, 424, 18),
    ("Town deck", TOWN_DECK[0] + CARD_W / 2, 732, 18),
]


class Writer(EscapeWriter):
    """Escape's map writer (ids, layers, the crowding check), with this map's own header and no offset."""

    def obj(self, layer: str, kind: str, box: tuple[float, float, float, float], name: str = "",  # type: ignore[override]
            props: dict | None = None, line: list[Point] | None = None) -> int:
        oid = self.new_id()
        x, y, w, h = box
        if layer == "spaces":
            self.rects.append((name, x, y, w, h))
        attrs = f'id="{oid}"' + (f" name={quoteattr(name)}" if name else "") + f' type="{kind}"'
        attrs += f' x="{x:g}" y="{y:g}"' + (f' width="{w:g}" height="{h:g}"' if w else "")
        inner = []
        if props:
            inner += ["   <properties>", *("    " + prop(k, v) for k, v in props.items()), "   </properties>"]
        if line:
            inner.append('   <polyline points="' + " ".join(f"{px - x:g},{py - y:g}" for px, py in line) + '"/>')
        self.layers[layer].append(f"  <object {attrs}" + (">\n" + "\n".join(inner) + "\n  </object>" if inner
                                                          else "/>"))
        return oid

    def text(self) -> str:
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
               f'width="{WIDTH}" height="{HEIGHT}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
               f'backgroundcolor="#23301f" nextlayerid="4" nextobjectid="{self.next_id}">',
               " <properties>",
               '  <property name="game" value="town"/>',
               '  <property name="title" value="Wilds &amp; Depths"/>',
               '  <property name="source" value="project design"/>',
               " </properties>"]
        for lid, (layer, objs) in enumerate(self.layers.items(), start=1):
            out += [f' <objectgroup id="{lid}" name="{layer}">', *objs, " </objectgroup>"]
        return "\n".join([*out, "</map>"]) + "\n"


def centres() -> list[Point]:
    """The centre of every square after the town, clockwise."""
    out: list[Point] = []
    for (ax, ay), (bx, by), n in SIDES:
        out += [(round(ax + (bx - ax) * i / (n - 1)), round(ay + (by - ay) * i / (n - 1))) for i in range(n)]
    return out


def zones(points: list[Point]) -> list[tuple[int, tuple[float, float, float, float]]]:
    """A background box behind every run of squares of one depth along one side."""
    side_of = [s for s, (_, _, n) in enumerate(SIDES) for _ in range(n)]
    runs: list[tuple[int, int, list[Point]]] = []
    for i, at in enumerate(points):
        depth = TRACK[i][3]
        if runs and runs[-1][0] == depth and runs[-1][1] == side_of[i]:
            runs[-1][2].append(at)
        else:
            runs.append((depth, side_of[i], [at]))
    pad = SQUARE / 2 + 5
    out = []
    for depth, _side, pts in runs:
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        out.append((depth, (min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)))
    return out


def main() -> None:
    points = centres()
    if len(points) != len(TRACK):
        raise SystemExit(f"the sides hold {len(points)} squares but TRACK lists {len(TRACK)}")
    w = Writer()

    # Marks, drawn underneath: the depth zones, the decks, the shop, the labels.
    for depth, box in zones(points):
        w.obj("marks", "zone", box, props={"depth": depth})
    for depth, name, back, top in DECKS:
        w.obj("marks", "monster_deck", (DECK_X, top, CARD_W, CARD_H), name=name, props={"depth": depth, "back": back})
    w.obj("marks", "town_deck", (*TOWN_DECK, CARD_W, CARD_H), name="Town deck")
    for slot, x in enumerate(FOR_SALE_X, start=1):
        w.obj("marks", "for_sale", (x, FOR_SALE_Y, CARD_W, CARD_H), name=f"For sale {slot}", props={"slot": slot})
    for text, cx, cy, size in LABELS:
        lw, lh = max(60, size * 0.6 * len(text)), size + 8
        w.obj("marks", "label", (cx - lw / 2, cy - lh / 2, lw, lh), props={"text": text, "size": size})

    # The squares: the town, then the track clockwise.
    town = w.obj("spaces", "square", TOWN_BOX, name="Town", props={"kind": "town", "depth": 0})
    at: dict[int, Point] = {town: (TOWN_BOX[0] + TOWN_BOX[2] / 2, TOWN_BOX[1] + TOWN_BOX[3] / 2)}
    ids = [town]
    by_name = {"Town": town}
    for (kind, name, amount, depth), (cx, cy) in zip(TRACK, points, strict=True):
        props: dict = {"kind": kind, "depth": depth}
        if isinstance(amount, int) and amount:
            props["amount"] = amount
        oid = w.obj("spaces", "square", (cx - SQUARE / 2, cy - SQUARE / 2, SQUARE, SQUARE), name=name, props=props)
        if name in by_name:
            raise SystemExit(f"two squares are called {name!r}")
        ids.append(oid)
        by_name[name] = oid
        at[oid] = (cx, cy)

    def link(kind: str, a: int, b: int) -> None:
        (ax, ay), (bx, by) = at[a], at[b]
        w.obj("links", kind, (ax, ay, 0, 0), props={"from": ("object", a), "to": ("object", b), "oneway": True},
              line=[(ax, ay), (bx, by)])

    for a, b in zip(ids, ids[1:] + ids[:1], strict=True):
        link("next", a, b)
    for (kind, _name, target, _depth), oid in zip(TRACK, ids[1:], strict=True):
        if kind == "move":
            link("jump", oid, by_name[str(target)])

    crowded = w.overlaps()
    if crowded:
        raise SystemExit("squares too close: " + "; ".join(crowded))
    OUT.write_text(w.text(), encoding="utf-8")
    print(f"wrote {OUT} ({w.next_id - 1} objects, {len(ids)} squares)")


if __name__ == "__main__":
    main()
