"""The menu's game cards, laid out for however many games the shelf holds.

Every layout is tried, cards with the picture on top ("tall") or beside the words ("wide"), in one to all
columns, and the one giving the largest pictures wins (a fifth less counted if a blurb must be cut) among
those where every blurb has two lines or more. A title shrinks to 80% to fit its line, else takes two lines
(and the blurb one fewer); a blurb longer than its lines ends with an ellipsis, and the card's tooltip then
gives it whole. A game not ready to play is greyed and says so in a player's words.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.registry import ShelfEntry, load_game

from .. import assets, draw, pictures
from ..theme import H2, SMALL
from ..widgets import Widget

if TYPE_CHECKING:
    from ..app import App

Rect = pygame.Rect
GAP = 16
PAD = 6                     # the picture's margin inside the card
TEXT_X = 14                 # the words' margin
TITLE_H = 34
LINE = 20                   # a blurb line (SMALL body)
TITLE_LINE = 22             # the second line of a long title (at 80% of H2) takes a blurb line and two pixels
MIN_TITLE = 0.8             # a title may shrink to 80% of H2 to fit its line, no further
ASPECT = 16 / 9             # the menu pictures' shape
MAX_TALL_W, MAX_WIDE_W = 300, 470
NOT_READY = "Not ready yet"
NOT_READY_TIP = "This game is still being made and cannot be played yet."


@dataclass(frozen=True)
class Layout:
    style: str            # "tall" (picture on top) or "wide" (picture beside the words)
    cols: int
    rows: int
    card: tuple[int, int]
    picture: tuple[int, int]
    lines: int            # blurb lines a card has room for

    @property
    def text_w(self) -> int:
        return self.card[0] - 2 * TEXT_X - (0 if self.style == "tall" else self.picture[0] + PAD)

    def rects(self, n: int, area: Rect) -> list[Rect]:
        """The cards' places, row by row, each row centred (a last, shorter row too), the block centred in
        the area."""
        w, h = self.card
        top = area.y + max(0, (area.h - self.rows * h - (self.rows - 1) * GAP) // 2)
        rects = []
        for i in range(n):
            row, col = divmod(i, self.cols)
            in_row = min(self.cols, n - row * self.cols)
            left = area.x + (area.w - in_row * w - (in_row - 1) * GAP) // 2
            rects.append(Rect(left + col * (w + GAP), top + row * (h + GAP), w, h))
        return rects


def _needed(entries: list[ShelfEntry], width: int) -> int:
    """The blurb lines the longest blurb needs at this width (three at most: more is cut)."""
    return min(3, max((len(draw.wrap(e.blurb, "body", SMALL, width)) for e in entries), default=1))


def _geometry(style: str, cols: int, entries: list[ShelfEntry], area: Rect, least: int = 2) -> Layout | None:
    """Cards of this style in this many columns, if the pictures stay a fair size and the blurbs get two
    lines or more (as many as the longest needs, up to three, the picture cut lower to make room)."""
    n = max(1, len(entries))
    rows = math.ceil(n / cols)
    w = (area.w - (cols - 1) * GAP) // cols
    h = (area.h - (rows - 1) * GAP) // rows
    if style == "tall":
        w = min(w, MAX_TALL_W)
        text_w = w - 2 * TEXT_X
        fixed = PAD + 8 + TITLE_H + 10
        lines = min(_needed(entries, text_w), (h - fixed - round((w - 2 * PAD) * 0.45)) // LINE)
        pic = (w - 2 * PAD, min(round((w - 2 * PAD) / ASPECT), h - fixed - lines * LINE))
        h = fixed + pic[1] + lines * LINE
    else:
        w = min(w, MAX_WIDE_W)
        h = min(h, round(w * 0.4))
        pic = (min(round((h - 2 * PAD) * ASPECT), w // 2), h - 2 * PAD)
        lines = min(_needed(entries, w - pic[0] - PAD - 2 * TEXT_X), (h - 10 - TITLE_H - 8) // LINE)
    if lines < least or min(pic) < 30 * least:
        return None
    return Layout(style, cols, rows, (w, h), pic, lines)


@functools.lru_cache(maxsize=256)
def title_lines(title: str, width: int) -> tuple[int, tuple[str, ...]]:
    """The title's size and lines: one line at H2, shrunk to 80% if it must; else two lines at 80%."""
    for size in range(H2, round(H2 * MIN_TITLE) - 1, -1):
        if assets.width("title", size, title) <= width:
            return size, (title,)
    size = round(H2 * MIN_TITLE)
    lines = draw.wrap(title, "title", size, width)
    return size, lines if len(lines) <= 2 else (lines[0], " ".join(lines[1:]))


def _room(layout: Layout, entry: ShelfEntry) -> int:
    """A card's blurb lines: a title on two lines takes one."""
    return layout.lines - (len(title_lines(entry.title, layout.text_w)[1]) - 1)


