"""Items on the table: playing, equipping, selling, trading and (for a Cutpurse) stealing them.

"Items are not equipped when turned sideways on the table. You can only equip when not in combat."
"You can only carry one type of item (headgear, armor etc.)" "You can only carry one Big item."
"Selling items for 1000 Gold gets you a level." "You may not trade items from your hand - only from the
table. Traded items must go on the table, too."
"""

from __future__ import annotations

from game.engine.events import Note
from game.engine.offer import Offer, OfferMade
from game.engine.words import plural

from . import content as C
from .core import any_big, big_items, emit, has, roll, spend_treasure, who
from .events import CardMoved, CardPlaced, ItemTurned, LevelChanged, SaleMarked
from .state import Carried, DoorsState, Pending, Player

HANDS = ("hand1", "hand2")


def may_equip(p: Player, cid: str) -> bool:
    """An item for one class or race is equipped only by a seat of that class or race."""
    only = C.card(cid).only
    return not only or has(p, only)


def conflicts(p: Player, cid: str) -> list[str] | None:
    """The equipped items that make way when `cid` is equipped; None when the choice is not clear (two
    1-hand items in hand already: unequip one first)."""
    slot = C.card(cid).slot
    on = [c.card for c in p.items if c.equipped and c.card != cid]
    if slot == "none":
        return []
    if slot in ("headgear", "armor", "footgear"):
        return [x for x in on if C.card(x).slot == slot]
    hand = [x for x in on if C.card(x).slot in HANDS]
    if slot == "hand2":
        return hand
    two_handed = [x for x in hand if C.card(x).slot == "hand2"]
    if two_handed:
        return two_handed
    return [] if len(hand) < 2 else None


def room_for(p: Player, cid: str, leaving: str | None = None) -> bool:
    """A big item goes on the table only while no other big item is there (any number for Stoutfolk)."""
    if not C.card(cid).big or any_big(p):
        return True
    return not [b for b in big_items(p) if b != leaving]


def can_equip(p: Player, cid: str) -> bool:
    return may_equip(p, cid) and conflicts(p, cid) is not None


def owned_item(p: Player, cid: str) -> Carried | None:
    return next((c for c in p.items if c.card == cid), None)


def _make_way(state: DoorsState, seat: int, cid: str) -> None:
    p = state.players[seat]
    for x in conflicts(p, cid) or []:
        held = owned_item(p, x)
        assert held is not None
        held.equipped = False
        emit(state, ItemTurned(seat=seat, who=who(state, seat), card=x, name=C.name(x), equipped=False))


def play_item(state: DoorsState, seat: int, cid: str, equip: bool) -> None:
    """From the hand onto the table, equipped or turned sideways."""
    p = state.players[seat]
    if equip:
        _make_way(state, seat, cid)
    p.hand.remove(cid)
    p.items.append(Carried(card=cid, equipped=equip))
    verb = "equips" if equip else "puts down, unequipped,"
    emit(state, CardPlaced(seat=seat, card=cid, name=C.name(cid), src="hand", dst="items", src_seat=seat,
                          dst_seat=seat, message=f"{who(state, seat)} {verb} {C.name(cid)}"))


def equip(state: DoorsState, seat: int, cid: str) -> None:
    _make_way(state, seat, cid)
    held = owned_item(state.players[seat], cid)
    assert held is not None
    held.equipped = True
    emit(state, ItemTurned(seat=seat, who=who(state, seat), card=cid, name=C.name(cid), equipped=True))


def unequip(state: DoorsState, seat: int, cid: str) -> None:
    held = owned_item(state.players[seat], cid)
    assert held is not None
    held.equipped = False
    emit(state, ItemTurned(seat=seat, who=who(state, seat), card=cid, name=C.name(cid), equipped=False))


def lose_item(state: DoorsState, seat: int, cid: str, why: str) -> None:
    """An item leaves the table for the discards."""
    p = state.players[seat]
    p.items = [c for c in p.items if c.card != cid]
    if cid in state.sale:
        state.sale.remove(cid)
    state.treasure.discard(cid)
    emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="items", dst="treasure_discards",
                          src_seat=seat, message=f"{who(state, seat)} loses {C.name(cid)} ({why})"))


def recheck(state: DoorsState, seat: int) -> None:
    """After a race or class is lost: items it allowed are turned sideways, and big items beyond one go
    (their owner picks which)."""
    p = state.players[seat]
    for held in p.items:
        if held.equipped and not may_equip(p, held.card):
            held.equipped = False
            emit(state, ItemTurned(seat=seat, who=who(state, seat), card=held.card, name=C.name(held.card),
                                   equipped=False))
    bigs = big_items(p)
    if len(bigs) > 1 and not any_big(p):
        state.pending.append(Pending(kind="lose", seat=seat, victim=seat, options=bigs, count=len(bigs) - 1,
                                     why="one big item only, now that you are no Stoutfolk"))
        emit(state, Note(seat=seat, message=f"{who(state, seat)} may keep only one big item now: "
                                            f"{who(state, seat)} chooses what goes"))


# --- selling ----------------------------------------------------------------------------------------------
def sellable(p: Player) -> list[str]:
    return [c for c in p.hand + p.item_ids() if C.card(c).sellable]


def sale_cards(state: DoorsState) -> list[str]:
    p = state.players[state.current]
    own = set(p.hand) | set(p.item_ids())
    return [c for c in state.sale if c in own]


