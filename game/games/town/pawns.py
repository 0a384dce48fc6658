"""A pawn's hit points, silver and items: damage (and what stops it), healing, falling at 0 hit points;
and a pawn sent straight to a square (a card, a monster, a move square).

"Otherwise, the player loses one hit point ... If the player dies, all gold in the player's inventory is
lost, and the player returns to the town to heal." Every change emits its event right after it.
"""

from __future__ import annotations

from game.engine.events import DiceRolled
from game.engine.words import plural

from . import equipment
from .board import Track
from .content import item
from .events import Fell, ItemMoved, Jumped, Told
from .state import Pawn, TownState


def who(state: TownState, seat: int | None = None) -> str:
    return state.name(state.to_act if seat is None else seat)  # type: ignore[arg-type]


def pawn(state: TownState, seat: int | None = None) -> Pawn:
    return state.pawns[state.to_act if seat is None else seat]  # type: ignore[index]


def tell(state: TownState, seat: int, message: str) -> None:
    p = state.pawns[seat]
    state.emit(Told(seat=seat, who=who(state, seat), message=message, hp=p.hp, silver=p.silver))


def heal(state: TownState, seat: int, amount: int | None, why: str) -> None:
    """Heal `amount` hit points (None: all of them), never above the pawn's most."""
    p = state.pawns[seat]
    most = equipment.max_hp(p.equipment)
    before = p.hp
    p.hp = most if amount is None else min(most, p.hp + amount)
    gained = p.hp - before
    tell(state, seat, f"{why}: {'+' + str(gained) if gained else 'already at full strength'}, "
                      f"{p.hp} of {most} hit points")


def gain(state: TownState, seat: int, amount: int, why: str) -> None:
    state.pawns[seat].silver += amount
    tell(state, seat, f"{why}: +{amount} silver, {state.pawns[seat].silver} in all")


def pay(state: TownState, seat: int, amount: int, why: str) -> int:
    """Pay up to `amount` silver to the bank; returns what was paid."""
    p = state.pawns[seat]
    paid = min(amount, p.silver)
    p.silver -= paid
    tell(state, seat, f"{why}: pays {paid} silver, {p.silver} left")
    return paid


def take(p: Pawn, iid: str) -> None:
    """An item joins the pawn's equipment (an Amulet of Vigour brings its hit point with it)."""
    p.equipment.append(iid)
    if item(iid).effect == "vigour":
        p.hp += item(iid).bonus


def lose_item(state: TownState, seat: int, index: int, message: str) -> None:
    """The item leaves the pawn for the bottom of the Town deck (sold, stolen, broken, drunk)."""
    p = state.pawns[seat]
    iid = p.equipment.pop(index)
    state.town_deck.put_bottom(iid)
    p.hp = min(p.hp, equipment.max_hp(p.equipment))     # an Amulet of Vigour's hit point goes with it
    state.emit(ItemMoved(seat=seat, who=who(state, seat), item=iid, name=item(iid).name, message=message))


def hurt(state: TownState, seat: int, amount: int, why: str, outright: bool = False) -> bool:
    """Take `amount` damage, one point at a time: Chain Mail may stop each (a die, 5 or 6), else a Wooden
    Shield stops it and breaks. `outright`: the blow kills whatever the pawn wears. At 0 hit points a
    Healing Draught keeps the pawn on 1. Returns True if the pawn is down to 0 (the caller makes it fall)."""
    p = state.pawns[seat]
    taken = 0
    for _ in range(p.hp if outright else amount):
        if not outright and _stopped(state, seat):
            continue
        p.hp -= 1
        taken += 1
    if taken:
        lost = "loses every hit point" if outright else f"-{plural(taken, 'hit point')}"
        tell(state, seat, f"{why}: {lost}, {p.hp} left")
    if p.hp <= 0:
        k = equipment.first(p.equipment, "draught")
        if k is not None:
            p.hp = 1
            lose_item(state, seat, k, "drinks the Healing Draught and stays on 1 hit point")
    return p.hp <= 0


def _stopped(state: TownState, seat: int) -> bool:
    p = state.pawns[seat]
    if equipment.has(p.equipment, "mail"):
        value = state.rng.die(6)
        roll = equipment.save_roll("mail")
        saved = value >= roll
        state.emit(DiceRolled(seat=seat, who=who(state, seat), dice="d6", values=(value,), reason="Chain Mail",
                              target=roll, success=saved))
        if saved:
            tell(state, seat, "is saved by the Chain Mail: the blow glances off")
            return True
    k = equipment.first(p.equipment, "shield")
    if k is not None:
        lose_item(state, seat, k, "takes the blow on the Wooden Shield, which breaks")
        return True
    return False


def fall(state: TownState, track: Track, seat: int, winner: int | None = None) -> None:
    """At 0 hit points: every coin is lost (to the winner of a fight between pawns), and the pawn goes back
    to the town square with every hit point back."""
    p = state.pawns[seat]
    lost = p.silver
    p.silver = 0
    if winner is not None:
        state.pawns[winner].silver += lost
    state.emit(Fell(seat=seat, who=who(state, seat), lost=lost,
                    winner=who(state, winner) if winner is not None else ""))
    frm = p.square
    p.square = track.town
    p.hp = equipment.max_hp(p.equipment)
    state.emit(Jumped(seat=seat, who=who(state, seat), frm=frm, to=track.town, to_name=track.name(track.town),
                      why=f"is carried back to the Town and healed to {p.hp} hit points"))


def jump(state: TownState, track: Track, seat: int, to: int, why: str) -> None:
    """Move a pawn straight to a square: no one is passed on the way, and the Town is not passed."""
    p = state.pawns[seat]
    frm = p.square
    p.square = to
    state.emit(Jumped(seat=seat, who=who(state, seat), frm=frm, to=to, to_name=track.name(to), why=why))
