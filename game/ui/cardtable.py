"""The card table: a table game of zones (Dice Delve's dice, Kick the Door's decks, combat and seats) on the
shared table scene, from its Tiled map (tablemap.py), with the hand of the seat at the screen fanned out.

A game's scene subclasses CardTableScene and gives `targets()` — every thing on the table that answers the
pointer, as (rect, target) with the top-most last — and `actions_at(target)`, the legal actions a click on
that thing takes. From those two the table lights what a click would take, says what it does on hover,
takes a click (one action: at once; several: the game's `several` hook), and tells the screen tests where
to click for any action. Legal actions are taken once per change; targets are asked per frame, so they
must be cheap (rects and small values, no rules).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.protocol import Action
from game.engine.session import Session

from . import draw
from .cards import CardFace, draw_face
from .table import TableScene
from .tablemap import TableMap
from .theme import Colour, Palette
from .widgets import draw_tooltip

if TYPE_CHECKING:
    from .app import App

Rect = pygame.Rect
CARD_RATIO = 1.4


class CardTableScene(TableScene):
    tints: dict[str, Colour] = {}      # a zone's frame colour, by its name

    def __init__(self, app: App, session: Session) -> None:
        self.table = TableMap.fit(session.game.load_board(), self.board_rect)
        self.hover: Any = None
        self.mouse = (0, 0)
        self._background: tuple[tuple[int, ...], pygame.Surface] | None = None
        super().__init__(app, session)

    # --- the hooks of a game's table ----------------------------------------------------------------
    def targets(self) -> list[tuple[Rect, Any]]:
        """Everything on the table that answers the pointer, the top-most last."""
        return []

    def actions_at(self, target: Any) -> list[Action]:
        """The legal actions a click on this target takes (from self.legal)."""
        return []

    def target_tip(self, target: Any, found: list[Action]) -> str:
        """What the thing under the pointer is, and what a click on it does."""
        return ""

    def several(self, target: Any, found: list[Action]) -> None:
        """A click that could mean several actions."""
        self.app.say("That can go more than one way: choose it on the right")

    def missed(self, target: Any) -> None:
        """A click on a thing that takes no action now."""

    # --- the pointer ----------------------------------------------------------------------------------
    def target_at(self, pos: tuple[int, int]) -> Any:
        for rect, target in reversed(self.targets()):
            if rect.collidepoint(pos):
                return target
        return None

    def is_lit(self, target: Any) -> bool:
        return bool(self.legal) and bool(self.actions_at(target))

    def handle_board(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.target_at(event.pos) if self.board_rect.collidepoint(event.pos) else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.board_rect.collidepoint(event.pos):
            target = self.target_at(event.pos)
            if target is not None and self.my_turn():
                found = self.actions_at(target)
                if len(found) == 1:
                    self.act(found[0])
                elif found:
                    self.several(target, found)
                else:
                    self.missed(target)
                return True
        return False

    def click_for(self, action: Action) -> tuple[int, int] | None:
        """A button, or the thing on the table whose click takes exactly this action."""
        point = super().click_for(action)
        if point is not None:
            return point
        for rect, target in self.targets():
            if self.actions_at(target) == [action] and self.target_at(rect.center) == target:
                return rect.center
        return None

    # --- drawing --------------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        """The table itself (wood, frames, captions), drawn once per palette and size."""
        pal = self.app.palette
        key = (id(pal), *self.board_rect.size)
        if self._background is None or self._background[0] != key:
            surf = self.table.render(self.board_rect.size, pal, self.tints)
            self._background = (key, surf.convert() if pygame.display.get_surface() is not None else surf)
        return self._background[1]

    def mark(self, surface: pygame.Surface, rect: Rect, target: Any, chosen: bool = False,
             lit: bool | None = None) -> None:
        """Light a thing a click would take (brighter under the pointer), or the one already chosen. `lit`
        may be given when the caller knows it already (it asks the legal actions otherwise)."""
        pal = self.app.palette
        if chosen:
            draw.glow(surface, rect, pal.gold, 220)
            draw.ring(surface, rect, pal.gold, 4)
        elif self.my_turn() and (self.is_lit(target) if lit is None else lit):
            if target == self.hover:
                draw.glow(surface, rect, pal.gold, 200)
            draw.ring(surface, rect, pal.gold, 2)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The words for the thing under the pointer, over everything (never cut by the side panel)."""
        if self.hover is None or self.playing_back():
            return
        where = next((r for r, t in reversed(self.targets()) if t == self.hover), None)
        text = self.target_tip(self.hover, self.actions_at(self.hover) if self.my_turn() else [])
        if where is not None and text:
            draw_tooltip(surface, self.app, (text, where))


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
        rects = self.rects(len(faces), hover)
        order = [i for i in range(len(faces)) if i != hover] + ([hover] if hover is not None else [])
        for i in order:
            drawer(surface, rects[i], faces[i], pal)
            if lit(i):
                draw.ring(surface, rects[i], pal.gold, 3 if i == hover else 2)
