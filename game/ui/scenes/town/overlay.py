"""What lies over the pre-rendered track: the four monster decks and the Town deck with their counts and the
Town's wares in their places (on the board's own layer: they change only with the view), the adventurers on
their squares, the decks and wares as things a click may take, and the way a die would walk."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.board import Mark
from game.games.town.view import LandingChoice, TownView
from game.ui import draw
from game.ui.boardview import BoardView, Lens
from game.ui.cards import draw_stack
from game.ui.compose import SHADOW, Part, part
from game.ui.looks import Figure, figure, plate
from game.ui.pieces import crowd_positions
from game.ui.tabletop.layout import Layout, lit
from game.ui.tabletop.shown import Shown
from game.ui.theme import SMALL, Colour, Palette

from .cards import draw_deck_back, draw_ware
from .spots import Spot, thing

if TYPE_CHECKING:
    from .screen import TownScreen

Rect = pygame.Rect
PAWNS = ("town_knight", "town_ranger", "town_dwarf", "town_mage", "town_rogue", "town_cleric")
EDGE = (30, 22, 12)   # the dark edge of a way drawn on the board


def mark_rect(mark: Mark, lens: BoardView | Lens) -> Rect:
    x, y = lens.to_screen(mark.x, mark.y)
    return Rect(round(x), round(y), round(mark.w * lens.zoom), round(mark.h * lens.zoom))


# --- on the board's layer: the decks and the wares ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Deck:
    """A face-down deck and its count: a monster deck by depth, or the Town deck (None)."""

    depth: int | None
    count: int


def paint_deck(surface: pygame.Surface, rect: Rect, look: Deck, pal: Palette) -> None:
    draw_stack(surface, rect, look.count, pal, lambda s, r: draw_deck_back(s, r, look.depth, pal))


STACK = (0, 6, 6, 6)   # a stack's cards behind it (up and right) and its count badge below


def fixed(screen: TownScreen, view: TownView, lens: BoardView | Lens) -> list[Part]:
    track = screen.track
    out = []
    for deck in view.decks:
        mark = track.mark("monster_deck", depth=deck.depth)
        if mark is not None:
            out.append(part(mark_rect(mark, lens), Deck(deck.depth, deck.count), paint_deck, spill=STACK))
    mark = track.mark("town_deck")
    if mark is not None:
        out.append(part(mark_rect(mark, lens), Deck(None, view.town_deck), paint_deck, spill=STACK))
    for slot, f in enumerate(view.shop):
        mark = track.mark("for_sale", slot=slot + 1)
        if mark is not None and f is not None:
            out.append(part(mark_rect(mark, lens), f, draw_ware, spill=SHADOW))   # (a ware's look: its face)
    return out


# --- the decks and wares as things: a ware is bought, the Town deck pays for new wares ---------------------
@dataclass(frozen=True, slots=True)
class Lit:
    """A thing a click would take: ringed in gold, glowing under the pointer (the look's rect reaches the
    glow: GLOW round the thing)."""

    hover: bool


GLOW = 9


def paint_lit(surface: pygame.Surface, rect: Rect, look: Lit, pal: Palette) -> None:
    inner = rect.inflate(-2 * GLOW, -2 * GLOW)
    if look.hover:
        draw.glow(surface, inner, pal.gold, 200)
    draw.ring(surface, inner, pal.gold, 2)


def places(screen: TownScreen, shown: Shown[TownView]) -> Layout:
    view, track, cam = shown.view, screen.track, screen.camera
    spots: list[tuple[Mark | None, Spot]] = [(track.mark("monster_deck", depth=d.depth), Spot("deck", None, d.depth))
                                             for d in view.decks]
    spots.append((track.mark("town_deck"), Spot("town_deck")))
    spots += [(track.mark("for_sale", slot=slot + 1), Spot("sale", None, slot)) for slot in range(len(view.shop))]
    out = Layout()
    for mark, spot in spots:
        if mark is None or not mark_rect(mark, cam).colliderect(screen.view_rect):
            continue
        at = mark_rect(mark, cam).clip(screen.view_rect)
        found = thing(tuple(at), spot, shown)
        out.things.append(found)
        if found.lit:
            out.parts += lit(at.inflate(2 * GLOW, 2 * GLOW), spot, Lit(False), Lit(True), paint_lit)
    return out


# --- the adventurers ---------------------------------------------------------------------------------------
def pawns(screen: TownScreen, shown: Shown[TownView]) -> list[Part]:
    """The adventurers on their squares (several on one stand round it), the one to act on top; the one
    walking, where it is."""
    cam, track, view = screen.camera, screen.track, shown.view
    walk = screen.walker()
    walking = walk.who if walk is not None else None
    where = {p.seat: p.square for p in view.pawns if p.seat != walking}
    size = max(24, round(56 * cam.zoom))
    spots = crowd_positions(where, lambda s: cam.to_screen(*track.space(s).center),
                            lambda n: size * (0.35 if n < 4 else 0.55))
    turn = shown.turn
    out = [figure(at, Figure(PAWNS[seat % len(PAWNS)], seat, size, active=seat == turn))
           for seat, at in sorted(spots.items(), key=lambda kv: kv[0] == turn)]
    if walk is not None and walking is not None:
        out.append(figure(cam.to_screen(*walk.position()), Figure(PAWNS[walking % len(PAWNS)], walking, size,
                                                                     active=True)))
    return out


# --- the way a die would walk, under the pointer ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Route:
    """A way across the board, step by step (points relative to the part's rect)."""

    points: tuple[tuple[int, int], ...]
    colour: Colour


def paint_route(surface: pygame.Surface, rect: Rect, look: Route, pal: Palette) -> None:
    pts = [(rect.x + x, rect.y + y) for x, y in look.points]
    if len(pts) > 1:
        pygame.draw.lines(surface, EDGE, False, pts, 9)
        pygame.draw.lines(surface, look.colour, False, pts, 5)
    for p in pts[1:-1]:
        pygame.draw.circle(surface, EDGE, p, 6)
        pygame.draw.circle(surface, look.colour, p, 4)


def route(screen: TownScreen, choice: LandingChoice, pal: Palette) -> list[Part]:
    """The squares a die's move walks, with where it ends ("Town" for a stop at the Town on the way)."""
    pts = [screen.camera.to_screen(*screen.track.space(s).center) for s in choice.path]
    if not pts:
        return []
    box = Rect(pts[0], (1, 1)).unionall([Rect(p, (1, 1)) for p in pts]).inflate(20, 20)
    out = [part(box, Route(tuple((x - box.x, y - box.y) for x, y in pts), pal.gold), paint_route)]
    label = "Town" if choice.town_stop else choice.name
    out.append(plate(label, (pts[-1][0], pts[-1][1] - 26), SMALL + 2, pal.ink, pal.gold, EDGE, pad=(14, 6),
                     radius=8))
    return out
