"""The table map's look in the board viewer: the shared table style in Dice Delve's zone colours."""

from game.ui.tablemap import TableMapStyle

from .zones import ZONE_TINT


class DelveBoardStyle(TableMapStyle):
    tints = ZONE_TINT
