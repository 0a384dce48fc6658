"""Drawing what lies on the Dungeon! board, in screen space over the pre-rendered board: the cards in
rooms and chambers with each room's name on a tag over its cards, the pawns (several on one space fan out
in rows, every one whole), the lit places a click may take, a path with its cost, the level labels and the
Main Staircase's when zoomed out (clear of the pawns), and a tooltip.
"""

from __future__ import annotations

import pygame

from game.engine.board import Board
from game.games.dungeon.content import MonsterCard
from game.games.dungeon.view import DungeonView, GuardView, PawnView

from ... import assets, draw, labels
from ...boardview import BoardView, Lens
from ...pieces import draw_pawn, fan
from ...theme import SMALL, Colour, Palette
from .cards import draw_back, draw_mini_face, sprite_of
from .style import Layout, level_rgb

Point = tuple[float, float]
MOVE = (255, 250, 236)
ATTACK = (232, 86, 64)
MAGIC = (140, 170, 255)
NAME_ZOOM = 0.45      # below this zoom a room's name cannot be read on its tag: the hover names it
TAG = ((24, 18, 12), (120, 100, 60), (255, 246, 222))   # a room's name tag: its fill, border and ink


def pawn_radius(zoom: float) -> int:
    return max(8, min(24, round(28 * zoom)))


def screen_rect(bv: BoardView, rect: pygame.Rect) -> pygame.Rect:
    x, y = bv.to_screen(rect.x, rect.y)
    return pygame.Rect(x, y, max(2, round(rect.w * bv.zoom)), max(2, round(rect.h * bv.zoom)))


# --- cards -------------------------------------------------------------------------------------------

def lair_parts(bv: BoardView | Lens, layout: Layout, space: int, stack: tuple[GuardView, ...], column: str,
               pal: Palette) -> list[tuple[pygame.Rect, draw.Paint]]:
    """A room's or chamber's cards: backs in their level's colour, face-up (or seen) cards with the number
    the seat at the screen would need, prizes peeking out from under the monster guarding them. A room's
    printed name, which its cards would cut into pieces, is painted over (its tag says it)."""
    base = layout.cards_at.get(space)
    if base is None or not stack:
        return []
    parts: list[tuple[pygame.Rect, draw.Paint]] = []
    room = layout.board.spaces[space]
    if room.kind == "room" and bv.zoom >= NAME_ZOOM:
        inner = screen_rect(bv, pygame.Rect(round(room.x), round(room.y), round(room.w), round(room.h)))
        tint = level_rgb(room.prop("level"))
        parts.append((inner.inflate(-max(2, round(6 * bv.zoom)), -max(2, round(6 * bv.zoom))),
                      lambda s, r, c=tint: pygame.draw.rect(s, c, r)))
    spread = round(base.w * 0.55)
    first = -spread * (len(stack) - 1) / 2
    for i in range(len(stack) - 1, -1, -1):  # bottom card first, the top card last (in front)
        guard = stack[i]
        rect = screen_rect(bv, base.move(round(first + spread * (len(stack) - 1 - i)), 0))
        if not bv.rect.colliderect(rect):
            continue
        for k, p in enumerate(guard.prizes[:3]):
            peek = pygame.Rect(0, 0, max(3, round(rect.w * 0.7)), max(4, round(rect.h * 0.7)))
            peek.bottomleft = (rect.x - round(rect.w * 0.22) - k * 3, rect.bottom + round(rect.h * 0.12))
            parts.append((peek, lambda s, r, level=p.level: draw_back(s, r, level, "prize")))
        card = guard.card
        if card is None:
            parts.append((rect, lambda s, r, level=guard.level: draw_back(s, r, level)))
        else:
            parts.append((rect, lambda s, r, c=card, seen=not guard.face_up: draw_mini_face(
                s, r, c, number_on(c, column), pal, seen_only=seen)))
    return parts


def lair_pictures(lens: Lens, layout: Layout, view: DungeonView, column: str, pal: Palette) -> list[draw.Placed]:
    """Every room's cards as one kept picture on the board's layer, made again only when they change."""
    found = (draw.placed(("lair", space, assets.worded(("lair", space), stack), column, lens.zoom, id(pal)),
                         lambda space=space, stack=stack: lair_parts(lens, layout, space, stack, column, pal))
             for space, stack in ((lair.space, lair.guards) for lair in view.lairs))
    return [f for f in found if f is not None]


def room_name_tags(bv: BoardView | Lens, board: Board, view: DungeonView) -> dict[int, draw.Placed]:
    """The name of every room that has cards on it, on a tag over the room's top edge: the printed name lies
    under the cards (a card's top is only its level band), so the tag says it again, at a size that reads at
    the play zoom; a long name takes two lines. None when zoomed out too far to read one."""
    if bv.zoom < NAME_ZOOM:
        return {}
    rooms: list[labels.Place] = []
    for space, stack in ((lair.space, lair.guards) for lair in view.lairs):   # (the view's come by space)
        room = board.spaces.get(space)
        if room is None or room.kind != "room" or not stack or not room.name:
            continue
        r = screen_rect(bv, pygame.Rect(round(room.x), round(room.y), round(room.w), round(room.h)))
        if bv.rect.colliderect(r.inflate(80, 40)):
            rooms.append((space, room.name, tuple(r)))
    return labels.name_tags(tuple(rooms), max(14, min(17, round(24 * bv.zoom))), TAG)


