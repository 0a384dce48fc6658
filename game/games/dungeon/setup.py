"""Setting up Dungeon!: the cards dealt face down, the opening roll, the choice of pawns and the Wizards' spells.

8-page rules, PREPARE TO PLAY: per level, one prize card face down in every room, then one monster card
over it, then three monster cards in every large chamber; the Main Gallery has none. SELECTION: everyone
rolls two dice; the highest chooses a pawn first, and so on, never more than three of a type; ORDER OF
PLAY: the same order, for the whole game.
"""

from __future__ import annotations

from game.engine.events import TurnBegan
from game.engine.rng import Rng
from game.engine.seats import TableConfig

from .actions import TakeMix
from .content import (
    LEVELS,
    PAWN_TYPES,
    SPELLS,
    WIZARD,
    max_per_type,
    monster_deck,
    more_spells_base,
    prize_deck,
    spell_mixes,
    spell_name,
    spells,
    spells_at_start,
)
from .dungeonmap import DungeonMap
from .events import OrderSet, PawnChosen, SpellTaken
from .events_optional import SpellsAllowed
from .options import MORE_SPELLS, on
from .state import PICK_PAWN, PICK_SPELL, PLAY, DungeonState, Guard, Pawn, Pending, TurnInfo, who
from .state import SPELLS as SPELL_PHASE
from .table import ask

CHOOSE = "Choose in play"   # the seat choice meaning: choose the pawn after the opening roll
MOVES = 5


def new_state(config: TableConfig, seed: int, m: DungeonMap) -> DungeonState:
    n = len(config.seats)
    state = DungeonState(seats=config.seats, options=config.options, rng=Rng(seed=seed))
    state.pawns = [Pawn(space=m.start, trail=[m.start]) for _ in range(n)]
    state.stock = {s.id: s.stock for s in spells().values()}
    deal(state, m)
    state.order = opening_roll(state, list(range(n)))
    state.emit(OrderSet(names=tuple(state.name(s) for s in state.order)))
    state.phase = "select"
    advance_selection(state, m)
    return state


def deal(state: DungeonState, m: DungeonMap) -> None:
    for level in LEVELS:
        rooms = m.rooms_on(level)
        chambers = [c for c in m.chambers_on(level) if c not in m.empty]
        prizes = prize_deck(level)
        monsters = monster_deck(level)
        state.rng.shuffle(prizes)
        state.rng.shuffle(monsters)
        under: dict[int, list[str]] = {}
        for room in rooms:
            under[room] = [prizes.pop()] if prizes else []
        for room in rooms:
            if monsters:
                state.lairs[room] = [Guard(monster=monsters.pop(), prizes=under[room])]
            else:
                state.set_aside.extend(under[room])  # only on a map with more rooms than cards
        for chamber in chambers:
            stack = [Guard(monster=monsters.pop()) for _ in range(3) if monsters]
            if stack:
                state.lairs[chamber] = stack
        state.set_aside.extend(prizes + monsters)


def opening_roll(state: DungeonState, seats: list[int]) -> list[int]:
    """Everyone rolls two dice, highest first; seats that tie roll again among themselves."""
    totals: dict[int, int] = {}
    for seat in seats:
        roll = state.roll(2, 6, seat=seat, reason="opening roll")
        totals[seat] = roll.total
        state.opening.setdefault(seat, []).append(roll.total)
    order: list[int] = []
    for total in sorted(set(totals.values()), reverse=True):
        tied = [s for s in seats if totals[s] == total]
        order += tied if len(tied) == 1 else opening_roll(state, tied)
    return order


def preset(state: DungeonState, seat: int) -> str | None:
    value = state.seats[seat].choices.get("pawn", CHOOSE)
    return value if value in PAWN_TYPES else None


def available_pawns(state: DungeonState) -> list[str]:
    """Types a chooser may still take: at most three of each, counting the seats that chose at set-up."""
    taken = {t: 0 for t in PAWN_TYPES}
    for seat, pawn in enumerate(state.pawns):
        kind = pawn.kind or preset(state, seat)
        if kind:
            taken[kind] += 1
    return [t for t in PAWN_TYPES if taken[t] < max_per_type()]


