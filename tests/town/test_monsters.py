"""Fighting a monster. Rulebook, step 6: "If the player draws a monster card, the monster can be defeated
by rolling a die greater than or equal to the die shown on the card. If it is defeated, the player collects
the number of silver coins shown on the card, and places the card in the victory pile ... Otherwise, the
player loses one hit point, and the monster is placed at the bottom of the deck from which it was drawn.
If the player dies, all gold in the player's inventory is lost, and the player returns to the town to
heal.\""""

from game.engine.session import Session
from game.games.town import GAME, content
from game.games.town.actions import Roll
from game.games.town.events import CardDrawn, Fell, FightRoll, Jumped
from tests.town.helpers import TOWN, TRACK, draw_at, fight, give, moves, new, of, place, rolls, stack, table


def test_a_roll_equal_to_the_monsters_number_defeats_it_and_takes_its_silver():
    state = new()
    events = fight(state, 2, ("ghoul", "ogre"), 4)          # the Ghoul: 4 to beat, 2 silver, 3 skulls
    said = of(events, FightRoll)[0]
    assert said.text() == "Ann rolled 4 against the Ghoul's 4: beaten, 2 silver"
    assert state.pawns[0].victory == ["ghoul"] and state.pawns[0].silver == 3 + 2
    assert state.decks[2].cards == ["ogre"]
    assert GAME.view(state, 0).pawns[0].skulls == 3


def test_a_lower_roll_costs_a_hit_point_and_the_monster_goes_to_the_bottom_of_its_deck():
    state = new()
    events = fight(state, 2, ("ghoul", "ogre"), 3)
    assert of(events, FightRoll)[0].text() == "Ann rolled 3 against the Ghoul's 4: lost"
    assert state.pawns[0].hp == 4 and state.pawns[0].victory == []
    assert state.decks[2].cards == ["ghoul", "ogre"]      # the bottom is the front of the list
    assert any(e.text() == "The Ghoul goes to the bottom of the Deep Caverns deck (depth 2)" for e in events)


def test_equipment_adds_to_the_roll_and_only_the_best_weapon_counts():
    """"can use equipment as usual": the best weapon adds its bonus (weapons do not add up, project design)."""
    state = new()
    give(state, 0, "dagger", "sword")
    events = fight(state, 3, ("fire_giant",), 4)            # 6 to beat: 4 + 2 (the sword, not +3)
    roll = [r for r in rolls(events) if r.target][0]
    assert (roll.values, roll.modifier, roll.success) == ((4,), 2, True)
    assert of(events, FightRoll)[0].text() == "Ann rolled 4 + 2 = 6 against the Fire Giant's 6: beaten, 5 silver"


def test_a_pawn_at_zero_hit_points_loses_every_coin_and_goes_back_to_the_town_to_heal():
    state = new()
    state.pawns[0].hp = 1
    state.pawns[0].silver = 9
    events = fight(state, 1, ("skeleton",), 1)
    fell = of(events, Fell)[0]
    assert fell.lost == 9 and state.pawns[0].silver == 0
    assert state.pawns[0].square == TOWN and state.pawns[0].hp == content.start().hit_points
    assert of(events, Jumped)[-1].to == TOWN and state.to_act == 1


def test_the_drawn_monster_is_shown_with_the_chance_to_beat_it():
    """The screen shows the card drawn, large, with the chance of beating it with the seat's equipment."""
    state = new()
    give(state, 0, "sword")
    stack(state, 1, "hobgoblin")
    place(state, 0, TRACK.ring.ahead(draw_at(1), -2))
    session = Session(GAME, table(2), 7, state=state)
    session.watch(0)
    state.rng.force(2, 2)
    session.play(Roll())
    state.rng.force(1)
    session.play(next(m for m in moves(state) if m.value == 2))
    moment = next(m for m in session.moments if isinstance(m.event, CardDrawn))
    assert moment.event.text() == "Ann drew the Hobgoblin Chief (5 to beat) from the Upper Halls deck (depth 1)"
    card = moment.view.card
    assert card is not None
    assert (card.name, card.target, card.chance) == ("Hobgoblin Chief", 5, round(4 / 6, 3))


def test_the_rabbits_foot_rolls_a_miss_again_once_a_fight():
    state = new()
    give(state, 0, "rabbit_foot")
    events = fight(state, 1, ("skeleton",), 2, 4)
    assert [e.result for e in of(events, FightRoll)] == ["missed", "beaten"]
    state2 = new()
    give(state2, 0, "rabbit_foot")
    events = fight(state2, 1, ("skeleton",), 2, 3)
    assert [e.result for e in of(events, FightRoll)] == ["missed", "lost"] and state2.pawns[0].hp == 4


def test_chain_mail_stops_a_damage_on_a_five_or_six():
    state = new()
    give(state, 0, "mail")
    fight(state, 1, ("skeleton",), 1, 5)
    assert state.pawns[0].hp == 5
    state = new()
    give(state, 0, "mail")
    fight(state, 1, ("skeleton",), 1, 4)
    assert state.pawns[0].hp == 4


def test_a_wooden_shield_stops_one_damage_and_breaks():
    state = new()
    give(state, 0, "shield")
    fight(state, 1, ("skeleton",), 1)
    assert state.pawns[0].hp == 5 and state.pawns[0].equipment == [] and state.town_deck.cards[0] == "shield"


def test_a_healing_draught_keeps_a_falling_pawn_on_one_hit_point():
    state = new()
    give(state, 0, "draught")
    state.pawns[0].hp = 1
    state.pawns[0].silver = 6
    events = fight(state, 1, ("skeleton",), 1)
    assert state.pawns[0].hp == 1 and state.pawns[0].silver == 6 and not of(events, Fell)
    assert state.pawns[0].equipment == []


def test_the_treasure_map_adds_a_silver_to_every_monster_defeated():
    state = new()
    give(state, 0, "map")
    fight(state, 0, ("giant_rat",), 2)
    assert state.pawns[0].silver == 3 + 1 + 1
