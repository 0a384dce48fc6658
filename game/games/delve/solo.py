"""Playing alone: how well the lone player did. The rank comes from the score by a table of the
project's own design (data/solo_ranks.json; the rules decide it, nothing else). The personal best (one
per table: with or without twist cards) is the app's to keep, when a person's own game ends
(game/engine/bests.py): the rules only say what the score is (record), and write nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from game.engine.protocol import Record

from . import content as C
from .state import DelveState


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


# --- the words -------------------------------------------------------------------------------------------
def verdict(state: DelveState, score: int) -> tuple[str, str]:
    """(the reason, the seat's detail) for a lone player's outcome."""
    rank = rank_for(score)
    return f"{state.name(0)} ends the three delves with {score}: {rank.title} — {rank.says}", f"rank {rank.title}"


def record(state: DelveState, score: int) -> Record:
    """This game's score as a personal best would keep it (the app keeps it: game/engine/bests.py)."""
    return Record(table=table_kind(state), score=score, game=game_key(state, score), who=state.hero_name(0))
