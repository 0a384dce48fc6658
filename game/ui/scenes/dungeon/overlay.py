"""What lies over the Dungeon! board on the screen: the pawns (several on one space fan out in rows, every one
whole; one on its way drawn where it is now), the doors a click may open, a small space a click may take, a way
across the board with what it costs, and the level labels and the Main Staircase's said again when zoomed out
(clear of the pawns).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.board import Board
from game.games.dungeon.view import PawnView

from ... import assets, draw
from ...boardview import BoardView
from ...compose import Part, part
from ...looks import Pawn, Plate, paint_plate, pawn
from ...pieces import fan
from ...theme import SMALL, Colour, Palette
from .cards import sprite_of
from .style import Places

Point = tuple[float, float]
Rect = pygame.Rect
MOVE = (255, 250, 236)
ATTACK = (232, 86, 64)
MAGIC = (140, 170, 255)
EDGE = (30, 22, 12)   # the dark edge of a way, its dots and its plate


@dataclass(frozen=True, slots=True)
class Badge:
    """The turns a pawn still loses, on a red badge at its foot."""

    count: int


def paint_badge(surface: pygame.Surface, rect: Rect, look: Badge, pal: Palette) -> None:
    pygame.draw.circle(surface, pal.bad, rect.center, 9)
    draw.text(surface, str(look.count), rect.center, size=SMALL - 2, colour=pal.white, face="bold", anchor="center")


def pawns(cam: BoardView, layout: Places, view_pawns: tuple[PawnView, ...], moving: dict[int, Point],
          active: int | None) -> tuple[list[Part], list[Rect]]:
    """Every pawn where the view has it (the one to act on top, the lower ones over the higher), a pawn that
    loses turns (or lies wounded) lying down with its count; `moving`: a pawn on its way, at its point. With
    them, where each pawn standing on a space is (a label keeps clear of them)."""
    r = max(8, min(24, round(28 * cam.zoom)))
    groups: dict[int, list[int]] = {}
    for p in view_pawns:
        if p.seat not in moving and p.alive and p.kind and p.space is not None:
            groups.setdefault(p.space, []).append(p.seat)
    standing: list[tuple[int, tuple[tuple[int, int], int]]] = []
    for space, seats in groups.items():
        cx, cy = cam.to_screen(*layout.pawn_at.get(space, (0.0, 0.0)))
        radius, offsets = fan(len(seats), r)
        standing += [(seat, ((cx + dx, cy + dy), radius))
                     for seat, (dx, dy) in zip(sorted(seats), offsets, strict=True)]
    order = [*standing, *((seat, (cam.to_screen(*point), r)) for seat, point in moving.items())]
    out: list[Part] = []
    for seat, (centre, radius) in sorted(order, key=lambda item: (item[0] == active, item[1][0][1])):
        p = view_pawns[seat]
        out.append(pawn(centre, Pawn(seat, radius, sprite_of(p.kind), seat == active,
                                     bool(p.lost_turns or p.wounded) and seat not in moving)))
        if p.lost_turns and radius >= 10:
            out.append(part(Rect(centre[0] + radius - 10, centre[1] + radius - 10, 20, 20), Badge(p.lost_turns),
                            paint_badge))
    return out, [Rect(x - r - 3, y - r - 3, 2 * r + 6, 2 * r + 6) for _, ((x, y), r) in standing]


@dataclass(frozen=True, slots=True)
class DoorMark:
    """A door a click may open (or search for): a ring round it."""

    radius: int


def paint_door_mark(surface: pygame.Surface, rect: Rect, look: DoorMark, pal: Palette) -> None:
    pygame.draw.circle(surface, (20, 14, 10), rect.center, look.radius + 2, 5)
    pygame.draw.circle(surface, ATTACK, rect.center, look.radius, 3)


def door_mark(centre: tuple[int, int], radius: int) -> Part:
    r = radius + 3
    return part(Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r), DoorMark(radius), paint_door_mark)


@dataclass(frozen=True, slots=True)
class Spot:
    """A small space a click may take: lightened, with a dot in the colour of what the click does."""

    colour: Colour


def paint_spot(surface: pygame.Surface, rect: Rect, look: Spot, pal: Palette) -> None:
    surface.blit(draw.wash(rect.w, rect.h, (255, 255, 255), 150), rect)
    dot(surface, rect.center, max(3, rect.w // 4), look.colour)


def dot(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: Colour) -> None:
    pygame.draw.circle(surface, EDGE, centre, r + 2)
    pygame.draw.circle(surface, colour, centre, r)


@dataclass(frozen=True, slots=True)
class Way:
    """A way across the board, step by step (its points relative to its part's rect)."""

    points: tuple[tuple[int, int], ...]
    colour: Colour


def paint_way(surface: pygame.Surface, rect: Rect, look: Way, pal: Palette) -> None:
    pts = [(rect.x + x, rect.y + y) for x, y in look.points]
    if len(pts) > 1:
        pygame.draw.lines(surface, EDGE, False, pts, 9)
        pygame.draw.lines(surface, look.colour, False, pts, 5)
    for p in pts[1:-1]:
        dot(surface, p, 4, look.colour)


def way(cam: BoardView, points: list[Point], label: str, colour: Colour, pal: Palette) -> list[Part]:
    """A way across the board (map points), with what it costs or means on a plate at its end."""
    pts = [cam.to_screen(*p) for p in points]
    box = Rect(pts[0], (1, 1)).unionall([Rect(p, (1, 1)) for p in pts]).inflate(16, 16)
    out = [part(box, Way(tuple((x - box.x, y - box.y) for x, y in pts), colour), paint_way)]
    if label:
        out.append(plate(label, (pts[-1][0], pts[-1][1] - 26), SMALL + 2, pal.ink, colour, EDGE, (14, 6), 8))
    return out


def plate_rect(text: str, at: tuple[int, int], size: int, pad: tuple[int, int], anchor: str = "center") -> Rect:
    """Where words on a plate go: the line as rendered (its full height, taller than looks.plate_rect's),
    padded, its anchor at a point."""
    box = assets.text("bold", size, text, (255, 255, 255)).get_rect()
    setattr(box, anchor, at)
    return box.inflate(*pad)


def plate(text: str, at: tuple[int, int], size: int, ink: Colour, fill: Colour, border: Colour | None,
          pad: tuple[int, int], radius: int) -> Part:
    return part(plate_rect(text, at, size, pad), Plate(text, size, ink, fill, border, radius), paint_plate)


def level_labels(cam: BoardView, board: Board, pal: Palette, pawn_boxes: list[Rect]) -> list[Part]:
    """Zoomed out, the printed labels shrink below reading size: say them again, large enough; the Main
    Staircase's goes beside the staircase wherever no pawn stands (`pawn_boxes`), so that neither hides the
    other."""
    if cam.zoom * 40 >= 20:
        return []
    out = [plate(str(mark.props["text"]), cam.to_screen(*mark.center), 17, (250, 236, 200), (14, 10, 8), None,
                 (14, 4), 2) for mark in board.marks_of_kind("label")]
    start = next(iter(board.of_kind("start")), None)
    if start is None:
        return out
    top, bottom = cam.to_screen(start.center[0], start.y), cam.to_screen(start.center[0], start.y + start.h)
    text, size = "MAIN STAIRCASE", SMALL - 1
    for gap in range(4, 200, 6):   # below the staircase, else above it, each a little further out
        for anchor, at in (("midtop", (bottom[0], bottom[1] + gap)), ("midbottom", (top[0], top[1] - gap))):
            box = plate_rect(text, at, size, (20, 4), anchor)
            if box.collidelist(pawn_boxes) < 0:
                return [*out, plate(text, box.center, size, pal.ink, (250, 246, 230), (20, 16, 12), (20, 4), 4)]
    return out
