"""The table itself, drawn once per palette: the wood, the zones' frames and captions of boards/doors.tmx,
each seat's place framed as one box, and in it the empty slots (a faint outline and the picture of what
goes there). Everything that moves lies over it, as parts of its own."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.ui import assets, draw
from game.ui.tablemap import TableMap
from game.ui.tabletop.cards import seat_box
from game.ui.theme import SMALL, Colour, Palette

from .layout import SLOT_ICONS

Rect = pygame.Rect
TINTS: dict[str, Colour] = {"combat": (58, 40, 34), "door_deck": (48, 36, 40), "treasure_deck": (52, 46, 30)}


class Ground:
    """How the table is drawn, for a table map and its seats' places (a bound method of it is the table
    part's look: the same for every layout of this table)."""

    def __init__(self, table: TableMap, seats: Mapping[int, dict[str, Rect]], size: tuple[int, int]) -> None:
        self.table, self.seats, self.size = table, seats, size

    def render(self, pal: Palette) -> pygame.Surface:
        surface = self.table.render(self.size, pal, TINTS)
        for zones in self.seats.values():
            box = seat_box(zones)
            if box is not None:
                draw.panel(surface, box, pal.panel, pal.line, radius=10, shadow=True)
        for zones in self.seats.values():
            furnish(surface, zones, pal)
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        return surface


def furnish(surface: pygame.Surface, zones: dict[str, Rect], pal: Palette) -> None:
    """A seat's empty slots: a faint outline and the picture of what goes there."""
    for zone, rect in zones.items():
        if zone == "level":
            continue
        pygame.draw.rect(surface, pal.line, rect, 1, border_radius=5)
        icon = f"cards/doors_icon_{SLOT_ICONS.get(zone, '')}"
        size = min(rect.w, rect.h) - 12
        if zone in SLOT_ICONS and size > 12 and assets.exists(icon):
            img = assets.scaled(icon, size, size).copy()
            img.set_alpha(60)
            surface.blit(img, img.get_rect(center=rect.center))
        elif zone == "carried":
            draw.text(surface, "carried", rect.center, size=SMALL - 1, colour=pal.line, face="italic",
                      anchor="center")
