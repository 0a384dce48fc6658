"""Every seat's row in the side panel, two lines: the adventurer, name and hearts; then the coins, the three
equipment places and the victory pile with its skulls. An item is clicked there to sell it in the shop or to
put it into a trade; a victory pile to offer or ask for a beaten monster. The row is one part; each thing a
click would take is ringed (gold under the pointer) by a part of its own."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.town.view import ItemFace, MonsterCardFace, TownView
from game.ui import draw
from game.ui.compose import part
from game.ui.looks import Ring, paint_ring
from game.ui.pieces import coin, draw_figure, heart
from game.ui.seatcolumn import DIM_GOLD, TEXT
from game.ui.tabletop.layout import Layout, lit
from game.ui.tabletop.shown import Shown
from game.ui.theme import Palette

from .cards import draw_pile, draw_tile
from .spots import PLACES, Spot, thing

Rect = pygame.Rect
PAWNS = ("town_knight", "town_ranger", "town_dwarf", "town_mage", "town_rogue", "town_cleric")
SPILL = (4, 2, 4, 2)   # the adventurer stands a little past the row's left edge


@dataclass(frozen=True, slots=True)
class Row:
    seat: int
    name: str
    hp: int
    max_hp: int
    gold: int
    silver: int
    skip_turns: int
    equipment: tuple[ItemFace | None, ...]   # its places, None for an empty one
    victory: tuple[MonsterCardFace, ...]     # the top of the victory pile (its last three)
    skulls: int


def places(rect: Rect) -> tuple[list[Rect], Rect]:
    """The three equipment places of a row and its victory pile."""
    line = rect.h // 2
    size = rect.h - line - 4
    x = rect.right - 4 - (PLACES + 1) * (size + 5) - 18
    tiles = [Rect(x + i * (size + 5), rect.y + line + 1, size, size) for i in range(PLACES)]
    return tiles, Rect(x + PLACES * (size + 5) + 8, rect.y + line + 1, size, size)


def lay(shown: Shown[TownView], seat: int, rect: Rect, pal: Palette) -> Layout:
    p = shown.view.pawns[seat]
    look = Row(seat=p.seat, name=p.name, hp=p.hp, max_hp=p.max_hp, gold=p.coins.gold, silver=p.coins.silver,
               skip_turns=p.skip_turns, equipment=p.equipment + (None,) * (PLACES - len(p.equipment)),
               victory=p.victory[-3:], skulls=p.skulls)
    out = Layout([part(rect, look, paint_row, spill=SPILL)], [thing(rect, Spot("box", seat), shown)])
    tiles, pile = places(rect)
    spots = [(tile, Spot("item" if i < len(p.equipment) else "place", seat, i)) for i, tile in enumerate(tiles)]
    for at, spot in [*spots, (pile, Spot("pile", seat))]:
        found = thing(at, spot, shown)
        out.things.append(found)
        if found.lit:   # a click on it would play it: a gold ring (brighter under the pointer)
            radius = max(6, (at.w + 4) // 5)
            out.parts += lit(at.inflate(4, 4), spot, Ring(DIM_GOLD, 2, radius), Ring(pal.gold, 2, radius), paint_ring)
    return out


def paint_row(surface: pygame.Surface, rect: Rect, look: Row, pal: Palette) -> None:
    line = rect.h // 2
    top, bottom = rect.y + line // 2, rect.y + line + (rect.h - line) // 2   # the middles of its two lines
    draw_figure(surface, PAWNS[look.seat % len(PAWNS)], look.seat, (rect.x + 14, top + 1), min(30, line + 6), pal)
    draw.text(surface, look.name, (rect.x + 32, top + 1), size=TEXT + 1, colour=pal.text, face="bold",
              anchor="midleft", max_width=rect.w - 140)
    if look.max_hp > 7:   # many hit points as a number
        heart(surface, (rect.right - 54, top), 7)
        draw.text(surface, f"{look.hp}/{look.max_hp}", (rect.right - 44, top), size=TEXT, colour=pal.text,
                  face="bold", anchor="midleft")
    else:   # else as hearts, right-aligned, the lost ones dark
        for k in range(look.max_hp):
            heart(surface, (rect.right - 10 - (look.max_hp - 1 - k) * 13, top), 6, full=k < look.hp)
    x = rect.x + 4
    for gold, count in ((True, look.gold), (False, look.silver)):   # "gold coins are worth 5 silver coins"
        coin(surface, (x + 7, bottom), 7, gold)
        draw.text(surface, str(count), (x + 18, bottom), size=TEXT, colour=pal.text, face="bold", anchor="midleft")
        x += 42
    if look.skip_turns:
        draw.text(surface, "loses a turn" if look.skip_turns == 1 else f"loses {look.skip_turns} turns",
                  (x, bottom), size=TEXT - 1, colour=pal.bad, anchor="midleft", max_width=rect.x + 124 - x)
    tiles, pile = places(rect)
    for tile, f in zip(tiles, look.equipment, strict=True):
        draw_tile(surface, tile, f, pal)
    draw_pile(surface, pile, look.victory, pal)
    draw.text(surface, str(look.skulls), (pile.right + 3, pile.centery), size=TEXT, colour=pal.text, face="bold",
              anchor="midleft")
