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
STEP_IN = "step in"           # a monster killed from the next space: step into its place, or stay
REENTER = "reenter"           # Re-entry: a killed player chooses a new, lesser pawn (or stays out)
AMBUSH_ASK = "ambush"         # Ambush: a pawn moves onto or through this seat's space: ambush it?
AMBUSH_TARGET = "fight back"  # Ambush: the pawn ambushed by several picks the one it fights
AMBUSH_ESCAPE = "escape"      # Ambush: a Wizard ambushed entering a large chamber may transfer away
MELEE = "melee"               # Ambush: at the turn of a pawn held in a melee, its opponent keeps it or lets go


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
    original: str = ""                 # the type the player began with (Re-entry: only lower types after)
    out: bool = False                  # killed, and out for good (no re-entry, or the player stayed out)
    kept: list[str] = field(default_factory=list)     # prizes left on the Main Staircase for safe keeping
    melee: list[int] = field(default_factory=list)    # Ambush: seats this pawn is locked in a melee with


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
    carried: bool = False              # a seriously wounded Wizard's turn: a spell ambush, then carried back
    end_checked: bool = False          # the end-of-turn fight (standing among monsters) was looked at
    regained: bool = False
    kept_safe: bool = False            # left a prize on the Main Staircase: no further move this turn


@dataclass(kw_only=True)
class Step:
    """Something a lost fight still owes: drop a prize, retreat n spaces, lose a turn."""

    what: str            # "drop", "retreat", "lose"; "loot", "ambush end" after a fight between players
    n: int = 1
    monster: str = ""    # the monster that won, which takes a dropped prize ("": dropped on the floor)
    space: int = 0       # where that monster is (where the fight was)
    seat: int = -1       # whose step it is (-1: the seat whose turn it is)


PENDING_TEXT = {
    PICK_PAWN: "chooses a pawn",
    PICK_SPELL: "takes spells from the stock",
    REGAIN: "takes a spell for a turn of rest on the Main Staircase",
    CHAMBER_ENTRY: "walked into monsters: fight the top one, or escape by Transference",
    DROP: "lost the fight and chooses a prize to drop",
    RETREAT: "lost the fight and chooses which way to retreat",
    TRANSPORT: "chooses the large chamber the trap sends the pawn to",
    STEP_IN: "killed the monster: step into its place, or stay",
    REENTER: "was killed: re-enter the dungeon as a new adventurer, or stay out",
    AMBUSH_ASK: "may ambush the pawn passing by",
    AMBUSH_TARGET: "is ambushed by several pawns and chooses the one to fight",
    AMBUSH_ESCAPE: "is ambushed: face it, or escape by Transference",
    MELEE: "holds a pawn in a melee: keep fighting, or let it go",
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
    other: int = -1                                    # the other seat of an ambush question or a melee
    loot: bool = False                                 # STEP_IN: stepping in takes prizes lying there


@dataclass(kw_only=True)
class Ambush:
    """A pawn's move stopped where other pawns stand (8-page rules, AMBUSH): who is still to be asked,
    who declared, and the rest of the move if no one does."""

    mover: int
    space: int
    rest: list[int] = field(default_factory=list)     # the move's spaces after `space`
    ask: list[int] = field(default_factory=list)      # seats still to be asked whether they ambush
    attackers: list[int] = field(default_factory=list)  # seats that declared against the mover
    target: int = -1                                  # the seat the mover itself declared against
    fought: list[int] = field(default_factory=list)   # once fought: the mover's opponents
    melee: bool = False                               # a melee going on from last turn, not a move


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
    result: str = ""                                        # a solo game: how well the player did
    loot: dict[int, list[str]] = field(default_factory=dict)    # prizes dropped on the floor (Ambush)
    swords: dict[str, int] = field(default_factory=dict)    # Special Magic Swords: card -> its bonus, once rolled
    ambush: Ambush | None = None                            # an ambush being declared or fought
    handover: int | None = None   # between turns a decision was needed: hand the turn on after this seat
    wandered: int = 0             # the last round after which the Wandering Monster Table was rolled

    def pawn(self, seat: int) -> Pawn:
        return self.pawns[seat]

    def alive_seats(self) -> list[int]:
        return [s for s in self.order if self.pawns[s].alive]

    def pawns_at(self, space: int, but: int = -1) -> list[int]:
        """The seats whose pawns stand in `space`, in turn order (leaving out `but`)."""
        return [s for s in self.order if s != but and self.pawns[s].alive and self.pawns[s].space == space]

    def guards(self, space: int) -> list[Guard]:
        return self.lairs.get(space, [])

    def has_monsters(self, space: int) -> bool:
        return bool(self.lairs.get(space))

    def knows(self, seat: int | None, card: str) -> bool:
        """Whether the seat has seen the card; a spectator (None) knows what was shown to every seat."""
        if seat is None:
            return len(self.seen.get(card, [])) == len(self.seats)
        return seat in self.seen.get(card, [])

    def learn(self, card: str, seats: list[int] | tuple[int, ...] | range) -> None:
        known = self.seen.setdefault(card, [])
        for s in seats:
            if s not in known:
                known.append(s)


def who(state: DungeonState, seat: int) -> str:
    """A seat named with its pawn: "Ann (Hero)"."""
    kind = state.pawns[seat].kind
    return f"{state.name(seat)} ({kind})" if kind else state.name(seat)


def break_melee(state: DungeonState, seat: int) -> None:
    """The pawn is out of any melee (it retreated, fell, or was carried off)."""
    for other in state.pawns[seat].melee:
        if seat in state.pawns[other].melee:
            state.pawns[other].melee.remove(seat)
    state.pawns[seat].melee = []
