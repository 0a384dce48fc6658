"""Generate boards/escape.tmx, the escape path out of Rovert's lair (project design).

    python boards/src/make_escape.py

The rulebook gives no board, so this script is the design: it lays the squares along a winding climb
(bottom of the map: the lair; top: the way out), names the monsters and their d8 numbers, places the
special rooms, the split and the Flaming Fireball of Doom's route, and writes a Tiled map (1.8 format)
that the Tiled editor opens. Change the tables below and run it again; the rules read everything from
the map, so nothing else needs to change.

Layout (pixels, y grows downward): the four fireball squares lie along the bottom edge, leading into the
lair where START sits on the dragon's treasure. The path zig-zags upward in tunnels 120-240 px apart
and splits five times (Rat Crawl or Mushroom Grotto, Old Mine or Bat Cave, Long Gallery or Goblin
Warrens, Winding Stair or Chimney, Rubble Slope or Dragon's Back); each split joins again; a last
stretch runs along the top to the exit. A square stands on every corner of the polylines below, so
squares never crowd each other at a turn (the script refuses a map whose spaces touch). The balance
(lengths, monster numbers, where the fireball goes) was tuned by simulation so that a game lasts long
enough for the fireball to close in: boards/escape.md gives the numbers.
"""

from __future__ import annotations

import math
from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parent.parent / "escape.tmx"

TILE = 32
WIDTH, HEIGHT = 40, 73            # tiles: 1280 x 2336 px
# The tables below were first drawn on a 1920 px map; the last climb (the Rubble Slope or the Dragon's
# Back, then the way out) was added above it, at negative y, and everything is moved down by RISE.
RISE = 416
SQUARE = 80                       # a square's side, px (special rooms are a little larger)
FIRE = 76                         # a fireball square's diameter

Point = tuple[float, float]

# The winding path, bottom to top, as polylines through the squares' centres. A "main" segment's squares
# follow one another; a split's branches leave the last square of the main segment before them and end on
# the first point of the main segment after them, where the join square is laid. Each segment's squares
# are spread evenly along its polyline, the first one step in from its first point.
START_AT: Point = (790, 1800)


def FIRE_AT(n: int) -> Point:  # noqa: N802 - a table, read like the constants around it
    """Fireball square n (1-4) along the bottom edge, leading right into the lair."""
    return (160 + (n - 1) * 108, 1855)


SEGMENTS: list[dict] = [
    {"id": "climb", "kind": "main", "count": 9,      # from START to the first split
     "points": [(865, 1800), (1180, 1800), (1180, 1560), (760, 1560)]},
    {"id": "crawl", "kind": "branch", "fire": False, "label": "Rat Crawl", "count": 5, "label_at": (250, 1490),
     "points": [(760, 1560), (100, 1560)]},
    {"id": "grotto", "kind": "branch", "fire": True, "label": "Mushroom Grotto", "count": 8, "label_at": (230, 1758),
     "points": [(760, 1560), (760, 1690), (100, 1690), (100, 1560)]},
    {"id": "tunnels", "kind": "main", "count": 3,     # from the first join to the second split
     "points": [(100, 1560), (100, 1320), (300, 1320)]},
    {"id": "mine", "kind": "branch", "fire": True, "label": "Old Mine", "count": 5, "label_at": (330, 1250),
     "points": [(300, 1320), (880, 1320)]},
    {"id": "bats", "kind": "branch", "fire": False, "label": "Bat Cave", "count": 5, "label_at": (160, 1428),
     "points": [(300, 1320), (390, 1440), (790, 1440), (880, 1320)]},
    {"id": "tunnels2", "kind": "main", "count": 4,    # from the second join to the third split
     "points": [(880, 1320), (1180, 1320), (1180, 1080)]},
    {"id": "gallery", "kind": "branch", "fire": False, "label": "Long Gallery", "count": 12, "label_at": (160, 762),
     "points": [(1180, 1080), (1180, 840), (100, 840)]},
    {"id": "warrens", "kind": "branch", "fire": True, "label": "Goblin Warrens", "count": 10, "label_at": (430, 1134),
     "points": [(1180, 1080), (280, 1080), (100, 960), (100, 840)]},
    {"id": "ledge", "kind": "main", "count": 4,       # from the third join to the last split
     "points": [(100, 840), (100, 600), (460, 600)]},
    {"id": "stair", "kind": "branch", "fire": True, "label": "Winding Stair", "count": 10, "label_at": (540, 656),
     "points": [(460, 600), (1180, 600), (1180, 300), (860, 300)]},
    {"id": "chimney", "kind": "branch", "fire": False, "label": "Chimney", "count": 6, "label_at": (230, 440),
     "points": [(460, 600), (460, 300), (860, 300)]},
    {"id": "dash", "kind": "main", "count": 9,        # from the fourth join to the last split
     "points": [(860, 300), (860, 180), (100, 180), (100, 40)]},
    {"id": "slope", "kind": "branch", "fire": True, "label": "Rubble Slope", "count": 12, "label_at": (600, 92),
     "points": [(100, 40), (1180, 40), (1180, -200)]},
    {"id": "back", "kind": "branch", "fire": False, "label": "Dragon's Back", "count": 8, "label_at": (600, -146),
     "points": [(100, 40), (100, -200), (1180, -200)]},
    {"id": "top", "kind": "main", "count": 5,         # from the last join along the top to the exit
     "points": [(1180, -200), (1180, -330), (620, -330)]},
]

