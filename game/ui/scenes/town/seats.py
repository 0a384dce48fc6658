"""Every seat in the side panel: its adventurer, hit points as hearts, the coins (gold and silver), the three
equipment places and the victory pile with its skull total. An item is clicked there to sell it in the
shop or to put it into a trade; a victory pile to offer or ask for a beaten monster."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.games.town import words
from game.games.town.view import PawnView, TownView
from game.ui import draw
from game.ui.pieces import coin, draw_figure, heart
from game.ui.seatcolumn import TEXT
from game.ui.theme import Palette

from .cards import draw_pile, draw_tile, pile_words

Rect = pygame.Rect
PAWNS = ("town_knight", "town_ranger", "town_dwarf", "town_mage", "town_rogue", "town_cleric")
PLACES = 3   # "Players may only carry three equipment items at any given time."


@dataclass(frozen=True)
class Spot:
    """A thing in the column under the pointer: a seat's box, an equipment item, an empty place, the
    victory pile; on the stage: a die, a lantern card, the card faced."""

    what: str
    seat: int | None = None
    index: int = -1


def draw_adventurer(surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int, pal: Palette,
                    active: bool = False) -> None:
    """A seat's adventurer in its colour (each seat its own figure)."""
    draw_figure(surface, PAWNS[seat % len(PAWNS)], seat, centre, size, pal, active)


class SeatRows:
    """Each seat's row in the side panel, two lines: the adventurer, name and hearts; then the coins, the
    three equipment places and the victory pile with its skulls. Its things answer the pointer."""

    def __init__(self) -> None:
        self.by_seat: dict[int, list[tuple[Rect, Spot]]] = {}   # as last drawn (the panel keeps its picture)

    def spots(self, seats: range) -> list[tuple[Rect, Spot]]:
        """The things of the seats in the panel's view."""
        return [spot for seat in seats for spot in self.by_seat.get(seat, [])]

    def draw(self, surface: pygame.Surface, rect: Rect, p: PawnView, pal: Palette, hover: Any,
             lit: Callable[[Spot], bool]) -> None:
        seat = p.seat
        self.by_seat[seat] = [(rect, Spot("box", seat))]
        line = rect.h // 2
        draw_adventurer(surface, seat, (rect.x + 14, rect.y + line // 2 + 1), min(30, line + 6), pal)
        draw.text(surface, p.name, (rect.x + 32, rect.y + line // 2 + 1), size=TEXT + 1, colour=pal.text,
                  face="bold", anchor="midleft", max_width=rect.w - 140)
        self._hearts(surface, Rect(rect.right - 110, rect.y, 106, line), p, pal)
        self._coins(surface, Rect(rect.x + 4, rect.y + line, 120, rect.h - line), p, pal)
        size = rect.h - line - 4
        x = rect.right - 4 - (PLACES + 1) * (size + 5) - 18
        for i in range(PLACES):
            tile = Rect(x + i * (size + 5), rect.y + line + 1, size, size)
            f = p.equipment[i] if i < len(p.equipment) else None
            spot = Spot("item" if f else "place", seat, i)
            self._thing(surface, tile, spot, hover, lit, lambda s, r, f=f: draw_tile(s, r, f, pal), pal)
        pile = Rect(x + PLACES * (size + 5) + 8, rect.y + line + 1, size, size)
        self._thing(surface, pile, Spot("pile", seat), hover, lit,
                    lambda s, r: draw_pile(s, r, p.victory, p.skulls, pal, badge=False), pal)
        draw.text(surface, str(p.skulls), (pile.right + 3, pile.centery), size=TEXT, colour=pal.text, face="bold",
                  anchor="midleft")

    def _thing(self, surface: pygame.Surface, rect: Rect, spot: Spot, hover: Any, lit: Callable[[Spot], bool],
               drawer: Callable[[pygame.Surface, Rect], None], pal: Palette) -> None:
        if lit(spot):   # a click on it would play it: it glows gold (brighter under the pointer)
            draw.ring(surface, rect, pal.gold if spot == hover else (150, 116, 50), 2, grow=4)
        drawer(surface, rect)
        self.by_seat[spot.seat or 0].append((rect, spot))

    @staticmethod
    def _hearts(surface: pygame.Surface, rect: Rect, p: PawnView, pal: Palette) -> None:
        """Hit points as hearts (right-aligned), lost ones as dark hearts; many as a number."""
        if p.max_hp > 7:
            heart(surface, (rect.right - 50, rect.centery), 7)
            draw.text(surface, f"{p.hp}/{p.max_hp}", (rect.right - 40, rect.centery), size=TEXT,
                      colour=pal.text, face="bold", anchor="midleft")
            return
        for k in range(p.max_hp):
            heart(surface, (rect.right - 6 - (p.max_hp - 1 - k) * 13, rect.centery), 6, full=k < p.hp)

    @staticmethod
    def _coins(surface: pygame.Surface, rect: Rect, p: PawnView, pal: Palette) -> None:
        """Coins, gold and silver ("gold coins are worth 5 silver coins"), and what is lost or free."""
        x = rect.x
        for gold, count in ((True, p.coins.gold), (False, p.coins.silver)):
            coin(surface, (x + 7, rect.centery), 7, gold)
            draw.text(surface, str(count), (x + 18, rect.centery), size=TEXT, colour=pal.text, face="bold",
                      anchor="midleft")
            x += 42
        if p.skip_turns:
            draw.text(surface, "loses a turn" if p.skip_turns == 1 else f"loses {p.skip_turns} turns",
                      (x, rect.centery), size=TEXT - 1, colour=pal.bad, anchor="midleft", max_width=rect.right - x)

    @staticmethod
    def tip(spot: Spot, v: TownView) -> str:
        if spot.seat is None:
            return ""
        p = v.pawns[spot.seat]
        if spot.what == "item" and spot.index < len(p.equipment):
            f = p.equipment[spot.index]
            return f"{p.name}'s {f.name}: {f.text} (bought for {f.price}, sells for {f.resale})"
        if spot.what == "place":
            return f"An empty equipment place: {p.name} may carry {PLACES} items"
        if spot.what == "pile":
            return pile_words(p.victory, p.skulls)
        return words.seat_words(p)
