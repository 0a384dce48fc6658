"""The state of a game of Dungeon!: plain dataclasses of ints, strings, lists and dicts (saved as JSON).

Where the cards lie: `lairs[space]` is the stack of monster cards in a room or large chamber, the top one
first; each Guard holds the prize cards that monster guards (a room's own prize, prizes dropped to it).
What each seat has seen of face-down cards (ESP Medallion, Crystal Ball, a spell thrown) is in `seen`.

The turn is a small state machine: `phase` says which part of the game this is; `pending` names a
decision someone must make before play goes on (who decides, and what); `steps` queues what a lost
fight still owes (drop a prize, retreat, lose a turn), so that a retreat into a new fight can nest.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.protocol import State

SELECT, SPELLS, PLAY, OVER = "select", "spells", "play", "over"

# Pending decisions (Pending.kind): who decides is always Pending.seat, the seat to act.
PICK_PAWN = "pawn"            # choose a pawn type, in the order of the opening roll
PICK_SPELL = "spell"          # a Wizard takes spells from the stock (seven at the start)
REGAIN = "regain"             # a Wizard who rested a turn on the Main Staircase takes one spell
CHAMBER_ENTRY = "chamber"     # a Wizard with Transference walked into monsters: fight, or transfer away
DROP = "drop"                 # a lost fight: which prize to drop
RETREAT = "retreat"           # a lost fight: which way to retreat, where the rules leave it open
TRANSPORT = "transport"       # a trap: which large chamber one level lower


@dataclass(kw_only=True)
class Guard:
    """One monster (or trap) card lying in a room or chamber, and the prizes under it."""

    monster: str
    prizes: list[str] = field(default_factory=list)
    face_up: bool = False


@dataclass(kw_only=True)
class Pawn:
    kind: str = ""                     # Elf, Hero, Superhero, Wizard; "" until chosen
    space: int | None = None           # None once killed
    alive: bool = True
    prizes: list[str] = field(default_factory=list)
    spells: dict[str, int] = field(default_factory=dict)
    max_spells: int = 0                # a Wizard's maximum (seven; the Increased Spells rule would vary it)
    known_doors: list[int] = field(default_factory=list)   # secret doors (link ids) this pawn has passed
    lost_turns: int = 0
    wounded: bool = False              # seriously wounded: back to the Main Staircase on its next turn
    awaiting: list[str] = field(default_factory=list)       # a trap room's prizes, taken once the turns are lost
    trail: list[int] = field(default_factory=list)          # the line of movement, oldest first, ending here
    engaged: int | None = None         # a monster fought to a stand-off (No Effect) last turn ...
    engaged_from: int | None = None    # ... from this space


@dataclass(kw_only=True)
class TurnInfo:
    """What the seat whose turn it is has done this turn."""

    seat: int
    mp: int = 5                        # movement points left
    started_on: int | None = None
    moved: bool = False
    fought: list[int] = field(default_factory=list)   # spaces whose monster this pawn fought this turn
    found: list[int] = field(default_factory=list)    # secret doors found by a roll this turn
    esp: int | None = None             # looked at this space's monster: now attack it or end the turn
    engaged: int | None = None         # the No Effect stand-off carried over from last turn
    engaged_from: int | None = None
    done: bool = False                 # the turn is over once what is owed is settled
    end_checked: bool = False          # the end-of-turn fight (standing among monsters) was looked at
    regained: bool = False


@dataclass(kw_only=True)
class Step:
    """Something a lost fight still owes: drop a prize, retreat n spaces, lose a turn."""

    what: str            # "drop", "retreat", "lose"
    n: int = 1
    monster: str = ""    # the monster that won, which takes a dropped prize
    space: int = 0       # where that monster is


PENDING_TEXT = {
    PICK_PAWN: "chooses a pawn",
    PICK_SPELL: "takes spells from the stock",
    REGAIN: "takes a spell for a turn of rest on the Main Staircase",
    CHAMBER_ENTRY: "walked into monsters: fight the top one, or escape by Transference",
    DROP: "lost the fight and chooses a prize to drop",
    RETREAT: "lost the fight and chooses which way to retreat",
    TRANSPORT: "chooses the large chamber the trap sends the pawn to",
}


@dataclass(kw_only=True)
class Pending:
    kind: str
    seat: int
    count: int = 0                                     # spells still to take
    spaces: list[int] = field(default_factory=list)    # transport chambers, transference targets
    routes: list[list[int]] = field(default_factory=list)   # retreat routes (spaces after the pawn's own)
    engage: list[int] = field(default_factory=list)    # per route: the monster space it runs into, or -1
    space: int = 0                                     # the chamber entered; the monster's space
    monster: str = ""                                  # the monster that takes a dropped prize


@dataclass(kw_only=True)
class DungeonState(State):
    phase: str = SELECT
    order: list[int] = field(default_factory=list)           # turn order, from the opening roll
    opening: dict[int, list[int]] = field(default_factory=dict)   # each seat's opening roll(s)
    select_at: int = 0                                      # how far the pawn selection has gone
    pawns: list[Pawn] = field(default_factory=list)
    lairs: dict[int, list[Guard]] = field(default_factory=dict)
    set_aside: list[str] = field(default_factory=list)      # cards the board had no place for
    discard: list[str] = field(default_factory=list)        # monsters killed and traps sprung
    seen: dict[str, list[int]] = field(default_factory=dict)  # face-down card -> seats that know it
    stock: dict[str, int] = field(default_factory=dict)     # the general stock of spell cards
    t: TurnInfo | None = None
    pending: Pending | None = None
    steps: list[Step] = field(default_factory=list)
    winner: int | None = None
    end_reason: str = ""

    def pawn(self, seat: int) -> Pawn:
        return self.pawns[seat]

    def alive_seats(self) -> list[int]:
        return [s for s in self.order if self.pawns[s].alive]

    def guards(self, space: int) -> list[Guard]:
        return self.lairs.get(space, [])

    def has_monsters(self, space: int) -> bool:
        return bool(self.lairs.get(space))

    def knows(self, seat: int | None, card: str) -> bool:
        return seat is not None and seat in self.seen.get(card, [])

    def learn(self, card: str, seats: list[int] | tuple[int, ...] | range) -> None:
        known = self.seen.setdefault(card, [])
        for s in seats:
            if s not in known:
                known.append(s)
