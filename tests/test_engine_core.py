"""The engine: dice, decks, seats, the protocol, sessions and undo."""

from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine import serial
from game.engine.decks import Deck, EmptyDeck
from game.engine.protocol import ConfigError, IllegalAction
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig, next_in_order, parse_seats
from game.engine.session import Session
from tests.toygame import GAME, Roll, ToyState


def table(n=2, **options):
    return TableConfig(seats=[Seat(name=f"P{i}") for i in range(n)], options=options)


def test_same_seed_same_rolls():
    a, b = Rng(seed=7), Rng(seed=7)
    assert [a.die(6) for _ in range(50)] == [b.die(6) for _ in range(50)]
    assert [Rng(seed=8).die(6) for _ in range(5)] != [a.die(6) for _ in range(5)] or True


def test_dice_are_fair_enough():
    rng = Rng(seed=1)
    counts = Counter(rng.die(6) for _ in range(60000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9000 < c < 11000 for c in counts.values())
    for sides in (8, 10):
        faces = {rng.die(sides) for _ in range(2000)}
        assert faces == set(range(1, sides + 1))


def test_forced_dice_come_first_and_are_checked():
    rng = Rng(seed=1)
    rng.force(6, 1)
    assert rng.die(6) == 6 and rng.die(6) == 1
    rng.force(9)
    with pytest.raises(ValueError, match="d6"):
        rng.die(6)


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=0, max_value=30))
def test_shuffle_is_a_permutation(seed, n):
    items = list(range(n))
    Rng(seed=seed).shuffle(items)
    assert sorted(items) == list(range(n))


def test_every_roll_is_an_event_with_target():
    state = GAME.new_game(table(), seed=3)
    state.drain()
    state.rng.force(4, 5)
    roll = state.roll(2, 6, seat=0, reason="combat", target=10)
    assert roll.total == 9 and roll.success is False
    assert state.drain() == [roll]
    assert "P0 rolled 4 + 5 = 9 against 10 (combat): failed" == roll.text()


def test_deck_draw_bottom_discard_recycle():
    deck = Deck(cards=["a", "b", "c"])
    assert deck.draw() == "c"
    deck.put_bottom("z")
    assert deck.cards == ["z", "a", "b"]
    deck.discard("c")
    assert deck.peek(2) == ["b", "a"]
    assert deck.draw_many(5) == ["b", "a", "z"]
    with pytest.raises(EmptyDeck):
        deck.draw()
    assert deck.draw_or_recycle(Rng(seed=1)) == "c"
    assert deck.draw_or_recycle(Rng(seed=1)) is None


def test_parse_seats_and_turn_order():
    seats = parse_seats("Ann:human, Bob:c:pawn=Elf/age=9,Cy")
    assert [(s.name, s.kind) for s in seats] == [("Ann", "human"), ("Bob", "computer"), ("Cy", "human")]
    assert seats[1].choices == {"pawn": "Elf", "age": "9"}
    with pytest.raises(ValueError, match="human, computer"):
        parse_seats("Ann:robot")
    assert next_in_order([2, 0, 1], 1) == 2
    assert next_in_order([0, 1, 2], 0, still_in={2}) == 2


def test_config_is_checked():
    with pytest.raises(ConfigError, match="1–4 players, not 5"):
        GAME.new_game(table(5), seed=1)
    bad = TableConfig(seats=[Seat(name=n, choices={"colour": "red"}) for n in "abc"])
    with pytest.raises(ConfigError, match="at most 2"):
        GAME.new_game(bad, seed=1)
    with pytest.raises(ConfigError, match="no optional rule"):
        GAME.new_game(table(2, turbo=True), seed=1)


def test_illegal_action_is_refused_and_changes_nothing():
    session = Session(GAME, table(), seed=1)

    @dataclass(frozen=True)
    class Cheat(Roll):
        pass

    before = serial.to_json(session.state)
    with pytest.raises(IllegalAction):
        session.play(Cheat())
    assert serial.to_json(session.state) == before and session.history == []


def test_state_round_trips_through_json():
    session = Session(GAME, table(3, long=True), seed=11)
    for _ in range(7):
        session.play(Roll())
    data = GAME.state_to_json(session.state)
    back = GAME.state_from_json(data)
    assert isinstance(back, ToyState)
    assert serial.to_json(back) == data
    # the restored state plays on exactly as the original
    a = GAME.apply(session.state, Roll())
    b = GAME.apply(back, Roll())
    assert [e.text() for e in a] == [e.text() for e in b]


def test_undo_within_choices_but_never_past_a_roll():
    from tests.toygame import Peek
    session = Session(GAME, table(), seed=1)
    session.play(Peek())
    assert session.can_undo()
    session.undo()
    assert session.history == []
    session.play(Roll())
    assert not session.can_undo()


def test_every_action_played_or_taken_back_counts_as_a_change_of_the_session():
    """A screen keys what it works out once (whose turn it is, what is lit) on the session's changes: an undo
    followed by another action leaves the history as long as before, and must still count twice."""
    from tests.toygame import Peek
    session = Session(GAME, table(), seed=1)
    start = session.changes
    session.play(Peek())
    session.undo()
    session.play(Roll())
    assert session.changes == start + 3 and len(session.history) == 1


def test_private_events_reach_only_their_seat_in_the_log():
    from tests.toygame import Peek
    session = Session(GAME, table(), seed=1)
    session.play(Peek())
    mine = session.log_for(0)
    theirs = session.log_for(1)
    assert any(line.startswith("your bonus is") for line in mine)
    assert "someone peeked" in theirs and not any("bonus is" in t for t in theirs)


def test_serial_refuses_wrong_shapes():
    with pytest.raises(serial.DecodeError, match="whole number"):
        serial.from_json(ToyState, {**serial.to_json(GAME.new_game(table(), seed=1)), "turn": "x"})


def test_a_roll_restated_in_words_is_logged_once():
    from game.engine.events import DiceRolled, Event
    from game.engine.session import LogLine

    @dataclass(frozen=True, kw_only=True)
    class Verdict(Event):
        restates_roll = True

        def text(self):
            return "P0 rolled 7 against the Troll's 8: lost"

    session = Session(GAME, table(), seed=1)
    session._record([])  # an action may bring no events at all
    before = len(session.log)
    roll = DiceRolled(who="P0", dice="2d6", values=(3, 4), target=8, success=False)
    session._record([roll, Verdict(), DiceRolled(who="P0", dice="1d6", values=(2,))])
    assert len(session.log) == before + 3  # one line per event, so the screen's log stays in step
    assert session.log_for(0)[before:] == ["P0 rolled 7 against the Troll's 8: lost", "P0 rolled 2"]
    assert session.log[before] == LogLine(text=roll.text(), visible_to=(), public=None)


def test_seat_choice_defaults_take_a_free_value_and_leave_numbers_blank():
    from game.engine.protocol import SeatChoice
    piece = SeatChoice(key="piece", label="Piece", values=("a", "b", "c"), max_per_value=1)
    assert [piece.default_for([{"piece": v} for v in "ab"[:k]]) for k in range(3)] == ["a", "b", "c"]
    hero = SeatChoice(key="hero", label="Hero", values=("random", "x"), default="random", max_per_value=1,
                      unlimited=("random",))
    assert hero.default_for([{"hero": "random"}]) == "random"
    assert SeatChoice(key="age", label="Age", kind="number", low=3, high=99).default_for([]) == ""
