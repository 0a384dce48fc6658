"""Wilds & Depths' cards as the screen shows them: a monster or a fortune large, a ware in its place on the
board, the small tiles of a seat's equipment and victory pile, the four deck backs, and the rules screen's
"The cards" (every card face up). Card data comes as the view's faces; the pictures are the art script's
(cards/town_*: every card, item and back has one).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.words import percent
from game.games.town import content, words
from game.games.town.view import ItemFace, MonsterCardFace, card_face

from ... import assets, draw
from ...cards import CardFace
from ...gallery import Gallery, Section
from ...pieces import skull
from ...theme import Colour, Palette
from .style import DEPTHS

if TYPE_CHECKING:
    from ...app import App

WARE = (200, 150, 70)   # the Town deck's colour
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
    "boar": ("boar",),
    "bear": ("bear",),
    "beast": ("wolf",),
}


def picture(f: MonsterCardFace) -> str:
    """A fortune's picture, or the portrait of the monster's kind."""
    if f.kind != "monster":
        return "cards/town_fortune"
    kind = next((kind for kind, names in PORTRAITS.items() if any(n in f.card for n in names)), "beast")
    return f"cards/town_monster_{kind}"


def monster_face(f: MonsterCardFace) -> CardFace:
    """A card of a monster deck, large: a monster's number, silver, skulls and the chance to beat it."""
    depth = words.DEPTH_WORDS[f.depth]
    colour = DEPTHS[f.depth][1]
    if f.kind != "monster":
        return CardFace(title=f.name, kind=f"Fortune · {depth}", lines=[f.text], colour=colour, picture=picture(f))
    rows = [("To beat", f"{f.target}+"), ("Silver", str(f.silver)), ("Skulls", str(f.skulls))]
    if f.chance is not None:
        rows.append(("Your chance", percent(f.chance)))
    special = words.SPECIALS.get(f.special or "", "")
    lines = [f.text.split(". ", 1)[1]] if special and ". " in f.text else []
    return CardFace(title=f.name, kind=f"Monster · {depth}" + (f" · {special}" if special else ""), lines=lines,
                    rows=rows, colour=colour, highlight="Your chance" if f.chance is not None else "To beat",
                    picture=picture(f))


@dataclass(frozen=True, slots=True)
class Ware:
    """An item for sale; `idle`: it would add nothing to the equipment of the seat to act (only one counts)."""

    face: ItemFace
    idle: bool = False


def draw_ware(surface: pygame.Surface, rect: pygame.Rect, ware: Ware, pal: Palette) -> None:
    """An item for sale in its place on the board: its name, its picture large, its price; one that would add
    nothing to the buyer's equipment says so over its picture."""
    f = ware.face
    draw.panel(surface, rect, pal.parchment, WARE, radius=8, shadow=True, width=3)
    draw.fit_text(surface, f.name, pygame.Rect(rect.x + 3, rect.y + 3, rect.w - 6, 32), 15, pal.ink, face="bold")
    side = min(rect.w - 12, rect.h - 56)
    if side > 12:
        draw.sprite(surface, f"cards/town_item_{f.item}", side, (rect.centerx, rect.y + 36 + side // 2))
    draw.text(surface, f"{f.price} silver", (rect.centerx, rect.bottom - 12), size=15, colour=pal.ink, face="bold",
              anchor="center")
    if ware.idle:
        draw.plate(surface, "adds nothing", (rect.centerx, rect.bottom - 30), size=12, ink=pal.white,
                   fill=pal.text_dim, border=pal.ink, anchor="center", pad=(5, 1))


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, f: ItemFace | None, pal: Palette) -> None:
    """An equipment place: the item's picture on parchment, or an empty place."""
    if f is None:
        pygame.draw.rect(surface, pal.line, rect, 2, border_radius=6)
        return
    draw.panel(surface, rect, pal.parchment, WARE, radius=6, width=2)
    draw.sprite(surface, f"cards/town_item_{f.item}", (rect.w - 6, rect.h - 6), rect.center)


def draw_pile(surface: pygame.Surface, rect: pygame.Rect, victory: Sequence[MonsterCardFace], pal: Palette) -> None:
    """The victory pile: the last monster beaten on top (its portrait), a skull on an empty place."""
    if not victory:
        pygame.draw.rect(surface, pal.line, rect, 2, border_radius=6)
        skull(surface, rect.center, max(4, rect.w // 5))
        return
    for k in reversed(range(min(3, len(victory)))):
        draw.panel(surface, rect.move(k * 2, -k * 2), DEPTHS[victory[-1 - k].depth][1], (40, 30, 24), radius=6, width=2)
    surface.blit(assets.scaled(picture(victory[-1]), rect.w - 6, rect.w - 6), (rect.x + 3, rect.y + 3))


def back_of(depth: int | None) -> tuple[str, Colour]:
    """A deck's back (its art, and its plain colour without it): a monster deck's by depth (None: the Town deck)."""
    name = "shop" if depth is None else f"depth{depth}" if depth else "wilds"
    return f"cards/town_back_{name}", DEPTHS[depth or 0][0]


NOTE = "Names, numbers and pictures are this project's own design: the rulebook names the decks but lists no card."


def gallery(app: App) -> Gallery:
    tabs = []
    for deck in content.decks():
        section = Section(deck.name, f"{sum(c.count for c in deck.cards)} cards, their backs {deck.back}. {NOTE}",
                          [monster_face(card_face(c.id)) for c in deck.cards],
                          captions=[f"×{c.count}" for c in deck.cards])
        tabs.append((deck.name.removeprefix("The "), [section]))
    items = list(content.items().values())
    wares = [CardFace(title=i.name, kind="Town item", lines=[i.text], footer=f"{i.price} silver", colour=WARE,
                      picture=f"cards/town_item_{i.id}") for i in items]
    tabs.append(("The Town", [Section("The Town deck", f"{sum(i.count for i in items)} items for sale; an item sells "
                                      f"back for half its price, rounded down. {NOTE}",
                                      wares, captions=[f"×{i.count}" for i in items])]))
    return Gallery("Wilds & Depths: the cards", tabs)
