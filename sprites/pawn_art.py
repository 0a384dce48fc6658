"""The pawns (pawns/, `--only pawns`): Dungeon!'s four heroes and Escape's six hirelings on round bases, their
grey copies to tint, and the fireball. Wilds & Depths' pawns (town_pawns.py) are drawn in the same style.
"""

from __future__ import annotations

import math

import pygame
from canvas import Canvas
from flames import draw_flame, fireball_art
from geometry import circle_pts
from output import save
from palette import BLACK, BLUE, GOLD, GREEN, PURPLE, RED, WHITE, clamp, mix, shade
from surfaces import field, masked

SKIN = (232, 190, 150, 255)
STEEL = (176, 184, 198, 255)
LEATHER = (120, 74, 40, 255)
PAWN_INK = (26, 20, 18, 255)


def pawn_sprite(draw, garment, size=48):
    """Draw a figure with draw(canvas, garment), then give it a dark outline, soft shading and a base."""
    cv = Canvas(size, size, 4)
    fig = Canvas(size, size, 4)
    draw(fig, garment)
    # shading: light from the upper left
    shade_l = Canvas(size, size, 4)
    shade_l.surf.blit(field(size * 4, size * 4, lambda u, v: (
        int(255 * clamp(1.18 - 0.5 * (u * 0.6 + v * 0.8))),) * 3 + (255,), res=48), (0, 0))
    over = shade_l.surf
    over.blit(fig.surf, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    shaded = masked(over, fig.surf)
    # the base the figure stands on
    cv.shadow(lambda c: c.ellipse((7, 38, 34, 9), BLACK), offset=(0, 1.2), blur=1.2, alpha=150)
    cv.ellipse((7, 37, 34, 10), PAWN_INK)
    cv.ellipse((8, 37.6, 32, 8), shade(garment, 0.55))
    cv.ellipse((8.6, 37, 30.8, 7), mix(garment, (40, 36, 44, 255), 0.55))
    cv.ellipse((12, 37.8, 16, 3), (255, 255, 255, 50))
    # outline: the silhouette in ink, stamped around
    sil = fig.surf.copy()
    sil.fill((PAWN_INK[0], PAWN_INK[1], PAWN_INK[2], 255), special_flags=pygame.BLEND_RGB_MIN)
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    sil.fill(PAWN_INK[:3] + (0,), special_flags=pygame.BLEND_RGB_MAX)
    for a in range(12):
        ox, oy = math.cos(a * math.tau / 12) * 5.5, math.sin(a * math.tau / 12) * 5.5
        cv.surf.blit(sil, (ox, oy))
    cv.surf.blit(shaded, (0, 0))
    return cv.result()


def _body(c, g, top=20, bottom=40, w_top=8, w_bot=13, x=24):
    c.poly([(x - w_top / 2, top), (x + w_top / 2, top), (x + w_bot / 2, bottom), (x - w_bot / 2, bottom)], g)


def fig_elf(c, g):
    # cloak, then the tall pointed hood with the face in its opening, and a bow at the side
    c.poly([(24, 10), (34, 40), (14, 40)], shade(g, 0.85))
    _body(c, g, 20, 40, 9, 15)
    c.poly([(15, 24), (20, 8), (26, 0.5), (24, 9), (33, 24), (24, 27)], g)
    c.circle((24, 19.5), 4.2, SKIN)
    c.poly([(19.8, 18), (24, 12.5), (28.2, 18)], shade(g, 0.7))
    c.circle((22.6, 20), 0.7, PAWN_INK)
    c.circle((25.4, 20), 0.7, PAWN_INK)
    c.polyline(circle_pts((33, 27), 11, 12, a0=-math.pi * 0.42, a1=math.pi * 0.42), LEATHER, 1.8)
    c.line((37.5, 17), (37.5, 37), (240, 230, 210, 255), 0.6)
    c.rect((19, 29, 10, 2.4), LEATHER)


def fig_hero(c, g):
    _body(c, g, 20, 40, 11, 15)
    c.circle((24, 14), 5.6, SKIN)
    c.poly([(18, 13), (18.5, 9), (24, 6.5), (29.5, 9), (30, 13)], STEEL)
    c.rect((23.2, 11, 1.6, 6), (120, 128, 140, 255))
    # a sword held upright behind, on the right
    c.line((35, 8), (35, 30), STEEL, 2.0)
    c.line((31.5, 30), (38.5, 30), GOLD, 1.8)
    c.line((35, 30), (35, 35), LEATHER, 2.0)
    # the big heater shield in front
    sh = [(9, 20), (27, 20), (27, 30), (18, 40), (9, 30)]
    c.poly(sh, g)
    c.poly([(18, 20), (27, 20), (27, 30), (18, 40)], shade(g, 0.8))
    c.line((18, 21), (18, 38), GOLD, 1.6)
    c.line((10, 26.5), (26, 26.5), GOLD, 1.6)
    c.poly(sh, GOLD, width=0.9)


def fig_superhero(c, g):
    # cape, broad shoulders, and a helm with great curving horns
    c.poly([(14, 20), (34, 20), (37, 40), (11, 40)], shade(g, 0.75))
    c.poly([(12, 20), (36, 20), (32, 28), (29, 40), (19, 40), (16, 28)], g)
    c.rect((17, 29, 14, 2.6), GOLD)
    c.circle((24, 15), 5.8, SKIN)
    c.poly([(17.6, 15), (18, 10), (24, 7.5), (30, 10), (30.4, 15), (24, 13.5)], STEEL)
    c.rect((22.8, 12, 2.4, 6.5), (120, 128, 140, 255))
    for sgn in (-1, 1):
        horn = [(24 + sgn * 5.5, 11)] + [(24 + sgn * (6 + 6 * math.sin(t * 1.5)), 11 - 9 * t - 2 * t * t)
                                         for t in [i / 8 for i in range(1, 9)]]
        c.polyline(horn, (236, 224, 200, 255), 3.0 - 0.0)
        c.polyline(horn[-4:], (236, 224, 200, 255), 2.0)
    c.rect((14, 19, 6, 4), STEEL, radius=2)
    c.rect((28, 19, 6, 4), STEEL, radius=2)


def fig_wizard(c, g):
    # robe to the ground, a tall crooked hat with a wide brim, a staff with a glowing orb
    c.line((35, 10), (36, 40), LEATHER, 1.8)
    c.circle((35, 9), 3.2, (125, 91, 166, 255))
    c.circle((34.3, 8.3), 1.2, (230, 220, 255, 255))
    _body(c, g, 19, 40, 9, 17)
    c.circle((24, 19), 4.8, SKIN)
    c.poly([(20, 20), (28, 20), (27, 29), (24, 32), (21, 29)], (236, 232, 226, 255))  # the beard
    c.ellipse((13, 13.5, 22, 5), g)
    c.poly([(18, 16), (30, 16), (27, 8), (22, 0.5), (23, 7)], g)
    c.rect((18.5, 14, 11, 2.2), (125, 91, 166, 255))
    c.line((31, 25), (35, 24), SKIN, 2.0)


def fig_hireling(kind):
    def draw(c, g):
        if kind == "pack":
            c.rect((24, 16, 13, 16), LEATHER, radius=3)
            c.rect((25.5, 14, 10, 4), shade(LEATHER, 1.2), radius=2)
            c.line((26, 22), (36, 22), shade(LEATHER, 0.7), 0.8)
        if kind == "spear":
            c.line((32, 4), (32, 40), LEATHER, 1.6)
            c.poly([(32, 1.5), (34.2, 7), (32, 9), (29.8, 7)], STEEL)
        if kind == "banner":
            c.line((13, 3), (13, 40), LEATHER, 1.6)
            c.poly([(13.5, 3), (27, 4), (23, 8.5), (27, 13), (13.5, 13)], g)
            c.poly([(13.5, 3), (27, 4), (23, 8.5), (27, 13), (13.5, 13)], GOLD, width=0.6)
        dwarf = kind == "dwarf"
        top = 24 if dwarf else 20
        head_y = 18 if dwarf else 14
        _body(c, g, top, 40, 12 if dwarf else 9, 17 if dwarf else 13)
        c.circle((24, head_y), 5.6 if dwarf else 5, SKIN)
        if dwarf:
            c.poly([(18.5, head_y + 1), (29.5, head_y + 1), (28, head_y + 10), (24, head_y + 13), (20, head_y + 10)],
                   (150, 86, 40, 255))
            c.poly([(18, head_y - 1), (19, head_y - 6), (24, head_y - 8), (29, head_y - 6), (30, head_y - 1)], STEEL)
            c.line((33, 22), (33, 38), LEATHER, 1.8)
            c.poly([(33, 21), (39, 19), (40, 25), (33, 27)], STEEL)
        else:
            c.poly([(19, head_y - 1), (24, head_y - 7), (29, head_y - 1)], shade(g, 0.8))  # a simple cap
        if kind == "torch":
            c.line((31, 28), (34, 10), LEATHER, 2.0)
            c.line((28, 26), (32, 22), SKIN, 2.2)
            draw_flame(c, (34, 11), 10, 6, seed=4)
        if kind == "bow":
            c.polyline(circle_pts((13, 27), 13, 12, a0=math.pi * 0.62, a1=math.pi * 1.38), LEATHER, 2.0)
            c.line((9.1, 14.6), (9.1, 39.4), (240, 230, 210, 255), 0.6)
            c.line((30, 12), (33, 30), LEATHER, 2.6)  # quiver
            for dx in (-1, 0.5, 2):
                c.line((30 + dx, 12), (29 + dx, 8.5), (240, 230, 210, 255), 0.7)
        c.rect((24 - 5, 30, 10, 2), shade(g, 0.6))
    return draw


PAWNS = {"elf": (fig_elf, GREEN), "hero": (fig_hero, BLUE), "superhero": (fig_superhero, RED),
         "wizard": (fig_wizard, WHITE)}
HIRELINGS = {"torch": RED, "pack": BLUE, "bow": GREEN, "dwarf": GOLD, "spear": PURPLE, "banner": WHITE}
TINT_GREY = (236, 236, 236, 255)


def fireball_sprite():
    cv = Canvas(64, 64, 4)
    c = (35, 29)
    cv.light((33, 31), 29, (255, 120, 30), alpha=150, power=1.4)
    cv.light(c, 20, (255, 180, 80), alpha=160, power=1.2)
    fireball_art(cv, c, 12.5, seed=21, trail=(-1.0, 0.8), trail_len=2.3, tongues=9, halo=False)
    return cv.result()


def make_pawns(only=None):
    for name, (fn, col) in PAWNS.items():
        save(pawn_sprite(fn, col), f"pawns/{name}.png")
        save(pawn_sprite(fn, TINT_GREY), f"pawns/tint/{name}.png")
    for name, col in HIRELINGS.items():
        save(pawn_sprite(fig_hireling(name), col), f"pawns/hireling_{name}.png")
        save(pawn_sprite(fig_hireling(name), TINT_GREY), f"pawns/tint/hireling_{name}.png")
    save(fireball_sprite(), "pawns/fireball.png")
