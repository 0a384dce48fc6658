"""Fights, the Combat Losing Table, traps, prizes changing hands, and the Wizard's spells.

Nothing here ends a turn by itself: a fight marks the turn done (combat is the last thing a pawn does in
its turn) and queues what a lost fight owes as Steps; flow.settle() works through them and hands the turn
on. Decisions the rules leave to the player (which prize to drop, which way to retreat when the line of
movement is blocked, which chamber a trap sends the pawn to) become a Pending decision.
"""

from __future__ import annotations

from game.engine.events import Asked, GameEnded, Note

from .content import TRANSFERENCE, card_name, monster, pawn_types, prize, spell_name, spells, value_of
from .dungeonmap import DungeonMap
from .events import (
    CLTResult,
    CombatResolved,
    Fallen,
    MonsterRevealed,
    Moved,
    Peeked,
    PrizesDropped,
    PrizesTaken,
    SpellCast,
    Transferred,
    TrapSprung,
)
from .movement import holds, retreat_routes, transfer_targets
from .state import CHAMBER_ENTRY, DROP, OVER, PENDING_TEXT, RETREAT, TRANSPORT, DungeonState, Guard, Pending, Step

TRAIL = 30  # spaces of the line of movement kept for retreats

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


def who(state: DungeonState, seat: int) -> str:
    kind = state.pawns[seat].kind
    return f"{state.name(seat)} ({kind})" if kind else state.name(seat)


def need(state: DungeonState, seat: int) -> int:
    return pawn_types()[state.pawns[seat].kind].need


# --- moving pawns ------------------------------------------------------------------------------------------

def walk(state: DungeonState, m: DungeonMap, seat: int, path: list[int] | tuple[int, ...], how: str,
         cost: int = 0) -> None:
    """Move a pawn along adjacent spaces: secret doors crossed become known to it for good."""
    pawn = state.pawns[seat]
    if not path:
        return
    from .movement import door_open_to  # here, to keep the import graph one-way at module load
    prev = pawn.space
    for v in path:
        if prev is not None:
            for e in m.edges[prev]:
                if e.to == v and e.kind == "secret_door" and door_open_to(state, seat, e):
                    if e.link not in pawn.known_doors:
                        pawn.known_doors.append(e.link)
                    break
        prev = v
    pawn.space = path[-1]
    pawn.trail = (pawn.trail + list(path))[-TRAIL:]
    state.emit(Moved(seat=seat, who=who(state, seat), path=tuple(path), to=m.the(path[-1]), cost=cost, how=how))


def place(state: DungeonState, m: DungeonMap, seat: int, space: int, how: str) -> None:
    """Put a pawn somewhere not joined to where it was (transported, transferred, back to the staircase)."""
    pawn = state.pawns[seat]
    pawn.space = space
    pawn.trail = [space]
    state.emit(Moved(seat=seat, who=who(state, seat), path=(space,), to=m.the(space), how=how))


def ask(state: DungeonState, pending: Pending) -> None:
    """Stop for a seat's decision: set it, then say so (the screen's moment after this shows it asked)."""
    state.pending = pending
    state.to_act = pending.seat
    left = f" ({pending.count} still to take)" if pending.count else ""
    state.emit(Asked(seat=pending.seat, prompt=f"{who(state, pending.seat)} {PENDING_TEXT.get(pending.kind, 'decides')}"
                                                f"{left}"))


def check_win(state: DungeonState, m: DungeonMap, seat: int) -> bool:
    """Back on the Main Staircase with enough treasure: the game is won at once."""
    pawn = state.pawns[seat]
    if pawn.space != m.start or not pawn.alive or value_of(pawn.prizes) < need(state, seat):
        return False
    state.winner = seat
    state.phase = OVER
    state.pending = None
    state.steps = []
    state.end_reason = (f"{who(state, seat)} came back to the Main Staircase with {value_of(pawn.prizes):,} gold "
                        f"pieces of treasure (needed {need(state, seat):,})")
    state.to_act = None
    state.emit(GameEnded(summary=f"{state.end_reason}: {state.name(seat)} wins!"))
    return True


# --- prizes -------------------------------------------------------------------------------------------------

