"""What the main menu's pictures (menu/, `--only menu`) share: their size, 320 x 180, and the finish (vignette,
grain, a stone backing so each is fully opaque).
"""

from __future__ import annotations

from palette import STONE
from surfaces import grain, surf, vignette

MW, MH = 320, 180
WARM = (255, 170, 80, 255)
FIRE = (255, 120, 40, 255)


def finish_scene(img, seed, vig=0.62, grain_amount=22, vcx=0.5, vcy=0.5):
    vignette(img, vig, inner=0.35, cx=vcx, cy=vcy)
    grain(img, seed, grain_amount)
    out = surf(*img.get_size())
    out.fill(STONE)  # menu art is fully opaque
    out.blit(img, (0, 0))
    return out
