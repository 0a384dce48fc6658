"""Dice Delve's table screen (the shell finds SCENE and BOARD_STYLE here)."""

from game.ui.tablemap import TableMapStyle

from .scene import DelveScene
from .zones import ZONE_TINT


class DelveBoardStyle(TableMapStyle):
    """The table map in the board viewer: the shared table style in Dice Delve's zone colours."""

    tints = ZONE_TINT


SCENE = DelveScene
BOARD_STYLE = DelveBoardStyle
