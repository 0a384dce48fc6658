"""The computer player's answers under the optional rules: whether to step into a room it emptied, to
ambush a pawn or keep it in a melee, whom to fight back, whether to escape an ambush by Transference, and
when to set out to ambush a rich pawn (by arms or by a Wizard's spell).

A fight between players is weighed in gold: the chance of hitting the other times what a hit costs it
(prizes dropped, which the pawn left standing picks up, and turns lost), against the chance of being hit
times what that costs this pawn (knowledge.clt_cost).
"""

from __future__ import annotations

from typing import Protocol

from game.engine.protocol import Action

from .actions import (
    AmbushMove,
    DeclareAmbush,
    FaceAmbush,
    FightBack,
    KeepFighting,
    LetGo,
    LetPass,
    SpellAmbush,
    Stay,
    StepIn,
    Transfer,
)
from .agent_style import Style
from .content import player_combat, spell_combat
from .dungeonmap import CORRIDOR
from .knowledge import CLT_P, INF, Knowledge, level_prize_average, p_at_least


class Planner(Protocol):
    """What these answers and the agent's reasons (reasons.py) read of the agent (agent.DungeonAgent): its style,
    the goal it weighs, and what it chose last and why."""

    style: Style
    why: str
    ties: list[str]
    target: int | None
    runner_up: int | None

    def enough(self, k: Knowledge) -> bool: ...

    def goal(self, k: Knowledge) -> int | None: ...

    def best_odds(self, k: Knowledge, space: int) -> float: ...

    def goal_distances(self, k: Knowledge) -> dict[int, float]: ...


PRIZE_GUESS = level_prize_average(3)   # what a prize another pawn carries is worth, unseen


def step_in(agent: Planner, k: Knowledge, legal: list[Action]) -> Action:
    """Step into the place of the monster killed, or stay where the way on is shorter. A room keeps a pawn
    out of the wandering monsters' way (they attack in corridors only)."""
    step = next(a for a in legal if isinstance(a, StepIn))
    stay = next(a for a in legal if isinstance(a, Stay))
    if step.loot or not agent.style.looks:
        return step  # the loot of a spell ambush; a beginner always walks in
    if k.options.wandering and k.m.kind[k.here] == CORRIDOR:
        return step
    target = agent.goal(k)
    if target is None:
        return stay
    goal = k.distances({target: 0.0}, target=target)
    return step if goal.get(step.space, INF) < goal.get(k.here, INF) else stay


def hit_cost(prize_count: int, worth: float, rate: float) -> float:
    """What one roll on the Combat Losing Table costs a pawn carrying `prize_count` prizes of `worth` each."""
    one = worth if prize_count else 0.0
    return (CLT_P["killed"] * (prize_count * worth + 15 * rate) + CLT_P["wounded"] * (prize_count * worth + 5 * rate)
            + CLT_P["r1"] * one + CLT_P["r2"] * (one + rate))


def duel(k: Knowledge, other: int, hits_back: bool = True) -> float:
    """What a fight with `other` is worth to this pawn, in gold (positive: worth fighting)."""
    them = k.v.pawns[other]
    if not them.kind or not k.kind:
        return -INF
    p_me = p_at_least(player_combat(k.kind, them.kind), k.sword_bonus)
    p_them = p_at_least(player_combat(them.kind, k.kind)) if hits_back else 0.0
    their_rate = max(300.0, them.need / 30)
    gain = p_me * hit_cost(them.prize_count, PRIZE_GUESS, their_rate) * (1 - 0.7 * p_them)
    return gain - p_them * k.clt_cost()


def declare(agent: Planner, k: Knowledge, legal: list[Action], other: int) -> Action:
    """Ambush the pawn passing by (or keep it in the melee), or let it go."""
    yes = next(a for a in legal if isinstance(a, (DeclareAmbush, KeepFighting)))
    no = next(a for a in legal if isinstance(a, (LetPass, LetGo)))
    if agent.style.reckless:
        return yes if k.v.pawns[other].prize_count else no
    return yes if duel(k, other) > agent.style.ambush else no


def fight_back(agent: Planner, k: Knowledge, legal: list[Action]) -> Action:
    return max(legal, key=lambda a: duel(k, a.target) if isinstance(a, FightBack) else -INF)


def escape(agent: Planner, k: Knowledge, legal: list[Action]) -> Action:
    """Ambushed walking into a large chamber: vanish by Transference when the fight is a bad one."""
    face = next(a for a in legal if isinstance(a, FaceAmbush))
    ambush = k.v.ambush
    worth = sum(duel(k, s) for s in (ambush.attackers if ambush is not None else ()))
    away = [a for a in legal if isinstance(a, Transfer) and a.space not in k.lairs]
    if not agent.style.transference or worth >= 0 or not away:
        return face
    goal = agent.goal_distances(k)
    return min(away, key=lambda a: goal.get(a.space, INF))


def hunt(agent: Planner, k: Knowledge, legal: list[Action]) -> Action | None:
    """On its own turn: ambush a rich pawn within reach when the fight is worth more than the turn."""
    if not agent.style.hunts:
        return None
    best, best_worth = None, k.rate + agent.style.ambush
    for a in legal:
        if isinstance(a, AmbushMove):
            worth = duel(k, a.target)
        elif isinstance(a, SpellAmbush):
            worth = spell_worth(k, a)
        else:
            continue
        if worth > best_worth:
            best, best_worth = a, worth
    return best


def spell_worth(k: Knowledge, a: SpellAmbush) -> float:
    """A spell at a pawn next door: no danger to the Wizard, a spell spent (worth about a monster's prize)."""
    them = k.v.pawns[a.target]
    p = p_at_least(spell_combat(a.spell, them.kind))
    return p * hit_cost(them.prize_count, PRIZE_GUESS, max(300.0, them.need / 30)) * 0.6 - 800


def spell_ambush(agent: Planner, k: Knowledge, legal: list[Action]) -> Action | None:
    """A seriously wounded Wizard's last act before he is carried home: a spell at a rich pawn next door."""
    spells = [a for a in legal if isinstance(a, SpellAmbush)]
    if not spells or not agent.style.hunts:
        return None
    best = max(spells, key=lambda a: spell_worth(k, a))
    return best if spell_worth(k, best) > 0 else None
