"""Fights between players (8-page rules, AMBUSH; PLAYER COMBAT TABLE; Ambush by Wizard Spell).

"Both players roll two dice and consult the Player Combat Table. Magic Swords function in this form of
combat just as with Monsters. If either or both players match or exceed the number applicable the player
upon whom the hit was scored must roll on the CLT and abide by the result." Prizes dropped lie on the
floor: "whichever one arrives first gets the loot"; a pawn left standing where the fight was takes them at
once (the Superhero of the rulebook's example), a Wizard who dropped a pawn with a spell may step in for
them. Pawns both still standing stay locked in a melee. A pawn ambushed by several fights back against one
of them, and abides by every hit (8-page rules: "a third joins them").
"""

from __future__ import annotations

from game.engine.events import Note
from game.engine.seats import from_left

from .combat import NO_EFFECT, roll_clt, suffer
from .content import player_combat, spell_combat, spell_name
from .dungeonmap import DungeonMap
from .events_optional import PlayerStrike
from .spells import spend
from .state import AMBUSH_TARGET, STEP_IN, DungeonState, Pending, Step, who
from .table import ask
from .treasure import can_pick_up, pick_up, sword_bonus


def begin(state: DungeonState, m: DungeonMap) -> None:
    """The ambushed pawn (the mover, or the pawn held in a melee) picks whom it fights back, if several."""
    a = state.ambush
    assert a is not None
    if a.target >= 0:
        fight(state, m, a.target)
    elif len(a.attackers) == 1:
        fight(state, m, a.attackers[0])
    else:
        ask(state, Pending(kind=AMBUSH_TARGET, seat=a.mover, space=a.space))


def fight(state: DungeonState, m: DungeonMap, chosen: int) -> None:
    """Everyone rolls: the ambushed pawn against the one it chose, each attacker against it; every hit is a
    roll on the Combat Losing Table, prizes dropped falling on the floor."""
    a = state.ambush
    assert a is not None
    state.pending = None
    state.to_act = a.mover
    opponents = list(dict.fromkeys([*([a.target] if a.target >= 0 else []), *a.attackers]))
    a.fought = opponents
    hits: list[int] = []
    if strike(state, a.mover, chosen):
        hits.append(chosen)
    for other in opponents:
        if strike(state, other, a.mover):
            hits.append(a.mover)
    for victim in hits:
        if not state.pawns[victim].alive or state.pawns[victim].wounded:
            continue
        result = roll_clt(state, victim)
        if result != NO_EFFECT:
            suffer(state, m, victim, result, "", a.space, first=False)
    state.steps.append(Step(what="ambush end", space=a.space, seat=a.mover))


def strike(state: DungeonState, m_attacker: int, defender: int) -> bool:
    attacker = state.pawns[m_attacker]
    need = player_combat(attacker.kind, state.pawns[defender].kind)
    bonus = sword_bonus(state, m_attacker)
    roll = state.roll(2, 6, seat=m_attacker, reason=f"Player Combat Table against {who(state, defender)}",
                      target=need, modifier=bonus, who=who(state, m_attacker))
    state.emit(PlayerStrike(seat=m_attacker, who=who(state, m_attacker), target=who(state, defender),
                            total=roll.total, need=need, hit=bool(roll.success), sword=bonus))
    return bool(roll.success)


def spell_ambush(state: DungeonState, m: DungeonMap, wizard: int, spell: str, victim: int) -> None:
    """A Wizard's attack spell at a pawn in the next space (Spell Combat Table); only that pawn is touched,
    and a miss harms no one. The spell goes back to the stock."""
    spend(state, wizard, spell)
    t = state.t
    if t is not None:
        t.done = True
        t.esp = None
    space = state.pawns[victim].space
    assert space is not None
    kind = state.pawns[victim].kind
    need = spell_combat(spell, kind)
    roll = state.roll(2, 6, seat=wizard, reason=f"{spell_name(spell)} at {who(state, victim)}", target=need,
                      who=who(state, wizard))
    state.emit(PlayerStrike(seat=wizard, who=who(state, wizard), target=who(state, victim), total=roll.total,
                            need=need, hit=bool(roll.success), spell=spell_name(spell)))
    if roll.success:
        result = roll_clt(state, victim)
        if result != NO_EFFECT:
            suffer(state, m, victim, result, "", space, first=False)
    if can_pick_up(state, wizard):
        state.steps.append(Step(what="loot", space=space, seat=wizard))


def after_fight(state: DungeonState, m: DungeonMap, step: Step) -> None:
    """Once every retreat and drop is done: the loot goes to a pawn still standing there, and the pawns
    both still standing stay locked in a melee."""
    if step.what == "loot":
        # After a spell: the Wizard may advance into the victim's space and pick up what it dropped.
        if state.loot.get(step.space) and can_pick_up(state, step.seat) and not state.has_monsters(step.space):
            ask(state, Pending(kind=STEP_IN, seat=step.seat, space=step.space, loot=True))
        return
    a = state.ambush
    space = step.space
    first = next((s for s in _from(state, step.seat) if state.pawns[s].space == space and can_pick_up(state, s)),
                 None)
    if first is not None and state.loot.get(space):
        pick_up(state, m, first, [space])
    locked = []
    if a is not None:
        for other in a.fought:
            pair = (a.mover, other)
            if all(state.pawns[s].alive and not state.pawns[s].wounded and state.pawns[s].space == space
                   for s in pair):
                for x, y in (pair, pair[::-1]):
                    if y not in state.pawns[x].melee:
                        state.pawns[x].melee.append(y)
                locked.append(other)
    state.ambush = None
    if a is not None:
        state.to_act = state.t.seat if state.t is not None else state.to_act
        if locked:
            names = ", ".join(who(state, s) for s in locked)
            state.emit(Note(message=f"{who(state, a.mover)} and {names} are locked in a melee: the fight goes "
                                    "on next turn unless let go"))
        else:
            state.emit(Note(message="The fight between players is over"))


def _from(state: DungeonState, seat: int) -> list[int]:
    """The seats in turn order, starting with `seat`."""
    return [seat, *from_left(state.order, seat)] if seat in state.order else list(state.order)
