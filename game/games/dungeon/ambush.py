"""AMBUSH (8-page rules, advanced play): declaring an ambush, and a move that may be stopped by one.

"Any time a player moves onto or passes through a space which contains the piece of another player either
player, or both players, may declare Ambush. If neither player declares Ambush then movement continues
normally. All movement is immediately stopped when an Ambush occurs."

How the table is asked, only when it matters: the moving player declares by choosing "Ambush Bob" among his
moves (AmbushMove), so he is never asked on the way; a move is stopped only where another pawn able to
ambush stands (alive, not seriously wounded), and each such player is asked in turn order. With no ambush
the move goes on. A pawn held in a melee (both still standing after a fight) is kept or let go by its
opponent at the start of its turn. Project choices: no ambush on the Main Staircase (the Good Fairy's
ground, where the players start and prizes are kept safe); only a move of the player's own choosing can be
ambushed, not a retreat, a trap's transport, a Transference or a pawn carried home.

The fight itself is player_combat.py.
"""

from __future__ import annotations

from game.engine.events import Note

from .combat import enter_chamber
from .content import ATTACK_SPELLS, TRANSFERENCE, WIZARD
from .dungeonmap import CHAMBER, DungeonMap
from .events_optional import AmbushDeclared, MeleeHeld
from .movement import door_open_to, transfer_targets
from .options import AMBUSH, on
from .player_combat import begin
from .spells import transfer
from .state import AMBUSH_ASK, AMBUSH_ESCAPE, MELEE, Ambush, DungeonState, Pending, who
from .table import ask, walk
from .treasure import pick_up
from .winning import check_win


def can_ambush(state: DungeonState, seat: int) -> bool:
    """Seriously wounded pieces may never institute an ambush."""
    pawn = state.pawns[seat]
    return pawn.alive and not pawn.wounded and pawn.space is not None


def ambush_ground(m: DungeonMap, space: int | None) -> bool:
    return space is not None and space != m.start


def targets(state: DungeonState, m: DungeonMap, seat: int) -> list[int]:
    """Pawns this seat may ambush by moving onto their space (the moves are found by the caller)."""
    if not on(state, AMBUSH) or not can_ambush(state, seat):
        return []
    return [s for s in state.order if s != seat and state.pawns[s].alive
            and ambush_ground(m, state.pawns[s].space) and state.pawns[s].space != state.pawns[seat].space]


def spell_targets(state: DungeonState, m: DungeonMap, seat: int) -> list[tuple[int, int]]:
    """(seat, space) of the pawns a Wizard holding an attack spell may ambush from the next space."""
    pawn = state.pawns[seat]
    if (not on(state, AMBUSH) or pawn.kind != WIZARD or pawn.space is None or not pawn.alive
            or not any(pawn.spells.get(s, 0) for s in ATTACK_SPELLS)):
        return []
    out = []
    for e in m.edges[pawn.space]:
        if not door_open_to(state, seat, e) or not ambush_ground(m, e.to):
            continue
        out += [(s, e.to) for s in state.pawns_at(e.to, but=seat) if (s, e.to) not in out]
    return out


# --- a move that may be stopped ----------------------------------------------------------------------------

def move(state: DungeonState, m: DungeonMap, seat: int, path: list[int], target: int = -1) -> None:
    """Walk `path`, stopping where pawns able to ambush stand; `target` is the pawn the mover ambushes at
    the end of the path (an AmbushMove)."""
    state.to_act = seat
    if not on(state, AMBUSH):
        walk_on(state, m, seat, path)
        arrive(state, m, seat, path[-1])
        return
    for i, space in enumerate(path):
        last = i == len(path) - 1
        able = [s for s in state.pawns_at(space, but=seat) if can_ambush(state, s)] if ambush_ground(m, space) else []
        aimed = last and target >= 0
        if not able and not aimed:
            continue
        walk_on(state, m, seat, path[: i + 1])
        state.ambush = Ambush(mover=seat, space=space, rest=path[i + 1:], target=target if aimed else -1,
                              ask=[s for s in able if not (aimed and s == target)])
        if aimed:
            state.emit(AmbushDeclared(seat=seat, who=who(state, seat), target=who(state, target),
                                      where=m.the(space)))
        next_question(state, m)
        return
    walk_on(state, m, seat, path)
    arrive(state, m, seat, path[-1])


def walk_on(state: DungeonState, m: DungeonMap, seat: int, path: list[int]) -> None:
    walk(state, m, seat, path, "moves to", len(path))
    pick_up(state, m, seat, path)


