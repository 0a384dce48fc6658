"""The column left of the board: the round, the Flaming Fireball of Doom and its next move, and every
hireling with their pack face down (a count only: nobody may look, the owner neither) and the cards face
up in front of them. Clicking a pack or a card there is a way to play it, when that is legal."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.events import DiceRolled
from game.engine.protocol import Action
from game.games.escape import words
from game.games.escape.actions import PayToll, Steal, ThrowCard, UseCard
from game.games.escape.board import EscapePath
from game.games.escape.view import EscapeView, HirelingView
from game.ui import assets, draw, seatcolumn
from game.ui.compose import part
from game.ui.dice import draw_die, sides_of
from game.ui.looks import Text, paint_text
from game.ui.pieces import draw_figure
from game.ui.seatcolumn import TEXT, Answer, Held, SeatBox
from game.ui.tabletop.layout import Layout, Pointer
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Thing
from game.ui.theme import Palette

from .cards import CHARACTER_SPRITES, paint_card

Rect = pygame.Rect


@dataclass(frozen=True)
class Spot:
    """Something in the column under the pointer."""

    what: str               # a hireling's "box", "pack" or card in "front", the "fire", the last "roll", the "discards"
    seat: int | None = None
    index: int = -1


def actions_at(spot: Spot, view: EscapeView, choices: tuple[Action, ...]) -> tuple[Action, ...]:
    """A pack flips its top card (or pays the troll, or is thrown to the fire); a card in front is thrown;
    another hireling's pack is reached into."""
    me = view.to_act
    fronts = view.hirelings[me].front if me is not None else ()

    def takes(action: Action) -> bool:
        if spot.seat != me:
            return spot.what in ("pack", "box") and isinstance(action, Steal) and action.victim == spot.seat
        if spot.what == "pack":
            return isinstance(action, (UseCard, PayToll)) or (isinstance(action, ThrowCard) and action.front < 0)
        return (spot.what == "front" and isinstance(action, ThrowCard) and action.front >= 0
                and 0 <= spot.index < len(fronts) and fronts[action.front].card == fronts[spot.index].card)
    return next(((action,) for action in choices if takes(action)), ())


# --- the looks of the column's pieces ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Hireling:
    sprite: str
    seat: int
    faded: bool


def paint_hireling(surface: pygame.Surface, at: tuple[int, int], size: int, look: Hireling, pal: Palette) -> None:
    draw_figure(surface, look.sprite, look.seat, at, size, pal, faded=look.faded)


@dataclass(frozen=True, slots=True)
class Fire:
    on: bool
    where: str
    next: str


def paint_fire(surface: pygame.Surface, box: Rect, look: Fire, pal: Palette) -> None:
    draw.panel(surface, box, (48, 26, 22), (200, 90, 40), radius=8)
    surface.blit(assets.scaled("pawns/fireball", 46, 46), (box.x + 4, box.y + 6))
    if not look.on:
        draw.paragraph(surface, "The Flaming Fireball of Doom is switched off: a plain race.",
                       Rect(box.x + 54, box.y + 8, box.w - 60, box.h - 12), size=TEXT, colour=pal.text)
        return
    draw.text(surface, "The Fireball of Doom", (box.x + 54, box.y + 8), size=TEXT + 1, colour=(255, 200, 120),
              face="bold", max_width=box.w - 58)
    draw.text(surface, f"on {look.where}", (box.x + 54, box.y + 29), size=TEXT, colour=pal.text, max_width=box.w - 58)
    draw.paragraph(surface, look.next, Rect(box.x + 8, box.y + 54, box.w - 14, 42), size=TEXT, colour=(255, 214, 160))


def paint_roll(surface: pygame.Surface, box: Rect, roll: DiceRolled | None, pal: Palette) -> None:
    """The last die rolled stays on screen: who, the die, the sum and what it had to reach."""
    if roll is None:
        draw.text(surface, "The dice rolled show here", (box.x + 6, box.centery), size=TEXT, colour=pal.text_dim,
                  anchor="midleft")
        return
    draw_die(surface, sides_of(roll.dice), roll.values[0], (box.x + 20, box.centery), 36, pal, dark=roll.seat is None)
    draw.text(surface, f"{roll.who}, {roll.dice}", (box.x + 44, box.y + 3), size=TEXT, colour=pal.text, face="bold",
              max_width=box.w - 46)
    sums = " + ".join(str(v) for v in roll.values)
    if roll.modifier:
        sums += f" + {roll.modifier} = {roll.total}"
    if roll.target is not None:
        sums += f" vs {roll.target}: " + ("made it" if roll.success else "failed")
    colour = pal.text_dim if roll.success is None else pal.good if roll.success else pal.bad
    draw.text(surface, sums, (box.x + 44, box.y + 22), size=TEXT, colour=colour, max_width=box.w - 46)


