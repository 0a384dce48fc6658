"""The card gallery, opened from a game's rules screen: every card of the game face up, in tabs and
sections, each section with a heading, a line about it (how many, whose design), and its cards.

A game's screen package offers it with GALLERY = a function (app) -> Gallery, building the faces from its
own data; the gallery draws them with the one card-face module, so every game's gallery looks alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from . import draw
from .cards import CardFace, draw_face
from .page import PageScene
from .theme import H1, H2, SCREEN_H, SCREEN_W, SMALL, Palette
from .widgets import Button, ScrollArea

if TYPE_CHECKING:
    from .app import App

GAP = 16
Drawer = Callable[[pygame.Surface, pygame.Rect, CardFace, Palette], None]


@dataclass
class Section:
    heading: str
    note: str = ""
    faces: list[CardFace] = field(default_factory=list)
    captions: list[str] = field(default_factory=list)     # a line under each card (its count, its name)
    size: tuple[int, int] = (182, 268)
    drawer: Drawer = draw_face                             # a game's own look for its cards (art)
    emblem: Drawer | None = None                           # a card back beside the heading


@dataclass
class Gallery:
    title: str
    tabs: list[tuple[str, list[Section]]]


class GalleryScene(PageScene):
    title_size = H1
    title_y = 44

    def __init__(self, app: App, gallery: Gallery, tab: int = 0) -> None:
        super().__init__(app)
        self.gallery = gallery
        self.title = gallery.title
        self.tab = tab
        self.build()

    def build(self) -> None:
        app = self.app
        tabs = self.gallery.tabs
        top = 138 if len(tabs) > 1 else 96
        self.scroll = ScrollArea(app, (40, top, SCREEN_W - 60, SCREEN_H - top - 12), self.page())
        self.widgets = [Button(app, (24, 20, 110, 46), "Back", self.back, icon="ui/back"), self.scroll]
        if len(tabs) > 1:
            w = min(200, (SCREEN_W - 120) // len(tabs) - 10)
            for i, (label, _) in enumerate(tabs):
                self.widgets.append(Button(app, (60 + i * (w + 10), 84, w, 40), label, lambda i=i: self.open(i),
                                           size=SMALL + 1, selected=i == self.tab,
                                           style="normal" if i == self.tab else "ghost"))

    def open(self, tab: int) -> None:
        self.tab = tab % len(self.gallery.tabs)
        self.build()

    def page(self) -> pygame.Surface:
        width = SCREEN_W - 60
        sections = self.gallery.tabs[self.tab][1]
        # each section's cards in rows of as many as fit, a row as tall as a card and its caption
        grids = [(max(1, (width + GAP) // (s.size[0] + GAP)), s.size[1] + GAP + (26 if s.captions else 0))
                 for s in sections]
        rows = [math.ceil(len(s.faces) / per_row) for s, (per_row, _) in zip(sections, grids, strict=True)]
        height = 20 + sum(72 + n * cell_h for n, (_, cell_h) in zip(rows, grids, strict=True))
        surf = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        pal = self.app.palette
        y = 8
        for s, (per_row, cell_h), n in zip(sections, grids, rows, strict=True):
            x = 8
            if s.emblem is not None:
                s.emblem(surf, pygame.Rect(8, y, 34, 48), s.faces[0] if s.faces else CardFace(title=""), pal)
                x = 54
            draw.text(surf, s.heading, (x, y + 2), size=H2, colour=pal.gold, face="title")
            if s.note:
                draw.text(surf, s.note, (x + 2, y + 34), size=SMALL, colour=pal.text_dim, face="italic",
                          max_width=width - x - 20)
            y += 66
            for i, face in enumerate(s.faces):
                row, col = divmod(i, per_row)
                rect = pygame.Rect(8 + col * (s.size[0] + GAP), y + row * cell_h, *s.size)
                s.drawer(surf, rect, face, pal)
                if i < len(s.captions):
                    draw.text(surf, s.captions[i], (rect.centerx, rect.bottom + 6), size=SMALL, colour=pal.text_dim,
                              anchor="midtop", max_width=s.size[0] + GAP - 4)
            y += n * cell_h + 6
        return surf

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.open(self.tab + (1 if event.key == pygame.K_RIGHT else -1))
            return
        super().handle(event)

    def draw_page(self, surface: pygame.Surface) -> None:
        draw.text(surface, "wheel or drag to scroll", (SCREEN_W - 30, 44), size=SMALL,
                  colour=self.app.palette.text_dim, anchor="midright")
