"""The animations every table shares: a pause, steps one after another, a banner, cards shown large and
turned over, the dice of a fight beside the card fought, a piece walking a path or vanishing and
reappearing, and a few words rising from a place on the board.

An animation has `done`, `update(dt)` and `draw(surface, area, pal)`; the table shows one event's
animation at a time, drops it on a click, and makes none at the instant pace. One that shows large pictures
(a card's face) says which as parts (`ahead(area)`): the table paints them into the store in the spare time
before the event, so its first frame is no slower than the others. Lengths are given already
scaled by the pace. Animations that happen on a board take `to_screen`, the board's camera, because the
table hands them only the board's area.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

import pygame

from . import assets, draw
from .cards import CARD_RATIO, CardFace, draw_back, draw_face, face_part, large_size, paint_face
from .compose import Paint, Part, part
from .draw import blit_turned
from .theme import BODY, H1, H2, SMALL, Colour, Palette

Point = tuple[float, float]
ToScreen = Callable[[float, float], tuple[int, int]]
PINNED_W = 230


def ease(f: float) -> float:
    """Slow in, slow out (f from 0 to 1)."""
    f = max(0.0, min(1.0, f))
    return f * f * (3 - 2 * f)


def lerp_rect(a: pygame.Rect, b: pygame.Rect, f: float) -> pygame.Rect:
    """A rect on its way from a to b (size and centre), f from 0 to 1."""
    return pygame.Rect(0, 0, round(a.w + (b.w - a.w) * f), round(a.h + (b.h - a.h) * f)).move_to(
        center=(round(a.centerx + (b.centerx - a.centerx) * f), round(a.centery + (b.centery - a.centery) * f)))


class Animation(Protocol):
    done: bool

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None: ...


class Timed:
    """An animation that lasts a fixed time; `k` runs from 0 to 1."""

    def __init__(self, seconds: float) -> None:
        self.t = 0.0
        self.total = max(0.001, seconds)

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def k(self) -> float:
        return min(1.0, self.t / self.total)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None: ...


class Delay(Timed):
    """A moment's pause (an event with nothing to show, still given its beat)."""


class Group:
    """Several animations shown as one (the Nones given are left out)."""

    def __init__(self, *parts: Any) -> None:
        self.parts = [p for p in parts if p is not None]

    def ahead(self, area: pygame.Rect) -> list[Part]:
        return ahead(self.parts, area)


class Chain(Group):
    """Animations one after another."""

    @property
    def done(self) -> bool:
        return not self.parts

    def update(self, dt: float) -> None:
        if self.parts:
            self.parts[0].update(dt)
            if self.parts[0].done:
                self.parts.pop(0)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        if self.parts:
            self.parts[0].draw(surface, area, pal)

    def position(self) -> Point | None:
        return self.parts[0].position() if self.parts and hasattr(self.parts[0], "position") else None


class Heralded(Chain):
    """An event's change, then a herald naming what the event's moment now is (a new phase named large). The
    table's playback draws the change over the moment before the event and the herald over the event's moment
    itself, so that a banner never names a moment the table does not show yet (played as a plain Chain, the
    two come one after the other). No change (None): the moment is shown at once, and named."""

    def __init__(self, change: Animation | None, herald: Animation) -> None:
        super().__init__(change, herald)
        self.change, self.herald = change, herald


class Together(Group):
    """Animations at once (dice flying while the new phase is named); done when the last is."""

    @property
    def done(self) -> bool:
        return all(p.done for p in self.parts)

    def update(self, dt: float) -> None:
        for p in self.parts:
            p.update(dt)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        for p in self.parts:
            p.draw(surface, area, pal)

    def part(self, kind: type) -> Any:
        return next((p for p in self.parts if isinstance(p, kind)), None)


def ahead(animations: Sequence[Any], area: pygame.Rect) -> list[Part]:
    """The large pictures some animations will show (Animation.ahead), to be painted before they start."""
    return [p for a in animations if hasattr(a, "ahead") for p in a.ahead(area)]


