"""Art drawn on the boards, named by the maps: a Tiled object with an `art` property (a decoration) or a
space of a kind that has a picture is drawn with sprites/boards/<game>/<name>.png. Made by make_sprites.py
(`--only boards`), deterministic, CC0 like every sprite here.

A decoration is drawn centred on its object at the map's own scale, so each picture is made at the size of
its object in the map plus the room its glow needs; a space's picture is scaled into the space.
"""

from __future__ import annotations

import math
import random

import pygame

Rect = pygame.Rect


def canvas(w, h):
    return pygame.Surface((w, h), pygame.SRCALPHA)


# --- Escape from Rovert's Lair: decorations (object size in the map, then the margin round it) ---------------
def dragon(surf, rect):
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
    glow = canvas(120, 90)
    for k in range(8, 0, -1):
        pygame.draw.ellipse(glow, (255, 190, 40, 14), glow.get_rect().inflate(-k * 10, -k * 8))
    surf.blit(glow, glow.get_rect(center=eye.center))
    pygame.draw.ellipse(surf, (250, 200, 40), eye)
    pygame.draw.ellipse(surf, (20, 10, 6), (eye.centerx - 5, eye.y + 2, 10, eye.h - 4))
    pygame.draw.ellipse(surf, (40, 10, 8), eye, 3)


def coins(surf, rect, count, seed):
    rng = random.Random(seed)
    for _ in range(count):
        x, y = rng.randint(rect.x, rect.right), rng.randint(rect.y, rect.bottom)
        pygame.draw.ellipse(surf, (240, 196, 80), (x - 8, y - 4, 16, 8))
        pygame.draw.ellipse(surf, (140, 96, 26), (x - 8, y - 4, 16, 8), 1)


def treasure(surf, rect):
    coins(surf, rect, 26, 11)


def bones(surf, rect):
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


def pillar(surf, rect):
    rng = random.Random(5)
    pts = [(rect.x, rect.centery)]
    for k in range(1, 12):
        pts.append((rect.x + rect.w * k / 12, rect.y + rng.randint(0, 24)))
    pts.append((rect.right, rect.centery))
    for k in range(11, 0, -1):
        pts.append((rect.x + rect.w * k / 12, rect.bottom - rng.randint(0, 24)))
    pygame.draw.polygon(surf, (38, 34, 42), pts)
    pygame.draw.polygon(surf, (66, 60, 72), pts, 3)


def torch(surf, rect):
    glow = canvas(160, 160)
    for k in range(10, 0, -1):
        pygame.draw.circle(glow, (255, 170, 60, 9), (80, 80), k * 8)
    surf.blit(glow, glow.get_rect(center=(rect.centerx, rect.y + 12)))
    pygame.draw.line(surf, (90, 60, 36), (rect.centerx, rect.y + 18), (rect.centerx, rect.bottom), 6)
    pygame.draw.polygon(surf, (255, 170, 50), [(rect.centerx, rect.y - 4), (rect.centerx + 9, rect.y + 18),
                                               (rect.centerx - 9, rect.y + 18)])
    pygame.draw.polygon(surf, (255, 236, 150), [(rect.centerx, rect.y + 6), (rect.centerx + 4, rect.y + 18),
                                                (rect.centerx - 4, rect.y + 18)])


def sunlight(surf, rect):
    """Daylight falling in at the top: a few soft beams fanning out below the opening."""
    for k in range(5):
        x = rect.x + rect.w * (k + 0.5) / 5
        spread = (k - 2) * 40
        layer = canvas(*surf.get_size())
        pygame.draw.polygon(layer, (255, 246, 210, 14), [(x - 10, rect.y), (x + 10, rect.y),
                                                          (x + spread + 34, rect.y + 250),
                                                          (x + spread - 34, rect.y + 250)])
        surf.blit(layer, (0, 0))


ESCAPE_DECOR = {  # art: (its object's size in boards/escape.tmx, the margin its glow or beams need)
    "dragon": (dragon, (105, 210), 40), "treasure": (treasure, (120, 30), 10), "bones": (bones, (90, 40), 16),
    "pillar": (pillar, (600, 110), 4), "torch": (torch, (30, 60), 80), "sunlight": (sunlight, (240, 40), 250),
}


# --- Escape: the pictures of the special spaces (96 x 96, scaled into the space) -------------------------
def claws(surf, rect):
    """Claw marks behind the die say "monster" without words (the die and its number are drawn over)."""
    for k in range(3):
        x = rect.x + 14 + k * 9
        pygame.draw.line(surf, (110, 30, 24), (x, rect.y + 10), (x + 12, rect.y + 26), 3)


def pit(surf, rect):
    for k, colour in enumerate(((70, 92, 36), (44, 58, 24), (24, 30, 14))):
        pygame.draw.ellipse(surf, colour, rect.inflate(-14 - k * 16, -30 - k * 14).move(0, 14))


def web(surf, rect):
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


