"""The middle of the board: what is happening now. The dice to choose from (each with the square it lands
on; a click moves by it), the card being faced (its number to beat and the chance with the seat's
equipment), the two cards of lantern light to pick from, a meeting with the odds of a fight, a trade
being put together or offered, and the round with the monsters still to beat."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.words import percent
from game.games.town.view import MonsterCardFace, TownView
from game.ui import assets, draw
from game.ui.dice import draw_die
from game.ui.seatcolumn import TEXT
from game.ui.theme import Palette

from .cards import portrait
from .seats import Spot
from .style import depth_colours

Rect = pygame.Rect


class Stage:
    def __init__(self, area: Rect) -> None:
        self.area = Rect(area)      # in map coordinates: the open middle of the board
        self.rect = Rect(area)      # on screen, this frame
        self.spots: list[tuple[Rect, Spot]] = []

    def place(self, bv: Any) -> None:
        """The stage on screen: over its part of the board, at least wide enough to read, kept in sight."""
        x, y = bv.to_screen(self.area.x, self.area.y)
        w = max(360, round(self.area.w * bv.zoom))
        self.rect = Rect(x + (round(self.area.w * bv.zoom) - w) // 2, y, w, round(self.area.h * bv.zoom))
        self.rect.clamp_ip(bv.rect.inflate(-16, -16))

    def draw(self, surface: pygame.Surface, v: TownView, pal: Palette, hover: Any, lit: Any, bv: Any) -> int:
        """Draw what is happening; returns the bottom of what was drawn."""
        self.spots = []
        self.place(bv)
        r = self.rect
        line = f"Round {v.round} · {v.monsters_left} monsters left to beat"
        draw.plate(surface, line, (r.centerx, r.y + 12), size=TEXT, ink=pal.text, fill=pal.panel, border=pal.line,
                   pad=(12, 4), radius=8)
        y = r.y + 32
        if v.phase == "move" and v.dice:
            y = self._dice(surface, v, pal, y, hover, lit)
        if v.lantern:
            y = self._lantern(surface, v, pal, y, hover, lit)
        elif v.card:
            y = self._card(surface, v.card, pal, y, hover, lit)
        if v.meeting:
            y = self._meeting(surface, v, pal, y)
        if v.draft or v.offer:
            y = self._trade(surface, v, pal, y)
        return y

    def _dice(self, surface: pygame.Surface, v: TownView, pal: Palette, y: int, hover: Any, lit: Any) -> int:
        """The dice rolled to move, each with where it lands: a click on one moves by it."""
        n = len(v.dice)
        w = min(130, (self.rect.w - 8) // n)
        left = self.rect.centerx - (w * n) // 2
        for k, value in enumerate(v.dice):
            cell = Rect(left + k * w + 3, y, w - 6, 84)
            draw.panel(surface, cell, pal.panel, pal.line, radius=8)
            spot = Spot("die", None, k)
            self.spots.append((cell, spot))
            if lit(spot):
                draw.ring(surface, cell, pal.gold if hover == spot else (150, 116, 50), 3 if hover == spot else 2)
            draw_die(surface, 6, value, (cell.centerx, cell.y + 28), 48, pal)
            land = next((c for c in v.choices if c.value == value and not c.town_stop), None)
            if land is not None:
                draw.text(surface, land.name, (cell.centerx, cell.bottom - 10), size=TEXT - 1, colour=pal.text,
                          anchor="center", max_width=cell.w - 4)
        return y + 92

    def _card(self, surface: pygame.Surface, f: MonsterCardFace, pal: Palette, y: int, hover: Any, lit: Any) -> int:
        """The card faced this turn, compact: portrait, name, number to beat, the chance, the reward."""
        box = Rect(self.rect.centerx - 170, y, 340, 108)
        spot = Spot("card")
        self.spots.append((box, spot))
        fill, _, edge = depth_colours(f.depth)
        draw.panel(surface, box, fill, pal.gold if lit(spot) else edge, radius=8, width=2)
        sprite = portrait(f.card) if f.kind == "monster" else "cards/town_fortune"
        if assets.exists(sprite):
            surface.blit(assets.scaled(sprite, 60, 60), (box.x + 6, box.y + 8))
        x = box.x + 72
        draw.text(surface, f.name, (x, box.y + 6), size=TEXT + 1, colour=pal.text, face="bold",
                  max_width=box.right - x - 6)
        if f.kind == "monster":
            draw.text(surface, f"{f.target}+ to beat", (x, box.y + 28), size=TEXT + 4, colour=pal.gold, face="bold")
            if f.chance is not None:
                draw.text(surface, f"your chance {percent(f.chance)}", (x, box.y + 54), size=TEXT, colour=pal.text)
            draw.text(surface, f"{f.silver} silver · {f.skulls} skull{'s' if f.skulls != 1 else ''}",
                      (box.x + 8, box.y + 78), size=TEXT, colour=pal.text_dim, max_width=box.w - 14)
        else:
            draw.paragraph(surface, f.text, Rect(x, box.y + 30, box.right - x - 6, 74), size=TEXT,
                           colour=pal.text)
        return box.bottom + 8

    def _lantern(self, surface: pygame.Surface, v: TownView, pal: Palette, y: int, hover: Any,
                 lit: Any) -> int:
        """Lantern light: two cards side by side, a click faces one."""
        w = 150
        for k, f in enumerate(v.lantern):
            box = Rect(self.rect.centerx - w - 4 + k * (w + 8), y, w, 130)
            spot = Spot("lantern", None, k)
            self.spots.append((box, spot))
            fill, _, edge = depth_colours(f.depth)
            draw.panel(surface, box, fill, pal.gold if lit(spot) and hover == spot else edge, radius=8, width=2)
            if lit(spot):
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
                draw.text(surface, "fortune", (box.centerx, box.y + 84), size=TEXT, colour=pal.text_dim,
                          anchor="midtop")
        return y + 138

    def _meeting(self, surface: pygame.Surface, v: TownView, pal: Palette, y: int) -> int:
        m = v.meeting
        assert m is not None
        a, b = v.pawns[m.mover].name, v.pawns[m.other].name
        box = Rect(self.rect.centerx - 170, y, 340, 80)
        draw.panel(surface, box, pal.panel_light, pal.gold, radius=8, width=2)
        draw.text(surface, f"{a} meets {b}", (box.x + 8, box.y + 6), size=TEXT + 1, colour=pal.gold, face="bold",
                  max_width=box.w - 14)
        draw.text(surface, f"A fight: {a} {percent(m.mover_wins)}, {b} {percent(m.other_wins)},",
                  (box.x + 8, box.y + 32), size=TEXT, colour=pal.text, max_width=box.w - 14)
        draw.text(surface, f"both fall {percent(m.both_fall)}; or a trade", (box.x + 8, box.y + 54), size=TEXT,
                  colour=pal.text, max_width=box.w - 14)
        return box.bottom + 8

    def _trade(self, surface: pygame.Surface, v: TownView, pal: Palette, y: int) -> int:
        d = v.draft or v.offer
        assert d is not None
        by, to = v.pawns[d.by].name, v.pawns[d.to].name
        title = f"{by} offers {to}:" if v.offer else f"{by}'s offer to {to}"
        box = Rect(self.rect.centerx - 180, y, 360, 120)
        draw.panel(surface, box, pal.panel_light, pal.gold, radius=8, width=2)
        draw.text(surface, title, (box.x + 8, box.y + 6), size=TEXT + 1, colour=pal.gold, face="bold",
                  max_width=box.w - 14)
        hint = "" if v.offer else " Click the two seats' items or victory piles (right) to put them in or out."
        draw.paragraph(surface, d.words + hint, Rect(box.x + 8, box.y + 30, box.w - 16, box.h - 34), size=TEXT,
                       colour=pal.text)
        return box.bottom + 8

    def hit(self, pos: tuple[int, int]) -> Spot | None:
        for rect, spot in reversed(self.spots):
            if rect.collidepoint(pos):
                return spot
        return None
