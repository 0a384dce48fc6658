"""The looks the whole Dice Delve table shares (see compose.py): a die, the light round a thing a click would
take (or the one chosen), a treasure token. Each look is a frozen value and the function that paints it."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace

import pygame

from game.games.delve import content as C
from game.ui import assets, draw
from game.ui.compose import Part, part
from game.ui.tabletop.layout import lit
from game.ui.theme import Palette

Rect = pygame.Rect
LIGHT_SPILL = (10, 10, 10, 10)   # a glow reaches 9 pixels round what it lights


@dataclass(frozen=True, slots=True)
class Die:
    """A party face on a white die, a dungeon face on a black one; "" is a plain black dungeon die."""

    face: str


def paint_die(surface: pygame.Surface, rect: Rect, look: Die, pal: Palette) -> None:
    size = max(4, rect.w)
    if look.face and assets.exists(f"dice/delve_{look.face.lower()}"):
        surface.blit(assets.scaled(f"dice/delve_{look.face.lower()}", size, size), rect)
        return
    img = pygame.Surface((size, size), pygame.SRCALPHA)   # (its shadow blends with what lies under it)
    body = img.get_rect().inflate(-size // 8, -size // 8)
    pygame.draw.rect(img, (0, 0, 0, 70), body.move(0, max(1, size // 20)), border_radius=size // 5)
    pygame.draw.rect(img, (38, 36, 46), body, border_radius=size // 5)
    top = body.inflate(-size // 5, -size // 5).move(0, -size // 30)
    pygame.draw.rect(img, (50, 48, 60), top, border_radius=size // 7)      # the top face catches the light
    pygame.draw.rect(img, (96, 90, 112), body, 2, border_radius=size // 5)
    surface.blit(img, rect)


@dataclass(frozen=True, slots=True)
class Light:
    """How a thing is lit, round its rect: chosen (a companion waiting for its orders), lit (a click takes
    it; brighter under the pointer), marked for a reroll, set against the Dragon (a blue ring), a dungeon die
    fighting for the party (black under it), the Adventurer's hero card (glowing)."""

    chosen: bool = False
    lit: bool = False
    hover: bool = False
    marked: bool = False
    team: bool = False
    borrowed: bool = False
    adventurer: bool = False

    def __bool__(self) -> bool:
        return self.chosen or self.lit or self.marked or self.team or self.borrowed or self.adventurer


def paint_light(surface: pygame.Surface, rect: Rect, look: Light, pal: Palette) -> None:
    if look.adventurer:
        draw.glow(surface, rect, pal.gold, 110)
    if look.chosen:
        draw.glow(surface, rect, pal.gold, 220)
        draw.ring(surface, rect, pal.gold, 4)
    elif look.lit:
        if look.hover:
            draw.glow(surface, rect, pal.gold, 200)
        draw.ring(surface, rect, pal.gold, 2)
    if look.marked:
        draw.glow(surface, rect, pal.gold, 230)
        draw.ring(surface, rect, pal.white, 3)
    if look.team:
        draw.ring(surface, rect, pal.blue, 4, 8)
    if look.borrowed:
        pygame.draw.rect(surface, (30, 28, 36), rect.inflate(6, 6), border_radius=rect.w // 4)


def light(rect: Rect, key: Hashable, look: Light) -> list[Part]:
    """The light round a thing (none when it is neither lit nor chosen), brighter under the pointer when a
    click takes it."""
    if look.lit and not look.chosen:
        return lit(rect, key, look, replace(look, hover=True), paint_light, spill=LIGHT_SPILL)
    return [part(rect, look, paint_light, spill=LIGHT_SPILL)] if look else []


# --- treasure tokens ------------------------------------------------------------------------------
TOKEN_PICTURE = {"elixir": "potion", "bait": "dragon"}   # the tokens that show a die face not their own
TOKEN_BADGE = (0, 0, 8, 6)   # a count's badge hangs over the token's corner


@dataclass(frozen=True, slots=True)
class Token:
    """A seat's treasure token face up (cards/treasure_*, made by the art script), with how many of it the seat
    holds: a companion token shows the face it stands for."""

    name: str
    count: int = 1


def paint_token(surface: pygame.Surface, rect: Rect, look: Token, pal: Palette) -> None:
    t = C.treasures().get(look.name)
    shows = "token_back" if t is None else t.acts_as.lower() if t.kind == "companion" else \
        TOKEN_PICTURE.get(t.kind, t.kind)
    img = assets.scaled(f"cards/treasure_{shows}", rect.w, rect.w)
    surface.blit(img, img.get_rect(center=rect.center))
    if look.count > 1:
        badge = (rect.right - 4, rect.bottom - 6)
        pygame.draw.circle(surface, pal.panel, badge, 11)
        pygame.draw.circle(surface, pal.gold, badge, 11, 2)
        draw.text(surface, str(look.count), badge, size=15, colour=pal.text, face="bold", anchor="center")
