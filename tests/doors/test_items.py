"""Items: equipping, slots, big items, selling and trading. Rulebook, "Items" and "General Rules"."""

from game.engine.offer import Accept, Refuse
from game.games.doors import GAME
from game.games.doors import content as C
from game.games.doors.actions import (
    Equip,
    KickDoor,
    MarkForSale,
    OfferTrade,
    PlayItem,
    Sell,
    Unequip,
    Unmark,
)
from game.games.doors.events import LevelChanged
from game.games.doors.odds import strength
from tests.doors.helpers import act, be, equip, fresh, hand, legal_types, of, pass_all, top


def equipped(state, seat):
    return [c.card for c in state.players[seat].items if c.equipped]


def test_items_turned_sideways_are_carried_not_equipped():
    """"Items are not equipped when turned sideways on the table.\""""
    state = fresh()
    sword, = hand(state, 0, "slightly_sharp_sword")
    act(state, PlayItem(card=sword, equip=False))
    assert state.players[0].item_ids() == [sword] and equipped(state, 0) == [] and strength(state, 0) == 1
    act(state, Equip(card=sword))
    assert strength(state, 0) == 3
    act(state, Unequip(card=sword))
    assert strength(state, 0) == 1


def test_you_can_only_equip_when_not_in_combat():
    """"You can only equip when not in combat.\""""
    state = fresh()
    equip(state, 0, "slightly_sharp_sword", equipped=False)
    top(state, "lint_golem")
    assert "Equip" in legal_types(state)
    act(state, KickDoor())
    pass_all(state)
    assert not {"Equip", "Unequip", "PlayItem"} & legal_types(state)


def test_one_item_of_each_kind_is_equipped():
    """"You can only carry one type of item (headgear, armor etc.)": equipping a second headgear turns the
    first sideways."""
    state = fresh()
    old, = equip(state, 0, "dented_colander")
    new, = hand(state, 0, "helm_of_moderate_courage")
    act(state, PlayItem(card=new, equip=True))
    assert equipped(state, 0) == [new] and old in state.players[0].item_ids()


def test_two_hands_hold_two_one_hand_items_or_one_two_hand_item():
    """Two hands (FACTS: "two 1-hand items or one 2-hand item")."""
    state = fresh()
    a, b = equip(state, 0, "pointy_stick", "rubber_chicken")
    staff, = hand(state, 0, "staff_of_whacking")
    third, = hand(state, 0, "frying_pan")
    assert PlayItem(card=third, equip=True) not in GAME.legal_actions(state)   # both hands are full
    act(state, PlayItem(card=staff, equip=True))
    assert equipped(state, 0) == [staff]
    act(state, Equip(card=a))
    assert set(equipped(state, 0)) == {a}


def test_only_one_big_item():
    """"You can only carry one Big item.\""""
    state = fresh()
    equip(state, 0, "greatsword")
    ladder, = hand(state, 0, "ladder")
    assert not [a for a in GAME.legal_actions(state) if getattr(a, "card", "") == ladder and
                isinstance(a, PlayItem)]


def test_stoutfolk_carry_any_number_of_big_items():
    """FACTS: one race "may carry any number of big items\""""
    state = fresh()
    be(state, 0, "stoutfolk")
    equip(state, 0, "greatsword")
    ladder, = hand(state, 0, "ladder")
    act(state, PlayItem(card=ladder, equip=False))
    assert len(state.players[0].items) == 2


def test_an_item_for_one_class_is_equipped_only_by_that_class():
    """Items marked "Brawlers only" (project design) are carried by anyone but equipped by that class."""
    state = fresh()
    mallet, = hand(state, 0, "two_handed_mallet")
    assert PlayItem(card=mallet, equip=True) not in GAME.legal_actions(state)
    be(state, 0, "brawler")
    assert PlayItem(card=mallet, equip=True) in GAME.legal_actions(state)


def test_selling_items_for_1000_gold_gets_a_level():
    """"Selling items for 1000 Gold gets you a level.\""""
    state = fresh()
    a, b = hand(state, 0, "scale_shirt", "helm_of_moderate_courage")     # 700 + 400
    c, = equip(state, 0, "rapier_of_wit", equipped=False)                # 600
    assert "Sell" not in legal_types(state)
    act(state, MarkForSale(card=a))
    act(state, MarkForSale(card=b))
    assert Sell(levels=1) in GAME.legal_actions(state)
    act(state, MarkForSale(card=c))
    events = act(state, Sell(levels=1))
    assert state.players[0].level == 2 and "1,700 gold" in of(events, LevelChanged)[0].text()
    assert not state.players[0].hand and not state.players[0].items
    assert set(state.treasure.discards) == {a, b, c}


