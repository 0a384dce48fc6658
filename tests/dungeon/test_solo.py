"""PLAYING SOLO (8-page rules, page 6): the goals the app offers a lone player (data/solo.json, the project's
design), and a result that says how well he did."""

import pytest

from game.games.dungeon.actions import EndTurn, MoveTo
from game.games.dungeon.solo import goals
from tests.dungeon.helpers import act, card, game, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
TEN = [card(5, "Huge Ruby (8,000)"), card(3, "Silver Ring (2,000)")]
DEEP = [card(6, "Huge Diamond (10,000)"), card(6, "Huge Diamond (10,000)", 2)]
SHALLOW = [card(5, "Huge Ruby (8,000)"), card(4, "Jade Idol (5,000)"), card(2, "Silver Ring (2,000)"),
           card(2, "Silver Cup (1,000)"), card(2, "Silver Cup (1,000)", 2), card(2, "Sack of Gold (1,000)"),
           card(2, "Sack of Gold (1,000)", 2), card(1, "Sack of Gold (1,000)")]


def home(state, turn, prizes):
    state.turn = turn
    state.pawns[0].prizes = list(prizes)
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("Main Staircase"))
    return g.outcome(state)


def test_playing_solo_to_win_says_how_many_turns_and_how_deep():
    """'The simplest is to merely play to win, with each successive game played at a lower average level':
    alone, the result gives the turns taken and the average level of the treasure brought home."""
    outcome = home(started(g, "Hero"), 31, TEN)
    assert outcome.winners == (0,)
    assert outcome.details[0] == "Hero: Home in 31 turns with 10,000 gp, treasure from level 4.0 on average"


def test_playing_solo_the_result_counts_one_turn_as_one_turn():
    """The solo result in words: 'home in 1 turn', never '1 turns'."""
    outcome = home(started(g, "Hero"), 1, TEN)
    assert outcome.details[0] == "Hero: Home in 1 turn with 10,000 gp, treasure from level 4.0 on average"


def test_playing_solo_against_the_clock_within_the_turns_allowed():
    """'Games where a time limit must be met are always a challenge': win within the turns allowed for the
    pawn type, and the result says how many were to spare."""
    par = goals()["clock"].par["Hero"]
    outcome = home(started(g, "Hero", options={"solo": "clock"}), par - 10, TEN)
    assert outcome.winners == (0,)
    assert outcome.reason.startswith("Goal met") and "10 to spare" in outcome.reason


def test_playing_solo_against_the_clock_the_time_runs_out():
    """Once the turns allowed have passed, the game ends and the goal is missed."""
    par = goals()["clock"].par["Elf"]
    state = started(g, "Elf", options={"solo": "clock"})
    state.pawns[0].prizes = [TEN[1]]
    state.turn = par
    turn_of(state, 0, S("a1"))
    act(g, state, EndTurn)
    outcome = g.outcome(state)
    assert outcome.winners == () and outcome.reason.startswith(f"Time is up: {par} turns passed; 2,000 gp")


def test_each_pawn_type_has_its_own_time_limit_and_depth_mark():
    """'Play as various Dungeon Adventurer types will enable the contestant to gain a grasp of the
    possibilities inherent in each type': every goal's numbers are per pawn type."""
    clock, deep = goals()["clock"], goals()["deep"]
    kinds = {"Elf", "Hero", "Superhero", "Wizard"}
    assert set(clock.par) == kinds and set(deep.depth) == kinds
    assert clock.par["Superhero"] > clock.par["Hero"] and deep.depth["Wizard"] > deep.depth["Elf"]


@pytest.mark.parametrize("prizes,met", [(DEEP, True), (SHALLOW, False)])
def test_playing_solo_for_deeper_treasure(prizes, met):
    """'Each successive game played at a lower average level': win with treasure from the mark's level or
    deeper on average (a Superhero's mark is level 3.0: two Huge Diamonds of level 6 make it; 20,000 gp from
    levels 5, 4, 2, 2, 2, 2, 2 and 1, an average of 2.5, do not)."""
    state = started(g, "Hero", options={"solo": "deep"})
    state.pawns[0].kind = "Superhero"
    outcome = home(state, 40, prizes)
    assert (outcome.winners == (0,)) is met
    assert outcome.reason.startswith("Goal met" if met else "Goal missed")


def test_playing_solo_a_quest_for_a_named_prize():
    """'Quests for certain special Prizes can be made': coming home without the Crystal Ball does not end the
    game, whatever the treasure; coming home with it does."""
    state = started(g, "Hero", options={"solo": "quest-crystal-ball"})
    assert home(state, 20, TEN) is None
    outcome = home(state, 25, [card(4, "Crystal Ball")])
    assert outcome.winners == (0,) and outcome.reason.startswith("Quest done: the Crystal Ball brought home")


def test_a_solo_goal_is_ignored_with_more_than_one_seat():
    """The goals are for playing alone: at a table of two, the usual win."""
    state = started(g, "Hero", "Elf", options={"solo": "quest-crystal-ball"})
    outcome = home(state, 20, TEN)
    assert outcome.winners == (0,) and "came back to the Main Staircase" in outcome.reason
