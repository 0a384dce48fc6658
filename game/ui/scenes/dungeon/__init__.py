"""Dungeon!'s screen: the table (SCENE), the board's look (BOARD_STYLE, also used by the board viewer and the
board's preview script) and the card gallery on the rules screen (RULES_EXTRAS)."""

from __future__ import annotations

from .gallery import CardGalleryScene
from .scene import DungeonScene
from .style import DungeonBoardStyle

SCENE = DungeonScene
BOARD_STYLE = DungeonBoardStyle
RULES_EXTRAS = [("Card gallery", lambda app, game: CardGalleryScene(app))]

__all__ = ["BOARD_STYLE", "RULES_EXTRAS", "SCENE"]
