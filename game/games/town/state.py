"""The state of a game of Wilds & Depths: the pawns and their inventories, the decks, the shop, the move
under way, and whose decision it is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.engine.decks import Deck
from game.engine.offer import Offer
from game.engine.protocol import State

# What the seat to act is deciding:
#   roll    - the start of a turn: roll the dice
#   move    - two dice (three with the boots) rolled: which one to move by, and stop at the Town or not
#   moving  - the die chosen: the pawn walks and the square it stops on is carried out. No decision is asked
#             in it (the moments of a move show it): the landings of the dice are offered only in `move`
#   meet    - passing another pawn: fight, offer a trade, or go on (the mover first, then the other)
#   trade   - putting a trade offer together
#   offer   - a trade offer waits for the other seat's answer
#   toll    - a monster asks a toll: pay it, or fight
#   lantern - two cards drawn by lantern light: which one to face
#   shop    - in the Town (or with a wandering pedlar): buy, sell, refresh, leave
#   over    - every monster is defeated
Phase = Literal["roll", "move", "moving", "meet", "trade", "offer", "toll", "lantern", "shop", "over"]


@dataclass(kw_only=True)
class Pawn:
    square: int
    hp: int
    silver: int
    equipment: list[str] = field(default_factory=list)   # item ids, in the order they were taken
    victory: list[str] = field(default_factory=list)     # defeated monsters' card ids
    skip_turns: int = 0


@dataclass(kw_only=True)
class Walk:
    """A move under way: the squares still to enter, and the pawns already met on the way."""

    value: int
    path: list[int] = field(default_factory=list)
    met: list[int] = field(default_factory=list)


@dataclass(kw_only=True)
class Meeting:
    """The mover passes (or lands beside) another pawn. The mover chooses first, then the other."""

    mover: int
    other: int
    asker: int
    offered: list[int] = field(default_factory=list)   # seats that have made a trade offer in this meeting


@dataclass(kw_only=True)
class Draft:
    """A trade offer being put together by `by` for `to`: indices into the two inventories, and silver."""

    by: int
    to: int
    give_items: list[int] = field(default_factory=list)
    give_cards: list[int] = field(default_factory=list)
    give_silver: int = 0
    ask_items: list[int] = field(default_factory=list)
    ask_cards: list[int] = field(default_factory=list)
    ask_silver: int = 0


@dataclass(kw_only=True)
class TownState(State):
    pawns: list[Pawn] = field(default_factory=list)
    order: list[int] = field(default_factory=list)       # the turn order: the first player, then clockwise
    round: int = 1
    phase: Phase = "roll"
    dice: list[int] = field(default_factory=list)        # the dice rolled to move this turn
    walk: Walk | None = None
    again: bool = False                                  # an extra turn follows this one
    decks: list[Deck] = field(default_factory=list)      # the monster decks, 0 (wilderness) to 3
    under: list[int] = field(default_factory=list)       # per deck: the cards at its bottom everyone saw go there
    town_deck: Deck = field(default_factory=Deck)
    shop: list[str] = field(default_factory=list)        # the items for sale ("" for an empty space)
    shopping: Literal["", "town", "pedlar"] = ""
    refreshes: int = 0                                   # new wares paid for in this turn (in the Town)
    card: str = ""                                       # the card being faced this turn
    card_deck: int = -1                                  # the deck it was drawn from
    lantern: list[str] = field(default_factory=list)     # two cards drawn by lantern light
    lantern_decks: list[int] = field(default_factory=list)
    meeting: Meeting | None = None
    draft: Draft | None = None
    offer: Offer | None = None
    duel: list[int] = field(default_factory=list)        # the two seats fighting, while they fight
    winners: list[int] = field(default_factory=list)
    ended: str = ""

    # A card put under a deck (a monster not beaten, one paid off, the Lantern's other card) goes there in the
    # open: the table knows the bottom of the deck, in order, until the cards drawn reach it.
    def put_under(self, deck: int, cid: str) -> None:
        self.decks[deck].put_bottom(cid)
        self._under()[deck] += 1

    def draw_from(self, deck: int) -> str:
        cid = self.decks[deck].draw()
        under = self._under()
        under[deck] = min(under[deck], len(self.decks[deck]))
        return cid

    def seen_under(self, deck: int) -> list[str]:
        """The cards known at the bottom of a deck, the next of them to come up first (a game saved before
        the count was kept knows none)."""
        n = self.under[deck] if deck < len(self.under) else 0
        return list(reversed(self.decks[deck].cards[:n]))

    def _under(self) -> list[int]:
        if len(self.under) < len(self.decks):   # (a game saved before the count was kept: none known)
            self.under += [0] * (len(self.decks) - len(self.under))
        return self.under
