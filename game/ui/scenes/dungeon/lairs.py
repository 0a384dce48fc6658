"""What lies on the Dungeon! board and changes only with the view: the cards in the rooms and large chambers
(backs in their level's colour; a card face up, or one this seat has seen, with the number that matters to the
seat at the screen; the prizes a monster guards peeking out from under it) and, over them, each room's name on
a tag. They are parts on the board's own layer (BoardScreen.fixed), seen through a lens: the layer's, or the
camera's when zoomed far in.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.dungeon.content import MonsterCard
from game.games.dungeon.view import DungeonView

from ... import draw, labels
from ...boardview import BoardView, Lens
from ...compose import Part, part
from ...looks import Wash, paint_wash
from ...theme import Palette
from .cards import draw_back
from .style import Places, level_rgb, rect_of

Rect = pygame.Rect
NAME_ZOOM = 0.45      # below this zoom a room's name cannot be read on its tag: the hover names it
TAG = ((24, 18, 12), (120, 100, 60), (255, 246, 222))   # a room's name tag: its fill, border and ink


@dataclass(frozen=True, slots=True)
class Back:
    """A card face down: a monster's or a prize's back in its level's colour."""

    level: int
    kind: str = "monster"


def paint_back(surface: pygame.Surface, rect: Rect, look: Back, pal: Palette) -> None:
    draw_back(surface, rect, look.level, look.kind)


@dataclass(frozen=True, slots=True)
class Small:
    """A monster card on the board, face up (or face down, seen by this seat): its level's band and, large, the
    number that matters to the seat at the screen (or its initial)."""

    level: int
    number: str
    seen_only: bool


def paint_small(surface: pygame.Surface, rect: Rect, look: Small, pal: Palette) -> None:
    if look.seen_only:
        draw_back(surface, rect, look.level)
        box = rect.inflate(-max(2, rect.w // 6), -max(2, rect.h // 3))
        pygame.draw.rect(surface, pal.parchment, box, border_radius=3)
        pygame.draw.rect(surface, pal.ink, box, 1, border_radius=3)
    else:
        pygame.draw.rect(surface, pal.parchment, rect, border_radius=3)
        band = Rect(rect.x, rect.y, rect.w, max(3, rect.h // 5))
        pygame.draw.rect(surface, level_rgb(look.level), band, border_top_left_radius=3, border_top_right_radius=3)
        pygame.draw.rect(surface, pal.ink, rect, 1, border_radius=3)
        box = Rect(rect.x, band.bottom, rect.w, rect.bottom - band.bottom)
    size = max(8, min(box.h - 2, round(box.w * (0.62 if len(look.number) > 1 else 0.9))))
    if look.number:
        draw.text(surface, look.number, box.center, size=size, colour=(150, 30, 24), face="bold", anchor="center")


def on_screen(lens: BoardView | Lens, rect: Rect) -> Rect:
    x, y = lens.to_screen(rect.x, rect.y)
    return Rect(x, y, max(2, round(rect.w * lens.zoom)), max(2, round(rect.h * lens.zoom)))


def number_on(card: MonsterCard, column: str) -> str:
    """What a small card says: a trap's "!", the number the seat's hero needs, or the monster's initial."""
    if card.kind == "trap":
        return "!"
    if column:
        n = card.number(column)
        return "–" if n is None else str(n)
    return card.name[:1]


def fixed(lens: BoardView | Lens, layout: Places, view: DungeonView, column: str) -> list[Part]:
    """Every room's and chamber's cards, the top card last (in front), each prize it guards peeking out from
    under it; then the rooms' name tags over them: a room's printed name, which its cards would cut into
    pieces, is painted over, and its tag says it again, at a size that reads at the play zoom (none when zoomed
    out too far to read one). On the board's layer, laid out again only when the cards in the rooms change
    (BoardScreen.fixed_of)."""
    out: list[Part] = []
    tags: list[labels.Place] = []
    for found in view.lairs:
        base, stack, room = layout.cards_at.get(found.space), found.guards, layout.board.spaces[found.space]
        if base is None or not stack:
            continue
        if room.kind == "room" and lens.zoom >= NAME_ZOOM:
            r = on_screen(lens, rect_of(room))
            inset = -max(2, round(6 * lens.zoom))
            out.append(part(r.inflate(inset, inset), Wash(level_rgb(room.prop("level")), 255), paint_wash,
                            opaque=True))
            if room.name and lens.rect.colliderect(r.inflate(80, 40)):
                tags.append((found.space, room.name, tuple(r)))
        spread = round(base.w * 0.55)
        first = -spread * (len(stack) - 1) / 2
        for i, guard in enumerate(reversed(stack)):   # the bottom card first
            rect = on_screen(lens, base.move(round(first + spread * i), 0))
            if not lens.rect.colliderect(rect):
                continue
            for k, p in enumerate(guard.prizes[:3]):
                peek = Rect(0, 0, max(3, round(rect.w * 0.7)), max(4, round(rect.h * 0.7)))
                peek.bottomleft = (rect.x - round(rect.w * 0.22) - k * 3, rect.bottom + round(rect.h * 0.12))
                out.append(part(peek, Back(p.level, "prize"), paint_back))
            card = guard.card
            look = Back(guard.level) if card is None else Small(card.level, number_on(card, column), not guard.face_up)
            out.append(part(rect, look, paint_back if card is None else paint_small))
    return [*out, *labels.name_tags(tuple(tags), max(14, min(17, round(24 * lens.zoom))), TAG)]
