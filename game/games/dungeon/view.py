"""What each seat may see, a line saying whose decision it is, and how the game ended.

A seat sees: every pawn (type, place, how many prizes, spells, lost turns); its own prizes and their
value; every card on the board as a back of its level unless it is face up or this seat has seen it (ESP
Medallion, Crystal Ball, a spell thrown in front of everyone); the monsters killed. Nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.protocol import Outcome

from .content import MonsterCard, PrizeCard, monster, pawn_types, prize, value_of
from .dungeonmap import DungeonMap
from .options import AMBUSH, MORE_SPELLS, REENTRY, SAFE_KEEPING, SOLO, SPECIAL_SWORDS, WANDERING
from .state import OVER, PENDING_TEXT, PICK_PAWN, PICK_SPELL, DungeonState, Guard, who

__all__ = ["AmbushView", "DungeonView", "FloorLoot", "GuardView", "LairPrize", "LairView", "MonsterCard",
           "PawnView", "PendingView", "PrizeCard", "SpellCount", "SwordBonus", "TableRules", "TurnView"]


@dataclass(frozen=True, kw_only=True, slots=True)
class SpellCount:
    """Spell cards of one kind: held by a Wizard (public: spells are held face up), or left in the stock."""

    spell: str
    count: int


@dataclass(frozen=True, kw_only=True, slots=True)
class SwordBonus:
    """One of the seat's own Magic Swords and what it adds to a roll (2 under Special Magic Swords): secret."""

    card: str
    bonus: int


@dataclass(frozen=True, kw_only=True, slots=True)
class PawnView:
    """A player's pawn: where it stands, how it fares and how many prizes it holds are public; which prizes,
    their value, the secret doors it knows and its swords only its own seat sees (None for the others)."""

    seat: int
    name: str
    kind: str                      # Elf, Hero, Superhero, Wizard; "" until chosen
    colour: str
    space: int | None
    alive: bool
    wounded: bool
    lost_turns: int
    need: int                      # the treasure it must bring back to win
    prize_count: int
    spells: tuple[SpellCount, ...]   # in the order the Wizard took them
    spell_count: int
    max_spells: int
    awaiting_count: int            # a trap room's prizes, taken once its turns are lost
    you: bool
    value: int | None
    prizes: tuple[PrizeCard, ...] | None
    known_doors: tuple[int, ...] | None
    original: str
    out: bool
    melee: tuple[int, ...]
    kept_count: int
    kept: tuple[PrizeCard, ...] | None
    kept_value: int | None
    swords: tuple[SwordBonus, ...] | None

    def spell(self, spell: str) -> int:
        """How many cards of this spell the pawn holds."""
        return sum(s.count for s in self.spells if s.spell == spell)


@dataclass(frozen=True, kw_only=True, slots=True)
class LairPrize:
    """A prize card lying under the monster that guards it: its back shows its level; its face (card) only to
    a seat that has seen it."""

    level: int
    card: PrizeCard | None


