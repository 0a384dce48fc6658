"""Dungeon!'s screen: the table (SCREEN), the board's look (BOARD_STYLE, also used by the board viewer and the
board's preview script) and the card gallery on the rules screen (GALLERY)."""

from .cards import gallery
from .screen import DungeonScreen
from .style import DungeonBoardStyle

SCREEN = DungeonScreen
BOARD_STYLE = DungeonBoardStyle
GALLERY = gallery
