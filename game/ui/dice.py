"""Dice rolling on screen: the dice tumble, land, and the result is said in words with its target."""

from __future__ import annotations

import random

import pygame

from game.engine.events import DiceRolled

from . import assets, draw
from .anims import Timed
from .theme import BODY, Palette

TUMBLE = 0.55   # seconds at the normal pace
SHOW = 1.1
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def sides_of(dice: str) -> int:
    return int(dice.split("d", 1)[1])


def draw_die(surface: pygame.Surface, sides: int, value: int, centre: tuple[int, int], size: int, pal: Palette,
             dark: bool = False, angle: float = 0.0) -> None:
    """One die: a d6 with pips, other dice as their shape with the number."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    body = (30, 28, 34) if dark else (244, 238, 222)
    ink = (240, 236, 226) if dark else (40, 30, 26)
    r = img.get_rect()
    name = f"dice/d6_{'black' if dark else 'ivory'}_{value}"
    if sides == 6 and assets.exists(name):
        img.blit(assets.scaled(name, size, size), (0, 0))
    elif sides == 6:
        pygame.draw.rect(img, body, r.inflate(-4, -4), border_radius=size // 6)
        pygame.draw.rect(img, (120, 100, 80), r.inflate(-4, -4), 2, border_radius=size // 6)
        step = size * 0.26
        for dx, dy in PIPS[value]:
            pygame.draw.circle(img, ink, (r.centerx + dx * step, r.centery + dy * step), max(2, size // 11))
    else:
        blank = f"dice/d{sides}_blank"
        if assets.exists(blank):
            img.blit(assets.scaled(blank, size, size), (0, 0))
        else:
            c = size / 2
            if sides == 8:
                pts = [(c, 3), (size - 3, c), (c, size - 3), (3, c)]
            else:
                pts = [(c, 2), (size - 4, size * 0.38), (size * 0.78, size - 4), (size * 0.22, size - 4),
                       (4, size * 0.38)]
            pygame.draw.polygon(img, body, pts)
            pygame.draw.polygon(img, (120, 100, 80), pts, 2)
        draw.text(img, str(value), (r.centerx, r.centery + 1), size=int(size * 0.42), colour=ink, face="bold",
                  anchor="center")
    draw.blit_turned(surface, img, centre, angle=angle)


class DiceTray(Timed):
    """Shows one DiceRolled event: tumbling, then the faces with the sentence below them."""

    def __init__(self, event: DiceRolled, pace: float, dark: bool = False) -> None:
        super().__init__((TUMBLE + SHOW) * pace)
        self.event = event
        self.sides = sides_of(event.dice)
        self.dark = dark
        self.tumble = TUMBLE * pace
        self.rng = random.Random(hash(event.values))

    def draw(self, surface: pygame.Surface, area: pygame.Rect, pal: Palette) -> None:
        n = len(self.event.values)
        size = 72
        box = pygame.Rect(0, 0, max(360, n * (size + 20) + 60), 190).move_to(center=area.center)
        draw.panel(surface, box, pal.panel, pal.gold, shadow=True)
        tumbling = self.t < self.tumble
        for i, value in enumerate(self.event.values):
            x = box.centerx + int((i - (n - 1) / 2) * (size + 20))
            face = self.rng.randint(1, self.sides) if tumbling else value
            angle = self.rng.uniform(-35, 35) if tumbling else 0.0
            jump = int(12 * abs((self.t * 9 + i) % 2 - 1)) if tumbling else 0
            draw_die(surface, self.sides, face, (x, box.y + 62 - jump), size, pal, self.dark, angle)
        if tumbling:
            line = f"{self.event.who} rolls {self.event.dice}" + (f" (needs {self.event.target})"
                                                                  if self.event.target is not None else "")
            colour = pal.text
        else:
            line = self.event.text()
            colour = pal.text if self.event.success is None else (pal.good if self.event.success else pal.bad)
        draw.paragraph(surface, line, pygame.Rect(box.x + 16, box.y + 112, box.w - 32, 72), size=BODY - 2,
                       colour=colour, align="center")