def advance_selection(state: DungeonState, m: DungeonMap) -> None:
    while state.select_at < len(state.order):
        seat = state.order[state.select_at]
        chosen = preset(state, seat)
        if chosen is None:
            ask(state, Pending(kind=PICK_PAWN, seat=seat))
            return
        set_pawn(state, seat, chosen, preset=True)
    state.phase = SPELL_PHASE
    advance_spells(state, m)


def set_pawn(state: DungeonState, seat: int, kind: str, preset: bool = False) -> None:
    pawn = state.pawns[seat]
    pawn.kind = pawn.original = kind
    pawn.max_spells = spells_at_start() if kind == WIZARD else 0
    state.select_at += 1
    state.emit(PawnChosen(seat=seat, who=state.name(seat), pawn=kind, preset=preset))
    if kind == WIZARD and on(state, MORE_SPELLS):
        # Increased Wizard Spells: 'each player who has chosen a Wizard piece rolls a die, and the score
        # thus rolled (1-6) is added to a base number of six' (and that Wizard may not use Magic Swords).
        roll = state.roll(1, 6, seat=seat, reason="Increased Wizard Spells: 6 + a die", who=who(state, seat))
        pawn.max_spells = more_spells_base() + roll.total
        state.emit(SpellsAllowed(seat=seat, who=who(state, seat), roll=roll.total, spells=pawn.max_spells))


def wizard_to_equip(state: DungeonState) -> int | None:
    for seat in state.order:
        pawn = state.pawns[seat]
        if pawn.kind == "Wizard" and sum(pawn.spells.values()) < pawn.max_spells and any(state.stock.values()):
            return seat
    return None


def advance_spells(state: DungeonState, m: DungeonMap) -> None:
    """Each Wizard, in turn order, takes seven spells of his choice from the general stock."""
    seat = wizard_to_equip(state)
    if seat is not None:
        held = sum(state.pawns[seat].spells.values())
        ask(state, Pending(kind=PICK_SPELL, seat=seat, count=state.pawns[seat].max_spells - held))
        return
    begin_play(state, m)


def take_spell(state: DungeonState, seat: int, spell: str, why: str) -> None:
    pawn = state.pawns[seat]
    state.stock[spell] -= 1
    pawn.spells[spell] = pawn.spells.get(spell, 0) + 1
    state.emit(SpellTaken(seat=seat, who=who(state, seat), spell=spell_name(spell), held=sum(pawn.spells.values()),
                          why=why))


def spells_in_stock(state: DungeonState) -> list[str]:
    return [s for s in SPELLS if state.stock.get(s, 0) > 0]


def mixes_offered(state: DungeonState, count: int) -> list[TakeMix]:
    """The usual mixes (the project's design) for the `count` spells a Wizard is still owed at the start:
    a choice of that many spells in one go, offered when the stock holds every card of it."""
    if count < 2:
        return []
    out = []
    for mix in spell_mixes():
        cards = mix.cards(count)
        same = any(m.spells == cards for m in out)   # a few cards may round two mixes alike
        if not same and all(cards.count(s) <= state.stock.get(s, 0) for s in set(cards)):
            out.append(TakeMix(mix.id, cards, mix.name))
    return out


def begin_play(state: DungeonState, m: DungeonMap) -> None:
    state.phase = PLAY
    state.pending = None
    state.turn = 1
    first = state.order[0]
    start_turn(state, first)


def start_turn(state: DungeonState, seat: int, carried: bool = False) -> None:
    pawn = state.pawns[seat]
    state.t = TurnInfo(seat=seat, mp=MOVES, started_on=pawn.space, engaged=pawn.engaged,
                       engaged_from=pawn.engaged_from, carried=carried)
    pawn.engaged = pawn.engaged_from = None
    state.to_act = seat
    state.emit(TurnBegan(seat=seat, who=who(state, seat)))
