"""An empty monster deck. Additional rule 6: "If a monster deck runs out of cards, you must draw from the
next monster deck above it. If there is no monster deck above it, draw from the monster deck below it. For
example, if Dungeon Level 2 runs out of cards, draw from the Dungeon Level 1 deck. If there are no cards
there either, draw from the Wilderness deck. If there are no cards there either, draw from the Dungeon
Level 3 deck.\""""

from game.games.town import GAME
from game.games.town.agent import WEIGHTS
from game.games.town.appraise import Appraiser
from game.games.town.cards import fallback
from game.games.town.events import CardDrawn
from game.games.town.words import deck_words
from tests.town.helpers import TRACK, draw_at, fight, new, of, place, roll, stack


def test_level_2_empty_draws_from_level_1_then_the_wilderness_then_level_3():
    assert fallback(2) == [2, 1, 0, 3]
    state = new()
    stack(state, 1, "kobold")
    stack(state, 0, "giant_rat")
    stack(state, 3, "lich")
    events = fight(state, 2, (), 6)
    drawn = of(events, CardDrawn)[0]
    assert drawn.deck == 1 and drawn.name == "Kobold" and "is empty" in drawn.text()
    state = new()
    stack(state, 1)
    stack(state, 0, "giant_rat")
    stack(state, 3, "lich")
    assert of(fight(state, 2, (), 6), CardDrawn)[0].deck == 0
    state = new()
    stack(state, 1)
    stack(state, 0)
    stack(state, 3, "lich")
    assert of(fight(state, 2, (), 6), CardDrawn)[0].deck == 3


def test_the_wilderness_has_no_deck_above_it_and_draws_from_below():
    assert fallback(0) == [0, 1, 2, 3]
    state = new()
    stack(state, 1, "kobold")
    assert of(fight(state, 0, (), 6), CardDrawn)[0].deck == 1


def test_the_deepest_deck_draws_from_the_decks_above_it_nearest_first():
    assert fallback(3) == [3, 2, 1, 0] and fallback(1) == [1, 0, 2, 3]


def test_a_monster_lost_against_goes_back_to_the_deck_it_was_drawn_from():
    """"the monster is placed at the bottom of the deck from which it was drawn\""""
    state = new()
    stack(state, 1, "kobold")
    fight(state, 2, (), 1)
    assert state.decks[1].cards == ["kobold"] and state.decks[2].cards == []


def test_the_view_says_which_deck_a_draw_would_come_from():
    state = new()
    stack(state, 0, "giant_rat")
    for d in (1, 2, 3):
        stack(state, d)
    place(state, 0, TRACK.ring.ahead(draw_at(2), -1))
    roll(state, 1, 1)
    choice = GAME.view(state, 0).choices[0]
    assert choice.draw is not None
    assert choice.depth == 2 and choice.draw.deck == 0 and choice.draw.chance == round(5 / 6, 3)


def test_a_monster_lost_against_goes_under_in_the_open_and_stays_known_until_it_comes_up():
    """Everyone sees a monster not beaten go under its deck: the view shows it, and the deck's words name
    it, until the cards drawn reach it."""
    state = new()
    fight(state, 1, ("kobold", "skeleton"), 1)
    deck = GAME.view(state, 0).decks[1]
    assert deck.under == ("kobold",) and deck.contents == ("kobold", "skeleton")
    assert "Under it, put there in the open: the Kobold, to come up in that order after the 1 card above" \
        in deck_words(deck)
    assert state.draw_from(1) == "skeleton"
    deck = GAME.view(state, 0).decks[1]
    assert deck.under == ("kobold",) and "Next to come up, in this order: the Kobold." in deck_words(deck)
    assert state.draw_from(1) == "kobold" and GAME.view(state, 0).decks[1].under == ()


def test_the_cards_put_under_come_up_in_the_order_they_went():
    state = new()
    stack(state, 2, "ghoul")
    state.put_under(2, "ogre")
    state.put_under(2, "wight")
    assert GAME.view(state, 0).decks[2].under == ("ogre", "wight")
    assert [state.draw_from(2) for _ in range(3)] == ["ghoul", "ogre", "wight"]


def test_hard_minds_the_cards_put_under_a_deck_and_normal_does_not():
    """A Cave Bear went under the Upper Halls above a Kobold: the next card drawn there is the Kobold, and
    Hard values a draw by it; Normal by either card alike."""
    state = new()
    stack(state, 1, "kobold")
    state.put_under(1, "cave_bear")
    view = GAME.view(state, 0)
    hard = Appraiser(view, TRACK, 0, WEIGHTS["hard"])
    normal = Appraiser(view, TRACK, 0, WEIGHTS["normal"])
    assert hard.draw_value(1) == hard.card_value("kobold")
    assert normal.draw_value(1) == (normal.card_value("kobold") + normal.card_value("cave_bear")) / 2
    state.draw_from(1)
    hard = Appraiser(GAME.view(state, 0), TRACK, 0, WEIGHTS["hard"])
    assert hard.draw_value(1) == hard.card_value("cave_bear") < hard.card_value("kobold")


def test_a_game_saved_before_the_cards_under_were_counted_knows_none_and_counts_from_then_on():
    state = new()
    stack(state, 1, "kobold")
    state.put_under(1, "ogre")
    data = GAME.state_to_json(state)
    del data["under"]
    old = GAME.state_from_json(data)
    assert GAME.view(old, 0).decks[1].under == ()
    old.put_under(1, "wight")
    assert GAME.view(old, 0).decks[1].under == ("wight",)
