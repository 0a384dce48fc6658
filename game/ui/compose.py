"""Parts and the compositor: the whole of a screen's speed, in one mechanism.

A screen says what it shows as a list of parts, bottom first. A part is where it lies, what it shows (its
look: a small frozen value) and the function that paints exactly that look. The paint function is a
module-level function of the look alone, so the look is a complete key: the part is painted once into a
picture kept in the one store (pictures.py) and blitted from there while the look comes back.

The compositor keeps a surface with the parts laid on it and, given the next list, paints again only
where a part came, went, moved or changed: its ground under that place, then every part over it, in
order, clipped to it (the same pixels as painting everything again). This is the idea of pygame-ce's
LayeredDirty and of a browser's compositor, at the scale of a board game: nothing is noted while
drawing, nothing has to be put back, and work done ahead is only a picture painted into the store early.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from . import pictures
from .theme import Palette

Rect = pygame.Rect
Paint = Callable[[pygame.Surface, Rect, Any, Palette], None]
Box = tuple[int, int, int, int]
NO_SPILL: Box = (0, 0, 0, 0)
SHADOW: Box = (2, 0, 6, 11)   # what draw.panel(shadow=True) paints beyond its rect: left, top, right, bottom


@dataclass(frozen=True, slots=True)
class Part:
    """One piece of a screen: its rect (x, y, w, h), its look (a frozen value: everything it shows), the
    module-level function that paints that look into the rect, and the pixels it paints beyond the rect
    (`spill`: left, top, right, bottom; a shadow, a glow). `kept`: painted into a picture of its own, kept
    by its look (else painted straight onto the compositor's surface each time its place is painted: a
    part as large as the board, or one that never shows the same look twice). `opaque`: it covers its rect
    whole (its picture needs no transparency, and blits faster). `only` / `not_on`: the part shows only
    while the thing of that key is under the pointer / except while it is (a button lit under the pointer
    is two parts, one of each): the pointer moving changes which parts show, never the layout."""

    at: Box
    look: Hashable
    paint: Paint
    spill: Box = NO_SPILL
    kept: bool = True
    opaque: bool = False
    only: Hashable | None = None
    not_on: Hashable | None = None

    def shows(self, hover: Hashable | None) -> bool:
        return showing(self.only, self.not_on, hover)

    @property
    def rect(self) -> Rect:
        return Rect(self.at)

    @property
    def box(self) -> Rect:
        """Every pixel the part may paint: its rect and its spill."""
        x, y, w, h = self.at
        left, top, right, bottom = self.spill
        return Rect(x - left, y - top, w + left + right, h + top + bottom)

    def key(self, pal: Palette) -> Hashable:
        """What its picture is kept under: how it is painted, its look, its size and spill, the palette."""
        return (self.paint, self.look, self.at[2], self.at[3], self.spill, self.opaque, pal.name)

    def picture(self, pal: Palette) -> pygame.Surface:
        return pictures.keep(self.key(pal), lambda: self._paint_picture(pal))

    def _paint_picture(self, pal: Palette) -> pygame.Surface:
        box = self.box
        if self.opaque and self.spill == NO_SPILL:
            picture = pygame.Surface(box.size)
            if pygame.display.get_surface() is not None:
                picture = picture.convert()
        else:
            picture = pygame.Surface(box.size, pygame.SRCALPHA)
        self.paint(picture, Rect(self.spill[0], self.spill[1], self.at[2], self.at[3]), self.look, pal)
        return picture

    def draw(self, surface: pygame.Surface, pal: Palette) -> None:
        """The part on a surface: its kept picture blitted, or (not kept) painted there."""
        if self.kept:
            surface.blit(self.picture(pal), self.box)
        else:
            self.paint(surface, self.rect, self.look, pal)


class AnyOf(frozenset):  # type: ignore[type-arg]
    """Several things named in a part's (or a thing's) `only` / `not_on`: any of them under the pointer will
    do (a hand laid open while the pointer is on any of its cards)."""


def pointed(key: Hashable, hover: Hashable | None) -> bool:
    """Whether the thing of `key` (any of them, for AnyOf) is the one under the pointer."""
    return hover in key if isinstance(key, AnyOf) else key == hover


def showing(only: Hashable | None, not_on: Hashable | None, hover: Hashable | None) -> bool:
    """Whether a part (or thing) shown only while `only` is under the pointer, and not while `not_on` is,
    shows while `hover` is."""
    return (only is None or pointed(only, hover)) and (not_on is None or not pointed(not_on, hover))


def part(at: Rect | Box, look: Hashable, paint: Paint, **how: Any) -> Part:
    """A Part from a Rect or a box (the rect is copied into a value)."""
    return Part(tuple(at) if isinstance(at, Rect) else at, look, paint, **how)   # type: ignore[arg-type]


class Compositor:
    """A surface with parts laid on a ground, kept up to date: show(parts) paints again only where the
    parts differ from the ones shown last."""

    def __init__(self, surface: pygame.Surface, ground: Callable[[pygame.Surface, Rect], None]) -> None:
        self.surface = surface
        self.ground = ground
        self._laid: list[Part] = []
        self._pal: Palette | None = None

    def show(self, parts: Sequence[Part], pal: Palette) -> list[Rect]:
        """Bring the surface up to date with `parts`; returns the places painted again."""
        whole = self.surface.get_rect()
        if pal != self._pal or not self._laid:
            dirty = [whole]
        else:
            dirty = merged(changed(self._laid, parts), whole)
        self._laid, self._pal = list(parts), pal
        for place in dirty:
            self._paint(place, parts, pal)
        return dirty

    def _paint(self, place: Rect, parts: Sequence[Part], pal: Palette) -> None:
        place = place.clip(self.surface.get_rect())
        if not place.w or not place.h:
            return
        surface = self.surface
        clip = surface.get_clip()
        surface.set_clip(place)
        first = next((i for i in range(len(parts) - 1, -1, -1)   # (an opaque part covering the place hides all
                      if parts[i].opaque and parts[i].rect.contains(place)), None)   # under it)
        if first is None:
            self.ground(surface, place)
        for p in parts[first or 0:]:
            if p.box.colliderect(place):
                p.draw(surface, pal)
        surface.set_clip(clip)


def changed(before: Sequence[Part], now: Sequence[Part]) -> list[Rect]:
    """Where parts came, went or changed between two lists (or moved among the others). Most parts of a
    frame are the very ones of the frame before (a section is laid out again only when the moment or its own
    state changes), so they are matched by identity first; a part laid out anew is matched by value only
    against those gone from the same place with the same painter (a deep look is never hashed)."""
    if len(before) == len(now) and all(a is b for a, b in zip(before, now, strict=True)):
        return []
    seen, kept = {id(p) for p in before}, {id(p) for p in now}
    came = [p for p in now if id(p) not in seen]
    went = [p for p in before if id(p) not in kept]
    gone: dict[tuple[Box, Paint], list[Part]] = {}
    for p in went:
        gone.setdefault((p.at, p.paint), []).append(p)
    alike: set[int] = set()
    for p in came:
        same = next((q for q in gone.get((p.at, p.paint), ()) if id(q) not in alike and q == p), None)
        if same is not None:   # the same look laid out anew is no change
            alike |= {id(p), id(same)}
    came = [p for p in came if id(p) not in alike]
    went = [p for p in went if id(p) not in alike]
    if not came and not went and [(p.at, p.paint) for p in before] != [(p.at, p.paint) for p in now]:
        return [p.box for p in now]   # the same parts in another order: everything under them
    return [p.box for p in came] + [p.box for p in went]


def merged(rects: list[Rect], whole: Rect) -> list[Rect]:
    """Places to paint again: overlapping ones joined; the whole surface once they cover nearly all of it."""
    out: list[Rect] = []
    for r in rects:
        r = r.clip(whole)
        if not r.w or not r.h:
            continue
        while (i := r.collidelist(out)) != -1:
            r = r.union(out.pop(i))
        out.append(r)
    if sum(r.w * r.h for r in out) > whole.w * whole.h * 9 // 10:
        return [whole]
    return out


def missing(parts: Sequence[Part], pal: Palette) -> list[Callable[[], None]]:
    """The kept parts whose pictures are not in the store yet, each as one step that paints it there: a
    coming moment prepared ahead is its parts painted early (nothing is shown, nothing to put back)."""
    return [lambda p=p: p.picture(pal) for p in parts if p.kept and not pictures.has(p.key(pal))]
