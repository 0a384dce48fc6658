"""What each action does: the table from each action type to the rule that carries it out (HANDLERS);
turns.py then works through what is owed, ends turns and begins the next.

A handler is given the decision the action answers (a Pending, cleared before the handler runs) or None on
the free part of a turn: the same action may answer different questions (a Transfer escaping an ambush or
cast on the seat's own turn; a pawn chosen at the start or to re-enter).
"""

from __future__ import annotations

from game.engine import dispatch
from game.engine.dispatch import Handlers
from game.engine.events import Note
from game.engine.protocol import Action

from . import actions as A
from . import ambush, combat, player_combat, spells, turns
from .dungeonmap import DungeonMap
from .movement import search_secret_door
from .reentry import reenter, stay_out
from .setup import advance_selection, advance_spells, set_pawn, start_turn, take_spell
from .state import AMBUSH_ESCAPE, PICK_PAWN, PICK_SPELL, DungeonState, Pending, TurnInfo, who
from .treasure import drop, keep_safe

# The choices of the set-up (pawns, then a Wizard's spells): the set-up goes on by itself, not the turn.
SETTING_UP = (PICK_PAWN, PICK_SPELL)


def carry_out(state: DungeonState, m: DungeonMap, action: Action) -> None:
    seat = state.to_act
    assert seat is not None
    answered, state.pending = state.pending, None
    dispatch.carry_out(HANDLERS, action, state, m, seat, answered)
    if answered is None or answered.kind not in SETTING_UP:
        turns.settle(state, m)


def _turn(state: DungeonState) -> TurnInfo:
    assert state.t is not None
    return state.t


# --- answers to a decision asked ---------------------------------------------------------------------------
def _choose_pawn(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.ChoosePawn) -> None:
    assert p is not None
    if p.kind == PICK_PAWN:
        set_pawn(state, seat, action.pawn)
        advance_selection(state, m)
    else:   # re-entering the game as a new adventurer
        reenter(state, m, seat, action.pawn)
        start_turn(state, seat)


def _take_spell(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.TakeSpell) -> None:
    assert p is not None
    if p.kind == PICK_SPELL:
        take_spell(state, seat, action.spell, " at the start")
        advance_spells(state, m)
    else:   # a Wizard regaining a spell
        take_spell(state, seat, action.spell, " resting on the Main Staircase")


def _take_mix(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.TakeMix) -> None:
    for spell in action.spells:
        take_spell(state, seat, spell, " at the start")
    advance_spells(state, m)


def _drop(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.DropPrize) -> None:
    assert p is not None
    drop(state, m, seat, [action.card], p.monster, p.space)


def _retreat(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.Retreat) -> None:
    assert p is not None
    index = [tuple(r) for r in p.routes].index(action.path)
    combat.retreat(state, m, seat, list(action.path), p.engage[index])


def _transfer(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.Transfer) -> None:
    if p is not None and p.kind == AMBUSH_ESCAPE:
        ambush.escape(state, m, action.space)
    else:
        spells.transfer(state, m, seat, action.space)


def _stay(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.Stay) -> None:
    state.emit(Note(message=f"{who(state, seat)} stays in {m.the(state.pawns[seat].space or m.start)}"))


def _stay_out(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.StayOut) -> None:
    state.handover = seat
    stay_out(state, seat)


# --- the free part of a turn -------------------------------------------------------------------------------
def _move(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.MoveTo | A.AmbushMove) -> None:
    t = _turn(state)
    t.esp = None
    t.mp -= action.cost
    t.moved = True
    ambush.move(state, m, seat, list(action.path), action.target if isinstance(action, A.AmbushMove) else -1)


def _keep_safe(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None,
               action: A.KeepSafe | A.TakeBack) -> None:
    t = _turn(state)
    keep_safe(state, m, seat, action.card, back=isinstance(action, A.TakeBack))
    if isinstance(action, A.KeepSafe):
        t.kept_safe = True   # the pawn proceeds on its next turn (no more moving, nor Transference)
        t.mp = 0
        t.esp = None


def _end_turn(state: DungeonState, m: DungeonMap, seat: int, p: Pending | None, action: A.EndTurn) -> None:
    _turn(state).done = True


# Each action type to the rule that carries it out, given the state, the map, the seat acting and the
# decision answered (CONTRIBUTING.md).
HANDLERS: Handlers = {
    A.ChoosePawn: _choose_pawn,
    A.TakeSpell: _take_spell,
    A.TakeMix: _take_mix,
    A.DropPrize: _drop,
    A.Retreat: _retreat,
    A.ChooseChamber: lambda s, m, seat, p, a: combat.transport(s, m, seat, a.space),
    A.Fight: lambda s, m, seat, p, a: combat.fight(s, m, seat, a.space),
    A.Transfer: _transfer,
    A.StepIn: lambda s, m, seat, p, a: combat.step_in(s, m, seat, a.space),
    A.Stay: _stay,
    A.StayOut: _stay_out,
    A.DeclareAmbush: lambda s, m, seat, p, a: ambush.answer(s, m, seat, True),
    A.LetPass: lambda s, m, seat, p, a: ambush.answer(s, m, seat, False),
    A.FightBack: lambda s, m, seat, p, a: player_combat.fight(s, m, a.target),
    A.FaceAmbush: lambda s, m, seat, p, a: player_combat.begin(s, m),
    A.KeepFighting: lambda s, m, seat, p, a: ambush.keep_or_let_go(s, m, seat, True),
    A.LetGo: lambda s, m, seat, p, a: ambush.keep_or_let_go(s, m, seat, False),
    A.MoveTo: _move,
    A.AmbushMove: _move,
    A.OpenDoor: lambda s, m, seat, p, a: combat.open_door(s, m, seat, a.room),
    A.TrySecretDoor: lambda s, m, seat, p, a: search_secret_door(s, m, seat, a.link, a.space),
    A.CastSpell: lambda s, m, seat, p, a: spells.cast(s, m, seat, a.spell, a.space),
    A.SpellAmbush: lambda s, m, seat, p, a: player_combat.spell_ambush(s, m, seat, a.spell, a.target),
    A.UseESP: lambda s, m, seat, p, a: spells.use_esp(s, m, seat, a.space),
    A.UseCrystalBall: lambda s, m, seat, p, a: spells.use_crystal_ball(s, m, seat, a.space),
    A.KeepSafe: _keep_safe,
    A.TakeBack: _keep_safe,
    A.EndTurn: _end_turn,
}
