"""What lies on the Dungeon! board: on the board's own layer (BoardScreen.fixed), the cards in the rooms with
their names on tags, each tag moved aside from the pawns standing, and a printed name a pawn would hide
painted over and said on a tag beside it; over it on the screen, the spaces a click may take and the pawns
(in a room or a chamber under its name), never under a name (a player always sees their own piece), the
doors to click, a way with its cost, the labels said again when zoomed out, the tray's purse, and a spell
flying.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Collection
from dataclasses import dataclass, replace

import pygame

from game.engine.board import Space
from game.games.dungeon.view import DungeonView, PawnView

from ... import assets, draw, labels
from ...anims import Timed, ToScreen
from ...boardview import BoardView, Lens, map_rect
from ...compose import Part, part
from ...looks import WAY_EDGE, Pawn, Plate, Wash, Way, paint_plate, paint_wash, paint_way, pawn
from ...pieces import draw_pawn, fan
from ...rows import in_rows
from ...theme import SMALL, Colour, Palette
from .cards import SPRITES, draw_back, number_on
from .style import CHAMBER, LABEL, Places, level_rgb

Point = tuple[float, float]
Rect = pygame.Rect
MOVE = (255, 250, 236)
ATTACK = (232, 86, 64)
MAGIC = (140, 170, 255)
NAME_ZOOM = 0.45      # below this zoom a room's name cannot be read on its tag: the hover names it
TAG = ((24, 18, 12), (120, 100, 60), (255, 246, 222))   # a room's name tag: its fill, border and ink
Crowd = tuple[tuple[int, int], ...]   # the spaces pawns stand on, each with how many stand there (crowd_of)


@dataclass(frozen=True, slots=True)
class Small:
    """A card on the board: face down (no number), a monster's or a prize's back in its level's colour; a monster
    face up (or seen by this seat only), with the number its hero needs."""

    level: int
    kind: str = "monster"
    number: str | None = None
    seen_only: bool = False


def paint_small(surface: pygame.Surface, rect: Rect, look: Small, pal: Palette) -> None:
    if look.number is None:
        draw_back(surface, rect, look.level, look.kind)
        return
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
    draw.text(surface, look.number, box.center, size=size, colour=(150, 30, 24), face="bold", anchor="center")


def tag_size(zoom: float) -> int:
    return max(14, min(17, round(24 * zoom)))


@functools.lru_cache(maxsize=16)   # (the zooms a person moves between, with and without the pawns: laid once)
def room_tags(layout: Places, zoom: float, crowd: Crowd = ()) -> dict[int, Part]:
    """Every room's name on its tag at a zoom, on the board's layer (the map's corner at 0, 0), clear of each
    other: a room's tag has its home spot all game, over the cards lying in it. A tag whose words a pawn
    standing (`crowd`: crowd_of) would cover is moved aside, clear of every pawn where the room allows: the
    pawns are drawn over the tags (a player always sees their piece), the tags keep out of their way (the
    name is read whole)."""
    lens = Lens(zoom, (0, 0))
    rooms = [s for s in layout.board.spaces.values() if s.kind == "room" and s.name]
    places = tuple((s.id, s.name, tuple(lens.on_screen(map_rect(s), 2))) for s in rooms)
    tags = dict(zip([s.id for s in rooms], labels.name_tags(places, tag_size(zoom), TAG), strict=True))
    if not crowd:   # (where the tags lie with no pawn about: rings_of stands the pawns clear of them)
        return tags
    at = {space: tag.rect for space, tag in tags.items()}
    # (2 pixels more round each ring: the screen rounds a pawn's place apart from the layer, by a pixel)
    rings = [r.inflate(4, 4) for r in rings_of(lens, layout, crowd)]
    for space, tag in at.items():
        if labels.words_of(tag).collidelist(rings) >= 0:
            others = [rect for other, rect in at.items() if other != space]
            at[space] = labels.aside(tag, lens.on_screen(map_rect(layout.board.spaces[space]), 2), rings, others)
            tags[space] = replace(tags[space], at=tuple(at[space]))
    return tags


def tag_rects(lens: Lens, layout: Places, crowd: Crowd = ()) -> dict[int, Rect]:
    """Where each room's tag lies on the screen, with no pawn about or moved aside from those of a crowd
    (none zoomed out below reading size: the hover names a room)."""
    if lens.zoom < NAME_ZOOM:
        return {}
    dx, dy = lens.to_screen(0, 0)
    return {space: Rect(tag.at).move(dx, dy) for space, tag in room_tags(layout, lens.zoom, crowd).items()}


def tag_on(lens: Lens, layout: Places, space: int, at: Rect) -> Part:
    """A room's tag where the lens shows it (at: its tag_rects rect)."""
    return replace(room_tags(layout, lens.zoom)[space], at=tuple(at))


def wash(lens: Lens, room: Space) -> Part:
    """A room's printed name painted over in its colour (its tag says it)."""
    inset = -max(2, round(6 * lens.zoom))
    return part(lens.on_screen(map_rect(room), 2).inflate(inset, inset), Wash(level_rgb(room.prop("level")), 255),
                paint_wash, opaque=True)


def fixed(lens: Lens, layout: Places, view: DungeonView, column: str) -> list[Part]:
    """Every room's and chamber's cards, the top one in front, the prizes it guards peeking out; a room's
    printed name, which its cards would cut into pieces, painted over and said again on a tag over them; the
    printed names the pawns would hide said beside them (names). All of it under the lit spaces and the pawns."""
    out: list[Part] = []
    named = tag_rects(lens, layout)   # (the rooms whose tags say their names: none zoomed out)
    for found in view.lairs:
        base, stack, room = layout.cards_at.get(found.space), found.guards, layout.board.spaces[found.space]
        if base is None or not stack:
            continue
        if found.space in named:
            out.append(wash(lens, room))
        spread = round(base.w * 0.55)   # (from one card to the next, the stack centred on its place)
        for i, guard in enumerate(reversed(stack)):   # the bottom card first
            rect = lens.on_screen(base.move(round(spread * (i - (len(stack) - 1) / 2)), 0), 2)
            if not lens.rect.colliderect(rect):
                continue
            for k, p in enumerate(guard.prizes[:3]):
                peek = Rect(0, 0, max(3, round(rect.w * 0.7)), max(4, round(rect.h * 0.7)))
                peek.bottomleft = (rect.x - round(rect.w * 0.22) - k * 3, rect.bottom + round(rect.h * 0.12))
                out.append(part(peek, Small(p.level, "prize"), paint_small))
            card = guard.card
            look = Small(guard.level) if card is None else Small(card.level, number=number_on(card, column),
                                                                 seen_only=not guard.face_up)
            out.append(part(rect, look, paint_small))
    return [*out, *names(lens, layout, view.carded(), crowd_of(view.pawns))]


def names(lens: Lens, layout: Places, carded: frozenset[int], crowd: Crowd) -> list[Part]:
    """The names on the board's layer over the cards, a room's on its tag (moved aside from the pawns standing:
    `crowd`): each room's with cards (`carded`); a printed name the pawns would hide, painted over and said again
    beside them (a pawn is never hidden by a name, nor a lit space), a chamber's on a tag moved off its printed
    name as far as it must (only the whole board's zooms bring a pawn's ring onto one)."""
    rings, tags = rings_of(lens, layout, crowd), tag_rects(lens, layout, crowd)
    out = [tag_on(lens, layout, space, tags[space]) for space in sorted(carded)
           if space in tags and lens.rect.colliderect(tags[space])]
    for space, box in layout.name_box.items():
        place, printed = layout.board.spaces[space], lens.on_screen(box, 2)
        if printed.collidelist(rings) < 0:
            continue
        if place.kind == "room" and space in tags and space not in carded:
            out += [wash(lens, place), tag_on(lens, layout, space, tags[space])]
        elif place.kind == "chamber":
            tag = labels.tag_at(place.name.upper(), printed.center, printed.w, tag_size(lens.zoom), TAG)
            out += [part(printed.inflate(2, 2), Wash(CHAMBER, 255), paint_wash, opaque=True),
                    replace(tag, at=tuple(labels.aside(tag.rect, printed, rings, list(tags.values()))))]
    return out


def paint_badge(surface: pygame.Surface, rect: Rect, count: int, pal: Palette) -> None:
    """The turns a pawn still loses, on a red badge at its foot (its look: the count)."""
    pygame.draw.circle(surface, pal.bad, rect.center, 9)
    draw.text(surface, str(count), rect.center, size=SMALL - 2, colour=pal.white, face="bold", anchor="center")


def groups(view_pawns: tuple[PawnView, ...], moving: Collection[int] = ()) -> dict[int, list[int]]:
    """The seats of the pawns standing on each space (not those on their way: `moving`)."""
    out: dict[int, list[int]] = {}
    for p in view_pawns:
        if p.seat not in moving and p.alive and p.kind and p.space is not None:
            out.setdefault(p.space, []).append(p.seat)
    return out


def crowd_of(view_pawns: tuple[PawnView, ...]) -> Crowd:
    """Where the pawns of a view stand: each space and how many (what the rooms' tags keep clear of)."""
    return tuple(sorted((space, len(seats)) for space, seats in groups(view_pawns).items()))


def ring(centre: tuple[int, int], radius: int) -> Rect:
    """The box of a pawn's ring (its radius and 2 more)."""
    return Rect(0, 0, 2 * radius + 4, 2 * radius + 4).move_to(center=centre)


@functools.lru_cache(maxsize=16)   # (a move's crowd, asked at every lay of the board while it stands)
def layer_names(layout: Places, zoom: float, crowd: Crowd, carded: frozenset[int]) -> tuple[Part, ...]:
    """The names on the board's layer at a zoom (names): where the pawns standing (`crowd`) move the rooms' tags
    aside and have printed names said beside them. Most moves change none: the layer, laid out again only when
    they change, stays as it is."""
    board = layout.board
    return tuple(names(Lens(zoom, (round(board.width * zoom), round(board.height * zoom))), layout, carded, crowd))


def rings_of(lens: Lens, layout: Places, crowd: Crowd) -> list[Rect]:
    """The rings of the pawns of a crowd where the lens shows them, standing as `pawns` sets them out."""
    home = tag_rects(lens, layout)
    return [ring(centre, radius) for space, n in crowd
            for radius, centres in [stand(lens, layout, space, n, home)] for centre in centres]


def stand(lens: Lens, layout: Places, space: int, n: int, tags: dict[int, Rect]) -> tuple[int, list[tuple[int, int]]]:
    """The radius and the centres of n pawns standing on a space: on a small space fanned round its middle; in a
    room or a chamber under its name, clear of its tag (`tags`: the rooms' tags with no pawn about) as far as the
    room allows."""
    r = max(8, min(24, round(28 * lens.zoom)))
    cx, cy = lens.to_screen(*layout.pawn_at[space])
    place = layout.board.spaces[space]
    radius, offsets = (beside(n, r, (cx, cy), tags.get(space), lens.on_screen(place, 2))
                       if place.kind in ("room", "chamber") else fan(n, r))
    return radius, [(cx + dx, cy + dy) for dx, dy in offsets]


def pawns(cam: BoardView, layout: Places, view_pawns: tuple[PawnView, ...], moving: dict[int, Point],
          active: int | None) -> tuple[list[Part], list[Rect]]:
    """Every pawn (the one to act on top; several on a space set out, each whole; `moving`: one on its way,
    at its point), and the boxes of those standing (a label keeps clear of them). In a room or a chamber they
    stand under its name, clear of its tag (where it lies with no pawn about) as far as the room allows."""
    r = max(8, min(24, round(28 * cam.zoom)))
    tags = tag_rects(cam, layout)
    standing: list[tuple[int, tuple[int, int], int]] = []   # each pawn standing: its seat, centre and radius
    for space, seats in groups(view_pawns, moving).items():
        radius, centres = stand(cam, layout, space, len(seats), tags)
        standing += [(seat, centre, radius) for seat, centre in zip(sorted(seats), centres, strict=True)]
    order = [*standing, *((seat, cam.to_screen(*point), r) for seat, point in moving.items())]
    out: list[Part] = []
    for seat, centre, radius in sorted(order, key=lambda one: (one[0] == active, one[1][1])):
        p = view_pawns[seat]
        out.append(pawn(centre, Pawn(seat, radius, SPRITES.get(p.kind), seat == active,
                                     bool(p.lost_turns or p.wounded) and seat not in moving)))
        if p.lost_turns and radius >= 10:
            out.append(part(Rect(centre[0] + radius - 10, centre[1] + radius - 10, 20, 20), p.lost_turns, paint_badge))
    return out, [ring(centre, radius).inflate(2, 2) for _, centre, radius in standing]


def beside(n: int, r: int, centre: tuple[int, int], tag: Rect | None, room: Rect
           ) -> tuple[int, list[tuple[int, int]]]:
    """Where n pawns in a room or a chamber stand round its pawns' point, and their radius: in rows of two
    (more: of four, a little smaller), each whole, the rows going on away from the name (down, unless the
    room's tag lies at its foot); in a room (`tag`: its tag, a chamber has none) the first row moved off its
    tag, by at most a quarter of the room."""
    away = -1 if tag is not None and tag.centery > room.centery else 1
    radius, per = (r, 2) if n <= 4 else (max(7, round(r * 0.8)), 4)
    step = 2 * radius + 8     # a pawn's ring is its radius and 2 more
    shift = 0
    if tag is not None:
        edge = centre[1] - away * (radius + 3)   # the first row's edge towards the tag
        shift = max(0, min(tag.bottom - edge if away > 0 else edge - tag.top, room.h // 4))
    return radius, [(round(col * step), away * (shift + row * step)) for col, row in in_rows(n, per)]


@dataclass(frozen=True, slots=True)
class Purse:
    """The tray: the seat's pawn and its purse in a line (gold-edged under the pointer)."""

    seat: int
    sprite: str | None
    text: str
    lit: bool


def paint_purse(surface: pygame.Surface, rect: Rect, look: Purse, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel, pal.gold if look.lit else pal.line, shadow=True)
    draw_pawn(surface, look.seat, (rect.x + 24, rect.centery), 14, pal, look.sprite)
    draw.text(surface, look.text, (rect.x + 48, rect.centery), size=SMALL, colour=pal.text, face="bold",
              anchor="midleft", max_width=rect.w - 60)


def paint_door_mark(surface: pygame.Surface, rect: Rect, radius: int, pal: Palette) -> None:
    """A door a click may open (or search for): a ring round it (its look: the ring's radius)."""
    pygame.draw.circle(surface, (20, 14, 10), rect.center, radius + 2, 5)
    pygame.draw.circle(surface, ATTACK, rect.center, radius, 3)


def paint_spot(surface: pygame.Surface, rect: Rect, colour: Colour, pal: Palette) -> None:
    """A small space a click may take: lightened, with a dot in the colour of what the click does (its look)."""
    surface.blit(draw.wash(rect.w, rect.h, (255, 255, 255), 150), rect)
    r = max(3, rect.w // 4)
    pygame.draw.circle(surface, WAY_EDGE, rect.center, r + 2)
    pygame.draw.circle(surface, colour, rect.center, r)


def way(cam: BoardView, points: list[Point], cost: str, fight: bool, pal: Palette) -> list[Part]:
    """A way across the board (map points), with its cost and a fight at its end on a plate."""
    pts = [cam.to_screen(*p) for p in points]
    colour, label = ATTACK if fight else MOVE, " · ".join(w for w in (cost, "fight!" if fight else "") if w)
    box = Rect(pts[0], (1, 1)).unionall([Rect(p, (1, 1)) for p in pts]).inflate(16, 16)
    out = [part(box, Way(tuple((x - box.x, y - box.y) for x, y in pts), colour), paint_way)]
    if label:
        out.append(plate(label, (pts[-1][0], pts[-1][1] - 26), SMALL + 2, pal.ink, colour, WAY_EDGE, (14, 6), 8))
    return out


def plate(text: str, at: tuple[int, int], size: int, ink: Colour, fill: Colour, border: Colour | None,
          pad: tuple[int, int], radius: int, anchor: str = "center") -> Part:
    """Words on a plate at a point: the line as rendered (taller than looks.plate_rect's), padded."""
    box = assets.text("bold", size, text, (255, 255, 255)).get_rect()
    setattr(box, anchor, at)
    return part(box.inflate(*pad), Plate(text, size, ink, fill, border, radius), paint_plate)


def level_labels(cam: BoardView, layout: Places, pal: Palette, pawn_boxes: list[Rect]) -> list[Part]:
    """Zoomed out, the printed labels shrink below reading size: said again, large enough; the Main
    Staircase's beside it where no pawn stands (`pawn_boxes`), so that neither hides the other."""
    if cam.zoom * 40 >= 20:
        return []
    out = [plate(str(mark.props["text"]), cam.to_screen(*mark.center), 17, LABEL, (14, 10, 8), None,
                 (14, 4), 2) for mark in layout.board.marks_of_kind("label")]
    start = layout.start
    top, bottom = cam.to_screen(start.center[0], start.y), cam.to_screen(start.center[0], start.y + start.h)
    text, size = "MAIN STAIRCASE", SMALL - 1
    for gap in range(4, 200, 6):   # below the staircase, else above it, each a little further out
        for anchor, at in (("midtop", (bottom[0], bottom[1] + gap)), ("midbottom", (top[0], top[1] - gap))):
            staircase = plate(text, at, size, pal.ink, (250, 246, 230), (20, 16, 12), (20, 4), 4, anchor)
            if staircase.rect.collidelist(pawn_boxes) < 0:
                return [*out, staircase]
    return out


class Missile(Timed):
    """A Fire Ball or a Lightning Bolt from the Wizard to the monster's place."""

    def __init__(self, start: Point, end: Point, kind: str, seconds: float, to_screen: ToScreen) -> None:
        super().__init__(seconds)
        self.start, self.end, self.kind, self.to_screen = start, end, kind, to_screen

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        (x0, y0), (x1, y1) = self.to_screen(*self.start), self.to_screen(*self.end)
        x, y = x0 + (x1 - x0) * self.k, y0 + (y1 - y0) * self.k
        clip = surface.get_clip()
        surface.set_clip(area)
        if self.kind == "Fire Ball" and assets.exists("pawns/fireball"):
            img = pygame.transform.rotate(assets.scaled("pawns/fireball", 64, 64),
                                          math.degrees(math.atan2(-(y1 - y0), x1 - x0)) - 45)
            surface.blit(img, img.get_rect(center=(x, y)))
        else:   # a bolt: six jags, each 10 pixels off the line, as far as it has reached
            jags = [(i / 7 * self.k, 10 if i % 2 else -10) for i in range(1, 7)]
            points = [(x0, y0), *((x0 + (x1 - x0) * f + j, y0 + (y1 - y0) * f + j) for f, j in jags), (x, y)]
            pygame.draw.lines(surface, (250, 250, 200), False, points, 5)
            pygame.draw.lines(surface, (120, 160, 255), False, points, 2)
        surface.set_clip(clip)
