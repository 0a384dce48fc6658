"""What a click on each thing of Kick the Door's table takes, at a moment, with a card taken up or not.

Every card is clicked where it lies. A card whose play needs a second choice (a curse and its victim, an
enhancer and its monster, your item and the item you want for it) is taken up by a first click, and the
second click chooses where it goes; a click on it again puts it down. Things are named by targets:
("card", id), ("seat", n), ("deck", "door"), ("side", "players"), ("help", None), ("answer", "accept").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action
from game.engine.words import plural
from game.games.doors import actions as A
from game.games.doors.content import DoorsCard
from game.games.doors.view import DoorsView
from game.ui.compose import NO_SPILL, SHADOW, Part, part
from game.ui.tabletop.layout import Layout, lit
from game.ui.tabletop.things import Thing

from .cards import LIGHT, LIT, POINTED, TAKEN_UP, Lying, face, face_in, paint_light, paint_lying, readable

Rect = pygame.Rect
Target = tuple[str, Any]
ONE_CARD = (A.LookForTrouble, A.PlayItem, A.Equip, A.Unequip, A.PlayCard, A.DropCard, A.AddUndead, A.Berserk,
            A.Turning, A.Flee, A.Sacrifice, A.TakeTreasure, A.ChooseLoss, A.Plunder, A.Discard, A.MarkForSale,
            A.Unmark, A.Steal)


def keys(a: Action) -> tuple[Target, Target | None] | None:
    """Where an action is clicked: the thing clicked first and, for a two-step play, the second (None: a
    button)."""
    if isinstance(a, (A.KickDoor, A.LootRoom)):
        return ("deck", "door"), None
    if isinstance(a, ONE_CARD):
        return ("card", a.card), None
    if isinstance(a, (A.Curse, A.LevelUp, A.Backstab)):
        return ("card", a.card), ("seat", a.target)
    if isinstance(a, A.Give):
        return ("card", a.card), ("seat", a.to)
    if isinstance(a, A.Enhance):
        return ("card", a.card), ("card", a.foe)
    if isinstance(a, A.UsePotion):
        return ("card", a.card), ("side", a.side)
    if isinstance(a, A.UsePower):
        return ("card", a.card), (("card", a.foe) if a.foe else None)
    if isinstance(a, (A.Charm, A.FightOne)):
        return ("card", a.foe), None
    if isinstance(a, A.AskHelp):
        return ("seat", a.seat), None
    if isinstance(a, A.OfferHelp):
        return ("help", None), None
    if isinstance(a, (Accept, Refuse)):
        return ("answer", "accept" if isinstance(a, Accept) else "refuse"), None
    if isinstance(a, A.OfferTrade):
        return ("card", a.give), ("card", a.take)
    return None


@dataclass
class Clicks:
    """The things of the table at a moment: what a click on each takes (none when no one at the screen may
    act), how each is lit, and the card taken up, if it may still go somewhere (it is the screen's own state:
    `take_up` sets it)."""

    view: DoorsView
    choices: tuple[Action, ...]
    take_up: Callable[[Target], None]
    armed: Target | None = None

    def __post_init__(self) -> None:
        if self.armed is not None and not self.two_step(self.armed):
            self.armed = None   # (no choice takes it anywhere now: it was played, or the moment passed)

    def two_step(self, target: Target) -> bool:
        return any((k := keys(a)) and k[0] == target and k[1] is not None for a in self.choices)

    def firsts(self, target: Target) -> tuple[Action, ...]:
        """Every choice that starts with a click on the target (taking it up, for a two-step play)."""
        return tuple(a for a in self.choices if (k := keys(a)) and k[0] == target)

    def second_steps(self, target: Target) -> tuple[Action, ...]:
        """With a card taken up, what a click on `target` does with it."""
        if self.armed is None:
            return ()
        return tuple(a for a in self.choices if keys(a) == (self.armed, target))

    def own(self, target: Target) -> tuple[Action, ...]:
        return tuple(a for a in self.choices if keys(a) == (target, None))

    def actions_at(self, target: Target) -> tuple[Action, ...]:
        """What a click on the target takes: with a card taken up, where it goes (with the target's own
        plays: a menu asks which); a card to be taken up takes nothing (the click takes it up); else its own
        plays. A click on the card taken up puts it down."""
        if self.armed is not None:
            if target == self.armed:
                return ()
            pairs = self.second_steps(target)
            if pairs:
                return pairs + self.own(target)
        if self.two_step(target):
            return ()
        return self.own(target)

    def takes_up(self, target: Target) -> bool:
        """A click on the target takes it up (a card with a two-step play, not the one taken up already,
        and not a place the card taken up may go)."""
        return target != self.armed and self.two_step(target) and not self.second_steps(target)

    def lit(self, target: Target) -> bool:
        """Lit on the table: with a card taken up, the places it may go; else what a click takes or takes up."""
        if self.armed is not None:
            return bool(self.second_steps(target))
        return bool(self.own(target)) or self.two_step(target)

    def buttons(self) -> list[Action]:
        """The choices offered as buttons: what no card stands for, the one-card plays of the card taken up
        (to discard it in Charity instead of giving it, say), and the answers to an offer (on its plate as
        well)."""
        return [a for a in self.choices if keys(a) is None or isinstance(a, (Accept, Refuse))
                or (self.armed is not None and keys(a) == (self.armed, None))]

    def light(self, rect: Rect, target: Target) -> list[Part]:
        """The light on a thing: the card taken up glows; a thing a click takes is ringed, glowing under the
        pointer; anything else is not lit."""
        at = rect.inflate(2 * LIGHT, 2 * LIGHT)
        if self.armed == target:
            return [part(at, TAKEN_UP, paint_light)]
        return lit(at, target, LIT, POINTED, paint_light) if self.lit(target) else []

    def thing(self, rect: Rect, target: Target, words: str | Callable[[], str] = "",
              card: DoorsCard | None = None) -> Thing:
        """The thing at a target: what a click takes (a card to take up: its click takes it up, on the way to its
        plays), its words with what a click does, its menu's title, its card shown large."""
        found, up = self.actions_at(target), self.takes_up(target)

        def said() -> str:
            text = words() if callable(words) else words   # (none for a card: it shows large instead)
            if text and found:
                return text + "\nClick: " + (str(found[0]) if len(found) == 1 else "choose how")
            if text and up and self.armed is None:
                return text + "\nClick to take it up, then click where it goes."
            return text
        return Thing(tuple(rect), target, found or (self.firsts(target) if up else ()),
                     do=(lambda: self.take_up(target)) if up else None, words=said,
                     menu=self.menu_title(target, found), large=face(card) if card is not None else None)

    def lying(self, rect: Rect, f: DoorsCard, dim: bool = False, sale: bool = False) -> Layout:
        """A card lying on the table, lit where a click takes it, shown large under the pointer."""
        target = ("card", f.id)
        return Layout([*self.light(rect, target), part(rect, Lying(f, dim, sale), paint_lying,
                                                        spill=SHADOW if readable(rect) else NO_SPILL)],
                      [self.thing(rect, target, card=f)])

    def menu_title(self, target: Target, found: tuple[Action, ...]) -> str:
        view, kind = self.view, target[0]
        if found and isinstance(found[0], A.AskHelp):
            return f"Ask {view.seats[target[1]].name} to help you"
        if found and isinstance(found[0], A.OfferHelp) and view.combat is not None:
            return f"Offer to help {view.seats[view.combat.fighter].name}"
        if kind == "seat":
            return view.seats[target[1]].name
        if kind == "card":
            return getattr(face_in(view, target[1]), "name", "")
        return {"deck": "The door", "side": "The fight"}.get(kind, "")


def share_words(share: int, treasures: int) -> str:
    """A helper's share of the treasure in words."""
    if share == 0:
        return "no treasure"
    if share >= treasures:
        return f"{'all ' if treasures > 1 else ''}the {plural(treasures, 'treasure')}"
    return f"{share} of the {plural(treasures, 'treasure')}"


def bargain(action: Action, treasures: int) -> str:
    """A help bargain's terms as a menu line (the menu's title says who helps whom)."""
    given, first = getattr(action, "share", 0), getattr(action, "helper_first", False)
    picks = f", {'the helper' if first else 'the fighter'} picks first" if 0 < given < treasures else ""
    return f"For {share_words(given, treasures)}{picks}"
