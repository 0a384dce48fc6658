"""The turn as a small state machine: what the seat to act may do, what each action does, and how a turn
ends and the next begins.

A turn is free play (move, open doors, search for secret doors, fight, use spells and special prizes,
end the turn) until the pawn fights, fails a secret-door roll, uses the Crystal Ball or ends its turn.
Then `settle` works through what is owed (Steps of the Combat Losing Table, the end-of-turn fight of a
pawn left among monsters, a Wizard's spell for a turn resting on the Main Staircase) and hands the turn on,
skipping pawns that lose turns or are carried back wounded. A decision that someone must make first is
a Pending; legal actions are then that decision's choices only.
"""

from __future__ import annotations

from game.engine.events import Note, TurnBegan
from game.engine.protocol import Action

from . import combat
from .actions import (
    CastSpell,
    ChooseChamber,
    ChoosePawn,
    DropPrize,
    EndTurn,
    Fight,
    MoveTo,
    OpenDoor,
    Retreat,
    TakeSpell,
    Transfer,
    TrySecretDoor,
    UseCrystalBall,
    UseESP,
)
from .combat import who
from .content import ATTACK_SPELLS, TRANSFERENCE, WIZARD, monster, pawn_types, prize
from .dungeonmap import ROOM, DungeonMap
from .events import DoorOpened, SecretDoorTried, TurnLost
from .movement import adjacent_lairs, destinations, holds, secret_doors_here, transfer_targets
from .setup import (
    advance_selection,
    advance_spells,
    available_pawns,
    set_pawn,
    spells_in_stock,
    start_turn,
    take_spell,
)
from .state import (
    CHAMBER_ENTRY,
    DROP,
    OVER,
    PICK_PAWN,
    PICK_SPELL,
    PLAY,
    REGAIN,
    RETREAT,
    TRANSPORT,
    DungeonState,
    Pending,
)

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
    if p.kind in (PICK_SPELL, REGAIN):
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
    return []


def forced_fight(state: DungeonState, m: DungeonMap) -> int | None:
    """The monster a pawn must fight as its turn ends: the one in its own space if it did not fight it this
    turn, or the one behind a door it fought to a stand-off last turn and still stands at (No Effect)."""
    t = state.t
    if t is None:
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
    target = forced_fight(state, m)
    if target is not None:
        name = monster_known(state, state.t.seat, target) if state.t else ""
        return f"fight the {name or 'monster'} in {m.the(target)} first"
    if can_regain(state, m):
        return "rest and take a spell"
    return ""


def turn_choices(state: DungeonState, m: DungeonMap) -> list[Action]:
    t = state.t
    assert t is not None
    seat = t.seat
    pawn = state.pawns[seat]
    here = pawn.space
    assert here is not None
    out: list[Action] = []
    moves = destinations(state, m, seat, t.mp)
    if t.esp is not None:
        # Having looked with the ESP Medallion, the pawn may attack that monster; otherwise its turn is over.
        out += attack_choices(state, m, seat, t.esp, moves)
        return out + [EndTurn(end_note(state, m))]
    for space, (cost, path) in sorted(moves.items()):
        out.append(MoveTo(space, path, cost, m.the(space), fight=state.has_monsters(space)))
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
    if pawn.spells.get(TRANSFERENCE, 0):
        out += [Transfer(c, m.the(c)) for c in transfer_targets(state, m, seat)]
    if holds(state, seat, "esp_medallion"):
        for _, space in lairs:
            g = state.guards(space)[0]
            if not g.face_up and not state.knows(seat, g.monster):
                out.append(UseESP(space, m.the(space)))
    if holds(state, seat, "crystal_ball") and not t.moved:
        for space in sorted(state.lairs):
            cards = combat.crystal_cards(state, space)
            if any(not state.knows(seat, c) and not _face_up(state, space, c) for c in cards):
                out.append(UseCrystalBall(space, m.the(space)))
    return out + [EndTurn(end_note(state, m))]


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
    t = state.t
    if isinstance(action, ChoosePawn):
        state.pending = None
        set_pawn(state, seat, action.pawn)
        advance_selection(state, m)
        return
    if isinstance(action, TakeSpell) and p is not None and p.kind == PICK_SPELL:
        state.pending = None
        take_spell(state, seat, action.spell, " at the start")
        advance_spells(state, m)
        return
    if isinstance(action, TakeSpell):
        state.pending = None
        take_spell(state, seat, action.spell, " resting on the Main Staircase")
    elif isinstance(action, DropPrize):
        assert p is not None
        state.pending = None
        combat.drop(state, seat, [action.card], p.monster, p.space)
    elif isinstance(action, Retreat):
        assert p is not None
        index = [tuple(r) for r in p.routes].index(action.path)
        state.pending = None
        combat.retreat(state, m, seat, list(action.path), p.engage[index])
    elif isinstance(action, ChooseChamber):
        state.pending = None
        combat.transport(state, m, seat, action.space)
    elif isinstance(action, Fight):
        state.pending = None
        combat.fight(state, m, seat, action.space)
    elif isinstance(action, Transfer):
        state.pending = None
        combat.transfer(state, m, seat, action.space)
    else:
        assert t is not None
        free_action(state, m, seat, action)
    settle(state, m)


