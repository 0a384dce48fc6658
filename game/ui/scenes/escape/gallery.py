"""The rules screen's "The cards": every backpack card, face up, with how many the box holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.escape.content import CARDS_PER_HIRELING, cards
from game.games.escape.view import card_face

from ...cards import CardFace
from ...gallery import Gallery, Section
from .cards import card_size, draw_card

if TYPE_CHECKING:
    from ...app import App


def gallery(app: App) -> Gallery:
    faces = [(card_face(cid), c.count) for cid, c in cards().items()]
    about = (f"{sum(count for _, count in faces)} cards in the box. Each hireling is dealt {CARDS_PER_HIRELING} "
             "face down that nobody may look at, the owner neither. The mix and the values are this app's own design.")
    section = Section("The backpack cards", about,
                      [CardFace(title=f.name, kind=f.kind, footer=str(f.value)) for f, _ in faces],
                      captions=[f"{f.name} · {f.label} · ×{count}" for f, count in faces], size=card_size(240),
                      drawer=lambda surface, rect, face, pal: draw_card(surface, rect, face.kind, face.footer, pal))
    return Gallery("Escape from Rovert's Lair: the cards", [("The cards", [section])])
