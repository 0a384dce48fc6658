"""The column left of the board: the round, the Flaming Fireball of Doom and its next move, and every
hireling with their pack face down (a count only: nobody may look, the owner neither) and the cards
face up in front of them. Clicking a pack or a card there is a way to play it, when that is legal."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.events import DiceRolled
from game.games.escape import words
from game.games.escape.board import EscapePath
from game.games.escape.view import EscapeView, HirelingView
from game.ui import assets, draw
from game.ui.dice import draw_die, sides_of
from game.ui.seatcolumn import TEXT, Item, SeatBox, SeatColumn
from game.ui.theme import Palette

from .cards import draw_face, draw_hireling, draw_pack

Rect = pygame.Rect


@dataclass(frozen=True)
class Spot:
    """Something in the column under the pointer: a hireling's box, pack or card in front, the fire box,
    or the discards."""

    what: str               # "box", "pack", "front", "fire", "discards"
    seat: int | None = None
    index: int = -1


class Tray(SeatColumn):
    def __init__(self, rect: Rect, path: EscapePath) -> None:
        super().__init__(rect)
        self.path = path

    def draw(self, surface: pygame.Surface, v: EscapeView, last_roll: DiceRolled | None, pal: Palette,
             hover: Any, clickable: Callable[[Spot], bool]) -> None:
        self.spots = []
        self.drawn = {}
        surface.fill(pal.bg, self.rect)
        pygame.draw.line(surface, pal.line, self.rect.topright, self.rect.bottomright, 2)
        draw.text(surface, f"Round {v.round}", (self.rect.x + 12, 10), size=24, colour=pal.gold, face="title")
        self._fire(surface, v, pal, Rect(self.rect.x + 6, 44, self.rect.w - 12, 98))
        for rect, h in zip(self.boxes(len(v.hirelings), self.rect.y + 148, self.rect.bottom - 76),
                           v.hirelings, strict=True):
            self.draw_box(surface, rect, self.box(h, v, pal, clickable), pal, hover)
        self._last_roll(surface, last_roll, pal, Rect(self.rect.x + 6, self.rect.bottom - 74, self.rect.w - 12, 42))
        foot = Rect(self.rect.x + 6, self.rect.bottom - 30, self.rect.w - 12, 26)
        self.spots.append((foot, Spot("discards")))
        line = f"Discards {len(v.discards)} · hoard {v.hoard} · box {v.box}"
        draw.text(surface, line, (foot.x + 6, foot.centery), size=TEXT, colour=pal.text_dim, anchor="midleft",
                  max_width=foot.w - 8)

    def box(self, h: HirelingView, v: EscapeView, pal: Palette, clickable: Callable[[Spot], bool]) -> SeatBox:
        """A hireling: its pack (a count only: nobody may look, the owner neither), the cards in front."""
        seat = h.seat
        pack, fill, border = Spot("pack", seat), None, None
        if h.status == "burned":
            fill, border = (44, 26, 26), (120, 50, 40)
        elif h.status == "escaped":
            fill, border = (34, 52, 36), pal.good
        fronts = [Item(lambda s, r, f=face: draw_face(s, r, f, pal, dim=f.spent),
                       Spot("front", seat, i), clickable(Spot("front", seat, i)))
                  for i, face in enumerate(h.front)]
        gap = words.fire_gap(v, self.path, h)
        return SeatBox(seat=seat, name=h.name, spot=Spot("box", seat),
                       piece=lambda s, at, size: draw_hireling(s, h.character, seat, at, size, pal,
                                                               faded=h.status == "burned"),
                       status=words.status(self.path, h),
                       status_colour={"escaped": pal.good, "burned": pal.bad}.get(h.status),
                       lead=Item(lambda s, r: draw_pack(s, r, h.pack, pal), pack, clickable(pack)),
                       items=fronts, empty="no card in front", info=words.info_line(v, self.path, h),
                       info_colour=((255, 150, 90) if gap > 3 else pal.bad) if gap is not None and gap <= 6 else None,
                       active=v.to_act == seat and h.status == "in", fill=fill, border=border)

    def _last_roll(self, surface: pygame.Surface, roll: DiceRolled | None, pal: Palette, box: Rect) -> None:
        """The last die rolled stays on screen: who, the die, the sum and what it had to reach."""
        self.spots.append((box, Spot("roll")))
        if roll is None:
            draw.text(surface, "The dice rolled show here", (box.x + 6, box.centery), size=TEXT,
                      colour=pal.text_dim, anchor="midleft")
            return
        draw_die(surface, sides_of(roll.dice), roll.values[0], (box.x + 20, box.centery), 36, pal,
                 dark=roll.seat is None)
        draw.text(surface, f"{roll.who}, {roll.dice}", (box.x + 44, box.y + 3), size=TEXT, colour=pal.text,
                  face="bold", max_width=box.w - 46)
        sums = " + ".join(str(v) for v in roll.values)
        if roll.modifier:
            sums += f" + {roll.modifier} = {roll.total}"
        if roll.target is not None:
            sums += f" vs {roll.target}: " + ("made it" if roll.success else "failed")
        colour = pal.text_dim if roll.success is None else pal.good if roll.success else pal.bad
        draw.text(surface, sums, (box.x + 44, box.y + 22), size=TEXT, colour=colour, max_width=box.w - 46)

    def _fire(self, surface: pygame.Surface, v: EscapeView, pal: Palette, box: Rect) -> None:
        self.spots.append((box, Spot("fire")))
        draw.panel(surface, box, (48, 26, 22), (200, 90, 40), radius=8)
        if assets.exists("pawns/fireball"):
            icon = assets.scaled("pawns/fireball", 46, 46)
            surface.blit(icon, (box.x + 4, box.y + 6))
        fire = v.fireball
        if not fire.on:
            draw.paragraph(surface, "The Flaming Fireball of Doom is switched off: a plain race.",
                           Rect(box.x + 54, box.y + 8, box.w - 60, box.h - 12), size=TEXT, colour=pal.text)
            return
        draw.text(surface, "The Fireball of Doom", (box.x + 54, box.y + 8), size=TEXT + 1, colour=(255, 200, 120),
                  face="bold", max_width=box.w - 58)
        where = self.path.name(self.path.route[words.fire_index(v)])
        draw.text(surface, f"on {where}", (box.x + 54, box.y + 29), size=TEXT, colour=pal.text, max_width=box.w - 58)
        draw.paragraph(surface, words.fire_next(v.round), Rect(box.x + 8, box.y + 54, box.w - 14, 42),
                       size=TEXT, colour=(255, 214, 160))

    def tip(self, spot: Spot, v: EscapeView, last_roll: DiceRolled | None) -> str:
        return words.spot_words(v, self.path, spot.what, spot.seat, spot.index, last_roll)
