"""Fights with monsters, the Combat Losing Table, retreats and traps.

Nothing here ends a turn by itself: a fight marks the turn done (combat is the last thing a pawn does in
its turn) and queues what a lost fight owes as Steps; turns.settle() works through them and hands the turn
on. Decisions the rules leave to the player (which prize to drop, which way to retreat when the line of
movement is blocked, which chamber a trap sends the pawn to, whether to step into the place of a monster
killed from the next space) become a Pending decision. The Combat Losing Table's results are shared with
the fights between players (ambush.py) and with wandering monsters (wandering.py).
"""

from __future__ import annotations

from game.engine.events import Note

from .content import TRANSFERENCE, monster, pawn_types
from .dungeonmap import DungeonMap
from .events import CLTResult, CombatResolved, DoorOpened, Fallen, MonsterRevealed, TrapSprung
from .movement import retreat_routes, transfer_targets
from .state import (
    CHAMBER_ENTRY,
    DROP,
    RETREAT,
    STEP_IN,
    TRANSPORT,
    DungeonState,
    Guard,
    Pending,
    Step,
    break_melee,
    who,
)
from .table import ask, place, walk
from .treasure import drop, pick_up, sword_bonus, take
from .winning import check_all_fallen, check_win

# The Combat Losing Table (8-page rules): two dice after a lost fight.
NO_EFFECT, RETREAT_1, RETREAT_2, WOUNDED, KILLED = "no effect", "retreat 1", "retreat 2", "wounded", "killed"
CLT = {2: KILLED, 3: WOUNDED, 12: WOUNDED, 7: NO_EFFECT, 11: NO_EFFECT, 6: RETREAT_1, 8: RETREAT_1,
       4: RETREAT_2, 5: RETREAT_2, 9: RETREAT_2, 10: RETREAT_2}
CLT_TEXT = {
    NO_EFFECT: "no effect, a stand-off",
    RETREAT_1: "retreat one space; drop one prize",
    RETREAT_2: "retreat two spaces; drop one prize; lose one turn",
    WOUNDED: "seriously wounded; drop all prizes; return to the Main Staircase next turn",
    KILLED: "killed! Drop all prizes; the pawn is removed",
}


# --- fights ---------------------------------------------------------------------------------------------

def reveal(state: DungeonState, m: DungeonMap, space: int, guard: Guard) -> None:
    if not guard.face_up:
        guard.face_up = True
        state.emit(MonsterRevealed(card=monster(guard.monster).name, card_id=guard.monster, space=space,
                                   where=m.the(space)))


def remove_guard(state: DungeonState, space: int, guard: Guard) -> None:
    stack = state.lairs[space]
    stack.remove(guard)
    if not stack:
        del state.lairs[space]
    state.discard.append(guard.monster)