def free_action(state: DungeonState, m: DungeonMap, seat: int, action: Action) -> None:
    t = state.t
    assert t is not None
    pawn = state.pawns[seat]
    if isinstance(action, MoveTo):
        t.esp = None
        t.mp -= action.cost
        t.moved = True
        combat.walk(state, m, seat, list(action.path), "moves to", action.cost)
        if combat.check_win(state, m, seat):
            return
        if state.has_monsters(action.space):
            combat.enter_chamber(state, m, seat, action.space)
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
    elif isinstance(action, CastSpell):
        combat.cast(state, m, seat, action.spell, action.space)
    elif isinstance(action, UseESP):
        g = state.guards(action.space)[0]
        combat.peek(state, m, seat, action.space, [g.monster], "ESP Medallion")
        t.esp = action.space
    elif isinstance(action, UseCrystalBall):
        combat.peek(state, m, seat, action.space, combat.crystal_cards(state, action.space), "Crystal Ball")
        t.done = True  # the Crystal Ball is used instead of moving or fighting
    elif isinstance(action, EndTurn):
        t.done = True
    else:  # pragma: no cover - legal_actions never offers anything else
        raise AssertionError(f"unhandled action {action!r}")


# --- ending a turn, beginning the next -----------------------------------------------------------------


def settle(state: DungeonState, m: DungeonMap) -> None:
    """Work through what is owed until a decision is needed or the turn passes on."""
    while state.phase == PLAY and state.pending is None:
        t = state.t
        if t is None:
            return
        if state.steps:
            combat.do_step(state, m, state.steps.pop(0))
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
            combat.ask(state, Pending(kind=REGAIN, seat=t.seat))
            return
        between_turns(state, m, t.seat)
        next_turn(state, m, t.seat)
        return


def between_turns(state: DungeonState, m: DungeonMap, seat: int) -> None:
    """After one seat's turn, before the next. The place for the optional rules of a later issue that act
    between turns: Wandering Monsters (once a monster has been killed, the last player in the order rolls
    on the Wandering Monster Table after his turn) and Returning Prizes for Safe Keeping (prizes left at the
    Main Staircase). Ambush and player combat would instead stop a move where one pawn meets another
    (free_action, MoveTo); Re-entry as a new adventurer would give a killed seat a new, lesser pawn on the
    Main Staircase (combat.lose, KILLED); Increased Wizard Spells sets Pawn.max_spells (setup.set_pawn);
    Special Magic Swords changes combat.sword_bonus. None of them is played yet."""


def next_turn(state: DungeonState, m: DungeonMap, after: int) -> None:
    """Hand the turn on in the order of the opening roll. Pawns owing lost turns, or carried back to the
    Main Staircase after a serious wound, spend their turn on that without a decision."""
    state.t = None
    order = state.order
    i = order.index(after)
    while state.phase == PLAY:
        alive = state.alive_seats()
        if not alive:
            return
        i = (i + 1) % len(order)
        if i == 0:
            state.turn += 1
        seat = order[i]
        pawn = state.pawns[seat]
        if not pawn.alive:
            continue
        if pawn.wounded:
            pawn.wounded = False
            state.emit(TurnBegan(seat=seat, who=who(state, seat)))
            combat.place(state, m, seat, m.start, "is carried back to")
            continue
        if pawn.lost_turns:
            pawn.lost_turns -= 1
            state.emit(TurnLost(seat=seat, who=who(state, seat), left=pawn.lost_turns))
            if not pawn.lost_turns and pawn.awaiting:
                cards, pawn.awaiting = pawn.awaiting, []
                combat.take(state, m, seat, cards, pawn.space)
            continue
        start_turn(state, seat)
        return
