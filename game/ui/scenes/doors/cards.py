"""Kick the Door's cards as the screen shows them, and what a click on each thing of the table takes.

A card shows as a face large and readable, a small card lying in a slot, a deck's pile, one of the two backs,
with the gold light round it where a click would take it. Nothing here knows more than a card's face says; the
pictures are the art script's: a card's own (every monster's, a few items': cards/doors_monster_*,
cards/doors_item_*), else its kind's and slot's (cards/doors_icon_*).

Every card is clicked where it lies. A card whose play needs a second choice (a curse and its victim, an
enhancer and its monster, your item and the item you want for it) is taken up by a first click, and the
second click chooses where it goes; a click on it again puts it down. Things are named by targets:
("card", id), ("seat", n), ("deck", "door"), ("side", "players"), ("help", None), ("answer", "accept").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from types import EllipsisType
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action
from game.engine.words import capital, plural
from game.games.doors import actions as A
from game.games.doors import content
from game.games.doors.view import DoorsView

from ... import assets, draw
from ...cards import CardFace
from ...compose import NO_SPILL, SHADOW, part
from ...gallery import Gallery, Section
from ...tabletop.cards import draw_card
from ...tabletop.layout import Layout
from ...tabletop.light import light
from ...tabletop.things import Thing
from ...theme import Palette

if TYPE_CHECKING:
    from ...app import App

Rect = pygame.Rect
Face = content.DoorsCard
Target = tuple[str, Any]
KIND_COLOUR = {"monster": (178, 72, 58), "curse": (125, 91, 166), "race": (95, 158, 110), "class": (79, 124, 172),
               "double_race": (60, 120, 80), "double_class": (50, 90, 140), "enhancer": (200, 110, 50),
               "item": (217, 164, 65), "oneshot": (110, 170, 170), "levelup": (230, 200, 90),
               "hireling": (160, 130, 100)}
KIND_WORDS = {"double_race": "Two races", "double_class": "Two classes", "oneshot": "One-shot",
              "levelup": "Go up a level", "enhancer": "Monster enhancer"}


def picture(f: Face) -> str:
    """The card's own picture (every monster, and a few items, have one: cards/doors_monster_<kind>,
    cards/doors_item_<kind>), else the picture of its kind of card and slot."""
    own = f"cards/doors_{f.kind}_{f.kind_id}"
    if f.kind in ("monster", "item") and assets.exists(own):
        return own
    icon = {"monster": "undead" if f.undead else "monster", "double_race": "double", "double_class": "double",
            "item": f.slot if f.slot != "none" else "big" if f.big else "item"}.get(f.kind, f.kind)
    return f"cards/doors_icon_{icon}"


def face(f: Face) -> CardFace:
    """A card face up, large: what it is, its text, and its numbers at the foot."""
    lines = [f.text]
    if f.kind == "monster":
        kind = f"Level {f.level} monster" + (" · undead" if f.undead else "")
        footer = plural(f.treasures, "treasure") + (f" · {f.levels} levels" if f.levels > 1 else "")
        lines.append(f"Bad stuff: {f.bad_stuff}")
    elif f.kind == "item":
        kind = capital(content.SLOT_WORDS.get(f.slot, "item")) + (" · big" if f.big else "")   # (the rules' words)
        footer = f"{f.bonus:+d} · {f.gold} gold" if f.bonus else f"{f.gold} gold"
    else:
        kind = KIND_WORDS.get(f.kind, f.kind.capitalize())
        footer = f"{f.bonus:+d}" if f.bonus else ""
    return CardFace(title=f.name, kind=kind, lines=lines, footer=footer,
                    colour=KIND_COLOUR.get(f.kind, (200, 180, 140)), picture=picture(f))


# Each deck's back (cards.draw_back, cards.Deck): its art, and the colour of a plain back where the art is missing.
BACKS = {"door": ("cards/doors_door_back", (70, 40, 36)), "treasure": ("cards/doors_treasure_back", (60, 50, 30))}


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
    colour = face(f).colour
    draw.panel(surface, rect, pal.parchment, colour, radius=5, width=3)
    band = Rect(rect.x + 3, rect.y + 3, rect.w - 6, max(6, rect.h // 8))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=3, border_top_right_radius=3)
    number = f"L{f.level}" if f.kind == "monster" else (f"{f.bonus:+d}" if f.bonus else "")
    foot = rect.bottom - (17 if number else 3)
    size = min(rect.w - 6, foot - band.bottom - 2)
    if size >= 12:   # (every picture() is there: a card's own only when it is, else its kind's)
        draw.sprite(surface, picture(f), size, (rect.centerx, (band.bottom + foot) // 2))
    if number:
        draw.text(surface, number, (rect.centerx, rect.bottom - 2), size=16, colour=pal.ink, face="bold",
                  anchor="midbottom", max_width=rect.w - 4)


# --- what a click on each thing takes ------------------------------------------------------------------------
# Where each action is clicked: the thing clicked first and, for a two-step play, the second.
CLICKED: tuple[tuple[tuple[type, ...], Callable[[Any], tuple[Target, Target | None]]], ...] = (
    ((A.KickDoor, A.LootRoom), lambda a: (("deck", "door"), None)),
    ((A.LookForTrouble, A.PlayItem, A.Equip, A.Unequip, A.PlayCard, A.DropCard, A.AddUndead, A.Berserk, A.Turning,
      A.Flee, A.Sacrifice, A.TakeTreasure, A.ChooseLoss, A.Plunder, A.Discard, A.MarkForSale, A.Unmark, A.Steal),
     lambda a: (("card", a.card), None)),
    ((A.Curse, A.LevelUp, A.Backstab), lambda a: (("card", a.card), ("seat", a.target))),
    ((A.Give,), lambda a: (("card", a.card), ("seat", a.to))),
    ((A.Enhance, A.UsePower), lambda a: (("card", a.card), ("card", a.foe) if a.foe else None)),   # (a power: if aimed)
    ((A.UsePotion,), lambda a: (("card", a.card), ("side", a.side))),
    ((A.Charm, A.FightOne), lambda a: (("card", a.foe), None)),
    ((A.AskHelp,), lambda a: (("seat", a.seat), None)),
    ((A.OfferHelp,), lambda a: (("help", None), None)),
    ((Accept, Refuse), lambda a: (("answer", "accept" if isinstance(a, Accept) else "refuse"), None)),
    ((A.OfferTrade,), lambda a: (("card", a.give), ("card", a.take))),
)


def keys(a: Action) -> tuple[Target, Target | None] | None:
    """Where an action is clicked (None: a button)."""
    return next((where(a) for types, where in CLICKED if isinstance(a, types)), None)


@dataclass
class Clicks:
    """The things of the table at a moment: what a click on each takes (none when no one at the screen may
    act), how each is lit, and the card taken up if it may still go somewhere (the screen's: `take_up` sets it)."""

    view: DoorsView
    choices: tuple[Action, ...]
    take_up: Callable[[Target], None]
    armed: Target | None = None
    away: str | None = None   # the card flying: its flight draws it, the table leaves it out (DoorsScreen.away)
    # each choice clicked on the table, under its first target, in the choices' order, with its second one
    # (worked out once: a table of dozens of things asks it of hundreds of choices, a curse for every seat)
    clicked: dict[Target, list[tuple[Action, Target | None]]] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        for a in self.choices:
            if (k := keys(a)) is not None:
                self.clicked.setdefault(k[0], []).append((a, k[1]))
        if self.armed is not None and not self.two_step(self.armed):
            self.armed = None   # (no choice takes it anywhere now: it was played, or the moment passed)

    def two_step(self, target: Target) -> bool:
        return any(second is not None for _, second in self.clicked.get(target, ()))

    def clicked_at(self, first: Target | None, then: Target | None | EllipsisType = ...) -> tuple[Action, ...]:
        """The choices that start with a click on `first`; with `then`, only those whose second click is there
        (None: the plays of one click; clicked_at(armed, target): what a click on the target does with the card
        taken up)."""
        return tuple(a for a, second in self.clicked.get(first, ()) if then is ... or second == then)

    def lit(self, target: Target) -> bool:
        """Lit on the table: with a card taken up, the places it may go; else what a click takes or takes up."""
        return bool(self.clicked_at(self.armed, target) if self.armed is not None else self.clicked_at(target))

    def buttons(self) -> list[Action]:
        """The choices offered as buttons: what no card stands for, the one-card plays of the card taken up (to
        discard it in Charity instead of giving it, say), and the answers to an offer (on its plate too)."""
        return [a for a in self.choices if keys(a) in (None, (self.armed, None)) or isinstance(a, (Accept, Refuse))]

    def thing(self, rect: Rect, target: Target, words: str | Callable[[], str] = "",
              card: Face | None = None) -> Thing:
        """The thing at a target: what a click takes, its words with what a click does, its menu's title, its card
        shown large. With a card taken up, a click takes it where it may go (with the target's own plays: a menu
        asks which); a card with a two-step play is taken up by its click (on the way to its plays), and a click
        on the card taken up puts it down; else a click takes the target's own plays."""
        goes = self.clicked_at(self.armed, target)   # (where the card taken up may go)
        up = target != self.armed and self.two_step(target) and not goes
        found = () if up or target == self.armed else goes + self.clicked_at(target, None)

        def said() -> str:
            text = words() if callable(words) else words   # (none for a card: it shows large instead)
            if text and found:
                return text + "\nClick: " + (str(found[0]) if len(found) == 1 else "choose how")
            if text and up and self.armed is None:
                return text + "\nClick to take it up, then click where it goes."
            return text
        return Thing(tuple(rect), target, found or (self.clicked_at(target) if up else ()),
                     do=(lambda: self.take_up(target)) if up else None, words=said,
                     menu=self.menu_title(target, found), large=face(card) if card is not None else None)

    def lit_thing(self, rect: Rect, target: Target, words: str | Callable[[], str] = "", card: Face | None = None,
                  lit_at: Rect | None = None) -> Layout:
        """The thing at a target (see thing) with its light round the same rect, what is lit is what is clicked
        (or round `lit_at` inside it: a deck's pile in its zone)."""
        lit_at = rect if lit_at is None else lit_at
        return Layout(light(lit_at, target, self.lit(target), taken_up=self.armed == target),
                      [self.thing(rect, target, words, card)])

    def lying(self, rect: Rect, f: Face, dim: bool = False, sale: bool = False) -> Layout:
        """A card lying on the table, lit where a click takes it, shown large under the pointer (none while it
        flies from here: its place is left empty)."""
        if f.id == self.away:
            return Layout()
        look = part(rect, Lying(f, dim, sale), paint_lying, spill=SHADOW if readable(rect) else NO_SPILL)
        return self.lit_thing(rect, ("card", f.id), card=f).add(Layout([look]))

    def menu_title(self, target: Target, found: tuple[Action, ...]) -> str:
        view, kind = self.view, target[0]
        if found and isinstance(found[0], A.AskHelp):
            return f"Ask {view.seats[target[1]].name} to help you"
        if found and isinstance(found[0], A.OfferHelp) and view.combat is not None:
            return f"Offer to help {view.seats[view.combat.fighter].name}"
        if kind == "seat":
            return view.seats[target[1]].name
        if kind == "card":
            return getattr(view.face(target[1]), "name", "")
        return {"deck": "The door", "side": "The fight"}.get(kind, "")


def gallery(app: App) -> Gallery:
    """The card gallery (from the rules screen): every door and treasure card face up, one of each kind."""
    tabs = []
    for deck, label in (("door", "Door cards"), ("treasure", "Treasure cards")):
        ids = content.deck_ids(deck)
        counts = Counter(content.card(i).id for i in ids)
        first = {content.card(i).id: content.face(i) for i in reversed(ids)}   # (each kind's first card)
        faces = sorted(first.values(), key=lambda f: (f.kind, f.level, f.name))
        note = f"{len(ids)} cards, {len(faces)} kinds — names, texts and pictures are this project's own design."
        tabs.append((label, [Section(label, note, [face(f) for f in faces],
                                     captions=[f"×{counts[f.kind_id]}" for f in faces])]))
    return Gallery("Kick the Door: every card", tabs)
