"""Card art made by script: Kick the Door's card pictures (cards/doors_icon_<name>.png, 96 x 96, one per kind
of card and slot) and Wilds & Depths' deck backs (cards/town_back_<deck>.png, 120 x 168). Made by
make_sprites.py (`--only cardart`) with the drawing kit's helpers, deterministic, CC0 like every sprite here.

A picture is drawn once on a clean layer and then given an ink outline round its whole silhouette and a soft
shadow below: the same sticker look as the Dice Delve faces, and it keeps each shape readable when the card
table shrinks the picture to 40 px on parchment or on the dark table. The look and the shapes the pictures
share are in sticker_kit.py, the pictures in doors_icons.py and town_backs.py; here they are written out.
"""

from __future__ import annotations

from doors_icons import DOORS_ICONS, GLOW_OVER, GLOW_UNDER
from sticker_kit import sticker
from town_backs import DEPTHS, depth_back, shop_back, wilds_back


def make_card_art(save):
    """Every picture here; `save(img, rel)` writes a sprite."""
    for name, draw in DOORS_ICONS.items():
        save(sticker(draw, GLOW_OVER.get(name), GLOW_UNDER.get(name)), f"cards/doors_icon_{name}.png")
    save(wilds_back(), "cards/town_back_wilds.png")
    for depth in DEPTHS:
        save(depth_back(depth), f"cards/town_back_depth{depth}.png")
    save(shop_back(), "cards/town_back_shop.png")
