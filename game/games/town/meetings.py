"""Passing another pawn: a fight between pawns, a trade, or nothing.

"2. When players move past each other, either of them may choose to initiate combat. In combat, each
player rolls one die as if fighting a monster, and can use equipment as usual. Whoever rolls lower takes
one damage. In case of a tie, both players take one damage. Repeat until one player is killed! The winner
takes the defeated player's coins. 3. Alternately, when players move past each other, they may decide to
trade equipment, coins, or defeated enemies."

The mover chooses first (fight, offer a trade, or go on), then the pawn passed (fight, offer a trade, or
let them pass); each may make one trade offer a meeting. "Alternately": a meeting is a fight or a trade,
never both: a fight ends the meeting, and so does a trade accepted (a refused offer is no trade, and the
meeting goes on). Landing on another pawn's square counts as meeting it; the town square is no place for
a fight (project design).
"""

from __future__ import annotations

from game.engine.events import Event, Note
from game.engine.protocol import Action

from . import equipment, pawns, turns
from .actions import Attack, GoOn, ProposeTrade
from .board import Track
from .events import DuelRoll, MeetingBegan
from .state import Meeting, TownState


def can_trade(state: TownState, a: int, b: int) -> bool:
    """Something to trade: an item, a defeated monster or a coin on either side."""
    return any(p.equipment or p.victory or p.silver for p in (state.pawns[a], state.pawns[b]))


def begin(state: TownState, track: Track, mover: int, other: int) -> None:
    state.meeting = Meeting(mover=mover, other=other, asker=mover)
    state.phase = "meet"
    state.to_act = mover
    state.emit(MeetingBegan(seat=mover, who=state.name(mover), other=other, other_name=state.name(other)))


def options(state: TownState) -> list[Action]:
    m = state.meeting
    assert m is not None
    target = m.other if m.asker == m.mover else m.mover
    out: list[Action] = [Attack(target=target, name=state.name(target))]
    if m.asker not in m.offered and can_trade(state, m.asker, target):
        out.append(ProposeTrade(target=target, name=state.name(target)))
    out.append(GoOn(mover=m.asker == m.mover))
    return out


def go_on(state: TownState) -> None:
    m = state.meeting
    assert m is not None
    if m.asker == m.mover:
        state.emit(Note(seat=m.mover, message=f"{state.name(m.mover)} goes on"))
        pass_to_other(state)
    else:
        finish(state, Note(seat=m.other, message=f"{state.name(m.other)} lets {state.name(m.mover)} pass"))


def pass_to_other(state: TownState) -> None:
    """The mover has had its say; now the pawn passed may start a fight or offer a trade."""
    m = state.meeting
    assert m is not None
    m.asker = m.other
    state.phase = "meet"
    state.to_act = m.other
    state.emit(Note(seat=m.other, message=f"{state.name(m.other)} may start a fight with {state.name(m.mover)}, "
                                          "offer a trade, or let them pass"))


def finish(state: TownState, said: Event | None = None) -> None:
    """The meeting is over: the move goes on from where the mover stands (phase "moving": the flow of play
    walks it on, movement.walk_on). `said` (the other letting the mover pass, an offer answered) is told once
    the meeting is over, so that its moment already shows the mover's walk going on, not the other's
    decision."""
    m = state.meeting
    assert m is not None
    state.meeting = None
    state.phase = "moving"
    state.to_act = m.mover
    if said is not None:
        state.emit(said)


def attack(state: TownState, track: Track) -> None:
    m = state.meeting
    assert m is not None
    attacker = m.asker
    defender = m.other if attacker == m.mover else m.mover
    fallen = duel(state, track, attacker, defender)
    if m.mover in fallen:
        state.meeting = None
        state.walk = None
        state.to_act = m.mover
        turns.end_turn(state, track)
    else:
        finish(state)


def duel(state: TownState, track: Track, a: int, b: int) -> list[int]:
    """Both roll a die with their equipment; the lower takes one damage, a tie hurts both; again, until one
    (or both) is down. Returns the seats that fell."""
    state.duel = [a, b]
    state.emit(Note(seat=a, message=f"{state.name(a)} attacks {state.name(b)}!"))
    names = (state.name(a), state.name(b))
    lucky = {s: equipment.has(state.pawns[s].equipment, "reroll") for s in (a, b)}
    while True:
        bonus = [equipment.weapon_bonus(state.pawns[s].equipment) for s in (a, b)]
        values = [state.rng.die(6), state.rng.die(6)]
        for k, s in enumerate((a, b)):
            mine, theirs = values[k] + bonus[k], values[1 - k] + bonus[1 - k]
            if mine < theirs and lucky[s]:
                state.emit(DuelRoll(seat=a, who=names[0], dice="2d6", values=tuple(values), reason="fight",
                                    names=names, modifiers=tuple(bonus),
                                    result=f"{names[k]} is lower, and rolls again with the Rabbit's Foot"))
                lucky[s] = False
                values[k] = state.rng.die(6)
        totals = [values[0] + bonus[0], values[1] + bonus[1]]
        hit = [a] if totals[0] < totals[1] else [b] if totals[1] < totals[0] else [a, b]
        result = "both are hit" if len(hit) == 2 else f"{state.name(hit[0])} is hit"
        state.emit(DuelRoll(seat=a, who=names[0], dice="2d6", values=tuple(values), reason="fight", names=names,
                            modifiers=tuple(bonus), result=result))
        down = [s for s in hit if pawns.hurt(state, s, 1, "takes a blow")]
        if down:
            state.duel = []
            for s in down:
                other = b if s == a else a
                pawns.fall(state, track, s, winner=None if other in down else other)
            return down
