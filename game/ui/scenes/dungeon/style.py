"""The look of the Dungeon! board, as its author drew it in boards/src/preview_dungeon.py (which now renders
through this style, so it lives once), and where things stand on it (Places): the screen lays pieces and takes
clicks there.
"""

from __future__ import annotations

import math

import pygame

from game.engine.board import Board, Link, Space
from game.games.dungeon.levels import LEVELS

from ... import draw
from ...boardview import BoardStyle, map_rect
from ...cards import card_width

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


def level_rgb(level: int) -> Colour:
    return LEVELS[level].rgb if level in LEVELS else (200, 200, 200)


def printed(space: Space) -> tuple[str, int, Colour]:
    """A place's name as the board prints it, its size and ink: a room's in white, a chamber's in capitals."""
    return (space.name, 18, (255, 255, 255)) if space.kind == "room" else (space.name.upper(), 26, CHAMBER_INK)


class Places:
    """In map pixels: a pawn in each space, the cards in a room or chamber, its name (the place it is printed
    in, and the box of its printed words: name_box), each door's middle; the Main Staircase (start)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.pawn_at: dict[int, Point] = {}
        self.cards_at: dict[int, pygame.Rect] = {}
        self.name_rect: dict[int, pygame.Rect] = {}
        self.name_box: dict[int, pygame.Rect] = {}
        self.door_at: dict[int, Point] = {}     # link id -> the door's middle
        self.start = start = next(iter(board.of_kind("start")))
        for s in board.spaces.values():
            r = map_rect(s)
            self.pawn_at[s.id] = s.center
            if s.kind == "room":
                h = r.h - 10
                self.cards_at[s.id] = pygame.Rect(0, 0, card_width(h), h).move_to(center=r.center)
                self.name_rect[s.id] = r.inflate(-4, -4)
            elif s.kind == "chamber":
                inner = r.inflate(-40, -40)
                if s.contains(*start.center):
                    # the Main Gallery: its name above the Main Staircase, its pawns below it
                    self.name_rect[s.id] = pygame.Rect(inner.x, inner.y, inner.w, max(8, round(start.y) - inner.y))
                    self.pawn_at[s.id] = (s.center[0], start.y + start.h + 30)
                else:
                    # the name above, the cards lower left, the pawns lower right, so that none hides another
                    self.name_rect[s.id] = pygame.Rect(inner.x, inner.y, inner.w, round(inner.h * 0.45))
                    self.pawn_at[s.id] = (s.center[0] + r.w * 0.26, r.y + r.h * 0.7)
                self.cards_at[s.id] = pygame.Rect(0, 0, card_width(70), 70).move_to(
                    center=(round(s.center[0] - r.w * 0.16), round(r.y + r.h * 0.7)))
        for space, rect in self.name_rect.items():
            if board.spaces[space].name:
                text, size, _ = printed(board.spaces[space])
                self.name_box[space] = draw.fit_box(text, rect, size)
        for link in board.links_of_kind("door", "secret_door"):
            (ax, ay), (bx, by) = link.points[0], link.points[-1]
            self.door_at[link.id] = ((ax + bx) / 2, (ay + by) / 2)

    # A value, not an object: all of it comes from the map, so the map it was read from is what it is. The
    # rooms' tags are kept by it (overlay.room_tags), never by an object's id: a new table of the same board
    # finds them laid out, and an old table's places are not held for the key.
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Places) and other.board.path == self.board.path

    def __hash__(self) -> int:
        return hash(self.board.path)


class DungeonBoardStyle(BoardStyle):
    """The printed board's look, drawn once at scale 1 (the board view zooms copies of it)."""

    def render(self, board: Board) -> pygame.Surface:
        surf = pygame.Surface((max(1, board.width), max(1, board.height)))
        surf.fill(GROUND)
        for mark in board.marks_of_kind("section"):
            area = map_rect(mark)
            pygame.draw.rect(surf, tuple(int(c * 0.28) for c in level_rgb(mark.prop("level"))), area)
            pygame.draw.rect(surf, (12, 10, 8), area, 4)
        for space in sorted(board.spaces.values(), key=lambda s: s.kind != "chamber"):   # chambers under the rest
            self.draw_space(surf, space, board)
        for link in board.links.values():
            self.draw_link(surf, link, board)
        names = Places(board).name_rect
        for space in board.spaces.values():
            if space.id in names and space.name:
                text, size, ink = printed(space)
                draw.fit_text(surf, text, names[space.id], size, ink)
        for mark in board.marks_of_kind("label"):
            draw.fit_text(surf, mark.props["text"], map_rect(mark), int(mark.props.get("size", 36)), LABEL)  # type: ignore
        return surf

    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        fill = {"corridor": SLAB, "room": level_rgb(space.prop("level")), "chamber": CHAMBER,
                "start": STAIRCASE}[space.kind]   # (the map's schema allows no other kind)
        area, (edge, width) = map_rect(space), (SLAB_EDGE, 1) if space.kind == "corridor" else (INK, 3)
        if space.kind == "chamber" and space.points:
            pygame.draw.polygon(surf, fill, space.points)
            pygame.draw.polygon(surf, edge, space.points, width)
        else:
            pygame.draw.rect(surf, fill, area)
            pygame.draw.rect(surf, edge, area, width)
        if space.kind == "start":
            for i in range(1, 5):  # the steps of the Main Staircase
                y = area.y + i * area.h / 5
                pygame.draw.line(surf, INK, (area.x, y), (area.right - 1, y), 2)

    def draw_link(self, surf: pygame.Surface, link: Link, board: Board) -> None:
        (ax, ay), (bx, by) = link.points[0], link.points[-1]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        mx, my = (ax + bx) / 2, (ay + by) / 2
        def across(off: float) -> Point:   # a point across the link, `off` map pixels from its middle
            return mx - uy * off, my + ux * off
        if link.kind == "door":
            pygame.draw.line(surf, INK, across(11), across(-11), 7)
        elif link.kind == "secret_door":   # two dashes, each a quarter of the door
            for off in (11, 0):
                pygame.draw.line(surf, SECRET, across(off), across(off - 5.5), 6)
        elif link.kind == "stairs":
            pygame.draw.line(surf, STAIRS, (ax, ay), (bx, by), 14)
            rungs = max(3, int(length / 8))
            for i in range(1, rungs):
                cx, cy = ax + dx * i / rungs, ay + dy * i / rungs
                pygame.draw.line(surf, (240, 220, 180), (cx - uy * 7, cy + ux * 7), (cx + uy * 7, cy - ux * 7), 1)
            badge = pygame.Rect(0, 0, 26, 26).move_to(center=(int(mx), int(my)))
            pygame.draw.ellipse(surf, STAIRS, badge)
            draw.fit_text(surf, str(link.props.get("steps")), badge, 22, (255, 240, 200))
