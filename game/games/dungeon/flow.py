"""What the seat to act may do, and what each action does; turns.py ends turns and begins the next.

A decision that someone must make first is a Pending; legal actions are then that decision's choices
only. Otherwise it is the free part of a turn: move, open doors, search for secret doors, fight, use
spells and special prizes, and, with the optional rules, ambush, or leave prizes for safe keeping.
"""

from __future__ import annotations

from game.engine.events import Note
from game.engine.protocol import Action

from . import ambush, combat, player_combat, spells, turns
from .actions import (
    AmbushMove,
    CastSpell,
    ChooseChamber,
    ChoosePawn,
    DeclareAmbush,
    DropPrize,
    EndTurn,
    FaceAmbush,
    Fight,
    FightBack,
    KeepFighting,
    KeepSafe,
    LetGo,
    LetPass,
    MoveTo,
    OpenDoor,
    Retreat,
    SpellAmbush,
    Stay,
    StayOut,
    StepIn,
    TakeBack,
    TakeMix,
    TakeSpell,
    Transfer,
    TrySecretDoor,
    UseCrystalBall,
    UseESP,
)
from .content import ATTACK_SPELLS, TRANSFERENCE, monster, pawn_types, prize
from .dungeonmap import ROOM, DungeonMap
from .events import DoorOpened, SecretDoorTried
from .movement import adjacent_lairs, destinations, holds, secret_doors_here, transfer_targets
from .options import SAFE_KEEPING, on
from .reentry import lower_types, reenter, stay_out
from .setup import (
    advance_selection,
    advance_spells,
    available_pawns,
    mixes_offered,
    set_pawn,
    spells_in_stock,
    start_turn,
    take_spell,
)
from .state import (
    AMBUSH_ASK,
    AMBUSH_ESCAPE,
    AMBUSH_TARGET,
    CHAMBER_ENTRY,
    DROP,
    MELEE,
    OVER,
    PICK_PAWN,
    PICK_SPELL,
    PLAY,
    REENTER,
    REGAIN,
    RETREAT,
    STEP_IN,
    TRANSPORT,
    DungeonState,
    Pending,
    who,
)
from .treasure import drop, keep_safe

# --- what the seat to act may do -------------------------------------------------------------------------


def legal(state: DungeonState, m: DungeonMap) -> list[Action]:
    if state.phase == OVER or state.to_act is None:
        return []
    if state.pending is not None:
        return pending_choices(state, m, state.pending)
    if state.phase == PLAY and state.t is not None:
        return turn_choices(state, m)
    return []


def monster_known(state: DungeonState, seat: int, space: int) -> str:
    """The name of the top monster in `space` if this seat knows it (face up, or seen), else ""."""
    guards = state.guards(space)
    if not guards:
        return ""
    g = guards[0]
    return monster(g.monster).name if g.face_up or state.knows(seat, g.monster) else ""


def pending_choices(state: DungeonState, m: DungeonMap, p: Pending) -> list[Action]:
    seat = p.seat
    if p.kind == PICK_PAWN:
        return [ChoosePawn(k) for k in available_pawns(state)]
    if p.kind == PICK_SPELL:   # at the start: one by one, or one of the usual mixes in one go
        return [*(TakeSpell(s) for s in spells_in_stock(state)), *mixes_offered(state, p.count)]
    if p.kind == REGAIN:
        return [TakeSpell(s) for s in spells_in_stock(state)]
    if p.kind == CHAMBER_ENTRY:
        out: list[Action] = [Fight(p.space, m.the(p.space), monster_known(state, seat, p.space))]
        return out + [Transfer(c, m.the(c)) for c in transfer_targets(state, m, seat)]
    if p.kind == DROP:
        return [DropPrize(c, prize(c).title) for c in state.pawns[seat].prizes]
    if p.kind == RETREAT:
        here = state.pawns[seat].space
        return [Retreat(route[-1] if route else (here or 0), tuple(route),
                        m.the(route[-1]) if route else "", m.the(eng) if eng >= 0 else "", eng)
                for route, eng in zip(p.routes, p.engage, strict=True)]
    if p.kind == TRANSPORT:
        return [ChooseChamber(c, m.the(c)) for c in p.spaces]
    if p.kind == STEP_IN:
        return [StepIn(p.space, m.the(p.space), p.loot), Stay()]
    if p.kind == REENTER:
        return [*(ChoosePawn(k) for k in lower_types(state, seat)), StayOut()]
    if p.kind == AMBUSH_ASK:
        return [DeclareAmbush(p.other, who(state, p.other)), LetPass(p.other, who(state, p.other))]
    if p.kind == AMBUSH_TARGET:
        assert state.ambush is not None
        return [FightBack(s, who(state, s)) for s in state.ambush.attackers]
    if p.kind == AMBUSH_ESCAPE:
        return [FaceAmbush(), *(Transfer(c, m.the(c)) for c in transfer_targets(state, m, seat))]
    if p.kind == MELEE:
        return [KeepFighting(p.other, who(state, p.other)), LetGo(p.other, who(state, p.other))]
    return []


