"""Drawing helpers shared by every screen: panels, text that fits and wraps, backgrounds, seat markers."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from . import assets, pictures
from .theme import RADIUS, Colour, Palette

Rect = pygame.Rect


ALIGN = 16   # pixels: 64 bytes of 32-bit pixels, one cache line


def aligned(rect: Rect) -> tuple[Rect, Rect]:
    """A rect cut at its first cache-line column: SDL copies and fills a row several times faster when it
    starts on a cache line (a column that is a multiple of 16 pixels; measured: the side panel's picture
    0.27 ms at its column 920, 0.05 ms from 928), so the narrow strip before that column goes on its own
    (the strip is empty when the rect starts on one)."""
    cut = min(rect.w, -rect.x % ALIGN)
    return Rect(rect.x, rect.y, cut, rect.h), Rect(rect.x + cut, rect.y, rect.w - cut, rect.h)


def blit_aligned(surface: pygame.Surface, picture: pygame.Surface, pos: tuple[int, int]) -> None:
    """Blit a picture as fast as the machine copies (see aligned)."""
    for part in aligned(picture.get_rect(topleft=pos)):
        if part.w:
            surface.blit(picture, part, part.move(-pos[0], -pos[1]))


def copy_aligned(picture: pygame.Surface, surface: pygame.Surface, rect: Rect) -> None:
    """Copy a part of a surface into a picture (at its corner), as fast as the machine copies: cut where the
    part's rows meet a cache line (measured: the side panel copied off the screen in 0.28 ms whole, 0.11 ms
    in two)."""
    for part in aligned(rect):
        if part.w:
            picture.blit(surface, (part.x - rect.x, part.y - rect.y), part)


def fill_aligned(surface: pygame.Surface, colour: Colour, rect: Rect) -> None:
    """Fill as fast as the machine fills (see aligned)."""
    for part in aligned(rect):
        if part.w:
            surface.fill(colour, part)


class Kept:
    """The last few pictures of one place of the screen (a part of the table, the side panel), each with what
    it shows as a value: the one shown now, and those a rehearsal painted ahead for the moments coming
    (TableScene._rehearse), so that each is painted before the frame that first shows it. Four: the one
    shown, a coming moment at its start and caught up, and the one shown last (not yet let go while the
    next moment's pair is painted)."""

    def __init__(self, size: int = 4) -> None:
        self.size = size
        self.pictures: list[tuple[Any, pygame.Surface, Any]] = []   # (what it shows, it, what keeps its ids)

    def find(self, key: Any) -> pygame.Surface | None:
        for i, (shows, picture, _) in enumerate(self.pictures):
            if shows == key:
                self.pictures.insert(0, self.pictures.pop(i))
                return picture
        return None

    def keep(self, key: Any, surface: pygame.Surface, rect: Rect, held: Any = None) -> None:
        """The part `rect` of `surface` kept as the picture of `key` (the oldest let go when there are
        enough: its pixels are written over, a new picture costs its memory's first touch)."""
        oldest = self.pictures.pop() if len(self.pictures) >= self.size else None
        picture = oldest[1] if oldest is not None and oldest[1].get_size() == rect.size \
            else pygame.Surface(rect.size, 0, surface)
        copy_aligned(picture, surface, rect)
        self.pictures.insert(0, (key, picture, held))


Paint = Callable[[pygame.Surface, Rect], None]


def with_shadow(key: Hashable, size: tuple[int, int], paint: Paint) -> pygame.Surface:
    """A panel of `size` painted once onto a picture kept for its key, with the room its shadow takes (2
    pixels left of it, 6 right and 11 below: panel(shadow=True)); blit it 2 pixels left of the panel."""
    def make() -> pygame.Surface:
        picture = pygame.Surface((size[0] + 8, size[1] + 11), pygame.SRCALPHA)
        paint(picture, Rect((2, 0), size))
        return picture
    return pictures.keep(key, make)
Placed = tuple[Hashable, pygame.Surface, Rect]   # a kept picture's key (what it shows and where), it, and where


def kept_drawing(surface: pygame.Surface, key: Hashable | None, parts: list[tuple[Rect, Paint]]) -> None:
    """Parts (each painted into its rect) drawn as one picture kept for its key, made again only for a new
    key (a room's cards on a board's layer: most stay as they were when one room's change redraws the
    layer); with no key, painted straight onto the surface."""
    if key is None or not parts:
        for rect, paint in parts:
            paint(surface, rect)
        return
    surface.blit(*kept_picture(key, parts))


def kept_picture(key: Hashable, parts: list[tuple[Rect, Paint]]) -> tuple[pygame.Surface, Rect]:
    """Parts (at least one) as one picture kept for its key, and where it goes."""
    box = parts[0][0].unionall([rect for rect, _ in parts])

    def make() -> pygame.Surface:
        picture = pygame.Surface(box.size, pygame.SRCALPHA)
        for rect, paint in parts:
            paint(picture, rect.move(-box.x, -box.y))
        return picture
    picture = assets.picture(key, make)
    if len(_KEPT_AT) > 4096:   # (a bound: a drawing whose place is forgotten has its parts worked out again)
        _KEPT_AT.clear()
    _KEPT_AT[key] = box
    return picture, box


_KEPT_AT: dict[Hashable, Rect] = {}   # where each kept drawing goes


def placed(key: Hashable, parts: Callable[[], list[tuple[Rect, Paint]]]) -> Placed | None:
    """The drawing kept for its key, with where it goes; else made from the parts (asked only then); None
    when there are none."""
    found = kept_at(key)
    if found is None:
        drawn = parts()
        if not drawn:
            return None
        found = kept_picture(key, drawn)
    return key, *found


def kept_at(key: Hashable) -> tuple[pygame.Surface, Rect] | None:
    """The drawing kept for its key and where it goes, if it is kept: the caller need not work out its
    parts again."""
    picture = assets.kept(key)
    if picture is None or key not in _KEPT_AT:
        return None
    return picture, _KEPT_AT[key]


def fill_around(surface: pygame.Surface, colour: Colour, outer: Rect, inner: Rect) -> None:
    """Fill what of `outer` lies outside `inner` (the dark around a picture that will cover the rest): up
    to four strips, not the whole (a fill is as slow as a copy)."""
    inside = inner.clip(outer)
    if not inside:
        surface.fill(colour, outer)
        return
    for strip in (Rect(outer.x, outer.y, outer.w, inside.y - outer.y),
                  Rect(outer.x, inside.bottom, outer.w, outer.bottom - inside.bottom),
                  Rect(outer.x, inside.y, inside.x - outer.x, inside.h),
                  Rect(inside.right, inside.y, outer.right - inside.right, inside.h)):
        if strip.w > 0 and strip.h > 0:
            fill_aligned(surface, colour, strip)


@functools.lru_cache(maxsize=128)
def _shadow(w: int, h: int, radius: int) -> pygame.Surface:
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=radius)
    return shade


