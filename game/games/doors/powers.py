"""Cards and powers thrown into a fight: monster enhancers, another undead, one-shot items, treasures usable
in combat by their text, and the class powers paid for by discarding cards.

"If an undead monster is in battle, any player can add another undead monster to the battle."
"Treasure cards cannot be played during combat, unless the card(s) says so."
Class powers (project design, after the genre): a Brawler discards up to 3 cards for +1 each; a
Gravewarden up to 3 for +3 each against undead; a Hexslinger up to 3 for +1 each to run away, or the whole
hand (3 cards or more) to charm a monster away and take its treasure; a Cutpurse one card to give a fighter
-2 (once per fighter a fight).
"""

from __future__ import annotations

from game.engine.words import the

from . import content as C
from .combat import draw_for, end, remove_foe, take_loot
from .core import discard_quietly, emit, spend_treasure, who
from .events import CardMoved
from .odds import foe_treasures
from .state import Boost, DoorsState, Foe, Spent

LIMIT = 3     # "+1 per discard, up to 3"


def _from_hand(state: DoorsState, seat: int, cid: str, dst: str, message: str, dst_seat: int | None = None) -> None:
    state.players[seat].hand.remove(cid)
    if dst.endswith("discards"):
        discard_quietly(state, cid)
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="hand", dst=dst, src_seat=seat,
                          dst_seat=dst_seat, message=message))


def enhance(state: DoorsState, seat: int, cid: str, foe_card: str) -> None:
    combat = state.combat
    assert combat is not None
    foe = next(f for f in combat.foes if f.card == foe_card)
    foe.enhancers.append(cid)
    c = C.card(cid)
    sign = "+" if c.bonus >= 0 else "-"
    _from_hand(state, seat, cid, "combat", f"{who(state, seat)} makes {the(C.name(foe_card))} {c.name} "
                                           f"({sign}{abs(c.bonus)})")


def add_undead(state: DoorsState, seat: int, cid: str) -> None:
    combat = state.combat
    assert combat is not None
    combat.foes.append(Foe(card=cid))
    _from_hand(state, seat, cid, "combat", f"{who(state, seat)} sends {the(C.name(cid))} (level "
                                           f"{C.card(cid).level}, undead) into the fight")


def potion(state: DoorsState, seat: int, cid: str, side: str) -> None:
    combat = state.combat
    assert combat is not None
    combat.boosts.append(Boost(card=cid, side="players" if side == "players" else "monsters", by=seat))
    _from_hand(state, seat, cid, "combat", f"{who(state, seat)} uses {C.name(cid)}: +{C.card(cid).bonus} for the "
                                           f"{side}")


def vanish(state: DoorsState, seat: int, cid: str, foe_card: str) -> None:
    """A treasure that sends a monster away: no treasure, no level."""
    src = spend_treasure(state, seat, cid)
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src=src, dst="treasure_discards", src_seat=seat,
                          message=f"{who(state, seat)} uses {C.name(cid)} on {the(C.name(foe_card))}"))
    remove_foe(state, foe_card, f"{C.name(cid)}: no treasure, no level")
    if not state.combat or not state.combat.foes:
        end(state)


def spend(state: DoorsState, seat: int, power: str, cid: str, target: int | None = None) -> None:
    """Discard a card for a class power (Brawler, Gravewarden, Hexslinger running, Cutpurse)."""
    combat = state.combat
    assert combat is not None
    combat.spent.append(Spent(seat=seat, power=power, card=cid, target=target))
    words = {"berserk": "+1 (Brawler)", "turning": "+3 against undead (Gravewarden)",
             "flee": "+1 to run away (Hexslinger)",
             "backstab": f"-2 for {who(state, target) if target is not None else ''} (Cutpurse)"}[power]
    _from_hand(state, seat, cid, f"{C.card(cid).deck}_discards", f"{who(state, seat)} discards {C.name(cid)}: "
                                                                  f"{words}")


def spent_count(state: DoorsState, seat: int, power: str) -> int:
    combat = state.combat
    return 0 if combat is None else sum(1 for s in combat.spent if s.seat == seat and s.power == power)


def stabbed(state: DoorsState, by: int, target: int) -> bool:
    combat = state.combat
    return combat is not None and any(s.seat == by and s.power == "backstab" and s.target == target
                                      for s in combat.spent)


def charm(state: DoorsState, seat: int, foe_card: str) -> None:
    """A Hexslinger discards the whole hand: the monster leaves, and its treasure is the Hexslinger's (no
    level: it was not killed)."""
    combat = state.combat
    assert combat is not None
    foe = next(f for f in combat.foes if f.card == foe_card)
    count = foe_treasures(foe)
    for cid in list(state.players[seat].hand):
        _from_hand(state, seat, cid, f"{C.card(cid).deck}_discards", f"{who(state, seat)} discards {C.name(cid)} "
                                                                      f"to cast a charm")
    remove_foe(state, foe_card, f"charmed by {who(state, seat)}: no level")
    take_loot(state, seat, draw_for(state, count))
    if not combat.foes:
        end(state)
