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
from game.ui.tabletop.things import Thing, Words

from .cards import face, face_in

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


@dataclass(frozen=True)
class Clicks:
    """The choices a click may take now (none when no one at the screen may act) and the card taken up, if
    it may still go somewhere."""

    choices: tuple[Action, ...]
    armed: Target | None = None

    @classmethod
    def of(cls, choices: tuple[Action, ...], armed: Target | None) -> Clicks:
        """The card taken up is forgotten once no choice takes it anywhere (it was played, or the moment
        passed)."""
        plain = cls(choices)
        return cls(choices, armed if armed is not None and plain.two_step(armed) else None)

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


def bargain(action: Action, treasures: int) -> str:
    """A help bargain's terms as a menu line (the menu's title says who helps whom)."""
    share, first = getattr(action, "share", 0), getattr(action, "helper_first", False)
    if share == 0:
        return "For no treasure"
    if share >= treasures:
        return f"For {'all ' if treasures > 1 else ''}the {plural(treasures, 'treasure')}"
    picker = "the helper" if first else "the fighter"
    return f"For {share} of the {plural(treasures, 'treasure')}, {picker} picks first"


@dataclass(frozen=True)
class Answers:
    """Makes the things of the table at a moment: what a click takes at each (a card to take up: its click
    takes it up, on the way to its plays), its words with what a click does, its menu's title, its card shown
    large. `take_up` is the screen's: a card taken up is the screen's own state."""

    view: DoorsView
    clicks: Clicks
    take_up: Callable[[Target], None]

    def __call__(self, rect: pygame.Rect, target: Target, words: Words | Callable[[], Words],
                 card: DoorsCard | None) -> Thing:
        clicks = self.clicks
        found = clicks.actions_at(target)
        up = clicks.takes_up(target)

        def said() -> Words:
            text = words() if callable(words) else words
            if not text or not isinstance(text, str):
                return text   # (a card shows large instead; an offer is written out on its plate)
            if found:
                return text + "\nClick: " + (str(found[0]) if len(found) == 1 else "choose how")
            if clicks.armed is None and up:
                return text + "\nClick to take it up, then click where it goes."
            return text
        return Thing(tuple(rect), target, found or (clicks.firsts(target) if up else ()),
                     do=(lambda: self.take_up(target)) if up else None, words=said,
                     menu=self.menu_title(target, found), large=face(card) if card is not None else None)

    def menu_title(self, target: Target, found: tuple[Action, ...]) -> str:
        view = self.view
        if found and isinstance(found[0], A.AskHelp):
            return f"Ask {view.seats[target[1]].name} to help you"
        if found and isinstance(found[0], A.OfferHelp) and view.combat is not None:
            return f"Offer to help {view.seats[view.combat.fighter].name}"
        if target[0] == "seat":
            return view.seats[target[1]].name
        if target[0] == "card":
            return getattr(face_in(view, target[1]), "name", "")
        return {"deck": "The door", "side": "The fight"}.get(target[0], "")
