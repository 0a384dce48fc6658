"""The player's settings, kept in the user's data folder and written atomically."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Literal

from game.engine import serial
from game.engine.saves import atomic_write_text, data_dir

Speed = Literal["slow", "normal", "fast", "instant"]
SPEEDS: tuple[Speed, ...] = ("slow", "normal", "fast", "instant")
# How long animations and computer turns take, as a multiple of the normal pace.
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}


@dataclass(kw_only=True)
class Prefs:
    music_volume: float = 0.5
    effects_volume: float = 0.8
    speed: Speed = "normal"
    fullscreen: bool = False
    colourblind: bool = False

    @property
    def pace(self) -> float:
        return SPEED_FACTOR[self.speed]


def _path():  # noqa: ANN202
    return data_dir() / "settings.json"


def load_prefs() -> Prefs:
    """The saved settings; a missing or damaged file gives the defaults (and is left as it is)."""
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
        known = {f.name for f in fields(Prefs)}
        return serial.from_json(Prefs, {k: v for k, v in data.items() if k in known})
    except (OSError, ValueError):
        return Prefs()


def save_prefs(prefs: Prefs) -> None:
    atomic_write_text(_path(), json.dumps(serial.to_json(prefs), indent=1))
