"""Kick the Door's cards as the screen shows them: a face large and readable (name, kind, text, the numbers
that matter, a picture of its kind), a small card lying in a seat's slot, a deck's pile, the two backs, and
the gold light round a card a click would take.

Card data comes as the view's faces; nothing here knows more than a card says. The pictures are the art
script's (cards/doors_icon_*), one per kind of card and slot.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.doors.content import DoorsCard
from game.games.doors.view import DoorsView

from ... import assets, draw
from ...cards import CardFace, draw_back, draw_stack
from ...tabletop.cards import draw_card
from ...theme import Palette

Rect = pygame.Rect
Face = DoorsCard
KIND_COLOUR = {"monster": (178, 72, 58), "curse": (125, 91, 166), "race": (95, 158, 110), "class": (79, 124, 172),
               "double_race": (60, 120, 80), "double_class": (50, 90, 140), "enhancer": (200, 110, 50),
               "item": (217, 164, 65), "oneshot": (110, 170, 170), "levelup": (230, 200, 90),
               "hireling": (160, 130, 100)}
KIND_WORDS = {"double_race": "Two races", "double_class": "Two classes", "oneshot": "One-shot",
              "levelup": "Go up a level", "enhancer": "Monster enhancer"}
SLOT_WORDS = {"headgear": "Headgear", "armor": "Armor", "footgear": "Footgear", "hand1": "1 hand",
              "hand2": "2 hands", "none": "No slot"}
LIGHT = 9     # how far a card's light reaches beyond it (draw.glow)


def picture(f: Face) -> str:
    if f.kind == "monster":
        return "cards/doors_icon_undead" if f.undead else "cards/doors_icon_monster"
    if f.kind == "item":
        return f"cards/doors_icon_{'big' if f.big and f.slot == 'none' else 'item' if f.slot == 'none' else f.slot}"
    return f"cards/doors_icon_{'double' if f.kind in ('double_race', 'double_class') else f.kind}"


def face(f: Face) -> CardFace:
    """A card face up, large: what it is, its text, and its numbers at the foot."""
    lines = [f.text]
    if f.kind == "monster":
        kind = f"Level {f.level} monster" + (" · undead" if f.undead else "")
        footer = f"{f.treasures} treasure{'s' if f.treasures != 1 else ''}" + (
            f" · {f.levels} levels" if f.levels > 1 else "")
        lines.append(f"Bad stuff: {f.bad_stuff}")
    elif f.kind == "item":
        kind = SLOT_WORDS.get(f.slot, "Item") + (" · big" if f.big else "")
        footer = f"{f.bonus:+d} · {f.gold} gold" if f.bonus else f"{f.gold} gold"
    else:
        kind = KIND_WORDS.get(f.kind, f.kind.capitalize())
        footer = f"{f.bonus:+d}" if f.bonus else ""
    return CardFace(title=f.name, kind=kind, lines=lines, footer=footer,
                    colour=KIND_COLOUR.get(f.kind, (200, 180, 140)), picture=picture(f))


def back(surface: pygame.Surface, rect: Rect, pal: Palette, deck: str) -> None:
    draw_back(surface, rect, pal, f"cards/doors_{deck}_back", (70, 40, 36) if deck == "door" else (60, 50, 30))


def face_in(view: DoorsView, card: str | None) -> Face | None:
    """A card's face where the view shows it face up (None: nowhere, or face down)."""
    pools = [view.hand, *(s.items + s.races + s.classes + s.doubles + s.hirelings + s.curses for s in view.seats),
             view.decks.door_discards_top, view.decks.treasure_discards_top]
    if view.combat is not None:
        pools += [view.combat.foes, view.combat.loot]
    if view.pending is not None:
        pools.append(view.pending.options)
    return next((f for pool in pools for f in pool if f.id == card), None)


# --- a card lying on the table ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Lying:
    """A card lying on the table: whole when it is large enough to read (with its shadow), else small: its
    kind's colour, its picture, its bonus or level (read large under the pointer). Wider than it is tall, it
    lies sideways: an item carried, not equipped. `dim`: greyed (a dead seat's); `sale`: marked to be sold."""

    card: Face
    dim: bool = False
    sale: bool = False


def readable(rect: Rect) -> bool:
    """Large enough to be drawn whole (with its shadow: compose.SHADOW)."""
    return rect.w >= 90 and rect.h >= rect.w


def paint_lying(surface: pygame.Surface, rect: Rect, look: Lying, pal: Palette) -> None:
    if readable(rect):
        draw_card(surface, rect, face(look.card), pal)
    else:   # (painted upright, then turned if it lies sideways)
        w, h = rect.size
        card = pygame.Surface((min(w, h), max(w, h)), pygame.SRCALPHA)
        small(card, card.get_rect(), look.card, pal)
        surface.blit(pygame.transform.rotate(card, 90) if w > h else card, rect)
    if look.dim:
        surface.blit(draw.wash(rect.w, rect.h, (20, 16, 24), 90), rect)
    if look.sale:
        draw.plate(surface, "sell", (rect.centerx, rect.y + 2), size=13, ink=pal.ink, fill=pal.gold,
                   border=pal.ink, anchor="midtop", pad=(6, 2))


def small(surface: pygame.Surface, rect: Rect, f: Face, pal: Palette) -> None:
    """A card too small for any words: its colour, its picture and its number."""
    colour = KIND_COLOUR.get(f.kind, (200, 180, 140))
    draw.panel(surface, rect, pal.parchment, colour, radius=5, width=3)
    band = Rect(rect.x + 3, rect.y + 3, rect.w - 6, max(6, rect.h // 8))
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


# --- a deck, and the light round a thing a click would take --------------------------------------------------
@dataclass(frozen=True, slots=True)
class Pile:
    """A deck face down: a stack of backs, thicker the more cards, and its count on a badge."""

    deck: str
    count: int


PILE_SPILL = (0, 6, 6, 6)   # the stack's layers rise up and right of it, its badge hangs below


def paint_pile(surface: pygame.Surface, rect: Rect, look: Pile, pal: Palette) -> None:
    draw_stack(surface, rect, look.count, pal, lambda s, r: back(s, r, pal, look.deck))


@dataclass(frozen=True, slots=True)
class Light:
    """A thing lit: a gold ring (its width) round it, and a glow (its strength; 0: none) under it. A thing a
    click takes is ringed, and glows under the pointer; a card taken up glows and is ringed thicker."""

    glow: int
    ring: int


LIT, POINTED, TAKEN_UP = Light(0, 2), Light(200, 2), Light(220, 4)


def paint_light(surface: pygame.Surface, outer: Rect, look: Light, pal: Palette) -> None:
    rect = outer.inflate(-2 * LIGHT, -2 * LIGHT)
    if look.glow:
        draw.glow(surface, rect, pal.gold, look.glow)
    draw.ring(surface, rect, pal.gold, look.ring)
