"""Kick the Door's table screen (the shell finds SCREEN, BOARD_STYLE and GALLERY here): see screen.py."""

from .cards import gallery as GALLERY
from .screen import DoorsBoardStyle as BOARD_STYLE
from .screen import DoorsScreen as SCREEN

__all__ = ["BOARD_STYLE", "GALLERY", "SCREEN"]
