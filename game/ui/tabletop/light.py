"""The gold light round a thing of a table a click would take: ringed, and glowing under the pointer; a card
taken up for a two-step play glows and is ringed thicker. (Kick the Door's cards, Wilds & Depths' decks and
wares.)"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from .. import draw
from ..compose import Part, part
from ..theme import Palette
from .layout import lit

REACH = 9   # how far the light reaches beyond the thing (draw.glow)


@dataclass(frozen=True, slots=True)
class Light:
    """A gold ring (its width) round a thing, and a glow (its strength; 0: none) under it."""

    glow: int
    ring: int


LIT, POINTED, TAKEN_UP = Light(0, 2), Light(200, 2), Light(220, 4)


def paint_light(surface: pygame.Surface, outer: pygame.Rect, look: Light, pal: Palette) -> None:
    rect = outer.inflate(-2 * REACH, -2 * REACH)
    if look.glow:
        draw.glow(surface, rect, pal.gold, look.glow)
    draw.ring(surface, rect, pal.gold, look.ring)


def gold_light(rect: pygame.Rect, key: Hashable) -> list[Part]:
    """The light round a thing a click takes, brighter while `key` is under the pointer."""
    return lit(rect.inflate(2 * REACH, 2 * REACH), key, LIT, POINTED, paint_light)


def light(rect: pygame.Rect, key: Hashable, clickable: bool, taken_up: bool = False) -> list[Part]:
    """The light round a thing: the card taken up ringed thicker, glowing; else gold_light where a click takes
    it; else none."""
    if taken_up:
        return [part(rect.inflate(2 * REACH, 2 * REACH), TAKEN_UP, paint_light)]
    return gold_light(rect, key) if clickable else []