def panel(surface: pygame.Surface, rect: Rect, fill: Colour, border: Colour | None = None,
          radius: int = RADIUS, shadow: bool = False, width: int = 2) -> None:
    if shadow:
        surface.blit(_shadow(rect.w + 8, rect.h + 8, radius + 4), (rect.x - 2, rect.y + 3))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=width, border_radius=radius)


def text(surface: pygame.Surface, content: str, pos: tuple[int, int], *, size: int, colour: Colour,
         face: str = "body", anchor: str = "topleft", max_width: int | None = None) -> Rect:
    """One line of text; shrunk (down to 70%) and then cut with an ellipsis to fit max_width."""
    if max_width is not None:
        size, content = fitted(face, size, content, max_width)
    img = assets.text(face, size, content, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def fitted(face: str, size: int, content: str, max_width: int) -> tuple[int, str]:
    """The size and the words that fit a line max_width wide: the line itself, else shrunk (down to 70%),
    else cut with an ellipsis. Found by measuring, never by rendering: only the line that fits is rendered.
    (Cutting a line of 2,000 names a character at a time, each cut rendered and kept, took minutes and
    gigabytes.)"""
    # A character is at least a pixel wide: a line longer than max_width characters never fits, and only
    # its first max_width characters can be shown (no measure, no cache key, holds the whole of a huge line).
    head = content if len(content) <= max_width else content[:max(1, max_width)]
    return _fitted(face, size, head, len(head) < len(content), max_width)


@functools.lru_cache(maxsize=1024)   # (a line drawn every frame is measured once; keys are at most max_width long)
def _fitted(face: str, size: int, content: str, longer: bool, max_width: int) -> tuple[int, str]:
    measure = assets.font(face, size).size
    full = measure(content)[0]
    if full <= max_width and not longer:
        return size, content
    s = shrunk(face, size, content, max_width, full)
    measure = assets.font(face, s).size
    if not longer and measure(content)[0] <= max_width:
        return s, content
    # The longest start of the line that fits with its ellipsis (at least one character), by halving.
    low, high = 1, len(content)
    while low < high:
        mid = (low + high + 1) // 2
        if measure(content[:mid].rstrip() + "…")[0] <= max_width:
            low = mid
        else:
            high = mid - 1
    return s, content[:low].rstrip() + "…"


def shrunk(face: str, size: int, content: str, max_width: int, width: int) -> int:
    """The largest size below `size` (down to 70% of it) at which a line `width` wide at `size` fits
    max_width. A line's width goes nearly as its size: the guess from that is measured, and moved a size at
    a time only as far as the measure says (a type size used for the first time costs a millisecond, and
    stepping down from the top tried every one)."""
    least = int(size * 0.7)
    s = max(least, min(size - 1, size * max_width // max(1, width)))
    while s > least and assets.font(face, s).size(content)[0] > max_width:
        s -= 1
    while s + 1 < size and assets.font(face, s + 1).size(content)[0] <= max_width:
        s += 1
    return s


@functools.lru_cache(maxsize=512)
def wrap(content: str, face: str, size: int, width: int) -> tuple[str, ...]:
    """Break text into lines no wider than width (paragraphs kept by newlines)."""
    lines: list[str] = []
    space = assets.width(face, size, " ")
    for para in content.split("\n"):
        line, guess, gaps = "", 0, 0
        for word in para.split(" "):
            # The words' own widths (a word comes back far more often than a line) give the line's width to
            # a pixel a gap (kerning): only a line that close to the edge is measured whole.
            w = assets.width(face, size, word)
            trial, trial_guess = (f"{line} {word}", guess + space + w) if line else (word, w)
            fits = (trial_guess + gaps + 2 <= width or (trial_guess - gaps - 2 <= width
                                                        and assets.width(face, size, trial) <= width))
            if fits or not line:
                line, guess, gaps = trial, trial_guess, gaps + 1 if line else 0
            else:
                lines.append(line)
                line, guess, gaps = word, w, 0
        lines.append(line)
    return tuple(lines)


def fit_text(surface: pygame.Surface, content: str, rect: Rect, size: int, colour: Colour,
             face: str = "bold") -> None:
    """Text centred in rect, wrapped onto as many lines as fit, shrunk (down to 7 points) if it must."""
    while True:
        fnt = assets.font(face, size)
        lines = wrap(content, face, size, rect.w - 4)
        if size <= 7 or (len(lines) * fnt.get_linesize() <= rect.h - 2
                         and all(assets.width(face, size, ln) <= rect.w - 2 for ln in lines)):
            break
        size -= 1
    y = rect.centery - len(lines) * fnt.get_linesize() / 2
    for ln in lines:
        img = assets.text(face, size, ln, colour)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += fnt.get_linesize()


def paragraph(surface: pygame.Surface, content: str, rect: Rect, *, size: int, colour: Colour,
              face: str = "body", line_gap: int = 4, align: str = "left") -> int:
    """Wrapped text inside rect; returns the height used."""
    y = rect.y
    height = assets.font(face, size).get_linesize()
    for line in wrap(content, face, size, rect.w):
        if y + height > rect.bottom + 2:
            break
        img = assets.text(face, size, line, colour)
        x = rect.x if align == "left" else rect.centerx - img.get_width() // 2
        surface.blit(img, (x, y))
        y += height + line_gap - 4
    return y - rect.y


@functools.lru_cache(maxsize=8)
def _backdrop(w: int, h: int, top: Colour, bottom: Colour) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        colour = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, colour, (0, y), (w, y))
    texture(surf, "ui/stone_tile", 40)
    vignette = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(24):
        alpha = int(110 * (1 - i / 24) ** 2)
        pygame.draw.rect(vignette, (0, 0, 0, alpha), (i * 6, i * 4, w - i * 12, h - i * 8), width=7,
                         border_radius=40)
    surf.blit(vignette, (0, 0))
    return surf.convert() if pygame.display.get_surface() is not None else surf


def texture(surface: pygame.Surface, name: str, alpha: int) -> None:
    """Tile a seamless texture (sprites/ui/stone_tile, parchment_tile) over a surface, faintly."""
    if not assets.exists(name):
        return
    tile = assets.image(name).copy()
    tile.set_alpha(alpha)
    for x in range(0, surface.get_width(), tile.get_width()):
        for y in range(0, surface.get_height(), tile.get_height()):
            surface.blit(tile, (x, y))


def backdrop(surface: pygame.Surface, pal: Palette) -> None:
    """The app's background: a dark stone gradient with a vignette (rendered once per size)."""
    top = tuple(min(255, c + 10) for c in pal.bg)
    surface.blit(_backdrop(surface.get_width(), surface.get_height(), top, pal.bg), (0, 0))


SHADE = (8, 6, 12)   # the dark a dimmed screen goes towards


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken towards SHADE as a translucent shade of `alpha` would, by two fills (a multiply, then the
    shade's part added): a quarter of the time of blending a shade over the table, a card shown large
    dims it every frame. (Within 2 units of colour of the blend.)"""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(tuple(round(c * alpha / 255) for c in SHADE), special_flags=pygame.BLEND_RGB_ADD)


def ring(surface: pygame.Surface, rect: Rect, colour: Colour, width: int = 3, grow: int = 6) -> None:
    """A highlight around a die, a token or a card."""
    pygame.draw.rect(surface, colour, rect.inflate(grow, grow), width, border_radius=max(6, rect.w // 5))


@functools.lru_cache(maxsize=64)
def _glow(w: int, h: int, colour: Colour, strength: int) -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(8):
        a = int(strength * (1 - k / 8) ** 2)
        pygame.draw.rect(img, (*colour, a), img.get_rect().inflate(-2 * k, -2 * k), 2, border_radius=14)
    return img


@functools.lru_cache(maxsize=64)
def wash(w: int, h: int, colour: Colour, alpha: int) -> pygame.Surface:
    """A see-through tile of one colour (a lit square, a dimmed card), made once per size."""
    tile = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    tile.fill((*colour, alpha))
    return tile


def glow(surface: pygame.Surface, rect: Rect, colour: Colour, strength: int = 150) -> None:
    """A soft halo around something lit (a legal target, the piece chosen)."""
    box = rect.inflate(18, 18)
    surface.blit(_glow(box.w, box.h, colour, strength), box)


@functools.lru_cache(maxsize=32)
def halo(radius: int, colour: Colour) -> pygame.Surface:
    """A round glow, brightest at the heart (the piece to act, the fireball)."""
    img = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    for k in range(8, 0, -1):
        pygame.draw.circle(img, (*colour, 16), (radius, radius), radius * k // 8)
    return img


def plate(surface: pygame.Surface, content: str, pos: tuple[int, int], *, size: int, ink: Colour, fill: Colour,
          border: Colour | None, anchor: str = "center", pad: tuple[int, int] = (10, 4), radius: int = 6,
          face: str = "bold", inside: Rect | None = None) -> Rect:
    """A few words on a small panel at a point of the board (a label, a cost, a chance); kept `inside` an
    area it overlaps (words at the map's edge shift in, never under the panels beside the board)."""
    img = assets.text(face, size, content, ink)
    box = img.get_rect(**{anchor: pos}).inflate(*pad)
    if inside is not None and box.colliderect(inside):
        box.clamp_ip(inside.inflate(-4, -4))
    panel(surface, box, fill, border, radius=radius)
    surface.blit(img, img.get_rect(center=box.center))
    return box


SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon",
          "circle", "square", "triangle", "diamond", "star", "hexagon")


def marker(surface: pygame.Surface, seat: int, centre: tuple[int, int], radius: int, pal: Palette,
           outline: Colour = (20, 16, 24)) -> None:
    """A seat's token: its colour, and in the colour-blind palette also its own shape (with a ring
    for seats 7-12, which reuse the first six shapes)."""
    colour = pal.seats[seat % len(pal.seats)]
    shape = SHAPES[seat % len(SHAPES)] if pal.shapes else "circle"
    cx, cy = centre
    r = radius
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, outline, centre, r, 2)
        return
    if shape == "square":
        pts = [(cx - r * .85, cy - r * .85), (cx + r * .85, cy - r * .85), (cx + r * .85, cy + r * .85),
               (cx - r * .85, cy + r * .85)]
    elif shape == "triangle":
        pts = [(cx, cy - r), (cx + r * .95, cy + r * .75), (cx - r * .95, cy + r * .75)]
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    elif shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    else:
        pts = [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, 2)
    if pal.shapes and seat >= 6:
        pygame.draw.circle(surface, outline, centre, max(2, r // 3))


def clear_caches() -> None:
    wrap.cache_clear()
    _fitted.cache_clear()
    _backdrop.cache_clear()
    _glow.cache_clear()
    _shadow.cache_clear()
    wash.cache_clear()
    halo.cache_clear()
