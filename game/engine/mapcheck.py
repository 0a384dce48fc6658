"""Checks made on a map's XML before pytmx reads it, so that a damaged or hostile map is refused in words
naming the object (or layer) and the fault, instead of a traceback from deep inside pytmx.

Refused here: a file that is not a regular file of a sane size; bytes that are not UTF-8; XML entities
(Tiled never writes them; they can expand to gigabytes); a map too large to draw; an attribute or property
that pytmx cannot read as the number or true/false it should be, or a coordinate that is not finite or
lies far off the map; two objects with one id; tile data shorter or longer than its layer; and any file
the map names (a tileset, an image, a template) that lies outside the map's own folder, which for the
games' maps is boards/: a map is never a way to make the app open another file.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .boarderror import BoardError, describe
from .files import MB, FileRefused, read_regular

MAX_MAP_BYTES = 16 * MB          # boards/dungeon.tmx, the largest, is under 0.5 MB
MAX_SIDE = 8192                  # pixels a side: the whole board is drawn once at full size
MAX_TILES = 1_000_000            # cells in a tile layer
MAX_COORDINATE = 100_000.0       # pixels from the map's corner
MAX_IMAGE_BYTES = 32 * MB
MAX_IMAGE_SIDE = 8192


@dataclass(frozen=True)
class XmlObject:
    """An object as the XML has it (pytmx has not read it yet), for messages: id, name and type."""

    id: str
    name: str
    type: str


@dataclass(frozen=True)
class XmlLayer:
    """A layer or tileset, named in a message as Tiled's Layers panel shows it."""

    id: str
    name: str
    kind: str = "layer"

    @property
    def noun(self) -> str:
        return f"{self.kind} {self.id if self.id != '?' else ''} {self.name!r}".replace("  ", " ")


def _as_object(el: ET.Element) -> XmlObject:
    return XmlObject(id=el.get("id", "?"), name=el.get("name") or "", type=el.get("type") or el.get("class") or "")


def _to_bool(text: str) -> bool:
    if text not in ("true", "false", "0", "1"):
        raise ValueError(text)
    return text in ("true", "1")


def _to_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(text)
    return value


# The attributes pytmx converts, by what they must hold (pytmx would raise on anything else).
_INT_ATTRS = ("id", "gid", "firstgid", "margin", "spacing", "tile", "tilecount", "tileheight", "tileid",
              "tilewidth", "columns", "duration", "nextobjectid", "nextlayerid", "offsetx", "offsety")
_FLOAT_ATTRS = ("x", "y", "width", "height", "rotation", "opacity", "hexsidelength", "pixelsize", "probability",
                "parallaxx", "parallaxy")
_BOOL_ATTRS = ("visible", "bold", "italic", "kerning", "strikeout", "underline", "wrap")
_GEOMETRY = ("x", "y", "width", "height")
_PROPERTY_TYPES: dict[str, Callable[[str], object]] = {
    "int": int, "object": int, "float": _to_float, "bool": _to_bool, "string": str, "color": str, "file": str,
    "enum": str}


def check_map_file(path: Path, game: str | None = None) -> None:
    """Refuse (BoardError) a map that pytmx should not be asked to read (or, given `game`, another game's)."""
    try:
        raw = read_regular(path, MAX_MAP_BYTES)
    except FileRefused as e:
        raise BoardError(path, str(e)) from e
    if not raw.strip():
        raise BoardError(path, "the file is empty")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        raise BoardError(path, f"line {line} holds a byte that is not UTF-8 text", _object_at(raw, line)) from e
    if b"<!DOCTYPE" in raw or b"<!ENTITY" in raw:
        raise BoardError(path, "the file declares XML entities, which no Tiled map holds")
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as e:
        line = e.position[0]
        reason = str(e).split(":")[0]
        raise BoardError(path, f"not a readable Tiled map ({reason} at line {line})", _object_at(raw, line)) from e
    if root.tag != "map":
        raise BoardError(path, f"not a Tiled map (it holds <{_cut(root.tag)}>, not <map>)")
    if game is not None:
        owner = next((p.get("value") for p in root.findall("./properties/property") if p.get("name") == "game"), None)
        if owner != game:
            raise BoardError(path, f"the map's property 'game' is {_cut(repr(owner))}, expected {game!r}")
    _check_map_size(path, root)
    parents = _Parents(root)
    named = _check_attributes(path, root, parents)
    _check_objects(path, root)
    _check_layers(path, root)
    _check_sources(path, named, path.parent, parents)


