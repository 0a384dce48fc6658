"""How the escape path looks: a cave climbing out of Rovert's lair, drawn once at the map's own scale.

Every space type has its own colour and its own picture (monsters and the rooms that roll show the d8
number to reach; a web its turns lost; a bridge the card the troll wants), the tunnels run under the
squares, and every link on the Flaming Fireball of Doom's route carries a fireball symbol. The rooms'
requirements in words, the fire and the pieces are drawn over this by the scene at a readable size.
"""

from __future__ import annotations

import pygame

from game.engine.board import Board, Link, Mark, Space
from game.games.escape.odds import ROLLS
from game.ui import assets, draw
from game.ui.boardview import BoardStyle, map_rect
from game.ui.theme import Colour

# Each space type its own colour (the rooms are a little larger on the map too).
KIND_COLOURS: dict[str, Colour] = {
    "square": (196, 178, 142),
    "monster": (170, 60, 46),
    "goblin_pit": (112, 146, 58),
    "spider_web": (160, 156, 176),
    "troll_bridge": (148, 102, 60),
    "underground_river": (56, 108, 170),
    "start": (218, 172, 66),
    "exit": (236, 226, 186),
    "fireball": (112, 36, 22),
}


class EscapeBoardStyle(BoardStyle):
    """The look of boards/escape.tmx, for the table and the board viewer alike."""

    edge_room = 36    # what a room asks, on a plate under a square at the map's edge, is wider than the square

    # --- the whole board ---------------------------------------------------------------------------
    def render(self, board: Board) -> pygame.Surface:
        w, h = max(1, board.width), max(1, board.height)
        surf = pygame.Surface((w, h))
        top, mid, low = (44, 46, 56), (26, 23, 30), (46, 22, 18)
        for y in range(h):   # dark rock, warmer and redder down in the lair, greyer towards the daylight at the top
            t = y / max(1, h - 1)
            a, b, f = (top, mid, t / 0.5) if t < 0.5 else (mid, low, (t - 0.5) / 0.5)
            pygame.draw.line(surf, tuple(int(p + (q - p) * f) for p, q in zip(a, b, strict=True)), (0, y), (w, y))
        draw.texture(surf, "ui/stone_tile", 55)
        for mark in board.marks_of_kind("zone", "decor"):
            self.draw_mark(surf, mark, board)
        for link in board.links_of_kind("path"):   # the tunnels first, so that every square sits on them
            a, b = board.spaces[link.a].center, board.spaces[link.b].center
            for colour, width in (((18, 15, 20), 60), ((54, 48, 58), 48)):   # its dark edge, then its floor
                pygame.draw.line(surf, colour, a, b, width)
                for p in (a, b):
                    pygame.draw.circle(surf, colour, p, width // 2)
        for link in board.links.values():
            self.draw_link(surf, link, board)
        for space in board.spaces.values():
            self.draw_space(surf, space, board)
        for mark in board.marks_of_kind("hoard", "label"):   # (the schema's other kinds: over the squares)
            self.draw_mark(surf, mark, board)
        return surf

    # --- links and the fireball's route ---------------------------------------------------------
    def draw_link(self, surf: pygame.Surface, link: Link, board: Board) -> None:
        a, b = board.spaces[link.a].center, board.spaces[link.b].center
        if link.kind != "fire" and not link.props.get("fireball"):
            pygame.draw.line(surf, (86, 78, 92), a, b, 3)
            return
        # The fireball's route: a smouldering line with the fireball symbol between the two spaces.
        pygame.draw.line(surf, (120, 52, 30), a, b, 6)
        pygame.draw.line(surf, (226, 120, 48), a, b, 2)
        draw.sprite(surf, "pawns/fireball", 40, (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2)))

    # --- spaces ------------------------------------------------------------------------------------
    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        kind, fill = space.kind, KIND_COLOURS[space.kind]   # (the map's schema allows no other kind)
        rect = map_rect(space)
        if kind == "fireball":   # a glowing disc with its number
            glow = draw.halo(rect.w // 2 + 20, (255, 110, 30))
            surf.blit(glow, glow.get_rect(center=rect.center))
            pygame.draw.ellipse(surf, fill, rect)
            pygame.draw.ellipse(surf, (236, 120, 48), rect, 4)
            draw.text(surf, str(space.prop("number", "")), rect.center, size=38, colour=(255, 226, 170), face="bold",
                      anchor="center")
            return
        shade = tuple(int(c * 0.55) for c in fill)
        light = tuple(min(255, int(c * 1.18) + 10) for c in fill)
        pygame.draw.rect(surf, (12, 10, 14), rect.move(0, 4), border_radius=10)   # a shadow on the rock
        draw.panel(surf, rect, fill, shade, radius=10, width=3)
        pygame.draw.rect(surf, light, rect.inflate(-8, -8), 2, border_radius=8)
        self.picture(surf, board, kind, rect)
        if kind in ROLLS:   # the d8 with the number to reach on it
            size = int(rect.w * (0.8 if kind == "monster" else 0.62))
            x, y = rect.centerx, rect.centery - (6 if kind == "goblin_pit" else 0)
            draw.sprite(surf, "dice/d8_blank", size, (x, y))
            draw.text(surf, str(int(space.prop("number", 0))), (x, y + size // 32), size=int(size * 0.52),
                      colour=(34, 26, 20), face="bold", anchor="center")

    # --- marks: zones, decorations, labels ---------------------------------------------------------
    def draw_mark(self, surf: pygame.Surface, mark: Mark, board: Board) -> None:
        rect = map_rect(mark)
        if mark.kind == "zone":
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            if "lair" in str(mark.prop("text", "")).lower():
                for k in range(14):   # the dragon's heat, strongest at the bottom
                    pygame.draw.ellipse(layer, (190, 60, 20, 6 + k * 2),
                                        (rect.w * k / 40, rect.h * (0.3 + k / 30), rect.w * (1 - k / 20), rect.h))
            else:
                for k in range(12):   # daylight falling in
                    pygame.draw.ellipse(layer, (255, 244, 200, 12), layer.get_rect().inflate(-k * 40, -k * 12))
            surf.blit(layer, rect.topleft)
        elif mark.kind == "decor":
            super().draw_mark(surf, mark, board)
        elif mark.kind == "hoard":
            draw.panel(surf, rect.inflate(20, 8), (40, 24, 18), (150, 110, 50), radius=10)
        elif mark.prop("text"):
            size, text, words = caption(mark, surf.get_rect())
            for d, colour in ((2, (0, 0, 0)), (0, (232, 186, 92))):   # a shadow under the words
                draw.text(surf, text, words.move(d, d).center, size=size, colour=colour, face="title", anchor="center")


def caption(mark: Mark, board: pygame.Rect) -> tuple[int, str, pygame.Rect]:
    """A caption mark's type size, words and where they lie on the board (map pixels)."""
    size = max(26, int(mark.prop("size", 28)))   # the map's own sizes read too small zoomed out
    text = str(mark.prop("text"))
    at = map_rect(mark)
    words = assets.text("title", size, text, (0, 0, 0)).get_rect(center=at.center)
    return size, text, words.clamp(board.inflate(-6, -6))   # a caption at the map's edge stays whole on it
