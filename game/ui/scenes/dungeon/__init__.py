"""Dungeon!'s screen: the table (SCREEN), the board's look (BOARD_STYLE, also used by the board viewer and the
board's preview script) and the card gallery on the rules screen (GALLERY)."""

from .cards import gallery as GALLERY
from .screen import DungeonScreen as SCREEN
from .style import DungeonBoardStyle as BOARD_STYLE

__all__ = ["BOARD_STYLE", "GALLERY", "SCREEN"]
