"""The fault of a map that cannot be played, named as a map maker finds it in Tiled (board.py reads maps,
mapcheck.py refuses what must not be read: both raise it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class BoardError(ValueError):
    """A map that cannot be played, with the file, the object and the fault."""

    def __init__(self, file: str | Path, fault: str, obj: Any | None = None) -> None:
        self.file = str(file)
        self.fault = fault
        self.obj = obj
        where = f"{Path(self.file).name}"
        if obj is not None:
            where += f": {getattr(obj, 'noun', None) or 'object ' + describe(obj)}"
        super().__init__(f"{where}: {fault}")


def describe(obj: Any) -> str:
    """An object as a map maker finds it in Tiled: its id, name and type."""
    oid = getattr(obj, "id", "?")
    name = getattr(obj, "name", None)
    kind = getattr(obj, "type", None) or getattr(obj, "kind", None) or "no type"
    return f"{oid}" + (f" {name!r}" if name else "") + f" ({kind})"
