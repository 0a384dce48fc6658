"""Equipment that does not add up (project design, rules.md "In the Town"): only the best weapon counts, and
a second Chain Mail, Rabbit's Foot, Lantern or pair of Seven-League Boots adds nothing to the first; Wooden
Shields, Healing Draughts and Amulets of Vigour count for each one carried. The shop says when an item for
sale would add nothing to what the seat to act carries (the view's shop_adds_nothing, and the Buy words)."""

from game.games.town import GAME, words
from game.games.town.actions import Buy, Face
from game.games.town.events import CardDrawn, FightRoll, MoveDice
from tests.town.helpers import TOWN, TRACK, act, fight, give, move_by, new, of, place, roll


def test_a_second_rabbits_foot_adds_nothing_one_roll_again_a_fight():
    state = new()
    give(state, 0, "rabbit_foot", "rabbit_foot")
    events = fight(state, 1, ("skeleton",), 2, 3, 6)
    assert [e.result for e in of(events, FightRoll)] == ["missed", "lost"] and state.pawns[0].hp == 4


def test_a_second_pair_of_boots_adds_nothing_three_dice_to_move():
    state = new()
    give(state, 0, "boots", "boots")
    state.rng.force(1, 2, 3, 4)
    events = act(state, GAME.legal_actions(state)[0])
    assert of(events, MoveDice)[0].values == (1, 2, 3)


def test_a_second_lantern_adds_nothing_two_cards_drawn():
    state = new()
    give(state, 0, "lantern", "lantern")
    events = fight(state, 2, ("ogre", "ghoul", "wight"))
    assert [e.name for e in of(events, CardDrawn)] == ["Ogre", "Ghoul"]
    assert GAME.legal_actions(state) == [Face(index=0), Face(index=1)]


def test_every_wooden_shield_stops_a_damage():
    state = new()
    give(state, 0, "shield", "shield")
    fight(state, 2, ("minotaur",), 1)          # a loss costs 2 hit points: each shield stops one
    assert state.pawns[0].hp == 5 and state.pawns[0].equipment == []


def test_the_shop_says_when_an_item_for_sale_would_add_nothing():
    state = new()
    give(state, 0, "sword", "lantern")
    place(state, 0, TRACK.ring.ahead(TOWN, -2))
    state.pawns[0].silver = 20
    state.shop = ["lantern", "dagger", "axe"]
    roll(state, 2, 2)
    move_by(state, 2)
    view = GAME.view(state, 0)
    assert view.phase == "shop"
    assert view.shop_adds_nothing == ("you already carry the Lantern, and only one counts",
                                      "your Sword is better, and only your best weapon counts", "")
    assert Buy(slot=0) in GAME.legal_actions(state)          # still for sale (to trade it on, say)
    said = words.action_words(Buy(slot=0, name="Lantern", price=4), view)
    assert said.endswith("It would add nothing: you already carry the Lantern, and only one counts.")
    assert "add nothing" not in words.action_words(Buy(slot=2, name="Dwarven Axe", price=12), view)
