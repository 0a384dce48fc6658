"""Boards are Tiled maps. This reads one with pytmx.TiledMap (no pygame, no display) into a graph.

The map schema (boards/README.md says it for map makers):
- the map's property `game` names the game it belongs to;
- every object has a `type`; the game's BoardSchema says which types are spaces, which are links
  between spaces and which are marks (labels, zones, decorations), and which properties each needs;
- a link joins two spaces named by its object properties `from` and `to`, or, failing those, by the
  spaces its polyline starts and ends in; `oneway: true` makes it directed.
Objects are turned into Space, Link and Mark at load time, dispatching on the object's type, as
Tuxemon's map loader does; a fault raises BoardError naming the file, the object and what is wrong.
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .boarderror import BoardError
from .mapcheck import check_map_file
from .serial import short

logging.getLogger("pytmx").setLevel(logging.ERROR)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

Point = tuple[float, float]
CELL = 128    # map pixels per cell of the index that finds the space under a point


@dataclass(frozen=True, kw_only=True)
class Shape:
    id: int
    kind: str
    name: str
    x: float
    y: float
    w: float
    h: float
    points: tuple[Point, ...] = ()
    ellipse: bool = False
    props: dict[str, Any] = field(default_factory=dict)

    @property
    def center(self) -> Point:
        if self.points and not self.w:
            xs = [p[0] for p in self.points]
            ys = [p[1] for p in self.points]
            return (sum(xs) / len(xs), sum(ys) / len(ys))
        return (self.x + self.w / 2, self.y + self.h / 2)

    @property
    def label(self) -> str:
        return self.name or f"{self.kind} {self.id}"

    def contains(self, px: float, py: float) -> bool:
        if self.points and len(self.points) >= 3:
            return _in_polygon(px, py, self.points)
        if self.ellipse and self.w and self.h:
            cx, cy = self.center
            return ((px - cx) / (self.w / 2)) ** 2 + ((py - cy) / (self.h / 2)) ** 2 <= 1
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h

    def prop(self, key: str, default: Any = None) -> Any:
        return self.props.get(key, default)


class Space(Shape):
    """A place a pawn can stand: a corridor space, a room, a chamber, a square of a track."""


@dataclass(frozen=True, kw_only=True)
class Link:
    id: int
    kind: str
    a: int
    b: int
    oneway: bool = False
    points: tuple[Point, ...] = ()
    props: dict[str, Any] = field(default_factory=dict)

    def other(self, space: int) -> int:
        return self.b if space == self.a else self.a


class Mark(Shape):
    """Anything else on the map: a level label, a zone of the table, a decoration."""


@dataclass(frozen=True, kw_only=True)
class BoardSchema:
    """What a game's maps may hold: for each object type, the properties it must carry and their types."""

    spaces: dict[str, dict[str, type]]
    links: dict[str, dict[str, type]] = field(default_factory=dict)
    marks: dict[str, dict[str, type]] = field(default_factory=dict)
    start: tuple[str, ...] = ()          # space types from which every space must be reachable
    map_props: dict[str, type] = field(default_factory=dict)


