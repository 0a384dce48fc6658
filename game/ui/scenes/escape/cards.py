"""The backpack cards: a face up (its kind's art, its value in the medallion), a face-down pack as a stack of
backs with its count, and every card face up in the rules screen's gallery."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.escape.content import CARDS_PER_HIRELING, cards
from game.games.escape.view import CardFaceView, FrontCardView, card_face
from game.ui import assets, draw
from game.ui.cards import CardFace, Deck, card_width, paint_deck
from game.ui.gallery import Gallery, Section
from game.ui.theme import Palette

if TYPE_CHECKING:
    from game.ui.app import App

BACK = "cards/escape_back"   # a card's back, for the packs and the hoard

# The hireling pieces: each character has its own silhouette (pawns/tint/ holds grey copies to colour).
CHARACTER_SPRITES = {
    "Torchbearer": "hireling_torch", "Porter": "hireling_pack", "Cook": "hireling_dwarf",
    "Squire": "hireling_banner", "Scroll-Caddie": "hireling_bow", "Stable Hand": "hireling_spear",
}


def card_size(height: int) -> tuple[int, int]:
    """A card of that height in the art's own shape (120 by 168)."""
    return card_width(height), height


def paint_card(surface: pygame.Surface, rect: pygame.Rect, look: CardFaceView | Deck, pal: Palette) -> None:
    """A card face up: green "+ to move" or red "+ to evade Monster" art with "+N" in the medallion (dimmed once
    spent, in front); or a pack face down (or the hoard): a stack of backs, its count."""
    if isinstance(look, Deck):
        paint_deck(surface, rect, look, pal)
        return
    surface.blit(assets.scaled(f"cards/escape_{'move' if look.kind == 'move' else 'evade'}", rect.w, rect.h), rect)
    centre = (rect.x + round(rect.w * 0.5), rect.y + round(rect.h * (92 / 168)))   # where the art leaves room
    draw.text(surface, f"+{look.value}", centre, size=max(15, round(rect.h * 0.16)), colour=pal.ink, face="bold",
              anchor="center")
    if isinstance(look, FrontCardView) and look.spent:   # an evade card already put to a roll: gone at the turn's end
        surface.blit(draw.wash(rect.w, rect.h, (20, 16, 24), 130), rect)


def gallery(app: App) -> Gallery:
    faces = [(card_face(cid), c.count) for cid, c in cards().items()]
    by_name = {f.name: f for f, _ in faces}
    about = (f"{sum(count for _, count in faces)} cards in the box. Each hireling is dealt {CARDS_PER_HIRELING} "
             "face down that nobody may look at, the owner neither. The mix and the values are this app's own design.")
    section = Section("The backpack cards", about,
                      [CardFace(title=f.name) for f, _ in faces],
                      captions=[f"{f.name} · {f.label} · ×{count}" for f, count in faces], size=card_size(240),
                      drawer=lambda surface, rect, face, pal: paint_card(surface, rect, by_name[face.title], pal))
    return Gallery("Escape from Rovert's Lair: the cards", [("The cards", [section])])
