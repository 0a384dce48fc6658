"""Draw every image in sprites/ (except fonts/) procedurally with pygame-ce.

Run from anywhere:  python sprites/make_sprites.py  [--only menu,dice,...]
Deterministic: every random choice comes from a seeded random.Random, so a re-run gives the same files.
Only the standard library and pygame-ce are used (no numpy). Shapes are drawn supersampled and scaled
down with smoothscale for clean anti-aliased edges; soft light is made from radial fields computed at a low
resolution and scaled up; textures come from a small tiling value-noise generator.

This is the command, and nothing imports it: the drawing kit is in modules of their own at the bottom (palette,
surfaces, canvas, geometry, text, flames, output), the pictures in the modules above it (dice_art, pawn_art,
card_backs, ui_art, the menu_* scenes, board_art, card_art, town_art, doors_monsters, doors_items and the
modules they stand on), and here only the groups that --only chooses between.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from board_art import make_board_art  # noqa: E402
from board_art import make_tokens as tokens  # noqa: E402
from card_art import make_card_art  # noqa: E402
from card_backs import make_cards  # noqa: E402
from dice_art import make_dice  # noqa: E402
from doors_items import ITEMS  # noqa: E402
from doors_items import OVER as ITEM_OVER  # noqa: E402
from doors_items import UNDER as ITEM_UNDER  # noqa: E402
from doors_monsters import MONSTERS, OVER, UNDER  # noqa: E402
from menu_delve import menu_delve  # noqa: E402
from menu_doors import menu_doors  # noqa: E402
from menu_dungeon import menu_dungeon  # noqa: E402
from menu_escape import menu_escape  # noqa: E402
from menu_town import menu_town  # noqa: E402
from output import HERE, save  # noqa: E402
from pawn_art import make_pawns  # noqa: E402
from sticker_kit import sticker  # noqa: E402
from text import draw_text  # noqa: E402
from town_art import make_town_art  # noqa: E402
from ui_art import make_ui  # noqa: E402

MENU_SCENES = {"dungeon": menu_dungeon, "town": menu_town, "escape": menu_escape, "delve": menu_delve,
               "doors": menu_doors}


def make_menu(only=None):
    for key, fn in MENU_SCENES.items():
        if only and key not in only:
            continue
        save(fn(), f"menu/{key}.png")


def make_tokens(only=None):
    tokens(save, lambda rel: pygame.image.load(str(HERE / rel)))


def make_boards(only=None):
    make_board_art(save, lambda dst, words, face, size, colour, centre: draw_text(dst, words, face, size, colour,
                                                                                  centre),
                   pygame.image.load(str(HERE / "cards" / "escape_back.png")))


def make_cardart(only=None):
    make_card_art(save)


def make_townart(only=None):
    make_town_art(save)


def make_doorsart(only=None):
    for kind, art in MONSTERS.items():
        if not only or kind in only:
            save(sticker(art, OVER.get(kind), UNDER.get(kind)), f"cards/doors_monster_{kind}.png")
    for kind, art in ITEMS.items():
        if not only or kind in only:
            save(sticker(art, ITEM_OVER.get(kind), ITEM_UNDER.get(kind)), f"cards/doors_item_{kind}.png")


def main(argv):
    pygame.font.init()
    groups = {"menu": make_menu, "dice": make_dice, "cards": make_cards, "pawns": make_pawns, "ui": make_ui,
              "boards": make_boards, "tokens": make_tokens, "cardart": make_cardart,
              "townart": make_townart, "doorsart": make_doorsart}
    chosen = None
    if len(argv) > 1 and argv[1] == "--only":
        chosen = set(argv[2].split(","))
    for name, fn in groups.items():
        if chosen and name not in chosen and not any(c.startswith(name + ":") for c in chosen):
            continue
        sub = {c.split(":", 1)[1] for c in (chosen or ()) if c.startswith(name + ":")}
        fn(sub or None)
        print("made", name)


if __name__ == "__main__":
    main(sys.argv)
