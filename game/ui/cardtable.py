"""The card table: a table game of zones (Dice Delve's dice, Kick the Door's decks, combat and seats) on the
shared table scene, from its Tiled map (tablemap.py), with the hand of the seat at the screen fanned out.
Everything on the table is clicked through the table scene's targets() and actions_at().

What a card table needs, here once: each seat's place on the map (a smaller table takes some of the map's
places) framed as one box; the hand fanned, its card under the pointer growing to be read; any other card
under the pointer shown large beside it; an offer between two seats written out with its answers; one side
of a reckoning (a fight's total and every modifier in it); the line that says what to do now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.session import Session

from . import assets, draw
from .cards import CardFace, draw_face, kept_card
from .table import TableScene
from .tablemap import TableMap
from .theme import SMALL, Colour, Palette

if TYPE_CHECKING:
    from .app import App

Rect = pygame.Rect
CARD_RATIO = 1.4
PREVIEW = (200, 280)     # a card shown large enough to read every word


def seat_places(table: TableMap, count: int, places: dict[int, tuple[int, ...]]) -> dict[int, dict[str, Rect]]:
    """Each seat's zones: seat i takes the map's place places[count][i] (counted from 1), or place i + 1."""
    chosen = places.get(count) or tuple(range(1, count + 1))
    return {seat: table.seats[place - 1] for seat, place in enumerate(chosen) if place - 1 in table.seats}


class CardTableScene(TableScene):
    tints: dict[str, Colour] = {}      # a zone's frame colour, by its name
    places: dict[int, tuple[int, ...]] = {}   # a table of n seats sits at these places of the map (from 1)
    framed_seats = False               # draw each seat's place as one box (the union of its zones)

    def __init__(self, app: App, session: Session) -> None:
        self.table = TableMap.fit(session.game.load_board(), self.board_rect)
        self.seat_zones = seat_places(self.table, len(session.config.seats), self.places)
        self._background: tuple[tuple[int, ...], pygame.Surface] | None = None
        super().__init__(app, session)

    def seat_box(self, seat: int) -> Rect | None:
        """The whole of a seat's place: every zone of it, with a small margin."""
        zones = list(self.seat_zones.get(seat, {}).values())
        return zones[0].unionall(zones[1:]).inflate(6, 6) if zones else None

    # --- drawing --------------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        """The table itself (wood, frames, captions, the seats' boxes), drawn once per palette and size."""
        pal = self.app.palette
        key = (id(pal), *self.board_rect.size)
        if self._background is None or self._background[0] != key:
            surf = self.table.render(self.board_rect.size, pal, self.tints)
            if self.framed_seats:
                for seat in self.seat_zones:
                    box = self.seat_box(seat)
                    if box is not None:
                        draw.panel(surf, box, pal.panel, pal.line, radius=10, shadow=True)
            self.furnish(surf)
            self._background = (key, surf.convert() if pygame.display.get_surface() is not None else surf)
        return self._background[1]

    def furnish(self, surface: pygame.Surface) -> None:
        """What a game adds to the table once (the empty slots of the seats, say)."""

    # --- a card under the pointer, shown large ----------------------------------------------------------
    def card_face(self, target: Any) -> CardFace | None:
        """The face of the card a target is (None: not a card, or a card face down)."""
        return None

    def previewing(self) -> bool:
        """Whether the card under the pointer is shown large now (not while it grows where it lies)."""
        return True

    def draw_over(self, surface: pygame.Surface) -> None:
        super().draw_over(surface)
        if self.menu is not None or self.playing_back() or not self.previewing():
            return
        face = self.card_face(self.hover)
        if face is None:
            return
        draw_face(surface, preview_rect(self.app.mouse, surface.get_rect()), face, self.app.palette)


def preview_rect(pointer: tuple[int, int], screen: Rect) -> Rect:
    """Where a card is shown large: beside the pointer (on the side with room), never over its point."""
    where = Rect((0, 0), PREVIEW)
    x, y = pointer
    if x + 24 + where.w <= screen.right - 4:
        where.midleft = (x + 24, y)
    else:
        where.midright = (x - 24, y)
    return where.clamp(screen.inflate(-8, -8))


