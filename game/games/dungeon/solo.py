"""Playing solo (8-page rules, PLAYING SOLO): the goals the app offers a lone player, and a result that says
how well he did.

The rulebook only suggests ways to play alone (to win at ever lower levels, as each type of adventurer,
quests for special prizes, games against a time limit); the goals and their numbers are the project's
design, in data/solo.json. A goal applies to a table of one seat only.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field

from game.engine.protocol import State
from game.engine.words import capital, plural

from .content import DATA, prize

SOLO_KEY = "solo"


@dataclass(frozen=True, kw_only=True)
class SoloGoal:
    id: str
    label: str
    kind: str                  # none, clock, deep, quest
    text: str = ""
    par: dict[str, int] = field(default_factory=dict)       # clock: the turns allowed, per pawn type
    depth: dict[str, float] = field(default_factory=dict)   # deep: the average level to reach, per pawn type
    limit: int = 0             # the turns after which any other goal is given up
    prize: str = ""            # quest: the prize card's name


@functools.cache
def _data() -> dict:
    return json.loads((DATA / "solo.json").read_text(encoding="utf-8"))


@functools.cache
def goals() -> dict[str, SoloGoal]:
    return {g["id"]: SoloGoal(id=g["id"], label=g["label"], kind=g["kind"], text=g.get("text", ""),
                              par=dict(g.get("par", {})), depth=dict(g.get("depth", {})), limit=g.get("limit", 0),
                              prize=g.get("prize", "")) for g in _data()["goals"]}


GOALS: tuple[str, ...] = tuple(goals())


def goal_labels() -> tuple[str, ...]:
    return tuple(g.label for g in goals().values())


def solo_goal(state: State) -> SoloGoal | None:
    """The goal of a one-seat table, or None (no goal chosen, or more than one seat)."""
    if len(state.seats) != 1:
        return None
    value = state.options.get(SOLO_KEY, GOALS[0])
    if isinstance(value, bool):  # a table set at random gives a bool: on is the first real goal
        value = GOALS[1] if value else GOALS[0]
    found = goals().get(str(value))
    return None if found is None or found.kind == "none" else found


def turns_allowed(state: State, kind: str) -> int | None:
    """The last turn the lone player may play, or None for no limit."""
    goal = solo_goal(state)
    if goal is None:
        return None
    return goal.par.get(kind) if goal.kind == "clock" else (goal.limit or None)


def quest_met(goal: SoloGoal, cards: list[str]) -> bool:
    return any(prize(c).name == goal.prize for c in cards)


def mean_level(cards: list[str]) -> float:
    return sum(prize(c).level for c in cards) / len(cards) if cards else 0.0


def pace(turns: int, allowed: int) -> str:
    for step in _data()["pace"]:
        if turns <= step["within"] * allowed:
            return str(step["words"])
    return "too slow"


def judge(state: State, kind: str, cards: list[str], turns: int, worth: int) -> tuple[bool, str]:
    """Whether the lone player, home with `cards` after `turns` turns, met the goal, and how well, in words."""
    goal = solo_goal(state)
    depth = mean_level(cards)
    plain = f"home in {plural(turns, 'turn')} with {worth:,} gp, treasure from level {depth:.1f} on average"
    if goal is None:
        return True, capital(plain)
    if goal.kind == "clock":
        allowed = goal.par.get(kind, 0)
        spare = allowed - turns
        return True, (f"Goal met: {plain}; {plural(allowed, 'turn')} allowed for {_a(kind)}, {spare} to spare — "
                      f"{pace(turns, allowed)}")
    if goal.kind == "deep":
        mark = goal.depth.get(kind, 0.0)
        if depth >= mark:
            return True, f"Goal met: {plain} (the mark for {_a(kind)} is {mark:.1f})"
        return False, f"Goal missed: {plain}, short of level {mark:.1f} for {_a(kind)}"
    return True, f"Quest done: the {goal.prize} brought home in {plural(turns, 'turn')} ({worth:,} gp in all)"


def time_up_text(state: State, kind: str, turns: int, worth: int) -> str:
    goal = solo_goal(state)
    assert goal is not None
    if goal.kind == "quest":
        return f"Quest given up: {plural(turns, 'turn')} passed without bringing the {goal.prize} home"
    return f"Time is up: {plural(turns, 'turn')} passed; {worth:,} gp gathered, not home with enough"


def _a(kind: str) -> str:
    return f"{'an' if kind[:1] in 'AEIOU' else 'a'} {kind}"
