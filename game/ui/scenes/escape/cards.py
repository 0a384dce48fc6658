"""The backpack cards on screen: a face up (its kind's art, its value in the medallion), a face-down
pack as a stack of backs with its count, and the hireling pieces in their seat's colour."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.escape.view import CardFaceView
from game.ui import assets, draw
from game.ui.cards import CardFace, draw_stack
from game.ui.cards import draw_back as shared_back
from game.ui.pieces import draw_figure
from game.ui.theme import Palette

Rect = pygame.Rect
CARD_W, CARD_H = 120, 168          # the art's own size; every card on screen keeps this shape
MEDALLION = (0.5, 92 / 168)        # where the art leaves room for the value

# The hireling pieces: each character has its own silhouette (pawns/tint/ holds grey copies to colour).
CHARACTER_SPRITES = {
    "Torchbearer": "hireling_torch", "Porter": "hireling_pack", "Cook": "hireling_dwarf",
    "Squire": "hireling_banner", "Scroll-Caddie": "hireling_bow", "Stable Hand": "hireling_spear",
}


def card_size(height: int) -> tuple[int, int]:
    return round(height * CARD_W / CARD_H), height


def draw_face(surface: pygame.Surface, rect: Rect, face: CardFaceView, pal: Palette, dim: bool = False) -> None:
    """A card face up: green "+ to move" or red "+ to evade Monster" art with "+N" in the medallion."""
    draw_kind(surface, rect, face.kind, face.value, pal, dim)


def draw_kind(surface: pygame.Surface, rect: Rect, kind: str, value: int | str, pal: Palette,
              dim: bool = False) -> None:
    """A card's art by its kind and value alone (the gallery's cards carry no more)."""
    art = f"cards/escape_{'move' if kind == 'move' else 'evade'}"
    if assets.exists(art):
        surface.blit(assets.scaled(art, rect.w, rect.h), rect)
    else:
        draw.panel(surface, rect, pal.parchment, pal.green if kind == "move" else pal.red, radius=6)
    centre = (rect.x + round(rect.w * MEDALLION[0]), rect.y + round(rect.h * MEDALLION[1]))
    draw.text(surface, f"+{value}", centre, size=max(15, round(rect.h * 0.16)), colour=pal.ink, face="bold",
              anchor="center")
    if dim:   # an evade card already put to a roll this turn: it goes at the end of the turn
        surface.blit(draw.wash(rect.w, rect.h, (20, 16, 24), 130), rect)


def draw_card_face(surface: pygame.Surface, rect: Rect, face: CardFace, pal: Palette) -> None:
    """A card of the shared card-face module (the gallery's) in this game's own art: kind and value."""
    draw_kind(surface, rect, face.kind, face.footer, pal)


def draw_back(surface: pygame.Surface, rect: Rect, pal: Palette) -> None:
    shared_back(surface, rect, pal, "cards/escape_back", (60, 24, 20))


def draw_pack(surface: pygame.Surface, rect: Rect, count: int, pal: Palette) -> None:
    draw_stack(surface, rect, count, pal, lambda s, r: draw_back(s, r, pal))


@dataclass(frozen=True, slots=True)
class Pack:
    """A face-down pack (or the hoard): a stack of backs and its count."""

    count: int


def paint_pack_look(surface: pygame.Surface, rect: Rect, look: Pack, pal: Palette) -> None:
    draw_pack(surface, rect, look.count, pal)


def draw_hireling(surface: pygame.Surface, character: str, seat: int, centre: tuple[int, int], size: int,
                  pal: Palette, active: bool = False, faded: bool = False) -> None:
    """A hireling piece in its seat's colour (each character its own silhouette)."""
    draw_figure(surface, CHARACTER_SPRITES.get(character, "hireling_torch"), seat, centre, size, pal, active, faded)