# What stands on the squares: segment -> {index (1-based): (type, name, properties)}.
# Monster numbers are the d8 roll needed to evade (the roll plus any evade cards must reach it).
MONSTER = "monster"
FEATURES: dict[str, dict[int, tuple[str, str, dict]]] = {
    "climb": {
        3: (MONSTER, "Cave Rats", {"number": 3}),
        7: (MONSTER, "Kobold Sentry", {"number": 4}),
    },
    "crawl": {
        2: (MONSTER, "Rat King", {"number": 6}),
    },
    "grotto": {
        4: (MONSTER, "Shrieker", {"number": 3}),
    },
    "tunnels": {
        1: ("spider_web", "Spider's Web Tunnel", {"turns": 1}),
    },
    "mine": {
        2: (MONSTER, "Cave Bear", {"number": 7}),
    },
    "bats": {
        3: (MONSTER, "Bat Swarm", {"number": 3}),
    },
    "tunnels2": {
        1: ("troll_bridge", "Troll Toll Bridge", {}),
        3: (MONSTER, "Goblin Archers", {"number": 6}),
    },
    "gallery": {
        3: (MONSTER, "Gelatinous Cube", {"number": 6}),
        7: ("underground_river", "Underground River", {"number": 5}),
        11: (MONSTER, "Basilisk", {"number": 7}),
    },
    "warrens": {
        2: ("goblin_pit", "Goblin Polka Pit", {"number": 5}),
        5: (MONSTER, "Goblin Chieftain", {"number": 7}),
        6: (MONSTER, "Ogre", {"number": 7}),
    },
    "ledge": {
        2: ("troll_bridge", "Troll's Brother's Bridge", {}),
    },
    "stair": {
        3: (MONSTER, "Minotaur", {"number": 7}),
        6: ("troll_bridge", "Old Troll's Bridge", {}),
        9: (MONSTER, "Gargoyle", {"number": 7}),
    },
    "chimney": {
        2: ("spider_web", "Bat Roost", {"turns": 1}),
        5: (MONSTER, "Wyvern", {"number": 8}),
    },
    "dash": {
        5: (MONSTER, "Dire Wolf", {"number": 5}),
    },
    "slope": {
        3: ("goblin_pit", "Kobold Dance Hall", {"number": 4}),
        7: (MONSTER, "Rock Golem", {"number": 6}),
        10: (MONSTER, "Giant Centipede", {"number": 5}),
    },
    "back": {
        2: (MONSTER, "Dragon Whelp", {"number": 7}),
        4: ("underground_river", "Scalding Stream", {"number": 5}),
        7: (MONSTER, "Rovert's Drake", {"number": 8}),
    },
    "top": {
        2: (MONSTER, "The Gatekeeper", {"number": 6}),
    },
}


