"""Render boards/dungeon.tmx to a PNG, as the board would look on the table, to check the map by eye.

    SDL_VIDEODRIVER=dummy python boards/src/preview_dungeon.py [--scale 0.5] [--out /tmp/dungeon.png]

It reads the map through the game's own schema (so what it draws is what the rules see) and draws it
with the game screen's own board style (DungeonBoardStyle): section backgrounds, yellow corridor slabs,
rooms in their level's colour, large chambers, doors as black bars, secret doors as grey dashes,
staircases as brown ladders with their steps, and the level labels. The look lives there, once.
"""

from __future__ import annotations

import argparse
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
from game.ui.scenes.dungeon.style import DungeonBoardStyle  # noqa: E402
from game.ui.theme import NORMAL  # noqa: E402


def render(path: Path, scale: float) -> pygame.Surface:
    """The board at `scale`, in the look the game's screen gives it (game/ui/scenes/dungeon/style.py)."""
    board = load_board(path, SCHEMA, "dungeon")
    pygame.font.init()
    full = DungeonBoardStyle(NORMAL).render(board)
    if scale == 1:
        return full
    size = (max(1, round(board.width * scale)), max(1, round(board.height * scale)))
    return pygame.transform.smoothscale(full, size)


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
