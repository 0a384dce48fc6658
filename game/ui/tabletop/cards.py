"""A card table on the shared table: a table game of zones (Dice Delve's dice, Kick the Door's decks, combat
and seats) laid out from its Tiled map (tablemap.py), the hand of the seat holding the screen fanned out,
a card under the pointer shown large, an offer between two seats written out with its answers, one side of a
reckoning (a fight's total and every modifier in it), and the line that says what to do now.

Each piece is a look and the function that paints it (see compose.py), or a function that lays several out.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace

import pygame

from game.engine.protocol import Action
from game.engine.words import capital

from .. import assets, draw, pictures
from ..cards import CardFace, face_part, kept_card, paint_face
from ..compose import SHADOW, Paint, Part, part
from ..tablemap import TableMap
from ..theme import SMALL, Colour, Palette
from .layout import Layout, lit
from .things import Thing, Words

Rect = pygame.Rect
PREVIEW = (200, 280)     # a card shown large enough to read every word
HAND_RATIO = 1.4         # height over width of a card of a hand (the old table's hands kept this shape)
TALLY_HEAD, TALLY_ROW = 38, 19   # a tally's heading (its total) and each row under it


# --- the table itself ---------------------------------------------------------------------------------------
def seat_places(table: TableMap, count: int, places: dict[int, tuple[int, ...]]) -> dict[int, dict[str, Rect]]:
    """Each seat's zones: seat i takes the map's place places[count][i] (counted from 1), or place i + 1."""
    chosen = places.get(count) or tuple(range(1, count + 1))
    return {seat: table.seats[place - 1] for seat, place in enumerate(chosen) if place - 1 in table.seats}


def seat_box(zones: dict[str, Rect]) -> Rect | None:
    """The whole of a seat's place: every zone of it, with a small margin."""
    rects = list(zones.values())
    return rects[0].unionall(rects[1:]).inflate(6, 6) if rects else None


def table_part(area: Rect, key: Hashable, render: Callable[[Palette], pygame.Surface]) -> Part:
    """The table itself (wood, frames, captions, whatever a game adds that never moves), drawn once per palette
    and kept in the one store of pictures under `key` (the game and the table's size)."""
    return part(area, (key, render), paint_table, kept=False, opaque=True)


def paint_table(surface: pygame.Surface, rect: Rect, look: tuple[Hashable, Callable[[Palette], pygame.Surface]],
                pal: Palette) -> None:
    key, render = look
    surface.blit(pictures.keep(("table", key, pal.name), lambda: render(pal)), rect)


