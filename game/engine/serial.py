"""Dataclasses to plain JSON and back, guided by their type hints.

Every game state is a tree of dataclasses holding ints, strings, lists and dicts, so one encoder serves
all five games and a save file is readable JSON. Supported: bool, int, float, str, None, Enum, Literal,
list/tuple/set/frozenset, dict (str or int keys), X | None, nested dataclasses, and unions of several
dataclasses (tagged with "$type"). Fields whose names start with "_" are transient and never saved.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import math
import reprlib
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin


class DecodeError(ValueError):
    """The data does not fit the type it should become (a damaged or foreign save)."""


# A damaged file may hold a megabyte of text where a number should be: messages quote a little of it.
_reprs = reprlib.Repr()
_reprs.maxstring = _reprs.maxother = 40
_reprs.maxlong = 24


def short(value: Any) -> str:
    """A value quoted for a message, cut short (a damaged file may hold a megabyte where a word should be)."""
    return _reprs.repr(value)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


@functools.cache
def _saved_fields(cls: type) -> tuple[dataclasses.Field, ...]:
    return tuple(f for f in dataclasses.fields(cls) if not f.name.startswith("_"))


def to_json(obj: Any, hint: Any = None) -> Any:
    """Encode obj as JSON-ready data. `hint` is the declared type; it matters only for tagged unions."""
    if obj is None or isinstance(obj, bool | int | float | str):
        if isinstance(obj, enum.Enum):
            return obj.value
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        hints = _hints(type(obj))
        out = {f.name: to_json(getattr(obj, f.name), hints.get(f.name)) for f in _saved_fields(type(obj))}
        if hint is not None and _needs_tag(hint):
            out["$type"] = type(obj).__name__
        return out
    args = get_args(hint) if hint is not None else ()
    if isinstance(obj, dict):
        vh = args[1] if len(args) == 2 else None
        return {str(k): to_json(v, vh) for k, v in obj.items()}
    if isinstance(obj, set | frozenset):
        return sorted(to_json(v) for v in obj)
    if isinstance(obj, list | tuple):
        if isinstance(obj, tuple) and args and not (len(args) == 2 and args[1] is Ellipsis):
            return [to_json(v, h) for v, h in zip(obj, args, strict=False)]
        item = args[0] if args else None
        return [to_json(v, item) for v in obj]
    raise TypeError(f"cannot save a {type(obj).__name__}")


def _union_members(hint: Any) -> tuple[Any, ...]:
    if get_origin(hint) in (Union, types.UnionType):
        return get_args(hint)
    return ()


def _needs_tag(hint: Any) -> bool:
    members = [m for m in _union_members(hint) if m is not type(None)]
    return sum(1 for m in members if dataclasses.is_dataclass(m)) > 1


def from_json(hint: Any, data: Any, where: str = "$") -> Any:
    """Decode data into the declared type, raising DecodeError naming the place that does not fit."""
    if hint is Any:
        return data
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        members = get_args(hint)
        if data is None and type(None) in members:
            return None
        if _needs_tag(hint):
            if not isinstance(data, dict) or "$type" not in data:
                raise DecodeError(f"{where}: expected a tagged object")
            for m in members:
                if dataclasses.is_dataclass(m) and m.__name__ == data["$type"]:
                    return from_json(m, data, where)
            raise DecodeError(f"{where}: unknown kind {short(data['$type'])}")
        errors = []
        for m in members:
            if m is type(None):
                continue
            try:
                return from_json(m, data, where)
            except DecodeError as e:
                errors.append(str(e))
        raise DecodeError(errors[0] if errors else f"{where}: nothing fits")
    if origin is Literal:
        if data not in get_args(hint):
            raise DecodeError(f"{where}: {short(data)} is not one of {get_args(hint)}")
        return data
    if hint is type(None):
        if data is not None:
            raise DecodeError(f"{where}: expected null")
        return None
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(data)
        except (ValueError, TypeError) as e:
            raise DecodeError(f"{where}: {short(data)} is not a {hint.__name__}") from e
    if hint is bool:
        if not isinstance(data, bool):
            raise DecodeError(f"{where}: expected true or false, found {short(data)}")
        return data
    if hint is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise DecodeError(f"{where}: expected a whole number, found {short(data)}")
        return data
    if hint is float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise DecodeError(f"{where}: expected a number, found {short(data)}")
        try:
            value = float(data)
        except OverflowError:
            value = math.inf
        if not math.isfinite(value):
            raise DecodeError(f"{where}: expected a number, found {short(data)}")
        return value
    if hint is str:
        if not isinstance(data, str):
            raise DecodeError(f"{where}: expected text, found {short(data)}")
        return data
    if dataclasses.is_dataclass(hint):
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object for {hint.__name__}")
        hints = _hints(hint)
        kwargs = {}
        for f in _saved_fields(hint):
            if f.name in data:
                kwargs[f.name] = from_json(hints[f.name], data[f.name], f"{where}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise DecodeError(f"{where}: {hint.__name__} lacks {f.name!r}")
        try:
            return hint(**kwargs)
        except (TypeError, ValueError) as e:
            raise DecodeError(f"{where}: {e}") from e
    args = get_args(hint)
    if origin in (list, set, frozenset) or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list")
        items = [from_json(args[0] if args else Any, v, f"{where}[{i}]") for i, v in enumerate(data)]
        return origin(items) if origin is not list else items
    if origin is tuple:
        if not isinstance(data, list) or len(data) != len(args):
            raise DecodeError(f"{where}: expected a list of {len(args)}")
        return tuple(from_json(h, v, f"{where}[{i}]") for i, (h, v) in enumerate(zip(args, data, strict=True)))
    if origin is dict:
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object")
        kh, vh = args if args else (str, Any)
        out = {}
        for k, v in data.items():
            key: Any = k
            if kh is int:
                try:
                    key = int(k)
                except ValueError as e:
                    raise DecodeError(f"{where}: key {short(k)} is not a number") from e
            out[key] = from_json(vh, v, f"{where}.{short(k)}")
        return out
    if hint in (list, dict, tuple):
        return from_json(hint[Any] if hint is not dict else dict[str, Any], data, where)
    raise DecodeError(f"{where}: cannot restore a {hint!r}")