def lay_out(entries: list[ShelfEntry], area: Rect) -> Layout:
    """The layout giving the largest pictures (a fifth less counted where a blurb is cut) in which every
    title and two lines of every blurb fit."""
    n = max(1, len(entries))

    def worth(g: Layout) -> tuple[float, bool]:
        whole = all(not blurb_lines(e.blurb, g.text_w, _room(g, e))[-1].endswith("…") for e in entries)
        return g.picture[0] * g.picture[1] * (1.0 if whole else 0.8), g.style == "tall"

    for least in (2, 1):   # a very full shelf: one line of blurb, rather than cards off the screen
        found = [g for style in ("tall", "wide") for cols in range(1, n + 1)
                 if (g := _geometry(style, cols, entries, area, least)) is not None
                 and all(_room(g, e) >= least for e in entries)]
        if found:
            return max(found, key=worth)
    raise ValueError(f"{n} games do not fit on the menu")


def blurb_lines(text: str, width: int, room: int) -> list[str]:
    """The blurb in at most `room` lines of `width`; if it needs more, the last line ends with an ellipsis."""
    lines = list(draw.wrap(text, "body", SMALL, width))
    if len(lines) <= room:
        return lines
    room = max(1, room)
    words = " ".join(lines[room - 1:]).split(" ")   # the last line's words and all that did not fit
    while words and assets.width("body", SMALL, " ".join(words).rstrip(" ,;:.") + "…") > width:
        words.pop()
    return [*lines[: room - 1], " ".join(words).rstrip(" ,;:.") + "…"]


@pictures.kept
def _picture(name: str, w: int, h: int, greyed: bool) -> pygame.Surface:
    """The picture filling w x h, its shape kept (cut at the sides or top and bottom), dimmed if greyed."""
    img = assets.image(name)
    scale = max(w / img.get_width(), h / img.get_height())
    big = pygame.transform.smoothscale(img, (max(w, round(img.get_width() * scale)),
                                             max(h, round(img.get_height() * scale))))
    pic = big.subsurface(Rect((big.get_width() - w) // 2, (big.get_height() - h) // 2, w, h)).copy()
    if greyed:
        draw.dim(pic, 170)
    return pic


class GameCard(Widget):
    def __init__(self, app: App, rect: Rect, entry: ShelfEntry, layout: Layout) -> None:
        super().__init__(app, rect)
        self.entry = entry
        self.layout = layout
        self.playable = entry.playable   # the rules load only when the card is clicked
        self.title_size, self.title = title_lines(entry.title, layout.text_w)
        self.lines = blurb_lines(entry.blurb, layout.text_w, _room(layout, entry))
        cut = self.lines[-1].endswith("…") if self.lines else False
        self.tooltip = NOT_READY_TIP if not self.playable else entry.blurb if cut else None

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        game = load_game(self.entry.id) if self.clicked(event) and self.playable else None
        if game is not None:
            self.app.audio.play("click", 0.6)
            self.app.open("setup", game)
            return True
        return False

    def picture_rect(self, rect: Rect) -> Rect:
        return Rect(rect.x + PAD, rect.y + PAD, *self.layout.picture)

    def text_at(self, rect: Rect) -> tuple[int, int]:
        """The top left of the words: under the picture, or beside it."""
        pic = self.picture_rect(rect)
        if self.layout.style == "tall":
            return rect.x + TEXT_X, pic.bottom + 8
        return pic.right + TEXT_X, rect.y + 10

    def rows(self, rect: Rect) -> list[tuple[str, int, int, str]]:
        """The words of the card, a line each: (text, top, size, face), the title's lines then the blurb's."""
        _, y = self.text_at(rect)
        rows = [(line, y + i * TITLE_LINE, self.title_size, "title") for i, line in enumerate(self.title)]
        y += TITLE_H + (len(self.title) - 1) * TITLE_LINE + 4
        rows += [(line, y + i * LINE, SMALL, "body") for i, line in enumerate(self.lines)]
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        lit = self.hover and self.playable
        rect = self.rect.move(0, -3 if lit else 0)
        draw.panel(surface, rect, pal.panel, pal.gold if lit else pal.line, shadow=True, width=3 if lit else 2)
        pic_rect = self.picture_rect(rect)
        name = self.entry.picture or f"menu/{self.entry.id}"
        if assets.exists(name):
            surface.blit(_picture(name, pic_rect.w, pic_rect.h, not self.playable), pic_rect)
        else:
            pygame.draw.rect(surface, pal.panel_light, pic_rect, border_radius=6)
        players = f"{self.entry.player_range()} players"
        badge = assets.text("bold", SMALL, players, pal.ink).get_rect(topright=(pic_rect.right - 10, pic_rect.y + 10))
        draw.panel(surface, badge.inflate(16, 8), pal.parchment if self.playable else pal.text_dim, None, radius=12)
        draw.text(surface, players, badge.topleft, size=SMALL, colour=pal.ink, face="bold")
        x, _ = self.text_at(rect)
        for text, y, size, face in self.rows(rect):
            colour = (pal.gold if face == "title" else pal.text) if self.playable else pal.text_dim
            draw.text(surface, text, (x, y), size=size, colour=colour, face=face, max_width=self.layout.text_w)
        if not self.playable:
            ribbon = Rect(0, 0, min(200, pic_rect.w - 20), 34).move_to(center=(pic_rect.centerx, pic_rect.centery + 8))
            draw.panel(surface, ribbon, pal.panel, pal.text_dim, radius=6)
            draw.text(surface, NOT_READY, ribbon.center, size=SMALL, colour=pal.text, face="bold", anchor="center",
                      max_width=ribbon.w - 12)
