"""Hover words over a board: a parchment box near the pointer, (text, face) lines wrapped, kept inside
the screen (never under the side panel, never off its edge)."""

from __future__ import annotations

import pygame

from . import assets, draw
from .theme import SMALL, Palette


def draw_tip(surface: pygame.Surface, lines: list[tuple[str, str]], at: tuple[int, int], area: pygame.Rect,
             pal: Palette, width: int = 380) -> None:
    wrapped: list[tuple[str, str]] = []
    for text, face in lines:
        wrapped += [(part, face) for part in draw.wrap(text, face, SMALL, width - 24)]
    if not wrapped:
        return
    w = min(width, max(assets.width(f, SMALL, t) for t, f in wrapped) + 24)
    box = pygame.Rect(at[0] + 18, at[1] + 18, w, 21 * len(wrapped) + 14)
    if box.right > area.right - 6:
        box.right = at[0] - 12
    if box.bottom > area.bottom - 6:
        box.bottom = at[1] - 12
    box.clamp_ip(area.inflate(-8, -8))
    draw.panel(surface, box, pal.parchment, pal.gold, radius=6, shadow=True)
    y = box.y + 7
    for text, face in wrapped:
        draw.text(surface, text, (box.x + 12, y), size=SMALL, colour=pal.ink, face=face)
        y += 21
