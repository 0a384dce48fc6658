"""The table screen of Dice Delve (game id `delve`): see screen.py."""

from .layout import DelveBoardStyle as BOARD_STYLE
from .screen import DelveScreen as SCREEN

__all__ = ["BOARD_STYLE", "SCREEN"]
