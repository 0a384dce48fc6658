"""A decision of a game: the one thing the rules, the screen, the computer players and the saves all pass
around (protocol.py re-exports it; offer.py and respond.py build on it without the rest of the protocol)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from . import serial


@dataclass(frozen=True)
class Action:
    """A decision. Subclasses are small frozen dataclasses; str() reads well in a log or a button."""

    def __str__(self) -> str:
        fields = ", ".join(str(getattr(self, f.name)) for f in dataclasses.fields(self))
        return f"{type(self).__name__}({fields})" if fields else type(self).__name__

    def to_json(self) -> dict[str, Any]:
        return {"type": type(self).__name__, **serial.to_json(self)}
