"""The table screen of Dice Delve (game id `delve`): see screen.py."""

from game.ui.tablemap import TableMapStyle

from .screen import DelveScreen
from .zones import ZONE_TINT


class DelveBoardStyle(TableMapStyle):
    """The table map in the board viewer: the shared table style in Dice Delve's zone colours."""

    tints = ZONE_TINT


SCREEN = DelveScreen
BOARD_STYLE = DelveBoardStyle
