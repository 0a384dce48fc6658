"""A hint: what the computer player would do in the seat to act, and why, in a player's words (the Normal
player, or the Hard one where a game names it: Game.hint_strength).

    hint = hint_for(game, state)         # the seat to act's decision
    hint.action                          # one of game.legal_actions(state)
    hint.reason                          # "Fight the Troll: 7 or more on two dice wins, 58%."

Each game's computer player says why it chooses (its `explain`), reading only the seat's own view,
so that a hint never tells what the seat cannot see. Where it picks by a rule of thumb, the reason says the
rule plainly. A hint is asked for, shown and forgotten: it is not an action, and nothing records it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from .action import Action
from .protocol import Game, RulesError, State

HINT_SEED = 1   # the hint's computer player is asked, never played: any fixed seed keeps hints the same


class HintMissing(RulesError):
    """The game's computer player could not say what to do here, or said it without words."""


@dataclass(frozen=True, kw_only=True)
class Hint:
    """The suggested action and its reason (a sentence or two, with the odds that matter)."""

    action: Action
    reason: str


@runtime_checkable
class Explains(Protocol):
    """A computer player that can say why: the same choice as `choose`, with its reason."""

    def explain(self, game: Game, state: State, legal: list[Action]) -> Hint: ...


def hint_for(game: Game, state: State) -> Hint:
    """The game's hint player's choice (Game.hint_strength) for the seat to act, with its reason; HintMissing
    if none."""
    seat = state.to_act
    legal = game.legal_actions(state)
    if seat is None or not legal:
        raise HintMissing("no one has a decision to make")
    agent = game.agent(seat, HINT_SEED, game.hint_strength)
    if not isinstance(agent, Explains):
        raise HintMissing(f"{game.title}'s computer player cannot explain its choices")
    hint = agent.explain(game, state, legal)
    if hint.action not in legal:
        raise HintMissing(f"the hint {hint.action} is not a legal action now")
    if not hint.reason.strip():
        raise HintMissing(f"the hint {hint.action} has no reason")
    return hint
