"""Special monsters (project design: their cards say what they do; content.SPECIALS). Each is fought as
the rulebook says, "defeated by rolling a die greater than or equal to the die shown on the card", and the
card adds its twist."""

from game.games.town import GAME, content
from game.games.town.actions import FightMonster, PayToll
from game.games.town.events import Fell, FightRoll, Jumped, TurnLost
from tests.town.helpers import TOWN, TRACK, act, draw_at, fight, give, new, of, place, stack, turn


def test_every_special_is_on_some_card():
    found = {c.special for c in content.cards().values() if c.special}
    assert found == set(content.SPECIALS)


def test_a_toll_monster_may_be_paid_to_pass_without_a_fight():
    state = new()
    fight(state, 0, ("bridge_troll", "giant_rat"))
    assert state.phase == "toll" and GAME.legal_actions(state) == [PayToll(amount=2), FightMonster()]
    act(state, PayToll(amount=2))
    assert state.pawns[0].silver == 1 and state.pawns[0].victory == [] and state.pawns[0].hp == 5
    assert state.decks[0].cards == ["bridge_troll", "giant_rat"] and state.to_act == 1


def test_a_toll_monster_may_be_fought_instead():
    state = new()
    fight(state, 0, ("bridge_troll",))
    state.rng.force(4)
    act(state, FightMonster())
    assert state.pawns[0].victory == ["bridge_troll"] and state.pawns[0].silver == 3 + 3


def test_without_the_silver_for_the_toll_the_pawn_must_fight_and_the_writ_passes_free():
    state = new()
    state.pawns[0].silver = 1
    events = fight(state, 0, ("bridge_troll",), 4)
    assert of(events, FightRoll)[0].result == "beaten"
    state = new()
    give(state, 0, "writ")
    state.pawns[0].silver = 0
    fight(state, 0, ("bridge_troll",))
    assert GAME.legal_actions(state)[0] == PayToll(amount=0)
    act(state, PayToll(amount=0))
    assert state.pawns[0].hp == 5 and state.decks[0].cards == ["bridge_troll"]


def test_a_pickpocket_takes_silver_on_a_loss():
    state = new()
    fight(state, 0, ("pickpocket",), 1)
    assert state.pawns[0].silver == 1 and state.pawns[0].hp == 4


def test_a_web_costs_the_next_turn_on_a_loss():
    state = new()
    fight(state, 1, ("giant_spider",), 1)
    assert state.pawns[0].skip_turns == 1
    place(state, 1, TRACK.ring.ahead(draw_at(2), -1))
    stack(state, 2, "ghoul")
    events = turn(state, (1, 1), 1, 6)
    assert of(events, TurnLost)[0].seat == 0 and state.to_act == 1


def test_a_thief_takes_the_dearest_item_on_a_loss_and_it_is_sold_in_the_town():
    state = new()
    give(state, 0, "dagger", "mail", "boots")
    fight(state, 1, ("magpie_goblin",), 1, 1)                # the Chain Mail's roll fails too
    assert state.pawns[0].equipment == ["dagger", "boots"] and state.town_deck.cards[0] == "mail"


def test_a_drag_monster_pulls_the_pawn_down_to_the_next_depth():
    state = new()
    events = fight(state, 1, ("trapdoor_worm",), 1)
    deeper = TRACK.first_of_depth(2)
    assert state.pawns[0].square == deeper and of(events, Jumped)[-1].to == deeper and state.pawns[0].hp == 4


def test_a_monster_that_must_be_beaten_twice():
    state = new()
    events = fight(state, 2, ("two_headed_ogre",), 4, 5)
    assert [e.result for e in of(events, FightRoll)] == ["beaten once", "beaten"]
    assert state.pawns[0].victory == ["two_headed_ogre"]
    state = new()
    events = fight(state, 2, ("two_headed_ogre",), 6, 2)
    assert [e.result for e in of(events, FightRoll)] == ["beaten once", "lost"] and state.pawns[0].victory == []


def test_a_deadly_monster_is_easy_but_a_loss_kills_outright():
    state = new()
    give(state, 0, "shield", "mail")
    state.pawns[0].silver = 4
    events = fight(state, 2, ("deathcap_ooze",), 1)
    assert of(events, Fell) and state.pawns[0].square == TOWN and state.pawns[0].silver == 0
    assert state.pawns[0].equipment == ["shield", "mail"]          # no armour stops it


def test_a_fierce_monster_hits_for_two():
    state = new()
    fight(state, 2, ("minotaur",), 1)
    assert state.pawns[0].hp == 3


def test_a_rust_monster_eats_the_dearest_weapon_or_mail():
    state = new()
    give(state, 0, "sword", "boots", "amulet")
    state.pawns[0].hp = 6
    fight(state, 3, ("rust_monster",), 1)
    assert state.pawns[0].equipment == ["boots", "amulet"] and state.pawns[0].hp == 5


def test_a_ghost_ignores_equipment():
    state = new()
    give(state, 0, "axe", "rabbit_foot")
    events = fight(state, 3, ("wraith",), 4)
    said = of(events, FightRoll)
    assert [(e.modifier, e.result) for e in said] == [(0, "lost")]
