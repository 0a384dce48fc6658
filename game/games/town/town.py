"""The Town and its shop.

"5. In Town, players recover all hit points, and may pay to buy any of the items shown in the store.
Alternately, they can pay one coin to put those three cards at the bottom of the deck, and draw three new
ones. Players may only carry three equipment items at any given time, but can sell items back to the store
for half their purchase value, rounded down."

The shop is a sequence of decisions (buy, sell, refresh, leave) until the pawn leaves. A pawn that begins
its turn in the Town (at the start of the game, or carried back after a fall) may buy, sell and refresh
before it rolls the dice: rolling leaves the Town (project design). A bought item's
space is filled at once from the Town deck; a sold item goes to the bottom of the Town deck (project
design). The Wandering Pedlar (a fortune card) opens the same shop out in the wilds, without the healing
and without the refresh.
"""

from __future__ import annotations

from game.engine.protocol import Action
from game.engine.words import listing

from . import content, equipment, pawns, turns
from .actions import Buy, Leave, Refresh, Sell
from .board import Track
from .content import item
from .events import ItemMoved, ShopStocked
from .state import TownState


def enter(state: TownState, track: Track, seat: int) -> None:
    """In the Town: every hit point back, then the shop."""
    pawns.heal(state, seat, None, "rests in the Town")
    open_shop(state, track, seat, "town")


def open_shop(state: TownState, track: Track, seat: int, where: str) -> None:
    state.shopping = where  # type: ignore[assignment]
    if len(options(state, seat)) <= 1:
        pawns.tell(state, seat, "has nothing to buy or sell" + (" from the pedlar" if where == "pedlar" else ""))
        state.shopping = ""
        turns.end_turn(state, track)
        return
    state.phase = "shop"
    pawns.tell(state, seat, "visits the shop" if where == "town" else "meets a pedlar with the Town's wares")


def options(state: TownState, seat: int) -> list[Action]:
    """In the shop: buy, sell, refresh (in the Town only), or leave."""
    return [*wares(state, seat, refresh=state.shopping == "town"), Leave(pedlar=state.shopping == "pedlar")]


def wares(state: TownState, seat: int, refresh: bool = True) -> list[Action]:
    """What the seat may do with the shop: buy (with room and the silver), sell, pay for new wares."""
    p = state.pawns[seat]
    kit = content.start()
    out: list[Action] = []
    if equipment.room(p.equipment) > 0:
        out += [Buy(slot=k, name=item(i).name, price=item(i).price) for k, i in enumerate(state.shop)
                if i and item(i).price <= p.silver]
    out += [Sell(index=k, name=item(i).name, price=item(i).resale) for k, i in enumerate(p.equipment)]
    if refresh and p.silver >= kit.refresh_cost and (state.town_deck.cards or any(state.shop)):
        out.append(Refresh(cost=kit.refresh_cost))
    return out


def in_town_at_start(state: TownState, track: Track, seat: int) -> bool:
    """The seat begins its turn on the town square (the start of the game, back after a fall, or still
    there from its last turn): the Town is where players buy, so it may shop before it rolls (project
    design: the rulebook's "In Town, players ... may pay to buy any of the items shown in the store")."""
    return state.phase == "roll" and state.pawns[seat].square == track.town


def before_rolling(state: TownState, track: Track, seat: int) -> list[Action]:
    """The shop's decisions open to a seat that begins its turn in the Town (rolling the dice leaves it)."""
    return wares(state, seat) if in_town_at_start(state, track, seat) else []


def buy(state: TownState, seat: int, slot: int) -> None:
    p = state.pawns[seat]
    iid = state.shop[slot]
    it = item(iid)
    p.silver -= it.price
    pawns.take(p, iid)
    state.shop[slot] = ""
    state.emit(ItemMoved(seat=seat, who=pawns.who(state, seat), item=iid, name=it.name,
                         message=f"buys the {it.name} for {it.price} silver ({p.silver} left)"))
    if state.town_deck.cards:
        new = state.shop[slot] = state.town_deck.draw()
        state.emit(ShopStocked(card=new, where="the Town", items=(new,), names=(item(new).name,),
                               message=f"The Town deck fills the empty space: {item(new).name}"))


def sell(state: TownState, seat: int, index: int) -> None:
    """Half the price, rounded down; the item goes to the bottom of the Town deck."""
    p = state.pawns[seat]
    it = item(p.equipment[index])
    p.silver += it.resale
    pawns.lose_item(state, seat, index, f"sells the {it.name} for {it.resale} silver ({p.silver} in all)")


def refresh(state: TownState, seat: int) -> None:
    """Pay one coin: the three for sale go to the bottom of the Town deck, and three new ones are drawn."""
    p = state.pawns[seat]
    p.silver -= content.start().refresh_cost
    state.refreshes += 1
    for iid in state.shop:
        if iid:
            state.town_deck.put_bottom(iid)
    state.shop = [state.town_deck.draw() if state.town_deck.cards else "" for _ in state.shop]
    names = [item(i).name for i in state.shop if i]
    state.emit(ShopStocked(card=",".join(i for i in state.shop if i), where="the Town", items=tuple(state.shop),
                           names=tuple(names), message=f"{pawns.who(state, seat)} pays "
                           f"{content.start().refresh_cost} silver for new wares: {listing(names)}"))


def leave(state: TownState, track: Track, seat: int) -> None:
    pawns.tell(state, seat, "leaves the Town" if state.shopping == "town" else "lets the pedlar go")
    state.shopping = ""
    turns.end_turn(state, track)
