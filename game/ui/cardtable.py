"""The card table: a table game of zones (Dice Delve's dice, Kick the Door's decks, combat and seats) on the
shared table scene, from its Tiled map (tablemap.py), with the hand of the seat at the screen fanned out.
Everything on the table is clicked through the table scene's targets() and actions_at().
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine.session import Session

from . import draw
from .cards import CardFace, draw_face
from .table import TableScene
from .tablemap import TableMap
from .theme import Colour, Palette

if TYPE_CHECKING:
    from .app import App

Rect = pygame.Rect
CARD_RATIO = 1.4


class CardTableScene(TableScene):
    tints: dict[str, Colour] = {}      # a zone's frame colour, by its name

    def __init__(self, app: App, session: Session) -> None:
        self.table = TableMap.fit(session.game.load_board(), self.board_rect)
        self._background: tuple[tuple[int, ...], pygame.Surface] | None = None
        super().__init__(app, session)

    # --- drawing --------------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        """The table itself (wood, frames, captions), drawn once per palette and size."""
        pal = self.app.palette
        key = (id(pal), *self.board_rect.size)
        if self._background is None or self._background[0] != key:
            surf = self.table.render(self.board_rect.size, pal, self.tints)
            self._background = (key, surf.convert() if pygame.display.get_surface() is not None else surf)
        return self._background[1]


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


class Hand:
    """The cards of the seat at the screen, fanned along a strip of the table: each overlaps the next when
    there is no room, and the card under the pointer rises and grows so that it can be read."""

    def __init__(self, area: Rect, height: int = 150, grow: float = 1.6) -> None:
        self.area = Rect(area)
        self.height = height
        self.grow = grow

    def rects(self, n: int, hover: int | None = None) -> list[Rect]:
        """Where each of n cards lies (the hovered one raised and larger, kept inside the area's width)."""
        if n <= 0:
            return []
        hover = hover if hover is not None and hover < n else None
        w, h = round(self.height / CARD_RATIO), self.height
        step = min(w + 10, (self.area.w - w) / max(1, n - 1)) if n > 1 else 0
        left = self.area.centerx - (step * (n - 1) + w) / 2
        out = []
        for i in range(n):
            r = Rect(round(left + i * step), self.area.bottom - h, w, h)
            if i == hover:
                big = Rect(0, 0, round(w * self.grow), round(h * self.grow))
                big.midbottom = (r.centerx, self.area.bottom)
                big.clamp_ip(Rect(self.area.x, 0, self.area.w, self.area.bottom))
                r = big
            out.append(r)
        return out

    def hit(self, pos: tuple[int, int], n: int, hover: int | None) -> int | None:
        """The card under the pointer (the raised one first, then the top-most of the fan)."""
        rects = self.rects(n, hover)
        if hover is not None and hover < n and rects[hover].collidepoint(pos):
            return hover
        for i in range(n - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None

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
