"""Pawns on screen, shared by the game scenes: a seat's pawn, and pawns sharing a space in a ring."""

from __future__ import annotations

import math

import pygame

from . import assets, draw
from .theme import Palette

Point = tuple[float, float]


def crowd_offsets(n: int, spread: float) -> list[Point]:
    """Where n pawns sharing one space stand: a ring around the centre, so that every one shows."""
    if n <= 1:
        return [(0.0, 0.0)]
    return [(spread * math.cos(2 * math.pi * k / n - math.pi / 2), spread * math.sin(2 * math.pi * k / n - math.pi / 2))
            for k in range(n)]


def draw_pawn(surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: int, pal: Palette,
              sprite: str | None = None, active: bool = False) -> None:
    """A seat's pawn: its sprite (tinted ring in the seat's colour) or its marker; the active one glows."""
    if active:
        glow = pygame.Surface((radius * 4, radius * 4), pygame.SRCALPHA)
        pygame.draw.circle(glow, (*pal.gold, 90), (radius * 2, radius * 2), radius * 2)
        surface.blit(glow, (centre[0] - radius * 2, centre[1] - radius * 2))
    if sprite and assets.exists(sprite):
        size = radius * 2 + 8
        pygame.draw.circle(surface, pal.seats[seat % len(pal.seats)], centre, radius + 2)
        img = assets.scaled(sprite, size, size)
        surface.blit(img, img.get_rect(center=centre))
        if pal.shapes:  # the seat's own shape as a badge, so seats never depend on colour alone
            draw.marker(surface, seat, (centre[0] + radius, centre[1] - radius), max(5, radius // 3), pal)
    else:
        draw.marker(surface, seat, centre, radius, pal)