class _Parents:
    """Each element's parent, worked out only when a message needs to name an object (rarely)."""

    def __init__(self, root: ET.Element) -> None:
        self.root = root
        self._map: dict[ET.Element, ET.Element] | None = None

    def get(self, el: ET.Element) -> ET.Element | None:
        if self._map is None:
            self._map = {child: parent for parent in self.root.iter() for child in parent}
        return self._map.get(el)


def _cut(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _object_at(raw: bytes, line: int) -> XmlObject | None:
    """The object whose XML the line falls in (the last one opened on or before it), if any."""
    lines = raw.split(b"\n")
    for text in reversed(lines[:line]):
        m = re.search(rb"<object\b([^>]*)", text)
        if m:
            attrs = dict(re.findall(rb'(\w+)="([^"]*)"', m.group(1)))
            return XmlObject(id=attrs.get(b"id", b"?").decode("utf-8", "replace"),
                             name=attrs.get(b"name", b"").decode("utf-8", "replace"),
                             type=attrs.get(b"type", b"").decode("utf-8", "replace"))
        if re.search(rb"</object>|<objectgroup\b", text):
            return None
    return None


def _whole(path: Path, root: ET.Element, key: str) -> int:
    text = root.get(key)
    try:
        value = int(text or "")
    except ValueError as e:
        raise BoardError(path, f"the map's {key} {_cut(repr(text))} is not a whole number") from e
    if value <= 0:
        raise BoardError(path, f"the map's {key} is {value}; it must be more than 0")
    return value


def _check_map_size(path: Path, root: ET.Element) -> None:
    if root.get("infinite") == "1":
        raise BoardError(path, "an infinite map: set the map's size in Tiled (Map > Map Properties)")
    w, h = _whole(path, root, "width"), _whole(path, root, "height")
    tw, th = _whole(path, root, "tilewidth"), _whole(path, root, "tileheight")
    if w * tw > MAX_SIDE or h * th > MAX_SIDE:
        raise BoardError(path, f"the map is {w * tw:,} x {h * th:,} pixels, larger than the {MAX_SIDE:,} pixels a "
                               "side a board may have")


def _owner(el: ET.Element, parents: _Parents) -> XmlObject | XmlLayer | None:
    """The object or layer an element belongs to, for naming it in a message."""
    node: ET.Element | None = el
    while node is not None:
        if node.tag == "object":
            return _as_object(node)
        if node.tag in ("layer", "imagelayer", "objectgroup", "tileset", "group"):
            return XmlLayer(id=node.get("id", "?"), name=node.get("name") or "", kind=node.tag)
        node = parents.get(node)
    return None


_CASTS: dict[str, Callable[[str], object]] = {**{k: int for k in _INT_ATTRS}, **{k: _to_float for k in _FLOAT_ATTRS},
                                               **{k: _to_bool for k in _BOOL_ATTRS}}
_KINDS = {int: "a whole number", _to_float: "a number", _to_bool: "true or false"}


def _check_attributes(path: Path, root: ET.Element, parents: _Parents) -> list[ET.Element]:
    """Every attribute pytmx converts holds what it must, every property its declared type. Returns the
    elements that name a file (a source or a template)."""
    named = []
    for el in root.iter():
        tag = el.tag
        if tag == "property" or tag == "properties":
            continue
        for key, text in el.attrib.items():
            if key == "source" or key == "template":
                named.append(el)
            cast = _CASTS.get(key)
            if el is root and key in ("width", "height"):
                cast = int
            if cast is None:
                continue
            try:
                value = cast(text)
            except ValueError as e:
                raise BoardError(path, f"{key} {_cut(repr(text))} is not {_KINDS[cast]}", _owner(el, parents)) from e
            if tag == "object" and key in _GEOMETRY and abs(value) > MAX_COORDINATE:  # type: ignore[arg-type]
                raise BoardError(path, f"{key} {_cut(text)} lies far off the map", _owner(el, parents))
        if tag == "polyline" or tag == "polygon":
            _check_points(path, el, parents)
    for holder in root.iter():
        props = holder.find("properties")
        if props is not None:
            for prop in props.findall("property"):
                _check_property(path, prop, None if holder is root else holder, parents)
    return named


def _check_points(path: Path, el: ET.Element, parents: _Parents) -> None:
    text = el.get("points") or ""
    pairs = text.split()
    if len(pairs) < 2:
        raise BoardError(path, f"its {el.tag} has {len(pairs)} point{'s' if len(pairs) != 1 else ''}; it needs two "
                               "or more", _owner(el, parents))
    for pair in pairs:
        parts = pair.split(",")
        try:
            if len(parts) != 2:
                raise ValueError(pair)
            x, y = _to_float(parts[0]), _to_float(parts[1])
        except ValueError as e:
            raise BoardError(path, f"its {el.tag} point {_cut(repr(pair))} is not two numbers x,y",
                             _owner(el, parents)) from e
        if abs(x) > MAX_COORDINATE or abs(y) > MAX_COORDINATE:
            raise BoardError(path, f"its {el.tag} point {_cut(pair)} lies far off the map", _owner(el, parents))


def _check_property(path: Path, prop: ET.Element, holder: ET.Element | None,
                    parents: _Parents) -> None:
    kind = prop.get("type", "string")
    name = prop.get("name")
    if name and kind in ("string", "color", "file", "enum"):
        return   # the common case, quickly: text needs no reading
    value = prop.get("value")
    try:
        if not name or kind not in _PROPERTY_TYPES or value is None:
            raise ValueError(value)
        _PROPERTY_TYPES[kind](value)
        return
    except ValueError as e:
        fault = e
    owner = None if holder is None else _owner(holder, parents)
    whose = "the map's" if owner is None else "its"
    if not name:
        raise BoardError(path, f"{whose} properties include one without a name", owner)
    if kind not in _PROPERTY_TYPES:
        raise BoardError(path, f"{whose} property {_cut(repr(name))} is of type {_cut(repr(kind))}, which a board "
                               "does not use (int, float, bool, string, object, color, file)", owner)
    if value is None:
        raise BoardError(path, f"{whose} property {_cut(repr(name))} ({kind}) has no value", owner)
    wanted = {"int": "a whole number", "object": "an object id", "float": "a number", "bool": "true or false"}[kind]
    raise BoardError(path, f"{whose} property {_cut(repr(name))} is {_cut(repr(value))}, not {wanted}",
                     owner) from fault


def _map_objects(node: ET.Element) -> list[ET.Element]:
    """The map's objects (a tileset's collision shapes number their own ids, and are left out)."""
    found = []
    for child in node:
        if child.tag == "object":
            found.append(child)
        elif child.tag != "tileset":
            found += _map_objects(child)
    return found


def _check_objects(path: Path, root: ET.Element) -> None:
    seen: dict[str, ET.Element] = {}
    for el in _map_objects(root):
        oid = el.get("id")
        if oid is None:
            raise BoardError(path, "has no id", _as_object(el))
        if oid in seen:
            raise BoardError(path, f"a second object with id {oid} (the first is {describe(_as_object(seen[oid]))}): "
                                   "ids must be unique", _as_object(el))
        seen[oid] = el
        for key in ("width", "height"):
            if float(el.get(key, "0")) < 0:
                raise BoardError(path, f"its {key} is negative", _as_object(el))


def _check_layers(path: Path, root: ET.Element) -> None:
    for el in root.iter("layer"):
        layer = XmlLayer(id=el.get("id", "?"), name=el.get("name") or "")
        try:
            w, h = int(el.get("width", "")), int(el.get("height", ""))
        except ValueError as e:
            raise BoardError(path, "its width and height must be whole numbers", layer) from e
        if w <= 0 or h <= 0 or w * h > MAX_TILES:
            raise BoardError(path, f"its size {w} x {h} is not a size a layer may have", layer)
        data = el.find("data")
        if data is None or data.find("chunk") is not None or data.find("tile") is not None:
            raise BoardError(path, "its tiles must be stored as CSV or Base64 data (Tiled: Map > Map Properties > "
                                   "Tile Layer Format)", layer)
        count = _tile_count(path, layer, data, w * h)
        if count != w * h:
            raise BoardError(path, f"its tile data holds {count:,} tiles, not the {w * h:,} of a {w} x {h} layer",
                             layer)


def _tile_count(path: Path, layer: XmlLayer, data: ET.Element, wanted: int) -> int:
    text = (data.text or "").strip()
    encoding, compression = data.get("encoding"), data.get("compression")
    if encoding == "csv":
        cells = [c for c in text.replace("\n", "").split(",")]
        if any(not c.strip().isdigit() for c in cells):
            raise BoardError(path, "its tile data holds something that is not a tile number", layer)
        return len(cells)
    if encoding != "base64":
        raise BoardError(path, f"its tile data encoding {_cut(repr(encoding))} is not csv or base64", layer)
    try:
        packed = base64.b64decode(text, validate=False)
    except (binascii.Error, ValueError) as e:
        raise BoardError(path, "its tile data is not valid Base64", layer) from e
    if compression in ("zlib", "gzip"):
        import zlib
        inflate = zlib.decompressobj(31 if compression == "gzip" else 15)
        try:
            packed = inflate.decompress(packed, wanted * 4)   # never more than the layer can hold
        except zlib.error as e:
            raise BoardError(path, f"its tile data is not valid {compression} data", layer) from e
        if inflate.unconsumed_tail:
            raise BoardError(path, f"its tile data holds more than the {wanted:,} tiles of its size", layer)
    elif compression:
        raise BoardError(path, f"its tile data compression {_cut(repr(compression))} is not zlib or gzip", layer)
    if len(packed) % 4:
        raise BoardError(path, "its tile data breaks off in the middle of a tile", layer)
    return len(packed) // 4


def _check_sources(path: Path, named: list[ET.Element], folder: Path, parents: _Parents,
                   depth: int = 0) -> None:
    """Every file the map names (tilesets, images, templates) lies inside `folder` and is an ordinary,
    sane file; an external tileset's own images are checked the same way."""
    base = folder.resolve()
    here = path.parent
    for el in named:
        for key in ("source", "template"):
            ref = el.get(key)
            if ref is None:
                continue
            owner = _owner(el, parents)
            target = (here / ref).resolve()
            if not target.is_relative_to(base):
                raise BoardError(path, f"it names the file {_cut(repr(ref))}, outside the map's folder "
                                       f"{base.name}/ (a map may only use files beside it)", owner)
            try:
                raw = read_regular(target, MAX_IMAGE_BYTES)
            except FileRefused as e:
                raise BoardError(path, f"the file it names, {_cut(repr(ref))}: {e}", owner) from e
            if raw.startswith(b"\x89PNG\r\n\x1a\n") and len(raw) >= 24:
                w, h = int.from_bytes(raw[16:20], "big"), int.from_bytes(raw[20:24], "big")
                if w > MAX_IMAGE_SIDE or h > MAX_IMAGE_SIDE:
                    raise BoardError(path, f"the image {_cut(repr(ref))} is {w:,} x {h:,} pixels, too large", owner)
            if key == "source" and el.tag == "tileset" and depth == 0:
                if b"<!DOCTYPE" in raw or b"<!ENTITY" in raw:
                    raise BoardError(path, f"the tileset {_cut(repr(ref))} declares XML entities", owner)
                try:
                    tileset = ET.fromstring(raw)
                except ET.ParseError as e:
                    raise BoardError(path, f"the tileset {_cut(repr(ref))} is not readable XML", owner) from e
                inner = [e for e in tileset.iter() if "source" in e.attrib or "template" in e.attrib]
                _check_sources(target, inner, folder, _Parents(tileset), depth + 1)