def turn_choices(state: DungeonState, m: DungeonMap) -> list[Action]:
    t = state.t
    assert t is not None
    seat = t.seat
    pawn = state.pawns[seat]
    here = pawn.space
    assert here is not None
    out: list[Action] = []
    if t.carried:  # a seriously wounded Wizard: a spell ambush before he is carried home, or nothing
        return spell_ambushes(state, m, seat) + [EndTurn(turns.end_note(state, m))]
    if t.kept_safe:
        # RETURNING PRIZES FOR SAFE KEEPING: 'on his next turn the player may proceed normally': a pawn that
        # has left prizes on the Main Staircase stays there this turn (it may leave or take back more).
        return safe_keeping(state, m, seat) + [EndTurn(turns.end_note(state, m))]
    moves = destinations(state, m, seat, t.mp)
    if t.esp is not None:
        # Having looked with the ESP Medallion, the pawn may attack that monster; otherwise its turn is over.
        out += attack_choices(state, m, seat, t.esp, moves)
        return out + [EndTurn(turns.end_note(state, m))]
    for space, (cost, path) in sorted(moves.items()):
        out.append(MoveTo(space, path, cost, m.the(space), fight=state.has_monsters(space)))
    for target in ambush.targets(state, m, seat):
        space = state.pawns[target].space
        if space in moves:
            cost, path = moves[space]
            out.append(AmbushMove(target, space, path, cost, who(state, target), m.the(space)))
    lairs = list(adjacent_lairs(state, m, seat))
    for _, space in lairs:
        if m.kind[space] == ROOM:
            out.append(OpenDoor(space, m.the(space), monster_known(state, seat, space)))
    chance = pawn_types()[pawn.kind].secret_door
    for e in secret_doors_here(state, m, seat):
        if t.mp >= e.cost or (m.kind[e.to] == ROOM and state.has_monsters(e.to)):
            out.append(TrySecretDoor(e.link, e.to, m.the(e.to), f"1–{chance}"))
    if state.has_monsters(here):
        out.append(Fight(here, m.the(here), monster_known(state, seat, here)))
    for _, space in lairs:
        out += [CastSpell(s, space, m.the(space)) for s in ATTACK_SPELLS if pawn.spells.get(s, 0)]
    out += spell_ambushes(state, m, seat)
    if pawn.spells.get(TRANSFERENCE, 0):
        out += [Transfer(c, m.the(c)) for c in transfer_targets(state, m, seat)]
    if holds(state, seat, "esp_medallion"):
        for _, space in lairs:
            g = state.guards(space)[0]
            if not g.face_up and not state.knows(seat, g.monster):
                out.append(UseESP(space, m.the(space)))
    if holds(state, seat, "crystal_ball") and not t.moved:
        for space in sorted(state.lairs):
            cards = spells.crystal_cards(state, space)
            if any(not state.knows(seat, c) and not _face_up(state, space, c) for c in cards):
                out.append(UseCrystalBall(space, m.the(space)))
    out += safe_keeping(state, m, seat)
    return out + [EndTurn(turns.end_note(state, m))]


def safe_keeping(state: DungeonState, m: DungeonMap, seat: int) -> list[Action]:
    """On the Main Staircase, with the optional rule: leave a prize there, or take one back."""
    pawn = state.pawns[seat]
    if not on(state, SAFE_KEEPING) or pawn.space != m.start:
        return []
    return [*(KeepSafe(c, prize(c).title) for c in pawn.prizes), *(TakeBack(c, prize(c).title) for c in pawn.kept)]


def spell_ambushes(state: DungeonState, m: DungeonMap, seat: int) -> list[Action]:
    pawn = state.pawns[seat]
    return [SpellAmbush(s, target, space, who(state, target)) for target, space in ambush.spell_targets(state, m, seat)
            for s in ATTACK_SPELLS if pawn.spells.get(s, 0)]


def _face_up(state: DungeonState, space: int, card: str) -> bool:
    return any(g.monster == card and g.face_up for g in state.guards(space))


def attack_choices(state: DungeonState, m: DungeonMap, seat: int, space: int,
                   moves: dict[int, tuple[int, tuple[int, ...]]]) -> list[Action]:
    if not state.has_monsters(space):
        return []
    pawn = state.pawns[seat]
    out: list[Action] = []
    if m.kind[space] == ROOM:
        out.append(OpenDoor(space, m.the(space), monster_known(state, seat, space)))
    elif space in moves:
        cost, path = moves[space]
        out.append(MoveTo(space, path, cost, m.the(space), fight=True))
    out += [CastSpell(s, space, m.the(space)) for s in ATTACK_SPELLS if pawn.spells.get(s, 0)]
    return out


# --- what an action does ---------------------------------------------------------------------------------


