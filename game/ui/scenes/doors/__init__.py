"""Kick the Door's table screen (the shell finds SCENE, BOARD_STYLE and GALLERY here)."""

from game.ui.tablemap import TableMapStyle

from .gallery import gallery
from .scene import DoorsScene


class DoorsBoardStyle(TableMapStyle):
    """The table map in the board viewer, in the table's own colours."""

    tints = DoorsScene.tints


SCENE = DoorsScene
BOARD_STYLE = DoorsBoardStyle
GALLERY = gallery
