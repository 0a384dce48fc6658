"""Drawing what lies on the Dungeon! board, in screen space over the pre-rendered board: the cards in
rooms and chambers, the pawns (several on one space stay visible), the lit places a click may take, a
path with its cost, the level labels when zoomed out, and a tooltip.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.board import Board

from ... import assets, draw
from ...boardview import BoardView
from ...pieces import crowd_positions, draw_pawn
from ...theme import SMALL, Colour, Palette
from .cards import draw_back, draw_mini_face, sprite_of
from .style import Layout

View = dict[str, Any]
Point = tuple[float, float]
MOVE = (255, 250, 236)
ATTACK = (232, 86, 64)
MAGIC = (140, 170, 255)


def pawn_radius(zoom: float) -> int:
    return max(8, min(24, round(28 * zoom)))


def screen_rect(bv: BoardView, rect: pygame.Rect) -> pygame.Rect:
    x, y = bv.to_screen(rect.x, rect.y)
    return pygame.Rect(x, y, max(2, round(rect.w * bv.zoom)), max(2, round(rect.h * bv.zoom)))


# --- cards -------------------------------------------------------------------------------------------

def draw_lairs(surface: pygame.Surface, bv: BoardView, layout: Layout, view: View, column: str,
               pal: Palette) -> None:
    """Every room's and chamber's cards: backs in their level's colour, face-up (or seen) cards with the
    number the seat at the screen would need, prizes peeking out from under the monster guarding them."""
    for space, stack in view["lairs"].items():
        base = layout.cards_at.get(space)
        if base is None or not stack:
            continue
        spread = round(base.w * 0.55)
        first = -spread * (len(stack) - 1) / 2
        for i in range(len(stack) - 1, -1, -1):  # bottom card first, the top card last (in front)
            guard = stack[i]
            rect = screen_rect(bv, base.move(round(first + spread * (len(stack) - 1 - i)), 0))
            if not bv.rect.colliderect(rect):
                continue
            for k, p in enumerate(guard["prizes"][:3]):
                peek = pygame.Rect(0, 0, max(3, round(rect.w * 0.7)), max(4, round(rect.h * 0.7)))
                peek.bottomleft = (rect.x - round(rect.w * 0.22) - k * 3, rect.bottom + round(rect.h * 0.12))
                draw_back(surface, peek, p["level"], "prize")
            card = guard["card"]
            if card is None:
                draw_back(surface, rect, guard["level"])
            else:
                draw_mini_face(surface, rect, card, number_on(card, column), pal, seen_only=not guard["face_up"])


def number_on(card: dict[str, Any], column: str) -> str:
    if card.get("kind") == "trap":
        return "!"
    if column:
        n = card["numbers"].get(column)
        return "–" if n is None else str(n)
    return card["name"][:1]


# --- pawns -------------------------------------------------------------------------------------------

def draw_piece(surface: pygame.Surface, seat: int, centre: tuple[int, int], r: int, pal: Palette,
               sprite: str | None, active: bool, lying: bool) -> None:
    """A pawn; one that loses turns (or lies wounded) is drawn lying down."""
    if not lying:
        draw_pawn(surface, seat, centre, r, pal, sprite, active)
        return
    pygame.draw.circle(surface, pal.seats[seat % len(pal.seats)], centre, r + 2)
    if sprite and assets.exists(sprite):
        img = pygame.transform.rotate(assets.scaled(sprite, r * 2 + 8, r * 2 + 8), 90)
        surface.blit(img, img.get_rect(center=centre))


def draw_pawns(surface: pygame.Surface, bv: BoardView, layout: Layout, pawns: list[dict[str, Any]],
               moving: dict[int, Point], active: int | None, pal: Palette) -> None:
    """Every pawn on the board where the view shows it; pawns sharing a space stand in a ring so that each
    shows; `moving` are the pawns walking now (drawn at their point on the way)."""
    r = pawn_radius(bv.zoom)
    where = {p["seat"]: p["space"] for p in pawns
             if p["seat"] not in moving and p["alive"] and p["kind"] and p["space"] is not None}
    placed = crowd_positions(where, lambda space: bv.to_screen(*layout.pawn_at.get(space, (0.0, 0.0))),
                             lambda n: 0 if n == 1 else r * (1.15 + 0.11 * n))
    order = [*placed.items(), *((seat, bv.to_screen(*point)) for seat, point in moving.items())]
    order.sort(key=lambda item: (item[0] == active, item[1][1]))  # the active pawn on top
    clip = surface.get_clip()
    surface.set_clip(bv.rect)
    for seat, centre in order:
        p = pawns[seat]
        lying = bool(p["lost_turns"] or p["wounded"]) and seat not in moving
        draw_piece(surface, seat, centre, r, pal, sprite_of(p["kind"]), seat == active, lying)
        if p["lost_turns"] and r >= 10:
            badge = (centre[0] + r, centre[1] + r)
            pygame.draw.circle(surface, pal.bad, badge, 9)
            draw.text(surface, str(p["lost_turns"]), badge, size=SMALL - 2, colour=pal.white, face="bold",
                      anchor="center")
    surface.set_clip(clip)


# --- what a click may take -----------------------------------------------------------------------------

def draw_door_mark(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: Colour) -> None:
    """A door a click may open: a ring round it."""
    pygame.draw.circle(surface, (20, 14, 10), centre, r + 2, 5)
    pygame.draw.circle(surface, colour, centre, r, 3)


# --- words on the board --------------------------------------------------------------------------------

def draw_level_labels(surface: pygame.Surface, bv: BoardView, board: Board, pal: Palette) -> None:
    """Zoomed out, the printed labels shrink below reading size: say them again, large enough."""
    if bv.zoom * 40 >= 20:
        return
    for mark in board.marks_of_kind("label"):
        draw.plate(surface, str(mark.props["text"]), bv.to_screen(*mark.center), size=17, ink=(250, 236, 200),
                   fill=(14, 10, 8), border=None, pad=(14, 4), radius=2)
    for start in board.of_kind("start"):
        x, y = bv.to_screen(start.center[0], start.y + start.h)
        draw.plate(surface, "MAIN STAIRCASE", (x, y + 4), size=SMALL - 1, ink=pal.ink, fill=(250, 246, 230),
                   border=(20, 16, 12), anchor="midtop", pad=(10, 2), radius=4)
