"""Dungeon!'s screen: the table (SCENE), the board's look (BOARD_STYLE, also used by the board viewer and the
board's preview script) and the card gallery on the rules screen (GALLERY)."""

from .gallery import gallery
from .scene import DungeonScene
from .style import DungeonBoardStyle

SCENE = DungeonScene
BOARD_STYLE = DungeonBoardStyle
GALLERY = gallery
