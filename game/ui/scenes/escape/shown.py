"""The escape as the board shows it now (the table's view of this moment), read the way the tray and the
overlay want it: the hirelings, where the fire is, which squares burn, the last roll."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.events import DiceRolled
from game.games.escape.board import EscapePath


@dataclass(frozen=True)
class Shown:
    view: dict[str, Any]
    path: EscapePath
    last_roll: DiceRolled | None = None

    @property
    def hirelings(self) -> list[dict[str, Any]]:
        return self.view["hirelings"]

    @property
    def fire_index(self) -> int:
        return self.view["fireball"]["route_index"]

    @property
    def fire_on(self) -> bool:
        return bool(self.view["fireball"]["on"])

    def burning(self) -> list[int]:
        if not self.fire_on:
            return []
        return [s for s, at in self.path.burns_at.items() if at <= self.fire_index]
