"""The line above the board, to the person who may act (words.hint): what a decision asks, else where its
clicks are on the board, with the moves left; worded from the view and the legal actions alone."""

from game.games.dungeon import words
from game.games.dungeon.setup import CHOOSE
from tests.dungeon.helpers import game, started, table


def test_a_pawn_to_choose_is_asked_for_on_the_cards():
    g = game()
    state = g.new_game(table(CHOOSE, "Hero"), seed=3)
    state.drain()
    seat = state.to_act
    assert words.hint(g.view(state, seat), tuple(g.legal_actions(state))) == "Choose your pawn: click a card"


def test_a_fresh_turn_names_the_lit_spaces_and_the_moves_left():
    g = game()
    state = started(g, "Hero", "Elf")
    seat = state.to_act
    said = words.hint(g.view(state, seat), tuple(g.legal_actions(state)))
    assert said.startswith("Click a lit space to move (5 of 5 moves left)") and said.endswith("or end your turn")


def test_nothing_to_do_but_end_the_turn_says_so():
    g = game()
    state = started(g, "Hero", "Elf")
    end = [a for a in g.legal_actions(state) if type(a).__name__ == "EndTurn"]
    assert words.hint(g.view(state, state.to_act), tuple(end)) == "Nothing more to do here: end your turn"
