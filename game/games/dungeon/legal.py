"""What the seat to act may do. A decision that someone must make first is a Pending; legal actions are
then that decision's choices only. Otherwise it is the free part of a turn: move, open doors, search for
secret doors, fight, use spells and special prizes, and, with the optional rules, ambush, or leave prizes
for safe keeping."""

from __future__ import annotations

from game.engine.protocol import Action

from . import actions as A
from . import ambush, spells, turns
from . import state as S
from .content import ATTACK_SPELLS, TRANSFERENCE, pawn_types, prize
from .dungeonmap import ROOM, DungeonMap
from .movement import adjacent_lairs, destinations, holds, secret_doors_here, transfer_targets
from .options import SAFE_KEEPING, on
from .reentry import lower_types
from .setup import available_pawns, mixes_offered, spells_in_stock
from .state import DungeonState, Pending, who
from .table import monster_known


def legal(state: DungeonState, m: DungeonMap) -> list[Action]:
    if state.phase == S.OVER or state.to_act is None:
        return []
    if state.pending is not None:
        return pending_choices(state, m, state.pending)
    if state.phase == S.PLAY and state.t is not None:
        return turn_choices(state, m)
    return []


def pending_choices(state: DungeonState, m: DungeonMap, p: Pending) -> list[Action]:
    seat = p.seat
    if p.kind == S.PICK_PAWN:
        return [A.ChoosePawn(k) for k in available_pawns(state)]
    if p.kind == S.PICK_SPELL:   # at the start: one by one, or one of the usual mixes in one go
        return [*(A.TakeSpell(s) for s in spells_in_stock(state)), *mixes_offered(state, p.count)]
    if p.kind == S.REGAIN:
        return [A.TakeSpell(s) for s in spells_in_stock(state)]
    if p.kind == S.CHAMBER_ENTRY:
        out: list[Action] = [A.Fight(p.space, m.the(p.space), monster_known(state, seat, p.space))]
        return out + [A.Transfer(c, m.the(c)) for c in transfer_targets(state, m, seat)]
    if p.kind == S.DROP:
        return [A.DropPrize(c, prize(c).title) for c in state.pawns[seat].prizes]
    if p.kind == S.RETREAT:
        here = state.pawns[seat].space
        return [A.Retreat(route[-1] if route else (here or 0), tuple(route),
                        m.the(route[-1]) if route else "", m.the(eng) if eng >= 0 else "", eng)
                for route, eng in zip(p.routes, p.engage, strict=True)]
    if p.kind == S.TRANSPORT:
        return [A.ChooseChamber(c, m.the(c)) for c in p.spaces]
    if p.kind == S.STEP_IN:
        return [A.StepIn(p.space, m.the(p.space), p.loot), A.Stay()]
    if p.kind == S.REENTER:
        return [*(A.ChoosePawn(k) for k in lower_types(state, seat)), A.StayOut()]
    if p.kind == S.AMBUSH_ASK:
        return [A.DeclareAmbush(p.other, who(state, p.other)), A.LetPass(p.other, who(state, p.other))]
    if p.kind == S.AMBUSH_TARGET:
        assert state.ambush is not None
        return [A.FightBack(s, who(state, s)) for s in state.ambush.attackers]
    if p.kind == S.AMBUSH_ESCAPE:
        return [A.FaceAmbush(), *(A.Transfer(c, m.the(c)) for c in transfer_targets(state, m, seat))]
    if p.kind == S.MELEE:
        return [A.KeepFighting(p.other, who(state, p.other)), A.LetGo(p.other, who(state, p.other))]
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
        return spell_ambushes(state, m, seat) + [A.EndTurn(turns.end_note(state, m))]
    if t.kept_safe:
        # RETURNING PRIZES FOR SAFE KEEPING: 'on his next turn the player may proceed normally': a pawn that
        # has left prizes on the Main Staircase stays there this turn (it may leave or take back more).
        return safe_keeping(state, m, seat) + [A.EndTurn(turns.end_note(state, m))]
    moves = destinations(state, m, seat, t.mp)
    if t.esp is not None:
        # Having looked with the ESP Medallion, the pawn may attack that monster; otherwise its turn is over.
        out += attack_choices(state, m, seat, t.esp, moves)
        return out + [A.EndTurn(turns.end_note(state, m))]
    for space, (cost, path) in sorted(moves.items()):
        out.append(A.MoveTo(space, path, cost, m.the(space), fight=state.has_monsters(space)))
    for target in ambush.targets(state, m, seat):
        space = state.pawns[target].space
        if space in moves:
            cost, path = moves[space]
            out.append(A.AmbushMove(target, space, path, cost, who(state, target), m.the(space)))
    lairs = list(adjacent_lairs(state, m, seat))
    for _, space in lairs:
        if m.kind[space] == ROOM:
            out.append(A.OpenDoor(space, m.the(space), monster_known(state, seat, space)))
    chance = pawn_types()[pawn.kind].secret_door
    for e in secret_doors_here(state, m, seat):
        if t.mp >= e.cost or (m.kind[e.to] == ROOM and state.has_monsters(e.to)):
            out.append(A.TrySecretDoor(e.link, e.to, m.the(e.to), f"1–{chance}"))
    if state.has_monsters(here):
        out.append(A.Fight(here, m.the(here), monster_known(state, seat, here)))
    for _, space in lairs:
        out += [A.CastSpell(s, space, m.the(space)) for s in ATTACK_SPELLS if pawn.spells.get(s, 0)]
    out += spell_ambushes(state, m, seat)
    if pawn.spells.get(TRANSFERENCE, 0):
        out += [A.Transfer(c, m.the(c)) for c in transfer_targets(state, m, seat)]
    if holds(state, seat, "esp_medallion"):
        for _, space in lairs:
            g = state.guards(space)[0]
            if not g.face_up and not state.knows(seat, g.monster):
                out.append(A.UseESP(space, m.the(space)))
    if holds(state, seat, "crystal_ball") and not t.moved:
        for space in sorted(state.lairs):
            cards = spells.crystal_cards(state, space)
            if any(not state.knows(seat, c) and not _face_up(state, space, c) for c in cards):
                out.append(A.UseCrystalBall(space, m.the(space)))
    out += safe_keeping(state, m, seat)
    return out + [A.EndTurn(turns.end_note(state, m))]