def draw_phase(surface: pygame.Surface, rect: Rect, phase_name: str, sub: str, hint: str, mine: bool,
                pal: Palette) -> None:
    """The line under the table: the phase, where it stands, and what to do now (lit when it is the person's)."""
    draw.panel(surface, rect, pal.panel, pal.gold if mine else pal.line, radius=10, width=3 if mine else 2)
    left = Rect(rect.x + 12, rect.y, 230, rect.h)
    top = rect.centery - 22
    draw.text(surface, phase_name, (left.x, top), size=21, colour=pal.gold, face="title", max_width=left.w)
    draw.text(surface, sub, (left.x, top + 25), size=15, colour=pal.text_dim, max_width=left.w)
    pygame.draw.line(surface, pal.line, (left.right + 4, rect.y + 8), (left.right + 4, rect.bottom - 8))
    text = Rect(left.right + 16, rect.y + 5, rect.right - left.right - 28, rect.h - 8)
    lines = draw.wrap(hint, "body" if not mine else "bold", 15, text.w)
    y = rect.centery - (len(lines[:2]) * 19) // 2
    for line in lines[:2]:
        draw.text(surface, line, (text.x, y), size=15, colour=pal.text if mine else pal.text_dim,
                  face="bold" if mine else "body")
        y += 19


def draw_notice(surface: pygame.Surface, rect: Rect, title: str, words: str, mine: bool, pal: Palette) -> None:
    """What to do now, in the middle of an empty zone: a title and a few lines (lit when it is the person's)."""
    box = Rect(0, 0, rect.w - 24, 0)
    lines = draw.wrap(words, "bold" if mine else "body", SMALL, box.w - 24)[:5]
    box.h = 48 + 21 * len(lines)
    box.center = rect.center
    draw.panel(surface, box, pal.panel, pal.gold if mine else pal.line, radius=10, width=3 if mine else 2)
    draw.text(surface, title, (box.centerx, box.y + 10), size=22, colour=pal.gold, face="title", anchor="midtop",
              max_width=box.w - 20)
    y = box.y + 42
    for line in lines:
        draw.text(surface, line, (box.centerx, y), size=SMALL, colour=pal.text if mine else pal.text_dim,
                  face="bold" if mine else "body", anchor="midtop")
        y += 21


def clip(content: str, face: str, size: int, width: int) -> str:
    """The words cut with an ellipsis to fit a width, at their own size (never shrunk past reading)."""
    if assets.width(face, size, content) <= width:
        return content
    while len(content) > 1 and assets.width(face, size, content.rstrip() + "…") > width:
        content = content[:-1]
    return content.rstrip() + "…"


