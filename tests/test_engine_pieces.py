"""The engine pieces the games share: response windows, offers, ring tracks, word helpers, and the
session's log and undo."""

import pytest

from game.engine import words
from game.engine.board import BoardError
from game.engine.events import Note
from game.engine.offer import Accept, Offer, Refuse, answers
from game.engine.respond import ResponseWindow
from game.engine.seats import Seat, TableConfig, from_left
from game.engine.session import Session
from game.engine.track import Ring
from tests.toygame import GAME as TOY
from tests.toygame import Roll


# --- response windows -------------------------------------------------------------------------------
def test_from_left_gives_the_seats_after_one_in_turn_order_itself_last_if_asked():
    assert from_left([2, 0, 3, 1], 3) == [1, 2, 0]
    assert from_left([2, 0, 3, 1], 3, include_seat=True) == [1, 2, 0, 3]
    assert from_left([5], 5) == [] and from_left([5], 5, include_seat=True) == [5]


def test_window_asks_the_others_in_turn_order_from_the_owners_left():
    w = ResponseWindow.open(order=[0, 1, 2, 3], owner=2, moment="a monster is revealed")
    assert w.order == [3, 0, 1] and w.current == 3


def test_window_closes_when_everyone_has_passed():
    w = ResponseWindow.open(order=[0, 1, 2], owner=0, moment="m")
    w.passed(1)
    assert w.current == 2 and not w.closed
    w.passed(2)
    assert w.closed and w.current is None


def test_an_answer_opens_the_window_again_to_everyone_else_answerer_last():
    w = ResponseWindow.open(order=[0, 1, 2, 3], owner=0, moment="m")
    w.passed(1)
    w.answered(2)   # 2 plays a curse: 3 and 1 may answer it, and 2 may add to it last
    assert w.waiting == [3, 1, 2] and w.answers == 1


def test_window_may_include_the_owner_last_and_skips_seats_out_of_the_game():
    w = ResponseWindow.open(order=[0, 1, 2, 3], owner=1, moment="m", include_owner=True, still_in={0, 1, 3})
    assert w.waiting == [3, 0, 1]
    w.leave(0)
    assert w.waiting == [3, 1] and 0 not in w.order


def test_window_saves_as_json():
    from game.engine import serial
    w = ResponseWindow.open(order=[0, 1, 2], owner=0, moment="m", tag="combat")
    assert serial.from_json(ResponseWindow, serial.to_json(w)) == w


# --- offers -------------------------------------------------------------------------------------------
def test_an_offer_goes_back_to_whoever_made_it_and_is_answered_by_accept_or_refuse():
    offer = Offer(by=0, to=2, kind="help", words="Ann asks Cy to help for 1 treasure", terms={"share": 1})
    assert offer.back_to == 0 and answers() == [Accept(), Refuse()]
    with pytest.raises(ValueError):
        Offer(by=1, to=1, kind="trade", words="")


# --- ring tracks --------------------------------------------------------------------------------------
def ring_board(n, tmp_path, broken=False):
    """A square loop of n squares joined by oneway `next` links (the last back to the first)."""
    from game.engine.board import BoardSchema, load_board
    objs, links = [], []
    for i in range(n):
        objs.append(f'<object id="{i + 1}" name="s{i}" type="square" x="{i * 40}" y="0" width="32" height="32"/>')
    for i in range(n):
        if broken and i == n - 1:
            break
        target = (i + 1) % n + 1
        links.append(f'<object id="{100 + i}" type="next" x="0" y="0"><properties>'
                     f'<property name="from" type="object" value="{i + 1}"/>'
                     f'<property name="to" type="object" value="{target}"/>'
                     '<property name="oneway" type="bool" value="true"/></properties></object>')
    text = ('<?xml version="1.0" encoding="UTF-8"?><map version="1.8" orientation="orthogonal" renderorder="right-down"'
            f' width="{n * 2}" height="2" tilewidth="32" tileheight="32" infinite="0" nextobjectid="200">'
            '<properties><property name="game" value="ring"/></properties>'
            f'<objectgroup id="1" name="track">{"".join(objs + links)}</objectgroup></map>')
    path = tmp_path / "ring.tmx"
    path.write_text(text)
    return load_board(path, BoardSchema(spaces={"square": {}}, links={"next": {}}), "ring")


