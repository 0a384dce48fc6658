"""How a turn ends and the next begins.

A turn is free play until the pawn fights, fails a secret-door roll, uses the Crystal Ball or ends its turn.
Then `settle` works through what is owed (Steps of the Combat Losing Table, the end-of-turn fight of a pawn
left among monsters, a Wizard's spell for a turn resting on the Main Staircase) and hands the turn on,
skipping pawns that lose turns or are carried back wounded. Between turns the optional rules may need a
decision (a wandering monster's victim drops a prize, a killed player re-enters): then `handover` keeps
the seat after which the turn is handed on once it is made.
"""

from __future__ import annotations

from game.engine.events import Note, TurnBegan

from . import ambush, combat, player_combat, wandering
from .content import WIZARD
from .dungeonmap import DungeonMap
from .events import TurnLost
from .reentry import can_reenter
from .setup import spells_in_stock, start_turn
from .state import PLAY, REENTER, REGAIN, DungeonState, Pending, who
from .table import ask, monster_known, place
from .treasure import take
from .winning import check_all_fallen, check_time


def forced_fight(state: DungeonState, m: DungeonMap) -> int | None:
    """The monster a pawn must fight as its turn ends: the one in its own space if it did not fight it this
    turn, or the one behind a door it fought to a stand-off last turn and still stands at (No Effect)."""
    t = state.t
    if t is None or t.carried:
        return None
    pawn = state.pawns[t.seat]
    if not pawn.alive or pawn.wounded or pawn.space is None or pawn.lost_turns:
        return None
    if state.has_monsters(pawn.space) and pawn.space not in t.fought:
        return pawn.space
    if (t.engaged is not None and pawn.space == t.engaged_from and state.has_monsters(t.engaged)
            and t.engaged not in t.fought):
        return t.engaged
    return None


def can_regain(state: DungeonState, m: DungeonMap) -> bool:
    """A Wizard who spent the whole turn unmoving on the Main Staircase takes one spell, up to his maximum."""
    t = state.t
    if t is None or t.regained:
        return False
    pawn = state.pawns[t.seat]
    return (pawn.alive and pawn.kind == WIZARD and pawn.space == m.start and t.started_on == m.start
            and not t.moved and sum(pawn.spells.values()) < pawn.max_spells and bool(spells_in_stock(state)))


def end_note(state: DungeonState, m: DungeonMap) -> str:
    t = state.t
    if t is not None and t.carried:
        return "be carried back to the Main Staircase"
    target = forced_fight(state, m)
    if target is not None:
        name = monster_known(state, state.t.seat, target) if state.t else ""
        return f"fight the {name or 'monster'} in {m.the(target)} first"
    if can_regain(state, m):
        return "rest and take a spell"
    return ""


def settle(state: DungeonState, m: DungeonMap) -> None:
    """Work through what is owed until a decision is needed or the turn passes on."""
    while state.phase == PLAY and state.pending is None:
        if state.steps:
            step = state.steps.pop(0)
            if step.what in ("loot", "ambush end"):   # what a fight between pawns owes
                player_combat.after_fight(state, m, step)
            else:
                combat.do_step(state, m, step)
            continue
        t = state.t
        if t is None:
            if state.handover is None:
                return
            after, state.handover = state.handover, None
            next_turn(state, m, after)
            continue
        if not t.done:
            return
        if not t.end_checked:
            t.end_checked = True
            target = forced_fight(state, m)
            if target is not None:
                state.emit(Note(message=f"{who(state, t.seat)} ends the turn beside a monster and must fight it"))
                combat.fight(state, m, t.seat, target)
                continue
        if can_regain(state, m):
            t.regained = True
            ask(state, Pending(kind=REGAIN, seat=t.seat))
            return
        pawn = state.pawns[t.seat]
        if t.carried and pawn.alive and pawn.wounded:
            pawn.wounded = False
            place(state, m, t.seat, m.start, "is carried back to")
        next_turn(state, m, t.seat)


def next_turn(state: DungeonState, m: DungeonMap, after: int) -> None:
    """Hand the turn on in the order of the opening roll. Pawns owing lost turns, or carried back to the
    Main Staircase after a serious wound, spend their turn on that without a decision. After the last
    player's turn, the Wandering Monster Table (optional)."""
    state.t = None
    order = state.order
    i = order.index(after)
    while state.phase == PLAY:
        if check_all_fallen(state):
            return
        if i == len(order) - 1 and state.wandered < state.turn:
            state.wandered = state.turn
            wandering.after_round(state, m)
            if state.pending is not None or state.steps or state.phase != PLAY:
                state.handover = order[i]   # settle the wandering monster's fight first
                return
        i = (i + 1) % len(order)
        if i == 0:
            state.turn += 1
            if check_time(state):
                return
        seat = order[i]
        pawn = state.pawns[seat]
        if not pawn.alive:
            if can_reenter(state, seat):
                ask(state, Pending(kind=REENTER, seat=seat))
                return
            continue
        if pawn.wounded:
            if ambush.spell_targets(state, m, seat):
                # 'Even a Seriously Wounded Wizard can use Spells to Ambush!': his turn is that, then home.
                start_turn(state, seat, carried=True)
                return
            pawn.wounded = False
            state.emit(TurnBegan(seat=seat, who=who(state, seat)))
            place(state, m, seat, m.start, "is carried back to")
            continue
        if pawn.lost_turns:
            pawn.lost_turns -= 1
            state.emit(TurnLost(seat=seat, who=who(state, seat), left=pawn.lost_turns))
            if not pawn.lost_turns and pawn.awaiting:
                cards, pawn.awaiting = pawn.awaiting, []
                take(state, m, seat, cards, pawn.space)
            continue
        ambush.held(state, seat)  # a melee whose pawns have parted is over before the turn begins
        start_turn(state, seat)
        ambush.melee_at_turn_start(state, m, seat)
        return
