"""The small things on the Dice Delve table, drawn once per size and kept: dice, treasure tokens, the
level die, highlight rings, chips."""

from __future__ import annotations

import functools

import pygame

from game.games.delve import content as C
from game.ui import assets, draw
from game.ui.theme import Colour, Palette

Rect = pygame.Rect
PARCHMENT = (233, 220, 192)
INK = (43, 33, 24)
TWIST_PURPLE = (92, 62, 132)


# --- dice ------------------------------------------------------------------------------------------
@functools.cache
def die_image(face: str, size: int) -> pygame.Surface:
    """A party face on a white die, a dungeon face on a black one; "" is a plain black dungeon die."""
    if face and assets.exists(f"dice/delve_{face.lower()}"):
        return assets.scaled(f"dice/delve_{face.lower()}", size, size)
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    body = img.get_rect().inflate(-size // 8, -size // 8)
    pygame.draw.rect(img, (0, 0, 0, 70), body.move(0, max(1, size // 20)), border_radius=size // 5)
    pygame.draw.rect(img, (38, 36, 46), body, border_radius=size // 5)
    top = body.inflate(-size // 5, -size // 5).move(0, -size // 30)
    pygame.draw.rect(img, (50, 48, 60), top, border_radius=size // 7)      # the top face catches the light
    pygame.draw.rect(img, (96, 90, 112), body, 2, border_radius=size // 5)
    return img


def draw_die(surface: pygame.Surface, face: str, rect: Rect, *, angle: float = 0.0, alpha: int = 255,
             squash: float = 1.0) -> None:
    """One die in rect: tilted while it tumbles, narrowed while it turns over, faded as it leaves."""
    img = die_image(face, max(4, rect.w))
    if squash < 0.999:
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squash)), img.get_height()))
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=rect.center))


def reroll_badge(surface: pygame.Surface, rect: Rect, pal: Palette) -> None:
    """A die marked for the reroll: a round arrow on a gold badge at its corner."""
    centre = (rect.right - 4, rect.y + 4)
    pygame.draw.circle(surface, pal.gold, centre, 14)
    pygame.draw.circle(surface, INK, centre, 14, 2)
    if assets.exists("ui/undo"):
        icon = assets.scaled("ui/undo", 20, 20)
        surface.blit(icon, icon.get_rect(center=centre))


def cross(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A slash over a die a companion would defeat (shown while pointing at a monster)."""
    r = rect.inflate(-rect.w // 4, -rect.h // 4)
    pygame.draw.line(surface, colour, r.topleft, r.bottomright, 5)
    pygame.draw.line(surface, colour, r.topright, r.bottomleft, 5)


# --- treasure tokens ------------------------------------------------------------------------------
TOKEN_PICTURE = {"elixir": "potion", "bait": "dragon"}   # the tokens that show a die face not their own


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


# --- other pieces ---------------------------------------------------------------------------------
def level_die(surface: pygame.Surface, level: int, rect: Rect) -> None:
    """The level die: the project's blank d10 with the level written on its top face."""
    size = min(rect.w, rect.h)
    img = assets.scaled("dice/d10_blank", size, size)
    box = img.get_rect(center=rect.center)
    surface.blit(img, box)
    draw.text(surface, str(level), (box.centerx, box.y + round(size * 31 / 64)), size=max(16, size * 3 // 8),
              colour=INK, face="bold", anchor="center")


def chip(surface: pygame.Surface, rect: Rect, label: str, fill: Colour, border: Colour, ink: Colour,
         size: int = 15) -> None:
    """A small labelled lozenge: a twist card in hand, a badge."""
    draw.panel(surface, rect, fill, border, radius=7)
    draw.text(surface, label, rect.center, size=size, colour=ink, face="bold", anchor="center",
              max_width=rect.w - 10)

