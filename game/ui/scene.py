"""A screen of the app: a scene on the stack (stack.py) that knows the app."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .stack import Stacked

if TYPE_CHECKING:
    from .app import App


class Scene(Stacked):
    """Every screen subclasses it; what it does on the stack, unless it says otherwise, is Stacked's."""

    def __init__(self, app: App) -> None:
        self.app = app