def enter_chamber(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    """A pawn walked into a large chamber with monsters: it fights the top one, unless a Wizard holding
    Transference vanishes first (8-page rules, Transference: 'before the Monster can react')."""
    pawn = state.pawns[seat]
    if pawn.spells.get(TRANSFERENCE, 0) and transfer_targets(state, m, seat):
        ask(state, Pending(kind=CHAMBER_ENTRY, seat=seat, space=space))
        return
    fight(state, m, seat, space)


def open_door(state: DungeonState, m: DungeonMap, seat: int, room: int) -> None:
    """Open a room's door: whatever guards the room is fought."""
    state.emit(DoorOpened(seat=seat, who=who(state, seat), space=room, room=m.the(room)))
    fight(state, m, seat, room)


def fight(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    """Fight the top monster of `space` by arms: 2d6 (+ a Magic Sword) against the pawn's number."""
    pawn = state.pawns[seat]
    t = state.t
    guard = state.lairs[space][0]
    card = monster(guard.monster)
    if t is not None and t.seat == seat:
        t.fought.append(space)
        t.done = True
        t.esp = None
    reveal(state, m, space, guard)
    state.learn(guard.monster, range(len(state.seats)))
    if card.is_trap:
        spring_trap(state, m, seat, space, guard)
        return
    target = card.number(pawn_types()[pawn.kind].column)
    bonus = sword_bonus(state, seat)
    if target is None and bonus:
        target = 12  # the sword lets a score of 12 kill a monster marked with a dash
    if target is None:
        state.emit(CombatResolved(seat=seat, who=who(state, seat), monster=card.name, total=0, target=None,
                                  won=False))
        lose(state, m, seat, space, guard)
        return
    roll = state.roll(2, 6, seat=seat, reason=f"fighting the {card.name}", target=target,
                      modifier=bonus, who=who(state, seat), against=card.id)
    state.emit(CombatResolved(seat=seat, who=who(state, seat), monster=card.name, total=roll.total, target=target,
                              won=bool(roll.success), sword=bonus > 0, bonus=bonus))
    if roll.success:
        kill(state, m, seat, space, guard)
    else:
        lose(state, m, seat, space, guard)


def kill(state: DungeonState, m: DungeonMap, seat: int, space: int, guard: Guard) -> None:
    """The monster is dead: the victor takes every prize it guarded. Fought from the next space (a door
    opened, a spell thrown), 'the victor may now step into the Room or Large Chamber': he chooses to step
    in or to stay, unless more monsters wait there."""
    remove_guard(state, space, guard)
    take(state, m, seat, guard.prizes, space)
    pawn = state.pawns[seat]
    if pawn.space != space and not state.has_monsters(space):
        ask(state, Pending(kind=STEP_IN, seat=seat, space=space))


def step_in(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    walk(state, m, seat, [space], "steps into")
    pick_up(state, m, seat, [space])


def lose(state: DungeonState, m: DungeonMap, seat: int, space: int, guard: Guard) -> None:
    result = roll_clt(state, seat)
    if result == NO_EFFECT:
        # The stand-off holds for this turn only: next turn the pawn may go, or must fight again if it stays.
        pawn = state.pawns[seat]
        pawn.engaged, pawn.engaged_from = space, pawn.space
        return
    suffer(state, m, seat, result, guard.monster, space)


def roll_clt(state: DungeonState, seat: int) -> str:
    roll = state.roll(2, 6, seat=seat, reason="Combat Losing Table", who=who(state, seat))
    result = CLT[roll.total]
    state.emit(CLTResult(seat=seat, who=who(state, seat), roll=roll.total, result=CLT_TEXT[result]))
    return result


def suffer(state: DungeonState, m: DungeonMap, seat: int, result: str, monster_card: str, space: int,
           first: bool = True) -> None:
    """What a Combat Losing Table result other than No Effect does to the pawn. Prizes go to the monster
    that won, or on the floor of `space` when `monster_card` is "" (a fight between players). A retreat and
    its drop wait as Steps (first in the queue, or after what is already owed when `first` is false)."""
    pawn = state.pawns[seat]
    if result in (RETREAT_1, RETREAT_2):
        owed = [Step(what="drop", monster=monster_card, space=space, seat=seat),
                Step(what="retreat", n=1 if result == RETREAT_1 else 2, monster=monster_card, space=space, seat=seat)]
        if result == RETREAT_2:
            owed.append(Step(what="lose", seat=seat))
        if first:
            state.steps[0:0] = owed
        else:
            state.steps.extend(owed)
        return
    drop(state, m, seat, list(pawn.prizes), monster_card, space)
    if result == WOUNDED:
        pawn.wounded = True
        break_melee(state, seat)
        # A wounded pawn is carried home next turn: it owes no retreat, only the turns it lost.
        state.steps = [s for s in state.steps if _owner(state, s) != seat or s.what == "lose"]
        state.emit(Fallen(seat=seat, who=who(state, seat), killed=False))
        return
    fall(state, seat)


def fall(state: DungeonState, seat: int) -> None:
    """Killed: the pawn leaves the board; the game ends if no adventurer is left (or can come back)."""
    pawn = state.pawns[seat]
    pawn.alive = False
    pawn.space = None
    pawn.trail = []
    break_melee(state, seat)
    state.steps = [s for s in state.steps if _owner(state, s) != seat]
    state.emit(Fallen(seat=seat, who=who(state, seat), killed=True))
    check_all_fallen(state)


def _owner(state: DungeonState, step: Step) -> int | None:
    if step.seat >= 0:
        return step.seat
    return state.t.seat if state.t else state.to_act


def do_step(state: DungeonState, m: DungeonMap, step: Step) -> None:
    """Carry out one thing a lost fight owes, or ask the player where the rules give a choice."""
    seat = _owner(state, step)
    assert seat is not None
    pawn = state.pawns[seat]
    if not pawn.alive:
        return
    if step.what == "lose":
        pawn.lost_turns += 1
        state.emit(Note(message=f"{who(state, seat)} will lose the next turn"))
    elif step.what == "drop":
        if len(pawn.prizes) == 1:
            drop(state, m, seat, list(pawn.prizes), step.monster, step.space)
        elif pawn.prizes:
            ask(state, Pending(kind=DROP, seat=seat, space=step.space, monster=step.monster))
    elif step.what == "retreat":
        how, routes = retreat_routes(state, m, seat, step.n, step.space)
        if how == "none":
            state.emit(Note(message=f"{who(state, seat)} has nowhere to retreat and stays put"))
        elif len(routes) == 1:
            retreat(state, m, seat, routes[0][0], routes[0][1])
        else:
            ask(state, Pending(kind=RETREAT, seat=seat, routes=[r for r, _ in routes],
                               engage=[e for _, e in routes], space=step.space))


def retreat(state: DungeonState, m: DungeonMap, seat: int, route: list[int], engage: int) -> None:
    """Move back; a retreat with no monster-free way ends in a new fight, the same turn."""
    break_melee(state, seat)  # a retreat ends a melee
    walk(state, m, seat, route, "retreats to")
    pick_up(state, m, seat, route)
    if check_win(state, m, seat):
        return  # a retreat onto the Main Staircase with enough treasure is a way home like any other
    if engage >= 0:
        state.emit(Note(message=f"{who(state, seat)} has no way out free of monsters and must fight in "
                                f"{m.the(engage)}"))
        fight(state, m, seat, engage)


# --- traps --------------------------------------------------------------------------------------------------

def spring_trap(state: DungeonState, m: DungeonMap, seat: int, space: int, guard: Guard) -> None:
    pawn = state.pawns[seat]
    card = monster(guard.monster)
    remove_guard(state, space, guard)
    if card.trap == "lose_turns":
        if pawn.space != space:
            walk(state, m, seat, [space], "steps into")
        roll = state.roll(1, 6, seat=seat, reason="turns lost to the trap", who=who(state, seat))
        state.emit(TrapSprung(seat=seat, who=who(state, seat), trap=card.name, turns=roll.total))
        pawn.lost_turns += roll.total
        pawn.awaiting.extend(guard.prizes)  # taken once the turns are served
        return
    state.emit(TrapSprung(seat=seat, who=who(state, seat), trap=card.name))
    take(state, m, seat, guard.prizes, space)
    below = m.chambers_on(m.level[space] + 1)
    if not below:
        state.emit(Note(message=f"There is no large chamber below {m.the(space)}: {who(state, seat)} stays"))
    elif len(below) == 1:
        transport(state, m, seat, below[0])
    else:
        ask(state, Pending(kind=TRANSPORT, seat=seat, spaces=below))


def transport(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    place(state, m, seat, space, "is transported to")
    if state.has_monsters(space):
        enter_chamber(state, m, seat, space)