def sale_value(state: DoorsState) -> tuple[int, bool]:
    """The gold the marked cards fetch, and whether a Pocketkin's double price is in it."""
    cards = sale_cards(state)
    gold = sum(C.card(c).gold for c in cards)
    p = state.players[state.current]
    double = bool(cards) and has(p, "pocketkin") and not p.sold_double
    if double:
        gold += max(C.card(c).gold for c in cards)
    return gold, double


def levels_for_sale(state: DoorsState) -> int:
    """1,000 gold a level, never to level 10 ("You can only reach level 10 by killing a monster")."""
    gold, _ = sale_value(state)
    return min(gold // C.GOLD_PER_LEVEL, C.WIN_LEVEL - 1 - state.players[state.current].level)


def mark(state: DoorsState, cid: str, on: bool) -> None:
    """Put a card on the sale (or take it off): the sale shows its gold and levels before it is made."""
    if on:
        state.sale.append(cid)
    else:
        state.sale.remove(cid)
    gold, _ = sale_value(state)
    seat = state.current
    verb, where = ("puts", "up for sale") if on else ("takes", "off the sale")
    worth = f"{gold:,} gold: {plural(levels_for_sale(state), 'level')}"
    message = f"{who(state, seat)} {verb} {C.name(cid)} {where} ({worth})"
    if cid in state.players[seat].hand:    # a hand card is secret until it is sold
        emit(state, SaleMarked(seat=seat, visible_to=(seat,), message=message,
                               hidden=f"{who(state, seat)} {verb} a card from their hand {where}"))
    else:
        emit(state, SaleMarked(seat=seat, message=message))


def sell(state: DoorsState) -> None:
    seat = state.current
    p = state.players[seat]
    gold, double = sale_value(state)
    levels = levels_for_sale(state)
    for cid in sale_cards(state):
        src = spend_treasure(state, seat, cid)
        emit(state, CardPlaced(seat=seat, card=cid, name=C.name(cid), src=src, dst="treasure_discards",
                               src_seat=seat, message=f"{who(state, seat)} sells {C.name(cid)}"))
    state.sale = []
    if double:
        p.sold_double = True
    before = p.level
    p.level += levels
    extra = ", a Pocketkin's double price for one" if double else ""
    emit(state, LevelChanged(seat=seat, who=who(state, seat), before=before, after=p.level,
                             why=f"sold {gold:,} gold of items{extra}"))


# --- trading ----------------------------------------------------------------------------------------------
def trade_fits(state: DoorsState, seat: int, give: str, other: int, take: str) -> bool:
    """Both seats still obey the one-big-item rule after the swap."""
    me, them = state.players[seat], state.players[other]
    return room_for(me, take, leaving=give) and room_for(them, give, leaving=take)


def offer_trade(state: DoorsState, give: str, take: str, to: int) -> None:
    seat = state.current
    state.trades.append(f"{give}>{take}")
    words = (f"{who(state, seat)} offers {who(state, to)} {C.name(give)} for {C.name(take)}")
    state.offer = Offer(by=seat, to=to, kind="trade", words=words, terms={"give": give, "take": take})
    emit(state, OfferMade(seat=seat, to=to, words=words))


def trade(state: DoorsState, offer: Offer) -> None:
    """The swap: each item goes onto the other's table, turned sideways."""
    give, take = offer.terms["give"], offer.terms["take"]
    for cid, src, dst in ((give, offer.by, offer.to), (take, offer.to, offer.by)):
        giver = state.players[src]
        giver.items = [c for c in giver.items if c.card != cid]
        if cid in state.sale:
            state.sale.remove(cid)
        state.players[dst].items.append(Carried(card=cid, equipped=False))
        emit(state, CardMoved(seat=src, card=cid, name=C.name(cid), src="items", dst="items", src_seat=src,
                              dst_seat=dst, message=f"{who(state, src)} hands {C.name(cid)} to {who(state, dst)}"))


# --- a Cutpurse's theft -----------------------------------------------------------------------------------
def stealable(state: DoorsState, seat: int) -> list[tuple[int, str]]:
    out = []
    for other, p in enumerate(state.players):
        if other == seat:
            continue
        for c in p.items:
            if C.card(c.card).small and room_for(state.players[seat], c.card):
                out.append((other, c.card))
    return out


def steal(state: DoorsState, victim: int, cid: str) -> None:
    """Roll a 4 or more and the small item is yours (on your table, sideways); fail and the victim gives
    you a beating: lose a level (project design: the rulebook names the power, not its price)."""
    seat = state.current
    p = state.players[seat]
    p.stole = True
    if roll(state, seat, f"to steal {C.name(cid)}", target=4) >= 4:
        owner = state.players[victim]
        owner.items = [c for c in owner.items if c.card != cid]
        p.items.append(Carried(card=cid, equipped=False))
        emit(state, CardMoved(seat=seat, card=cid, name=C.name(cid), src="items", dst="items", src_seat=victim,
                              dst_seat=seat, message=f"{who(state, seat)} steals {C.name(cid)} from "
                                                     f"{who(state, victim)}"))
        return
    before = p.level
    p.level = max(1, p.level - 1)
    emit(state, LevelChanged(seat=seat, who=who(state, seat), before=before, after=p.level,
                             why=f"caught stealing by {who(state, victim)}"))