def safe_keeping(state: DungeonState, m: DungeonMap, seat: int) -> list[Action]:
    """On the Main Staircase, with the optional rule: leave a prize there, or take one back."""
    pawn = state.pawns[seat]
    if not on(state, SAFE_KEEPING) or pawn.space != m.start:
        return []
    return [*(A.KeepSafe(c, prize(c).title) for c in pawn.prizes), *(A.TakeBack(c, prize(c).title) for c in pawn.kept)]


def spell_ambushes(state: DungeonState, m: DungeonMap, seat: int) -> list[Action]:
    pawn = state.pawns[seat]
    return [A.SpellAmbush(s, target, space, who(state, target))
            for target, space in ambush.spell_targets(state, m, seat) for s in ATTACK_SPELLS if pawn.spells.get(s, 0)]


def _face_up(state: DungeonState, space: int, card: str) -> bool:
    return any(g.monster == card and g.face_up for g in state.guards(space))


def attack_choices(state: DungeonState, m: DungeonMap, seat: int, space: int,
                   moves: dict[int, tuple[int, tuple[int, ...]]]) -> list[Action]:
    if not state.has_monsters(space):
        return []
    pawn = state.pawns[seat]
    out: list[Action] = []
    if m.kind[space] == ROOM:
        out.append(A.OpenDoor(space, m.the(space), monster_known(state, seat, space)))
    elif space in moves:
        cost, path = moves[space]
        out.append(A.MoveTo(space, path, cost, m.the(space), fight=True))
    out += [A.CastSpell(s, space, m.the(space)) for s in ATTACK_SPELLS if pawn.spells.get(s, 0)]
    return out
