"""Computer players every game can use."""

from __future__ import annotations

from .protocol import Action, Agent, Game, State
from .rng import Rng


class RandomAgent(Agent):
    """Picks uniformly among the legal actions, with its own generator so it never moves the dice.

    The yardstick: every game's own computer player must beat it clearly (python -m game simulate).
    """

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed=seed)

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        return self.rng.choice(legal)
