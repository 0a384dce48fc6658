"""One module per screen; a game's own table screen is the package game.ui.scenes.<game id> (its SCREEN).

Screens open one another by name (App.open, stack.SCENES), so that no screen imports another only to open it:
the table opens the pause, rules, hand-off and game-over screens, and each of those goes back to the table or
the menu.
"""

from __future__ import annotations

import importlib
from typing import Any


def offered(game_id: str | None, name: str) -> Any:
    """What a game's screen package offers under `name` (its BOARD_STYLE, its GALLERY), or None."""
    try:
        return getattr(importlib.import_module(f"{__name__}.{game_id}"), name, None) if game_id else None
    except ModuleNotFoundError:
        return None
