"""Dice Delve's table screen (the shell finds SCENE and BOARD_STYLE here)."""

from .scene import DelveScene
from .style import DelveBoardStyle

SCENE = DelveScene
BOARD_STYLE = DelveBoardStyle

__all__ = ["BOARD_STYLE", "SCENE", "DelveBoardStyle", "DelveScene"]
