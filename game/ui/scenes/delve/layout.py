"""The table's pieces: where they lie (its zones from boards/delve.tmx, fitted by the shared TableMap: moving a
zone in Tiled moves it here; the slots of the dice inside them, the pool's die, the bag's token and a seat's
tokens), and the looks the whole table shares (a die and its marks drawn with its light, a treasure token)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.games.delve import content as C
from game.ui import assets, draw
from game.ui.tablemap import Grid, TableMap, TableMapStyle, grid_for
from game.ui.theme import Palette

Rect = pygame.Rect
ZONE_TINT = {"party": (58, 54, 48), "dungeon": (36, 34, 44), "lair": (64, 30, 28), "graveyard": (46, 46, 50),
             "borrowed": (40, 44, 40), "level": (52, 44, 34), "pool": (36, 34, 44), "bag": (56, 46, 30)}
# The largest die drawn in each zone, and how many dice it has room for (so nothing jumps as dice come and go).
DICE = {"party": (66, 7), "dungeon": (72, 7), "graveyard": (54, 7), "borrowed": (40, 4), "lair": (54, 7)}
POOL_DIE = 44    # the pool is drawn as a small heap of dice with their count beside it
CAPTION_H = 22   # the caption band at the top of a tall zone


class DelveBoardStyle(TableMapStyle):
    """The table map in the board viewer: the shared table style in Dice Delve's zone colours."""

    tints = ZONE_TINT


@dataclass
class TableLayout(TableMap):
    grids: dict[str, Grid] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.grids = {z: grid_for(self.dice_area(z), n, round(size * min(1.0, self.scale / 0.95)))
                      for z, (size, n) in DICE.items() if z in self.zones}

    def dice_area(self, zone: str) -> Rect:
        """The part of a zone left for dice: below its caption band when it is tall (the Lair keeps room below
        its dice for the count and the Dragon's team), beside it when low."""
        r, cap = self.zones[zone], self.caption_in(self.zones[zone])
        if r.h < 80:
            left = (cap.right + 12) if cap is not None else r.x + 6
            return Rect(left, r.y + 3, r.right - left - 6, r.h - 6)
        return Rect(r.x + 8, r.y + CAPTION_H + 4, r.w - 16, r.h - CAPTION_H - (78 if zone == "lair" else 10))

    def die_rect(self, zone: str, index: int, count: int) -> Rect:
        """Where die `index` of `count` in a zone lies (every pool die lies on the pool's front die, its count
        written beside it: where dice going back to the pool fly)."""
        if zone == "pool":
            pool = self.zones["pool"]
            size = min(round(POOL_DIE * self.scale), pool.h - CAPTION_H - 8)
            return Rect(0, 0, size, size).move_to(midleft=(pool.x + 10, pool.y + CAPTION_H + (pool.h - CAPTION_H) // 2))
        return self.grids[zone].rect(index, max(count, index + 1))


def bag_token(zone: Rect) -> Rect:
    """The face-down token of the treasure bag: where tokens come from and go back to."""
    size = min(zone.w - 30, 72)
    return Rect(zone.centerx - size // 2, zone.y + CAPTION_H + 14, size, size)


def token_rects(zone: Rect, tokens: Sequence[str]) -> list[tuple[Rect, str]]:
    """A seat's tokens gathered by name (the same token shows once, with its count), each group's circle in
    its treasure zone: the biggest that fit, 48 across at most."""
    names = sorted(set(tokens))
    grid = grid_for(zone.inflate(-6, -6), len(names), 48, gap=6)
    radius = max(9, grid.size // 2)
    return [(Rect(0, 0, 2 * radius, 2 * radius).move_to(center=grid.rect(k, len(names)).center), name)
            for k, name in enumerate(names)]


# --- the looks the whole table shares ---------------------------------------------------------------------
LIGHT_SPILL = (10, 10, 10, 10)   # a glow reaches 9 pixels round what it lights


def paint_die(surface: pygame.Surface, rect: Rect, face: str, pal: Palette) -> None:
    """A party face on a white die, a dungeon face on a black one; "" is a plain black dungeon die."""
    size = max(4, rect.w)
    if face and assets.exists(f"dice/delve_{face.lower()}"):
        surface.blit(assets.scaled(f"dice/delve_{face.lower()}", size, size), rect)
        return
    img = pygame.Surface((size, size), pygame.SRCALPHA)   # (its shadow blends with what lies under it)
    body = img.get_rect().inflate(-size // 8, -size // 8)
    pygame.draw.rect(img, (0, 0, 0, 70), body.move(0, max(1, size // 20)), border_radius=size // 5)
    pygame.draw.rect(img, (38, 36, 46), body, border_radius=size // 5)
    top = body.inflate(-size // 5, -size // 5).move(0, -size // 30)
    pygame.draw.rect(img, (50, 48, 60), top, border_radius=size // 7)      # the top face catches the light
    pygame.draw.rect(img, (96, 90, 112), body, 2, border_radius=size // 5)
    surface.blit(img, rect)


def paint_reroll(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    """A die marked for a reroll (a mark drawn with its light): glowing, ringed in white."""
    draw.glow(surface, rect, pal.gold, 230)
    draw.ring(surface, rect, pal.white, 3)


def paint_team(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    """A die set against the Dragon (a mark drawn with its light): ringed in blue."""
    draw.ring(surface, rect, pal.blue, 4, 8)


def paint_borrowed(surface: pygame.Surface, rect: Rect, look: None, pal: Palette) -> None:
    """A dungeon die fighting for the party (a mark drawn with its light): black under it."""
    pygame.draw.rect(surface, (30, 28, 36), rect.inflate(6, 6), border_radius=rect.w // 4)


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
    draw.sprite(surface, f"cards/treasure_{shows}", rect.w, rect.center)
    if look.count > 1:
        badge = (rect.right - 4, rect.bottom - 6)
        pygame.draw.circle(surface, pal.panel, badge, 11)
        pygame.draw.circle(surface, pal.gold, badge, 11, 2)
        draw.text(surface, str(look.count), badge, size=15, colour=pal.text, face="bold", anchor="center")
