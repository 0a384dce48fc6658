"""How the Wilds & Depths board looks: a town's country seen from above, the track round its edge, drawn
once at the map's own scale.

The depths are told apart at a glance: the wilderness is green turf, depth 1 warm worn flagstones, depth 2
cold slate, depth 3 black rock lit by glowing orange runes (the colours of the four decks' backs). Every
square shows its printed instruction as a picture (a card to draw, a heart, a toll...) with its number;
the `jump` links are arrows; the deck and shop places are slots the scene fills from the view.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame
from pygame import Vector2

from game.engine.board import Board, Link, Mark, Space
from game.ui import assets, draw
from game.ui.boardview import BoardStyle, map_rect
from game.ui.theme import Colour, Palette

Rect = pygame.Rect

# Each depth: (zone fill, square fill, square edge), from the deck backs' colours.
DEPTHS: dict[int, tuple[Colour, Colour, Colour]] = {
    0: ((46, 70, 40), (112, 150, 84), (52, 78, 40)),
    1: ((78, 68, 58), (172, 156, 132), (96, 84, 70)),
    2: ((44, 52, 72), (112, 128, 160), (50, 60, 86)),
    3: ((40, 22, 20), (96, 52, 40), (230, 120, 40)),
}
INK: Colour = (28, 22, 18)
TURF: Colour = (30, 36, 28)
JUMP: Colour = (186, 120, 220)


def town_word(rect: Rect) -> Rect:
    """Where the Town square (`rect`) has its name printed: TOWN, at its foot."""
    return assets.text("title", 24, "TOWN", INK).get_rect(center=(rect.centerx, rect.bottom - 18))


def caption(mark: Mark) -> tuple[int, str, Rect]:
    """A label mark's type size, words, and where they lie (centred on it)."""
    size = max(18, int(mark.prop("size", 20)))
    text = str(mark.prop("text"))
    centre = round(mark.center[0]), round(mark.center[1])
    return size, text, assets.text("title", size, text, INK).get_rect(center=centre)


def amount_at(rect: Rect) -> Rect:
    """The disc a square's number is printed on (of radius 11, 3 in from the square's corner)."""
    return Rect(rect.right - 25, rect.bottom - 25, 22, 22)


@dataclass(frozen=True, slots=True)
class Amount:
    """A square's printed number on its disc, at the map's scale (zoom 1: on the board) or at another (said
    again over the adventurers standing on the square)."""

    amount: int
    zoom: float = 1.0


def paint_amount(surf: pygame.Surface, rect: Rect, look: Amount, pal: Palette | None = None) -> None:
    """The number's disc, on the middle of `rect`."""
    r = max(4, round(11 * look.zoom))
    pygame.draw.circle(surf, (250, 240, 214), rect.center, r)
    pygame.draw.circle(surf, INK, rect.center, r, max(1, round(2 * look.zoom)))
    draw.text(surf, str(look.amount), rect.center, size=max(7, round(16 * look.zoom)), colour=INK, face="bold",
              anchor="center")


class TownBoardStyle(BoardStyle):
    """The look of boards/town.tmx, for the table and the board viewer alike."""

    def render(self, board: Board) -> pygame.Surface:
        w, h = max(1, board.width), max(1, board.height)
        surf = pygame.Surface((w, h))
        surf.fill(TURF)   # the country: dark turf, lighter towards the middle where the Town's market lies
        light = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(10):
            pygame.draw.ellipse(light, (120, 140, 90, 7), light.get_rect().inflate(-k * w // 12, -k * h // 12))
        surf.blit(light, (0, 0))
        draw.texture(surf, "ui/stone_tile", 28)
        for mark in board.marks_of_kind("zone"):
            self.draw_mark(surf, mark, board)
        for link in board.links_of_kind("next"):
            self.draw_link(surf, link, board)
        for space in board.spaces.values():
            self.draw_space(surf, space, board)
        for link in board.links_of_kind("jump"):
            self.draw_link(surf, link, board)
        for mark in board.marks.values():
            if mark.kind != "zone":
                self.draw_mark(surf, mark, board)
        return surf

    def draw_link(self, surf: pygame.Surface, link: Link, board: Board) -> None:
        """A step of the track; or a move square's jump, a dashed arrow to where it sends the pawn."""
        a, b = board.spaces[link.a].center, board.spaces[link.b].center
        if link.kind != "jump":
            pygame.draw.line(surf, (20, 18, 14), a, b, 10)
            pygame.draw.line(surf, (214, 180, 110), a, b, 4)
            return
        if math.dist(a, b) < 1:
            return
        along = (Vector2(b) - a).normalize()
        across = Vector2(-along.y, along.x) * 10
        end = b - along * 34
        dashes = [a, b - along * 40]   # (stopping short of the head)
        draw.dashed(surf, (20, 14, 26), dashes, 7, dash=13, gap=9)
        draw.dashed(surf, JUMP, dashes, 3, dash=13, gap=9)
        head = [end, end - along * 18 + across, end - along * 18 - across]
        pygame.draw.polygon(surf, JUMP, head)
        pygame.draw.polygon(surf, (20, 14, 26), head, 2)

    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        kind, rect = str(space.prop("kind", "")), map_rect(space)
        if kind == "town":   # (larger and golden, its picture above its name)
            fill, edge, rim, drop, width, radius = (196, 160, 96), (110, 76, 36), (236, 208, 140), 4, 4, 14
            art = Rect(0, 0, rect.h - 40, rect.h - 40).move_to(midtop=(rect.centerx, rect.y + 6))
        else:
            _, fill, edge = DEPTHS[int(space.prop("depth", 0))]
            rim, drop, width, radius = tuple(min(255, c + 26) for c in fill), 3, 3, 9
            art = rect.inflate(-rect.w // 5, -rect.h // 5)
        pygame.draw.rect(surf, (12, 10, 8), rect.move(0, drop), border_radius=radius)
        draw.panel(surf, rect, fill, edge, radius=radius, width=width)
        pygame.draw.rect(surf, rim, rect.inflate(-2 * width, -2 * width), 2, border_radius=radius - 2)
        # (the art script draws a picture of every kind the rules know, and lint-boards refuses any other)
        self.picture(surf, board, f"square_{kind}", art)
        if kind == "town":
            draw.text(surf, "TOWN", town_word(rect).center, size=24, colour=INK, face="title", anchor="center")
        elif amount := space.prop("amount"):   # the number printed on the square: hit points, silver, damage
            paint_amount(surf, amount_at(rect), Amount(int(amount)))

    def draw_mark(self, surf: pygame.Surface, mark: Mark, board: Board) -> None:
        rect = map_rect(mark)
        if mark.kind == "zone":   # (drawn first, under the track)
            depth = int(mark.prop("depth", 0))
            fill, _, edge = DEPTHS.get(depth, DEPTHS[0])   # (no check asks a zone's depth to be one of the four)
            pygame.draw.rect(surf, (12, 12, 10), rect.move(0, 4), border_radius=14)
            draw.panel(surf, rect, fill, edge if depth == 3 else tuple(min(255, c + 30) for c in fill), radius=14)
        elif mark.kind in ("monster_deck", "town_deck", "for_sale"):
            draw.panel(surf, rect.inflate(8, 8), (18, 22, 16), (120, 110, 80), radius=10)
        elif mark.prop("text"):
            size, text, words = caption(mark)
            for d, colour in ((2, (0, 0, 0)), (0, (236, 196, 110))):   # a shadow under the words
                draw.text(surf, text, words.move(d, d).center, size=size, colour=colour, face="title", anchor="center")
