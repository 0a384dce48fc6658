"""Compose a contact sheet of every sprite (fonts excluded) so they can be checked at a glance.

    python sprites/preview.py [OUT.png] [--scale N]

Writes /tmp/dungeon_shelf_sprites.png by default. Each image is shown at its own size times the
scale for small sprites (at least 1x), on the app's background stone, labelled with its path.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
BG = (27, 26, 34)
PANEL = (42, 40, 51)
LABEL = (233, 220, 192)
SECTION = (217, 164, 65)
SHEET_W = 1600


def collect():
    groups: dict[str, list[Path]] = {}
    for path in sorted(HERE.rglob("*.png")):
        rel = path.relative_to(HERE)
        if rel.parts[0] == "fonts":
            continue
        groups.setdefault(str(rel.parent), []).append(path)
    return groups


def cell_scale(img, scale):
    w, h = img.get_size()
    if max(w, h) <= 64:
        return scale
    if max(w, h) <= 180:
        return max(1, scale // 2) if scale > 1 else 1
    return 1


def main(argv):
    out = Path("/tmp/dungeon_shelf_sprites.png")
    scale = 2
    args = list(argv[1:])
    if "--scale" in args:
        i = args.index("--scale")
        scale = int(args[i + 1])
        del args[i:i + 2]
    if args:
        out = Path(args[0])
    pygame.font.init()
    label_font = pygame.font.Font(str(HERE / "fonts" / "Lato-Regular.ttf"), 11)
    head_font = pygame.font.Font(str(HERE / "fonts" / "EBGaramond-SemiBold.ttf"), 22)
    groups = collect()
    # lay out: rows of cells, wrapping at SHEET_W
    placements = []
    y = 10
    for group, paths in groups.items():
        placements.append(("head", group, (12, y)))
        y += 32
        x = 12
        row_h = 0
        for path in paths:
            img = pygame.image.load(str(path))
            k = cell_scale(img, scale)
            w, h = img.get_width() * k, img.get_height() * k
            cw = max(w, 112) + 12
            if x + cw > SHEET_W:
                x = 12
                y += row_h + 8
                row_h = 0
            placements.append(("img", (path, img, k), (x, y)))
            x += cw
            row_h = max(row_h, h + 18)
        y += row_h + 16
    sheet = pygame.Surface((SHEET_W, y + 10))
    sheet.fill(BG)
    for kind, what, (x, y) in placements:
        if kind == "head":
            sheet.blit(head_font.render(what + "/", True, SECTION), (x, y))
            continue
        path, img, k = what
        w, h = img.get_width() * k, img.get_height() * k
        pygame.draw.rect(sheet, PANEL, (x - 2, y - 2, max(w, 112) + 4, h + 4), border_radius=3)
        sheet.blit(pygame.transform.scale(img, (w, h)) if k != 1 else img, (x, y))
        name = path.name + (f"  x{k}" if k != 1 else "")
        sheet.blit(label_font.render(name, True, LABEL), (x, y + h + 3))
    pygame.image.save(sheet, str(out))
    count = sum(len(p) for p in groups.values())
    print(f"{count} sprites -> {out} ({sheet.get_width()}x{sheet.get_height()})")


if __name__ == "__main__":
    main(sys.argv)
