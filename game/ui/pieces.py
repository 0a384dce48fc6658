"""Pawns and cards on screen, shared by the game scenes."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from . import assets, draw
from .theme import BODY, SMALL, Colour, Palette

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


class PathAnimation:
    """A pawn walking along a path of points (map coordinates), one step at a time."""

    def __init__(self, seat: int, points: list[Point], step_seconds: float) -> None:
        self.seat = seat
        self.points = points
        self.step = max(0.001, step_seconds)
        self.t = 0.0
        self.total = step_seconds * max(0, len(points) - 1)

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def update(self, dt: float) -> None:
        self.t += dt

    def position(self) -> Point:
        if len(self.points) == 1 or self.done:
            return self.points[-1]
        k = min(len(self.points) - 2, int(self.t / self.step))
        f = (self.t - k * self.step) / self.step
        f = f * f * (3 - 2 * f)  # ease in and out of every step
        (x0, y0), (x1, y1) = self.points[k], self.points[k + 1]
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        """The scene draws the walking pawn itself (it knows the board's camera)."""


@dataclass
class CardFace:
    """What a card shows, large and readable: a title, a kind, lines (or a table of label/value rows),
    and a footer such as its value or where its text comes from."""

    title: str
    kind: str = ""
    lines: list[str] = field(default_factory=list)
    rows: list[tuple[str, str]] = field(default_factory=list)
    footer: str = ""
    colour: Colour = (212, 165, 55)
    note: str = ""   # e.g. "reconstructed", shown small at the bottom
    highlight: str = ""   # the label of the row that matters now (the number this pawn needs), marked


def draw_card(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, pal: Palette) -> None:
    draw.panel(surface, rect, pal.parchment, face.colour, radius=14, shadow=True, width=6)
    band = pygame.Rect(rect.x + 6, rect.y + 6, rect.w - 12, 44)
    pygame.draw.rect(surface, face.colour, band, border_top_left_radius=10, border_top_right_radius=10)
    draw.text(surface, face.title, (band.centerx, band.centery), size=BODY + 4, colour=pal.ink, face="title",
              anchor="center", max_width=band.w - 16)
    y = band.bottom + 8
    if face.kind:
        draw.text(surface, face.kind, (rect.centerx, y), size=SMALL, colour=pal.ink, face="italic",
                  anchor="midtop", max_width=rect.w - 24)
        y += 26
    for line in face.lines:
        used = draw.paragraph(surface, line, pygame.Rect(rect.x + 16, y, rect.w - 32, rect.bottom - y - 40),
                              size=SMALL + 1, colour=pal.ink, align="center")
        y += used + 6
    for label, value in face.rows:
        if label == face.highlight:
            bar = pygame.Rect(rect.x + 12, y - 2, rect.w - 24, 24)
            pygame.draw.rect(surface, pal.gold, bar, border_radius=6)
            pygame.draw.rect(surface, pal.ink, bar, 2, border_radius=6)
        draw.text(surface, label, (rect.x + 22, y), size=SMALL + 1, colour=pal.ink)
        draw.text(surface, value, (rect.right - 22, y), size=SMALL + 1, colour=pal.ink, face="bold",
                  anchor="topright")
        y += 24
    if face.footer:
        draw.text(surface, face.footer, (rect.centerx, rect.bottom - 34), size=BODY, colour=pal.ink, face="bold",
                  anchor="center", max_width=rect.w - 24)
    if face.note:
        draw.text(surface, face.note, (rect.centerx, rect.bottom - 14), size=SMALL - 3, colour=(110, 90, 70),
                  face="italic", anchor="center", max_width=rect.w - 20)
