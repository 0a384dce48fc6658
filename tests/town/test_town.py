"""The Town. Additional rules 1 and 5: "When players move past the Town, they may choose to stop at the
Town instead." "In Town, players recover all hit points, and may pay to buy any of the items shown in the
store. Alternately, they can pay one coin to put those three cards at the bottom of the deck, and draw three
new ones. Players may only carry three equipment items at any given time, but can sell items back to the
store for half their purchase value, rounded down.\""""

from game.games.town import GAME
from game.games.town.actions import Attack, Buy, Leave, Refresh, Roll, Sell
from tests.town.helpers import TOWN, TRACK, act, at, give, move_by, moves, new, place, roll
from tests.town.test_meetings import meet


def near_town(state, seat=0, before=2):
    place(state, seat, TRACK.ring.ahead(TOWN, -before))


def test_passing_the_town_a_pawn_may_stop_there_instead():
    state = new()
    near_town(state)
    roll(state, 5, 6)
    choices = [(m.value, m.square, m.town) for m in moves(state)]
    assert (5, TRACK.ring.ahead(TOWN, 3), False) in choices and (5, TOWN, True) in choices
    assert [c for c in choices if c[2]] == [(5, TOWN, True)]     # one stop at the Town, whichever die
    view = GAME.view(state, 0)
    assert all(c.passes_town for c in view.choices)
    move_by(state, 5, town=True)
    assert at(state, 0) == "Town"


def test_landing_on_the_town_exactly_is_a_stop_there():
    state = new()
    near_town(state)
    state.pawns[0].hp = 2
    roll(state, 2, 2)
    assert [(m.square, m.town) for m in moves(state)] == [(TOWN, False)]
    move_by(state, 2)
    assert state.pawns[0].hp == 5


def test_in_the_town_every_hit_point_comes_back():
    state = new()
    near_town(state)
    state.pawns[0].hp = 1
    state.pawns[0].silver = 0
    roll(state, 4, 4)
    move_by(state, 4, town=True)
    assert state.pawns[0].hp == 5 and state.to_act == 1      # nothing to buy or sell: the turn ends


def shop_visit(state, silver=20):
    near_town(state)
    state.pawns[0].silver = silver
    state.shop = ["dagger", "sword", "axe"]
    roll(state, 2, 2)
    move_by(state, 2)
    assert state.phase == "shop"


def test_buy_any_of_the_three_items_for_sale_and_the_space_is_filled_again():
    state = new()
    shop_visit(state, silver=10)
    legal = GAME.legal_actions(state)
    assert Buy(slot=0) in legal and Buy(slot=1) in legal and Buy(slot=2) not in legal   # the axe costs 12
    top = state.town_deck.cards[-1]
    act(state, Buy(slot=1))
    assert state.pawns[0].equipment == ["sword"] and state.pawns[0].silver == 3
    assert state.shop == ["dagger", top, "axe"] and state.phase == "shop"
    act(state, Buy(slot=0))
    act(state, Leave())
    assert state.pawns[0].equipment == ["sword", "dagger"] and state.to_act == 1


def test_pay_one_coin_to_put_the_three_at_the_bottom_and_draw_three_new():
    state = new()
    shop_visit(state, silver=5)
    new_three = list(reversed(state.town_deck.cards[-3:]))
    act(state, Refresh())
    assert state.pawns[0].silver == 4 and state.shop == new_three
    assert state.town_deck.cards[:3] == ["axe", "sword", "dagger"]     # each put under the last


def test_at_most_three_items_are_carried():
    state = new()
    give(state, 0, "shield", "lantern", "boots")
    shop_visit(state)
    assert not any(isinstance(a, Buy) for a in GAME.legal_actions(state))
    act(state, Sell(index=0))
    assert Buy(slot=2) in GAME.legal_actions(state)


def test_items_sell_back_for_half_their_price_rounded_down():
    state = new()
    give(state, 0, "sword", "shield")
    shop_visit(state, silver=0)
    assert Sell(index=0) in GAME.legal_actions(state)
    act(state, Sell(index=0))                 # a Sword costs 7: 3 back
    act(state, Sell(index=0))                 # a Wooden Shield costs 3: 1 back
    assert state.pawns[0].silver == 4 and state.pawns[0].equipment == []
    assert state.town_deck.cards[:2] == ["shield", "sword"]
    assert str(Sell(index=0, name="Sword", price=3)) == "Sell your Sword for 3 silver"


def test_the_shop_is_a_sequence_of_decisions_until_the_pawn_leaves():
    state = new()
    shop_visit(state)
    for _ in range(3):
        act(state, Refresh())
        assert state.phase == "shop" and state.to_act == 0
    act(state, Leave())
    assert state.to_act == 1 and state.phase == "roll"


def test_a_pawn_that_begins_its_turn_in_the_town_may_shop_before_it_rolls():
    """Additional rule 5 "In Town, players ... may pay to buy any of the items shown in the store": a pawn
    in the Town at the start of the game may buy, sell and refresh first; rolling the dice leaves the shop
    (project design)."""
    state = new()
    assert at(state, 0) == "Town"
    state.shop = ["dagger", "sword", "shield"]
    legal = GAME.legal_actions(state)
    assert legal == [Roll(), Buy(slot=0), Buy(slot=2), Refresh()]       # 3 silver: no Sword
    view = GAME.view(state, 0)
    assert view.shopping == "town"
    assert view.prompt == "Ann is in the Town: buy, sell, pay for new wares, or roll the dice"
    act(state, Buy(slot=0))
    assert state.pawns[0].equipment == ["dagger"] and state.pawns[0].silver == 0
    assert state.phase == "roll" and state.to_act == 0
    assert GAME.legal_actions(state) == [Roll(), Sell(index=0)]
    roll(state, 3, 5)
    assert state.phase == "move" and GAME.view(state, 0).shopping == ""


def test_a_pawn_carried_back_to_the_town_after_a_fall_may_shop_at_its_next_turn():
    state = new()
    meet(state)                          # Ann passes Bob on Wolf Wood
    give(state, 1, "sword")
    state.pawns[1].hp = 1
    state.rng.force(6, 1, 6)             # 6 against 1 + 2: Bob falls; then Ann beats the Rat
    act(state, Attack(target=1))
    assert at(state, 1) == "Town" and state.pawns[1].silver == 0 and state.to_act == 1 and state.phase == "roll"
    assert GAME.legal_actions(state) == [Roll(), Sell(index=0)]          # no coin left: he may sell
    state.shop = ["dagger", "axe", "lantern"]
    act(state, Sell(index=0))
    assert Buy(slot=0) in GAME.legal_actions(state) and Refresh() in GAME.legal_actions(state)


def test_a_pawn_out_of_the_town_just_rolls():
    state = new()
    place(state, 0, "Wolf Wood")
    assert GAME.legal_actions(state) == [Roll()] and GAME.view(state, 0).shopping == ""
