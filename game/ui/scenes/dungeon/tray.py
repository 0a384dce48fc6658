"""The tray under the Dungeon! board: the seat's own pawn, prizes and spells (its secrets, so for the seat
at the screen only), with the prize cards shown large while the pointer is over it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.dungeon import content

from ... import draw
from ...cards import draw_face
from ...theme import BODY, SMALL
from .cards import prize_face, sprite_of
from .drawing import draw_piece

if TYPE_CHECKING:
    from ...app import App


class Tray:
    """The seat at the screen: its pawn, what its prizes are worth against what it needs, its spells; the
    prize cards themselves shown large while the pointer is over the tray."""

    def __init__(self, app: App, rect: pygame.Rect) -> None:
        self.app, self.rect = app, rect

    def summary(self, pawn: dict[str, Any]) -> str:
        n = pawn["prize_count"]
        parts = [f"{pawn['value']:,} of {pawn['need']:,} gold pieces", f"{n} prize{'s' if n != 1 else ''}"]
        if pawn["value"] >= pawn["need"]:
            parts.insert(1, "enough: back to the Main Staircase to win!")
        if pawn["kind"] == content.WIZARD:
            held = [f"{k} {content.spell_name(s)}" for s, k in pawn["spells"].items() if k]
            parts.append("spells: " + (", ".join(held) if held else "none"))
        return " · ".join(parts)

    def draw(self, surface: pygame.Surface, pawn: dict[str, Any] | None, mouse: tuple[int, int],
             area: pygame.Rect) -> None:
        if pawn is None or not pawn["kind"] or pawn.get("value") is None:
            return
        pal = self.app.palette
        text = self.summary(pawn)
        w = min(area.w - 24, draw.assets.font("bold", SMALL).size(text)[0] + 90)
        self.rect.w = w
        draw.panel(surface, self.rect, pal.panel, pal.gold if self.rect.collidepoint(mouse) else pal.line,
                   shadow=True)
        draw_piece(surface, pawn["seat"], (self.rect.x + 24, self.rect.centery), 14, pal, sprite_of(pawn["kind"]),
                   False, False)
        draw.text(surface, text, (self.rect.x + 48, self.rect.centery), size=SMALL, colour=pal.text, face="bold",
                  anchor="midleft", max_width=self.rect.w - 60)
        if self.rect.collidepoint(mouse):
            self.draw_hand(surface, pawn, area)

    def draw_hand(self, surface: pygame.Surface, pawn: dict[str, Any], area: pygame.Rect) -> None:
        pal = self.app.palette
        prizes = pawn["prizes"] or []
        if not prizes:
            box = pygame.Rect(self.rect.x, self.rect.y - 52, 300, 44)
            draw.panel(surface, box, pal.parchment, pal.gold, shadow=True)
            draw.text(surface, "No prizes yet", box.center, size=BODY, colour=pal.ink, anchor="center")
            return
        if len(prizes) <= 5:
            w = min(170, (area.w - 40) // len(prizes) - 8)
            h = round(w * 1.4)
            x = area.x + 20
            for card in prizes:
                draw_face(surface, pygame.Rect(x, self.rect.y - h - 12, w, h), prize_face(card), pal)
                x += w + 8
            return
        self.draw_list(surface, prizes)

    def draw_list(self, surface: pygame.Surface, prizes: list[dict[str, Any]]) -> None:
        """Many prizes: a list, in columns of up to twelve, each with its value (a sword's is extra)."""
        pal = self.app.palette
        cols = (len(prizes) + 11) // 12
        rows = (len(prizes) + cols - 1) // cols
        col_w = 330
        box = pygame.Rect(self.rect.x, 0, cols * col_w + 16, rows * 24 + 48)
        box.bottom = self.rect.y - 8
        draw.panel(surface, box, pal.parchment, pal.gold, shadow=True)
        draw.text(surface, "Your prizes (the others see only how many)", (box.x + 14, box.y + 10), size=SMALL,
                  colour=pal.ink, face="bold")
        for i, card in enumerate(sorted(prizes, key=lambda c: -c["value"])):
            col, row = divmod(i, rows)
            x, y = box.x + 14 + col * col_w, box.y + 38 + row * 24
            draw.text(surface, card["name"], (x, y), size=SMALL, colour=pal.ink, max_width=col_w - 110)
            worth = "—" if not card["value"] else (f"+{card['value']:,}" if card.get("special") == "magic_sword"
                                                    else f"{card['value']:,}")
            draw.text(surface, worth, (x + col_w - 30, y), size=SMALL, colour=pal.ink, face="bold",
                      anchor="topright")