def take(state: DungeonState, m: DungeonMap, seat: int, cards: list[str], where: int | None) -> None:
    if not cards:
        return
    state.pawns[seat].prizes.extend(cards)
    for c in cards:
        state.learn(c, [seat])
    state.emit(PrizesTaken(seat=seat, visible_to=(seat,), who=who(state, seat),
                           cards=tuple(prize(c).title for c in cards), where=m.the(where) if where else "",
                           ids=tuple(cards)))


def drop(state: DungeonState, seat: int, cards: list[str], monster_card: str, space: int) -> None:
    """Prizes dropped go under the monster that won the fight (not every monster in the chamber)."""
    pawn = state.pawns[seat]
    cards = [c for c in cards if c in pawn.prizes]
    if not cards:
        return
    guard = next((g for g in state.guards(space) if g.monster == monster_card), None)
    if guard is None and state.guards(space):
        guard = state.guards(space)[0]
    if guard is None:
        return  # nothing there to guard it (cannot happen in play): the pawn keeps it
    for c in cards:
        pawn.prizes.remove(c)
        guard.prizes.append(c)
    state.emit(PrizesDropped(seat=seat, visible_to=(seat,), who=who(state, seat),
                             cards=tuple(prize(c).title for c in cards), monster=monster(guard.monster).name,
                             ids=tuple(cards)))


# --- fights -------------------------------------------------------------------------------------------------

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


