"""Kick the Door's cards as the screen shows them: a face large and readable (name, kind, text, the numbers
that matter, a picture of its kind), a small card lying in a seat's slot, and the two backs.

Card data comes as the view's faces; nothing here knows more than a card says. The pictures are the art
script's (cards/doors_icon_*), one per kind of card and slot.
"""

from __future__ import annotations

import pygame

from game.games.doors.content import DoorsCard

from ... import assets, draw
from ...cards import CardFace, draw_back
from ...cardtable import draw_card
from ...theme import Palette

Face = DoorsCard
KIND_COLOUR = {"monster": (178, 72, 58), "curse": (125, 91, 166), "race": (95, 158, 110), "class": (79, 124, 172),
               "double_race": (60, 120, 80), "double_class": (50, 90, 140), "enhancer": (200, 110, 50),
               "item": (217, 164, 65), "oneshot": (110, 170, 170), "levelup": (230, 200, 90),
               "hireling": (160, 130, 100)}
KIND_WORDS = {"double_race": "Two races", "double_class": "Two classes", "oneshot": "One-shot",
              "levelup": "Go up a level", "enhancer": "Monster enhancer"}
SLOT_WORDS = {"headgear": "Headgear", "armor": "Armor", "footgear": "Footgear", "hand1": "1 hand",
              "hand2": "2 hands", "none": "No slot"}


def picture(f: Face) -> str:
    kind = f.kind
    if kind == "monster":
        return "cards/doors_icon_undead" if f.undead else "cards/doors_icon_monster"
    if kind == "item":
        slot = f.slot
        return f"cards/doors_icon_{'big' if f.big and slot == 'none' else 'item' if slot == 'none' else slot}"
    name = {"double_race": "double", "double_class": "double"}.get(kind, kind)
    return f"cards/doors_icon_{name}"


def face(f: Face) -> CardFace:
    """A card face up, large: what it is, its text, and its numbers at the foot."""
    kind = f.kind
    if kind == "monster":
        kind_line = f"Level {f.level} monster" + (" · undead" if f.undead else "")
        footer = f"{f.treasures} treasure{'s' if f.treasures != 1 else ''}" + (
            f" · {f.levels} levels" if f.levels > 1 else "")
        lines = [f.text, f"Bad stuff: {f.bad_stuff}"]
    elif kind == "item":
        kind_line = SLOT_WORDS.get(f.slot, "Item") + (" · big" if f.big else "")
        footer = f"{f.bonus:+d} · {f.gold} gold" if f.bonus else f"{f.gold} gold"
        lines = [f.text]
    else:
        kind_line = KIND_WORDS.get(kind, kind.capitalize())
        footer = f"{f.bonus:+d}" if f.bonus else ""
        lines = [f.text]
    return CardFace(title=f.name, kind=kind_line, lines=lines, footer=footer,
                    colour=KIND_COLOUR.get(kind, (200, 180, 140)), picture=picture(f))


def back(surface: pygame.Surface, rect: pygame.Rect, pal: Palette, deck: str) -> None:
    draw_back(surface, rect, pal, f"cards/doors_{deck}_back", (70, 40, 36) if deck == "door" else (60, 50, 30))


def mini(surface: pygame.Surface, rect: pygame.Rect, f: Face, pal: Palette, dim: bool = False,
         sale: bool = False) -> None:
    """A card lying on the table, small: its kind's colour, its picture, its bonus or level (read large on
    hover). A card wider than it is tall lies sideways: an item carried, not equipped. `dim`: greyed;
    `sale`: marked to be sold."""
    if rect.w >= 90 and rect.h >= rect.w:
        draw_card(surface, rect, face(f), pal)
    else:   # drawn once per card and size, then blitted (a table shows a few dozen of them every frame)
        surface.blit(assets.picture(("doors card", repr(f), rect.size, id(pal)), lambda: _lying(rect.size, f, pal)),
                     rect)
    if dim:
        surface.blit(draw.wash(rect.w, rect.h, (20, 16, 24), 90), rect)
    if sale:
        draw.plate(surface, "sell", (rect.centerx, rect.y + 2), size=13, ink=pal.ink, fill=pal.gold,
                   border=pal.ink, anchor="midtop", pad=(6, 2))


def _lying(size: tuple[int, int], f: Face, pal: Palette) -> pygame.Surface:
    """A small card's picture; one wider than it is tall is the upright card turned on its side."""
    w, h = size
    card = pygame.Surface((min(w, h), max(w, h)), pygame.SRCALPHA)
    if card.get_width() >= 90:
        draw_card(card, card.get_rect(), face(f), pal)
    else:
        _small(card, card.get_rect(), f, pal)
    return pygame.transform.rotate(card, 90) if w > h else card


def _small(surface: pygame.Surface, rect: pygame.Rect, f: Face, pal: Palette) -> None:
    colour = KIND_COLOUR.get(f.kind, (200, 180, 140))
    draw.panel(surface, rect, pal.parchment, colour, radius=5, width=3)
    band = pygame.Rect(rect.x + 3, rect.y + 3, rect.w - 6, max(6, rect.h // 8))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=3, border_top_right_radius=3)
    number = f"L{f.level}" if f.kind == "monster" else (f"{f.bonus:+d}" if f.bonus else "")
    foot = rect.bottom - (17 if number else 3)
    size = min(rect.w - 6, foot - band.bottom - 2)
    if size >= 12 and assets.exists(picture(f)):
        img = assets.scaled(picture(f), size, size)
        surface.blit(img, img.get_rect(center=(rect.centerx, (band.bottom + foot) // 2)))
    if number:
        draw.text(surface, number, (rect.centerx, rect.bottom - 2), size=16, colour=pal.ink, face="bold",
                  anchor="midbottom", max_width=rect.w - 4)
