"""The things of the Wilds & Depths table a click may take off the board's squares, by what they are: a die or
a card on the stage, the decks and the Town's wares on the board, and in each seat's row its equipment and
victory pile. What a click on each takes now, and its words, are worked out here once for all of them."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Action
from game.engine.words import listing
from game.games.town import words
from game.games.town.actions import Buy, Face, FightMonster, Move, Put, Refresh, Sell
from game.games.town.view import TownView
from game.ui.compose import Part
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Thing

from .cards import pile_words

PLACES = 3   # "Players may only carry three equipment items at any given time."


@dataclass(frozen=True)
class Spot:
    """A thing under the pointer: a seat's row ("box"), an equipment item, an empty place, the victory pile;
    on the stage a die, a lantern card, the card faced; on the board a deck, the Town deck, a ware."""

    what: str
    seat: int | None = None
    index: int = -1


def actions_at(spot: Spot, view: TownView, choices: tuple[Action, ...]) -> tuple[Action, ...]:
    """The legal actions a click on the thing takes (none off the person's turn: choices is empty then)."""
    draft, me = view.draft, view.to_act
    found = []
    for a in choices:
        if spot.what == "die" and isinstance(a, Move) and die_moves(view, a, spot.index):
            found.append(a)
        elif spot.what == "lantern" and isinstance(a, Face) and a.index == spot.index:
            found.append(a)
        elif spot.what == "card" and isinstance(a, FightMonster):
            found.append(a)
        elif spot.what == "sale" and isinstance(a, Buy) and a.slot == spot.index:
            found.append(a)
        elif spot.what == "town_deck" and isinstance(a, Refresh):
            found.append(a)
        elif spot.what == "item" and isinstance(a, Sell) and spot.seat == me and a.index == spot.index:
            found.append(a)
        elif isinstance(a, Put) and draft is not None and spot.what in ("item", "pile"):
            side = "give" if spot.seat == draft.by else "ask" if spot.seat == draft.to else ""
            what = "item" if spot.what == "item" else "card"
            if a.side == side and a.what == what and (what == "card" or a.index == spot.index):
                found.append(a)
    return tuple(found)


def die_moves(view: TownView, move: Move, die: int) -> bool:
    """A move is this die's (dice of one value share one move: the rules list it once)."""
    return move.die == die or (die < len(view.dice) and move.value == view.dice[die])


def thing(at: tuple[int, int, int, int], spot: Spot, shown: Shown[TownView], marks: tuple[Part, ...] = (),
          menu: str = "Which?") -> Thing:
    """The thing, with the actions a click on it takes now and its words (worked out when hovered)."""
    found = actions_at(spot, shown.view, shown.choices)
    return Thing(at, spot, found, words=lambda: spot_words(spot, shown.view, found), marks=marks, menu=menu)


def spot_words(spot: Spot, view: TownView, found: tuple[Action, ...]) -> str:
    """What the thing is, and what a click on it does now."""
    text = about(spot, view)
    if len(found) == 1:
        text += f"\nClick: {words.action_words(found[0], view)}"
    elif found:
        text += "\nClick: a choice of " + listing([str(a) for a in found])
    return text


def about(spot: Spot, view: TownView) -> str:
    v = spot.what
    if v == "die":
        if view.phase != "move":   # the die chosen, the move under way
            return view.prompt
        value = view.dice[spot.index] if spot.index < len(view.dice) else None
        return " ".join(words.landing_words(c, view) for c in view.choices if c.die == spot.index or c.value == value)
    if v == "sale":
        f = view.shop[spot.index]
        return f"For sale: {f.name}, {f.price} silver. {f.text}" if f else "An empty space for sale"
    if v == "town_deck":
        return f"The Town deck: {view.town_deck} items to come"
    if v == "deck":
        return words.deck_words(view.decks[spot.index])
    if v in ("card", "lantern"):
        f = view.card if v == "card" else view.lantern[spot.index]
        return f"{f.name}: {f.text}" if f is not None else ""
    if spot.seat is None:
        return ""
    p = view.pawns[spot.seat]
    if v == "item" and spot.index < len(p.equipment):
        item = p.equipment[spot.index]
        return f"{p.name}'s {item.name}: {item.text} (bought for {item.price}, sells for {item.resale})"
    if v == "place":
        return f"An empty equipment place: {p.name} may carry {PLACES} items"
    if v == "pile":
        return pile_words(p.victory, p.skulls)
    return words.seat_words(p)
