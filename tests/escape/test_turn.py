"""A turn: the card, the move, monsters in the way and at the end, discards. Rulebook, "Playing the Game"."""

from game.games.escape import GAME
from game.games.escape.actions import NoCard, UseCard
from tests.escape.helpers import (
    act,
    at,
    discarded,
    encounters,
    front,
    front_cards,
    moves,
    new,
    pack,
    place,
    rolls,
)


def test_a_move_card_adds_to_the_d6_and_is_discarded_at_the_end_of_the_turn():
    """"If you get a '+ to move' card, you roll a 6-sided die and add the number on the card; then move
    that many squares." "Movement cards are discarded at the end of the turn.\""""
    state = new()
    place(state, 0, "Mushroom Grotto 6")
    pack(state, 0, "boots", "ring")
    state.rng.force(1)
    events = act(state, UseCard("move"))
    roll = rolls(events)[0]
    assert (roll.dice, roll.values, roll.modifier, roll.total) == ("d6", (1,), 2, 3)
    assert at(state, 0) == "Square 10"
    assert moves(events)[0].path[-1] == state.hirelings[0].square
    assert discarded(events) == ["Boots of Scurrying (+2 to move)"]
    assert front_cards(state, 0) == [] and state.discards == ["boots"]
    assert len(state.hirelings[0].pack) == 1 and state.to_act == 1


def test_without_a_card_just_roll_the_d6():
    """"If you choose not to use a card, just roll a 6-sided die and move the number of squares shown.\""""
    state = new()
    place(state, 0, "Square 4")
    state.rng.force(2)
    events = act(state, NoCard("move"))
    assert rolls(events)[0].total == 2 and at(state, 0) == "Square 6"
    assert len(state.hirelings[0].pack) == 8


def test_an_evade_card_stays_in_front_until_a_monster_square_is_reached():
    """"If you get a '+ to evade Monster' card, you roll a 6-sided die to move and leave this card in front
    of you until you reach a monster square." "Any '+ to evade Monster' card is kept in front of you,
    since you didn't reach a monster square to use it.\""""
    state = new()
    place(state, 0, "Square 4")
    pack(state, 0, "cloak")
    state.rng.force(2)
    events = act(state, UseCard("move"))
    assert rolls(events)[0].modifier == 0 and at(state, 0) == "Square 6"
    assert front_cards(state, 0) == ["cloak"] and discarded(events) == []
    # Bob's turn, then Ann's: she reaches the Kobold Sentry with the card still in front.
    state.rng.force(1)
    act(state, NoCard("move"))
    state.rng.force(3, 1)   # d6 3: the Kobold Sentry mid-move; d8 1 + 3 = 4 against 4
    events = act(state, NoCard("move"))
    d8 = rolls(events)[1]
    assert (d8.dice, d8.modifier, d8.target, d8.success) == ("d8", 3, 4, True)
    assert discarded(events) == ["Cloak of Shadows (+3 to evade Monster)"]
    assert front_cards(state, 0) == []


def test_a_monster_in_the_middle_of_the_move_stops_you_and_success_finishes_the_move():
    """"If you reach a monster space in the middle of your move, you must stop and then try to out-roll
    the number listed on that space using an 8-sided die ... If he rolls a 5 or higher [against a 5], he
    continues his move." Rolling exactly the number succeeds."""
    state = new()
    place(state, 0, "Square 1")
    state.rng.force(4, 3)   # d6 4: Square 2, Cave Rats (3) with 2 to go; d8 3 against 3
    events = act(state, NoCard("move"))
    d8 = rolls(events)[1]
    assert (d8.target, d8.total, d8.success) == (3, 3, True)
    assert [m.to_name for m in moves(events)] == ["Cave Rats", "Square 5"]
    assert "moving on 2 more squares" in encounters(events)[0].text()
    assert at(state, 0) == "Square 5"


def test_failing_against_a_monster_mid_move_ends_the_turn_there():
    """"If John rolls less than a 5, he stops at that square and his turn ends.\""""
    state = new()
    place(state, 0, "Square 1")
    state.rng.force(4, 2)
    events = act(state, NoCard("move"))
    assert rolls(events)[1].success is False
    assert at(state, 0) == "Cave Rats" and state.to_act == 1
    assert "the turn ends here" in encounters(events)[0].text()


