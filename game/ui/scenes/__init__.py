"""One module per screen; a game's own table screen is the package game.ui.scenes.<game id> (its SCREEN).

Screens open one another by name (App.open), so that no screen imports another only to open it: the table
opens the pause, rules, hand-off and game-over screens, and each of those goes back to the table or the menu.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..scene import Scene

SCENES = {
    "menu": "menu:MenuScene",
    "message": "message:MessageScene",
    "pause": "pause:PauseScene",
    "rules": "rules:RulesScene",
    "settings": "settings:SettingsScene",
    "handoff": "handoff:HandOffScene",
    "gameover": "gameover:GameOverScene",
    "records": "records:RecordsScene",
    "load": "load:LoadScene",
    "setup": "setup:SetupScene",
    "boards": "boardviewer:BoardViewerScene",
}


def scene_class(name: str) -> type[Scene]:
    """The screen of that name."""
    module, cls = SCENES[name].split(":")
    return getattr(importlib.import_module(f"{__name__}.{module}"), cls)


def offered(game_id: str | None, name: str) -> Any:
    """What a game's screen package offers under `name` (its BOARD_STYLE, its GALLERY), or None."""
    try:
        return getattr(importlib.import_module(f"{__name__}.{game_id}"), name, None) if game_id else None
    except ModuleNotFoundError:
        return None
