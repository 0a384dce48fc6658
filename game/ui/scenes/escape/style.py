"""How the escape path looks: a cave climbing out of Rovert's lair, drawn once at the map's own scale.

Every space type has its own colour and its own picture (monsters and the rooms that roll show the d8
number to reach; a web its turns lost; a bridge the card the troll wants), the tunnels run under the
squares, and every link on the Flaming Fireball of Doom's route carries a fireball symbol. The rooms'
requirements in words, the fire and the pieces are drawn over this by the scene at a readable size.
"""

from __future__ import annotations

import math
import random

import pygame

from game.engine.board import Board, Link, Mark, Space
from game.ui import assets, draw
from game.ui.boardview import BoardStyle
from game.ui.theme import Colour

Rect = pygame.Rect

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
INK: Colour = (34, 26, 20)
TUNNEL: Colour = (54, 48, 58)
TUNNEL_EDGE: Colour = (18, 15, 20)


def is_fire_link(link: Link) -> bool:
    return link.kind == "fire" or bool(link.props.get("fireball"))


class EscapeBoardStyle(BoardStyle):
    """The look of boards/escape.tmx, for the table and the board viewer alike."""

    def background(self, board: Board) -> Colour:
        return (24, 21, 27)

    def colour(self, kind: str) -> Colour:
        return KIND_COLOURS.get(kind, super().colour(kind))

    # --- the whole board ---------------------------------------------------------------------------
    def render(self, board: Board) -> pygame.Surface:
        surf = pygame.Surface((max(1, board.width), max(1, board.height)))
        self._backdrop(surf)
        marks = list(board.marks.values())
        for mark in marks:
            if mark.kind in ("zone", "decor"):
                self.draw_mark(surf, mark, board)
        links = list(board.links.values())
        for link in links:          # the tunnels first, so that every square sits on them
            self._tunnel(surf, link, board)
        for link in links:
            self.draw_link(surf, link, board)
        for space in board.spaces.values():
            self.draw_space(surf, space, board)
        for mark in marks:
            if mark.kind not in ("zone", "decor"):
                self.draw_mark(surf, mark, board)
        return surf

    def _backdrop(self, surf: pygame.Surface) -> None:
        """Dark rock, warmer and redder down in the lair, greyer towards the daylight at the top."""
        w, h = surf.get_size()
        top, mid, low = (44, 46, 56), (26, 23, 30), (46, 22, 18)
        for y in range(h):
            t = y / max(1, h - 1)
            a, b, f = (top, mid, t / 0.5) if t < 0.5 else (mid, low, (t - 0.5) / 0.5)
            pygame.draw.line(surf, tuple(int(p + (q - p) * f) for p, q in zip(a, b, strict=True)), (0, y), (w, y))
        draw.texture(surf, "ui/stone_tile", 55)

    # --- tunnels and the fireball's route ---------------------------------------------------------
    def _tunnel(self, surf: pygame.Surface, link: Link, board: Board) -> None:
        if link.kind != "path":
            return
        a, b = board.spaces[link.a].center, board.spaces[link.b].center
        for colour, width in ((TUNNEL_EDGE, 60), (TUNNEL, 48)):
            pygame.draw.line(surf, colour, a, b, width)
            for p in (a, b):
                pygame.draw.circle(surf, colour, p, width // 2)

    def draw_link(self, surf: pygame.Surface, link: Link, board: Board) -> None:
        a, b = board.spaces[link.a].center, board.spaces[link.b].center
        if not is_fire_link(link):
            pygame.draw.line(surf, (86, 78, 92), a, b, 3)
            return
        # The fireball's route: a smouldering line with the fireball symbol between the two spaces.
        pygame.draw.line(surf, (120, 52, 30), a, b, 6)
        pygame.draw.line(surf, (226, 120, 48), a, b, 2)
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        if assets.exists("pawns/fireball"):
            icon = assets.scaled("pawns/fireball", 40, 40)
            surf.blit(icon, icon.get_rect(center=(round(mid[0]), round(mid[1]))))

    # --- spaces ------------------------------------------------------------------------------------
    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        kind = space.kind
        rect = Rect(round(space.x), round(space.y), round(space.w), round(space.h))
        fill = self.colour(kind)
        if kind == "fireball":
            self._fire_square(surf, space, rect)
            return
        shade = tuple(int(c * 0.55) for c in fill)
        light = tuple(min(255, int(c * 1.18) + 10) for c in fill)
        pygame.draw.rect(surf, (12, 10, 14), rect.move(0, 4), border_radius=10)   # a shadow on the rock
        pygame.draw.rect(surf, fill, rect, border_radius=10)
        pygame.draw.rect(surf, light, rect.inflate(-8, -8), 2, border_radius=8)
        pygame.draw.rect(surf, shade, rect, 3, border_radius=10)
        painter = {
            "monster": self._monster, "goblin_pit": self._pit, "spider_web": self._web,
            "troll_bridge": self._bridge, "underground_river": self._river, "start": self._start,
            "exit": self._exit,
        }.get(kind)
        if painter is not None:
            painter(surf, space, rect)

    def _d8(self, surf: pygame.Surface, number: int, centre: tuple[int, int], size: int) -> None:
        """The d8 with the number to reach on it."""
        if assets.exists("dice/d8_blank"):
            img = assets.scaled("dice/d8_blank", size, size)
            surf.blit(img, img.get_rect(center=centre))
        else:
            c = size // 2
            pts = [(centre[0], centre[1] - c), (centre[0] + c, centre[1]), (centre[0], centre[1] + c),
                   (centre[0] - c, centre[1])]
            pygame.draw.polygon(surf, (244, 238, 222), pts)
        draw.text(surf, str(number), (centre[0], centre[1] + size // 32), size=int(size * 0.52), colour=INK,
                  face="bold", anchor="center")

    def _monster(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        # claw marks behind the die say "monster" without words
        for k in range(3):
            x = rect.x + 14 + k * 9
            pygame.draw.line(surf, (110, 30, 24), (x, rect.y + 10), (x + 12, rect.y + 26), 3)
        self._d8(surf, int(space.prop("number", 0)), rect.center, int(rect.w * 0.8))

    def _pit(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        for k, colour in enumerate(((70, 92, 36), (44, 58, 24), (24, 30, 14))):
            pygame.draw.ellipse(surf, colour, rect.inflate(-14 - k * 16, -30 - k * 14).move(0, 14))
        self._d8(surf, int(space.prop("number", 0)), (rect.centerx, rect.centery - 6), int(rect.w * 0.62))

    def _web(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        c = rect.center
        r = rect.w * 0.42
        spokes = [(c[0] + r * math.cos(a), c[1] + r * math.sin(a)) for a in (i * math.pi / 4 + 0.2 for i in range(8))]
        for p in spokes:
            pygame.draw.line(surf, (238, 238, 246), c, p, 2)
        for ring in (0.3, 0.6, 0.9):
            pts = [(c[0] + (p[0] - c[0]) * ring, c[1] + (p[1] - c[1]) * ring) for p in spokes]
            pygame.draw.polygon(surf, (238, 238, 246), pts, 2)
        pygame.draw.circle(surf, (30, 24, 30), (c[0] + 14, c[1] - 10), 8)   # the spider
        for dx in (-9, 9):
            pygame.draw.line(surf, (30, 24, 30), (c[0] + 14, c[1] - 10), (c[0] + 14 + dx, c[1] - 18), 2)
            pygame.draw.line(surf, (30, 24, 30), (c[0] + 14, c[1] - 10), (c[0] + 14 + dx, c[1] - 2), 2)

    def _bridge(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        for k in range(6):   # planks across a chasm
            y = rect.y + 12 + k * (rect.h - 24) // 6
            pygame.draw.rect(surf, (96, 62, 34), (rect.x + 12, y, rect.w - 24, (rect.h - 24) // 6 - 3),
                             border_radius=2)
        if assets.exists("cards/escape_back"):
            card = assets.scaled("cards/escape_back", 36, 50)
            surf.blit(card, card.get_rect(center=rect.center))

    def _river(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        for k in range(4):
            y = rect.y + 16 + k * 20
            pts = [(rect.x + 8 + i * 4, y + 4 * math.sin(i * 0.8 + k)) for i in range((rect.w - 16) // 4 + 1)]
            pygame.draw.lines(surf, (150, 196, 236), False, pts, 2)
        self._d8(surf, int(space.prop("number", 0)), rect.center, int(rect.w * 0.62))

    def _start(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        rng = random.Random(7)
        for _ in range(40):   # the dragon's treasure: a heap of coins
            x = rng.randint(rect.x + 14, rect.right - 14)
            y = rng.randint(rect.centery, rect.bottom - 12)
            pygame.draw.ellipse(surf, (250, 206, 90), (x - 9, y - 5, 18, 10))
            pygame.draw.ellipse(surf, (150, 104, 30), (x - 9, y - 5, 18, 10), 1)
        draw.text(surf, "START", (rect.centerx, rect.y + 30), size=34, colour=INK, face="title", anchor="center")

    def _exit(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        c = rect.centerx
        pygame.draw.polygon(surf, (250, 246, 226), [(c, rect.y + 10), (c + 22, rect.y + 34), (c - 22, rect.y + 34)])
        draw.text(surf, "EXIT", (c, rect.centery + 14), size=40, colour=INK, face="title", anchor="center")

    def _fire_square(self, surf: pygame.Surface, space: Space, rect: Rect) -> None:
        glow = pygame.Surface((rect.w + 40, rect.h + 40), pygame.SRCALPHA)
        for k in range(10, 0, -1):
            pygame.draw.ellipse(glow, (255, 110, 30, 10), glow.get_rect().inflate(-k * 4, -k * 4))
        surf.blit(glow, (rect.x - 20, rect.y - 20))
        pygame.draw.ellipse(surf, self.colour("fireball"), rect)
        pygame.draw.ellipse(surf, (236, 120, 48), rect, 4)
        draw.text(surf, str(space.prop("number", "")), rect.center, size=38, colour=(255, 226, 170), face="bold",
                  anchor="center")

    # --- marks: zones, decorations, labels ---------------------------------------------------------
    def draw_mark(self, surf: pygame.Surface, mark: Mark, board: Board) -> None:
        rect = Rect(round(mark.x), round(mark.y), round(mark.w), round(mark.h))
        if mark.kind == "zone":
            self._zone(surf, mark, rect)
        elif mark.kind == "decor":
            painter = getattr(self, f"_decor_{mark.prop('art', '')}", None)
            if painter is not None:
                painter(surf, rect)
        elif mark.kind == "hoard":
            plate = Rect(0, 0, rect.w + 20, rect.h + 8)
            plate.center = rect.center
            pygame.draw.rect(surf, (40, 24, 18), plate, border_radius=10)
            pygame.draw.rect(surf, (150, 110, 50), plate, 2, border_radius=10)
        elif mark.prop("text"):
            size = int(mark.prop("size", 28))
            size = max(size, 26)   # the map's own sizes read too small once the board is zoomed out
            text = str(mark.prop("text"))
            centre = (rect.centerx, rect.centery)
            draw.text(surf, text, (centre[0] + 2, centre[1] + 2), size=size, colour=(0, 0, 0), face="title",
                      anchor="center")
            draw.text(surf, text, centre, size=size, colour=(232, 186, 92), face="title", anchor="center")

    def _zone(self, surf: pygame.Surface, mark: Mark, rect: Rect) -> None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        if "lair" in str(mark.prop("text", "")).lower():
            for k in range(14):   # the dragon's heat, strongest at the bottom
                alpha = 6 + k * 2
                pygame.draw.ellipse(layer, (190, 60, 20, alpha),
                                    (rect.w * k / 40, rect.h * (0.3 + k / 30), rect.w * (1 - k / 20), rect.h))
        else:
            for k in range(12):   # daylight falling in
                pygame.draw.ellipse(layer, (255, 244, 200, 12), layer.get_rect().inflate(-k * 40, -k * 12))
        surf.blit(layer, rect.topleft)

    def _decor_dragon(self, surf: pygame.Surface, rect: Rect) -> None:
        """Rovert himself, mostly out of sight: a scaly flank and one great eye watching the treasure."""
        body = [(rect.x, rect.y), (rect.right - 10, rect.y + 40), (rect.right, rect.centery),
                (rect.right - 20, rect.bottom), (rect.x, rect.bottom)]
        pygame.draw.polygon(surf, (70, 20, 18), body)
        rng = random.Random(3)
        for _ in range(40):
            x, y = rng.randint(rect.x, rect.right - 30), rng.randint(rect.y + 30, rect.bottom - 10)
            pygame.draw.arc(surf, (110, 34, 26), (x, y, 22, 14), 3.3, 6.1, 2)
        eye = Rect(0, 0, 60, 34)
        eye.center = (rect.centerx + 6, rect.y + 80)
        glow = pygame.Surface((120, 90), pygame.SRCALPHA)
        for k in range(8, 0, -1):
            pygame.draw.ellipse(glow, (255, 190, 40, 14), glow.get_rect().inflate(-k * 10, -k * 8))
        surf.blit(glow, glow.get_rect(center=eye.center))
        pygame.draw.ellipse(surf, (250, 200, 40), eye)
        pygame.draw.ellipse(surf, (20, 10, 6), (eye.centerx - 5, eye.y + 2, 10, eye.h - 4))
        pygame.draw.ellipse(surf, (40, 10, 8), eye, 3)

    def _decor_treasure(self, surf: pygame.Surface, rect: Rect) -> None:
        rng = random.Random(11)
        for _ in range(26):
            x, y = rng.randint(rect.x, rect.right), rng.randint(rect.y, rect.bottom)
            pygame.draw.ellipse(surf, (240, 196, 80), (x - 8, y - 4, 16, 8))
            pygame.draw.ellipse(surf, (140, 96, 26), (x - 8, y - 4, 16, 8), 1)

    def _decor_bones(self, surf: pygame.Surface, rect: Rect) -> None:
        bone = (214, 204, 180)
        for (x0, y0, x1, y1) in ((0.1, 0.3, 0.6, 0.8), (0.4, 0.8, 0.9, 0.3)):
            a = (rect.x + rect.w * x0, rect.y + rect.h * y0)
            b = (rect.x + rect.w * x1, rect.y + rect.h * y1)
            pygame.draw.line(surf, bone, a, b, 6)
            for p in (a, b):
                pygame.draw.circle(surf, bone, p, 6)
        skull = (rect.right - 8, rect.y + 10)
        pygame.draw.circle(surf, bone, skull, 12)
        for dx in (-5, 5):
            pygame.draw.circle(surf, (30, 24, 24), (skull[0] + dx, skull[1] - 1), 3)

    def _decor_pillar(self, surf: pygame.Surface, rect: Rect) -> None:
        rng = random.Random(5)
        pts = [(rect.x, rect.centery)]
        for k in range(1, 12):
            pts.append((rect.x + rect.w * k / 12, rect.y + rng.randint(0, 24)))
        pts.append((rect.right, rect.centery))
        for k in range(11, 0, -1):
            pts.append((rect.x + rect.w * k / 12, rect.bottom - rng.randint(0, 24)))
        pygame.draw.polygon(surf, (38, 34, 42), pts)
        pygame.draw.polygon(surf, (66, 60, 72), pts, 3)

    def _decor_torch(self, surf: pygame.Surface, rect: Rect) -> None:
        glow = pygame.Surface((160, 160), pygame.SRCALPHA)
        for k in range(10, 0, -1):
            pygame.draw.circle(glow, (255, 170, 60, 9), (80, 80), k * 8)
        surf.blit(glow, glow.get_rect(center=(rect.centerx, rect.y + 12)))
        pygame.draw.line(surf, (90, 60, 36), (rect.centerx, rect.y + 18), (rect.centerx, rect.bottom), 6)
        pygame.draw.polygon(surf, (255, 170, 50), [(rect.centerx, rect.y - 4), (rect.centerx + 9, rect.y + 18),
                                                   (rect.centerx - 9, rect.y + 18)])
        pygame.draw.polygon(surf, (255, 236, 150), [(rect.centerx, rect.y + 6), (rect.centerx + 4, rect.y + 18),
                                                    (rect.centerx - 4, rect.y + 18)])

    def _decor_sunlight(self, surf: pygame.Surface, rect: Rect) -> None:
        """Daylight falling in at the top: a few soft beams fanning out below the opening."""
        layer = pygame.Surface((rect.w + 200, rect.h + 260), pygame.SRCALPHA)
        top_y, low_y = 0, rect.h + 250
        for k in range(5):
            x = 100 + rect.w * (k + 0.5) / 5
            spread = (k - 2) * 40
            pygame.draw.polygon(layer, (255, 246, 210, 14), [(x - 10, top_y), (x + 10, top_y),
                                                              (x + spread + 34, low_y), (x + spread - 34, low_y)])
        surf.blit(layer, (rect.x - 100, rect.y))
