"""What Dungeon!'s table animates: a pawn walking its path or vanishing and appearing, a card turned up
and shown large, the dice of a fight beside the monster's card, a spell flying, a verdict.

Every animation is short, is skipped by a click (the table drops it), and takes `pace` into account
(the table never makes one at the instant pace). Those that happen on the board take `to_screen`, the
board view's camera, because the table only hands them the board's area.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ... import assets, draw
from ...dice import DiceTray
from ...pieces import CardFace, PathAnimation
from ...theme import BODY, H2, Colour, Palette
from .cards import draw_face, large_size

Point = tuple[float, float]
ToScreen = Callable[[float, float], tuple[int, int]]
PINNED_W = 230


class Timed:
    """An animation that lasts a fixed time."""

    def __init__(self, seconds: float) -> None:
        self.t = 0.0
        self.total = max(0.01, seconds)

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def k(self) -> float:
        return min(1.0, self.t / self.total)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None: ...


class Walk(PathAnimation):
    """A pawn walking (or retreating) along its path; the table draws the pawn at position()."""


class Teleport(Timed):
    """A pawn vanishing from one place and appearing in another (a trap, Transference, carried back)."""

    def __init__(self, seat: int, start: Point, end: Point, seconds: float, to_screen: ToScreen) -> None:
        super().__init__(seconds)
        self.seat, self.start, self.end, self.to_screen = seat, start, end, to_screen

    def position(self) -> Point:
        return self.start if self.k < 0.5 else self.end

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        at = self.start if self.k < 0.5 else self.end
        phase = self.k * 2 if self.k < 0.5 else (1 - self.k) * 2
        x, y = self.to_screen(*at)
        for i in range(8):
            a = i * math.pi / 4 + self.t * 5
            r = 14 + 26 * phase
            pygame.draw.circle(surface, pal.gold, (x + r * math.cos(a), y + r * math.sin(a)), 3)


def pinned_rect(area: pygame.Rect) -> pygame.Rect:
    h = round(PINNED_W * 1.45)
    return pygame.Rect(area.x + 28, area.centery - h // 2, PINNED_W, h)


def draw_pinned(surface: pygame.Surface, area: pygame.Rect, face: CardFace | None, pal: Palette) -> None:
    """The card being fought, kept beside the dice while the fight is shown."""
    if face is not None:
        draw_face(surface, pinned_rect(area), face, pal)


def beside_pinned(area: pygame.Rect, face: CardFace | None) -> pygame.Rect:
    """The part of the board's area right of the pinned card (where dice and verdicts go)."""
    if face is None:
        return area
    left = pinned_rect(area).right + 10
    return pygame.Rect(left, area.y, area.right - left, area.h)


class CardShow(Timed):
    """Cards shown large in the middle of the board: a monster turned up (flipping over), what a seat saw
    with the ESP Medallion or the Crystal Ball, the prizes it took."""

    def __init__(self, faces: list[CardFace], caption: str, seconds: float, flip: bool = True) -> None:
        super().__init__(seconds)
        self.faces, self.caption, self.flip = faces, caption, flip

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        draw.dim(surface.subsurface(area), 110)
        w, h = large_size(len(self.faces), area)
        gap = 24
        total = len(self.faces) * w + (len(self.faces) - 1) * gap
        x = area.centerx - total // 2
        y = area.centery - h // 2 + 16
        turn = min(1.0, self.t / 0.28) if self.flip else 1.0
        for face in self.faces:
            rect = pygame.Rect(x, y, w, h)
            if turn < 1.0:  # the card turning over: drawn narrow, then full width
                card = pygame.Surface((w, h), pygame.SRCALPHA)
                draw_face(card, card.get_rect(), face, pal)
                thin = pygame.transform.smoothscale(card, (max(2, round(w * turn)), h))
                surface.blit(thin, thin.get_rect(center=rect.center))
            else:
                draw_face(surface, rect, face, pal)
            x += w + gap
        if self.caption:
            draw.text(surface, self.caption, (area.centerx, y - 30), size=H2 - 2, colour=pal.gold, face="title",
                      anchor="center", max_width=area.w - 60)


class FightDice:
    """The shell's dice tray, drawn beside the card being fought."""

    def __init__(self, tray: DiceTray, face: CardFace | None) -> None:
        self.tray, self.face = tray, face

    @property
    def done(self) -> bool:
        return self.tray.done

    def update(self, dt: float) -> None:
        self.tray.update(dt)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        draw_pinned(surface, area, self.face, pal)
        self.tray.draw(surface, beside_pinned(area, self.face), pal)


class Banner(Timed):
    """A verdict or a happening in one line (and the card being fought, if any)."""

    def __init__(self, text: str, colour: Colour, seconds: float, face: CardFace | None = None,
                 icon: str | None = None) -> None:
        super().__init__(seconds)
        self.text, self.colour, self.face, self.icon = text, colour, face, icon

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        draw_pinned(surface, area, self.face, pal)
        room = beside_pinned(area, self.face)
        lines = draw.wrap(self.text, "bold", BODY, min(560, room.w - 80))
        box = pygame.Rect(0, 0, min(620, room.w - 40), 36 + 28 * len(lines) + (54 if self.icon else 0))
        box.center = room.center
        rise = round(12 * (1 - min(1.0, self.t / 0.2)))
        box.y += rise
        draw.panel(surface, box, pal.panel, self.colour, shadow=True, width=3)
        y = box.y + 18
        if self.icon and assets.exists(self.icon):
            img = assets.scaled(self.icon, 48, 48)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += 54
        for line in lines:
            draw.text(surface, line, (box.centerx, y), size=BODY, colour=self.colour, face="bold", anchor="midtop")
            y += 28


class Missile(Timed):
    """A Fire Ball or a Lightning Bolt from the Wizard to the monster's place."""

    def __init__(self, start: Point, end: Point, kind: str, seconds: float, to_screen: ToScreen) -> None:
        super().__init__(seconds)
        self.start, self.end, self.kind, self.to_screen = start, end, kind, to_screen

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        (x0, y0), (x1, y1) = self.to_screen(*self.start), self.to_screen(*self.end)
        k = self.k
        x, y = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
        clip = surface.get_clip()
        surface.set_clip(area)
        if self.kind == "Fire Ball" and assets.exists("pawns/fireball"):
            img = assets.scaled("pawns/fireball", 64, 64)
            angle = math.degrees(math.atan2(-(y1 - y0), x1 - x0)) - 45
            img = pygame.transform.rotate(img, angle)
            surface.blit(img, img.get_rect(center=(x, y)))
        else:
            points = [(x0, y0)]
            for i in range(1, 7):
                f = i / 7 * k
                jitter = 10 * (1 if i % 2 else -1)
                points.append((x0 + (x1 - x0) * f + jitter, y0 + (y1 - y0) * f + jitter))
            points.append((x, y))
            pygame.draw.lines(surface, (250, 250, 200), False, points, 5)
            pygame.draw.lines(surface, (120, 160, 255), False, points, 2)
        surface.set_clip(clip)
