"""A physical card's id is its kind and its copy ("leafling#2"): a card added to the data renames no other,
and a save made when cards were numbered ("d17", save format 1) still loads and plays on.

data/save_v1_numbered_ids.json is a real save of that format: four computer seats, seed 11, 150 moves in
(a fight under way), made by the code of its day with saves.save_session."""

import dataclasses
import json
import re
import shutil
from pathlib import Path

import pytest

from game.engine import saves
from game.engine.saves import SaveError, load_session, save_session
from game.games.doors import GAME
from game.games.doors import content as C
from game.games.doors.upgrade import numbered_ids

FIXTURE = Path(__file__).with_name("data") / "save_v1_numbered_ids.json"
NUMBERED = re.compile(r'"[dt][0-9]+"')


@pytest.fixture
def old_save(tmp_path):
    path = tmp_path / "old.json"
    shutil.copy(FIXTURE, path)
    return path


def test_the_fixture_is_a_save_of_numbered_cards():
    data = json.loads(FIXTURE.read_text())
    assert data["version"] == 1 and data["game"] == "doors" and len(data["actions"]) == 150
    assert NUMBERED.search(json.dumps(data["state"])) and NUMBERED.search(json.dumps(data["actions"]))


def test_a_save_of_numbered_cards_loads_with_its_cards_renamed_and_plays_on(old_save, tmp_path):
    before = old_save.read_bytes()
    session = load_session(old_save)
    assert old_save.read_bytes() == before                     # read, never written
    assert len(session.history) == 150 and session.outcome is None and session.state.combat is not None
    saved = json.dumps(GAME.state_to_json(session.state))
    assert not NUMBERED.search(saved) and "#" in saved         # every card by its kind and copy now
    old = json.loads(FIXTURE.read_text())
    hand = [numbered_ids()[c] for c in old["state"]["players"][0]["hand"]]
    assert session.state.players[0].hand == hand
    assert [C.card(c).id for c in hand] == [c.partition("#")[0] for c in hand]
    for _ in range(150):                                       # and the game goes on
        if session.outcome is not None:
            break
        session.play(session.computer_choice())
    assert len(session.history) > 200
    again = tmp_path / "again.json"
    save_session(session, again)
    assert json.loads(again.read_text())["version"] == saves.VERSION
    assert load_session(again).state == session.state


def damaged(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path.read_bytes()


@pytest.mark.parametrize("change,words", [
    (lambda d: d["actions"][0].update(card="t999"), "names a card, 't999', that was never in the game"),
    (lambda d: d["state"]["players"][0]["hand"].append("d0"), "names a card, 'd0', that was never in the game"),
    (lambda d: d["actions"][0].update(card=["t1"]), "names a card, ['t1'], that was never in the game"),
    (lambda d: d.update(state=[1, 2]), "its position is not a position"),
    (lambda d: d.pop("actions"), "it lacks 'actions'"),
])
def test_a_save_whose_cards_cannot_be_renamed_is_refused_in_words(old_save, change, words):
    text = damaged(old_save, change)
    with pytest.raises(SaveError) as refused:
        load_session(old_save)
    message = str(refused.value)
    assert "saved by an older version (format 1) and cannot be brought up to date" in message
    assert words in message, message
    assert old_save.read_bytes() == text


def test_a_card_gone_from_the_data_is_refused_in_words(old_save, monkeypatch):
    gone = numbered_ids()["t5"]
    monkeypatch.setattr(C, "exists", lambda cid: cid != gone)
    damaged(old_save, lambda d: d["actions"][0].update(card="t5"))
    with pytest.raises(SaveError, match=f"its card 't5' \\({gone}\\) is no longer in the game"):
        load_session(old_save)


def test_a_card_kind_added_to_the_data_renames_no_card():
    kinds = list(C.kinds().values())
    now = C.numbered(kinds)
    first_door = next(c for c in kinds if c.deck == "door")
    new_door = dataclasses.replace(first_door, id="draft_dodger", name="Draft Dodger", count=2)
    new_treasure = dataclasses.replace(next(c for c in kinds if c.deck == "treasure"), id="spare_sock", count=3)
    more = C.numbered([new_door, *kinds[:40], new_treasure, *kinds[40:]])
    assert len(more) == len(now) + 5
    assert all(more[cid] is card for cid, card in now.items())          # every card keeps its id
    assert {cid for cid in more if cid not in now} == {"draft_dodger#1", "draft_dodger#2", "spare_sock#1",
                                                       "spare_sock#2", "spare_sock#3"}
    fewer_copies = [dataclasses.replace(c, count=c.count - 1) if c.count > 1 else c for c in kinds]
    assert set(C.numbered(fewer_copies)) < set(now)                    # a copy taken out renames none either


def test_the_decks_keep_the_order_a_seed_shuffles():
    """The decks' fixed order is the numbered order of format 1, so that a seed deals the same game."""
    old = numbered_ids()
    for deck, letter in (("door", "d"), ("treasure", "t")):
        was = [cid for key, cid in old.items() if key[0] == letter]
        assert [cid for cid in C.deck_ids(deck) if cid in was] == was