def test_a_hand_card_put_up_for_sale_is_shown_to_the_table_when_it_is_sold_not_before():
    """"Selling items for 1000 Gold gets you a level." Your hand is secret (rules.md, Setting up): a card of
    your hand marked for sale, or taken off the sale, is not named to the others (their views, the
    spectator's, the log they read); they see how many hand cards are marked. Its owner's view carries the
    mark. The card is shown when it is sold. An item on the table is face up anyway."""
    state = fresh()
    shirt, helm = hand(state, 0, "scale_shirt", "helm_of_moderate_courage")     # 700 + 400
    rapier, = equip(state, 0, "rapier_of_wit", equipped=False)                  # on the table, for all to see

    def unseen(events, *names):
        for seat in (1, 2, None):
            looked = repr(GAME.view(state, seat))
            said = " ".join(t for e in events if (t := e.text_for(seat)))
            for cid in names:
                assert C.name(cid) not in looked and cid not in looked and C.name(cid) not in said, (seat, cid)

    events = act(state, MarkForSale(card=shirt))
    events += act(state, MarkForSale(card=rapier))
    unseen(events, shirt)
    assert "a card from their hand up for sale" in " ".join(e.text_for(1) for e in events)
    mine, theirs = GAME.view(state, 0).sale, GAME.view(state, 1).sale
    assert mine.cards == (shirt, rapier) and mine.from_hand == 1 and mine.gold == 1300 and mine.levels == 1
    assert theirs.cards == (rapier,) and theirs.from_hand == 1 and theirs.gold is None and theirs.levels is None
    assert GAME.view(state, None).sale == theirs
    events = act(state, Unmark(card=shirt))                         # taken back: still never named
    unseen(events, shirt)
    assert GAME.view(state, 1).sale.cards == (rapier,) and GAME.view(state, 1).sale.gold == 600
    events = act(state, MarkForSale(card=helm))
    events += act(state, MarkForSale(card=shirt))
    unseen(events, shirt, helm)
    events = act(state, Sell(levels=1))                             # sold: now the table sees them
    for seat in (1, 2, None):
        said = " ".join(t for e in events if (t := e.text_for(seat)))
        assert "Scale Shirt" in said and "Helm of Moderate Courage" in said
    assert {f.id for f in GAME.view(state, 1).decks.treasure_discards_top} >= {shirt, helm}


def test_no_selling_in_combat_and_never_to_level_10():
    """"sell items for levels (except when you are in combat)"; "You can **only** reach level 10 by killing a
    monster.\""""
    state = fresh()
    state.players[0].level = 8
    cards = hand(state, 0, "scale_shirt", "helm_of_moderate_courage", "rapier_of_wit", "greatsword",
                 "crossbow")   # 2,800 gold: two levels' worth, but only one up to level 9
    for cid in cards:
        act(state, MarkForSale(card=cid))
    act(state, Sell(levels=1))
    assert state.players[0].level == 9
    hand(state, 0, "war_banjo")
    assert "MarkForSale" not in legal_types(state)
    state = fresh()
    hand(state, 0, "scale_shirt", "helm_of_moderate_courage")
    top(state, "lint_golem")
    act(state, KickDoor())
    pass_all(state)
    assert not {"MarkForSale", "Sell"} & legal_types(state)


def test_a_pocketkin_sells_one_item_a_turn_at_double_price():
    """FACTS: one race "sells one item a turn at double price\""""
    state = fresh()
    be(state, 0, "pocketkin")
    a, b = hand(state, 0, "rapier_of_wit", "bucket_of_bravery")     # 600 doubled + 100 = 1,300
    act(state, MarkForSale(card=a))
    act(state, MarkForSale(card=b))
    act(state, Sell(levels=1))
    assert state.players[0].level == 2
    c, = hand(state, 0, "scale_shirt")                                # 700: no second double this turn
    act(state, MarkForSale(card=c))
    assert "Sell" not in legal_types(state)


def test_trade_only_items_on_the_table_and_traded_items_go_on_the_table():
    """"You may not trade items from your hand - only from the table. Traded items must go on the table,
    too.\""""
    state = fresh()
    mine, = equip(state, 0, "pointy_stick")
    hand(state, 0, "rapier_of_wit")
    theirs, = equip(state, 1, "helm_of_moderate_courage")
    trades = [a for a in GAME.legal_actions(state) if isinstance(a, OfferTrade)]
    assert [(a.give, a.take, a.to) for a in trades] == [(mine, theirs, 1)]
    act(state, trades[0])
    assert GAME.offer(state).to == 1 and state.to_act == 1
    act(state, Accept())
    assert state.players[0].item_ids() == [theirs] and state.players[1].item_ids() == [mine]
    assert not state.players[0].items[0].equipped and not state.players[1].items[0].equipped
    assert state.to_act == 0


def test_a_refused_trade_changes_nothing_and_is_not_offered_twice():
    """The other may refuse; the same trade is not offered again that turn (project design)."""
    state = fresh()
    mine, = equip(state, 0, "pointy_stick")
    theirs, = equip(state, 1, "helm_of_moderate_courage")
    act(state, OfferTrade(give=mine, take=theirs, to=1))
    act(state, Refuse())
    assert state.players[0].item_ids() == [mine] and "OfferTrade" not in legal_types(state)
