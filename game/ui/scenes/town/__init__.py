"""The table screen of Wilds & Depths (game id `town`): see screen.py."""

from .cards import gallery as GALLERY
from .screen import TownScreen as SCREEN
from .style import TownBoardStyle as BOARD_STYLE

__all__ = ["BOARD_STYLE", "GALLERY", "SCREEN"]
