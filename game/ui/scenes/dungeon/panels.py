"""Things the Dungeon! table lays over its board: the small menu where one place offers several actions,
the cards to click for a choice that is not a place (a pawn, a spell, a prize to drop), and the tray with
the seat's own pawn, prizes and spells (its secrets, so for the seat at the screen only).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.protocol import Action
from game.games.dungeon import content

from ... import draw
from ...pieces import CardFace
from ...theme import BODY, H2, SMALL, Palette
from ...widgets import Button, dispatch, draw_tooltip, tooltip_of
from .cards import draw_face, prize_face
from .drawing import draw_piece, sprite_of

if TYPE_CHECKING:
    from ...app import App


class ActionMenu:
    """A few actions offered at the point clicked; a click elsewhere closes it."""

    ROW = 40

    def __init__(self, app: App, at: tuple[int, int], title: str, actions: list[Action],
                 tips: list[str | None], pick: Callable[[Action], None], bounds: pygame.Rect,
                 words: list[str] | None = None) -> None:
        self.app, self.title, self.pick = app, title, pick
        w = 440
        self.rect = pygame.Rect(at[0] + 8, at[1] + 8, w, 44 + self.ROW * len(actions) + 6)
        self.rect.clamp_ip(bounds.inflate(-12, -12))
        self.buttons = [Button(app, (self.rect.x + 10, self.rect.y + 40 + i * self.ROW, w - 20, self.ROW - 6),
                               label, (lambda a=a: self.pick(a)), size=SMALL, tooltip=tip)
                        for i, (a, tip, label) in enumerate(zip(actions, tips, words or [str(a) for a in actions],
                                                                strict=True))]
        self.actions = actions
        self.closed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if dispatch(self.buttons, event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not self.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.closed = True
            return True
        return self.rect.collidepoint(getattr(event, "pos", (-1, -1)))

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.panel(surface, self.rect, pal.panel, pal.gold, shadow=True)
        draw.text(surface, self.title, (self.rect.x + 14, self.rect.y + 10), size=SMALL + 1, colour=pal.gold,
                  face="bold", max_width=self.rect.w - 28)
        for b in self.buttons:
            b.draw(surface)
        draw_tooltip(surface, self.app, tooltip_of(self.buttons))


@dataclass
class Choice:
    rect: pygame.Rect
    action: Action
    face: CardFace
    sprite: str | None = None


def lay_out_choices(items: list[tuple[Action, CardFace, str | None]], area: pygame.Rect) -> list[Choice]:
    """Cards in rows across the board's middle, as large as fit."""
    n = len(items)
    if not n:
        return []
    per_row = min(n, 5)
    rows = (n + per_row - 1) // per_row
    w = min(220, (area.w - 60) // per_row - 16)
    h = min(round(w * 1.45), (area.h - 200) // rows - 14)
    out = []
    top = area.centery - (rows * (h + 14)) // 2 + 30
    for i, (action, face, sprite) in enumerate(items):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        left = area.centerx - (in_row * (w + 16) - 16) // 2
        out.append(Choice(pygame.Rect(left + col * (w + 16), top + row * (h + 14), w, h), action, face, sprite))
    return out


def draw_choices(surface: pygame.Surface, area: pygame.Rect, choices: list[Choice], caption: str,
                 mouse: tuple[int, int], pal: Palette) -> None:
    draw.dim(surface.subsurface(area), 150)
    if choices:
        top = min(c.rect.y for c in choices)
        draw.text(surface, caption, (area.centerx, top - 30), size=H2, colour=pal.gold, face="title",
                  anchor="center", max_width=area.w - 40)
    for c in choices:
        hover = c.rect.collidepoint(mouse)
        rect = c.rect.move(0, -6) if hover else c.rect
        draw_face(surface, rect, c.face, pal, c.sprite)
        if hover:
            pygame.draw.rect(surface, pal.white, rect.inflate(6, 6), 3, border_radius=16)


class Tray:
    """The seat at the screen: its pawn, what its prizes are worth against what it needs, its spells; the
    prize cards themselves shown large while the pointer is over the tray."""

    def __init__(self, app: App, rect: pygame.Rect) -> None:
        self.app, self.rect = app, rect

    def summary(self, pawn: dict[str, Any]) -> str:
        n = pawn["prize_count"]
        parts = [f"{pawn['value']:,} of {pawn['need']:,} gold pieces", f"{n} prize{'s' if n != 1 else ''}"]
        if pawn["value"] >= pawn["need"]:
            parts.insert(1, "enough: back to the Main Staircase to win!")
        if pawn["kind"] == content.WIZARD:
            held = [f"{k} {content.spell_name(s)}" for s, k in pawn["spells"].items() if k]
            parts.append("spells: " + (", ".join(held) if held else "none"))
        return " · ".join(parts)

    def draw(self, surface: pygame.Surface, pawn: dict[str, Any] | None, mouse: tuple[int, int],
             area: pygame.Rect) -> None:
        if pawn is None or not pawn["kind"] or pawn.get("value") is None:
            return
        pal = self.app.palette
        text = self.summary(pawn)
        w = min(area.w - 24, draw.assets.font("bold", SMALL).size(text)[0] + 90)
        self.rect.w = w
        draw.panel(surface, self.rect, pal.panel, pal.gold if self.rect.collidepoint(mouse) else pal.line,
                   shadow=True)
        draw_piece(surface, pawn["seat"], (self.rect.x + 24, self.rect.centery), 14, pal, sprite_of(pawn["kind"]),
                   False, False)
        draw.text(surface, text, (self.rect.x + 48, self.rect.centery), size=SMALL, colour=pal.text, face="bold",
                  anchor="midleft", max_width=self.rect.w - 60)
        if self.rect.collidepoint(mouse):
            self.draw_hand(surface, pawn, area)

    def draw_hand(self, surface: pygame.Surface, pawn: dict[str, Any], area: pygame.Rect) -> None:
        pal = self.app.palette
        prizes = pawn["prizes"] or []
        if not prizes:
            box = pygame.Rect(self.rect.x, self.rect.y - 52, 300, 44)
            draw.panel(surface, box, pal.parchment, pal.gold, shadow=True)
            draw.text(surface, "No prizes yet", box.center, size=BODY, colour=pal.ink, anchor="center")
            return
        if len(prizes) <= 5:
            w = min(170, (area.w - 40) // len(prizes) - 8)
            h = round(w * 1.4)
            x = area.x + 20
            for card in prizes:
                draw_face(surface, pygame.Rect(x, self.rect.y - h - 12, w, h), prize_face(card), pal)
                x += w + 8
            return
        self.draw_list(surface, prizes)

    def draw_list(self, surface: pygame.Surface, prizes: list[dict[str, Any]]) -> None:
        """Many prizes: a list, in columns of up to twelve, each with its value (a sword's is extra)."""
        pal = self.app.palette
        cols = (len(prizes) + 11) // 12
        rows = (len(prizes) + cols - 1) // cols
        col_w = 330
        box = pygame.Rect(self.rect.x, 0, cols * col_w + 16, rows * 24 + 48)
        box.bottom = self.rect.y - 8
        draw.panel(surface, box, pal.parchment, pal.gold, shadow=True)
        draw.text(surface, "Your prizes (the others see only how many)", (box.x + 14, box.y + 10), size=SMALL,
                  colour=pal.ink, face="bold")
        for i, card in enumerate(sorted(prizes, key=lambda c: -c["value"])):
            col, row = divmod(i, rows)
            x, y = box.x + 14 + col * col_w, box.y + 38 + row * 24
            draw.text(surface, card["name"], (x, y), size=SMALL, colour=pal.ink, max_width=col_w - 110)
            worth = "—" if not card["value"] else (f"+{card['value']:,}" if card.get("special") == "magic_sword"
                                                    else f"{card['value']:,}")
            draw.text(surface, worth, (x + col_w - 30, y), size=SMALL, colour=pal.ink, face="bold",
                      anchor="topright")
