"""The middle of the board: what is happening now, top down. The round, the dice to choose from (a click moves
by one, the way it walks drawn under the pointer), the card faced or the two of lantern light, a meeting, and
a trade being put together or offered."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.engine.board import Board
from game.engine.words import percent, plural
from game.games.town.board import Track
from game.games.town.view import LandingChoice, MonsterCardFace, TownView
from game.ui import assets, draw
from game.ui.boardview import BoardView
from game.ui.compose import Paint, Part, part
from game.ui.dice import draw_die
from game.ui.looks import WAY_EDGE, Way, paint_way, plate
from game.ui.seatcolumn import DIM_GOLD, TEXT
from game.ui.tabletop.board import TOOLS_H
from game.ui.tabletop.layout import Layout, lit
from game.ui.tabletop.shown import Shown
from game.ui.theme import SMALL, Palette

from .cards import picture
from .spots import Spot, thing
from .style import DEPTHS

Rect = pygame.Rect
RING = 4   # a lit box's ring reaches this far round it


def area(board: Board) -> Rect:
    """The open middle of the board, in map coordinates: right of the monster decks, under the title, above
    the Town's wares (a board has both: its checks ask for them); the stage lies there."""
    decks, sale = board.marks_of_kind("monster_deck"), board.marks_of_kind("for_sale")
    left = max(m.x + m.w for m in decks) + 30
    right = max(m.x + m.w for m in sale) + 30
    wares = min(m.y for m in sale)
    titles = [m for m in board.marks_of_kind("label") if m.y < wares - 60]
    top = max((m.y + m.h for m in titles), default=board.height * 0.2) + 8
    return Rect(round(left), round(top), round(right - left), round(max(120, wares - 36 - top)))


