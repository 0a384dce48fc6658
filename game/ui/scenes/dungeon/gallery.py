"""The card gallery (from the rules screen): every card of every level, face up — monsters and traps with
their six numbers, prizes with their values — and the pawns and the Wizard's spells. Cards this version
reconstructed (level 5's monsters, level 6's prizes) say so on their face and above their row.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.dungeon import content
from game.games.dungeon.levels import LEVELS

from ... import draw
from ...page import PageScene
from ...theme import H1, H2, SCREEN_H, SCREEN_W, SMALL
from ...widgets import Button, ScrollArea
from .cards import draw_back, draw_face, monster_face, pawn_face, prize_face, spell_face
from .drawing import sprite_of

if TYPE_CHECKING:
    from ...app import App

CARD_W, CARD_H = 182, 268
GAP = 16
PER_ROW = 6
TABS = [*(f"Level {n}" for n in LEVELS), "Pawns and spells"]


class CardGalleryScene(PageScene):
    title = "Dungeon!: every card"
    title_size = H1
    title_y = 44

    def __init__(self, app: App, tab: int = 0) -> None:
        super().__init__(app)
        self.tab = tab
        self.build()

    def build(self) -> None:
        app = self.app
        self.widgets = [Button(app, (24, 20, 110, 46), "Back", self.back, icon="ui/back")]
        x = 60
        for i, label in enumerate(TABS):
            w = 120 if i < len(LEVELS) else 200
            self.widgets.append(Button(app, (x, 84, w, 40), label, lambda i=i: self.open(i), size=SMALL + 1,
                                       selected=i == self.tab, style="normal" if i == self.tab else "ghost"))
            x += w + 10
        self.scroll = ScrollArea(app, (40, 138, SCREEN_W - 60, SCREEN_H - 150), self.page())
        self.widgets.insert(1, self.scroll)

    def open(self, tab: int) -> None:
        self.tab = tab
        self.build()

    def page(self) -> pygame.Surface:
        if self.tab < len(LEVELS):
            return self.level_page(self.tab + 1)
        return self.people_page()

    def _surface(self, rows: int, headings: int) -> pygame.Surface:
        return pygame.Surface((SCREEN_W - 60, max(1, rows * (CARD_H + GAP) + headings * 64 + 20)), pygame.SRCALPHA)

    def _rows(self, n: int) -> int:
        return (n + PER_ROW - 1) // PER_ROW

    def level_page(self, level: int) -> pygame.Surface:
        data = content.gallery()[level]
        monsters, prizes = data["monsters"], data["prizes"]
        surf = self._surface(self._rows(len(monsters)) + self._rows(len(prizes)), 2)
        y = self.heading(surf, 8, level, "monster", "Monsters and traps", monsters)
        y = self.lay_cards(surf, y, [monster_face(c, count=c["count"]) for c in monsters])
        y = self.heading(surf, y + 8, level, "prize", "Prizes", prizes)
        self.lay_cards(surf, y, [prize_face(c, count=c["count"]) for c in prizes])
        return surf

    def heading(self, surf: pygame.Surface, y: int, level: int, back: str, label: str, cards: list[dict]) -> int:
        pal = self.app.palette
        total = sum(c["count"] for c in cards)
        draw_back(surf, pygame.Rect(8, y, 34, 48), level, back)
        draw.text(surf, f"{label}: {total} cards", (54, y + 2), size=H2, colour=pal.gold, face="title")
        note = ("These cards are this version's reconstruction: the rulebook's text lacks them."
                if any(c["source"] == "reconstructed" for c in cards) else
                f"Backs in level {level}'s colour, {LEVELS[level].colour}.")
        draw.text(surf, note, (56, y + 32), size=SMALL, colour=pal.text_dim, face="italic")
        return y + 64

    def lay_cards(self, surf: pygame.Surface, y: int, faces: list, sprites: list[str | None] | None = None,
                  width: int = CARD_W) -> int:
        pal = self.app.palette
        per_row = max(1, (surf.get_width() + GAP) // (width + GAP))
        for i, face in enumerate(faces):
            row, col = divmod(i, per_row)
            rect = pygame.Rect(8 + col * (width + GAP), y + row * (CARD_H + GAP), width, CARD_H)
            draw_face(surf, rect, face, pal, sprites[i] if sprites else None)
        return y + ((len(faces) + per_row - 1) // per_row) * (CARD_H + GAP)

    def people_page(self) -> pygame.Surface:
        kinds = list(content.pawn_types())
        spells = list(content.spells().values())
        surf = self._surface(self._rows(len(kinds)) + self._rows(len(spells)), 2)
        pal = self.app.palette
        draw.text(surf, "The pawns", (8, 10), size=H2, colour=pal.gold, face="title")
        draw.text(surf, "At most three of a type in play.", (10, 42), size=SMALL, colour=pal.text_dim, face="italic")
        y = self.lay_cards(surf, 72, [pawn_face(k) for k in kinds], [sprite_of(k) for k in kinds])
        draw.text(surf, "The Wizard's spells", (8, y + 10), size=H2, colour=pal.gold, face="title")
        draw.text(surf, f"{content.spells_at_start()} of his choice at the start; the stock holds "
                        f"{spells[0].stock} of each.", (10, y + 42), size=SMALL, colour=pal.text_dim, face="italic")
        self.lay_cards(surf, y + 72, [spell_face(s, whole=True) for s in spells], width=370)
        return surf

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.open((self.tab + (1 if event.key == pygame.K_RIGHT else -1)) % len(TABS))
            return
        super().handle(event)

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.text(surface, "wheel or drag to scroll", (SCREEN_W - 30, 44), size=SMALL, colour=pal.text_dim,
                  anchor="midright")
