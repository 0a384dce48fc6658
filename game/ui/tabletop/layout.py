"""What a table looks like at one moment, and what answers the pointer there: a Layout of parts and things.

Every piece of a table (the side panel, a game's board, its hand) lays itself out as one Layout from the
moment shown and its own small state: the parts say how it looks, the things what answers the pointer, both
worked out in the same pass from the same rects, so that what is lit is what a click takes. What changes
under the pointer is said in the layout too (parts shown only on, or except on, a thing; a thing's marks),
so that the pointer moving never lays the table out again: it only picks which parts show.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field, replace

import pygame

from ..compose import SHADOW, Part, part
from ..theme import SCREEN_H, SCREEN_W
from ..widgets import ButtonLook, paint_button
from .things import Thing

SIDE_W = 360
BOARD_RECT = pygame.Rect(0, 0, SCREEN_W - SIDE_W, SCREEN_H)    # where a game's own table lies
SIDE_RECT = pygame.Rect(SCREEN_W - SIDE_W, 0, SIDE_W, SCREEN_H)  # the side panel, right of it


@dataclass(frozen=True, slots=True)
class Pointer:
    """What of the pointer a layout may read: the thing a button press went down on, and a drag going on."""

    pressed: Hashable | None = None
    dragging: bool = False


@dataclass
class Layout:
    parts: list[Part] = field(default_factory=list)
    things: list[Thing] = field(default_factory=list)

    def add(self, other: Layout) -> Layout:
        self.parts += other.parts
        self.things += other.things
        return self

    def only_on(self, key: Hashable) -> Layout:
        """The layout shown (and answering) only while the thing `key` is under the pointer: a hand that opens
        under it (what says when it shows already, a card that grows under the pointer, keeps its own)."""
        return Layout([p if p.only is not None else replace(p, only=key) for p in self.parts],
                      [t if t.only is not None else replace(t, only=key) for t in self.things])


def lit(at: object, key: Hashable, look: Hashable, under: Hashable, paint: object, **how: object) -> list[Part]:
    """A part that looks otherwise while the thing `key` is under the pointer: two parts, one of each."""
    return [part(at, look, paint, not_on=key, **how), part(at, under, paint, only=key, **how)]   # type: ignore[arg-type]


def button(thing: Thing, look: ButtonLook, press: Pointer) -> list[Part]:
    """A control's look: lit under the pointer, pushed in while pressed there."""
    under = replace(look, hover=True, pressed=press.pressed == thing.key)
    return lit(thing.at, thing.key, look, under, paint_button, spill=SHADOW)