def test_evade_cards_add_to_the_d8():
    """"If John had a '+ to evade Monster' card, he would add that number to his 8-sided die roll and then
    compare it to the monster's number. The card would then be discarded at the end of the turn.\""""
    state = new()
    place(state, 0, "Old Mine 1")
    front(state, 0, "cloak")   # kept from an earlier turn
    state.rng.force(3, 4)      # d6 3: the Cave Bear (7) with 2 to go; d8 4 + 3 = 7
    events = act(state, NoCard("move"))
    d8 = rolls(events)[1]
    assert (d8.values, d8.modifier, d8.total, d8.target, d8.success) == ((4,), 3, 7, 7, True)
    assert at(state, 0) == "Old Mine 4"
    assert discarded(events) == ["Cloak of Shadows (+3 to evade Monster)"]


def test_ending_exactly_on_a_monster_and_evading_rolls_again_keeping_this_turns_card():
    """"if you succeed, you get to roll the movement die again and may continue to use a card that was
    played this turn (you may not draw a new card, however) ... If John had a '+ to move' card out, he
    would again add this to his roll.\""""
    state = new()
    place(state, 0, "Square 4")
    pack(state, 0, "biscuit", "ring")
    state.rng.force(2, 4, 1)   # d6 2 + 1: exactly on the Kobold Sentry (4); d8 4; again d6 1 + 1
    events = act(state, UseCard("move"))
    d6, d8, again = rolls(events)
    assert (d6.total, d8.success, again.reason, again.modifier, again.total) == (3, True, "to move again", 1, 2)
    assert at(state, 0) == "Square 9"
    assert len(state.hirelings[0].pack) == 1          # no new card for the second roll
    assert discarded(events) == ["Trail Biscuit (+1 to move)"]


def test_ending_exactly_on_a_monster_and_failing_ends_the_turn():
    """Ending on a monster square: "you try to evade the monster just as before" — a failure ends the turn."""
    state = new()
    place(state, 0, "Square 4")
    state.rng.force(3, 3)
    events = act(state, NoCard("move"))
    assert len(rolls(events)) == 2 and at(state, 0) == "Kobold Sentry" and state.to_act == 1


def test_an_evade_card_helps_against_every_monster_met_that_turn():
    """"If John had a '+ to evade Monster' card displayed, he would be able to use it against any other
    monsters encountered during that turn.\""""
    state = new()
    place(state, 0, "Square 2")
    front(state, 0, "garlic")
    # d6 1: exactly on the Cave Rats (3), d8 2 + 1; again d6 4: exactly on the Kobold Sentry (4), d8 3 + 1;
    # again d6 1.
    state.rng.force(1, 2, 4, 3, 1)
    events = act(state, NoCard("move"))
    d8s = [r for r in rolls(events) if r.dice == "d8"]
    assert [(r.modifier, r.target, r.success) for r in d8s] == [(1, 3, True), (1, 4, True)]
    assert at(state, 0) == "Square 8"
    assert discarded(events) == ["Garlic Garland (+1 to evade Monster)"]


def test_starting_a_turn_on_a_monster_square_moves_off_freely():
    """Project reading: only reaching a monster square calls for the d8; a hireling stopped there last turn
    starts the next move from it without rolling against it again."""
    state = new()
    place(state, 0, "Cave Rats")
    state.rng.force(2)
    events = act(state, NoCard("move"))
    assert len(rolls(events)) == 1 and at(state, 0) == "Square 5"


def test_turn_label_and_log_say_who_and_what():
    state = new()
    assert GAME.turn_label(state) == "Ann's turn: flip a card from the pack, or just roll?"
    place(state, 0, "Square 1")
    state.rng.force(4, 2)
    events = act(state, NoCard("move"))
    log = [e.text() for e in events]
    assert "Ann rolled 4 (to move)" in log
    assert "Ann rolled 2 against 3 (to evade Cave Rats): failed" in log


def test_the_turn_line_never_says_your_as_every_seat_and_the_computer_s_own_read_it():
    """The line is shown to all (a computer seat's turn too): it names the seat, never 'your'."""
    state = new()
    state.to_act = 1
    assert GAME.turn_label(state) == "Bob's turn: flip a card from the pack, or just roll?"
    assert "your" not in GAME.turn_label(state)
