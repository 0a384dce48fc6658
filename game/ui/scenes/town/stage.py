"""The middle of the board: what is happening now. The dice to choose from (each with the square it lands
on; a click moves by it), then the die chosen while the move goes on; the card being faced (its number to
beat and the chance with the seat's equipment), the two cards of lantern light to pick from, a meeting with
the odds of a fight, a trade being put together or offered, and the round with the monsters still to beat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.board import Board
from game.engine.words import percent
from game.games.town.view import MonsterCardFace, TownView
from game.ui import assets, draw
from game.ui.boardview import BoardView
from game.ui.compose import part
from game.ui.dice import draw_die
from game.ui.looks import plate
from game.ui.seatcolumn import TEXT
from game.ui.tabletop.board import TOOLS_H
from game.ui.tabletop.layout import Layout, lit
from game.ui.tabletop.shown import Shown
from game.ui.theme import Palette

from . import overlay
from .cards import portrait
from .spots import Spot, thing
from .style import depth_colours

if TYPE_CHECKING:
    from .screen import TownScreen

Rect = pygame.Rect
DIM_GOLD = (150, 116, 50)
RING = 4   # a lit box's ring reaches this far round it


def area(board: Board) -> Rect:
    """The open middle of the board, in map coordinates: right of the monster decks, under the title, above
    the Town's wares; the stage lies there."""
    decks = board.marks_of_kind("monster_deck")
    sale = board.marks_of_kind("for_sale")
    left = max((m.x + m.w for m in decks), default=board.width * 0.4) + 30
    right = max((m.x + m.w for m in sale), default=board.width * 0.85) + 30
    titles = [m for m in board.marks_of_kind("label") if m.y < min((m2.y for m2 in sale), default=board.height) - 60]
    top = max((m.y + m.h for m in titles), default=board.height * 0.2) + 8
    bottom = min((m.y for m in sale), default=board.height * 0.5) - 36
    return Rect(round(left), round(top), round(right - left), round(max(120, bottom - top)))


def place(middle: Rect, cam: BoardView, view_rect: Rect) -> Rect:
    """The stage on the screen: over its part of the board, at least wide enough to read, kept in sight (and
    clear of the zoom tools' strip)."""
    x, y = cam.to_screen(middle.x, middle.y)
    w = max(360, round(middle.w * cam.zoom))
    rect = Rect(x + (round(middle.w * cam.zoom) - w) // 2, y, w, round(middle.h * cam.zoom))
    room = view_rect.inflate(-16, -16)
    top = max(room.top, view_rect.y + TOOLS_H)
    return rect.clamp(Rect(room.x, top, room.w, room.bottom - top))


# --- the looks ------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Die:
    """A die to move by, with the square it lands on (or the die chosen, while the move goes on)."""

    value: int
    caption: str
    lit: bool
    hover: bool
    chosen: bool = False


def paint_die(surface: pygame.Surface, rect: Rect, look: Die, pal: Palette) -> None:
    cell = rect.inflate(-2 * RING, -2 * RING)
    draw.panel(surface, cell, pal.panel, pal.line, radius=8)
    if look.lit:
        draw.ring(surface, cell, pal.gold if look.hover else DIM_GOLD, 3 if look.hover else 2)
    draw_die(surface, 6, look.value, (cell.centerx, cell.y + 28), 48, pal)
    if look.caption:
        draw.text(surface, look.caption, (cell.centerx, cell.bottom - 10), size=TEXT - 1,
                  colour=pal.text_dim if look.chosen else pal.text, anchor="center", max_width=cell.w - 4)


@dataclass(frozen=True, slots=True)
class Card:
    """The card faced this turn, compact: portrait, name, number to beat, the chance, the reward."""

    face: MonsterCardFace
    lit: bool


def paint_card(surface: pygame.Surface, box: Rect, look: Card, pal: Palette) -> None:
    f = look.face
    fill, _, edge = depth_colours(f.depth)
    draw.panel(surface, box, fill, pal.gold if look.lit else edge, radius=8, width=2)
    sprite = portrait(f.card) if f.kind == "monster" else "cards/town_fortune"
    if assets.exists(sprite):
        surface.blit(assets.scaled(sprite, 60, 60), (box.x + 6, box.y + 8))
    x = box.x + 72
    draw.text(surface, f.name, (x, box.y + 6), size=TEXT + 1, colour=pal.text, face="bold", max_width=box.right - x - 6)
    if f.kind == "monster":
        draw.text(surface, f"{f.target}+ to beat", (x, box.y + 28), size=TEXT + 4, colour=pal.gold, face="bold")
        if f.chance is not None:
            draw.text(surface, f"your chance {percent(f.chance)}", (x, box.y + 54), size=TEXT, colour=pal.text)
        draw.text(surface, f"{f.silver} silver · {f.skulls} skull{'s' if f.skulls != 1 else ''}",
                  (box.x + 8, box.y + 78), size=TEXT, colour=pal.text_dim, max_width=box.w - 14)
    else:
        draw.paragraph(surface, f.text, Rect(x, box.y + 30, box.right - x - 6, 74), size=TEXT, colour=pal.text)


@dataclass(frozen=True, slots=True)
class Lantern:
    """One of the two cards of lantern light: a click faces it."""

    face: MonsterCardFace
    lit: bool
    hover: bool


def paint_lantern(surface: pygame.Surface, rect: Rect, look: Lantern, pal: Palette) -> None:
    box, f = rect.inflate(-2 * RING, -2 * RING), look.face
    fill, _, edge = depth_colours(f.depth)
    draw.panel(surface, box, fill, pal.gold if look.lit and look.hover else edge, radius=8, width=2)
    if look.lit:
        draw.ring(surface, box, pal.gold, 2)
    sprite = portrait(f.card) if f.kind == "monster" else "cards/town_fortune"
    if assets.exists(sprite):
        img = assets.scaled(sprite, 48, 48)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 4)))
    draw.text(surface, f.name, (box.centerx, box.y + 62), size=TEXT - 1, colour=pal.text, face="bold",
              anchor="midtop", max_width=box.w - 6)
    if f.kind == "monster":
        draw.text(surface, f"{f.target}+ to beat", (box.centerx, box.y + 84), size=TEXT, colour=pal.gold,
                  anchor="midtop")
        if f.chance is not None:
            draw.text(surface, percent(f.chance), (box.centerx, box.y + 106), size=TEXT, colour=pal.text,
                      anchor="midtop")
    else:
        draw.text(surface, "fortune", (box.centerx, box.y + 84), size=TEXT, colour=pal.text_dim, anchor="midtop")


