"""The table screen of Dice Delve (game id `delve`): see screen.py."""

from .layout import DelveBoardStyle
from .screen import DelveScreen

SCREEN = DelveScreen
BOARD_STYLE = DelveBoardStyle
