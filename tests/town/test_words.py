"""The game in words for the screen's hovers (words.py): squares, cards, actions and pawns, with the odds."""

from game.games.town import GAME, words
from game.games.town.actions import Attack, Face
from tests.town.helpers import TRACK, fight, give, moves, new, place, roll, sq, stack
from tests.town.test_meetings import meet


def test_a_landing_square_says_what_it_asks_and_what_a_card_drawn_there_would_be():
    state = new()
    place(state, 1, "Wayside Shrine")
    stack(state, 0, "giant_rat", "grey_wolf")
    roll(state, 2, 5)
    view = GAME.view(state, 0)
    text = words.action_words(moves(state)[1], view, TRACK)
    assert text.startswith("Bandit Ridge (the wilderness): Draw a card from this depth's deck.")
    assert "100% monsters" in text and "75% of the time" in text and "you pass Bob" in text
    assert "Here: Bob." in words.square_words(view, TRACK, sq("Wayside Shrine"))


def test_a_fight_between_pawns_and_a_lantern_card_say_their_odds():
    state = new()
    meet(state)
    state.pawns[1].silver = 7
    assert "take 1 gold, 2 silver" in words.action_words(Attack(target=1), GAME.view(state, 0), TRACK)
    state = new()
    give(state, 0, "lantern")
    fight(state, 2, ("ogre", "ghoul"))
    assert words.action_words(Face(index=1), GAME.view(state, 0), TRACK) == \
        "Ghoul: Beaten on 4 or more: 2 silver, 3 skulls. Your chance: 50%."


def test_a_pawn_at_a_glance():
    state = new()
    state.pawns[0].silver = 12
    state.pawns[0].victory = ["ogre"]
    assert words.pawn_line(GAME.view(state, 0)["pawns"][0]) == \
        "Ann: 5/5 hit points, 2 gold, 2 silver, 3 skulls (1 monster)"
    assert words.coins(0) == "0 silver" and words.coins(5) == "1 gold"
