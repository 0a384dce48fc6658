"""The Easy computer hireling: it plays the way a beginner does, not at random.

A beginner at this game makes the same few mistakes, and this player makes them on purpose:
- it turns over a card every turn while its pack lasts (a new card is exciting), so it has nothing left
  to throw when the fireball comes, and nothing to pay the troll with;
- at a split it counts squares and takes the shorter way, whatever waits on it;
- it always pays the troll and always swims the river, never weighing the wait;
- it reaches into every backpack it can (a beginner never leaves one alone);
- caught by the fireball, it throws the top card of its pack (it does not think of the cards in front).
It never refuses to throw a card: no beginner lets their hireling burn on purpose.
"""

from __future__ import annotations

from game.engine.protocol import Action, Agent, Game, State

from .actions import ChooseBranch, NoCard, PayToll, Steal, Swim, ThrowCard, UseCard
from .board import EscapePath


def shorter_way(path: EscapePath, legal: list[Action]) -> Action:
    """At a split, the way with fewer squares to the exit, counted on the board, monsters or not."""
    return min((a for a in legal if isinstance(a, ChooseBranch)), key=lambda a: path.steps_to_exit(a.square))


class EasyHireling(Agent):
    name = "escape-easy"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        for kind in (ThrowCard, Steal, PayToll, Swim, UseCard):
            found = [a for a in legal if isinstance(a, kind)]
            if kind is ThrowCard and found:
                return next((a for a in found if a.front < 0), found[0])
            if found:
                return found[0]
        if any(isinstance(a, ChooseBranch) for a in legal):
            return shorter_way(game.path(), legal)  # type: ignore[attr-defined]  # the board is public
        return next((a for a in legal if isinstance(a, NoCard)), legal[0])


__all__ = ["EasyHireling"]
