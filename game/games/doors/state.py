"""The state of a game of Kick the Door: each seat's level, hand and table, the two decks, the combat under
way, and whose decision it is. Cards are physical card ids ("lint_golem#1"); content.card() says what they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.engine.decks import Deck
from game.engine.offer import Offer
from game.engine.protocol import State
from game.engine.respond import ResponseWindow

# What the game is waiting for (whose decision follows from it, see flow.decide):
#   setup     - before the first turn, each seat with items in hand may equip them
#   kick      - the start of a turn: kick open the door (first: equip, sell, play cards)
#   after     - the door was kicked and no fight happened: look for trouble or loot the room
#   combat    - a fight is under way (combat.stage says which part)
#   end       - the turn's fight or loot is over: tidy up, then end the turn
#   charity   - more cards in hand than allowed: play, give or discard down to the limit
#   over      - someone reached level 10
Phase = Literal["setup", "kick", "after", "combat", "end", "charity", "over"]
# decide: the fighter decides; split: the treasures are shared out; run: running away, one roll at a time
Stage = Literal["decide", "split", "run"]


@dataclass(kw_only=True)
class Carried:
    """An item on the table in front of its owner: equipped (it counts) or carried (turned sideways)."""

    card: str
    equipped: bool = False


@dataclass(kw_only=True)
class Player:
    level: int = 1
    hand: list[str] = field(default_factory=list)
    items: list[Carried] = field(default_factory=list)
    races: list[str] = field(default_factory=list)
    classes: list[str] = field(default_factory=list)
    doubles: list[str] = field(default_factory=list)    # the double-race and double-class cards in play
    hirelings: list[str] = field(default_factory=list)
    curses: list[str] = field(default_factory=list)     # curses that stay on you
    dead: bool = False          # draws four and four at the start of the next turn
    sold_double: bool = False   # a Pocketkin sold one item at double price this turn
    stole: bool = False         # a Cutpurse tried to steal this turn

    def item_ids(self) -> list[str]:
        return [c.card for c in self.items]

    def equipped_ids(self) -> list[str]:
        return [c.card for c in self.items if c.equipped]


@dataclass(kw_only=True)
class Foe:
    """A monster in the combat with the enhancers played on it."""

    card: str
    enhancers: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class Boost:
    """A one-shot item thrown into the combat, for the players' side or the monsters'."""

    card: str
    side: Literal["players", "monsters"]
    by: int


@dataclass(kw_only=True)
class Spent:
    """A card discarded for a class power: Brawler (+1), Gravewarden (+3 against undead), Hexslinger (+1 to
    run away), Cutpurse (-2 to `target`)."""

    seat: int
    power: str
    card: str
    target: int | None = None


@dataclass(kw_only=True)
class RunStep:
    """One roll still to make: `seat` runs away from the monster `foe` (its card)."""

    seat: int
    foe: str


@dataclass(kw_only=True)
class Combat:
    fighter: int
    foes: list[Foe]
    helper: int | None = None
    share: int = 0                 # the helper's treasures, as agreed
    helper_first: bool = False     # who picks first when the treasures are shared out
    asked: list[int] = field(default_factory=list)   # seats that were asked or offered help (once each)
    boosts: list[Boost] = field(default_factory=list)
    spent: list[Spent] = field(default_factory=list)
    stage: Stage = "decide"
    declared: str = ""             # fight | one | run, waiting for the window before it resolves
    target: str = ""               # the monster fought alone ("one")
    dirty: bool = False            # the fighter changed the fight since the last window closed
    loot: list[str] = field(default_factory=list)    # treasures drawn, waiting to be shared out
    picker: int | None = None      # whose pick it is while sharing out
    helper_got: int = 0
    runs: list[RunStep] = field(default_factory=list)
    kicked: bool = True            # the monster came through the door (not from a hand)


@dataclass(kw_only=True)
class Pending:
    """A choice that interrupts the game: the victim of a curse picks the items it takes (`count` of
    `options`), or the others pick through a dead seat's cards (`pickers` in order, `seat` picking now)."""

    kind: Literal["lose", "plunder"]
    seat: int
    options: list[str] = field(default_factory=list)
    count: int = 1
    why: str = ""
    victim: int = 0
    pickers: list[int] = field(default_factory=list)


@dataclass(kw_only=True)
class DoorsState(State):
    players: list[Player] = field(default_factory=list)
    door: Deck = field(default_factory=Deck)
    treasure: Deck = field(default_factory=Deck)
    order: list[int] = field(default_factory=list)     # the turn order, from the seat the dice chose
    current: int = 0                                    # whose turn it is
    phase: Phase = "setup"
    setup_queue: list[int] = field(default_factory=list)
    combat: Combat | None = None
    window: ResponseWindow | None = None
    offer: Offer | None = None
    pending: list[Pending] = field(default_factory=list)   # the last one is answered first
    sale: list[str] = field(default_factory=list)       # cards the seat whose turn it is marked for sale
    trades: list[str] = field(default_factory=list)     # trades offered this turn ("give>take")
    winner: int | None = None
    ended: str = ""

    @property
    def n(self) -> int:
        return len(self.players)
