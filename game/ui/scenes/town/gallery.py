"""The rules screen's "The cards": every card of the four monster decks and every Town item, face up,
with how many the box holds (the whole card set is this project's own design)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.town import content
from game.games.town.view import card_face, item_face

from ...gallery import Gallery, Section
from .cards import item_face as item_card
from .cards import monster_face

if TYPE_CHECKING:
    from ...app import App

NOTE = "Names, numbers and pictures are this project's own design: the rulebook names the decks but lists no card."


def gallery(app: App) -> Gallery:
    tabs = []
    for deck in content.decks():
        section = Section(deck.name, f"{sum(c.count for c in deck.cards)} cards, their backs {deck.back}. {NOTE}",
                          [monster_face(card_face(c.id)) for c in deck.cards],
                          captions=[f"×{c.count}" for c in deck.cards])
        tabs.append((deck.name.removeprefix("The "), [section]))
    items = list(content.items().values())
    tabs.append(("The Town", [Section("The Town deck", f"{sum(i.count for i in items)} items for sale; an item sells "
                                      f"back for half its price, rounded down. {NOTE}",
                                      [item_card(item_face(i.id)) for i in items],
                                      captions=[f"×{i.count}" for i in items])]))
    return Gallery("Wilds & Depths: the cards", tabs)
