"""Passing another pawn. Additional rule 2: "When players move past each other, either of them may choose
to initiate combat. In combat, each player rolls one die as if fighting a monster, and can use equipment as
usual. Whoever rolls lower takes one damage. In case of a tie, both players take one damage. Repeat until
one player is killed! The winner takes the defeated player's coins.\""""

from game.games.town import GAME
from game.games.town.actions import Attack, GoOn, ProposeTrade
from game.games.town.events import DuelRoll, Fell, MeetingBegan
from tests.town.helpers import TOWN, act, at, give, move_by, new, of, place, roll, sq, stack


def meet(state, value=5):
    """Ann moves from the Town past Bob on Wolf Wood (3 squares on)."""
    place(state, 1, "Wolf Wood")
    stack(state, 0, "giant_rat", "grey_wolf")
    roll(state, value, value)
    return move_by(state, value)


def test_passing_a_pawn_the_mover_chooses_first_then_the_other():
    state = new()
    events = meet(state)
    assert of(events, MeetingBegan)[0].other == 1 and at(state, 0) == "Wolf Wood"
    assert state.phase == "meet" and state.to_act == 0
    assert GAME.legal_actions(state) == [Attack(target=1), ProposeTrade(target=1), GoOn(mover=True)]
    act(state, GoOn(mover=True))
    assert state.to_act == 1 and GAME.legal_actions(state) == [Attack(target=0), ProposeTrade(target=0),
                                                                GoOn(mover=False)]
    state.rng.force(6)
    act(state, GoOn(mover=False))
    assert at(state, 0) == "Bandit Ridge" and state.pawns[0].victory == ["giant_rat"] and state.to_act == 1


def test_landing_on_a_pawns_square_is_meeting_it_too():
    state = new()
    events = meet(state, value=3)
    assert of(events, MeetingBegan) and state.phase == "meet"


def test_the_town_square_is_no_place_for_a_fight():
    state = new()
    place(state, 0, "Town Gate")
    place(state, 1, "Town")
    roll(state, 1, 1)
    move_by(state, 1)
    assert state.phase != "meet" and at(state, 0) == "Town"


def test_a_fight_the_lower_roll_takes_a_damage_until_one_falls_and_the_winner_takes_the_coins():
    state = new()
    meet(state)
    state.pawns[1].hp = 3
    state.pawns[1].silver = 7
    state.rng.force(5, 3, 2, 2, 4, 1, 6)         # Bob hit; a tie hits both; Bob hit and falls; then the Rat
    events = act(state, Attack(target=1))
    assert [e.result for e in of(events, DuelRoll)] == ["Bob is hit", "both are hit", "Bob is hit"]
    assert of(events, DuelRoll)[0].text() == "Ann rolled 5, Bob rolled 3: Bob is hit"
    fell = of(events, Fell)[0]
    assert fell.seat == 1 and fell.winner == "Ann" and fell.lost == 7
    assert state.pawns[0].silver == 3 + 7 + 1 and state.pawns[0].hp == 4
    assert state.pawns[1].square == TOWN and state.pawns[1].silver == 0 and state.pawns[1].hp == 5
    assert at(state, 0) == "Bandit Ridge"          # the winner's move goes on


def test_equipment_counts_in_a_fight_between_pawns():
    state = new()
    meet(state)
    give(state, 0, "sword")
    state.pawns[1].hp = 1
    state.rng.force(2, 4, 6)                      # 2 + 2 = 4 against 4: a tie, both hit
    events = act(state, Attack(target=1))
    assert of(events, DuelRoll)[0].modifiers == (2, 0) and of(events, DuelRoll)[0].result == "both are hit"


def test_a_tie_that_fells_both_loses_both_purses():
    state = new()
    meet(state)
    state.pawns[0].hp = state.pawns[1].hp = 1
    state.pawns[1].silver = 4
    state.rng.force(3, 3)
    events = act(state, Attack(target=1))
    assert {f.seat for f in of(events, Fell)} == {0, 1}
    assert state.pawns[0].silver == 0 and state.pawns[1].silver == 0
    assert state.pawns[0].square == TOWN and state.to_act == 1    # the mover's turn is over


def test_the_passed_pawn_may_start_the_fight_and_a_fallen_mover_stops_there():
    """"either of them may choose to initiate combat\""""
    state = new()
    meet(state)
    act(state, GoOn(mover=True))
    state.pawns[0].hp = 1
    give(state, 1, "axe")
    state.rng.force(3, 3)
    events = act(state, Attack(target=0))
    assert of(events, Fell)[0].seat == 0 and of(events, Fell)[0].winner == "Bob"
    assert state.pawns[1].silver == 6 and state.pawns[0].square == TOWN and state.to_act == 1
    assert state.pawns[0].victory == [] and state.decks[0].cards == ["grey_wolf", "giant_rat"]


def test_the_view_gives_the_chances_of_a_fight():
    state = new()
    meet(state)
    m = GAME.view(state, 0).meeting
    assert m is not None
    assert m.mover == 0 and m.other == 1 and m.square == sq("Wolf Wood")
    assert abs(m.mover_wins + m.other_wins + m.both_fall - 1) < 1e-6
    assert m.mover_wins == m.other_wins
