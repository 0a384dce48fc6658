"""The Wizard's spells against monsters (Lightning Bolt, Fire Ball, Transference) and the looks the special
prizes give (ESP Medallion, Crystal Ball)."""

from __future__ import annotations

from .combat import fight, kill
from .content import TRANSFERENCE, card_name, monster, spell_name, spells
from .dungeonmap import DungeonMap
from .events import MonsterRevealed, Peeked, SpellCast, Transferred
from .state import DungeonState, who
from .table import place
from .winning import check_win


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



def use_esp(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    """The ESP Medallion looks at the top monster of a room or chamber; the pawn may then attack it."""
    t = state.t
    assert t is not None
    t.esp = space
    peek(state, m, seat, space, [state.guards(space)[0].monster], "ESP Medallion")


def use_crystal_ball(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    """The Crystal Ball is used instead of moving or fighting: the turn ends."""
    t = state.t
    assert t is not None
    t.done = True
    peek(state, m, seat, space, crystal_cards(state, space), "Crystal Ball")

def spend(state: DungeonState, seat: int, spell: str) -> None:
    """A spell used goes back to the general stock."""
    state.pawns[seat].spells[spell] -= 1
    state.stock[spell] = state.stock.get(spell, 0) + 1


def cast(state: DungeonState, m: DungeonMap, seat: int, spell: str, space: int) -> None:
    """Lightning Bolt or Fire Ball from the next space: the spell is laid on the card before it is read;
    a miss harms no one and the card is turned down again; either way the spell goes back to the stock."""
    spend(state, seat, spell)
    t = state.t
    if t is not None:
        t.done = True
        t.esp = None
    guard = state.lairs[space][0]
    card = monster(guard.monster)
    if not guard.face_up:  # a card already face up needs no reading: the spell's roll says it all
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
                      who=who(state, seat), against=card.id)
    state.emit(SpellCast(seat=seat, who=who(state, seat), spell=spell_name(spell), monster=card.name,
                         total=roll.total, target=target, killed=bool(roll.success)))
    if roll.success:
        guard.face_up = True
        kill(state, m, seat, space, guard)


def transfer(state: DungeonState, m: DungeonMap, seat: int, space: int) -> None:
    """Transference to another large chamber; whatever waits there is fought 'without recourse to a further
    Spell'."""
    spend(state, seat, TRANSFERENCE)
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
        fight(state, m, seat, space)
