"""The split: the path forks and joins again; the player chooses the branch (the screen takes the choice
by a click on the square; the action names that square)."""

from game.games.escape import GAME
from game.games.escape.actions import ChooseBranch, NoCard
from tests.escape.helpers import PATH, act, at, moves, new, place, sq


def test_reaching_the_split_mid_move_asks_which_way_naming_the_next_squares():
    state = new()
    place(state, 0, "Square 8")
    state.rng.force(3)
    events = act(state, NoCard("move"))
    assert state.phase == "branch" and state.steps_left == 2 and at(state, 0) == "Square 9"
    legal = GAME.legal_actions(state)
    assert {a.square for a in legal} == {sq("Rat Crawl 1"), sq("Mushroom Grotto 1")}
    assert {str(a) for a in legal} == {"Go by the Rat Crawl", "Go by the Mushroom Grotto"}
    assert "which way" in GAME.turn_label(state)
    assert moves(events)[0].path[-1] == sq("Square 9")
    events = act(state, ChooseBranch(square=sq("Mushroom Grotto 1")))
    assert events[0].text() == "Ann goes by the Mushroom Grotto"
    assert at(state, 0) == "Mushroom Grotto 2" and state.to_act == 1


def test_either_branch_leads_back_to_the_same_square():
    for first in ("Rat Crawl 1", "Mushroom Grotto 1"):
        state = new()
        place(state, 0, "Square 9")
        state.rng.force(6, 6, 6)   # a long move; the Rat King (6) is evaded with a 6 if met
        act(state, NoCard("move"))
        act(state, ChooseBranch(square=sq(first), name=""))
        assert PATH.burns_at[state.hirelings[0].square] >= PATH.burns_at[sq("Square 9")]
    assert PATH.forks[sq("Square 9")] == sq("Square 10")


def test_a_move_ending_on_the_split_chooses_next_turn():
    state = new()
    place(state, 0, "Square 8")
    place(state, 1, "Square 1")
    state.rng.force(1)
    act(state, NoCard("move"))
    assert at(state, 0) == "Square 9" and state.to_act == 1
    state.rng.force(1)
    act(state, NoCard("move"))
    state.rng.force(2)
    act(state, NoCard("move"))
    assert state.phase == "branch" and state.to_act == 0 and state.steps_left == 2


def test_the_split_question_counts_one_square_still_to_move_in_the_singular():
    state = new()
    place(state, 0, "Square 8")
    state.rng.force(2)
    act(state, NoCard("move"))
    assert state.phase == "branch" and state.steps_left == 1
    assert GAME.turn_label(state) == "Ann: the path splits — which way? (1 square still to move)"
