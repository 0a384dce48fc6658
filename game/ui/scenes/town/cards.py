"""Wilds & Depths' cards as the screen shows them: a monster large with its number to beat and the chance
to beat it, a fortune, a Town item with its price, the small tiles in a seat's equipment places and its
victory pile, and the four deck backs. Card data comes as the view's faces; the pictures are the art
script's (cards/town_*).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.words import percent, plural
from game.games.town import words
from game.games.town.view import ItemFace, MonsterCardFace

from ... import assets, draw
from ...cards import CardFace, draw_back
from ...pieces import skull
from ...theme import Palette
from .style import depth_colours

BACKS = {0: "wilds", 1: "depth1", 2: "depth2", 3: "depth3"}
# Which portrait each monster wears (the art script draws one per kind of creature).
PORTRAITS = {
    "vermin": ("rat", "spider", "scorpion", "worm", "rust_monster", "swarm"),
    "beastly_flyer": ("crows", "bat", "harpy"),
    "spirit": ("wisp", "shadow", "wraith", "nightmare", "hag"),
    "undead": ("zombie", "skeleton", "ghoul", "wight", "knight", "vampire", "lich"),
    "goblin": ("goblin", "kobold", "pickpocket", "bugbear", "hobgoblin", "wolf_rider"),
    "bandit": ("bandit", "assassin"),
    "brute": ("orc", "troll", "ogre", "minotaur", "giant"),
    "golem": ("golem", "gargoyle"),
    "ooze": ("ooze", "lurker", "mimic"),
    "demon": ("fiend", "imps", "demon"),
    "dragon": ("dragon", "wyvern", "salamander", "basilisk", "hydra"),
    "beast": ("wolf", "boar", "bear"),
}


def portrait(card_id: str) -> str:
    for kind, parts in PORTRAITS.items():
        if any(w in card_id for w in parts):
            return f"cards/town_monster_{kind}"
    return "cards/town_monster_beast"


def monster_face(f: MonsterCardFace) -> CardFace:
    """A card of a monster deck, large: a monster's number, silver, skulls and the chance to beat it."""
    depth = "the Wilderness" if f.depth == 0 else f"depth {f.depth}"
    colour = depth_colours(f.depth)[1]
    if f.kind != "monster":
        return CardFace(title=f.name, kind=f"Fortune · {depth}", lines=[f.text], colour=colour,
                        picture="cards/town_fortune")
    rows = [("To beat", f"{f.target}+"), ("Silver", str(f.silver)), ("Skulls", str(f.skulls))]
    if f.chance is not None:
        rows.append(("Your chance", percent(f.chance)))
    special = words.SPECIALS.get(f.special or "", "")
    lines = [f.text.split(". ", 1)[1]] if special and ". " in f.text else []
    return CardFace(title=f.name, kind=f"Monster · {depth}" + (f" · {special}" if special else ""), lines=lines,
                    rows=rows, colour=colour, highlight="Your chance" if f.chance is not None else "To beat",
                    picture=portrait(f.card))


def item_face(f: ItemFace, price: str = "") -> CardFace:
    """A Town item, large: what it does and its price (or what it sells back for)."""
    return CardFace(title=f.name, kind="Town item", lines=[f.text], footer=price or f"{f.price} silver",
                    colour=(200, 150, 70), picture=f"cards/town_item_{f.item}")


def draw_ware(surface: pygame.Surface, rect: pygame.Rect, f: ItemFace, pal: Palette) -> None:
    """An item for sale in its place on the board: its name, its picture large, its price."""
    draw.panel(surface, rect, pal.parchment, (200, 150, 70), radius=8, shadow=True, width=3)
    draw.fit_text(surface, f.name, pygame.Rect(rect.x + 3, rect.y + 3, rect.w - 6, 32), 15, pal.ink, face="bold")
    sprite = f"cards/town_item_{f.item}"
    side = min(rect.w - 12, rect.h - 56)
    if assets.exists(sprite) and side > 12:
        img = assets.scaled(sprite, side, side)
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.y + 36 + side // 2)))
    draw.text(surface, f"{f.price} silver", (rect.centerx, rect.bottom - 12), size=15, colour=pal.ink, face="bold",
              anchor="center")


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, f: ItemFace | None, pal: Palette) -> None:
    """An equipment place: the item's picture on parchment, or an empty place."""
    if f is None:
        pygame.draw.rect(surface, pal.line, rect, 2, border_radius=6)
        return
    draw.panel(surface, rect, pal.parchment, (200, 150, 70), radius=6, width=2)
    sprite = f"cards/town_item_{f.item}"
    inner = rect.inflate(-6, -6)
    if assets.exists(sprite):
        surface.blit(assets.scaled(sprite, inner.w, inner.h), inner)
    else:
        draw.text(surface, f.name[:2], inner.center, size=max(12, inner.h // 2), colour=pal.ink, face="bold",
                  anchor="center")


def draw_pile(surface: pygame.Surface, rect: pygame.Rect, victory: Sequence[MonsterCardFace], skulls: int, pal: Palette,
              badge: bool = True) -> None:
    """The victory pile: the last monster beaten on top (its portrait), the skull total on a badge (or
    beside it, said by the caller)."""
    if not victory:
        pygame.draw.rect(surface, pal.line, rect, 2, border_radius=6)
        skull(surface, rect.center, max(4, rect.w // 5))
        return
    for k in range(min(3, len(victory)) - 1, -1, -1):
        r = rect.move(k * 2, -k * 2)
        draw.panel(surface, r, depth_colours(victory[-1 - k].depth)[1], (40, 30, 24), radius=6, width=2)
    sprite = portrait(victory[-1].card)
    if assets.exists(sprite):
        surface.blit(assets.scaled(sprite, rect.w - 6, rect.w - 6), (rect.x + 3, rect.y + 3))
    if badge:
        plate = pygame.Rect(0, 0, max(30, rect.w), 20)
        plate.midbottom = (rect.centerx, rect.bottom + 4)
        draw.panel(surface, plate, pal.parchment, pal.gold, radius=9)
        skull(surface, (plate.x + 11, plate.centery), 7)
        draw.text(surface, str(skulls), (plate.x + 20, plate.centery), size=15, colour=pal.ink, face="bold",
                  anchor="midleft")


def pile_words(victory: Sequence[MonsterCardFace], skulls: int) -> str:
    names = ", ".join(f.name for f in victory[-6:]) + (" …" if len(victory) > 6 else "")
    return f"Victory pile: {plural(len(victory), 'monster')}, {plural(skulls, 'skull')}" + (
        f" ({names})" if victory else "")


def draw_deck_back(surface: pygame.Surface, rect: pygame.Rect, depth: int | None, pal: Palette) -> None:
    """A deck's back: a monster deck's by depth (None: the Town deck)."""
    name = "shop" if depth is None else BACKS.get(depth, "wilds")
    draw_back(surface, rect, pal, f"cards/town_back_{name}", depth_colours(depth or 0)[0])