def paint_column(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    surface.fill(pal.bg, rect)
    pygame.draw.line(surface, pal.line, rect.topright, rect.bottomright, 2)


# --- the column --------------------------------------------------------------------------------------------
@dataclass
class Column:
    """The column beside the board, laid out on its own (the camera gliding leaves it be). It keeps the last
    roll shown until the next."""

    rect: Rect
    path: EscapePath
    pal: Callable[[], Palette]
    last_roll: DiceRolled | None = None

    def state(self) -> DiceRolled | None:
        return self.last_roll

    def lay(self, shown: Shown[EscapeView], pointer: Pointer) -> Layout:
        rect, view, path, pal, last_roll = self.rect, shown.view, self.path, self.pal(), self.last_roll

        def answer(spot: Spot) -> Answer:
            found = actions_at(spot, view, shown.choices)
            click = f"\nClick: {found[0]}" if found else ""
            return Answer(spot, lambda: words.spot_words(view, path, spot.what, spot.seat, spot.index, last_roll)
                          + click, found)

        fire = Rect(rect.x + 6, 44, rect.w - 12, 98)
        roll = Rect(rect.x + 6, rect.bottom - 74, rect.w - 12, 42)
        foot = Rect(rect.x + 6, rect.bottom - 30, rect.w - 12, 26)
        line = f"Discards {len(view.discards)} · hoard {view.hoard} · box {view.box}"
        where = path.name(path.route[words.fire_index(view)])
        out = Layout([part(rect, None, paint_column, opaque=True),
                      part((rect.x + 12, 10, rect.w - 20, 30), Text(f"Round {view.round}", 24, pal.gold, "title"),
                           paint_text),
                      part(fire, Fire(view.fireball.on, where, words.fire_next(view.round)), paint_fire),
                      part(roll, last_roll, paint_roll),
                      part(foot.inflate(-12, 0).move(6, 0), Text(line, TEXT, pal.text_dim), paint_text)])
        # (the fire, the roll and the discards take no action: only their words)
        out.things += [Thing(tuple(at), Spot(what), words=answer(Spot(what)).words)
                       for at, what in ((fire, "fire"), (roll, "roll"), (foot, "discards"))]
        boxes = seatcolumn.boxes(rect, len(view.hirelings), rect.y + 148, rect.bottom - 76)
        for box, h in zip(boxes, view.hirelings, strict=True):
            fronts = [answer(Spot("front", h.seat, i)) for i in range(len(h.front))]
            out.add(seatcolumn.lay(box, seat_box(h, view, path, pal), answer(Spot("box", h.seat)),
                                   answer(Spot("pack", h.seat)), fronts, pointer))
        return out


def seat_box(h: HirelingView, view: EscapeView, path: EscapePath, pal: Palette) -> SeatBox:
    fill, border = None, None
    if h.status == "burned":
        fill, border = (44, 26, 26), (120, 50, 40)
    elif h.status == "escaped":
        fill, border = (34, 52, 36), pal.good
    gap = words.fire_gap(view, path, h)
    piece = Hireling(CHARACTER_SPRITES.get(h.character, "hireling_torch"), h.seat, h.status == "burned")
    return SeatBox(seat=h.seat, name=h.name, piece=piece, paint_piece=paint_hireling, paint_thing=paint_card,
                   status=words.status(path, h), status_colour={"escaped": pal.good, "burned": pal.bad}.get(h.status),
                   lead=Held(h.pack), held=tuple(Held(f) for f in h.front),
                   empty="no card in front", info=words.info_line(view, path, h),
                   info_colour=((255, 150, 90) if gap > 3 else pal.bad) if gap is not None and gap <= 6 else None,
                   active=view.to_act == h.seat and h.status == "in", fill=fill, border=border)