def test_ring_walk_goes_clockwise_and_round_the_loop(tmp_path):
    ring = Ring(ring_board(6, tmp_path), "next", first=1)
    assert ring.order == (1, 2, 3, 4, 5, 6)
    step = ring.walk(5, 4)
    assert step.squares == (6, 1, 2, 3) and step.end == 3 and step.passed == (6, 1, 2)
    assert ring.passes(step, 1) and not ring.passes(step, 3)
    assert ring.distance(5, 2) == 3 and ring.ahead(6, 1) == 1


def test_ring_notices_the_pawns_passed_and_met(tmp_path):
    ring = Ring(ring_board(6, tmp_path), "next", first=1)
    step = ring.walk(1, 3)
    assert ring.pawns_passed(step, {0: 1, 1: 3, 2: 2, 3: 5}) == [2, 1]


def test_a_track_that_does_not_close_is_refused_naming_the_square(tmp_path):
    with pytest.raises(BoardError, match="s5.*no next link"):
        Ring(ring_board(6, tmp_path, broken=True), "next", first=1)


# --- words --------------------------------------------------------------------------------------------
def test_word_helpers():
    assert words.plural(1, "coin") == "1 coin" and words.plural(3, "coin") == "3 coins"
    assert words.plural(2, "die", "dice") == "2 dice" and words.plural(2, "boss") == "2 bosses"
    assert words.article("Ogre") == "an Ogre" and words.article("Goblin") == "a Goblin"
    assert words.capital("the Troll's room") == "The Troll's room" and words.capital("") == ""
    assert words.article("Unicorn") == "a Unicorn" and words.article("hour") == "an hour"
    assert words.possessive("Ann") == "Ann's" and words.possessive("James") == "James'"
    assert words.listing(["A", "B", "C"]) == "A, B and C" and words.listing(["A"]) == "A"
    assert words.ordinal(1) == "1st" and words.ordinal(12) == "12th" and words.ordinal(23) == "23rd"
    assert words.percent(0.834) == "83%" and words.percent(1.0) == "100%" and words.percent(1.5) == "100%"
    assert words.at_least(7) == "7 or more on two dice" and words.at_least(12) == "12 on two dice"
    assert words.at_least(2) == "any roll of two dice" and words.at_least(5, "the d8") == "5 or more on the d8"
    assert words.sentence("fight the Troll: 58%", "", "a miss costs a turn.") == \
        "Fight the Troll: 58%. A miss costs a turn."


# --- the session's log --------------------------------------------------------------------------------
def toy_session():
    return Session(TOY, TableConfig(seats=[Seat(name="Ann"), Seat(name="Bo")]), seed=3)


def test_undo_after_the_log_was_trimmed_removes_the_right_lines(monkeypatch):
    session = toy_session()
    monkeypatch.setattr(Session, "LOG_LIMIT", 5)
    for _ in range(4):
        session.state.rng.force(1)
        session.play(Roll())
    assert session.log_trimmed > 0 and len(session.log) == 5
    kept = list(session.log)
    session._record([Note(message="x"), Note(message="y")])   # a trim happens between the undo point...
    from tests.toygame import Peek
    session.play(Peek())       # ...and an undoable action whose two lines push the log over again
    session.undo()
    assert [line.text for line in session.log][-3:] == [kept[-1].text, "x", "y"]


def test_watched_session_keeps_a_view_per_event(monkeypatch):
    session = toy_session()
    session.watch(0)
    session.state.rng.force(4)
    events = session.play(Roll())
    assert [m.event for m in session.moments] == events
    positions = [m.view.positions[0] for m in session.moments]
    assert positions == [0, 4, 4]   # the roll, the move (the pawn moved by its own event), the next turn
    assert session.moments[-1].to_act == 1 and session.moments[0].to_act == 0
    assert session.moments[1].view == TOY.view(session.state, 0)   # (the move: still the watcher's decision)
    # the next turn is another person's: from its event the moment is the table's, with no one's secrets
    assert session.moments[-1].seat is None and session.moments[-1].view == TOY.view(session.state, None)