class Writer:
    """Collects objects with ids, then writes the map."""

    def __init__(self) -> None:
        self.next_id = 1
        self.layers: dict[str, list[str]] = {"marks": [], "spaces": [], "links": []}
        self.rects: list[tuple[str, float, float, float, float]] = []

    def overlaps(self, gap: float = 6) -> list[str]:
        """Spaces that touch or overlap (a map maker fixes the polylines or the counts)."""
        out = []
        for i, (na, ax, ay, aw, ah) in enumerate(self.rects):
            for nb, bx, by, bw, bh in self.rects[i + 1:]:
                if ax < bx + bw + gap and bx < ax + aw + gap and ay < by + bh + gap and by < ay + ah + gap:
                    out.append(f"{na} and {nb}")
        return out

    def new_id(self) -> int:
        oid = self.next_id
        self.next_id += 1
        return oid

    def obj(self, layer: str, kind: str, x: float, y: float, w: float = 0, h: float = 0, name: str = "",
            props: dict | None = None, ellipse: bool = False, polyline: list[Point] | None = None) -> int:
        oid = self.new_id()
        if layer == "spaces":
            self.rects.append((name or f"object {oid}", x, y, w, h))
        attrs = f'id="{oid}"' + (f" name={quoteattr(name)}" if name else "") + f' type="{kind}"'
        attrs += f' x="{x:g}" y="{y + RISE:g}"' + (f' width="{w:g}" height="{h:g}"' if w else "")
        inner = []
        if props:
            inner.append("   <properties>")
            for key, value in props.items():
                inner.append("    " + prop(key, value))
            inner.append("   </properties>")
        if ellipse:
            inner.append("   <ellipse/>")
        if polyline:
            pts = " ".join(f"{px - x:g},{py - y:g}" for px, py in polyline)
            inner.append(f'   <polyline points="{pts}"/>')
        body = f"  <object {attrs}" + (">\n" + "\n".join(inner) + "\n  </object>" if inner else "/>")
        self.layers[layer].append(body)
        return oid

    def text(self) -> str:
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
               f'width="{WIDTH}" height="{HEIGHT}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
               f'backgroundcolor="#2b2118" nextlayerid="4" nextobjectid="{self.next_id}">',
               " <properties>",
               '  <property name="game" value="escape"/>',
               '  <property name="title" value="Escape from Rovert\'s Lair"/>',
               '  <property name="source" value="project design"/>',
               " </properties>"]
        for lid, (layer, objs) in enumerate(self.layers.items(), start=1):
            out.append(f' <objectgroup id="{lid}" name="{layer}">')
            out += objs
            out.append(" </objectgroup>")
        out.append("</map>")
        return "\n".join(out) + "\n"


def prop(key: str, value: object) -> str:
    if isinstance(value, bool):
        return f'<property name="{key}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'<property name="{key}" type="int" value="{value}"/>'
    if isinstance(value, tuple) and value[0] == "object":
        return f'<property name="{key}" type="object" value="{value[1]}"/>'
    return f"<property name=\"{key}\" value={quoteattr(str(value))}/>"


def spread(points: list[Point], count: int) -> list[Point]:
    """`count` points along the polyline, the last at its end and one on every corner: each straight piece
    gets a share of the steps in proportion to its length, spread evenly along it."""
    pieces = list(zip(points, points[1:], strict=False))
    lengths = [math.dist(a, b) for a, b in pieces]
    if count < len(pieces):
        raise SystemExit(f"{count} squares cannot turn {len(pieces) - 1} corners")
    # Largest remainder, at least one step a piece.
    exact = [count * seg / sum(lengths) for seg in lengths]
    steps = [max(1, int(e)) for e in exact]
    while sum(steps) < count:
        i = max(range(len(steps)), key=lambda k: exact[k] - steps[k])
        steps[i] += 1
    while sum(steps) > count:
        i = max(range(len(steps)), key=lambda k: (steps[k] - exact[k]) if steps[k] > 1 else -1)
        steps[i] -= 1
    out = []
    for (a, b), m in zip(pieces, steps, strict=True):
        for j in range(1, m + 1):
            out.append((round(a[0] + (b[0] - a[0]) * j / m), round(a[1] + (b[1] - a[1]) * j / m)))
    return out


def label_branch(w: Writer, seg: dict) -> None:
    """A branch's name where the segment puts it, saying whether it is the fireball's way."""
    text = f"The {seg['label']}" + (" (the fireball's way)" if seg["fire"] else "")
    x, y = seg["label_at"]
    w.obj("marks", "label", x, y, 10 * len(text), 24, props={"text": text, "size": 18})


