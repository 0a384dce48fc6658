"""Cards on screen, for every game: a face large and readable (a title band, a kind, lines of text or a
table of numbers with the one that matters marked, a footer, a picture), a back, and a row of cards to
click when a decision is a choice of cards (a pawn, a spell, a prize to drop).

A game says what its cards show by building CardFace values from its own data; how a card looks is
decided once, here, so that every game's cards share one style.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from . import assets, draw
from .compose import SHADOW, Paint, Part, part
from .theme import BODY, SMALL, Colour, Palette

CARD_RATIO = 1.45     # height over width of a card shown large


def card_width(height: int) -> int:
    """A small card's width at a height: in its pictures' proportion, 120 by 168."""
    return round(height * 120 / 168)


@dataclass(frozen=True)
class CardFace:
    """What a card shows: a title, a kind, lines (or a table of label/value rows), and a footer such as
    its value; `note` is small print at the bottom ("reconstructed"), `highlight` the row that matters now.
    A value: a card's look, kept as a picture by it (lists given are kept as tuples)."""

    title: str
    kind: str = ""
    lines: tuple[str, ...] = ()
    rows: tuple[tuple[str, str], ...] = ()
    footer: str = ""
    colour: Colour = (212, 165, 55)
    note: str = ""
    highlight: str = ""
    picture: str | None = None     # a sprite drawn at the card's foot
    mark: str = ""                 # a word plated just over its footer, at any size ("sell": marked to be sold)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lines", tuple(self.lines))
        object.__setattr__(self, "rows", tuple(tuple(r) for r in self.rows))
        object.__setattr__(self, "colour", tuple(self.colour))


def _frame(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, pal: Palette) -> int:
    """The card's parchment, border and title band; returns where the text below the band starts."""
    small = rect.w < 150
    draw.panel(surface, rect, pal.parchment, face.colour, radius=10 if small else 14, shadow=True,
               width=4 if small else 6)
    band_h = 30 if small else 44
    band = pygame.Rect(rect.x + 5, rect.y + 5, rect.w - 10, band_h)
    pygame.draw.rect(surface, face.colour, band, border_top_left_radius=8, border_top_right_radius=8)
    draw.text(surface, face.title, band.center, size=(SMALL if small else BODY + 4), colour=pal.ink, face="title",
              anchor="center", max_width=band.w - 12)
    return band.bottom + 8


def kept_card(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, pal: Palette, paint: Paint) -> None:
    """A card painted once per face, size and palette into the one store (a card is many texts and shapes),
    then blitted: the same picture as the card laid as a part of a table (face_part)."""
    face_part(rect, face, paint).draw(surface, pal)


def face_part(rect: pygame.Rect, face: CardFace, paint: Paint) -> Part:
    """A card as a part: its look is its face, its shadow reaches 2 pixels left of it, 6 right and 11 below."""
    return part(rect, face, paint, spill=SHADOW)


def draw_face(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, pal: Palette) -> None:
    """A card face up (kept as a picture)."""
    kept_card(surface, rect, face, pal, paint_face)


def _lines_height(lines: Sequence[str], size: int, width: int) -> int:
    """The height of a card's lines of words at a size, wrapped to a width, 6 apart."""
    line_h = assets.font("body", size).get_linesize()
    return sum(len(draw.wrap(line, "body", size, width)) * line_h + 6 for line in lines) - 6