def apply(state: DungeonState, m: DungeonMap, action: Action) -> None:
    seat = state.to_act
    assert seat is not None
    p = state.pending
    if p is not None and p.kind in (PICK_PAWN, PICK_SPELL):
        state.pending = None
        if isinstance(action, ChoosePawn):
            set_pawn(state, seat, action.pawn)
            advance_selection(state, m)
        else:
            assert isinstance(action, (TakeSpell, TakeMix))
            for spell in action.spells if isinstance(action, TakeMix) else (action.spell,):
                take_spell(state, seat, spell, " at the start")
            advance_spells(state, m)
        return
    if p is not None:
        state.pending = None
        answer(state, m, seat, p, action)
    else:
        free_action(state, m, seat, action)
    turns.settle(state, m)


def answer(state: DungeonState, m: DungeonMap, seat: int, p: Pending, action: Action) -> None:
    """The seat's answer to the decision it was asked."""
    if isinstance(action, TakeSpell):
        take_spell(state, seat, action.spell, " resting on the Main Staircase")
    elif isinstance(action, DropPrize):
        drop(state, m, seat, [action.card], p.monster, p.space)
    elif isinstance(action, Retreat):
        index = [tuple(r) for r in p.routes].index(action.path)
        combat.retreat(state, m, seat, list(action.path), p.engage[index])
    elif isinstance(action, ChooseChamber):
        combat.transport(state, m, seat, action.space)
    elif isinstance(action, Fight):
        combat.fight(state, m, seat, action.space)
    elif isinstance(action, Transfer) and p.kind == AMBUSH_ESCAPE:
        ambush.escape(state, m, action.space)
    elif isinstance(action, Transfer):
        spells.transfer(state, m, seat, action.space)
    elif isinstance(action, StepIn):
        combat.step_in(state, m, seat, action.space)
    elif isinstance(action, Stay):
        state.emit(Note(message=f"{who(state, seat)} stays in {m.the(state.pawns[seat].space or m.start)}"))
    elif isinstance(action, ChoosePawn):
        reenter(state, m, seat, action.pawn)
        start_turn(state, seat)
    elif isinstance(action, StayOut):
        state.handover = seat
        stay_out(state, seat)
    elif isinstance(action, (DeclareAmbush, LetPass)):
        ambush.answer(state, m, seat, isinstance(action, DeclareAmbush))
    elif isinstance(action, FightBack):
        player_combat.fight(state, m, action.target)
    elif isinstance(action, FaceAmbush):
        player_combat.begin(state, m)
    elif isinstance(action, (KeepFighting, LetGo)):
        ambush.keep_or_let_go(state, m, seat, isinstance(action, KeepFighting))
    else:  # pragma: no cover - legal_actions never offers anything else
        raise AssertionError(f"unhandled answer {action!r}")


def free_action(state: DungeonState, m: DungeonMap, seat: int, action: Action) -> None:
    t = state.t
    assert t is not None
    pawn = state.pawns[seat]
    if isinstance(action, (MoveTo, AmbushMove)):
        t.esp = None
        t.mp -= action.cost
        t.moved = True
        ambush.move(state, m, seat, list(action.path), action.target if isinstance(action, AmbushMove) else -1)
    elif isinstance(action, OpenDoor):
        state.emit(DoorOpened(seat=seat, who=who(state, seat), space=action.room, room=m.the(action.room)))
        combat.fight(state, m, seat, action.room)
    elif isinstance(action, TrySecretDoor):
        chance = pawn_types()[pawn.kind].secret_door
        roll = state.roll(1, 6, seat=seat, reason=f"searching for the secret door: 1–{chance} finds it",
                          who=who(state, seat))
        found = roll.total <= chance
        if found:
            t.found.append(action.link)
        else:
            t.done = True  # a failed search ends the turn then and there
        state.emit(SecretDoorTried(seat=seat, who=who(state, seat), room=m.the(action.space), found=found))
    elif isinstance(action, Fight):
        combat.fight(state, m, seat, action.space)
    elif isinstance(action, CastSpell):
        spells.cast(state, m, seat, action.spell, action.space)
    elif isinstance(action, SpellAmbush):
        player_combat.spell_ambush(state, m, seat, action.spell, action.target)
    elif isinstance(action, Transfer):
        spells.transfer(state, m, seat, action.space)
    elif isinstance(action, UseESP):
        g = state.guards(action.space)[0]
        t.esp = action.space
        spells.peek(state, m, seat, action.space, [g.monster], "ESP Medallion")
    elif isinstance(action, UseCrystalBall):
        t.done = True  # the Crystal Ball is used instead of moving or fighting
        spells.peek(state, m, seat, action.space, spells.crystal_cards(state, action.space), "Crystal Ball")
    elif isinstance(action, (KeepSafe, TakeBack)):
        keep_safe(state, m, seat, action.card, back=isinstance(action, TakeBack))
        if isinstance(action, KeepSafe):
            t.kept_safe = True   # the pawn proceeds on its next turn (no more moving, nor Transference)
            t.mp = 0
            t.esp = None
    elif isinstance(action, EndTurn):
        t.done = True
    else:  # pragma: no cover - legal_actions never offers anything else
        raise AssertionError(f"unhandled action {action!r}")