@dataclass(frozen=True, kw_only=True, slots=True)
class GuardView:
    """A monster (or trap) card in a room or large chamber, with the prizes it guards: its back shows its
    level; its face (card) is None unless it was turned up or this seat has seen it."""

    level: int
    face_up: bool
    card: MonsterCard | None
    prizes: tuple[LairPrize, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class LairView:
    """The stack of cards in one room or large chamber, the top one first."""

    space: int
    guards: tuple[GuardView, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class PendingView:
    """A decision someone must make before play goes on: whose, what, and about which space or seat."""

    kind: str
    seat: int
    text: str
    space: int
    count: int                     # spells still to take
    other: int                     # the other seat of an ambush question or a melee (-1: none)


@dataclass(frozen=True, kw_only=True, slots=True)
class TurnView:
    """What the pawn whose turn it is has done this turn (public)."""

    seat: int
    moves_left: int
    moved: bool
    esp: int | None                # looked at this space's monster: now attack it or end the turn
    fought: tuple[int, ...]
    found: tuple[int, ...]         # secret doors found by a roll this turn
    carried: bool                  # a seriously wounded Wizard's turn: a spell ambush, then carried back


@dataclass(frozen=True, kw_only=True, slots=True)
class AmbushView:
    """An ambush being declared or fought (8-page rules, AMBUSH): the pawn moving, where, who declared."""

    mover: int
    space: int
    attackers: tuple[int, ...]
    target: int                    # the seat the mover itself declared against (-1: none)
    melee: bool                    # a melee going on from last turn, not a move


@dataclass(frozen=True, kw_only=True, slots=True)
class FloorLoot:
    """Prizes dropped on the floor of a space after a fight between players: only their backs (levels)."""

    space: int
    levels: tuple[int, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class TableRules:
    """The optional rules played at this table, chosen at set-up (public)."""

    wandering: bool = False
    safe_keeping: bool = False
    reentry: bool = False
    ambush: bool = False
    more_spells: bool = False
    special_swords: bool = False
    solo: str = ""                 # the solo goal's id ("": none chosen)


@dataclass(frozen=True, kw_only=True, slots=True)
class DungeonView:
    """What one seat (you; None: a spectator) may see of a game of Dungeon!."""

    you: int | None
    phase: str
    turn: int
    to_act: int | None
    label: str
    order: tuple[int, ...]
    opening: tuple[tuple[int, ...], ...]   # by seat: its opening roll(s), a roll again for each tie
    pending: PendingView | None
    turn_info: TurnView | None
    pawns: tuple[PawnView, ...]            # by seat
    lairs: tuple[LairView, ...]            # by space
    discard: tuple[MonsterCard, ...]       # monsters killed and traps sprung
    stock: tuple[SpellCount, ...]          # the general stock of spell cards
    winner: int | None
    end_reason: str
    result: str
    loot: tuple[FloorLoot, ...]            # by space
    ambush: AmbushView | None
    options: TableRules

    def lair(self, space: int) -> LairView | None:
        return next((lair for lair in self.lairs if lair.space == space), None)

    def guards(self, space: int) -> tuple[GuardView, ...]:
        """The cards in a room or chamber, the top one first (none: empty)."""
        lair = self.lair(space)
        return lair.guards if lair is not None else ()

    def carded(self) -> frozenset[int]:
        """The rooms and chambers with cards lying in them."""
        return frozenset(lair.space for lair in self.lairs if lair.guards)

    def in_stock(self, spell: str) -> int:
        return sum(s.count for s in self.stock if s.spell == spell)


def _card(state: DungeonState, seat: int | None, card: str, face_up: bool) -> MonsterCard | PrizeCard | None:
    if face_up or state.knows(seat, card):
        return monster(card) if card.startswith("M") else prize(card)
    return None


def _prize(state: DungeonState, seat: int | None, card: str) -> PrizeCard | None:
    found = _card(state, seat, card, False)
    assert found is None or isinstance(found, PrizeCard)
    return found


def _guard(state: DungeonState, seat: int | None, g: Guard) -> GuardView:
    card = _card(state, seat, g.monster, g.face_up)
    assert card is None or isinstance(card, MonsterCard)
    return GuardView(level=monster(g.monster).level, face_up=g.face_up, card=card,
                     prizes=tuple(LairPrize(level=prize(c).level, card=_prize(state, seat, c)) for c in g.prizes))


def _pawn(state: DungeonState, seat: int | None, s: int) -> PawnView:
    pawn = state.pawns[s]
    mine = seat == s
    ptype = pawn_types().get(pawn.kind)
    return PawnView(
        seat=s, name=state.name(s), kind=pawn.kind, colour=ptype.colour if ptype else "",
        space=pawn.space, alive=pawn.alive, wounded=pawn.wounded, lost_turns=pawn.lost_turns,
        need=ptype.need if ptype else 0, prize_count=len(pawn.prizes),
        spells=tuple(SpellCount(spell=k, count=n) for k, n in pawn.spells.items()),
        spell_count=sum(pawn.spells.values()), max_spells=pawn.max_spells,
        awaiting_count=len(pawn.awaiting), you=mine,
        value=value_of(pawn.prizes) if mine else None,
        prizes=tuple(prize(c) for c in pawn.prizes) if mine else None,
        known_doors=tuple(pawn.known_doors) if mine else None,
        original=pawn.original, out=pawn.out, melee=tuple(pawn.melee),
        kept_count=len(pawn.kept), kept=tuple(prize(c) for c in pawn.kept) if mine else None,
        kept_value=value_of(pawn.kept) if mine else None,
        # one entry per card, even were a pawn handed the same card twice (as when it was a dict)
        swords=tuple(SwordBonus(card=c, bonus=state.swords.get(c, 1)) for c in dict.fromkeys(pawn.prizes)
                     if prize(c).special == "magic_sword") if mine else None,
    )


def _rules(options: dict[str, bool | str]) -> TableRules:
    solo = options.get(SOLO)
    return TableRules(wandering=bool(options.get(WANDERING)), safe_keeping=bool(options.get(SAFE_KEEPING)),
                      reentry=bool(options.get(REENTRY)), ambush=bool(options.get(AMBUSH)),
                      more_spells=bool(options.get(MORE_SPELLS)), special_swords=bool(options.get(SPECIAL_SWORDS)),
                      solo=str(solo) if solo else "")


def view(state: DungeonState, m: DungeonMap, seat: int | None) -> DungeonView:
    p = state.pending
    t = state.t
    a = state.ambush
    return DungeonView(
        you=seat, phase=state.phase, turn=state.turn, to_act=state.to_act,
        label=turn_label(state, m),
        order=tuple(state.order),
        opening=tuple(tuple(state.opening.get(s, ())) for s in range(len(state.seats))),
        pending=None if p is None else PendingView(kind=p.kind, seat=p.seat, text=PENDING_TEXT.get(p.kind, ""),
                                                   space=p.space, count=p.count, other=p.other),
        turn_info=None if t is None else TurnView(seat=t.seat, moves_left=t.mp, moved=t.moved, esp=t.esp,
                                                  fought=tuple(t.fought), found=tuple(t.found), carried=t.carried),
        pawns=tuple(_pawn(state, seat, s) for s in range(len(state.pawns))),
        lairs=tuple(LairView(space=space, guards=tuple(_guard(state, seat, g) for g in guards))
                    for space, guards in sorted(state.lairs.items())),
        discard=tuple(monster(c) for c in state.discard),
        stock=tuple(SpellCount(spell=k, count=n) for k, n in state.stock.items()),
        winner=state.winner, end_reason=state.end_reason, result=state.result,
        loot=tuple(FloorLoot(space=space, levels=tuple(prize(c).level for c in cards))
                   for space, cards in sorted(state.loot.items())),
        ambush=None if a is None else AmbushView(mover=a.mover, space=a.space, attackers=tuple(a.attackers),
                                                 target=a.target, melee=a.melee),
        options=_rules(state.options),
    )


def turn_label(state: DungeonState, m: DungeonMap) -> str:
    if state.phase == OVER:
        return state.end_reason
    if state.to_act is None:
        return ""
    seat = state.to_act
    p = state.pending
    if p is not None:
        text = PENDING_TEXT.get(p.kind, "decides")
        if p.kind == PICK_SPELL:
            text += f" ({p.count} still to take)"
        if p.kind == PICK_PAWN:
            # (every roll the seat made: a tie was rolled again, and the order went by the last)
            text += f" (opening roll {', then '.join(str(r) for r in state.opening[seat])})"
        return f"{who(state, seat)} {text}"
    t = state.t
    if t is None:
        return f"{who(state, seat)} to play"
    if t.esp is not None:
        return f"{who(state, seat)} looked into {m.the(t.esp)}: attack it, or end the turn"
    return f"{who(state, seat)} to play: {t.mp} of 5 moves left"


def seat_summary(state: DungeonState, seat: int) -> str:
    return state.pawns[seat].kind


def outcome(state: DungeonState) -> Outcome | None:
    if state.phase != OVER:
        return None
    scores = {s: value_of(p.prizes) + value_of(p.kept) for s, p in enumerate(state.pawns)}
    details = {}
    for s, p in enumerate(state.pawns):
        fate = "killed" if not p.alive else ("won" if s == state.winner else f"{scores[s]:,} gp")
        details[s] = f"{p.kind or 'no pawn'}: {fate}"
        if state.result:  # a solo game: how well the lone player did
            details[s] = f"{p.kind}: {state.result}"
    winners = (state.winner,) if state.winner is not None else ()
    return Outcome(winners=winners, scores=scores, reason=state.end_reason, details=details)
