"""Render boards/dungeon.tmx to a PNG, as the board would look on the table, to check the map by eye.

    SDL_VIDEODRIVER=dummy python boards/src/preview_dungeon.py [--scale 0.5] [--out /tmp/dungeon.png]

It reads the map through the game's own schema (so what it draws is what the rules see): section
backgrounds, yellow corridor slabs, rooms in their level's colour, large chambers, doors as black bars,
secret doors as grey dashes, staircases as brown ladders with their steps, and the level labels.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.engine.board import load_board  # noqa: E402
from game.games.dungeon.board import SCHEMA  # noqa: E402
from game.games.dungeon.levels import LEVELS  # noqa: E402

FONTS = ROOT / "sprites" / "fonts"
SLAB = (232, 196, 92)
SLAB_EDGE = (120, 92, 40)
CHAMBER = (240, 212, 120)
INK = (20, 16, 12)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    path = FONTS / ("Lato-Bold.ttf" if bold else "Lato-Regular.ttf")
    return pygame.font.Font(str(path) if path.exists() else None, size)


def shade(rgb: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * k))) for c in rgb)


def text_in(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour: tuple[int, int, int],
            bold: bool = False) -> None:
    """Text centred in rect, wrapped onto as many lines as fit, shrunk if it must."""
    while size >= 7:
        f = font(size, bold)
        words, lines, line = text.split(), [], ""
        for w in words:
            trial = (line + " " + w).strip()
            if f.size(trial)[0] <= rect.w - 4 or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
        height = len(lines) * f.get_linesize()
        if height <= rect.h - 2 and all(f.size(ln)[0] <= rect.w - 2 for ln in lines):
            break
        size -= 1
    y = rect.centery - height / 2
    for ln in lines:
        img = f.render(ln, True, colour)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += f.get_linesize()


def render(path: Path, scale: float) -> pygame.Surface:
    board = load_board(path, SCHEMA, "dungeon")
    pygame.font.init()
    s = scale
    surf = pygame.Surface((int(board.width * s), int(board.height * s)))
    surf.fill((43, 33, 24))

    def r(shape: object) -> pygame.Rect:
        return pygame.Rect(round(shape.x * s), round(shape.y * s), round(shape.w * s), round(shape.h * s))

    for mark in board.marks_of_kind("section"):
        rgb = LEVELS[mark.prop("level")].rgb
        area = r(mark)
        pygame.draw.rect(surf, shade(rgb, 0.28), area)
        pygame.draw.rect(surf, (12, 10, 8), area, max(1, int(4 * s)))
    for sp in board.spaces.values():
        if sp.kind == "chamber":
            colour = CHAMBER
            if sp.points:
                pts = [(x * s, y * s) for x, y in sp.points]
                pygame.draw.polygon(surf, colour, pts)
                pygame.draw.polygon(surf, INK, pts, max(1, int(3 * s)))
            else:
                pygame.draw.rect(surf, colour, r(sp))
                pygame.draw.rect(surf, INK, r(sp), max(1, int(3 * s)))
    for sp in board.spaces.values():
        if sp.kind == "corridor":
            area = r(sp)
            pygame.draw.rect(surf, SLAB, area)
            pygame.draw.rect(surf, SLAB_EDGE, area, 1)
        elif sp.kind == "room":
            rgb = LEVELS[sp.prop("level")].rgb
            pygame.draw.rect(surf, rgb, r(sp))
            pygame.draw.rect(surf, INK, r(sp), max(1, int(3 * s)))
        elif sp.kind == "start":
            pygame.draw.rect(surf, (250, 246, 230), r(sp))
            pygame.draw.rect(surf, INK, r(sp), max(1, int(3 * s)))
            for i in range(1, 5):  # the steps of the Main Staircase
                y = r(sp).y + i * r(sp).h / 5
                pygame.draw.line(surf, INK, (r(sp).x, y), (r(sp).right, y), 1)
    for link in board.links.values():
        (ax, ay), (bx, by) = link.points[0], link.points[-1]
        ax, ay, bx, by = ax * s, ay * s, bx * s, by * s
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        mx, my = (ax + bx) / 2, (ay + by) / 2
        half = 11 * s
        if link.kind in ("door", "secret_door"):
            p, q = (mx - uy * half, my + ux * half), (mx + uy * half, my - ux * half)
            if link.kind == "door":
                pygame.draw.line(surf, INK, p, q, max(2, int(7 * s)))
            else:
                for i in range(0, 4, 2):
                    t0, t1 = i / 4, (i + 1) / 4
                    pygame.draw.line(surf, (150, 150, 150), (p[0] + (q[0] - p[0]) * t0, p[1] + (q[1] - p[1]) * t0),
                                     (p[0] + (q[0] - p[0]) * t1, p[1] + (q[1] - p[1]) * t1), max(2, int(6 * s)))
        elif link.kind == "stairs":
            pygame.draw.line(surf, (110, 60, 20), (ax, ay), (bx, by), max(3, int(14 * s)))
            rungs = max(3, int(length / (8 * s)))
            for i in range(1, rungs):
                cx, cy = ax + dx * i / rungs, ay + dy * i / rungs
                pygame.draw.line(surf, (240, 220, 180), (cx - uy * 7 * s, cy + ux * 7 * s),
                                 (cx + uy * 7 * s, cy - ux * 7 * s), 1)
            steps = str(link.props.get("steps"))
            badge = pygame.Rect(0, 0, int(20 * s) + 6, int(20 * s) + 6)
            badge.center = (int(mx), int(my))
            pygame.draw.ellipse(surf, (110, 60, 20), badge)
            text_in(surf, steps, badge, int(18 * s) + 4, (255, 240, 200), bold=True)
    for sp in board.spaces.values():
        if sp.kind in ("room", "chamber") and sp.name:
            area = r(sp)
            if sp.kind == "room":
                text_in(surf, sp.name, area.inflate(-4, -4), int(15 * s) + 3, (255, 255, 255), bold=True)
            else:
                inner = area.inflate(-int(40 * s), -int(40 * s))
                for start in board.of_kind("start"):  # the Main Gallery: its name above the Main Staircase
                    if sp.contains(*start.center):
                        inner = pygame.Rect(inner.x, inner.y, inner.w, max(8, r(start).y - inner.y))
                text_in(surf, sp.name.upper(), inner, int(22 * s) + 4, (90, 50, 10), bold=True)
    for mark in board.marks_of_kind("label"):
        text_in(surf, mark.props["text"], r(mark), int(mark.props.get("size", 36) * s), (250, 236, 200), bold=True)
    return surf


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", type=Path, default=ROOT / "boards" / "dungeon.tmx")
    parser.add_argument("--scale", type=float, default=0.5)
    parser.add_argument("--out", type=Path, default=Path("/tmp/dungeon_preview.png"))
    parser.add_argument("--crop", help="x,y,w,h in map pixels: render only that part (at --scale)")
    args = parser.parse_args(argv)
    surf = render(args.map, args.scale)
    if args.crop:
        x, y, w, h = (int(float(v) * args.scale) for v in args.crop.split(","))
        surf = surf.subsurface(pygame.Rect(x, y, w, h).clip(surf.get_rect())).copy()
    pygame.image.save(surf, str(args.out))
    print(f"wrote {args.out} ({surf.get_width()}x{surf.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
