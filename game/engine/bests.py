"""Personal bests: a lone person's best score in a game that keeps one (Game.record), kept in the data
folder (<game>_best.json: delve_best.json for Dice Delve; one best per table, with or without its optional
rules), and told on the game-over screen.

The app keeps a best when a person's own game ends at the table, never when a finished game is opened or
watched again, and never in the rules (a simulation, a test or a fuzzer asking for an outcome writes
nothing). The file keeps, with the best, the game that set it and the best before it, so opening that game
again tells the same story. A damaged, odd or unreadable file is ignored and never stops the game; a data
folder that cannot be written costs the record, not the game. It lives beside the data folder's other files
(saves, records) and knows nothing of the screen: the game-over screen asks it what to tell.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.engine import saves
from game.engine.files import FileRefused, read_json
from game.engine.protocol import Record

MAX_BYTES = 64 * 1024     # a personal-best file is a few lines: anything bigger is not ours


def read_bests(path: Path) -> dict[str, dict[str, Any]]:
    """The bests by table, or {} for a missing, odd or damaged file (never an error)."""
    try:
        data = read_json(path, MAX_BYTES)
    except (FileRefused, OSError):
        return {}
    if not isinstance(data, dict) or not isinstance(data.get("bests"), dict):
        return {}
    out: dict[str, dict[str, Any]] = {}
    for table, entry in data["bests"].items():
        if isinstance(entry, dict) and _number(entry.get("score")) and 0 <= entry["score"] < 10**6:
            out[str(table)] = entry
    return out


def _number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def tell(game_id: str, record: Record, keep: bool) -> str | None:
    """How this score stands to the person's best, in words ("a new personal best (the old best was 12)"),
    keeping it as the new best if `keep` (a person's own game has just ended) and it is one (a best that
    cannot be written says so). None when there is nothing true to say: a game opened or watched again
    that set no best and found none."""
    try:
        path: Path | None = saves.data_dir() / f"{game_id}_best.json"
    except OSError as e:   # no data folder: nothing was kept before, nothing can be now
        path, why = None, e.strerror or str(e)
    bests = read_bests(path) if path is not None else {}
    entry = bests.get(record.table)
    if entry is not None and entry.get("game") == record.game:   # this very game set it: the same story
        before = entry.get("before")
        return _words(record.score, before if _number(before) else None)
    before = entry["score"] if entry is not None else None
    if not keep:
        return None if before is None else f"your personal best is {before}"
    if before is None or record.score > before:
        bests[record.table] = {"score": record.score, "hero": record.who, "game": record.game, "before": before}
        try:
            if path is None:
                raise OSError(why)
            saves.atomic_write_text(path, json.dumps({"bests": bests}, indent=1) + "\n")
        except OSError as e:
            return f"{_words(record.score, before)} (not kept: {e.strerror or e})"
    return _words(record.score, before)


def _words(score: int, before: int | None) -> str:
    if before is None:
        return "your first recorded game, and so your personal best"
    if score > before:
        return f"a new personal best (the old best was {before})"
    if score == before:
        return f"equal to your personal best of {before}"
    return f"your personal best is {before}"


def sentence(words: str) -> str:
    """The words of tell() as a sentence after the outcome's: "This is a new personal best (…)", "Your
    personal best is 15"."""
    return f"Y{words[1:]}" if words.startswith("your personal best is") else f"This is {words}"
