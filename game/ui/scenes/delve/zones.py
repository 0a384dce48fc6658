"""The middle of the table: the zones' frames and captions (drawn once), the Dragon's Lair with its
count and the Dragon's foes, the level die, the dungeon pool, the treasure bag, the phase banner, and the
picker for the faces of revived dice."""

from __future__ import annotations

import pygame

from game.games.delve import content as C
from game.games.delve.view import DelveView
from game.ui import assets, draw
from game.ui.theme import Palette

from . import paint
from .clicks import Target
from .layout import CAPTION_H, TableLayout

Rect = pygame.Rect
ZONE_TINT = {"party": (58, 54, 48), "dungeon": (36, 34, 44), "lair": (64, 30, 28), "graveyard": (46, 46, 50),
             "borrowed": (40, 44, 40), "level": (52, 44, 34), "pool": (36, 34, 44), "bag": (56, 46, 30)}
REVIVE_SIZE = 52


# --- the zones that are not a row of dice -----------------------------------------------------------
def draw_lair_info(surface: pygame.Surface, layout: TableLayout, view: DelveView, lair: int,
                   pal: Palette) -> None:
    rect = layout.zones["lair"]
    d = view.dragon
    base = Rect(rect.x + 8, rect.bottom - 72, rect.w - 16, 64)
    if d.awake:
        draw.text(surface, "The Dragon is awake!", (base.centerx, base.y + 2), size=20, colour=pal.bad,
                  face="title", anchor="midtop")
        need = d.types_needed
        team = d.team
        size = 32
        x0 = base.centerx - (need * (size + 8) - 8) // 2
        for k in range(need):
            slot = Rect(x0 + k * (size + 8), base.y + 28, size, size)
            if k < len(team):
                paint.draw_die(surface, team[k].role, slot)
            else:
                pygame.draw.rect(surface, pal.text_dim, slot, 2, border_radius=6)
        return
    colour = pal.bad if lair >= d.lair_needed - 1 and lair else pal.text
    draw.text(surface, f"{lair} / {d.lair_needed}", (base.x + 4, base.y + 30), size=30, colour=colour,
              face="title", anchor="midleft")
    draw.paragraph(surface, f"{d.lair_needed} bring the Dragon", Rect(base.x + 78, base.y + 14, base.w - 80, 44),
                   size=15, colour=pal.text_dim)


def draw_level(surface: pygame.Surface, layout: TableLayout, level: int) -> None:
    rect = layout.zones["level"]
    area = Rect(rect.x, rect.y + CAPTION_H, rect.w, rect.h - CAPTION_H).inflate(-16, -8)
    paint.level_die(surface, level, area)


def draw_pool(surface: pygame.Surface, layout: TableLayout, count: int, pal: Palette) -> None:
    die = layout.pool_rect()
    for k in range(min(count, 3) - 1, -1, -1):     # a small heap: up to three dice, one behind another
        paint.draw_die(surface, "", die.move(k * 4, -k * 5))
    draw.text(surface, f"× {count}", (die.right + 8, die.centery), size=24, colour=pal.text, face="title",
              anchor="midleft")


def draw_bag(surface: pygame.Surface, layout: TableLayout, count: int, pal: Palette) -> Rect:
    """The treasure bag: a face-down token and how many are left. Returns where tokens come from."""
    rect = layout.zones["bag"]
    token = bag_token_rect(layout)
    if count:
        surface.blit(assets.scaled("cards/treasure_token_back", token.w, token.h), token)
    draw.text(surface, str(count), (rect.centerx, token.bottom + 8), size=28, colour=pal.gold, face="title",
              anchor="midtop")
    draw.text(surface, "tokens left", (rect.centerx, token.bottom + 42), size=15, colour=pal.text_dim,
              anchor="midtop")
    return token


def bag_token_rect(layout: TableLayout) -> Rect:
    rect = layout.zones["bag"]
    size = min(rect.w - 30, 72)
    token = Rect(0, 0, size, size)
    token.center = (rect.centerx, rect.y + CAPTION_H + 14 + size // 2)
    return token


# --- the revive picker ---------------------------------------------------------------------------------
def revive_targets(layout: TableLayout) -> list[tuple[Rect, Target]]:
    """Six party faces over the graveyard, to choose the face of a revived die."""
    zone = layout.zones["graveyard"]
    out = []
    step = REVIVE_SIZE + 12
    x0 = zone.centerx - (3 * step - 12) // 2
    y0 = zone.y + CAPTION_H + 28
    for k, face in enumerate(C.PARTY_FACES):
        row, col = divmod(k, 3)
        out.append((Rect(x0 + col * step, y0 + row * step, REVIVE_SIZE, REVIVE_SIZE), Target("face", name=face)))
    return out


def draw_revive(surface: pygame.Surface, layout: TableLayout, left: int, hover: Target | None,
                pal: Palette) -> None:
    zone = layout.zones["graveyard"]
    draw.panel(surface, zone.inflate(-6, -6), pal.panel, pal.gold, radius=10, width=3)
    draw.text(surface, f"Revive as… ({left} to go)", (zone.centerx, zone.y + CAPTION_H), size=18,
              colour=pal.gold, face="title", anchor="midtop")
    for rect, target in revive_targets(layout):
        if hover == target:
            draw.glow(surface, rect, pal.gold, 220)
        draw.ring(surface, rect, pal.gold, 2)
        paint.draw_die(surface, target.name, rect)