def number_on(card: MonsterCard, column: str) -> str:
    if card.kind == "trap":
        return "!"
    if column:
        n = card.number(column)
        return "–" if n is None else str(n)
    return card.name[:1]


# --- pawns -------------------------------------------------------------------------------------------

def pawn_places(bv: BoardView, layout: Layout, pawns: tuple[PawnView, ...], moving: dict[int, Point]
                ) -> dict[int, tuple[tuple[int, int], int]]:
    """Every pawn standing on the board (not the ones walking now): its point on screen and its radius."""
    r = pawn_radius(bv.zoom)
    groups: dict[int, list[int]] = {}
    for p in pawns:
        if p.seat not in moving and p.alive and p.kind and p.space is not None:
            groups.setdefault(p.space, []).append(p.seat)
    out: dict[int, tuple[tuple[int, int], int]] = {}
    for space, seats in groups.items():
        cx, cy = bv.to_screen(*layout.pawn_at.get(space, (0.0, 0.0)))
        radius, offsets = fan(len(seats), r)
        for seat, (dx, dy) in zip(sorted(seats), offsets, strict=True):
            out[seat] = ((cx + dx, cy + dy), radius)
    return out


def draw_pawns(surface: pygame.Surface, bv: BoardView, layout: Layout, pawns: tuple[PawnView, ...],
               moving: dict[int, Point], active: int | None, pal: Palette) -> dict[int, tuple[tuple[int, int], int]]:
    """Every pawn on the board where the view shows it; pawns sharing a space fan out so that each shows;
    `moving` are the pawns walking now (drawn at their point on the way). Returns where each was drawn."""
    r = pawn_radius(bv.zoom)
    placed = pawn_places(bv, layout, pawns, moving)
    order = [*placed.items(), *((seat, (bv.to_screen(*point), r)) for seat, point in moving.items())]
    order.sort(key=lambda item: (item[0] == active, item[1][0][1]))  # the active pawn on top
    clip = surface.get_clip()
    surface.set_clip(bv.rect)
    for seat, (centre, radius) in order:
        p = pawns[seat]
        lying = bool(p.lost_turns or p.wounded) and seat not in moving
        draw_pawn(surface, seat, centre, radius, pal, sprite_of(p.kind), seat == active, lying)
        if p.lost_turns and radius >= 10:
            badge = (centre[0] + radius, centre[1] + radius)
            pygame.draw.circle(surface, pal.bad, badge, 9)
            draw.text(surface, str(p.lost_turns), badge, size=SMALL - 2, colour=pal.white, face="bold",
                      anchor="center")
    surface.set_clip(clip)
    return dict(order)


# --- what a click may take -----------------------------------------------------------------------------

def draw_door_mark(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: Colour) -> None:
    """A door a click may open: a ring round it."""
    pygame.draw.circle(surface, (20, 14, 10), centre, r + 2, 5)
    pygame.draw.circle(surface, colour, centre, r, 3)


# --- words on the board --------------------------------------------------------------------------------

def draw_level_labels(surface: pygame.Surface, bv: BoardView, board: Board, pal: Palette,
                      pawns: list[pygame.Rect]) -> pygame.Rect | None:
    """Zoomed out, the printed labels shrink below reading size: say them again, large enough; the Main
    Staircase's goes beside the staircase wherever no pawn stands (`pawns`: where they are drawn), so that
    neither hides the other. Returns where the Main Staircase's label went."""
    if bv.zoom * 40 >= 20:
        return None
    for mark in board.marks_of_kind("label"):
        draw.plate(surface, str(mark.props["text"]), bv.to_screen(*mark.center), size=17, ink=(250, 236, 200),
                   fill=(14, 10, 8), border=None, pad=(14, 4), radius=2)
    start = next(iter(board.of_kind("start")), None)
    if start is None:
        return None
    top, bottom = bv.to_screen(start.center[0], start.y), bv.to_screen(start.center[0], start.y + start.h)
    size = SMALL - 1
    img = assets.text("bold", size, "MAIN STAIRCASE", pal.ink)
    box = img.get_rect().inflate(20, 4)
    for gap in range(4, 200, 6):   # below the staircase, else above it, each a little further out
        for anchor, at in (("midtop", (bottom[0], bottom[1] + gap)), ("midbottom", (top[0], top[1] - gap))):
            setattr(box, anchor, at)
            if box.collidelist(pawns) < 0:
                draw.plate(surface, "MAIN STAIRCASE", box.center, size=size, ink=pal.ink, fill=(250, 246, 230),
                           border=(20, 16, 12), pad=(20, 4), radius=4)
                return box
    return None
