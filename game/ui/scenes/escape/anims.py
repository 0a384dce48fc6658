"""The escape's animations: a hireling or the fireball travelling along its path, a card turned over,
a die tray placed under the action, a word rising from a square, a banner for the big moments.
Every one is short, skippable (the table skips on a click) and scaled by the pace."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.events import DiceRolled
from game.ui import draw
from game.ui.dice import DiceTray
from game.ui.pieces import PathAnimation
from game.ui.theme import BODY, H2, Palette

from .cards import CARD_H, CARD_W, draw_back, draw_face

Rect = pygame.Rect
Point = tuple[float, float]


class Walk(PathAnimation):
    """A hireling (seat) or the fireball (seat None) moving square by square along `squares`."""

    def __init__(self, seat: int | None, squares: tuple[int, ...], points: list[Point], step_seconds: float) -> None:
        super().__init__(seat if seat is not None else -1, points, step_seconds)
        self.who = seat
        self.squares = squares

    def reached(self) -> int:
        """The last square the walker has arrived on."""
        k = len(self.squares) - 1 if self.done else min(len(self.squares) - 1, int(self.t / self.step))
        return self.squares[k]


class Timed:
    """An animation that lasts a while and draws itself."""

    def __init__(self, seconds: float) -> None:
        self.t = 0.0
        self.total = max(0.001, seconds)

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface, area: Rect, pal: Palette) -> None: ...


class CardTurn(Timed):
    """A card turned over large in the middle of the table: the back, then the face, and what it means."""

    def __init__(self, face: dict[str, Any], caption: str, centre: tuple[int, int], pace: float) -> None:
        super().__init__(1.25 * pace)
        self.face, self.caption, self.centre = face, caption, centre
        self.turn = 0.4 * pace

    def draw(self, surface: pygame.Surface, area: Rect, pal: Palette) -> None:
        h = 230
        w = round(h * CARD_W / CARD_H)
        f = min(1.0, self.t / self.turn)
        showing_face = f >= 0.5
        width = max(2, round(w * abs(1 - 2 * f)))       # narrows to an edge, then opens on the face
        rect = Rect(0, 0, width, h)
        rect.center = (self.centre[0], self.centre[1] - 30)
        if showing_face:
            draw_face(surface, rect, self.face, pal)
        else:
            draw_back(surface, rect, pal)
        if showing_face and f >= 1.0:
            lines = draw.wrap(self.caption, "body", BODY - 2, 440)
            plate = Rect(0, 0, 40 + max(draw.assets.font("body", BODY - 2).size(t)[0] for t in lines),
                         16 + 24 * len(lines))
            plate.midtop = (self.centre[0], rect.bottom + 10)
            draw.panel(surface, plate, pal.panel, pal.gold, shadow=True)
            draw.paragraph(surface, self.caption, plate.inflate(-20, -12), size=BODY - 2, colour=pal.text,
                           align="center")


class PlacedTray(DiceTray):
    """The shell's die tray, drawn in a given part of the table (below the pawn being followed)."""

    def __init__(self, event: DiceRolled, pace: float, area: Rect, dark: bool = False) -> None:
        super().__init__(event, pace, dark)
        self.area = area

    def draw(self, surface: pygame.Surface, area: Rect, pal: Palette) -> None:
        super().draw(surface, self.area, pal)


class Rising(Timed):
    """A few words rising from a square (how an encounter went)."""

    def __init__(self, text: str, at: Point, to_screen: Callable[[float, float], tuple[int, int]],
                 colour: tuple[int, int, int], pace: float, within: Rect) -> None:
        super().__init__(1.1 * pace)
        self.text, self.at, self.to_screen, self.colour = text, at, to_screen, colour
        self.within = within

    def draw(self, surface: pygame.Surface, area: Rect, pal: Palette) -> None:
        x, y = self.to_screen(*self.at)
        lift = round(36 * min(1.0, self.t / self.total))
        img = draw.assets.text("bold", BODY, self.text, self.colour)
        plate = img.get_rect(center=(x, y - 40 - lift)).inflate(18, 8)
        plate.clamp_ip(self.within.inflate(-8, -8))
        draw.panel(surface, plate, pal.panel, self.colour, radius=8)
        surface.blit(img, img.get_rect(center=plate.center))


class Banner(Timed):
    """A big moment in words across the top of the board: caught by the fire, burned, out of the dungeon."""

    def __init__(self, text: str, colour: tuple[int, int, int], area: Rect, pace: float, seconds: float = 2.0) -> None:
        super().__init__(seconds * pace)
        self.text, self.colour, self.area = text, colour, area

    def draw(self, surface: pygame.Surface, area: Rect, pal: Palette) -> None:
        width = min(self.area.w - 40, 600)
        lines = draw.wrap(self.text, "body", H2 - 6, width - 28)
        box = Rect(0, 0, width, 22 + 27 * len(lines))
        box.midtop = (self.area.centerx, self.area.y + 70)
        draw.panel(surface, box, pal.panel, self.colour, shadow=True, width=3)
        draw.paragraph(surface, self.text, box.inflate(-28, -16), size=H2 - 6, colour=pal.text, align="center")