@dataclass(kw_only=True)
class Board:
    path: Path
    game: str
    props: dict[str, Any]
    width: int   # pixels
    height: int
    spaces: dict[int, Space]
    links: dict[int, Link]
    marks: dict[int, Mark]
    _adjacent: dict[int, list[Link]] = field(default_factory=dict, repr=False)
    _grid: dict[tuple[int, int], list[Space]] = field(default_factory=dict, repr=False, compare=False, init=False)

    def __post_init__(self) -> None:
        for sid in self.spaces:
            self._adjacent.setdefault(sid, [])
        for link in self.links.values():
            self._adjacent[link.a].append(link)
            if not link.oneway:
                self._adjacent[link.b].append(link)

    def links_from(self, space: int) -> list[Link]:
        return self._adjacent.get(space, [])

    def neighbours(self, space: int, kinds: Iterable[str] | None = None) -> Iterator[tuple[Link, int]]:
        allowed = set(kinds) if kinds is not None else None
        for link in self._adjacent.get(space, []):
            if allowed is None or link.kind in allowed:
                yield link, link.other(space)

    def of_kind(self, *kinds: str) -> list[Space]:
        return [s for s in self.spaces.values() if s.kind in kinds]

    def marks_of_kind(self, *kinds: str) -> list[Mark]:
        return [m for m in self.marks.values() if m.kind in kinds]

    def links_of_kind(self, *kinds: str) -> list[Link]:
        return [link for link in self.links.values() if link.kind in kinds]

    def find(self, name: str) -> Space:
        for s in self.spaces.values():
            if s.name == name:
                return s
        raise KeyError(f"{self.path.name} has no space named {name!r}")

    def reachable(self, starts: Iterable[int], kinds: Iterable[str] | None = None) -> set[int]:
        seen = set(starts)
        todo = deque(seen)
        while todo:
            here = todo.popleft()
            for _, there in self.neighbours(here, kinds):
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
        return seen

    def space_at(self, x: float, y: float) -> Space | None:
        """The space under a map point (the smallest, where shapes overlap). The pointer asks this every
        frame, so the spaces are sorted once into cells of the map and only a cell's few are tried."""
        cell = self._cells().get((int(x) // CELL, int(y) // CELL), ())
        hits = [s for s in cell if s.contains(x, y)]
        return min(hits, key=lambda s: s.w * s.h if s.w else 0) if hits else None

    def _cells(self) -> dict[tuple[int, int], list[Space]]:
        if not self._grid:
            for s in self.spaces.values():
                xs = [p[0] for p in s.points] if s.points else [s.x, s.x + s.w]
                ys = [p[1] for p in s.points] if s.points else [s.y, s.y + s.h]
                for cx in range(int(min(xs)) // CELL, int(max(xs)) // CELL + 1):
                    for cy in range(int(min(ys)) // CELL, int(max(ys)) // CELL + 1):
                        self._grid.setdefault((cx, cy), []).append(s)
        return self._grid


def _in_polygon(px: float, py: float, pts: tuple[Point, ...]) -> bool:
    inside = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > py) != (yj > py) and px < (xj - xi) * (py - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _check_props(file: Path, obj: Any, props: dict[str, Any], wanted: dict[str, type]) -> None:
    whose = "the map's " if obj is None else ""
    for key, kind in wanted.items():
        if key not in props:
            raise BoardError(file, f"lacks {whose or 'the '}property {key!r}", obj)
        value = props[key]
        shown = short(value)
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise BoardError(file, f"{whose}property {key!r} must be a whole number (int), not {shown}", obj)
        if kind is str and not isinstance(value, str):
            raise BoardError(file, f"{whose}property {key!r} must be text, not {shown}", obj)
        if kind is bool and not isinstance(value, bool):
            raise BoardError(file, f"{whose}property {key!r} must be true or false (bool), not {shown}", obj)


def _shape_fields(obj: Any) -> dict[str, Any]:
    points = tuple((float(p.x), float(p.y)) for p in getattr(obj, "points", ()) or ())
    return dict(id=int(obj.id), kind=obj.type, name=obj.name or "", x=float(obj.x), y=float(obj.y),
                w=float(obj.width or 0), h=float(obj.height or 0), points=points,
                ellipse=bool(getattr(obj, "ellipse", False)), props=dict(obj.properties))


def load_board(path: str | Path, schema: BoardSchema, game: str | None = None) -> Board:
    """Read and check one map. Raises BoardError for anything a player could not play on."""
    import pytmx  # imported here: it is slow to import and only needed when a map is read

    path = Path(path)
    check_map_file(path, game)   # what pytmx should not be asked to read is refused first, naming the object
    try:
        tiled = pytmx.TiledMap(str(path), allow_duplicate_names=True, load_all_tiles=False)
    except Exception as e:  # pytmx raises many kinds for a damaged file; all mean the same to a player
        raise BoardError(path, f"not a readable Tiled map ({type(e).__name__}: {short(str(e))})") from e
    props = dict(tiled.properties)
    owner = props.get("game")
    if game is not None and owner != game:
        raise BoardError(path, f"the map's property 'game' is {short(owner)}, expected {game!r}")
    for key, kind in schema.map_props.items():
        _check_props(path, None, props, {key: kind})

    spaces: dict[int, Space] = {}
    marks: dict[int, Mark] = {}
    pending_links: list[Any] = []

    # Dispatch on the object's type, as Tuxemon's map loader does.
    def as_space(obj: Any) -> None:
        _check_props(path, obj, obj.properties, schema.spaces[obj.type])
        spaces[int(obj.id)] = Space(**_shape_fields(obj))

    def as_mark(obj: Any) -> None:
        _check_props(path, obj, obj.properties, schema.marks[obj.type])
        marks[int(obj.id)] = Mark(**_shape_fields(obj))

    def as_link(obj: Any) -> None:
        _check_props(path, obj, obj.properties, schema.links[obj.type])
        pending_links.append(obj)

    handlers = {**{k: as_space for k in schema.spaces}, **{k: as_mark for k in schema.marks},
                **{k: as_link for k in schema.links}}
    for obj in tiled.objects:
        kind = obj.type or getattr(obj, "class", None)
        if not kind:
            raise BoardError(path, "has no type (set Type in Tiled's object properties)", obj)
        obj.type = kind
        handler = handlers.get(kind)
        if handler is None:
            known = ", ".join(sorted(handlers))
            raise BoardError(path, f"unknown type {short(kind)} (this board knows: {known})", obj)
        if "oneway" in obj.properties and not isinstance(obj.properties["oneway"], bool):
            raise BoardError(path, "property 'oneway' must be true or false (bool)", obj)
        handler(obj)

    links: dict[int, Link] = {}
    seen_pairs: set[tuple[str, int, int]] = set()
    for obj in pending_links:
        ends = []
        points = tuple((float(p.x), float(p.y)) for p in getattr(obj, "points", ()) or ())
        for key, at in (("from", 0), ("to", -1)):
            ref = obj.properties.get(key)
            if ref is None:
                if not points:
                    raise BoardError(path, f"a link needs the object property {key!r} or a polyline", obj)
                hit = [s for s in spaces.values() if s.contains(*points[at])]
                if not hit:
                    raise BoardError(path, f"the line's {'start' if at == 0 else 'end'} is not inside a space",
                                     obj)
                ref = min(hit, key=lambda s: s.w * s.h).id
            if isinstance(ref, bool) or not isinstance(ref, int):
                raise BoardError(path, f"property {key!r} must point at an object", obj)
            if ref not in spaces:
                raise BoardError(path, f"dangling link: {key!r} points at object {ref}, which is not a space",
                                 obj)
            ends.append(ref)
        a, b = ends
        if a == b:
            raise BoardError(path, "the link joins a space to itself", obj)
        oneway = bool(obj.properties.get("oneway", False))
        pair = (obj.type, a, b) if oneway else (obj.type, min(a, b), max(a, b))
        if pair in seen_pairs:
            raise BoardError(path, f"a second {obj.type} link between objects {a} and {b}", obj)
        seen_pairs.add(pair)
        links[int(obj.id)] = Link(id=int(obj.id), kind=obj.type, a=a, b=b, oneway=oneway, points=points,
                                  props={k: v for k, v in obj.properties.items() if k not in ("from", "to")})

    board = Board(path=path, game=str(owner or ""), props=props,
                  width=int(tiled.width * tiled.tilewidth), height=int(tiled.height * tiled.tileheight),
                  spaces=spaces, links=links, marks=marks)
    if schema.start:
        starts = [s.id for s in board.of_kind(*schema.start)]
        if not starts:
            raise BoardError(path, f"has no start space (a space of type {' or '.join(schema.start)})")
        cut_off = set(spaces) - board.reachable(starts)
        if cut_off:
            first = spaces[min(cut_off)]
            others = len(cut_off) - 1
            also = f" (and {others} other space{'s' if others > 1 else ''})" if others else ""
            raise BoardError(path, f"cannot be reached from the start{also}", first)
    return board


def loose_schema(path: str | Path) -> BoardSchema:
    """A schema that accepts whatever a map holds, for looking at a map whose game has no rules yet:
    objects with `from`/`to` properties are links, objects with a `text` property are marks, the rest
    are spaces. Read from the XML without pytmx."""
    import xml.etree.ElementTree as ET

    spaces: dict[str, dict[str, type]] = {}
    links: dict[str, dict[str, type]] = {}
    marks: dict[str, dict[str, type]] = {}
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as e:
        raise BoardError(path, f"not a readable Tiled map ({e})") from e
    for obj in root.iter("object"):
        kind = obj.get("type") or obj.get("class")
        if not kind:
            continue
        names = {p.get("name") for p in obj.iter("property")}
        if {"from", "to"} & names or obj.find("polyline") is not None:
            links.setdefault(kind, {})
        elif "text" in names:
            marks.setdefault(kind, {})
        else:
            spaces.setdefault(kind, {})
    for kind in set(links) & set(spaces):
        del links[kind]
    return BoardSchema(spaces=spaces, links=links, marks=marks)