# --- one side of a reckoning: a total and every modifier in it -----------------------------------------------
@dataclass
class Tally:
    """A side of a fight (or any sum): its heading, its total, and its modifiers in groups (a group's title is
    the one they belong to, "" when the heading says it already)."""

    heading: str
    total: int
    groups: list[tuple[str, list[tuple[str, int]]]] = field(default_factory=list)
    ahead: bool = False

    def rows(self) -> list[tuple[str, str, bool]]:
        """(label, value, is a group's title) in reading order."""
        out: list[tuple[str, str, bool]] = []
        for title, lines in self.groups:
            if title:
                out.append((title, str(sum(v for _, v in lines)), True))
            out += [(label[:1].upper() + label[1:], f"{value:+d}" if label != "level" else str(value), False)
                    for label, value in lines]
        return out

    def draw(self, surface: pygame.Surface, rect: Rect, pal: Palette, colour: Colour | None = None) -> list[str]:
        """Draws the tally in rect; returns the rows that did not fit (the caller offers them on hover)."""
        draw.panel(surface, rect, pal.bg, colour or pal.line, radius=8, width=2)
        head = Rect(rect.x + 8, rect.y + 4, rect.w - 16, 34)
        number = draw.text(surface, str(self.total), (head.right, head.centery), size=32, face="title",
                           colour=pal.good if self.ahead else pal.bad, anchor="midright")
        draw.text(surface, clip(self.heading, "bold", SMALL + 1, number.x - head.x - 6), (head.x, head.centery),
                  size=SMALL + 1, colour=pal.text, face="bold", anchor="midleft")
        pygame.draw.line(surface, pal.line, (rect.x + 6, head.bottom + 2), (rect.right - 6, head.bottom + 2))
        rows = self.rows()
        line_h = 19
        fit = max(0, (rect.bottom - head.bottom - 8) // line_h)
        shown = rows if len(rows) <= fit else rows[:max(0, fit - 1)]
        y = head.bottom + 6
        for label, value, title in shown:
            face = "bold" if title else "body"
            indent = 0 if title or not any(t for _, _, t in rows) else 8
            val = draw.text(surface, value, (rect.right - 8, y), size=SMALL, colour=pal.text, face=face,
                            anchor="topright")
            draw.text(surface, clip(label, face, SMALL, val.x - rect.x - 14 - indent), (rect.x + 8 + indent, y),
                      size=SMALL, colour=pal.text if title else pal.text_dim, face=face)
            y += line_h
        hidden = rows[len(shown):]
        if hidden:
            draw.text(surface, f"… {len(hidden)} more (point here)", (rect.x + 8, y), size=SMALL,
                      colour=pal.gold, face="italic", max_width=rect.w - 16)
        return [f"{label} {value}" for label, value, _ in hidden]


# --- an offer between two seats ------------------------------------------------------------------------------
@dataclass
class OfferPlate:
    """An offer written out on the table: what kind, who to whom, its terms line by line, and the answers
    (label, target) as buttons the person it is made to clicks."""

    title: str
    lines: list[str]
    answers: list[tuple[str, Any]]
    rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    wrapped: list[str] = field(default_factory=list)

    def place(self, area: Rect) -> Rect:
        """Lays the plate out across the foot of `area`, its words wrapped; returns its rect."""
        width = area.w - 16
        self.wrapped = [ln for line in self.lines for ln in draw.wrap(line, "body", SMALL + 1, width - 28)]
        self.rect = Rect(0, 0, width, 46 + 23 * len(self.wrapped) + (54 if self.answers else 8))
        self.rect.midbottom = (area.centerx, area.bottom - 8)
        return self.rect

    def buttons(self) -> list[tuple[Rect, Any]]:
        if not self.answers:
            return []
        gap = 12
        w = (self.rect.w - 28 - gap * (len(self.answers) - 1)) // len(self.answers)
        return [(Rect(self.rect.x + 14 + i * (w + gap), self.rect.bottom - 48, w, 36), target)
                for i, (_label, target) in enumerate(self.answers)]

    def draw(self, surface: pygame.Surface, pal: Palette, lit: Callable[[Any], bool], hover: Any) -> None:
        rect = self.rect
        draw.panel(surface, rect, pal.parchment, pal.gold, radius=12, shadow=True, width=3)
        draw.text(surface, self.title, (rect.centerx, rect.y + 10), size=22, colour=pal.ink, face="title",
                  anchor="midtop", max_width=rect.w - 20)
        y = rect.y + 42
        for line in self.wrapped:
            draw.text(surface, line, (rect.centerx, y), size=SMALL + 1, colour=pal.ink, anchor="midtop")
            y += 23
        for (label, _), (box, target) in zip(self.answers, self.buttons(), strict=True):
            on = lit(target)
            fill = pal.gold if on and target == hover else (pal.panel_light if on else pal.panel)
            draw.panel(surface, box, fill, pal.gold if on else pal.line, radius=8, width=2)
            draw.text(surface, label, box.center, size=SMALL + 1, colour=pal.ink if on and target == hover else
                      pal.text, face="bold", anchor="center", max_width=box.w - 10)


def draw_compact(surface: pygame.Surface, rect: Rect, face: CardFace, pal: Palette) -> None:
    """A card too small for its text (a hand at rest, a card lying in a zone): its title on one or two lines,
    its kind, its picture and its footer large; the whole card shows when it grows or is pointed at."""
    kept_card(surface, rect, face, pal, paint_compact)


def paint_compact(surface: pygame.Surface, rect: Rect, face: CardFace, pal: Palette) -> None:
    draw.panel(surface, rect, pal.parchment, face.colour, radius=8, shadow=True, width=3)
    inner = rect.w - 12
    size, lines = SMALL, draw.wrap(face.title, "title", SMALL, inner)
    while len(lines) > 2 and size > 12:
        size -= 1
        lines = draw.wrap(face.title, "title", size, inner)
    band = Rect(rect.x + 3, rect.y + 3, rect.w - 6, 8 + (size + 3) * min(2, len(lines)))
    pygame.draw.rect(surface, face.colour, band, border_top_left_radius=6, border_top_right_radius=6)
    y = band.y + 4
    for k, line in enumerate(lines[:2]):
        cut = line + ("…" if k == 1 and len(lines) > 2 else "")
        draw.text(surface, cut, (rect.centerx, y), size=size, colour=pal.ink, face="title", anchor="midtop",
                  max_width=inner)
        y += size + 3
    y = band.bottom + 3
    if face.kind and rect.h - (y - rect.y) > 60:
        draw.text(surface, face.kind, (rect.centerx, y), size=13, colour=pal.ink, face="italic", anchor="midtop",
                  max_width=inner)
        y += 17
    foot = rect.bottom - (26 if face.footer else 6)
    if face.footer:
        draw.text(surface, face.footer, (rect.centerx, rect.bottom - 6), size=SMALL, colour=pal.ink, face="bold",
                  anchor="midbottom", max_width=inner)
    room = min(rect.w - 20, foot - y - 2)
    if face.picture and room >= 16 and assets.exists(face.picture):
        img = assets.scaled(face.picture, room, room)
        surface.blit(img, img.get_rect(center=(rect.centerx, (y + foot) // 2)))


def draw_card(surface: pygame.Surface, rect: Rect, face: CardFace, pal: Palette) -> None:
    """A card at any size: whole when there is room to read it, else compact."""
    (draw_face if rect.w >= 150 else draw_compact)(surface, rect, face, pal)


class Hand:
    """The cards of the seat at the screen, fanned along a strip of the table: each overlaps the next when
    there is no room (made smaller first, down to `narrowest`, if given), the cards in `lifted` (those a
    click plays, say) stand a little higher, and the card under the pointer rises and grows so that it can
    be read."""

    LIFT = 10

    def __init__(self, area: Rect, height: int = 150, grow: float = 1.6, narrowest: int | None = None) -> None:
        self.area = Rect(area)
        self.height = height
        self.grow = grow
        self.narrowest = narrowest
        self.lifted: frozenset[int] = frozenset()

    def rects(self, n: int, hover: int | None = None) -> list[Rect]:
        """Where each of n cards lies (the hovered one raised and larger, kept inside the area's width)."""
        if n <= 0:
            return []
        hover = hover if hover is not None and hover < n else None
        w, h = round(self.height / CARD_RATIO), self.height
        if self.narrowest is not None and n * (w + 4) > self.area.w:   # smaller cards before overlapping
            w = max(self.narrowest, self.area.w // n - 4)
            h = round(w * CARD_RATIO)
        step = min(w + 10, (self.area.w - w) / max(1, n - 1)) if n > 1 else 0
        left = self.area.centerx - (step * (n - 1) + w) / 2
        out = []
        for i in range(n):
            r = Rect(round(left + i * step), self.area.bottom - h - (self.LIFT if i in self.lifted else 0), w, h)
            if i == hover:
                big = Rect(0, 0, round(self.height / CARD_RATIO * self.grow), round(self.height * self.grow))
                big.midbottom = (r.centerx, self.area.bottom)
                big.clamp_ip(Rect(self.area.x, 0, self.area.w, self.area.bottom))
                r = big
            out.append(r)
        return out

    def hit(self, pos: tuple[int, int], n: int, hover: int | None) -> int | None:
        """The card under the pointer: along the row, the card lying there (the top-most of the fan), so that
        the pointer moves from card to card even where the raised one spreads over its neighbours; above the
        row, the raised card."""
        for i, rect in reversed(list(enumerate(self.rects(n)))):
            if rect.collidepoint(pos):
                return i
        if hover is not None and hover < n and self.rects(n, hover)[hover].collidepoint(pos):
            return hover
        return None

    def targets(self, n: int, hover: int | None) -> list[tuple[Rect, int]]:
        """(rect, index) in the order `hit` honours, the top-most last: the raised card, then the row."""
        raised = [(self.rects(n, hover)[hover], hover)] if hover is not None and hover < n else []
        return raised + [(rect, i) for i, rect in enumerate(self.rects(n))]

    def draw(self, surface: pygame.Surface, faces: Sequence[CardFace], pal: Palette, hover: int | None = None,
             lit: Callable[[int], bool] = lambda i: False,
             drawer: Callable[[pygame.Surface, Rect, CardFace, Palette], None] = draw_face) -> None:
        hover = hover if hover is not None and hover < len(faces) else None   # (the hand may have shrunk)
        rects = self.rects(len(faces), hover)
        order = [i for i in range(len(faces)) if i != hover] + ([hover] if hover is not None else [])
        for i in order:
            drawer(surface, rects[i], faces[i], pal)
            if lit(i):
                draw.ring(surface, rects[i], pal.gold, 3 if i == hover else 2)
