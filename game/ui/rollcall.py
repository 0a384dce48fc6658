"""Rolls made together: everyone's opening roll shown at once, in a grid, in the time of one roll.

The table asks `rolled_together` which of the events after a roll belong with it, and shows the run as one
RollCall; the board and the panel then catch up with the last of them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

import pygame

from game.engine.events import DiceRolled

from . import draw
from .anims import Timed
from .dice import TUMBLE, draw_die, sides_of
from .theme import H2, SMALL, Palette


def rolled_together(first: DiceRolled, after: Sequence[Any]) -> int:
    """How many of the events `after` the first roll are made together with it: the rolls right after it, for
    the same reason, by seats that have not rolled yet in the run, at no target (everyone's opening roll;
    a tie rolled again starts a run of its own). The table shows them at once (RollCall)."""
    seats = {first.seat}
    n = 0
    for event in after:
        if not (isinstance(event, DiceRolled) and event.reason == first.reason and event.target is None
                and event.seat is not None and event.seat not in seats):
            break
        seats.add(event.seat)
        n += 1
    return n if first.target is None and first.seat is not None else 0


class RollCall(Timed):
    """Several seats' rolls at once, each in its own cell of a grid: the dice tumble together and land, each
    cell with who rolled and the total, the highest marked (the opening roll of a twelve-seat table in the
    time of one roll)."""

    SHOW = 1.6     # seconds the landed dice stay, at the normal pace

    def __init__(self, rolls: Sequence[DiceRolled], pace: float) -> None:
        super().__init__((TUMBLE + self.SHOW) * pace)
        self.rolls = list(rolls)
        self.tumble = TUMBLE * pace

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        cols = min(len(self.rolls), 4 if len(self.rolls) > 6 else 3)
        rows = math.ceil(len(self.rolls) / cols)
        cell_w = min(210, (area.w - 60) // cols)
        cell_h = min(118, (area.h - 120) // rows)
        box = pygame.Rect(0, 0, cols * cell_w + 30, rows * cell_h + 70).move_to(center=area.center)
        draw.panel(surface, box, pal.panel, pal.gold, shadow=True)
        tumbling = self.t < self.tumble
        reason = self.rolls[0].reason
        title = f"Everyone rolls: {reason}" if reason else "Everyone rolls"
        draw.text(surface, title, (box.centerx, box.y + 28), size=H2 - 2, colour=pal.gold, face="title",
                  anchor="center", max_width=box.w - 30)
        best = max(r.total for r in self.rolls)
        for i, roll in enumerate(self.rolls):
            row, col = divmod(i, cols)
            cell = pygame.Rect(box.x + 15 + col * cell_w, box.y + 56 + row * cell_h, cell_w - 8, cell_h - 8)
            top = not tumbling and roll.total == best
            draw.panel(surface, cell, pal.panel_light if top else pal.bg, pal.gold if top else pal.line, radius=8)
            size = max(26, min(48, cell.h - 46))
            sides = sides_of(roll.dice)
            rng = random.Random(hash((roll.values, i, int(self.t * 12))))
            n = len(roll.values)
            for k, value in enumerate(roll.values):
                x = cell.centerx + int((k - (n - 1) / 2) * (size + 8))
                face = rng.randint(1, sides) if tumbling else value
                angle = rng.uniform(-30, 30) if tumbling else 0.0
                draw_die(surface, sides, face, (x, cell.y + 8 + size // 2), size, pal, angle=angle)
            words = roll.who if tumbling else f"{roll.who}: {roll.total}"
            draw.text(surface, words, (cell.centerx, cell.bottom - 14), size=SMALL,
                      colour=pal.gold if top else pal.text, face="bold", anchor="center", max_width=cell.w - 10)