def arrive(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    """The end of a move: home with enough treasure wins; a large chamber with monsters means a fight."""
    if check_win(state, m, seat):
        return
    if state.has_monsters(space):
        enter_chamber(state, m, seat, space)


def next_question(state: DungeonState, m: DungeonMap) -> None:
    a = state.ambush
    assert a is not None
    if a.ask:
        seat = a.ask.pop(0)
        ask(state, Pending(kind=AMBUSH_ASK, seat=seat, other=a.mover, space=a.space))
        return
    if a.attackers or a.target >= 0:
        declared(state, m)
        return
    # No one declared: the move goes on.
    state.ambush = None
    if a.rest:
        move(state, m, a.mover, a.rest)
    else:
        arrive(state, m, a.mover, a.space)


def answer(state: DungeonState, m: DungeonMap, seat: int, ambushes: bool) -> None:
    """A player asked whether he ambushes the pawn moving by answers."""
    a = state.ambush
    assert a is not None
    state.pending = None
    if ambushes:
        a.attackers.append(seat)
    if not a.ask:
        state.to_act = a.mover
        if not a.attackers and a.target < 0:
            state.ambush = None  # the move goes on (next_question carries on from the copy)
    if ambushes:
        state.emit(AmbushDeclared(seat=seat, who=who(state, seat), target=who(state, a.mover), where=m.the(a.space)))
    else:
        state.emit(Note(message=f"{who(state, seat)} lets {who(state, a.mover)} pass"))
    if state.ambush is None:
        state.ambush = a
    next_question(state, m)


def declared(state: DungeonState, m: DungeonMap) -> None:
    """An ambush occurs: movement stops, and the turn of the mover ends once the fight is resolved. A
    Wizard walking into a large chamber where he is ambushed may first escape by Transference."""
    a = state.ambush
    assert a is not None
    a.rest = []
    t = state.t
    if t is not None and t.seat == a.mover:
        t.done = True
    pawn = state.pawns[a.mover]
    if (a.attackers and m.kind[a.space] == CHAMBER and pawn.spells.get(TRANSFERENCE, 0)
            and transfer_targets(state, m, a.mover)):
        ask(state, Pending(kind=AMBUSH_ESCAPE, seat=a.mover, space=a.space))
        return
    begin(state, m)


def escape(state: DungeonState, m: DungeonMap, space: int) -> None:
    """Transference out of ambush: the Wizard vanishes before the ambush takes effect."""
    a = state.ambush
    assert a is not None
    state.ambush = None
    state.pending = None
    transfer(state, m, a.mover, space)


# --- a melee going on ---------------------------------------------------------------------------------------

def held(state: DungeonState, seat: int) -> list[int]:
    """The opponents still holding this pawn in a melee (same space, both able to fight on)."""
    pawn = state.pawns[seat]
    keep = [o for o in pawn.melee if state.pawns[o].alive and state.pawns[o].space == pawn.space
            and not state.pawns[o].wounded and not pawn.wounded]
    for o in [o for o in pawn.melee if o not in keep]:
        pawn.melee.remove(o)
        if seat in state.pawns[o].melee:
            state.pawns[o].melee.remove(seat)
    return keep


def melee_at_turn_start(state: DungeonState, m: DungeonMap, seat: int) -> None:
    """'Neither may move until the other decides to no longer maintain the Ambush': each opponent says."""
    if not on(state, AMBUSH):
        return
    opponents = held(state, seat)
    if not opponents:
        return
    space = state.pawns[seat].space
    assert space is not None
    state.ambush = Ambush(mover=seat, space=space, ask=opponents, melee=True)
    ask(state, Pending(kind=MELEE, seat=state.ambush.ask.pop(0), other=seat, space=space))


def keep_or_let_go(state: DungeonState, m: DungeonMap, seat: int, keep: bool) -> None:
    a = state.ambush
    assert a is not None
    state.pending = None
    if keep:
        a.attackers.append(seat)
    else:
        for x, y in ((seat, a.mover), (a.mover, seat)):
            if y in state.pawns[x].melee:
                state.pawns[x].melee.remove(y)
    if not a.ask:
        state.to_act = a.mover
        if not a.attackers:
            state.ambush = None   # let go by everyone: the pawn plays its turn freely
    state.emit(MeleeHeld(seat=seat, who=who(state, seat), other=who(state, a.mover), kept=keep))
    if a.ask:
        ask(state, Pending(kind=MELEE, seat=a.ask.pop(0), other=a.mover, space=a.space))
    elif a.attackers:
        t = state.t
        if t is not None:
            t.done = True
        begin(state, m)
