"""The small looks every table shares, as parts: a pawn or a figure at a point, a few words on a plate, a ring
round something lit, a see-through wash, a sprite, a line of text. Each is a frozen value and the function
that paints it (see compose.py); the helpers here place them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import assets, draw
from .compose import SHADOW, Part, part
from .pieces import draw_figure, draw_pawn
from .theme import Colour, Palette

Rect = pygame.Rect


@dataclass(frozen=True, slots=True)
class Figure:
    """A standing figure in its seat's colour (pieces.draw_figure), the active one glowing."""

    sprite: str
    seat: int
    size: int
    active: bool = False
    faded: bool = False


def paint_figure(surface: pygame.Surface, rect: Rect, look: Figure, pal: Palette) -> None:
    draw_figure(surface, look.sprite, look.seat, rect.center, look.size, pal, look.active, look.faded)


def figure(centre: tuple[int, int], look: Figure) -> Part:
    return part(Rect(0, 0, 2 * look.size, 2 * look.size).move_to(center=centre), look, paint_figure)


@dataclass(frozen=True, slots=True)
class Pawn:
    """A seat's pawn (pieces.draw_pawn): its sprite ringed in the seat's colour, or its marker."""

    seat: int
    radius: int
    sprite: str | None = None
    active: bool = False
    lying: bool = False


def paint_pawn(surface: pygame.Surface, rect: Rect, look: Pawn, pal: Palette) -> None:
    draw_pawn(surface, look.seat, rect.center, look.radius, pal, look.sprite, look.active, look.lying)


def pawn(centre: tuple[int, int], look: Pawn) -> Part:
    r = 2 * look.radius + 6
    return part(Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r), look, paint_pawn)


@dataclass(frozen=True, slots=True)
class Plate:
    """A few words on a small panel (a label, a cost, a chance)."""

    text: str
    size: int
    ink: Colour
    fill: Colour
    border: Colour | None
    radius: int = 6
    face: str = "bold"
    shadow: bool = False


def paint_plate(surface: pygame.Surface, rect: Rect, look: Plate, pal: Palette) -> None:
    draw.panel(surface, rect, look.fill, look.border, radius=look.radius, shadow=look.shadow)
    img = assets.text(look.face, look.size, look.text, look.ink)
    surface.blit(img, img.get_rect(center=rect.center))


def plate_rect(text: str, at: tuple[int, int], size: int, *, face: str = "bold", anchor: str = "center",
               pad: tuple[int, int] = (10, 4), inside: Rect | None = None) -> Rect:
    """Where a plate of words at a point goes (kept `inside` an area it overlaps: words at the map's edge
    shift in, never under the panels beside the board)."""
    box = Rect((0, 0), (assets.width(face, size, text), assets.font(face, size).get_height()))
    setattr(box, anchor, at)
    box.inflate_ip(*pad)
    if inside is not None and box.colliderect(inside):
        box.clamp_ip(inside.inflate(-4, -4))
    return box


def plate(text: str, at: tuple[int, int], size: int, ink: Colour, fill: Colour, border: Colour | None, *,
          anchor: str = "center", pad: tuple[int, int] = (10, 4), radius: int = 6, face: str = "bold",
          inside: Rect | None = None, shadow: bool = False) -> Part:
    rect = plate_rect(text, at, size, face=face, anchor=anchor, pad=pad, inside=inside)
    return part(rect, Plate(text, size, ink, fill, border, radius, face, shadow), paint_plate,
                spill=SHADOW if shadow else (0, 0, 0, 0))


@dataclass(frozen=True, slots=True)
class Ring:
    """An outline round something (a lit square, a way to choose)."""

    colour: Colour
    width: int
    radius: int = 8


def paint_ring(surface: pygame.Surface, rect: Rect, look: Ring, pal: Palette) -> None:
    pygame.draw.rect(surface, look.colour, rect, look.width, border_radius=look.radius)


@dataclass(frozen=True, slots=True)
class Wash:
    """A see-through colour over a place."""

    colour: Colour
    alpha: int


def paint_wash(surface: pygame.Surface, rect: Rect, look: Wash, pal: Palette) -> None:
    surface.fill((*look.colour, look.alpha), rect)


@dataclass(frozen=True, slots=True)
class Sprite:
    """A sprite scaled to its place (its alpha: see-through when below 255)."""

    name: str
    alpha: int = 255


def paint_sprite(surface: pygame.Surface, rect: Rect, look: Sprite, pal: Palette) -> None:
    if assets.exists(look.name):
        draw.sprite(surface, look.name, rect.size, rect.center, look.alpha)


@dataclass(frozen=True, slots=True)
class Text:
    """A line of text in its rect (anchored at its left, middle or right; shrunk and cut to fit)."""

    text: str
    size: int
    colour: Colour
    face: str = "body"
    align: str = "left"


def paint_text(surface: pygame.Surface, rect: Rect, look: Text, pal: Palette) -> None:
    anchor = {"left": "midleft", "right": "midright", "centre": "center"}[look.align]
    draw.text(surface, look.text, getattr(rect, anchor), size=look.size, colour=look.colour, face=look.face,
              anchor=anchor, max_width=rect.w)


WAY_EDGE = (30, 22, 12)   # the dark edge of a way drawn on a board, and of its dots


@dataclass(frozen=True, slots=True)
class Way:
    """A way across a board, step by step (its points relative to its part's rect): a line with a dark edge,
    a dot at each step between its ends (the board games' moves, lit before a click takes them)."""

    points: tuple[tuple[int, int], ...]
    colour: Colour


def paint_way(surface: pygame.Surface, rect: Rect, look: Way, pal: Palette) -> None:
    pts = [(rect.x + x, rect.y + y) for x, y in look.points]
    if len(pts) > 1:
        pygame.draw.lines(surface, WAY_EDGE, False, pts, 9)
        pygame.draw.lines(surface, look.colour, False, pts, 5)
    for p in pts[1:-1]:
        pygame.draw.circle(surface, WAY_EDGE, p, 6)
        pygame.draw.circle(surface, look.colour, p, 4)