def fight(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    """Fight the top monster of `space` by arms: 2d6 (+1 with a Magic Sword) against the pawn's number."""
    pawn = state.pawns[seat]
    t = state.t
    guard = state.lairs[space][0]
    card = monster(guard.monster)
    if t is not None:
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
    sword = bonus > 0
    if target is None and sword:
        target = 12  # the sword lets a score of 12 kill a monster marked with a dash
    if target is None:
        state.emit(CombatResolved(seat=seat, who=who(state, seat), monster=card.name, total=0, target=None,
                                  won=False))
        lose(state, m, seat, space, guard)
        return
    roll = state.roll(2, 6, seat=seat, reason=f"fighting the {card.name}", target=target,
                      modifier=bonus, who=who(state, seat))
    state.emit(CombatResolved(seat=seat, who=who(state, seat), monster=card.name, total=roll.total, target=target,
                              won=bool(roll.success), sword=sword))
    if roll.success:
        kill(state, m, seat, space, guard)
    else:
        lose(state, m, seat, space, guard)


def sword_bonus(state: DungeonState, seat: int) -> int:
    """What Magic Swords add to a combat roll: one, however many the pawn carries. (The optional Special
    Magic Swords rule of a later issue would make some swords worth two.)"""
    return 1 if holds(state, seat, "magic_sword") else 0


def kill(state: DungeonState, m: DungeonMap, seat: int, space: int, guard: Guard) -> None:
    """The monster is dead: the victor takes every prize it guarded and steps into its space (unless more
    monsters wait there, as in a large chamber fought into with a spell)."""
    remove_guard(state, space, guard)
    take(state, m, seat, guard.prizes, space)
    pawn = state.pawns[seat]
    if pawn.space != space and not state.has_monsters(space):
        walk(state, m, seat, [space], "steps into")


def lose(state: DungeonState, m: DungeonMap, seat: int, space: int, guard: Guard) -> None:
    pawn = state.pawns[seat]
    roll = state.roll(2, 6, seat=seat, reason="Combat Losing Table", who=who(state, seat))
    result = CLT[roll.total]
    state.emit(CLTResult(seat=seat, who=who(state, seat), roll=roll.total, result=CLT_TEXT[result]))
    if result == NO_EFFECT:
        # The stand-off holds for this turn only: next turn the pawn may go, or must fight again if it stays.
        pawn.engaged, pawn.engaged_from = space, pawn.space
        return
    if result in (RETREAT_1, RETREAT_2):
        owed = [Step(what="drop", monster=guard.monster, space=space),
                Step(what="retreat", n=1 if result == RETREAT_1 else 2, monster=guard.monster, space=space)]
        if result == RETREAT_2:
            owed.append(Step(what="lose"))
        state.steps[0:0] = owed
        return
    drop(state, seat, list(pawn.prizes), guard.monster, space)
    state.emit(Fallen(seat=seat, who=who(state, seat), killed=result == KILLED))
    if result == WOUNDED:
        pawn.wounded = True
        state.steps = [s for s in state.steps if s.what == "lose"]
        return
    pawn.alive = False
    pawn.space = None
    pawn.trail = []
    state.steps = []
    if not state.alive_seats():
        state.phase = OVER
        state.pending = None
        state.to_act = None
        state.end_reason = "every adventurer has fallen in the dungeon"
        state.emit(GameEnded(summary="No adventurer is left: the dungeon wins."))


def do_step(state: DungeonState, m: DungeonMap, step: Step) -> None:
    """Carry out one thing a lost fight owes, or ask the player where the rules give a choice."""
    seat = state.t.seat if state.t else state.to_act
    assert seat is not None
    pawn = state.pawns[seat]
    if not pawn.alive:
        return
    if step.what == "lose":
        pawn.lost_turns += 1
        state.emit(Note(message=f"{who(state, seat)} will lose the next turn"))
    elif step.what == "drop":
        if len(pawn.prizes) == 1:
            drop(state, seat, list(pawn.prizes), step.monster, step.space)
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
    walk(state, m, seat, route, "retreats to")
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


# --- looking ------------------------------------------------------------------------------------------------

def peek(state: DungeonState, m: DungeonMap, seat: int, space: int, cards: list[str], item: str) -> None:
    for c in cards:
        state.learn(c, [seat])
    state.emit(Peeked(seat=seat, visible_to=(seat,), who=who(state, seat), item=item, where=m.the(space),
                      cards=tuple(card_name(c) for c in cards), space=space, ids=tuple(cards)))


def crystal_cards(state: DungeonState, space: int) -> list[str]:
    """Two cards of one place: in a room its monster and its prize; in a chamber its top two monsters."""
    guards = state.guards(space)
    if not guards:
        return []
    if len(guards) >= 2:
        return [guards[0].monster, guards[1].monster]
    return [guards[0].monster] + guards[0].prizes[:1]


def cast(state: DungeonState, m: DungeonMap, seat: int, spell: str, space: int) -> None:
    """Lightning Bolt or Fire Ball from the next space: the spell is laid on the card before it is read;
    a miss harms no one and the card is turned down again; either way the spell goes back to the stock."""
    pawn = state.pawns[seat]
    pawn.spells[spell] -= 1
    state.stock[spell] = state.stock.get(spell, 0) + 1
    t = state.t
    if t is not None:
        t.done = True
        t.esp = None
    guard = state.lairs[space][0]
    card = monster(guard.monster)
    state.learn(guard.monster, range(len(state.seats)))  # the card is read in front of everyone
    state.emit(MonsterRevealed(card=card.name, card_id=guard.monster, space=space, where=m.the(space),
                               spell=spell_name(spell)))
    column = spells()[spell].column
    target = None if card.is_trap or column is None else card.number(column)
    if target is None:
        state.emit(SpellCast(seat=seat, who=who(state, seat), spell=spell_name(spell), monster=card.name,
                             total=None, target=None, killed=False))
        return
    roll = state.roll(2, 6, seat=seat, reason=f"{spell_name(spell)} at the {card.name}", target=target,
                      who=who(state, seat))
    state.emit(SpellCast(seat=seat, who=who(state, seat), spell=spell_name(spell), monster=card.name,
                         total=roll.total, target=target, killed=bool(roll.success)))
    if roll.success:
        guard.face_up = True
        kill(state, m, seat, space, guard)


def transfer(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    pawn = state.pawns[seat]
    pawn.spells[TRANSFERENCE] -= 1
    state.stock[TRANSFERENCE] = state.stock.get(TRANSFERENCE, 0) + 1
    t = state.t
    if t is not None:
        t.done = True
        t.moved = True
        t.esp = None
    state.emit(Transferred(seat=seat, who=who(state, seat), to=m.the(space)))
    place(state, m, seat, space, "appears in")
    if check_win(state, m, seat):
        return
    if state.has_monsters(space):
        fight(state, m, seat, space)  # 'without recourse to a further Spell'
