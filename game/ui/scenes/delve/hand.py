"""The twist cards in the hand of the seat at the screen, opened out under its twist zone while the pointer
is on them: each card's name and text, lit when a click on it plays it (or offers it in a trade)."""

from __future__ import annotations

import pygame

from game.ui import assets, draw
from game.ui.theme import Palette

from . import paint

Rect = pygame.Rect
WIDTH = 330
NAME_H = 22
TEXT = 15


def rows(zone: Rect, hand: list[str], texts: dict[str, str], area: Rect) -> tuple[Rect, list[tuple[Rect, str]]]:
    """The panel and one row per card, below the seat's twist zone (kept inside the board)."""
    line_h = assets.font("body", TEXT).get_linesize()
    heights = [NAME_H + len(draw.wrap(texts.get(card, ""), "body", TEXT, WIDTH - 28)) * line_h + 10 for card in hand]
    panel = Rect(zone.x, zone.bottom + 2, WIDTH, sum(heights) + 12)
    panel.clamp_ip(area.inflate(-6, -6))
    out = []
    y = panel.y + 6
    for card, h in zip(hand, heights, strict=True):
        out.append((Rect(panel.x + 6, y, panel.w - 12, h - 4), card))
        y += h
    return panel, out


def draw_panel(surface: pygame.Surface, panel: Rect, cards: list[tuple[Rect, str]], texts: dict[str, str],
               lit: set[str], hover: str | None, pal: Palette) -> None:
    draw.panel(surface, panel, pal.panel, (190, 160, 230), radius=10, shadow=True, width=2)
    for rect, card in cards:
        fill = paint.TWIST_PURPLE if card == hover and card in lit else (58, 44, 80)
        draw.panel(surface, rect, fill, pal.gold if card in lit else (110, 90, 140), radius=8)
        draw.text(surface, card, (rect.x + 10, rect.y + 3), size=16, colour=pal.white, face="bold",
                  max_width=rect.w - 20)
        draw.paragraph(surface, texts.get(card, ""), Rect(rect.x + 10, rect.y + NAME_H, rect.w - 20, rect.h - NAME_H),
                       size=TEXT, colour=pal.text)
