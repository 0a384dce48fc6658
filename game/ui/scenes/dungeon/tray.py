"""The tray under the Dungeon! board: the seat's own pawn, prizes and spells (its secrets, so for the seat
at the screen only), with the prize cards shown large while the pointer is over it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.dungeon import words
from game.games.dungeon.view import PawnView

from ... import assets, draw
from ...cardtable import Hand
from ...pieces import draw_pawn
from ...theme import BODY, SMALL
from .cards import prize_face, sprite_of

if TYPE_CHECKING:
    from ...app import App


class Tray:
    """The seat at the screen: its pawn, what its prizes are worth against what it needs, its spells; the
    prize cards themselves shown large while the pointer is over the tray."""

    def __init__(self, app: App, rect: pygame.Rect) -> None:
        self.app, self.rect = app, rect
        self.was_open = False

    def draw(self, surface: pygame.Surface, pawn: PawnView | None, mouse: tuple[int, int],
             area: pygame.Rect) -> None:
        if pawn is None or not pawn.kind or pawn.value is None:
            return
        pal = self.app.palette
        text = words.purse(pawn)
        w = min(area.w - 24, assets.width("bold", SMALL, text) + 90)
        self.rect.w = w
        draw.panel(surface, self.rect, pal.panel, pal.gold if self.rect.collidepoint(mouse) else pal.line,
                   shadow=True)
        draw_pawn(surface, pawn.seat, (self.rect.x + 24, self.rect.centery), 14, pal, sprite_of(pawn.kind))
        draw.text(surface, text, (self.rect.x + 48, self.rect.centery), size=SMALL, colour=pal.text, face="bold",
                  anchor="midleft", max_width=self.rect.w - 60)
        self.was_open = self.open(mouse, area)
        if self.was_open:
            self.draw_hand(surface, pawn, area)

    def draw_hand(self, surface: pygame.Surface, pawn: PawnView, area: pygame.Rect) -> None:
        """The prize cards fanned above the tray (the one under the pointer grows to be read)."""
        pal = self.app.palette
        prizes = sorted(pawn.prizes or (), key=lambda c: -c.value)
        if not prizes:
            box = pygame.Rect(self.rect.x, self.rect.y - 52, 300, 44)
            draw.panel(surface, box, pal.parchment, pal.gold, shadow=True)
            draw.text(surface, "No prizes yet", box.center, size=BODY, colour=pal.ink, anchor="center")
            return
        hand = self.hand(area)
        hover = hand.hit(self.app.mouse, len(prizes), None)
        hand.draw(surface, [prize_face(card) for card in prizes], pal, hover=hover)

    def hand(self, area: pygame.Rect) -> Hand:
        return Hand(pygame.Rect(area.x + 12, self.rect.y - 330, area.w - 100, 320), height=170)

    def open(self, mouse: tuple[int, int], area: pygame.Rect) -> bool:
        """The prizes show while the pointer is on the tray or on the fanned cards."""
        return self.rect.collidepoint(mouse) or self.hand(area).area.collidepoint(mouse) and self.was_open
