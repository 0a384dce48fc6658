"""The tray under the Dungeon! board: the pawn of the person holding the screen, what its prizes are worth
against what it needs, its spells (its secrets: nobody else's, and no one's while no one holds the screen),
and its prize cards fanned out above it while the pointer is on the tray or on them (the one under the
pointer rising to be read).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.games.dungeon import words
from game.games.dungeon.view import DungeonView

from ... import assets, draw
from ...cards import paint_face
from ...compose import SHADOW, AnyOf, part
from ...looks import Plate, paint_plate
from ...pieces import draw_pawn
from ...tabletop.cards import Fan, Held
from ...tabletop.layout import Layout, Pointer, lit
from ...tabletop.shown import Shown
from ...tabletop.things import Thing
from ...theme import BODY, RADIUS, SMALL, Palette
from .cards import prize_face, sprite_of

if TYPE_CHECKING:
    from .screen import DungeonScreen

Rect = pygame.Rect
TRAY = ("tray",)
HAND = ("tray", "hand")


@dataclass(frozen=True, slots=True)
class Purse:
    """The tray: the seat's pawn and its purse in a line (gold-edged under the pointer)."""

    seat: int
    sprite: str | None
    text: str
    lit: bool


def paint_purse(surface: pygame.Surface, rect: Rect, look: Purse, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel, pal.gold if look.lit else pal.line, shadow=True)
    draw_pawn(surface, look.seat, (rect.x + 24, rect.centery), 14, pal, look.sprite)
    draw.text(surface, look.text, (rect.x + 48, rect.centery), size=SMALL, colour=pal.text, face="bold",
              anchor="midleft", max_width=rect.w - 60)


class Tray:
    """A section of its own: the camera gliding over the board leaves it be."""

    def __init__(self, screen: DungeonScreen) -> None:
        self.screen = screen

    def state(self) -> tuple[()]:
        return ()

    def lay(self, shown: Shown[DungeonView], pointer: Pointer) -> Layout:
        pawn, screen = words.me(shown.view), self.screen
        if pawn is None or not pawn.kind or pawn.value is None or screen.choosing(shown):
            return Layout()
        area, text = screen.area, words.purse(pawn)
        rect = Rect(area.x + 12, area.bottom - 50, min(area.w - 24, assets.width("bold", SMALL, text) + 90), 40)
        purse = Purse(pawn.seat, sprite_of(pawn.kind), text, False)
        out = Layout(lit(rect, TRAY, purse, replace(purse, lit=True), paint_purse, spill=SHADOW),
                     [Thing(tuple(rect), TRAY, tip="pointer")])
        prizes = sorted(pawn.prizes or (), key=lambda c: -c.value)
        keys = [("prize", i) for i in range(len(prizes))]
        shown_on = AnyOf((TRAY, HAND, *keys))   # the hand stays open while the pointer is on any of it
        fan = Fan(Rect(area.x + 12, rect.y - 330, area.w - 100, 320), height=170)
        out.things.append(Thing(tuple(fan.area), HAND, tip="pointer", only=shown_on))
        if not prizes:
            pal = screen.app.palette
            out.parts.append(part((rect.x, rect.y - 52, 300, 44),
                                  Plate("No prizes yet", BODY, pal.ink, pal.parchment, pal.gold, RADIUS, "body", True),
                                  paint_plate, spill=SHADOW, only=shown_on))
            return out
        hand = fan.lay([Held(key, prize_face(card)) for key, card in zip(keys, prizes, strict=True)], paint_face)
        out.things += [t if t.only is not None else replace(t, only=shown_on) for t in hand.things]
        out.parts += [p if p.only is not None else replace(p, only=shown_on) for p in hand.parts]
        return out
