"""Kick the Door's table screen (the shell finds SCREEN, BOARD_STYLE and GALLERY here): see screen.py."""

from game.ui.tablemap import TableMapStyle

from .cards import gallery
from .screen import TINTS, DoorsScreen


class DoorsBoardStyle(TableMapStyle):
    """The table map in the board viewer, in the table's own colours."""

    tints = TINTS


SCREEN = DoorsScreen
BOARD_STYLE = DoorsBoardStyle
GALLERY = gallery
