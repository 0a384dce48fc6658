"""What the table's own parts (the side panel, the coach, the work ahead) read of the table that holds them.

They are typed against this, not against scene.TableScene, so that the arrows run one way: the table imports
its parts, and no part imports the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine.protocol import Action

from .layout import Layout
from .screen import Screen, Section, Table
from .shown import Shown

if TYPE_CHECKING:
    from .menu import Menu


class Desk(Table, Protocol):
    """The table as a game's screen sees it (screen.Table), and besides: the game's screen, the side panel, a
    menu open, whether the moment shown is the game as it is now, and what a person may do to the table."""

    screen: Screen[Any]
    panel: Section
    menu: Menu | None
    resting: bool
    side_rect: pygame.Rect

    def rest(self) -> Shown[Any]: ...

    def layout(self) -> Layout: ...

    def click_for(self, action: Action) -> tuple[int, int] | None: ...

    def claim(self, seat: int | None) -> None: ...

    def undo(self) -> None: ...

    def pause(self) -> None: ...
