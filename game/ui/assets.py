"""Images, fonts and sounds loaded by name, once, from source or from a packaged build alike.

A missing image becomes a plain placeholder and a missing sound is silent (both logged), so a damaged
install degrades instead of crashing.
"""

from __future__ import annotations

import functools
import logging
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


@pictures.kept
def scaled(name: str, w: int, h: int) -> pygame.Surface:
    """A sprite at a size."""
    return pygame.transform.smoothscale(image(name), (w, h))


@pictures.kept
def tinted(name: str, w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """An image scaled and multiplied by a colour: the grey pieces in pawns/tint/ take a seat's colour."""
    surface = scaled(name, w, h).copy()
    surface.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
    return surface


def text(face: str, size: int, content: str, colour: tuple[int, ...]) -> pygame.Surface:
    """A rendered line of text, kept in the one store of pictures: labels are drawn every frame but rarely
    change."""
    return _text(face, size, content, tuple(colour))


@pictures.kept
def _text(face: str, size: int, content: str, colour: tuple[int, ...]) -> pygame.Surface:
    """A line is rendered once, in white, and coloured from that (a copy multiplied by the colour gives the
    very pixels a render in the colour would, at a tenth of the cost)."""
    if colour == WHITE or len(colour) != 3:   # (a colour with its own alpha is rendered as it is)
        return font(face, size).render(content, True, colour)
    coloured = _text(face, size, content, WHITE).copy()
    coloured.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
    return coloured


@functools.lru_cache(maxsize=4096)
def width(face: str, size: int, content: str) -> int:
    """How wide a line of text is (layouts ask it many times a frame)."""
    return font(face, size).size(content)[0]


def clear_caches() -> None:
    """Forget every loaded font and surface (they die with pygame.quit(); a new App starts afresh)."""
    exists.cache_clear()
    width.cache_clear()
    font.cache_clear()
    image.cache_clear()
    pictures.clear()
