"""Name tags over places, clear of each other: each tag goes over its place's top edge, else the bottom one,
else slid aside, at the first of those spots that covers least of the tags placed before it. A tag is a part
(its look: the lines it says, their size and colours). Asked again with the same places at the same size (the
same board, zoom and rooms), where the tags go is kept: the search compares every spot with every tag placed,
too slow to do again at every change of the board. A tag in the way of something that must stay in sight (a
pawn) is moved aside, one tag at a time (aside)."""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from . import assets, draw
from .compose import Part, part
from .theme import Colour, Palette

Rect = pygame.Rect
Spots = tuple[int, int, tuple[tuple[int, int], ...]]   # a tag's width and height, its spots' centres in order
Place = tuple[Hashable, str, tuple[int, int, int, int]]   # a place's key, its name, its rect on screen
Style = tuple[Colour, Colour, Colour]   # a tag's fill, border and ink
FRAME_W, FRAME_H = 10, 4   # a tag's width and height round its words (its frame and margin, both sides)


@dataclass(frozen=True, slots=True)
class Tag:
    """A place's name on a small tag (a long name on two lines)."""

    lines: tuple[str, ...]
    size: int
    style: Style


def paint_tag(surface: pygame.Surface, rect: Rect, look: Tag, pal: Palette) -> None:
    fill, border, ink = look.style
    draw.panel(surface, rect, fill, border, radius=4)
    for k, line in enumerate(look.lines):
        draw.text(surface, line, (rect.centerx, rect.y + 2 + k * (look.size + 2)), size=look.size, colour=ink,
                  face="bold", anchor="midtop")


@functools.lru_cache(maxsize=16)   # (the same parts while the places stay: a layer shows them unchanged)
def name_tags(places: tuple[Place, ...], size: int, style: Style) -> tuple[Part, ...]:
    """Each place's name on a tag, in the places' order."""
    placed: list[Rect] = []
    tags: list[Part] = []
    for _key, name, area in places:
        lines, (w, h, spots) = _wanted(name, area, size)
        tag = Rect(0, 0, w, h)
        least: int | None = None
        for spot in spots:   # the first spot that covers least (the first that covers nothing ends the search)
            cover = covered(tag, spot, placed)
            if least is None or cover < least:
                least, tag.center = cover, spot
            if cover == 0:
                break
        placed.append(tag)
        tags.append(part(tag, Tag(lines, size, style), paint_tag))
    return tuple(tags)


def words_of(tag: Rect) -> Rect:
    """The part of a tag its words fill (inside its frame and margin)."""
    return tag.inflate(-FRAME_W, -FRAME_H)


def tag_at(name: str, centre: tuple[int, int], width: int, size: int, style: Style) -> Part:
    """A name on a tag centred on a point (in lines a little wider than `width`, as over a place that wide)."""
    lines, (w, h, _spots) = _wanted(name, (0, 0, width, 0), size)
    return part(Rect(0, 0, w, h).move_to(center=centre), Tag(lines, size, style), paint_tag)


@functools.lru_cache(maxsize=1024)   # (a place's tag and spots stay while it stays: a new set of places is laid
def _wanted(name: str, area: tuple[int, int, int, int], size: int) -> tuple[tuple[str, ...], Spots]:   # out again)
    """A place's name in lines, and its tag's size and spots in the order they are tried."""
    r = Rect(area)
    lines = draw.wrap(name, "bold", size, r.w + 36)
    w, h = max(assets.width("bold", size, line) for line in lines) + FRAME_W, len(lines) * (size + 2) + FRAME_H
    lift = h // 2 if len(lines) > 1 else 0
    shift = max(8, (w - r.w) // 2 + 4)
    return lines, (w, h, tuple((r.centerx + dx, edge) for dx in (0, shift, -shift, 2 * shift, -2 * shift)
                               for edge in (r.y + lift, r.bottom - lift)))


def aside(tag: Rect, area: Rect, keep_off: list[Rect], others: list[Rect]) -> Rect:
    """A tag over a place (`area`) moved aside from things it must not cover (`keep_off`): to the nearest spot
    by the place whose words meet none of them (else the least), covering least of the other tags (`others`).
    The spots: over the place's top or bottom edge, just inside or just outside it, or across its middle, each
    slid sideways as far as name_tags slides a tag, or just beside the place."""
    shift, half, beside = max(8, (tag.w - area.w) // 2 + 4), tag.h // 2, (tag.w + area.w) // 2 + 2
    rows = (area.y, area.bottom, area.y + half, area.bottom - half, area.y - half, area.bottom + half, area.centery)
    slides = (0, shift, -shift, 2 * shift, -2 * shift, beside, -beside)
    spots = sorted(((area.centerx + dx, y) for dx in slides for y in rows),
                   key=lambda spot: math.dist(spot, tag.center))
    words = words_of(tag)
    return tag.move_to(center=min(spots, key=lambda spot: (covered(words, spot, keep_off),
                                                           covered(tag, spot, others))))


def covered(rect: Rect, centre: tuple[int, int], others: list[Rect]) -> int:
    """How much of the other rects a rect would cover, moved to a centre (only those it meets are clipped)."""
    moved = rect.move(centre[0] - rect.centerx, centre[1] - rect.centery)
    return sum((cut := moved.clip(others[i])).w * cut.h for i in moved.collidelistall(others))
