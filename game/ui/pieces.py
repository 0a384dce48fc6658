"""Pawns on screen, shared by the game scenes: a seat's pawn, and pawns sharing a space in a ring."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from . import assets, draw
from .theme import Colour, Palette

Point = tuple[float, float]


def crowd_offsets(n: int, spread: float) -> list[Point]:
    """Where n pawns sharing one space stand: a ring around the centre, so that every one shows."""
    if n <= 1:
        return [(0.0, 0.0)]
    return [(spread * math.cos(2 * math.pi * k / n - math.pi / 2), spread * math.sin(2 * math.pi * k / n - math.pi / 2))
            for k in range(n)]


def crowd_positions(where: dict[int, int], centre_of: Callable[[int], tuple[int, int]],
                    spread: Callable[[int], float]) -> dict[int, tuple[int, int]]:
    """Where each piece stands on screen: `where` gives its space; pieces sharing a space stand in a ring
    (`spread(n)` wide for n of them) round the space's centre, in seat order."""
    groups: dict[int, list[int]] = {}
    for piece, space in where.items():
        groups.setdefault(space, []).append(piece)
    out: dict[int, tuple[int, int]] = {}
    for space, pieces in groups.items():
        cx, cy = centre_of(space)
        for piece, (dx, dy) in zip(sorted(pieces), crowd_offsets(len(pieces), spread(len(pieces))), strict=True):
            out[piece] = (round(cx + dx), round(cy + dy))
    return out


def draw_pawn(surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: int, pal: Palette,
              sprite: str | None = None, active: bool = False, lying: bool = False) -> None:
    """A seat's pawn: its sprite (tinted ring in the seat's colour) or its marker; the active one glows; one
    that loses turns (or lies wounded) is drawn lying down."""
    drawn = bool(sprite) and assets.exists(sprite)   # (else its marker)
    lying = lying and drawn
    if active and not lying:
        halo(surface, centre, radius * 2, pal.gold)
    if not drawn:
        draw.marker(surface, seat, centre, radius, pal)
        return
    pygame.draw.circle(surface, pal.seats[seat % len(pal.seats)], centre, radius + 2)
    img = assets.scaled(sprite, radius * 2 + 8, radius * 2 + 8)
    img = pygame.transform.rotate(img, 90) if lying else img
    surface.blit(img, img.get_rect(center=centre))
    if pal.shapes and not lying:  # the seat's own shape as a badge, so seats never depend on colour alone
        draw.marker(surface, seat, (centre[0] + radius, centre[1] - radius), max(5, radius // 3), pal)


def halo(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour) -> None:
    """A round glow (draw.halo) centred on a point, behind what stands there: the piece to act, the fireball."""
    glow = draw.halo(radius, colour)
    surface.blit(glow, glow.get_rect(center=centre))


def draw_figure(surface: pygame.Surface, sprite: str, seat: int, centre: tuple[int, int], size: int, pal: Palette,
                active: bool = False, faded: bool = False) -> None:
    """A standing figure (pawns/tint/<sprite>, a grey copy) in its seat's colour, on a shadow; the active one
    glows; the seat's shape as a badge in the colour-blind palette. Without the sprite, the seat's marker."""
    colour = pal.seats[seat % len(pal.seats)]
    if active:
        halo(surface, centre, size, pal.gold)
    shadow = pygame.Rect(0, 0, size * 3 // 4, size // 4)
    shadow.center = (centre[0], centre[1] + size * 2 // 5)
    pygame.draw.ellipse(surface, (10, 8, 12), shadow)
    name = f"pawns/tint/{sprite}"
    if not assets.exists(name):
        draw.marker(surface, seat, centre, size // 3, pal)
        return
    img = assets.tinted(name, size, size, colour)
    if faded:
        img = img.copy()
        img.set_alpha(90)
    surface.blit(img, img.get_rect(center=centre))
    if pal.shapes:
        draw.marker(surface, seat, (centre[0] + size // 3, centre[1] - size // 3), max(5, size // 7), pal)


# --- small signs drawn with shapes (the fonts have no heart, skull or coin): any game's seat rows -------
def heart(surface: pygame.Surface, centre: tuple[int, int], r: int, full: bool = True) -> None:
    """A hit point: a red heart, or a dark one for one lost."""
    x, y = centre
    colour = (214, 58, 58) if full else (90, 60, 60)
    for dx in (-r // 2, r // 2):
        pygame.draw.circle(surface, colour, (x + dx, y - r // 3), r // 2 + 1)
    pygame.draw.polygon(surface, colour, [(x - r, y - r // 4), (x, y + r), (x + r, y - r // 4)])


def skull(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A skull point."""
    x, y = centre
    bone, ink = (236, 228, 206), (40, 30, 26)
    pygame.draw.circle(surface, bone, (x, y - r // 4), r)
    pygame.draw.rect(surface, bone, (x - r // 2, y, r, r * 3 // 4 + 1))
    for dx in (-r // 2 + 1, r // 2 - 1):
        pygame.draw.circle(surface, ink, (x + dx, y - r // 4), max(1, r // 3))


def coin(surface: pygame.Surface, centre: tuple[int, int], r: int, gold: bool) -> None:
    """A gold or a silver coin."""
    face, rim = ((236, 190, 70), (150, 104, 30)) if gold else ((206, 210, 218), (120, 124, 136))
    pygame.draw.circle(surface, rim, centre, r)
    pygame.draw.circle(surface, face, centre, r - 2)


def fan(n: int, r: int) -> tuple[int, list[tuple[int, int]]]:
    """Where n pawns sharing a space stand round its middle, and the radius they are drawn at: a few in a
    ring, more in rows (four at most to a row) drawn a little smaller, never one over another."""
    if n <= 1:
        return r, [(0, 0)]
    if n <= 5:
        return r, [(round(dx), round(dy)) for dx, dy in crowd_offsets(n, r * (1.15 + 0.11 * n))]
    small = max(7, round(r * 0.8))
    step = 2 * small + 8     # a pawn's ring is its radius and 2 more
    rows = math.ceil(n / 4)
    cols = math.ceil(n / rows)
    out = []
    for k in range(n):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        out.append((round((col - (in_row - 1) / 2) * step), round((row - (rows - 1) / 2) * step)))
    return small, out
