"""A corpus of bad settings files: each with the settings the app must start with (the file's usable values
kept, value by value, the rest at their defaults) and whether the player is told."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .special import SPECIAL, make_one


@dataclass(frozen=True)
class SettingsCase:
    name: str
    path: Path
    kept: dict[str, Any] = field(default_factory=dict)   # values of the file the app keeps
    told: bool = True                                   # the player gets a note


# name -> (the file's bytes, the values kept, told)
CASES: dict[str, tuple[bytes, dict[str, Any], bool]] = {
    "list": (b"[]", {}, True),
    "string": (b'"loud"', {}, True),
    "null": (b"null", {}, True),
    "number": (b"42", {}, True),
    "nested": (b'{"speed": ' + b"[" * 30_000 + b"]" * 30_000 + b"}", {}, True),
    "nested-shallow": (b'{"speed": "fast", "music_volume": ' + b"[" * 500 + b"]" * 500 + b"}", {"speed": "fast"},
                       True),
    "empty": (b"", {}, True),
    "binary": (bytes(range(256)), {}, True),
    "truncated": (b'{"speed": "fast", "music_vol', {}, True),
    "long-number": (b'{"music_volume": ' + b"7" * 5000 + b"}", {}, True),
    "nan": (b'{"music_volume": NaN, "speed": "fast"}', {"speed": "fast"}, True),
    "infinity": (b'{"music_volume": Infinity, "effects_volume": -Infinity, "colourblind": true}',
                 {"colourblind": True}, True),
    "huge-volume": (b'{"music_volume": 1e308, "effects_volume": 0.25}', {"effects_volume": 0.25}, True),
    "overflow": (b'{"music_volume": 1e400}', {}, True),
    "negative": (b'{"effects_volume": -0.5, "speed": "slow"}', {"speed": "slow"}, True),
    "volume-text": (b'{"music_volume": "loud", "fullscreen": false}', {"fullscreen": False}, True),
    "volume-bool": (b'{"music_volume": true}', {}, True),
    "volume-list": (b'{"music_volume": [0.5]}', {}, True),
    "speed-warp": (b'{"speed": "warp", "music_volume": 0.1}', {"music_volume": 0.1}, True),
    "speed-number": (b'{"speed": 3}', {}, True),
    "fullscreen-text": (b'{"fullscreen": "yes", "effects_volume": 1}', {"effects_volume": 1.0}, True),
    "colourblind-number": (b'{"colourblind": 1}', {}, True),
    "bom": (b'\xef\xbb\xbf{"speed": "fast"}', {"speed": "fast"}, False),
    "unknown-keys": (b'{"volume": 11, "theme": "dark", "speed": "instant"}', {"speed": "instant"}, False),
    "all-good": (b'{"music_volume": 0.0, "effects_volume": 1.0, "speed": "slow", "fullscreen": false, '
                 b'"colourblind": true}', {"music_volume": 0.0, "effects_volume": 1.0, "speed": "slow",
                                          "colourblind": True}, False),
}


def make(folder: Path) -> list[SettingsCase]:
    """Each case in a folder of its own (an app's data folder), as settings.json."""
    made = []
    for name, (raw, kept, told) in CASES.items():
        path = folder / name / "settings.json"
        path.parent.mkdir(parents=True)
        path.write_bytes(raw)
        made.append(SettingsCase(name, path, kept, told))
    for name in SPECIAL:
        path = folder / name / "settings.json"
        path.parent.mkdir()
        if make_one(name, path):
            made.append(SettingsCase(name, path, {}, True))
    return made
