"""What lies on the Dungeon! board and changes only with the view: the cards in the rooms and large chambers
(backs in their level's colour; a card face up, or one this seat has seen, with the number that matters to
the seat at the screen; the prizes a monster guards peeking out from under it) and, over them, each room's
name on a tag. They are parts on the board's own layer (BoardScreen.fixed), seen through a lens: the
layer's, or the camera's when zoomed far in.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.board import Board
from game.games.dungeon.content import MonsterCard
from game.games.dungeon.view import DungeonView, LairView

from ... import labels
from ...boardview import BoardView, Lens
from ...compose import Part, part
from ...looks import Wash, paint_wash
from ...theme import Palette
from .cards import draw_back, draw_mini_face
from .style import Places, level_rgb

NAME_ZOOM = 0.45      # below this zoom a room's name cannot be read on its tag: the hover names it
TAG = ((24, 18, 12), (120, 100, 60), (255, 246, 222))   # a room's name tag: its fill, border and ink


@dataclass(frozen=True, slots=True)
class Back:
    """A card face down: a monster's or a prize's back in its level's colour."""

    level: int
    kind: str = "monster"


def paint_back(surface: pygame.Surface, rect: pygame.Rect, look: Back, pal: Palette) -> None:
    draw_back(surface, rect, look.level, look.kind)


@dataclass(frozen=True, slots=True)
class Small:
    """A monster card on the board, face up (or seen by this seat): its level and the number that matters."""

    level: int
    number: str
    seen_only: bool


def paint_small(surface: pygame.Surface, rect: pygame.Rect, look: Small, pal: Palette) -> None:
    draw_mini_face(surface, rect, look.level, look.number, pal, seen_only=look.seen_only)


def on_screen(lens: BoardView | Lens, rect: pygame.Rect) -> pygame.Rect:
    x, y = lens.to_screen(rect.x, rect.y)
    return pygame.Rect(x, y, max(2, round(rect.w * lens.zoom)), max(2, round(rect.h * lens.zoom)))


def number_on(card: MonsterCard, column: str) -> str:
    """What a small card says: a trap's "!", the number the seat's hero needs, or the monster's initial."""
    if card.kind == "trap":
        return "!"
    if column:
        n = card.number(column)
        return "–" if n is None else str(n)
    return card.name[:1]


def lair(lens: BoardView | Lens, layout: Places, found: LairView, column: str) -> list[Part]:
    """A room's or chamber's cards, the top card last (in front), each prize it guards peeking out from under
    it. A room's printed name, which its cards would cut into pieces, is painted over (its tag says it)."""
    base = layout.cards_at.get(found.space)
    stack = found.guards
    if base is None or not stack:
        return []
    out: list[Part] = []
    room = layout.board.spaces[found.space]
    if room.kind == "room" and lens.zoom >= NAME_ZOOM:
        inner = on_screen(lens, pygame.Rect(round(room.x), round(room.y), round(room.w), round(room.h)))
        inset = -max(2, round(6 * lens.zoom))
        out.append(part(inner.inflate(inset, inset), Wash(level_rgb(room.prop("level")), 255), paint_wash,
                        opaque=True))
    spread = round(base.w * 0.55)
    first = -spread * (len(stack) - 1) / 2
    for i in range(len(stack) - 1, -1, -1):   # the bottom card first
        guard = stack[i]
        rect = on_screen(lens, base.move(round(first + spread * (len(stack) - 1 - i)), 0))
        if not lens.rect.colliderect(rect):
            continue
        for k, p in enumerate(guard.prizes[:3]):
            peek = pygame.Rect(0, 0, max(3, round(rect.w * 0.7)), max(4, round(rect.h * 0.7)))
            peek.bottomleft = (rect.x - round(rect.w * 0.22) - k * 3, rect.bottom + round(rect.h * 0.12))
            out.append(part(peek, Back(p.level, "prize"), paint_back))
        card = guard.card
        look = Back(guard.level) if card is None else Small(card.level, number_on(card, column), not guard.face_up)
        out.append(part(rect, look, paint_back if card is None else paint_small))
    return out


def name_tags(lens: BoardView | Lens, board: Board, rooms: tuple[int, ...]) -> tuple[Part, ...]:
    """The name of every room that has cards on it (`rooms`), on a tag over the room's top edge: the printed
    name lies under the cards (a card's top is only its level band), so the tag says it again, at a size that
    reads at the play zoom; a long name takes two lines. None when zoomed out too far to read one."""
    if lens.zoom < NAME_ZOOM:
        return ()
    places: list[labels.Place] = []
    for space in rooms:
        room = board.spaces.get(space)
        if room is None or room.kind != "room" or not room.name:
            continue
        r = on_screen(lens, pygame.Rect(round(room.x), round(room.y), round(room.w), round(room.h)))
        if lens.rect.colliderect(r.inflate(80, 40)):
            places.append((space, room.name, tuple(r)))
    return labels.name_tags(tuple(places), max(14, min(17, round(24 * lens.zoom))), TAG)


def fixed(lens: BoardView | Lens, layout: Places, view: DungeonView, column: str) -> list[Part]:
    """Every room's and chamber's cards, then the rooms' name tags over them (on the board's layer, laid out
    again only when the cards in the rooms change: BoardScreen.fixed_of)."""
    rooms = tuple(found.space for found in view.lairs if found.guards)   # (the view's come by space)
    return [*(p for found in view.lairs for p in lair(lens, layout, found, column)),
            *name_tags(lens, layout.board, rooms)]
