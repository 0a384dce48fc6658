"""The look of the Dungeon! board: section grounds in their level's colour, yellow corridor slabs, rooms in
their level's colour, large chambers, doors as black bars, secret doors as grey dashes, staircases as
brown ladders with their steps, and the level labels. The board's author drew this look in
boards/src/preview_dungeon.py, which now renders through this style, so it lives once.

It also knows where things stand on the board (Places): where a pawn stands in a space, where the cards
lie in a room or chamber, and where each door is, so that the screen lays pieces and takes clicks there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.engine.board import Board, Link, Space
from game.games.dungeon.levels import LEVELS

from ... import draw
from ...boardview import BoardStyle

Colour = tuple[int, int, int]
Point = tuple[float, float]

GROUND = (43, 33, 24)
SLAB = (232, 196, 92)
SLAB_EDGE = (120, 92, 40)
CHAMBER = (240, 212, 120)
CHAMBER_INK = (90, 50, 10)
INK = (20, 16, 12)
STAIRS = (110, 60, 20)
SECRET = (150, 150, 150)
LABEL = (250, 236, 200)
STAIRCASE = (250, 246, 230)


def shade(rgb: Colour, k: float) -> Colour:
    return tuple(max(0, min(255, int(c * k)))for c in rgb)  # type: ignore[return-value]


def level_rgb(level: int) -> Colour:
    return LEVELS[level].rgb if level in LEVELS else (200, 200, 200)


def _rect(shape: Space) -> pygame.Rect:
    return pygame.Rect(round(shape.x), round(shape.y), round(shape.w), round(shape.h))


@dataclass(eq=False)
class Places:
    """Where things stand on the board, in map pixels (one per board: known by its identity)."""

    board: Board
    pawn_at: dict[int, Point] = field(default_factory=dict)     # a pawn's place in each space
    cards_at: dict[int, pygame.Rect] = field(default_factory=dict)  # the top card's place in a room/chamber
    name_rect: dict[int, pygame.Rect] = field(default_factory=dict)  # where a room's or chamber's name goes
    door_at: dict[int, Point] = field(default_factory=dict)     # link id -> the door's middle

    def __post_init__(self) -> None:
        b = self.board
        start = next(iter(b.of_kind("start")), None)
        for s in b.spaces.values():
            r = _rect(s)
            self.pawn_at[s.id] = s.center
            if s.kind == "room":
                h = r.h - 10
                w = round(h * 120 / 168)
                self.cards_at[s.id] = pygame.Rect(0, 0, w, h)
                self.cards_at[s.id].center = r.center
                self.name_rect[s.id] = r.inflate(-4, -4)
            elif s.kind == "chamber":
                holds_start = start is not None and s.contains(*start.center)
                inner = r.inflate(-40, -40)
                if holds_start and start is not None:
                    # the Main Gallery: its name above the Main Staircase, its pawns below it
                    self.name_rect[s.id] = pygame.Rect(inner.x, inner.y, inner.w, max(8, round(start.y) - inner.y))
                    self.pawn_at[s.id] = (s.center[0], start.y + start.h + 30)
                else:
                    # the name above, the cards lower left, the pawns lower right, so that none hides another
                    self.name_rect[s.id] = pygame.Rect(inner.x, inner.y, inner.w, round(inner.h * 0.45))
                    self.pawn_at[s.id] = (s.center[0] + r.w * 0.26, r.y + r.h * 0.7)
                ch = 70
                card = pygame.Rect(0, 0, round(ch * 120 / 168), ch)
                card.center = (round(s.center[0] - r.w * 0.16), round(r.y + r.h * 0.7))
                self.cards_at[s.id] = card
        for link in b.links.values():
            if link.kind in ("door", "secret_door"):
                (ax, ay), (bx, by) = link.points[0], link.points[-1]
                self.door_at[link.id] = ((ax + bx) / 2, (ay + by) / 2)


class DungeonBoardStyle(BoardStyle):
    """The printed board's look, drawn once at scale 1 (the board view zooms copies of it)."""

    def background(self, board: Board) -> Colour:
        return GROUND

    def render(self, board: Board) -> pygame.Surface:
        surf = pygame.Surface((max(1, board.width), max(1, board.height)))
        surf.fill(GROUND)
        for mark in board.marks_of_kind("section"):
            area = _rect(mark)  # type: ignore[arg-type]
            pygame.draw.rect(surf, shade(level_rgb(mark.prop("level")), 0.28), area)
            pygame.draw.rect(surf, (12, 10, 8), area, 4)
        for space in board.of_kind("chamber"):
            self.draw_chamber(surf, space)
        for space in board.spaces.values():
            if space.kind != "chamber":
                self.draw_space(surf, space, board)
        for link in board.links.values():
            self.draw_link(surf, link, board)
        layout = Places(board)
        for space in board.spaces.values():
            self.draw_name(surf, space, layout)
        for mark in board.marks_of_kind("label"):
            draw.fit_text(surf, mark.props["text"], _rect(mark), int(mark.props.get("size", 36)), LABEL)  # type: ignore
        return surf

    def draw_chamber(self, surf: pygame.Surface, space: Space) -> None:
        if space.points:
            pygame.draw.polygon(surf, CHAMBER, space.points)
            pygame.draw.polygon(surf, INK, space.points, 3)
        else:
            pygame.draw.rect(surf, CHAMBER, _rect(space))
            pygame.draw.rect(surf, INK, _rect(space), 3)

    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        area = _rect(space)
        if space.kind == "corridor":
            pygame.draw.rect(surf, SLAB, area)
            pygame.draw.rect(surf, SLAB_EDGE, area, 1)
        elif space.kind == "room":
            pygame.draw.rect(surf, level_rgb(space.prop("level")), area)
            pygame.draw.rect(surf, INK, area, 3)
        elif space.kind == "start":
            pygame.draw.rect(surf, STAIRCASE, area)
            pygame.draw.rect(surf, INK, area, 3)
            for i in range(1, 5):  # the steps of the Main Staircase
                y = area.y + i * area.h / 5
                pygame.draw.line(surf, INK, (area.x, y), (area.right - 1, y), 2)

    def draw_link(self, surf: pygame.Surface, link: Link, board: Board) -> None:
        (ax, ay), (bx, by) = link.points[0], link.points[-1]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        mx, my = (ax + bx) / 2, (ay + by) / 2
        half = 11
        if link.kind in ("door", "secret_door"):
            p, q = (mx - uy * half, my + ux * half), (mx + uy * half, my - ux * half)
            if link.kind == "door":
                pygame.draw.line(surf, INK, p, q, 7)
                return
            for t0, t1 in ((0.0, 0.25), (0.5, 0.75)):
                pygame.draw.line(surf, SECRET, (p[0] + (q[0] - p[0]) * t0, p[1] + (q[1] - p[1]) * t0),
                                 (p[0] + (q[0] - p[0]) * t1, p[1] + (q[1] - p[1]) * t1), 6)
        elif link.kind == "stairs":
            pygame.draw.line(surf, STAIRS, (ax, ay), (bx, by), 14)
            rungs = max(3, int(length / 8))
            for i in range(1, rungs):
                cx, cy = ax + dx * i / rungs, ay + dy * i / rungs
                pygame.draw.line(surf, (240, 220, 180), (cx - uy * 7, cy + ux * 7), (cx + uy * 7, cy - ux * 7), 1)
            badge = pygame.Rect(0, 0, 26, 26)
            badge.center = (int(mx), int(my))
            pygame.draw.ellipse(surf, STAIRS, badge)
            draw.fit_text(surf, str(link.props.get("steps")), badge, 22, (255, 240, 200))

    def draw_name(self, surf: pygame.Surface, space: Space, layout: Places) -> None:
        if space.kind not in ("room", "chamber") or not space.name:
            return
        rect = layout.name_rect[space.id]
        if space.kind == "room":
            draw.fit_text(surf, space.name, rect, 18, (255, 255, 255))
        else:
            draw.fit_text(surf, space.name.upper(), rect, 26, CHAMBER_INK)
