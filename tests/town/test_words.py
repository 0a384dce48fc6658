"""The game in words for the screen's hovers (words.py): landings, squares, fights, the lantern and seats,
with the odds; deck names read inside a sentence."""

from game.games.town import GAME, words
from game.games.town.actions import Attack, Face
from game.games.town.content import deck_phrase
from tests.town.helpers import TRACK, fight, give, moves, new, place, roll, sq, stack
from tests.town.test_meetings import meet


def test_a_landing_says_what_the_square_asks_and_what_a_card_drawn_there_would_be():
    state = new()
    place(state, 1, "Wayside Shrine")
    stack(state, 0, "giant_rat", "grey_wolf")
    roll(state, 2, 5)
    view = GAME.view(state, 0)
    text = words.action_words(moves(state)[1], view)
    assert text.startswith("By the 5 to Bandit Ridge: Draw a card from this depth's deck.")
    assert "Draws from the Wilderness deck: 100% monsters, Ann beats them 75% on average" in text
    assert "Meets Bob on the way" in text
    assert "Here: Bob." in words.square_words(view, TRACK, sq("Wayside Shrine"))


def test_a_fight_between_pawns_names_the_other_and_the_purse_at_stake():
    state = new()
    meet(state)
    state.pawns[1].silver = 7
    text = words.action_words(Attack(target=1), GAME.view(state, 0))
    assert text.startswith("Fight Bob: you win ") and "(Bob has 1 gold, 2 silver)" in text


def test_a_lantern_card_says_its_chance():
    state = new()
    give(state, 0, "lantern")
    fight(state, 2, ("ogre", "ghoul"))
    assert words.action_words(Face(index=1), GAME.view(state, 0)) == \
        "Face the Ghoul: 50% to beat it. Beaten on 4 or more: 2 silver, 3 skulls."


def test_a_seat_at_a_glance():
    state = new()
    state.pawns[0].silver = 12
    state.pawns[0].victory = ["ogre"]
    assert words.seat_words(GAME.view(state, 0).pawns[0]).startswith(
        "Ann in the Town: 5 of 5 hit points, 2 gold, 2 silver (12 silver).")
    assert words.coins(0) == "0 silver" and words.coins(5) == "1 gold"


def test_deck_names_read_inside_a_sentence():
    assert deck_phrase("The Wilderness") == "the Wilderness deck"
    assert deck_phrase("Depth 1: the Upper Halls") == "the Upper Halls deck (depth 1)"
