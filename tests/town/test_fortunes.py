"""Cards that are not monsters (project design: the rulebook says "if the player draws a monster card", so a
deck holds other cards too). A fortune card is carried out and leaves the game; the Lantern draws two."""

from game.games.town import GAME, content
from game.games.town.actions import Buy, Face, Leave
from game.games.town.events import CardDrawn, FightRoll
from tests.town.helpers import TOWN, act, fight, give, new, of


def test_every_fortune_effect_is_on_some_card():
    found = {c.effect for c in content.cards().values() if not c.monster}
    assert found == set(content.FORTUNES)


def test_a_fortune_card_is_played_once_and_leaves_the_game():
    state = new()
    fight(state, 0, ("lost_purse", "giant_rat"))
    assert state.pawns[0].silver == 3 + 3
    assert state.decks[0].cards == ["giant_rat"] and state.decks[0].discards == ["lost_purse"]
    assert GAME.view(state, 0).decks[0].discards == ("lost_purse",)


def test_healing_fortunes():
    state = new()
    state.pawns[0].hp = 1
    fight(state, 0, ("berries",))
    assert state.pawns[0].hp == 3
    state = new()
    state.pawns[0].hp = 1
    fight(state, 1, ("old_shrine",))
    assert state.pawns[0].hp == 5


def test_a_trap_card_hurts():
    state = new()
    fight(state, 3, ("lava_vent",))
    assert state.pawns[0].hp == 3


def test_a_cave_in_costs_the_next_turn():
    state = new()
    fight(state, 2, ("cave_in",))
    assert state.pawns[0].skip_turns == 1


def test_an_abandoned_pack_gives_the_top_town_card_if_there_is_room():
    state = new()
    state.town_deck.cards.append("sword")
    fight(state, 1, ("abandoned_pack",))
    assert state.pawns[0].equipment == ["sword"]
    state = new()
    give(state, 0, "dagger", "shield", "boots")
    top = state.town_deck.cards[-1]
    fight(state, 1, ("abandoned_pack",))
    assert state.pawns[0].equipment == ["dagger", "shield", "boots"] and state.town_deck.cards[-1] == top


def test_the_wandering_pedlar_sells_the_towns_wares_out_in_the_wilds():
    state = new()
    state.shop = ["dagger", "sword", "axe"]
    fight(state, 0, ("pedlar",))
    assert state.phase == "shop" and state.shopping == "pedlar"
    legal = GAME.legal_actions(state)
    assert Buy(slot=0) in legal and not any(type(a).__name__ == "Refresh" for a in legal)
    act(state, Buy(slot=0))
    act(state, Leave(pedlar=True))
    assert state.pawns[0].equipment == ["dagger"] and state.pawns[0].hp == 5 and state.to_act == 1


def test_the_rope_to_the_surface_climbs_to_the_town():
    state = new()
    state.pawns[0].hp = 2
    fight(state, 2, ("rope",))
    assert state.pawns[0].square == TOWN and state.pawns[0].hp == 5


def test_a_lantern_draws_two_cards_and_the_other_goes_to_the_bottom_of_its_deck():
    state = new()
    give(state, 0, "lantern")
    events = fight(state, 2, ("ogre", "ghoul", "wight"))
    assert [e.name for e in of(events, CardDrawn)] == ["Ogre", "Ghoul"] and state.phase == "lantern"
    assert GAME.legal_actions(state) == [Face(index=0), Face(index=1)]
    assert [c.chance for c in GAME.view(state, 0).lantern] == [round(2 / 6, 3), round(3 / 6, 3)]
    state.rng.force(4)
    events = act(state, Face(index=1))
    assert of(events, FightRoll)[0].result == "beaten" and state.pawns[0].victory == ["ghoul"]
    assert state.decks[2].cards == ["ogre", "wight"]
