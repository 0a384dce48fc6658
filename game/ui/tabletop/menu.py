"""What lies over the whole table: a small menu of the actions a click could mean, and the words of the thing
under the pointer (beside a control, off its neighbours; or following the pointer over a board)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.engine.protocol import Action

from .. import draw, tips
from ..cards import paint_face
from ..compose import SHADOW, Part, part
from ..theme import SCREEN_H, SCREEN_W, SMALL, Palette
from ..widgets import ButtonLook
from .cards import preview_rect
from .layout import Layout, Pointer, button
from .things import Thing, top_at

Rect = pygame.Rect
ROW = 40
SCREEN = Rect(0, 0, SCREEN_W, SCREEN_H)


def paint_menu_box(surface: pygame.Surface, rect: Rect, title: str, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel, pal.gold, shadow=True)
    draw.text(surface, title, (rect.x + 14, rect.y + 10), size=SMALL + 1, colour=pal.gold, face="bold",
              max_width=rect.w - 28)


@dataclass(frozen=True)
class Menu:
    """A few actions offered at the point clicked (one place, several things to do there); a click
    elsewhere closes it. A row with no action (None) only closes it."""

    title: str
    actions: tuple[Action | None, ...]
    labels: tuple[str, ...]
    words: tuple[str | None, ...]
    at: tuple[int, int, int, int]
    styles: tuple[str, ...] = ()

    @classmethod
    def at_point(cls, title: str, actions: Sequence[Action], labels: Sequence[str], words: Sequence[str | None],
                 point: tuple[int, int], bounds: Rect) -> Menu:
        rect = Rect(point[0] + 8, point[1] + 8, 440, 44 + ROW * len(actions) + 6)
        rect.clamp_ip(bounds.inflate(-12, -12))
        return cls(title, tuple(actions), tuple(labels), tuple(words), tuple(rect))

    @classmethod
    def confirm(cls, question: str, action: Action, bounds: Rect) -> Menu:
        """The question asked once more before a grave action (Screen.grave): Yes / No, in the middle of the
        game's table, away from the button clicked, so that a quick second click there closes it unanswered."""
        rect = Rect(0, 0, 440, 44 + ROW * 2 + 6)
        rect.center = bounds.center
        return cls(question, (action, None), ("Yes", "No"), (str(action), "Keep playing"), tuple(rect),
                   ("danger", "normal"))

    def rows(self) -> list[Thing]:
        x, y, w, _ = self.at
        return [Thing((x + 10, y + 40 + i * ROW, w - 20, ROW - 6), ("menu", i), () if action is None else (action,),
                      words=tip or "")
                for i, (action, tip) in enumerate(zip(self.actions, self.words, strict=True))]

    def lay(self) -> Layout:
        rows = self.rows()
        out = Layout([part(self.at, self.title, paint_menu_box, spill=SHADOW)], list(rows))
        for thing, label, style in zip(rows, self.labels, self.styles or ("normal",) * len(rows), strict=True):
            out.parts += button(thing, ButtonLook(label, style, size=SMALL), Pointer())
        return out

    def handle(self, event: pygame.event.Event, act: Callable[[Action], None]) -> Menu | None:
        """The menu after the event: a pick acts and closes it, a click elsewhere closes it."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return self
        picked = top_at(self.rows(), event.pos)
        if picked is not None:
            if picked.actions:
                act(picked.actions[0])
            return None
        return self if Rect(self.at).collidepoint(event.pos) else None


@dataclass(frozen=True, slots=True)
class TipBox:
    lines: tuple[tuple[str, str], ...]


def paint_tip(surface: pygame.Surface, rect: Rect, look: TipBox, pal: Palette) -> None:
    tips.paint_box(surface, rect, look.lines, pal)


def under_pointer(thing: Thing | None, things: Sequence[Thing], pointer: tuple[int, int], resting: bool) -> list[Part]:
    """What is drawn over the table for the thing under the pointer: its marks, and while the game is at rest
    its words and, for a card, the card shown large beside the pointer."""
    if thing is None:
        return []
    if not resting:
        return list(thing.marks)
    large = [] if thing.large is None else [part(preview_rect(pointer, SCREEN), thing.large, paint_face, spill=SHADOW)]
    return [*thing.marks, *tooltip(thing, things, pointer), *large]


def tooltip(thing: Thing, things: Sequence[Thing], pointer: tuple[int, int]) -> list[Part]:
    """The words of the thing under the pointer as a part over everything: beside a control, kept off the
    controls round it (tips.place); over a board, beside the pointer."""
    text = thing.text()
    if not text.strip():
        return []
    if thing.tip == "pointer":
        wrapped = tips.lines_of(thing.lines(), 380)
        box = tips.beside_pointer(wrapped, pointer, SCREEN, 380)
    else:
        avoid = tuple(t.rect for t in things if t is not thing and t.tip == "control")
        wrapped, box = tips.fit([(text, "body")], thing.rect, SCREEN.inflate(-8, -8), avoid)
    return [part(box, TipBox(tuple(wrapped)), paint_tip, spill=SHADOW)]