# --- cards lying on the table -------------------------------------------------------------------------------
def paint_compact(surface: pygame.Surface, rect: Rect, face: CardFace, pal: Palette) -> None:
    """A card too small for its text (a hand at rest, a card lying in a zone): its title on one or two lines,
    its kind, its picture and its footer large; the whole card shows when it grows or is pointed at."""
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
        draw.sprite(surface, face.picture, room, (rect.centerx, (y + foot) // 2))


def draw_card(surface: pygame.Surface, rect: Rect, face: CardFace, pal: Palette) -> None:
    """A card at any size: whole when there is room to read it, else compact (each kept as a picture). As a
    part's paint, its shadow is its spill (compose.SHADOW)."""
    kept_card(surface, rect, face, pal, paint_face if rect.w >= 150 else paint_compact)
    if face.mark:   # (just over its footer, on the parchment: seen on a gold treasure card, over no words of it)
        draw.plate(surface, face.mark, (rect.centerx, rect.bottom - (28 if face.footer else 6)), size=13,
                   ink=pal.ink, fill=pal.gold, border=pal.ink, anchor="midbottom", pad=(6, 2))


@dataclass(frozen=True, slots=True)
class Ringed:
    """A card (or any look) with a ring round it: lit where a click would play it."""

    inner: Hashable
    paint: Paint
    colour: Colour
    width: int


def paint_ringed(surface: pygame.Surface, rect: Rect, look: Ringed, pal: Palette) -> None:
    card = rect.inflate(-8, -8)
    look.paint(surface, card, look.inner, pal)
    draw.ring(surface, card, look.colour, look.width)


# --- the hand -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Held:
    """A card of the hand: what it is to the pointer, its face, what a click on it takes, and its words (a card
    of the hand under the pointer grows where it lies: it needs no other)."""

    key: Hashable
    face: CardFace
    actions: tuple[Action, ...] = ()
    lifted: bool = False
    words: Words | Callable[[], Words] = ""
    lit: bool | None = None   # ringed (None: when a click on it takes an action; a game may ring otherwise)

    @property
    def ringed(self) -> bool:
        return bool(self.actions) if self.lit is None else self.lit


class Fan:
    """The cards of the seat holding the screen, fanned along a strip of the table: each overlaps the next
    when there is no room (made smaller first, down to `narrowest`, if given), the cards `lifted` (those a
    click plays, say) stand a little higher, and the card under the pointer rises and grows so that it can be
    read."""

    LIFT = 10

    def __init__(self, area: Rect, height: int = 150, grow: float = 1.6, narrowest: int | None = None) -> None:
        self.area = Rect(area)
        self.height = height
        self.grow = grow
        self.narrowest = narrowest

    def rects(self, n: int, lifted: Sequence[bool] = ()) -> list[Rect]:
        """Where each of n cards lies at rest."""
        if n <= 0:
            return []
        w, h = round(self.height / HAND_RATIO), self.height
        if self.narrowest is not None and n * (w + 4) > self.area.w:   # smaller cards before overlapping
            w = max(self.narrowest, self.area.w // n - 4)
            h = round(w * HAND_RATIO)
        step = min(w + 10, (self.area.w - w) / (n - 1)) if n > 1 else 0
        left = self.area.centerx - (step * (n - 1) + w) / 2
        return [Rect(round(left + i * step), self.area.bottom - h - (self.LIFT if i < len(lifted) and lifted[i] else 0),
                     w, h) for i in range(n)]

    def raised(self, rest: Rect) -> Rect:
        """A card raised and grown from where it lies, kept inside the strip's width."""
        big = Rect(0, 0, round(self.height / HAND_RATIO * self.grow), round(self.height * self.grow))
        big.midbottom = (rest.centerx, self.area.bottom)
        big.clamp_ip(Rect(self.area.x, 0, self.area.w, self.area.bottom))
        return big

    def lay(self, cards: Sequence[Held], drawer: Paint = draw_card, ring: Colour = (217, 164, 65)) -> Layout:
        """The hand: each card at rest (a card a click plays ringed), and, while the pointer is on a card, that
        card raised and grown over the others. Along the row the pointer finds the card lying there (the
        top-most of the fan), so that it moves from card to card where the raised one spreads over its
        neighbours; above the row, the raised card."""
        out = Layout()
        rests = self.rects(len(cards), [c.lifted for c in cards])
        for rest, c in zip(rests, cards, strict=True):
            out.things.append(Thing(tuple(self.raised(rest)), c.key, c.actions, words=c.words, only=c.key))
        for rest, c in zip(rests, cards, strict=True):
            out.things.append(Thing(tuple(rest), c.key, c.actions, words=c.words))
            out.parts.append(card_part(rest, c.face, drawer, ring if c.ringed else None, 2, not_on=c.key))
        for rest, c in zip(rests, cards, strict=True):
            out.parts.append(card_part(self.raised(rest), c.face, drawer, ring if c.ringed else None, 3, only=c.key))
        return out


def card_part(rect: Rect, face: CardFace, drawer: Paint = draw_card, ring: Colour | None = None, width: int = 2,
              **how: Hashable) -> Part:
    """A card lying at a rect (ringed, when a click would play it)."""
    if ring is None:
        return replace(face_part(rect, face, drawer), **how)
    return part(rect.inflate(8, 8), Ringed(face, drawer, ring, width), paint_ringed, spill=SHADOW,
                **how)   # type: ignore[arg-type]


def preview_rect(pointer: tuple[int, int], screen: Rect) -> Rect:
    """Where a card is shown large: beside the pointer (on the side with room), never over its point."""
    where = Rect((0, 0), PREVIEW)
    x, y = pointer
    if x + 24 + where.w <= screen.right - 4:
        where.midleft = (x + 24, y)
    else:
        where.midright = (x - 24, y)
    return where.clamp(screen.inflate(-8, -8))


# --- the line under the table, and words in an empty zone ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class Phase:
    """The line under the table: the phase, where it stands, and what to do now (lit when it is the person's)."""

    name: str
    sub: str
    hint: str
    mine: bool


def paint_phase(surface: pygame.Surface, rect: Rect, look: Phase, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel, pal.gold if look.mine else pal.line, radius=10, width=3 if look.mine else 2)
    left = Rect(rect.x + 12, rect.y, 230, rect.h)
    top = rect.centery - 22
    draw.text(surface, look.name, (left.x, top), size=21, colour=pal.gold, face="title", max_width=left.w)
    draw.text(surface, look.sub, (left.x, top + 25), size=15, colour=pal.text_dim, max_width=left.w)
    pygame.draw.line(surface, pal.line, (left.right + 4, rect.y + 8), (left.right + 4, rect.bottom - 8))
    text = Rect(left.right + 16, rect.y + 5, rect.right - left.right - 28, rect.h - 8)
    lines = draw.wrap(look.hint, "body" if not look.mine else "bold", 15, text.w)
    y = rect.centery - (len(lines[:2]) * 19) // 2
    for line in lines[:2]:
        draw.text(surface, line, (text.x, y), size=15, colour=pal.text if look.mine else pal.text_dim,
                  face="bold" if look.mine else "body")
        y += 19


@dataclass(frozen=True, slots=True)
class Notice:
    """What to do now, in the middle of an empty zone: a title and a few lines (lit when it is the person's)."""

    title: str
    words: str
    mine: bool


def notice_rect(zone: Rect, look: Notice) -> Rect:
    box = Rect(0, 0, zone.w - 24, 0)
    lines = draw.wrap(look.words, "bold" if look.mine else "body", SMALL, box.w - 24)[:5]
    box.h = 48 + 21 * len(lines)
    box.center = zone.center
    return box


def paint_notice(surface: pygame.Surface, box: Rect, look: Notice, pal: Palette) -> None:
    lines = draw.wrap(look.words, "bold" if look.mine else "body", SMALL, box.w - 24)[:5]
    draw.panel(surface, box, pal.panel, pal.gold if look.mine else pal.line, radius=10, width=3 if look.mine else 2)
    draw.text(surface, look.title, (box.centerx, box.y + 10), size=22, colour=pal.gold, face="title",
              anchor="midtop", max_width=box.w - 20)
    y = box.y + 42
    for line in lines:
        draw.text(surface, line, (box.centerx, y), size=SMALL, colour=pal.text if look.mine else pal.text_dim,
                  face="bold" if look.mine else "body", anchor="midtop")
        y += 21


def clip(content: str, face: str, size: int, width: int) -> str:
    """The words cut with an ellipsis to fit a width, at their own size (never shrunk past reading)."""
    if assets.width(face, size, content) <= width:
        return content
    while len(content) > 1 and assets.width(face, size, content.rstrip() + "…") > width:
        content = content[:-1]
    return content.rstrip() + "…"


# --- one side of a reckoning: a total and every modifier in it -----------------------------------------------
@dataclass(frozen=True)
class Tally:
    """A side of a fight (or any sum): its heading, its total, and its modifiers in groups (a group's title is
    the one they belong to, "" when the heading says it already)."""

    heading: str
    total: int
    groups: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    ahead: bool = False
    colour: Colour | None = None

    def rows(self) -> list[tuple[str, str, bool]]:
        """(label, value, is a group's title) in reading order."""
        out: list[tuple[str, str, bool]] = []
        for title, lines in self.groups:
            if title:
                out.append((title, str(sum(v for _, v in lines)), True))
            out += [(capital(label), f"{value:+d}" if label != "level" else str(value), False)
                    for label, value in lines]
        return out

    def shown(self, rect: Rect) -> int:
        """How many rows fit in `rect` under its heading (all, else one fewer: room to say how many more)."""
        rows, fit = len(self.rows()), max(0, (rect.h - TALLY_HEAD - 8) // TALLY_ROW)
        return rows if rows <= fit else max(0, fit - 1)

    def hidden(self, rect: Rect) -> list[str]:
        """The rows that do not fit in `rect` (offered on hover)."""
        return [f"{label} {value}" for label, value, _ in self.rows()[self.shown(rect):]]


def paint_tally(surface: pygame.Surface, rect: Rect, look: Tally, pal: Palette) -> None:
    draw.panel(surface, rect, pal.bg, look.colour or pal.line, radius=8, width=2)
    head = Rect(rect.x + 8, rect.y + 4, rect.w - 16, TALLY_HEAD - 4)
    number = draw.text(surface, str(look.total), (head.right, head.centery), size=32, face="title",
                       colour=pal.good if look.ahead else pal.bad, anchor="midright")
    draw.text(surface, clip(look.heading, "bold", SMALL + 1, number.x - head.x - 6), (head.x, head.centery),
              size=SMALL + 1, colour=pal.text, face="bold", anchor="midleft")
    pygame.draw.line(surface, pal.line, (rect.x + 6, head.bottom + 2), (rect.right - 6, head.bottom + 2))
    rows, shown = look.rows(), look.shown(rect)
    y = head.bottom + 6
    for label, value, title in rows[:shown]:
        face = "bold" if title else "body"
        indent = 0 if title or not any(t for _, _, t in rows) else 8
        val = draw.text(surface, value, (rect.right - 8, y), size=SMALL, colour=pal.text, face=face, anchor="topright")
        draw.text(surface, clip(label, face, SMALL, val.x - rect.x - 14 - indent), (rect.x + 8 + indent, y),
                  size=SMALL, colour=pal.text if title else pal.text_dim, face=face)
        y += TALLY_ROW
    if shown < len(rows):
        draw.text(surface, f"… {len(rows) - shown} more (point here)", (rect.x + 8, y), size=SMALL, colour=pal.gold,
                  face="italic", max_width=rect.w - 16)


# --- an offer between two seats ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Offer:
    """An offer written out on the table: what kind, who to whom, its terms line by line, and the answers as
    buttons (their labels; the actions they take are given to lay_offer)."""

    title: str
    lines: tuple[str, ...]
    answers: tuple[str, ...] = ()

    def wrapped(self, width: int) -> list[str]:
        """Its terms wrapped on a plate `width` wide."""
        return [ln for line in self.lines for ln in draw.wrap(line, "body", SMALL + 1, width - 28)]


def paint_offer(surface: pygame.Surface, rect: Rect, look: Offer, pal: Palette) -> None:
    draw.panel(surface, rect, pal.parchment, pal.gold, radius=12, shadow=True, width=3)
    draw.text(surface, look.title, (rect.centerx, rect.y + 10), size=22, colour=pal.ink, face="title",
              anchor="midtop", max_width=rect.w - 20)
    y = rect.y + 42
    for line in look.wrapped(rect.w):
        draw.text(surface, line, (rect.centerx, y), size=SMALL + 1, colour=pal.ink, anchor="midtop")
        y += 23


@dataclass(frozen=True, slots=True)
class Answer:
    label: str
    on: bool      # a click on it answers now
    hover: bool


def paint_answer(surface: pygame.Surface, box: Rect, look: Answer, pal: Palette) -> None:
    fill = pal.gold if look.on and look.hover else (pal.panel_light if look.on else pal.panel)
    draw.panel(surface, box, fill, pal.gold if look.on else pal.line, radius=8, width=2)
    draw.text(surface, look.label, box.center, size=SMALL + 1, colour=pal.ink if look.on and look.hover else pal.text,
              face="bold", anchor="center", max_width=box.w - 10)


def lay_offer(area: Rect, offer: Offer, answers: Sequence[tuple[Hashable, tuple[Action, ...]]],
              words: Words = "") -> Layout:
    """An offer's plate across the foot of `area`, with its answers in a row at its foot (each a key and the
    actions it takes)."""
    rect = Rect(0, 0, area.w - 16, 46 + 23 * len(offer.wrapped(area.w - 16)) + (54 if offer.answers else 8))
    rect.midbottom = (area.centerx, area.bottom - 8)
    out = Layout([part(rect, offer, paint_offer, spill=SHADOW)], [Thing(tuple(rect), ("offer", None), words=words)])
    gap = 12
    w = (rect.w - 28 - gap * (len(answers) - 1)) // max(1, len(answers))
    for i, (label, (key, actions)) in enumerate(zip(offer.answers, answers, strict=True)):
        box = Rect(rect.x + 14 + i * (w + gap), rect.bottom - 48, w, 36)
        out.things.append(Thing(tuple(box), key, actions))
        on = bool(actions)
        out.parts += lit(box, key, Answer(label, on, False), Answer(label, on, True), paint_answer)
    return out
