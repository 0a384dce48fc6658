"""The table screen of Wilds & Depths (game id `town`): see screen.py."""

from .cards import gallery
from .screen import TownScreen
from .style import TownBoardStyle

SCREEN = TownScreen
BOARD_STYLE = TownBoardStyle
GALLERY = gallery
