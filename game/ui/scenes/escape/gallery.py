"""The rules screen's "The cards": every backpack card, face up, with how many the box holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.protocol import Game
from game.games.escape.content import CARDS_PER_HIRELING, cards
from game.games.escape.view import card_face
from game.ui import draw
from game.ui.page import PageScene
from game.ui.theme import BODY, SCREEN_W, SMALL
from game.ui.widgets import Button

from .cards import card_size, draw_back, draw_face

if TYPE_CHECKING:
    from game.ui.app import App


class CardGalleryScene(PageScene):
    title = "The backpack cards"

    def __init__(self, app: App, game: Game | None = None) -> None:
        super().__init__(app)
        self.widgets = [Button(app, (24, 24, 110, 46), "Back", self.back, icon="ui/back")]

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        faces = [card_face(cid) | {"count": c.count} for cid, c in cards().items()]
        total = sum(f["count"] for f in faces)
        about = (f"{total} cards in the box. Each hireling is dealt {CARDS_PER_HIRELING} face down that nobody may "
                 "look at, the owner neither; one card per player lies face down as the dragon's hoard. The mix and "
                 "the values are this app's own design.")
        draw.paragraph(surface, about,
                       pygame.Rect(140, 92, SCREEN_W - 280, 60), size=SMALL + 1, colour=pal.text, align="center")
        w, h = card_size(190)
        gap = (SCREEN_W - 4 * w) // 5
        for i, face in enumerate(faces):
            row, col = divmod(i, 4)
            rect = pygame.Rect(gap + col * (w + gap), 160 + row * (h + 80), w, h)
            draw_face(surface, rect, face, pal)
            draw.text(surface, face["name"], (rect.centerx, rect.bottom + 8), size=BODY - 2, colour=pal.gold,
                      face="bold", anchor="midtop", max_width=w + gap - 10)
            draw.text(surface, f"{face['label']} · ×{face['count']}", (rect.centerx, rect.bottom + 34), size=SMALL,
                      colour=pal.text_dim, anchor="midtop", max_width=w + gap - 10)
        back = pygame.Rect(SCREEN_W - 120, 20, 84, 118)
        draw_back(surface, back, pal)
