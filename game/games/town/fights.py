"""Fighting a monster.

"6. If the player draws a monster card, the monster can be defeated by rolling a die greater than or equal
to the die shown on the card. If it is defeated, the player collects the number of silver coins shown on
the card, and places the card in the victory pile ... Otherwise, the player loses one hit point, and the
monster is placed at the bottom of the deck from which it was drawn."

Equipment counts "as usual" (the best weapon adds to the roll, the Rabbit's Foot rolls a miss again once
a fight); specials are the project's design, printed on their cards (content.SPECIALS).
"""

from __future__ import annotations

from game.engine.events import DiceRolled

from . import equipment, pawns, turns
from .board import Track
from .content import Card, card, deck_name, deck_phrase, item
from .events import FightRoll, Told
from .state import TownState


def meet_monster(state: TownState, track: Track) -> None:
    """A monster that asks a toll lets the pawn choose (if it can pay); every other one is fought."""
    seat = state.to_act
    assert seat is not None
    c = card(state.card)
    p = state.pawns[seat]
    if c.special == "toll" and (equipment.has(p.equipment, "writ") or p.silver >= c.amount):
        state.phase = "toll"
        pawns.tell(state, seat, f"may pay the {c.name} {c.amount} silver to pass, or fight it")
        return
    fight(state, track)


def toll(state: TownState, track: Track) -> None:
    """Pay the toll (nothing with the Royal Writ): no fight, and the monster goes to the bottom of its deck."""
    seat = state.to_act
    assert seat is not None
    c = card(state.card)
    if equipment.has(state.pawns[seat].equipment, "writ"):
        pawns.tell(state, seat, f"shows the {c.name} the Royal Writ and passes for free")
    else:
        pawns.pay(state, seat, c.amount, f"pays the {c.name} to pass")
    _to_bottom(state, c)
    turns.end_turn(state, track)


def fight(state: TownState, track: Track) -> None:
    seat = state.to_act
    assert seat is not None
    c = card(state.card)
    p = state.pawns[seat]
    ghost = c.special == "ghost"
    bonus = 0 if ghost else equipment.weapon_bonus(p.equipment)
    reroll = not ghost and equipment.has(p.equipment, "reroll")
    wins, needed = 0, 2 if c.special == "twice" else 1
    while True:
        value = state.rng.die(6)
        ok = value + bonus >= c.target
        state.emit(DiceRolled(seat=seat, who=pawns.who(state), dice="d6", values=(value,), modifier=bonus,
                              reason=f"against the {c.name}", target=c.target, success=ok))
        if ok:
            wins += 1
            if wins >= needed:
                return _won(state, track, c, value, bonus)
            _said(state, c, value, bonus, "beaten once", "it must be beaten again")
        elif reroll:
            reroll = False
            _said(state, c, value, bonus, "missed", "but the Rabbit's Foot rolls again")
        else:
            return _lost(state, track, c, value, bonus)


def _said(state: TownState, c: Card, value: int, bonus: int, result: str, detail: str = "") -> None:
    state.emit(FightRoll(seat=state.to_act, who=pawns.who(state), monster=c.name, value=value, modifier=bonus,
                         target=c.target, result=result, detail=detail))


def _won(state: TownState, track: Track, c: Card, value: int, bonus: int) -> None:
    """The silver and the card into the victory pile."""
    seat = state.to_act
    assert seat is not None
    p = state.pawns[seat]
    found = c.silver + (1 if equipment.has(p.equipment, "map") else 0)
    p.silver += found
    p.victory.append(c.id)
    extra = " (+1 by the Treasure Map)" if found > c.silver else ""
    _said(state, c, value, bonus, "beaten", f"{found} silver{extra}")
    turns.end_turn(state, track)


def _lost(state: TownState, track: Track, c: Card, value: int, bonus: int) -> None:
    """One hit point (or what the card says), and the monster to the bottom of the deck it came from."""
    seat = state.to_act
    assert seat is not None
    p = state.pawns[seat]
    _said(state, c, value, bonus, "lost")
    if c.special == "pickpocket" and p.silver:
        pawns.pay(state, seat, c.amount, f"has a purse cut by the {c.name}")
    elif c.special == "thief" and p.equipment:
        k = equipment.dearest(p.equipment)
        assert k is not None
        pawns.lose_item(state, seat, k, f"is robbed of the {_item_name(p.equipment[k])} by the {c.name}: it will be "
                                        "sold in the Town")
    elif c.special == "rust":
        k = equipment.dearest(p.equipment, ("weapon", "mail"))
        if k is not None:
            pawns.lose_item(state, seat, k, f"watches the {c.name} eat the {_item_name(p.equipment[k])}")
    down = pawns.hurt(state, seat, 2 if c.special == "fierce" else 1, f"is hurt by the {c.name}",
                      outright=c.special == "deadly")
    _to_bottom(state, c)
    if down:
        pawns.fall(state, track, seat)
    elif c.special == "web":
        p.skip_turns += 1
        pawns.tell(state, seat, f"is caught by the {c.name} and will lose the next turn")
    elif c.special == "drag" and track.depth(p.square) < 3:
        deeper = track.first_of_depth(track.depth(p.square) + 1)
        if deeper is not None:
            pawns.jump(state, track, seat, deeper, f"is dragged down by the {c.name} to {track.name(deeper)}")
    turns.end_turn(state, track)


def _to_bottom(state: TownState, c: Card) -> None:
    state.put_under(state.card_deck, c.id)
    state.emit(Told(seat=state.to_act, who=f"The {c.name}",
                    message=f"goes to the bottom of {deck_phrase(deck_name(state.card_deck))}"))


def _item_name(iid: str) -> str:
    return item(iid).name
