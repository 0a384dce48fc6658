"""Drawing helpers shared by every screen: panels, text that fits and wraps, backgrounds, seat markers."""

from __future__ import annotations

import functools
import itertools
import math

import pygame

from . import assets, pictures
from .theme import RADIUS, Colour, Palette

Rect = pygame.Rect


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
            surface.fill(colour, strip)


@pictures.kept
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


def fit_lines(content: str, rect: Rect, size: int, face: str = "bold") -> tuple[int, tuple[str, ...]]:
    """The size and lines fit_text writes in rect: wrapped onto as many lines as fit, shrunk (down to 7
    points) if it must."""
    while True:
        fnt = assets.font(face, size)
        lines = wrap(content, face, size, rect.w - 4)
        if size <= 7 or (len(lines) * fnt.get_linesize() <= rect.h - 2
                         and all(assets.width(face, size, ln) <= rect.w - 2 for ln in lines)):
            return size, lines
        size -= 1


def fit_box(content: str, rect: Rect, size: int, face: str = "bold") -> Rect:
    """Where fit_text's words lie in rect (their lines' box)."""
    size, lines = fit_lines(content, rect, size, face)
    high = len(lines) * assets.font(face, size).get_linesize()
    return Rect(0, 0, max((assets.width(face, size, ln) for ln in lines), default=0), high).move_to(
        midtop=(rect.centerx, round(rect.centery - high / 2)))


def fit_text(surface: pygame.Surface, content: str, rect: Rect, size: int, colour: Colour,
             face: str = "bold") -> None:
    """Text centred in rect, wrapped onto as many lines as fit, shrunk (down to 7 points) if it must."""
    size, lines = fit_lines(content, rect, size, face)
    step = assets.font(face, size).get_linesize()
    y = rect.centery - len(lines) * step / 2
    for ln in lines:
        img = assets.text(face, size, ln, colour)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += step


def paragraph(surface: pygame.Surface, content: str, rect: Rect, *, size: int, colour: Colour,
              face: str = "body", align: str = "left", least: int = 0) -> int:
    """Wrapped text inside rect (made smaller, down to size `least`, until all of it fits); returns the height
    used."""
    while size > least and len(wrap(content, face, size, rect.w)) * assets.font(face, size).get_linesize() > \
            rect.h + 2:
        size -= 1
    y = rect.y
    height = assets.font(face, size).get_linesize()
    for line in wrap(content, face, size, rect.w):
        if y + height > rect.bottom + 2:
            break
        img = assets.text(face, size, line, colour)
        x = rect.x if align == "left" else rect.centerx - img.get_width() // 2
        surface.blit(img, (x, y))
        y += height
    return y - rect.y


@pictures.kept
def _backdrop(w: int, h: int, top: Colour, bottom: Colour) -> pygame.Surface:
    # One column of the gradient stretched across (the same pixels as a line per row, at start-up a tenth of
    # a second sooner).
    column = pygame.Surface((1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        column.set_at((0, y), tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
    surf = pygame.transform.scale(column, (w, h))
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


@pictures.kept
def _glow(w: int, h: int, colour: Colour, strength: int) -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(8):
        a = int(strength * (1 - k / 8) ** 2)
        pygame.draw.rect(img, (*colour, a), img.get_rect().inflate(-2 * k, -2 * k), 2, border_radius=14)
    return img


@pictures.kept
def wash(w: int, h: int, colour: Colour, alpha: int) -> pygame.Surface:
    """A see-through tile of one colour (a lit square, a dimmed card), made once per size."""
    tile = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    tile.fill((*colour, alpha))
    return tile


def glow(surface: pygame.Surface, rect: Rect, colour: Colour, strength: int = 150) -> None:
    """A soft halo around something lit (a legal target, the piece chosen)."""
    box = rect.inflate(18, 18)
    surface.blit(_glow(box.w, box.h, colour, strength), box)


def sprite(surface: pygame.Surface, name: str, size: int | tuple[int, int], centre: tuple[int, int],
           alpha: int = 255) -> Rect:
    """A sprite scaled to `size` (a square's side, or its width and height), centred on a point (see-through
    below alpha 255); returns where."""
    w, h = (size, size) if isinstance(size, int) else size
    return blit_turned(surface, assets.scaled(name, w, h), centre, alpha=alpha)


def blit_turned(surface: pygame.Surface, img: pygame.Surface, centre: tuple[int, int], *, angle: float = 0.0,
                alpha: int = 255, squash: float = 1.0) -> Rect:
    """A picture as it moves, centred on a point: narrowed while it turns over (`squash`: the share of its
    width left), tilted while it tumbles (`angle`, in degrees), faded as it leaves; returns where."""
    width = max(1, round(img.get_width() * squash))
    if width != img.get_width():
        img = pygame.transform.smoothscale(img, (width, img.get_height()))
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    rect = img.get_rect(center=centre)
    surface.blit(img, rect)
    return rect


@pictures.kept
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


SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")   # (seats 7-12 again, ringed)


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
        pts = [(cx + r * .85 * sx, cy + r * .85 * sy) for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    elif shape == "triangle":
        pts = [(cx, cy - r), (cx + r * .95, cy + r * .75), (cx - r * .95, cy + r * .75)]
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    elif shape == "star":   # its five points and the notches between them, in turn
        angles = [-math.pi / 2 + i * math.pi / 5 for i in range(10)]
        pts = [(cx + rr * math.cos(a), cy + rr * math.sin(a))
               for a, rr in zip(angles, itertools.cycle((r, r * 0.45)), strict=False)]
    else:
        pts = [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, 2)
    if pal.shapes and seat >= 6:
        pygame.draw.circle(surface, outline, centre, max(2, r // 3))


def dashed(surface: pygame.Surface, colour: Colour, points: list[tuple[int, int]], width: int,
           dash: int = 9, gap: int = 6) -> None:
    """A line through the points in dashes, the pattern carried on round each corner (a step line stays
    dashed however short its steps)."""
    along = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length, done = math.dist((x0, y0), (x1, y1)), 0.0
        while done < length:
            into = along % (dash + gap)
            step = min(length - done, dash - into if into < dash else dash + gap - into)
            if into < dash:
                a, b = done / length, (done + step) / length
                pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                                 (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)
            done, along = done + step, along + step


def clear_caches() -> None:
    """Forget the words measured (the pictures are the store's: pictures.clear)."""
    wrap.cache_clear()
    _fitted.cache_clear()