def bridge(surf, rect, back):
    for k in range(6):   # planks across a chasm
        y = rect.y + 12 + k * (rect.h - 24) // 6
        pygame.draw.rect(surf, (96, 62, 34), (rect.x + 12, y, rect.w - 24, (rect.h - 24) // 6 - 3), border_radius=2)
    card = pygame.transform.smoothscale(back, (36, 50))   # the card the troll wants
    surf.blit(card, card.get_rect(center=rect.center))


def river(surf, rect):
    for k in range(4):
        y = rect.y + 16 + k * 20
        pts = [(rect.x + 8 + i * 4, y + 4 * math.sin(i * 0.8 + k)) for i in range((rect.w - 16) // 4 + 1)]
        pygame.draw.lines(surf, (150, 196, 236), False, pts, 2)


def start(surf, rect, text):
    coins(surf, Rect(rect.x + 5, rect.centery, rect.w - 10, rect.h // 2 - 12), 40, 7)   # the dragon's treasure
    text(surf, "START", "title", 34, (34, 26, 20), (rect.centerx, rect.y + 30))


def exit_(surf, rect, text):
    c = rect.centerx
    pygame.draw.polygon(surf, (250, 246, 226), [(c, rect.y + 10), (c + 22, rect.y + 34), (c - 22, rect.y + 34)])
    text(surf, "EXIT", "title", 40, (34, 26, 20), (c, rect.centery + 14))


# --- Dice Delve: the treasure tokens face up (a gold-rimmed coin with its picture), 96 x 96 ---------------
PARCHMENT = (233, 220, 192)


def token(picture, kind, d=96):
    """`picture` is the die face a token stands for (a companion, the Elixir's Potion, the Bait's Dragon), or
    None for the tokens with a picture of their own."""
    radius = d // 2
    img = canvas(d, d)
    pygame.draw.circle(img, PARCHMENT, (radius, radius), radius)
    if picture is not None:
        pic = pygame.transform.smoothscale(picture, (round(d * 1.25), round(d * 1.25)))
        img.blit(pic, pic.get_rect(center=(radius, radius)))
    elif kind == "ring":
        pygame.draw.circle(img, (200, 160, 60), (radius, radius + radius // 6), radius // 2, max(3, radius // 6))
        pygame.draw.polygon(img, (90, 170, 220), [(radius, radius // 4), (radius + radius // 4, radius // 2),
                                                   (radius, radius * 3 // 4), (radius - radius // 4, radius // 2)])
    elif kind == "scales":
        for k, (dx, dy) in enumerate(((-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1))):
            c = (radius + dx * radius // 3, radius + dy * radius // 3)
            pygame.draw.circle(img, (70, 140 + 12 * k, 90), c, radius // 3)
            pygame.draw.circle(img, (30, 80, 50), c, radius // 3, 2)
    elif kind == "portal":
        for k in range(4):
            r = Rect(0, 0, d * (4 - k) // 6, d * (4 - k) // 5)
            r.center = (radius, radius)
            pygame.draw.ellipse(img, (60 + 30 * k, 110 + 30 * k, 200), r, 3)
    mask = canvas(d, d)   # keep the picture inside the coin, then the rim
    pygame.draw.circle(mask, (255, 255, 255, 255), (radius, radius), radius)
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(img, (217, 164, 65), (radius, radius), radius, max(3, radius // 7))
    pygame.draw.circle(img, (120, 84, 30), (radius, radius), radius, 1)
    return img


def make_tokens(save, load):
    """cards/treasure_<picture>.png for every Dice Delve treasure token; `load(rel)` reads a made sprite."""
    for face in ("fighter", "cleric", "mage", "thief", "scroll", "potion", "dragon"):
        save(token(load(f"dice/delve_{face}.png"), ""), f"cards/treasure_{face}.png")
    for kind in ("ring", "scales", "portal"):
        save(token(None, kind), f"cards/treasure_{kind}.png")


def burnt(w=96, h=96):
    """A square the fire has reached: scorched red with embers (laid over the square as the fire comes)."""
    surf = canvas(w, h)
    pygame.draw.rect(surf, (150, 34, 14, 150), surf.get_rect(), border_radius=max(2, w // 8))
    pygame.draw.rect(surf, (255, 120, 40, 200), surf.get_rect(), max(1, w // 20), border_radius=max(2, w // 8))
    for k in range(5):   # a few embers, always the same
        x = (k * 37 + 11) % max(1, w - 6) + 3
        y = (k * 23 + 7) % max(1, h - 6) + 3
        pygame.draw.circle(surf, (255, 200, 90, 220), (x, y), max(1, w // 22))
    return surf


def make_board_art(save, text, escape_back):
    """Every board picture: `save(img, rel)` writes a sprite; `text(dst, words, face, size, colour, centre)`
    sets lettering in the bundled fonts; `escape_back` is the backpack card's back."""
    for name, (painter, (w, h), margin) in ESCAPE_DECOR.items():
        img = canvas(w + 2 * margin, h + 2 * margin)
        painter(img, Rect(margin, margin, w, h))
        save(img, f"boards/escape/{name}.png")
    for name, painter, size in (("monster", claws, 80), ("goblin_pit", pit, 96), ("spider_web", web, 96),
                                ("underground_river", river, 96)):
        img = canvas(size, size)
        painter(img, Rect(0, 0, size, size))
        save(img, f"boards/escape/{name}.png")
    save(burnt(), "boards/escape/burnt.png")
    img = canvas(96, 96)
    bridge(img, Rect(0, 0, 96, 96), escape_back)
    save(img, "boards/escape/troll_bridge.png")
    for name, painter, size in (("start", start, (150, 110)), ("exit", exit_, (180, 110))):
        img = canvas(*size)
        painter(img, Rect(0, 0, *size), text)
        save(img, f"boards/escape/{name}.png")