@dataclass(frozen=True, slots=True)
class Note:
    """A meeting (the odds of a fight, a line each) or a trade being put together or offered (its words)."""

    title: str
    lines: tuple[str, ...]


def paint_note(surface: pygame.Surface, box: Rect, look: Note, pal: Palette) -> None:
    draw.panel(surface, box, pal.panel_light, pal.gold, radius=8, width=2)
    draw.text(surface, look.title, (box.x + 8, box.y + 6), size=TEXT + 1, colour=pal.gold, face="bold",
              max_width=box.w - 14)
    if len(look.lines) == 1:
        draw.paragraph(surface, look.lines[0], Rect(box.x + 8, box.y + 30, box.w - 16, box.h - 34), size=TEXT,
                       colour=pal.text)
        return
    for k, line in enumerate(look.lines):
        draw.text(surface, line, (box.x + 8, box.y + 32 + 22 * k), size=TEXT, colour=pal.text, max_width=box.w - 14)


# --- the stage, top down ----------------------------------------------------------------------------------------
def lay(screen: TownScreen, shown: Shown[TownView]) -> Layout:
    v, pal = shown.view, screen.app.palette
    r = place(screen.middle, screen.camera, screen.view_rect)
    out = Layout([plate(f"Round {v.round} · {v.monsters_left} monsters left to beat", (r.centerx, r.y + 12), TEXT,
                        pal.text, pal.panel, pal.line, pad=(12, 4), radius=8)])
    y = r.y + 32
    if v.phase in ("move", "moving") and v.dice:
        y = dice(screen, shown, r, y, out)
    if v.lantern:
        y = lantern(screen, shown, r, y, out)
    elif v.card:
        box = Rect(r.centerx - 170, y, 340, 108)
        faced = thing(tuple(box), Spot("card"), shown)
        out.things.append(faced)
        out.parts.append(part(box, Card(v.card, faced.lit), paint_card))
        y = box.bottom + 8
    if v.meeting:
        m = v.meeting
        a, b = v.pawns[m.mover].name, v.pawns[m.other].name
        odds = (f"A fight: {a} {percent(m.mover_wins)}, {b} {percent(m.other_wins)},",
                f"both fall {percent(m.both_fall)}; or a trade")
        out.parts.append(part(Rect(r.centerx - 170, y, 340, 80), Note(f"{a} meets {b}", odds), paint_note))
        y += 88
    d = v.draft or v.offer
    if d is not None:
        by, to = v.pawns[d.by].name, v.pawns[d.to].name
        title = f"{by} offers {to}:" if v.offer else f"{by}'s offer to {to}"
        # (where to click is said to the person putting the offer together, not to the whole table)
        hint = ". Click the two seats' items or victory piles (right) to put them in or out." \
            if v.draft and shown.mine else ""
        out.parts.append(part(Rect(r.centerx - 180, y, 360, 120), Note(title, (d.words + hint,)), paint_note))
    return out


def dice(screen: TownScreen, shown: Shown[TownView], r: Rect, y: int, out: Layout) -> int:
    """The dice rolled to move, each with where it lands: a click on one moves by it (under the pointer, the
    way it walks). Once one is chosen, that die alone while the move goes on."""
    v = shown.view
    n = len(v.dice)
    w = min(130, (r.w - 8) // n)
    left = r.centerx - (w * n) // 2
    for k, value in enumerate(v.dice):
        cell = Rect(left + k * w + 3, y, w - 6, 84)
        box = cell.inflate(2 * RING, 2 * RING)
        if v.phase != "move":
            out.parts.append(part(box, Die(value, "chosen", False, False, True), paint_die))
            out.things.append(thing(tuple(cell), Spot("die", None, k), shown))
            continue
        land = next((c for c in v.choices if c.value == value and not c.town_stop), None)
        caption = land.name if land is not None else ""
        ways = [c for c in v.choices if c.value == value] if shown.mine else []
        marks = tuple(p for c in ways for p in overlay.route(screen, c, screen.app.palette))
        die = thing(tuple(cell), Spot("die", None, k), shown, marks=marks)
        out.things.append(die)
        out.parts += lit(box, die.key, Die(value, caption, die.lit, False), Die(value, caption, die.lit, True),
                         paint_die)
    return y + 92


def lantern(screen: TownScreen, shown: Shown[TownView], r: Rect, y: int, out: Layout) -> int:
    """Lantern light: two cards side by side, a click faces one."""
    w = 150
    for k, f in enumerate(shown.view.lantern):
        box = Rect(r.centerx - w - 4 + k * (w + 8), y, w, 130)
        card = thing(tuple(box), Spot("lantern", None, k), shown)
        out.things.append(card)
        out.parts += lit(box.inflate(2 * RING, 2 * RING), card.key, Lantern(f, card.lit, False),
                         Lantern(f, card.lit, True), paint_lantern)
    return y + 138

