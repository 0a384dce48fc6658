"""The things of the Wilds & Depths table a click may take off the board's squares, by what they are: a die or
a card on the stage, the decks and the Town's wares on the board, and in each seat's row its equipment and
victory pile. What a click on each takes now, and its words (the rules' words.thing_words, then what a click
does), are worked out here once for all of them.

Each is a Spot: a seat's row ("box"), an equipment "item", an empty "place", the victory "pile"; on the stage a
"die", a "lantern" card, the "card" faced; on the board a monster "deck", the "town_deck", a ware for "sale"."""

from __future__ import annotations

import pygame

from game.engine.protocol import Action
from game.engine.words import listing
from game.games.town import words
from game.games.town.actions import Buy, Face, FightMonster, Move, Put, Refresh, Sell
from game.games.town.view import TownView
from game.ui.compose import Part
from game.ui.tabletop.shown import Shown
from game.ui.tabletop.things import Spot, Thing


def takes(spot: Spot, a: Action, view: TownView) -> bool:
    """Whether a click on the thing takes this legal action (there is none off the person's turn)."""
    match spot.what, a:
        case "die", Move():   # (dice of one value share one move: the rules list it once)
            return a.value == view.dice[spot.index]
        case (("lantern", Face(index=spot.index)) | ("card", FightMonster()) | ("sale", Buy(slot=spot.index))
              | ("town_deck", Refresh())):
            return True
        case "item", Sell(index=spot.index) if spot.seat == view.to_act:
            return True
        case ("item" | "pile"), Put() if view.draft is not None:
            side = "give" if spot.seat == view.draft.by else "ask" if spot.seat == view.draft.to else ""
            what = "item" if spot.what == "item" else "card"
            return a.side == side and a.what == what and (what == "card" or a.index == spot.index)
    return False


def thing(at: pygame.Rect, spot: Spot, shown: Shown[TownView], marks: tuple[Part, ...] = ()) -> Thing:
    """The thing, with the actions a click on it takes now and its words (worked out when hovered)."""
    found = tuple(a for a in shown.choices if takes(spot, a, shown.view))
    return Thing(tuple(at), spot, found, words=lambda: spot_words(spot, shown.view, found), marks=marks,
                 menu="Which monster?" if spot.what == "pile" else "Which?")


def spot_words(spot: Spot, view: TownView, found: tuple[Action, ...]) -> str:
    """What the thing is, and what a click on it does now."""
    text = words.thing_words(spot.what, spot.seat, spot.index, view)
    if len(found) == 1:   # (where the words say it already, a die's landing, the click's short name)
        said = words.action_words(found[0], view)
        text += f"\nClick: {found[0] if said in text else said}"
    elif found:
        text += "\nClick: a choice of " + listing([str(a) for a in found])
    return text
