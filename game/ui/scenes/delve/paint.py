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
TOKEN_FACE = {"companion": "", "elixir": "Potion", "bait": "Dragon"}


@functools.cache
def token_image(name: str, radius: int) -> pygame.Surface:
    """A treasure token face up: a gold-rimmed coin with its picture (a companion token shows the face it
    stands for)."""
    d = radius * 2
    img = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(img, PARCHMENT, (radius, radius), radius)
    t = C.treasures().get(name)
    kind = t.kind if t else ""
    face = t.acts_as if t and kind == "companion" else TOKEN_FACE.get(kind, "")
    if face:
        pic = die_image(face, round(d * 1.25))
        img.blit(pic, pic.get_rect(center=(radius, radius)))
    elif kind == "ring":
        pygame.draw.circle(img, (200, 160, 60), (radius, radius + radius // 6), radius // 2, max(3, radius // 6))
        pygame.draw.polygon(img, (90, 170, 220), [(radius, radius // 4), (radius + radius // 4, radius // 2),
                                                   (radius, radius * 3 // 4), (radius - radius // 4, radius // 2)])
    elif kind == "scales":
        for k, (dx, dy) in enumerate(((-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1))):
            c = (radius + dx * radius // 3, radius + dy * radius // 3)
            pygame.draw.circle(img, (70, 140 + 12 * k, 90), c, radius // 3)
            pygame.draw.circle(img, (30, 80, 50), c, radius // 3, 2)
    elif kind == "portal":
        for k in range(4):
            r = Rect(0, 0, d * (4 - k) // 6, d * (4 - k) // 5)
            r.center = (radius, radius)
            pygame.draw.ellipse(img, (60 + 30 * k, 110 + 30 * k, 200), r, 3)
    # keep the picture inside the coin, then the rim
    mask = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (radius, radius), radius)
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(img, (217, 164, 65), (radius, radius), radius, max(3, radius // 7))
    pygame.draw.circle(img, (120, 84, 30), (radius, radius), radius, 1)
    return img


def draw_token(surface: pygame.Surface, name: str, centre: tuple[int, int], radius: int, count: int = 1,
               pal: Palette | None = None) -> None:
    img = token_image(name, radius)
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

