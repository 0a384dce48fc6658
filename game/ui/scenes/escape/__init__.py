"""The table screen of Escape from Rovert's Lair (game id `escape`): see screen.py."""

from .gallery import gallery
from .screen import EscapeScreen
from .style import EscapeBoardStyle

SCREEN = EscapeScreen
BOARD_STYLE = EscapeBoardStyle
GALLERY = gallery