def main() -> None:
    w = Writer()

    # Marks (the layer drawn underneath): the lair and daylight, the decorations, the hoard. The branches'
    # areas and labels follow once their squares are laid.
    w.obj("marks", "zone", 0, 1620, 1280, 300, name="Rovert's Lair", props={"text": "Rovert's Lair"})
    w.obj("marks", "zone", 0, -RISE, 1280, 130, name="Daylight", props={"text": "Daylight"})
    labels = [("ROVERT'S LAIR", 930, 1862, 330, 40, 28), ("THE WAY OUT", 250, -350, 250, 40, 28),
              ("The Flaming Fireball of Doom starts here", 110, 1895, 420, 22, 16)]
    for text, x, y, lw, lh, size in labels:
        w.obj("marks", "label", x, y, lw, lh, props={"text": text, "size": size})
    decor = [("dragon", 0, 1700, 105, 210), ("treasure", START_AT[0] - 60, START_AT[1] + 20, 120, 30),
             ("bones", 600, 1870, 90, 40), ("pillar", 480, 905, 600, 110), ("torch", 40, 690, 30, 60),
             ("torch", 1236, 1240, 30, 60), ("sunlight", 500, -RISE, 240, 40)]
    for art, x, y, dw, dh in decor:
        w.obj("marks", "decor", x, y, dw, dh, props={"art": art})
    w.obj("marks", "hoard", START_AT[0] - 65, START_AT[1] + 62, 130, 50, name="The dragon's hoard",
          props={"text": "The dragon's hoard"})

    # The fireball squares along the bottom edge, then START on the dragon's treasure.
    fire_ids = []
    for n in range(1, 5):
        cx, cy = FIRE_AT(n)
        fire_ids.append(w.obj("spaces", "fireball", cx - FIRE / 2, cy - FIRE / 2, FIRE, FIRE,
                              name=f"Fireball square {n}", props={"number": n}, ellipse=True))
    start_id = w.obj("spaces", "start", START_AT[0] - 75, START_AT[1] - 55, 150, 110,
                     name="START: the dragon's treasure")

    def square(kind: str, name: str, at: Point, props: dict | None = None) -> int:
        size = SQUARE + (16 if kind not in ("square", MONSTER) else 0)
        return w.obj("spaces", kind, at[0] - size / 2, at[1] - size / 2, size, size, name=name, props=props)

    def link(kind: str, a: int, b: int, fireball: bool | None = None) -> None:
        (ax, ay), (bx, by) = centres[a], centres[b]
        props: dict = {"from": ("object", a), "to": ("object", b), "oneway": True}
        if fireball is not None:
            props["fireball"] = fireball
        w.obj("links", kind, ax, ay, props=props, polyline=[(ax, ay), (bx, by)])

    centres: dict[int, Point] = {start_id: START_AT}
    for n, fid in enumerate(fire_ids, start=1):
        centres[fid] = FIRE_AT(n)
    links: list[tuple[int, int, bool]] = []    # path links: (from, to, on the fireball's route)
    tail = start_id            # the last square of the main path so far (a fork, before a split)
    branch_ends: list[tuple[int, bool]] = []   # the last square of each branch waiting for its join
    counter = 0
    for seg in SEGMENTS:
        pts = spread(seg["points"], seg["count"] + (1 if seg["kind"] == "branch" else 0))
        features = FEATURES.get(seg["id"], {})
        if seg["kind"] == "branch":
            prev, fire = tail, seg["fire"]
            for i, at in enumerate(pts[:-1], start=1):  # the branch's last point is the join square
                kind, name, props = features.get(i, ("square", "", {}))
                oid = square(kind, name or f"{seg['label']} {i}", at, props)
                centres[oid] = at
                links.append((prev, oid, fire))
                prev = oid
            branch_ends.append((prev, fire))
            label_branch(w, seg)
            continue
        prev = tail
        if branch_ends:   # the join square closes the split
            counter += 1
            join = square("square", f"Square {counter}", seg["points"][0])
            centres[join] = seg["points"][0]
            for end, fire in branch_ends:
                links.append((end, join, fire))
            branch_ends, prev = [], join
        for i, at in enumerate(pts, start=1):
            if seg["id"] == "top" and i == len(pts):
                oid = w.obj("spaces", "exit", at[0] - 90, at[1] - 55, 180, 110, name="EXIT: the way out")
            else:
                counter += 1
                kind, name, props = features.get(i, ("square", "", {}))
                oid = square(kind, name or f"Square {counter}", at, props)
            centres[oid] = at
            links.append((prev, oid, True))
            prev = oid
        tail = prev

    # Links: the path climbs one way; `fireball` marks the Flaming Fireball of Doom's route.
    for a, b in zip(fire_ids, fire_ids[1:] + [start_id], strict=True):
        link("fire", a, b)
    for a, b, fire in links:
        link("path", a, b, fire)

    crowded = w.overlaps()
    if crowded:
        raise SystemExit("spaces too close: " + "; ".join(crowded))
    OUT.write_text(w.text())
    print(f"wrote {OUT} ({w.next_id - 1} objects)")


if __name__ == "__main__":
    main()
