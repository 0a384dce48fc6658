"""The table's animations: dice tumbling where they land, flying between zones, turning over, XP rising
over a seat, a hero card flipping. (A token flies with the shared anims.Fly; a new phase is a Title.)

One Motion shows one event. The scene draws every die itself and asks the motion how each one looks at
this moment (`look`); the motion draws only what lies outside the zones (the XP) and keeps a token's slot
empty while it flies. Every length is scaled by the player's pace; a click skips it all (the shell does that).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.games.delve import content as C
from game.ui import assets
from game.ui.anims import Timed, ease, lerp_rect
from game.ui.theme import H1, Palette

from .moves import Change, Place

Rect = pygame.Rect
FLY = 0.42       # seconds at the normal pace
TUMBLE = 0.6
LAND = 0.22
TURN = 0.4
TOKEN = 0.55
RISE = 0.8
FLIP = 0.7


@dataclass
class Look:
    rect: Rect
    face: str
    angle: float = 0.0
    alpha: int = 255
    squash: float = 1.0
    moving: bool = False     # drawn above the dice at rest


@dataclass
class Motion(Timed):
    """One event on the table. `rects(place)` gives a die's rect for a (zone, index, count, face) place."""

    before: dict[int, Place]
    after: dict[int, Place]
    change: Change
    rects: Callable[[Place], Rect]
    pace: float
    xp_at: Rect | None = None                          # where "+N XP" rises
    on_land: Callable[[], None] | None = None          # the dice come to rest (a sound)
    t: float = 0.0
    total: float = 0.0
    rng: random.Random = field(default_factory=lambda: random.Random(7))
    _landed: bool = False

    def __post_init__(self) -> None:
        parts = [0.0]
        if any(self.before.get(i, p)[:3] != p[:3] for i, p in self.after.items()) or self.change.gone:
            parts.append(FLY)
        if self.change.rolled:
            parts.append(TUMBLE + LAND)
        if self.change.turned:
            parts.append(TURN)
        if self.change.token is not None:
            parts.append(TOKEN)
        if self.xp_at is not None:
            parts.append(RISE)
        if self.change.flipped is not None:
            parts.append(FLIP)
        self.total = max(parts) * self.pace

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._landed and self.change.rolled and self.t >= TUMBLE * self.pace:
            self._landed = True
            if self.on_land is not None:
                self.on_land()

    def _f(self, seconds: float) -> float:
        return 1.0 if self.pace <= 0 else min(1.0, self.t / (seconds * self.pace))

    # --- the dice -------------------------------------------------------------------------------
    def look(self, die_id: int, place: Place) -> Look:
        rect = self.rects(place)
        face = place[3]
        out = Look(rect, face)
        start = self.before.get(die_id)
        if start is not None and start[:3] != place[:3]:
            out.rect = lerp_rect(self.rects(start), rect, ease(self._f(FLY)))
            out.moving = self._f(FLY) < 1.0
        if die_id in self.change.rolled:
            self._tumble(out, die_id, place)
        if die_id in self.change.turned:
            f = self._f(TURN)
            out.squash = abs(math.cos(math.pi * f))
            if f < 0.5:
                out.face = self.change.turned[die_id]
        return out

    def _tumble(self, out: Look, die_id: int, place: Place) -> None:
        t = self.t / max(1e-6, self.pace)
        if t < TUMBLE:
            faces = C.PARTY_FACES if place[0] in ("party", "graveyard") else C.DUNGEON_FACES
            tick = int(t / 0.07)
            rng = random.Random(die_id * 1000 + tick)
            out.face = rng.choice(faces)
            out.angle = rng.uniform(-40, 40)
            hop = abs(math.sin(t * 14 + die_id)) * out.rect.h * 0.22 * (1 - t / TUMBLE)
            out.rect = out.rect.move(0, -round(hop))
            out.moving = True
        elif t < TUMBLE + LAND:
            grow = 1.0 + 0.14 * math.sin(math.pi * (t - TUMBLE) / LAND)
            out.rect = out.rect.inflate(round(out.rect.w * (grow - 1)), round(out.rect.h * (grow - 1)))

    def arriving(self, zone: str) -> int:
        """Dice still flying into a zone (its count waits for them)."""
        if self._f(FLY) >= 1:
            return 0
        return sum(1 for i, p in self.after.items() if p[0] == zone and self.before.get(i, p)[0] != zone)

    def leaving(self) -> list[Look]:
        """Dice taken off the table, fading where they were."""
        f = self._f(FLY)
        return [Look(self.rects(p), p[3], alpha=round(255 * (1 - f))) for p in self.change.gone] if f < 1 else []

    def card_squash(self, seat: int) -> tuple[float, bool]:
        """(width factor, shows the Novice side) of a hero card turning over."""
        if self.change.flipped != seat:
            return 1.0, False
        f = self._f(FLIP)
        return abs(math.cos(math.pi * f)), f < 0.5

    def at_seats(self) -> bool:
        """A hero card turning over or a token flying from a seat: the seats change on every frame."""
        return (self.change.flipped is not None and self._f(FLIP) < 1) or (self.change.token is not None
                                                                           and self._f(TOKEN) < 1)

    def token_in_flight(self, seat: int, name: str) -> bool:
        tok = self.change.token
        return tok is not None and tok[:2] == (seat, name) and not tok[2] and self._f(TOKEN) < 1

    # --- drawn over the table --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, area: Rect, pal: Palette) -> None:
        if self.xp_at is not None and self.change.xp is not None and self._f(RISE) < 1:
            f = self._f(RISE)
            img = assets.text("title", H1, f"+{self.change.xp[1]} XP", pal.gold)
            img = img.copy()
            img.set_alpha(round(255 * (1 - f * f)))
            surface.blit(img, img.get_rect(midbottom=(self.xp_at.centerx, self.xp_at.top - round(f * 30))))
