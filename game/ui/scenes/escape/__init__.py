"""The table screen of Escape from Rovert's Lair (game id `escape`): see scene.py."""

from .gallery import gallery
from .scene import EscapeScene
from .style import EscapeBoardStyle

SCENE = EscapeScene
BOARD_STYLE = EscapeBoardStyle
GALLERY = gallery
