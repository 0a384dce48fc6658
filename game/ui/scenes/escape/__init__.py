"""The table screen of Escape from Rovert's Lair (game id `escape`): see screen.py."""

from .cards import gallery as GALLERY
from .screen import EscapeScreen as SCREEN
from .style import EscapeBoardStyle as BOARD_STYLE

__all__ = ["BOARD_STYLE", "GALLERY", "SCREEN"]
