"""The table screen of Wilds & Depths (game id `town`): see scene.py."""

from .gallery import gallery
from .scene import TownScene
from .style import TownBoardStyle

SCENE = TownScene
BOARD_STYLE = TownBoardStyle
GALLERY = gallery