class Title(Timed):
    """A big moment named large for a moment (a new phase, a delve begun), fading in and out."""

    def __init__(self, title: str, sub: str, seconds: float) -> None:
        super().__init__(seconds)
        self.title, self.sub = title, sub

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        alpha = round(255 * min(1.0, self.k * 6, (1 - self.k) * 4))
        if alpha <= 0:
            return
        box = pygame.Rect(0, 0, min(area.w - 80, 640), 110 if self.sub else 80)
        box.center = (area.centerx, area.y + area.h * 2 // 5)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        draw.panel(layer, layer.get_rect(), pal.panel, pal.gold, width=3)
        draw.text(layer, self.title, (box.w // 2, 40), size=H1, colour=pal.gold, face="title", anchor="center",
                  max_width=box.w - 30)
        if self.sub:
            draw.text(layer, self.sub, (box.w // 2, 82), size=SMALL + 2, colour=pal.text, anchor="center",
                      max_width=box.w - 30)
        layer.set_alpha(alpha)
        surface.blit(layer, box)


# --- pieces moving on a board --------------------------------------------------------------------------
class Walk(Timed):
    """A piece walking along a path of map points, one step at a time (the scene draws the piece at
    position(), since it knows the board's camera); `who` is the seat, or None for a piece of no seat."""

    def __init__(self, who: int | None, points: Sequence[Point], step_seconds: float,
                 squares: Sequence[int] = ()) -> None:
        super().__init__(0)
        self.who, self.points, self.squares = who, list(points), tuple(squares)
        self.step = max(0.001, step_seconds)
        self.total = step_seconds * max(0, len(self.points) - 1)   # (a walk of one point is done at once)

    def position(self) -> Point:
        if len(self.points) == 1 or self.done:
            return self.points[-1]
        k = min(len(self.points) - 2, int(self.t / self.step))
        f = ease((self.t - k * self.step) / self.step)   # in and out of every step
        (x0, y0), (x1, y1) = self.points[k], self.points[k + 1]
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)

    def reached(self) -> int | None:
        """The last square the walker has arrived on (when the walk was given its squares)."""
        if not self.squares:
            return None
        k = len(self.squares) - 1 if self.done else min(len(self.squares) - 1, int(self.t / self.step))
        return self.squares[k]


class Teleport(Timed):
    """A piece vanishing from one place and appearing in another (a trap, a spell, carried back)."""

    def __init__(self, who: int | None, start: Point, end: Point, seconds: float, to_screen: ToScreen) -> None:
        super().__init__(seconds)
        self.who, self.start, self.end, self.to_screen = who, start, end, to_screen

    def position(self) -> Point:
        return self.start if self.k < 0.5 else self.end

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        phase = self.k * 2 if self.k < 0.5 else (1 - self.k) * 2
        x, y = self.to_screen(*self.position())
        for i in range(8):
            a = i * math.pi / 4 + self.t * 5
            r = 14 + 26 * phase
            pygame.draw.circle(surface, pal.gold, (x + r * math.cos(a), y + r * math.sin(a)), 3)


class Fly(Timed):
    """A thing (a card, a token) flying from one place of the table to another, in an arc: its look, painted
    by `paint` (a part's painter) at the size of the nearer end of its flight into the picture store, and
    scaled to its size on the way (drawn anew at every size, a card was painted again on each frame)."""

    MARGIN = 12   # room round the thing for what its painter adds (a card's shadow)

    def __init__(self, paint: Paint, look: Hashable, start: pygame.Rect, end: pygame.Rect, seconds: float) -> None:
        super().__init__(seconds)
        self.paint, self.look, self.start, self.end = paint, look, start, end

    def at(self, rect: pygame.Rect) -> Part:
        return part(rect, self.look, self.paint, spill=(self.MARGIN,) * 4)

    def ahead(self, area: pygame.Rect) -> list[Part]:
        return [self.at(r) for r in (self.start, self.end) if min(r.size) > 0]

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        f = ease(self.k)
        rect = lerp_rect(self.start, self.end, f).move(0, -round(math.sin(math.pi * f) * 40))
        near = self.end if f >= 0.5 else self.start
        if min(near.size) <= 0:
            self.paint(surface, rect, self.look, pal)
            return
        picture, sx, sy = self.at(near).picture(pal), 1.0, 1.0
        if rect.size != near.size and min(rect.size) > 0:
            sx, sy = rect.w / near.w, rect.h / near.h
            picture = pygame.transform.smoothscale(picture, (max(1, round(picture.get_width() * sx)),
                                                             max(1, round(picture.get_height() * sy))))
        surface.blit(picture, (rect.x - round(self.MARGIN * sx), rect.y - round(self.MARGIN * sy)))


TOOLBAR_BAND = 56   # the top of a board area, where the zoom tools are


class Rising(Timed):
    """A few words rising from a place on the board (how an encounter went)."""

    def __init__(self, text: str, at: Point, to_screen: ToScreen, colour: Colour, seconds: float,
                 within: pygame.Rect) -> None:
        super().__init__(seconds)
        self.text, self.at, self.to_screen, self.colour, self.within = text, at, to_screen, colour, within

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        x, y = self.to_screen(*self.at)
        lift = round(36 * self.k)
        img = assets.text("bold", BODY, self.text, self.colour)
        plate = img.get_rect(center=(x, y - 40 - lift)).inflate(18, 8)
        if plate.top < self.within.top + TOOLBAR_BAND:   # no room above (the zoom tools): sink below the place
            plate.center = (x, y + 40 + lift)
        plate.clamp_ip(self.within.inflate(-8, -8))
        draw.panel(surface, plate, pal.panel, self.colour, radius=8)
        surface.blit(img, img.get_rect(center=plate.center))


# --- cards and verdicts ----------------------------------------------------------------------------------
def pinned_rect(area: pygame.Rect) -> pygame.Rect:
    h = round(PINNED_W * CARD_RATIO)
    return pygame.Rect(area.x + 28, area.centery - h // 2, PINNED_W, h)


class Pinned:
    """An animation with the card being fought (`face`, if any) kept at the left of the area, beside the dice
    while the fight is shown."""

    face: CardFace | None

    def ahead(self, area: pygame.Rect) -> list[Part]:
        return [] if self.face is None else [face_part(pinned_rect(area), self.face, paint_face)]

    def pin(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> pygame.Rect:
        """The card drawn; returns the part of the area right of it (where dice and verdicts go)."""
        if self.face is None:
            return area
        self.ahead(area)[0].draw(surface, pal)
        left = pinned_rect(area).right + 10
        return pygame.Rect(left, area.y, area.right - left, area.h)


class Banner(Timed, Pinned):
    """A verdict or a happening in a line or two (with the card being fought, or an icon, if any), rising
    into place in the middle of the area (or at `top`, a height from the area's top)."""

    def __init__(self, text: str, colour: Colour, seconds: float, face: CardFace | None = None,
                 icon: str | None = None, top: int | None = None) -> None:
        super().__init__(seconds)
        self.text, self.colour, self.face, self.icon, self.top = text, colour, face, icon, top

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        room = self.pin(surface, area, pal)
        lines = draw.wrap(self.text, "bold", BODY, min(560, room.w - 80))
        box = pygame.Rect(0, 0, min(620, room.w - 40), 36 + 28 * len(lines) + (54 if self.icon else 0))
        box.center = room.center
        if self.top is not None:
            box.top = area.y + self.top
        box.y += round(12 * (1 - min(1.0, self.t / 0.2)))
        draw.panel(surface, box, pal.panel, self.colour, shadow=True, width=3)
        y = box.y + 18
        if self.icon and assets.exists(self.icon):
            draw.sprite(surface, self.icon, 48, (box.centerx, y + 24))
            y += 54
        for line in lines:
            draw.text(surface, line, (box.centerx, y), size=BODY, colour=self.colour, face="bold", anchor="midtop")
            y += 28


def turning(surface: pygame.Surface, rect: pygame.Rect, f: float, front: Callable[[pygame.Surface, pygame.Rect], None],
            back: Callable[[pygame.Surface, pygame.Rect], None] | None) -> None:
    """A card turning over: narrowing to its edge on its back, then opening on its face (f from 0 to 1)."""
    if f >= 1.0:
        front(surface, rect)
        return
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    showing_face = back is None or f >= 0.5
    (front if showing_face else back)(card, card.get_rect())  # type: ignore[misc]
    blit_turned(surface, card, rect.center, squash=max(2 / rect.w, f if back is None else abs(1 - 2 * f)))


class CardShow(Timed):
    """Cards shown large in the middle of the area: a card turned up (turning over), what a seat saw in
    secret, what it took. Turned up, the face opens from its edge (`flip`)."""

    def __init__(self, faces: list[CardFace], caption: str, seconds: float, flip: bool = True) -> None:
        super().__init__(seconds)
        self.faces, self.caption, self.flip = faces, caption, flip

    def ahead(self, area: pygame.Rect) -> list[Part]:
        return [face_part(rect, face, paint_face) for rect, face in self.laid(area)]

    def laid(self, area: pygame.Rect) -> list[tuple[pygame.Rect, CardFace]]:
        w, h = large_size(len(self.faces), area)
        gap = 24
        x = area.centerx - (len(self.faces) * w + (len(self.faces) - 1) * gap) // 2
        y = area.centery - h // 2 + 16
        return [(pygame.Rect(x + i * (w + gap), y, w, h), face) for i, face in enumerate(self.faces)]

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        draw.dim(surface.subsurface(area), 110)
        f = min(1.0, self.t / 0.32) if self.flip else 1.0
        for rect, face in self.laid(area):
            turning(surface, rect, f, lambda s, r, face=face: draw_face(s, r, face, pal), None)
        if self.caption:
            top = area.centery - large_size(len(self.faces), area)[1] // 2 + 16
            draw.text(surface, self.caption, (area.centerx, top - 30), size=H2 - 2, colour=pal.gold, face="title",
                      anchor="center", max_width=area.w - 60)


class CardTurn(Timed):
    """One card turned over at a point of the area, then what it means on a plate below it. `paint` paints its
    `face` (a game's own card art: a painter of compose's kind); its back is cards.draw_back's, of `back` (the
    back's art, and the plain colour without it)."""

    def __init__(self, face: Any, paint: Paint, back: tuple[str | None, Colour | None], size: tuple[int, int],
                 caption: str, centre: tuple[int, int], seconds: float) -> None:
        super().__init__(seconds)
        self.face, self.paint, self.back = face, paint, back
        self.size, self.caption, self.centre = size, caption, centre
        self.turn = min(0.4, seconds / 3)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        rect = pygame.Rect((0, 0), self.size).move_to(center=(self.centre[0], self.centre[1] - 30))
        f = min(1.0, self.t / self.turn)
        turning(surface, rect, f, lambda s, r: self.paint(s, r, self.face, pal),
                lambda s, r: draw_back(s, r, pal, *self.back))
        if f >= 1.0 and self.caption:
            lines = draw.wrap(self.caption, "body", BODY - 2, 440)
            plate = pygame.Rect(0, 0, 40 + max(assets.width("body", BODY - 2, t) for t in lines),
                                16 + 24 * len(lines)).move_to(midtop=(self.centre[0], rect.bottom + 10))
            plate.clamp_ip(area)
            draw.panel(surface, plate, pal.panel, pal.gold, shadow=True)
            draw.paragraph(surface, self.caption, plate.inflate(-20, -12), size=BODY - 2, colour=pal.text,
                           align="center")


class FightDice(Pinned):
    """The dice tray (dice.DiceTray) beside the card being fought (or alone, in a given part of the area)."""

    def __init__(self, tray: Animation, face: CardFace | None = None, place: pygame.Rect | None = None) -> None:
        self.tray, self.face, self.place = tray, face, place

    @property
    def done(self) -> bool:
        return self.tray.done

    def update(self, dt: float) -> None:
        self.tray.update(dt)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        room = self.pin(surface, area, pal)
        self.tray.draw(surface, self.place or room, pal)
