"""First-game pointers: a line on what a kind of choice does, shown to a person the first time it comes up.

A game's words are data beside its rules (game/games/<id>/data/pointers.json: each action type's name and
its line). Which kinds each person has been shown, per game, is kept in the data folder (pointers_seen.json):
a person is the name typed at the set-up, whatever its case and spacing ("ada", " Ada " and "ADA" are one).
A file that is missing, damaged or odd counts as nothing seen; a folder that cannot be written costs the
memory across runs, never the game: what was seen is kept by the Seen in hand (a table's, while it is open).

    seen = Seen.read()
    seen.has("doors", "Ada", "KickDoor")      # False the first time
    seen.mark("doors", "Ada", "KickDoor")     # True if it was kept in the data folder
"""

from __future__ import annotations

import functools
import inspect
import json
from pathlib import Path

from .files import FileRefused, read_json
from .protocol import Game
from .saves import atomic_write_text, data_dir

MAX_BYTES = 256 * 1024      # a few names and kinds per game: anything bigger is not ours
WORDS = "pointers.json"       # a game's lines, in its data folder
SEEN = "pointers_seen.json"   # what each person has seen, in the user's data folder


def person(name: str) -> str:
    """The person a name stands for: its words, without case or extra spaces."""
    return " ".join(name.split()).casefold()


@functools.cache
def pointer_words(game: Game) -> dict[str, str]:
    """The game's line for each kind of choice (an action type's name), from the data beside its rules;
    {} for a game that has none."""
    path = Path(inspect.getfile(type(game))).parent / "data" / WORDS
    try:
        data = read_json(path, MAX_BYTES)
    except FileRefused:
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if not k.startswith("_") and isinstance(v, str) and v.strip()}


class Seen:
    """The kinds of choice each person has been shown a pointer for, by game."""

    def __init__(self, seen: dict[str, dict[str, set[str]]] | None = None) -> None:
        self.seen = seen or {}

    @property
    def count(self) -> int:
        """How many pointers have been seen in all (it changes when one is marked)."""
        return sum(len(kinds) for people in self.seen.values() for kinds in people.values())

    @classmethod
    def read(cls) -> Seen:
        """What the data folder remembers (nothing, for a file or folder that cannot be used)."""
        try:
            data = read_json(data_dir() / SEEN, MAX_BYTES)
        except (FileRefused, OSError):
            return cls()
        games = data.get("seen") if isinstance(data, dict) else None
        if not isinstance(games, dict):
            return cls()
        return cls({game: {name: {k for k in kinds if isinstance(k, str)}
                           for name, kinds in people.items() if isinstance(kinds, list)}
                    for game, people in games.items() if isinstance(people, dict)})

    def has(self, game_id: str, name: str, kind: str) -> bool:
        return kind in self.seen.get(game_id, {}).get(person(name), ())

    def mark(self, game_id: str, name: str, kind: str) -> bool:
        """Remember that the person has seen this kind's pointer: True if the data folder keeps it (beside
        what another window of the app kept meanwhile), False if only this Seen keeps it."""
        self.seen.setdefault(game_id, {}).setdefault(person(name), set()).add(kind)
        for game, people in Seen.read().seen.items():
            for who, kinds in people.items():
                self.seen.setdefault(game, {}).setdefault(who, set()).update(kinds)
        data = {game: {who: sorted(kinds) for who, kinds in people.items()} for game, people in self.seen.items()}
        try:
            atomic_write_text(data_dir() / SEEN, json.dumps({"version": 1, "seen": data}, indent=1,
                                                            ensure_ascii=False) + "\n")
        except OSError:
            return False
        return True
