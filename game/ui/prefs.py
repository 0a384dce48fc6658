"""The player's settings and the last table set for each game, kept in the user's data folder and
written atomically.

A settings file that cannot be used never stops the app: each value that is missing, of the wrong kind or
out of range falls back to its default on its own (the others are kept), the player is told in a line,
and the file is left as it is until the player changes a setting. The tables file is read as carefully:
a damaged file is ignored with a line for the player (the set-up starts from its usual table), a damaged
game's entry is ignored alone, and what each entry holds is checked value by value against the game by
the set-up screen.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Literal

from game.engine import serial
from game.engine.files import FileRefused, read_json
from game.engine.saves import atomic_write_text, data_dir

Speed = Literal["slow", "normal", "fast", "instant"]
SPEEDS: tuple[Speed, ...] = ("slow", "normal", "fast", "instant")
# How long animations and computer turns take, as a multiple of the normal pace.
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
SETTINGS, TABLES = "settings.json", "tables.json"   # in the data folder
MAX_SETTINGS_BYTES = 64 * 1024
MAX_TABLES_BYTES = 256 * 1024
# How long the table's "Anyone?" waits for someone to claim a moment before it closes by itself (0: for a click).
ANSWER_WAITS = (0, 8, 15)
LABELS = {"music_volume": "music volume", "effects_volume": "effects volume", "speed": "animation speed",
          "fullscreen": "fullscreen", "colourblind": "colour-blind colours", "pointers": "first-game pointers",
          "answer_wait": "how long Anyone? waits"}


@dataclass(kw_only=True)
class Prefs:
    music_volume: float = 0.5
    effects_volume: float = 0.8
    speed: Speed = "normal"
    fullscreen: bool = False
    colourblind: bool = False
    pointers: bool = True   # a line on what each kind of choice does, the first time a person meets it
    # Seconds "Anyone?" waits for a claim (digital card tables close such a moment by a clock): 15 leaves the
    # time to read the monster and decide; 8 is there for quick tables.
    answer_wait: int = 15

    @property
    def pace(self) -> float:
        return SPEED_FACTOR[self.speed]


def _existing(name: str) -> Path | None:
    """The data folder's file `name`; None where there is no such file, or no data folder (the app says so)."""
    try:
        path = data_dir() / name
    except OSError:
        return None
    return path if path.exists() or path.is_symlink() else None


def _usable(name: str, value: Any) -> bool:
    if name.endswith("_volume"):
        return math.isfinite(value) and 0.0 <= value <= 1.0
    return value in ANSWER_WAITS if name == "answer_wait" else True


def read_prefs() -> tuple[Prefs, str | None]:
    """The saved settings, value by value, and a line for the player if some could not be used."""
    path = _existing(SETTINGS)
    if path is None:
        return Prefs(), None
    try:
        data = read_json(path, MAX_SETTINGS_BYTES, constants=True)
    except FileRefused as e:
        return Prefs(), f"The settings could not be read: {e}. The defaults are used."
    if not isinstance(data, dict):
        return Prefs(), "The settings file holds no settings; the defaults are used."
    hints = serial._hints(Prefs)
    values: dict[str, Any] = {}
    reset = []
    for f in fields(Prefs):
        if f.name not in data:
            continue
        try:
            value = serial.from_json(hints[f.name], data[f.name])
        except (serial.DecodeError, RecursionError):
            value = None
        if value is None or not _usable(f.name, value):
            reset.append(LABELS.get(f.name, f.name))
            continue
        values[f.name] = value
    note = None
    if reset:
        note = f"Some settings could not be used and are back to their defaults: {', '.join(reset)}."
    return Prefs(**values), note


def save_prefs(prefs: Prefs) -> None:
    atomic_write_text(data_dir() / SETTINGS, json.dumps(serial.to_json(prefs), indent=1))


# --- the last table of each game ------------------------------------------------------------------------
def read_tables() -> tuple[dict[str, dict[str, Any]], str | None]:
    """The remembered tables by game id (each a dict as remember_table wrote it, unchecked), and a line for
    the player if the file could not be used."""
    path = _existing(TABLES)
    if path is None:   # the set-up starts afresh
        return {}, None
    try:
        data = read_json(path, MAX_TABLES_BYTES)
    except FileRefused as e:
        return {}, f"The last tables could not be read ({e}); the set-up starts afresh."
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        return {}, "The last tables could not be read; the set-up starts afresh."
    return {k: v for k, v in games.items() if isinstance(k, str) and isinstance(v, dict)}, None


def remember_table(game_id: str, table: dict[str, Any]) -> None:
    """Keep this game's table for next time, beside the other games' (raises OSError if it cannot be written)."""
    games, _ = read_tables()
    games.pop(game_id, None)   # (the table set last comes last: a game never set before seats its people)
    games[game_id] = table
    atomic_write_text(data_dir() / TABLES, json.dumps({"version": 1, "games": games}, indent=1, ensure_ascii=False))
