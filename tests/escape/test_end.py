"""Winning, what each seat sees, saving mid-decision. Rulebook, "Winning the Game": "The first player
out of the Dungeon is the winner.\""""

import copy
import dataclasses

from game.engine import serial
from game.games.escape import GAME
from game.games.escape.actions import ChooseBranch, NoCard, UseCard
from game.games.escape.events import Escaped
from tests.escape.helpers import LAST, act, at, front, new, pack, place, sq


def test_the_first_hireling_out_wins_at_once():
    state = new(3, fire=True)
    place(state, 0, LAST)
    state.rng.force(5)   # more than needed: reaching the exit ends the move and the game
    events = act(state, NoCard("move"))
    assert any(isinstance(e, Escaped) for e in events)
    assert "Ann escaped from Rovert's lair first." in [e.text() for e in events]
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.details[0] == "escaped first"
    assert outcome.scores[0] > outcome.scores[1]
    assert GAME.legal_actions(state) == [] and state.round == 1   # the fireball no longer moves


def test_the_view_shows_counts_for_face_down_cards_and_faces_for_the_rest():
    """The packs are face down for everyone, their owners too: every seat sees the same table."""
    state = new(3)
    front(state, 1, "cloak")
    state.discards = ["boots"]
    views = [GAME.view(state, s) for s in (None, 0, 1, 2)]
    for v in views:
        assert [h.pack for h in v.hirelings] == [8, 8, 8]
        assert v.hirelings[1].front[0].name == "Cloak of Shadows"
        assert v.discards[0].label == "+2 to move" and v.hoard == 3
        assert dataclasses.replace(v, viewer=None) == dataclasses.replace(views[0], viewer=None)
    assert not GAME.secrets(state)
    packed = str(views[1].hirelings)
    for cid in state.hirelings[0].pack:
        assert f"'{cid}'" not in packed or cid == "cloak"


def test_a_game_saved_mid_move_at_the_split_plays_on_identically():
    state = new(2, fire=True)
    place(state, 0, "Square 8")
    pack(state, 0, "haste")
    state.rng.force(1)
    act(state, UseCard("move"))
    assert state.phase == "branch"
    saved = serial.to_json(state)
    copy_ = GAME.state_from_json(copy.deepcopy(saved))
    assert serial.to_json(copy_) == saved
    choice = ChooseBranch(square=sq("Rat Crawl 1"))
    assert GAME.action_from_json(choice.to_json()) == choice
    a, b = GAME.apply(state, choice), GAME.apply(copy_, choice)
    assert [e.text() for e in a] == [e.text() for e in b]
    assert at(state, 0) == at(copy_, 0) == "Rat Crawl 3"


def test_seat_summary_is_the_hireling_piece():
    state = new(2)
    assert GAME.seat_summary(state, 0) == state.hirelings[0].character
