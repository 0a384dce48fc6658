"""The state of a game of Dice Delve: plain lists and numbers, saved as JSON by game.engine.serial."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.protocol import State

from . import content as C

# Phases of play, in the order a delve passes through them.
TRADE = "trade"          # advanced option: trading twist cards and treasures at the start of a round
FORM = "form"            # forming the party (the Mercenary's reroll)
TWIST = "twist"          # a response moment: seats holding a playable twist card may play one
MONSTER = "monster"
LOOT = "loot"
DRAGON = "dragon"
REGROUP = "regroup"
OVER = "over"

PHASE_NAMES = {TRADE: "Trading", FORM: "Forming the party", TWIST: "Twist cards", MONSTER: "Monster phase",
               LOOT: "Loot phase", DRAGON: "Dragon phase", REGROUP: "Regroup phase", OVER: "Game over"}


@dataclass(kw_only=True)
class Pending:
    """A decision made in several clicks: what has been chosen so far.

    kind: "companion" (a companion is chosen, now choose what it does), "reroll" (marking dice to reroll;
    `by` says whose power: "scroll", "form" or "ultimate"), "revive" (faces for revived dice),
    "dragon_role" (the role a chosen companion takes against the Dragon), "twist" (a twist card's target),
    "divine" (the treasure the Paladin gives up), "trade" (a proposal being put together or answered).
    """

    kind: str
    source: str = ""
    by: str = ""
    card: str = ""
    party_marked: list[int] = field(default_factory=list)
    dungeon_marked: list[int] = field(default_factory=list)
    revives: int = 0
    seat: int = -1            # the twist player, the proposer of a trade, or who drank an Elixir
    partner: int = -1
    give: str = ""
    want: str = ""
    answering: bool = False


@dataclass(kw_only=True)
class DelveState(State):
    heroes: list[str] = field(default_factory=list)        # hero id per seat
    master: list[bool] = field(default_factory=list)       # the card's Master side is up
    xp: list[int] = field(default_factory=list)
    treasures: list[list[str]] = field(default_factory=list)
    twists: list[list[str]] = field(default_factory=list)  # secret hands
    twist_deck: list[str] = field(default_factory=list)
    twist_discard: list[str] = field(default_factory=list)
    bag: list[str] = field(default_factory=list)           # treasure tokens still in the box
    delves_done: list[int] = field(default_factory=list)
    round: int = 1
    adventurer: int = 0
    phase: str = MONSTER
    level: int = 1
    party: list[str] = field(default_factory=list)         # faces of the active party dice
    graveyard: list[str] = field(default_factory=list)     # faces the used party dice last showed
    dungeon: list[str] = field(default_factory=list)       # the dungeon dice of this level (no Dragons)
    lair: int = 0                                          # dice in the Dragon's Lair
    borrowed: list[str] = field(default_factory=list)      # dungeon dice fighting for the party until Regroup
    ultimate_used: bool = False
    dragon_need: int = C.DRAGON_LAIR_NEED                  # dice in the Lair that bring the next Dragon
    distractions: bool = False                             # Champions act as Thieves for this level
    dragon_awake: bool = False                             # the Dragon has come this level
    dragon_team: list[str] = field(default_factory=list)   # "source|role" chosen against the Dragon
    pending: Pending | None = None
    window_passed: list[int] = field(default_factory=list)  # seats that passed since the last twist
    window_last: int = -1                                  # the seat that acted last in the window
    fought: bool = False                                   # a monster of this level has been fought
    monster_begun: bool = False                            # this level's Monster phase has been announced
    trade_next: int = -1                                   # whose proposal is next in the trade window
    trade_done: list[int] = field(default_factory=list)
    delve_xp: int = 0                                      # XP the Adventurer gained this delve
    deepest: list[int] = field(default_factory=list)       # by seat: the deepest level its delves reached
    finished: bool = False

    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def dungeon_lord(self) -> int:
        """The seat to the Adventurer's left; with one seat the app is the Dungeon Lord (the seat itself)."""
        return (self.adventurer + 1) % self.n

    def lord_name(self) -> str:
        return "The Dungeon" if self.n == 1 else self.name(self.dungeon_lord)

    def hero(self, seat: int) -> C.Hero:
        return C.heroes()[self.heroes[seat]]

    def side(self, seat: int) -> C.HeroSide:
        return self.hero(seat).side(self.master[seat])

    def hero_name(self, seat: int) -> str:
        return self.side(seat).name

    def specialty(self, key: str, seat: int | None = None) -> object:
        """A parameter of the (Adventurer's, by default) hero specialty, such as 'interchange'."""
        return self.side(self.adventurer if seat is None else seat).specialty.get(key)

    def ultimate(self, seat: int | None = None) -> C.Ability:
        return self.side(self.adventurer if seat is None else seat).ultimate

    def monsters(self) -> dict[str, int]:
        return {m: self.dungeon.count(m) for m in C.MONSTERS}

    def monster_count(self) -> int:
        return sum(1 for f in self.dungeon if f in C.MONSTERS)

    def pool(self) -> int:
        """Dungeon dice waiting beside the table, free to be rolled."""
        return C.DUNGEON_DICE - len(self.dungeon) - self.lair - len(self.borrowed)

    def twists_on(self) -> bool:
        return bool(self.options.get("twists"))

    def trading_on(self) -> bool:
        return bool(self.options.get("trading"))
