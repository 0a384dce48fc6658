"""The small things on the Dice Delve table as looks (see compose.py): a die, the light round a thing a click
would take (or the one chosen), a reroll badge, the cross over a die a companion would defeat, a treasure
token, the level die and a twist card's chip. Each look is a frozen value and the function that paints it."""

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
INK = (43, 33, 24)
TWIST_PURPLE = (92, 62, 132)
BLUE_RING = 4      # the ring round a die set against the Dragon
LIGHT_SPILL = (10, 10, 10, 10)   # a glow reaches 9 pixels round what it lights


# --- dice ------------------------------------------------------------------------------------------
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


def die_picture(face: str, size: int, pal: Palette) -> pygame.Surface:
    """A die's picture at a size, from the one store (the animations draw dice from it too)."""
    return part(Rect(0, 0, max(4, size), max(4, size)), Die(face), paint_die).picture(pal)


def blit_die(surface: pygame.Surface, face: str, rect: Rect, pal: Palette, *, angle: float = 0.0, alpha: int = 255,
             squash: float = 1.0) -> None:
    """One die in rect: tilted while it tumbles, narrowed while it turns over, faded as it leaves."""
    img = die_picture(face, rect.w, pal)
    if squash < 0.999:
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squash)), img.get_height()))
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=rect.center))


# --- what is lit -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Light:
    """How a thing is lit, round its rect: chosen (a companion waiting for its orders), lit (a click takes
    it; brighter under the pointer), marked for a reroll, set against the Dragon (a blue ring), a dungeon die
    fighting for the party (black under it)."""

    chosen: bool = False
    lit: bool = False
    hover: bool = False
    marked: bool = False
    team: bool = False
    borrowed: bool = False

    def __bool__(self) -> bool:
        return self.chosen or self.lit or self.marked or self.team or self.borrowed


def paint_light(surface: pygame.Surface, rect: Rect, look: Light, pal: Palette) -> None:
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
        draw.ring(surface, rect, pal.blue, BLUE_RING, 8)
    if look.borrowed:
        pygame.draw.rect(surface, (30, 28, 36), rect.inflate(6, 6), border_radius=rect.w // 4)


def light(rect: Rect, key: Hashable, look: Light) -> list[Part]:
    """The light round a thing (none when it is neither lit nor chosen), brighter under the pointer when a
    click takes it."""
    if look.lit and not look.chosen:
        return lit(rect, key, look, replace(look, hover=True), paint_light, spill=LIGHT_SPILL)
    return [part(rect, look, paint_light, spill=LIGHT_SPILL)] if look else []


@dataclass(frozen=True, slots=True)
class Badge:
    """A die marked for the reroll: a round arrow on a gold badge at its corner."""


def badge_rect(die: Rect) -> Rect:
    box = Rect(0, 0, 30, 30)
    box.center = (die.right - 4, die.y + 4)
    return box


def paint_badge(surface: pygame.Surface, rect: Rect, look: Badge, pal: Palette) -> None:
    pygame.draw.circle(surface, pal.gold, rect.center, 14)
    pygame.draw.circle(surface, INK, rect.center, 14, 2)
    if assets.exists("ui/undo"):
        icon = assets.scaled("ui/undo", 20, 20)
        surface.blit(icon, icon.get_rect(center=rect.center))


@dataclass(frozen=True, slots=True)
class Cross:
    """A slash over a die a companion would defeat (shown while pointing at a monster)."""


def paint_cross(surface: pygame.Surface, rect: Rect, look: Cross, pal: Palette) -> None:
    r = rect.inflate(-rect.w // 4, -rect.h // 4)
    pygame.draw.line(surface, pal.bad, r.topleft, r.bottomright, 5)
    pygame.draw.line(surface, pal.bad, r.topright, r.bottomleft, 5)


# --- treasure tokens ------------------------------------------------------------------------------
TOKEN_PICTURE = {"elixir": "potion", "bait": "dragon"}   # the tokens that show a die face not their own
TOKEN_BADGE = (0, 0, 8, 6)   # a count's badge hangs over the token's corner


def token_sprite(name: str) -> str:
    """A treasure token face up (cards/treasure_*, made by the art script): a companion token shows the face
    it stands for."""
    t = C.treasures().get(name)
    if t is None:
        return "cards/treasure_token_back"
    return f"cards/treasure_{t.acts_as.lower() if t.kind == 'companion' else TOKEN_PICTURE.get(t.kind, t.kind)}"


def draw_token(surface: pygame.Surface, name: str, centre: tuple[int, int], radius: int, count: int = 1,
               pal: Palette | None = None) -> None:
    img = assets.scaled(token_sprite(name), radius * 2, radius * 2)
    surface.blit(img, img.get_rect(center=centre))
    if count > 1 and pal is not None:
        badge = (centre[0] + radius - 4, centre[1] + radius - 6)
        pygame.draw.circle(surface, pal.panel, badge, 11)
        pygame.draw.circle(surface, pal.gold, badge, 11, 2)
        draw.text(surface, str(count), badge, size=15, colour=pal.text, face="bold", anchor="center")


@dataclass(frozen=True, slots=True)
class Token:
    """A seat's treasure token face up, with how many of it the seat holds."""

    name: str
    count: int = 1


def paint_token(surface: pygame.Surface, rect: Rect, look: Token, pal: Palette) -> None:
    draw_token(surface, look.name, rect.center, rect.w // 2, look.count, pal)


# --- other pieces ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LevelDie:
    """The level die: the project's blank d10 with the level written on its top face."""

    level: int


def paint_level(surface: pygame.Surface, rect: Rect, look: LevelDie, pal: Palette) -> None:
    size = min(rect.w, rect.h)
    img = assets.scaled("dice/d10_blank", size, size)
    box = img.get_rect(center=rect.center)
    surface.blit(img, box)
    draw.text(surface, str(look.level), (box.centerx, box.y + round(size * 31 / 64)), size=max(16, size * 3 // 8),
              colour=INK, face="bold", anchor="center")


@dataclass(frozen=True, slots=True)
class Chip:
    """A twist card of the hand at the screen, by name, as a small lozenge in its seat's twist zone."""

    label: str


def paint_chip(surface: pygame.Surface, rect: Rect, look: Chip, pal: Palette) -> None:
    draw.panel(surface, rect, TWIST_PURPLE, (190, 160, 230), radius=7)
    draw.text(surface, look.label, rect.center, size=15, colour=pal.white, face="bold", anchor="center",
              max_width=rect.w - 10)