def place(middle: Rect, cam: BoardView, view_rect: Rect) -> Rect:
    """The stage on the screen: over its part of the board, at least wide enough to read, kept in sight (and
    clear of the zoom tools' strip)."""
    over = cam.on_screen(middle)
    w = max(360, over.w)
    room = Rect(view_rect.x + 8, view_rect.y + TOOLS_H, view_rect.w - 16, view_rect.h - TOOLS_H - 8)
    return Rect(over.x + (over.w - w) // 2, over.y, w, over.h).clamp(room)


# --- the looks ------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Die:
    """A die to move by, with the square it lands on (or the die chosen, while the move goes on)."""

    value: int
    caption: str
    chosen: bool = False
    lit: bool = False     # (lit and under the pointer: set by lay_lit)
    hover: bool = False


def paint_die(surface: pygame.Surface, cell: Rect, look: Die, pal: Palette) -> None:
    draw.panel(surface, cell, pal.panel, pal.line, radius=8)
    if look.lit:
        draw.ring(surface, cell, pal.gold if look.hover else DIM_GOLD, 3 if look.hover else 2)
    draw_die(surface, 6, look.value, (cell.centerx, cell.y + 28), 48, pal)
    if look.caption:
        draw.text(surface, look.caption, (cell.centerx, cell.bottom - 10), size=TEXT - 1,
                  colour=pal.text_dim if look.chosen else pal.text, anchor="center", max_width=cell.w - 4)


def route(camera: BoardView, track: Track, choice: LandingChoice, pal: Palette) -> list[Part]:
    """The squares a die's move walks, with where it ends ("Town" for a stop at the Town on the way)."""
    pts = [camera.to_screen(*track.space(s).center) for s in choice.path]   # (a move walks a square at least)
    box = Rect(pts[0], (1, 1)).unionall([Rect(p, (1, 1)) for p in pts]).inflate(20, 20)
    label = "Town" if choice.town_stop else choice.name
    return [part(box, Way(tuple((x - box.x, y - box.y) for x, y in pts), pal.gold), paint_way),
            plate(label, (pts[-1][0], pts[-1][1] - 26), SMALL + 2, pal.ink, pal.gold, WAY_EDGE, pad=(14, 6), radius=8)]


@dataclass(frozen=True, slots=True)
class Card:
    """A card of a monster deck on the stage: the one faced this turn (paint_card) or one of the two of lantern
    light (paint_lantern); lit where a click fights or faces it."""

    face: MonsterCardFace
    lit: bool = False     # (as a die's)
    hover: bool = False


def paint_card(surface: pygame.Surface, box: Rect, look: Card, pal: Palette) -> None:
    """The card faced, compact: portrait, name, number to beat, the chance, the reward (alike under the pointer)."""
    f = look.face
    fill, _, edge = DEPTHS[f.depth]
    draw.panel(surface, box, fill, pal.gold if look.lit else edge, radius=8, width=2)
    surface.blit(assets.scaled(picture(f), 60, 60), (box.x + 6, box.y + 8))
    x = box.x + 72
    draw.text(surface, f.name, (x, box.y + 6), size=TEXT + 1, colour=pal.text, face="bold", max_width=box.right - x - 6)
    if f.kind == "monster":
        draw.text(surface, f"{f.target}+ to beat", (x, box.y + 28), size=TEXT + 4, colour=pal.gold, face="bold")
        if f.chance is not None:
            draw.text(surface, f"your chance {percent(f.chance)}", (x, box.y + 54), size=TEXT, colour=pal.text)
        draw.text(surface, f"{f.silver} silver · {plural(f.skulls or 0, 'skull')}",
                  (box.x + 8, box.y + 78), size=TEXT, colour=pal.text_dim, max_width=box.w - 14)
    else:
        draw.paragraph(surface, f.text, Rect(x, box.y + 30, box.right - x - 6, 74), size=TEXT, colour=pal.text)


def paint_lantern(surface: pygame.Surface, box: Rect, look: Card, pal: Palette) -> None:
    """One of the two cards of lantern light, small (its border gold under the pointer)."""
    f = look.face
    fill, _, edge = DEPTHS[f.depth]
    draw.panel(surface, box, fill, pal.gold if look.lit and look.hover else edge, radius=8, width=2)
    if look.lit:
        draw.ring(surface, box, pal.gold, 2)
    draw.sprite(surface, picture(f), 48, (box.centerx, box.y + 28))
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
def lay(shown: Shown[TownView], r: Rect, camera: BoardView, track: Track, pal: Palette, dice: TownView) -> Layout:
    """The stage in `r` (place()), its ways drawn on the board through the camera; the dice as of `dice` (the
    view shown, or while a pawn walks its move the view it arrives at: the die chosen, not the roll's two)."""
    v = shown.view
    heading = f"Round {v.round} · {plural(v.monsters_left, 'monster')} left to beat"
    out = Layout([plate(heading, (r.centerx, r.y + 12), TEXT, pal.text, pal.panel, pal.line, pad=(12, 4), radius=8)])
    y = r.y + 32
    if dice.phase in ("move", "moving") and dice.dice:
        choosing, n = dice.phase == "move", len(dice.dice)
        w = min(130, (r.w - 8) // n)
        at_dice = replace(shown, view=dice)   # (what a die says under the pointer is of the same view)
        for k, value in enumerate(dice.dice):
            ways = [c for c in dice.choices if c.value == value] if choosing else []
            marks = tuple(p for c in ways for p in route(camera, track, c, pal)) if shown.mine else ()
            caption = next((c.name for c in ways if not c.town_stop), "") if choosing else "chosen"
            lay_lit(out, Rect(r.centerx - (w * n) // 2 + k * w + 3, y, w - 6, 84), Spot("die", None, k), at_dice,
                    Die(value, caption, not choosing), paint_die, marks)
        y += 92
    if v.lantern:
        for k, f in enumerate(v.lantern):
            lay_lit(out, Rect(r.centerx - 154 + k * 158, y, 150, 130), Spot("lantern", None, k), shown,
                    Card(f), paint_lantern)
        y += 138
    elif v.card:
        lay_lit(out, Rect(r.centerx - 170, y, 340, 108), Spot("card"), shown, Card(v.card), paint_card)
        y += 116
    if m := v.meeting:
        a, b = v.pawns[m.mover].name, v.pawns[m.other].name
        odds = (f"A fight: {a} {percent(m.mover_wins)}, {b} {percent(m.other_wins)},",
                f"both fall {percent(m.both_fall)}; or a trade")
        out.parts.append(part(Rect(r.centerx - 170, y, 340, 80), Note(f"{a} meets {b}", odds), paint_note))
        y += 88
    if d := v.draft or v.offer:
        by, to = v.pawns[d.by].name, v.pawns[d.to].name
        title = f"{by} offers {to}:" if v.offer else f"{by}'s offer to {to}"
        # (where to click is said to the person putting the offer together, not to the whole table)
        hint = ". Click the two seats' items or victory piles (right) to put them in or out." \
            if v.draft and shown.mine else ""
        out.parts.append(part(Rect(r.centerx - 180, y, 360, 120), Note(title, (d.words + hint,)), paint_note))
    return out


def lay_lit(out: Layout, at: Rect, spot: Spot, shown: Shown[TownView], look: Die | Card, paint: Paint,
            marks: tuple[Part, ...] = ()) -> None:
    """A die or a card: lit when a click on it takes something, brighter under the pointer."""
    found = thing(at, spot, shown, marks)
    out.things.append(found)
    look = replace(look, lit=found.lit)
    out.parts += lit(at, spot, look, replace(look, hover=True), paint, spill=(RING,) * 4)
