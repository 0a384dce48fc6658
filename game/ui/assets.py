"""Images, fonts and sounds loaded by name, once, from source or from a packaged build alike.

A missing image becomes a plain placeholder and a missing sound is silent (both logged), so a damaged
install degrades instead of crashing.
"""

from __future__ import annotations

import functools
import logging
import string
from collections.abc import Callable, Hashable
from pathlib import Path

import pygame

from game.engine.resources import resource_dir

from . import pictures

log = logging.getLogger(__name__)

FONT_FILES = {
    "title": "EBGaramond-SemiBold.ttf",
    "serif": "EBGaramond12-Regular.ttf",
    "body": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "italic": "Lato-Italic.ttf",
}


def sprite_path(name: str) -> Path:
    """'dice/d6_ivory_3' -> sprites/dice/d6_ivory_3.png"""
    return resource_dir("sprites") / (name if name.endswith(".png") else f"{name}.png")


@functools.cache
def exists(name: str) -> bool:
    """Whether the sprite is there (asked once: boards ask it for dozens of pieces a frame)."""
    return sprite_path(name).is_file()


WHITE = (255, 255, 255)

# Type is readied in a frame's spare time: a size's letters are rasterised the first time a line uses
# them, a millisecond or more for a new size, which fell on the first frame of an event or a hover card.
LETTERS = string.ascii_letters + string.digits + " .,:;!?'\"()[]-+=/%&#*<>·–—…‘’“”×÷→‹›"
TYPE = [*((face, size) for size in range(12, 21) for face in ("body", "bold", "italic")),
        *(("title", size) for size in (*range(14, 27), 28, 30, 32, 36, 40)),
        *((face, size) for size in (9, 10, 11, 21, 22) for face in ("body", "bold", "italic")), ("title", 11),
        ("title", 12), ("title", 13), ("bold", 29), ("bold", 30)]   # (the sizes the screens use, most used first)
_cold: list[tuple[str, int]] = []
_warmed: set[tuple[str, int]] = set()


def ready_type() -> bool:
    """Rasterise the letters of one face at one size not yet readied (a few milliseconds); False when every
    size the screens use is ready."""
    if not _warmed and not _cold:
        _cold.extend(reversed(TYPE))
    while _cold:
        key = _cold.pop()
        if key not in _warmed:
            _warmed.add(key)
            font(*key).render(LETTERS, True, WHITE)
            return True
    return False


@functools.cache
def font(face: str, size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(resource_dir("sprites") / "fonts" / FONT_FILES[face]), size)


@functools.cache
def image(name: str) -> pygame.Surface:
    path = sprite_path(name)
    try:
        surface = pygame.image.load(str(path))
    except (FileNotFoundError, pygame.error) as e:
        log.warning("image %s: %s", name, e)
        surface = pygame.Surface((64, 64), pygame.SRCALPHA)
        surface.fill((90, 80, 100, 255))
        pygame.draw.line(surface, (150, 140, 160), (0, 0), (63, 63), 3)
        pygame.draw.line(surface, (150, 140, 160), (63, 0), (0, 63), 3)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


def scaled(name: str, w: int, h: int) -> pygame.Surface:
    """A sprite at a size (kept in the one store of pictures)."""
    return pictures.keep(("scaled", name, w, h), lambda: pygame.transform.smoothscale(image(name), (w, h)))


def tinted(name: str, w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """An image scaled and multiplied by a colour: the grey pieces in pawns/tint/ take a seat's colour."""
    def make() -> pygame.Surface:
        surface = scaled(name, w, h).copy()
        surface.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
        return surface
    return pictures.keep(("tinted", name, w, h, colour), make)


def text(face: str, size: int, content: str, colour: tuple[int, ...]) -> pygame.Surface:
    """A rendered line of text, kept in the one store of pictures: labels are drawn every frame but rarely
    change. A line is rendered once, in white, and coloured from that (a copy multiplied by the colour gives
    the very pixels a render in the colour would, at a tenth of the cost)."""
    def make() -> pygame.Surface:
        if colour == WHITE or len(colour) != 3:   # (a colour with its own alpha is rendered as it is)
            return font(face, size).render(content, True, colour)
        coloured = text(face, size, content, WHITE).copy()
        coloured.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
        return coloured
    return pictures.keep(("text", face, size, content, tuple(colour)), make)


@functools.lru_cache(maxsize=4096)
def width(face: str, size: int, content: str) -> int:
    """How wide a line of text is (layouts ask it many times a frame)."""
    return font(face, size).size(content)[0]


def picture(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """A drawing made once for its key and kept in the one store of pictures (pictures.py)."""
    return pictures.keep(key, make)


def kept(key: Hashable) -> pygame.Surface | None:
    """The drawing kept for its key, if it is."""
    return pictures.get(key)


_WORDED: dict[Hashable, tuple[object, str]] = {}


def worded(slot: Hashable, value: object) -> str:
    """A value as words for a key (its repr), kept for its slot while the value stays equal: comparing is
    cheaper than wording again (a change of a board changes one or two of its eighty rooms)."""
    seen = _WORDED.get(slot)
    if seen is None or seen[0] != value:
        if len(_WORDED) > 4096:
            _WORDED.clear()
        seen = _WORDED[slot] = (value, repr(value))
    return seen[1]


def clear_caches() -> None:
    """Forget every loaded font and surface (they die with pygame.quit(); a new App starts afresh)."""
    exists.cache_clear()
    width.cache_clear()
    font.cache_clear()
    image.cache_clear()
    pictures.clear()
    _WORDED.clear()
    _cold.clear()
    _warmed.clear()