def paint_face(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, pal: Palette) -> None:
    """A card face up, drawn. A card with nothing but a value (a sack of gold) says its value large in the
    middle."""
    y = _frame(surface, rect, face, pal)
    small = rect.w < 150
    text_size = SMALL - 2 if small else SMALL + 1
    row_h = 20 if small else 24
    if not face.lines and not face.rows and face.footer and not face.picture:
        number, _, rest = face.footer.partition(" ")
        middle = rect.y + rect.h // 2 + 10
        draw.text(surface, number, (rect.centerx, middle), size=min(56, rect.w // 4), colour=pal.ink, face="title",
                  anchor="midbottom", max_width=rect.w - 24)
        draw.text(surface, rest, (rect.centerx, middle + 4), size=min(22, max(14, rect.w // 10)), colour=pal.ink,
                  face="bold", anchor="midtop", max_width=rect.w - 24)
        return
    if face.kind:
        draw.text(surface, face.kind, (rect.centerx, y), size=text_size - 1, colour=pal.ink, face="italic",
                  anchor="midtop", max_width=rect.w - 20)
        y += 20 if small else 26
    foot = rect.bottom - (30 if face.footer else 10) - (12 if face.note else 0)
    if face.picture and assets.exists(face.picture):
        # The words come first: the picture takes only the room they leave (none if they need it all).
        words = _lines_height(face.lines, text_size, rect.w - 24) + 6 + len(face.rows) * row_h
        size = min(72, rect.w // 3, max(0, foot - y - max(40, words + 4)))
        if size >= 16:
            img = assets.scaled(face.picture, size, size)
            surface.blit(img, img.get_rect(midbottom=(rect.centerx, foot)))
            foot -= size + 4
    # The lines share one size, made smaller together until all fit: the first one fitted alone left the last
    # (a monster's Bad Stuff) the crumbs, too small to read.
    while text_size > 10 and _lines_height(face.lines, text_size, rect.w - 24) > foot - y:
        text_size -= 1
    for line in face.lines:
        used = draw.paragraph(surface, line, pygame.Rect(rect.x + 12, y, rect.w - 24, max(0, foot - y)),
                              size=text_size, colour=pal.ink, align="center")
        y += used + 6
    for label, value in face.rows:
        if label == face.highlight:
            bar = pygame.Rect(rect.x + 10, y - 2, rect.w - 20, row_h)
            pygame.draw.rect(surface, pal.gold, bar, border_radius=6)
            pygame.draw.rect(surface, pal.ink, bar, 2, border_radius=6)
        draw.text(surface, label, (rect.x + 18, y), size=text_size, colour=pal.ink, max_width=rect.w // 2)
        draw.text(surface, value, (rect.right - 18, y), size=text_size, colour=pal.ink, face="bold",
                  anchor="topright")
        y += row_h
    if face.footer:
        draw.text(surface, face.footer, (rect.centerx, rect.bottom - 18 - (12 if face.note else 0)),
                  size=text_size + (0 if small else 3), colour=pal.ink, face="bold", anchor="center",
                  max_width=rect.w - 20)
    if face.note:
        draw.text(surface, face.note, (rect.centerx, rect.bottom - 12), size=SMALL - 3, colour=(110, 90, 70),
                  face="italic", anchor="center", max_width=rect.w - 20)


def draw_back(surface: pygame.Surface, rect: pygame.Rect, pal: Palette, sprite: str | None = None,
              colour: Colour | None = None) -> None:
    """A card face down: its art if the game has one, else a plain back in the given colour."""
    if sprite and assets.exists(sprite) and rect.w >= 4:
        surface.blit(assets.scaled(sprite, rect.w, rect.h), rect)
        return
    radius = max(2, min(10, rect.w // 8))
    pygame.draw.rect(surface, colour or (70, 40, 36), rect, border_radius=radius)
    pygame.draw.rect(surface, pal.gold, rect, max(1, rect.w // 30), border_radius=radius)
    if rect.w >= 24:
        inner = rect.inflate(-rect.w // 3, -rect.h // 3)
        pygame.draw.rect(surface, pal.gold, inner, 1, border_radius=radius)


def paint_back(surface: pygame.Surface, rect: pygame.Rect, look: tuple[str | None, Colour | None],
               pal: Palette) -> None:
    """draw_back as a part's painter: the look is the back's sprite and colour."""
    draw_back(surface, rect, pal, *look)


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck or a pack face down: its count, its back's art and the colour of a plain back without it."""

    count: int
    sprite: str | None = None
    colour: Colour | None = None


DECK_SPILL = (0, 6, 6, 6)   # a deck's layers rise up and right of it, its badge hangs below


def paint_deck(surface: pygame.Surface, rect: pygame.Rect, look: Deck, pal: Palette) -> None:
    """A stack of backs (thicker the more cards) and its count on a badge; an empty deck's place says so."""
    if look.count <= 0:
        pygame.draw.rect(surface, pal.line, rect, 2, border_radius=6)
        draw.text(surface, "empty", rect.center, size=15, colour=pal.text_dim, anchor="center", max_width=rect.w - 4)
        return
    layers = min(3, 1 + look.count // 3)
    for k in range(layers - 1, -1, -1):
        draw_back(surface, rect.move(k * 3, -k * 3), pal, look.sprite, look.colour)
    badge = pygame.Rect(0, 0, max(26, rect.w // 2 + 6), 22).move_to(midbottom=(rect.centerx + 3, rect.bottom + 6))
    draw.panel(surface, badge, pal.parchment, pal.gold, radius=10)
    draw.text(surface, str(look.count), badge.center, size=16, colour=pal.ink, face="bold", anchor="center")


def large_size(n: int, area: pygame.Rect) -> tuple[int, int]:
    """The size of each of n large cards shown side by side in an area."""
    w = min(250, (area.w - 40) // max(1, n) - 20)
    return w, min(round(w * CARD_RATIO), area.h - 120)


# --- a decision that is a choice of cards ---------------------------------------------------------------
@dataclass
class Choice:
    rect: pygame.Rect
    action: Any
    face: CardFace


def lay_out_choices(items: list[tuple[Any, CardFace]], area: pygame.Rect) -> list[Choice]:
    """Cards in rows across the middle of an area, as large as fit."""
    n = len(items)
    if not n:
        return []
    per_row = min(n, 5)
    rows = (n + per_row - 1) // per_row
    w = min(220, (area.w - 60) // per_row - 16)
    h = min(round(w * CARD_RATIO), (area.h - 200) // rows - 14)
    out = []
    top = area.centery - (rows * (h + 14)) // 2 + 30
    for i, (action, face) in enumerate(items):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        left = area.centerx - (in_row * (w + 16) - 16) // 2
        out.append(Choice(pygame.Rect(left + col * (w + 16), top + row * (h + 14), w, h), action, face))
    return out
