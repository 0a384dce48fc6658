"""Playing alone: how well the lone player did. The rank comes from the score by a table of the
project's own design (data/solo_ranks.json; the rules decide it, nothing else). The personal best is
kept in the player's data folder (delve_best.json, one best per table: with or without twist cards).

The best is recorded once, when a person's game has ended and its outcome is first asked for: the file
keeps, with the best, the game that set it and the best before it, so asking again (or replaying the
same game from its save) tells the same story. A computer seat keeps no best, so simulations never touch
the file. A damaged, odd or unreadable file is ignored and never stops the game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.engine import saves

from . import content as C
from .state import DelveState

BEST_FILE = "delve_best.json"
MAX_BYTES = 64 * 1024     # a personal-best file is a few lines: anything bigger is not ours


@dataclass(frozen=True)
class Rank:
    low: int
    title: str
    says: str


@cache
def ranks() -> tuple[Rank, ...]:
    raw = json.loads((C.DATA / "solo_ranks.json").read_text(encoding="utf-8"))
    return tuple(Rank(low=int(r["from"]), title=str(r["title"]), says=str(r["says"])) for r in raw["ranks"])


def rank_for(score: int) -> Rank:
    """The highest rank whose band starts at or below the score."""
    return [r for r in ranks() if r.low <= score][-1]


def table_kind(state: DelveState) -> str:
    return "twists" if state.twists_on() else "plain"


def game_key(state: DelveState, score: int) -> str:
    """This game, as the best file remembers it (the dice's seed, the hero, the delves, the score)."""
    return f"{state.rng.seed}/{state.heroes[0]}/{state.turn}/{score}"


# --- the file ------------------------------------------------------------------------------------------
def best_path() -> Path:
    return saves.data_dir() / BEST_FILE


def read_bests(path: Path) -> dict[str, dict[str, Any]]:
    """The bests by table kind, or {} for a missing, odd or damaged file (never an error)."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or not isinstance(data.get("bests"), dict):
        return {}
    out: dict[str, dict[str, Any]] = {}
    for kind, entry in data["bests"].items():
        if (isinstance(entry, dict) and isinstance(entry.get("score"), int) and not isinstance(entry["score"], bool)
                and 0 <= entry["score"] < 10**6):
            out[str(kind)] = entry
    return out


def write_bests(path: Path, bests: dict[str, dict[str, Any]]) -> None:
    try:
        saves.atomic_write_text(path, json.dumps({"bests": bests}, indent=1) + "\n")
    except OSError:
        pass   # a read-only data folder costs the record, not the game


_told: dict[tuple[str, str], int | None] = {}   # (file, game) -> the best before it, as first worked out


def previous_best(state: DelveState, score: int) -> int | None:
    """The best before this game (None: no best yet), recording this game's score if it beats it. Worked
    out once per game and file in a run: the outcome is asked for again and again once the game is over."""
    path = best_path()
    memo = (str(path), game_key(state, score))
    if memo not in _told:
        _told[memo] = _previous_best(state, score, path)
    return _told[memo]


def _previous_best(state: DelveState, score: int, path: Path) -> int | None:
    bests = read_bests(path)
    kind = table_kind(state)
    entry = bests.get(kind)
    key = game_key(state, score)
    if entry is not None and entry.get("game") == key:       # this very game set it: tell it the same way
        before = entry.get("before")
        return before if isinstance(before, int) and not isinstance(before, bool) else None
    before = entry["score"] if entry is not None else None
    if before is None or score > before:
        bests[kind] = {"score": score, "hero": state.hero_name(0), "game": key, "before": before}
        write_bests(path, bests)
    return before


# --- the words -------------------------------------------------------------------------------------------
def verdict(state: DelveState, score: int) -> tuple[str, str]:
    """(the reason, the seat's detail) for a lone player's outcome."""
    rank = rank_for(score)
    said = f"{state.name(0)} ends the three delves with {score}: {rank.title} — {rank.says}"
    if state.seats[0].is_computer:
        return said, f"rank {rank.title}"
    before = previous_best(state, score)
    if before is None:
        best = "your first recorded game, and so your personal best"
    elif score > before:
        best = f"a new personal best (the old best was {before})"
    elif score == before:
        best = f"equal to your personal best of {before}"
    else:
        best = f"your personal best is {before}"
    return f"{said}. This is {best}", f"rank {rank.title}; {best}"
