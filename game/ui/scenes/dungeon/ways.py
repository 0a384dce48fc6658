"""A click on a room that no legal action takes by itself walks the way in, a legal action at a time: the
rules' Routes (game/games/dungeon/routes.py) say the way into each room at the moment shown, or why there
is none; the screen takes the first step, then each next one once the last one's moments are all shown
(the table's `settled`), while the rules offer it, and stops the moment they ask something else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.protocol import Action
from game.games.dungeon.actions import TrySecretDoor
from game.games.dungeon.routes import Plan, Routes, entry
from game.games.dungeon.view import DungeonView

from ...tabletop.shown import Shown

if TYPE_CHECKING:
    from game.engine.session import Session
    from game.games.dungeon.dungeonmap import DungeonMap


class Ways:
    def __init__(self, session: Session[DungeonView], m: DungeonMap) -> None:
        self.session, self.m = session, m
        self._for: tuple[Shown[DungeonView], Routes | None] | None = None   # the moment the routes are of
        self.plan: Plan | None = None   # the way into a room being taken
        self.turn = -1                  # ... in this turn of the game

    def routes(self, shown: Shown[DungeonView], taken: set[int]) -> Routes | None:
        """The ways into the rooms no action takes (`taken`: the places that one does), while the person at
        the screen may act: the game as it is now (the rules' Routes read its state)."""
        if self._for is None or self._for[0] is not shown:
            mine = shown.mine and shown.settled
            routes = Routes(list(shown.choices), shown.view, self.session.state, self.m, taken) if mine else None
            self._for = (shown, routes)
        return self._for[1]

    def walk(self, plan: Plan, shown: Shown[DungeonView]) -> Action:
        """A way in taken: its first step."""
        self.plan, self.turn = plan, shown.view.turn
        return plan.first

    def next_step(self, shown: Shown[DungeonView]) -> Action | None:
        """Once every moment is shown: into the room by whatever the rules offer now (its door opened, a step
        in, its secret door searched for); nothing offered (the rules ask something else, the turn is over):
        the way stops there."""
        plan, self.plan = self.plan, None
        if plan is None or shown.view.turn != self.turn or not shown.mine:
            return None
        step = entry(list(shown.choices), plan.room)
        if isinstance(step, TrySecretDoor):
            self.plan = plan   # (once the door is found, the step in)
        return step
