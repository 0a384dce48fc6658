"""The gold light round a thing of a table a click would take: ringed, and glowing under the pointer; a card
taken up for a two-step play glows and is ringed thicker. (Kick the Door's cards, Wilds & Depths' decks and
wares, Dice Delve's dice, tokens and cards.)"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace

import pygame

from .. import draw
from ..compose import Paint, Part, part
from ..theme import Palette
from .layout import lit

REACH = 9   # how far the light reaches beyond the thing (draw.glow)
Mark = tuple[Paint, Hashable]   # a thing's own mark drawn with its light: what paints it in the thing's rect, its look


@dataclass(frozen=True, slots=True)
class Light:
    """A gold ring (its width; 0: none) round a thing, a glow (its strength; 0: none) under it, and the thing's
    own marks painted over them in the same picture (a die marked for a reroll glows too: where the two glows
    overlap they blend as one picture, not one laid over the other)."""

    glow: int
    ring: int
    marks: tuple[Mark, ...] = ()


LIT, POINTED, TAKEN_UP = Light(0, 2), Light(200, 2), Light(220, 4)


def paint_light(surface: pygame.Surface, outer: pygame.Rect, look: Light, pal: Palette) -> None:
    rect = outer.inflate(-2 * REACH, -2 * REACH)
    if look.glow:
        draw.glow(surface, rect, pal.gold, look.glow)
    if look.ring:
        draw.ring(surface, rect, pal.gold, look.ring)
    for paint, mark in look.marks:
        paint(surface, rect, mark, pal)


def light(rect: pygame.Rect, key: Hashable, clickable: bool, taken_up: bool = False,
          marks: tuple[Mark, ...] = ()) -> list[Part]:
    """The light round a thing: the card taken up ringed thicker, glowing; else, where a click takes it, ringed
    and brighter while `key` is under the pointer; else none. The thing's own `marks` are drawn with it, lit or
    not."""
    at = rect.inflate(2 * REACH, 2 * REACH)
    # (a look with marks is made only for a thing that has them: every card of a table asks, each time it is laid)
    looks = [LIT, POINTED] if clickable and not taken_up else [TAKEN_UP if taken_up else Light(0, 0)]
    if marks:
        looks = [replace(look, marks=marks) for look in looks]
    if len(looks) == 2:
        return lit(at, key, *looks, paint_light)
    return [part(at, looks[0], paint_light)] if looks[0] != Light(0, 0) else []
