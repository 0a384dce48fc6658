"""Playing alone (rulebook 3. Setup gives a table of any size; the app lets one seat play against the
dungeon): the lone player is told how well they did — a rank from a table of the project's own design,
and their personal best, kept in the data folder by the app (never by the rules) — rather than that
they "win"."""

import json

import pytest

from game.engine import bests, saves
from game.engine.seats import Seat, TableConfig
from game.games.delve import GAME, solo
from tests.delve.helpers import REGROUP, A, at, play, start


def lone_game(levels=(3, 4, 5), seed=3, twists=False, computer=False):
    """A lone Knight who retires from these levels on the three delves (so scores their sum)."""
    if computer:
        seats = [Seat(name="Ann", kind="computer", choices={"hero": "Knight"})]
        state = GAME.new_game(TableConfig(seats=seats, options={"twists": twists}), seed)
        state.drain()
    else:
        state = start("Knight", twists=twists, seed=seed)
    for level in levels:
        at(state, REGROUP, party=["Fighter"], level=level)
        play(state, A.Retire(xp=level))
    assert state.finished
    return state


def best_file():
    return saves.data_dir() / "delve_best.json"


def kept(state):
    """The outcome's words with the best, as the game-over screen tells them when the person's game ends
    (the app keeps the best: game/engine/bests.py; the rules write nothing)."""
    outcome = GAME.outcome(state)
    best = bests.tell("delve", GAME.record(state), keep=True)
    return f"{outcome.reason}. {bests.sentence(best)}", f"{outcome.details[0]}; {best}"


def test_a_lone_player_is_told_their_rank_not_that_they_win():
    """6: 'Highest score wins' needs rivals; alone, the score earns a rank from the project's table."""
    state = lone_game((3, 4, 5))
    outcome = GAME.outcome(state)
    assert outcome.scores == {0: 12}
    assert "wins" not in outcome.reason and "Ann ends the three delves with 12: Apprentice Delver" in outcome.reason
    assert "rank Apprentice Delver" in outcome.details[0] and GAME.legal_actions(state) == []
    assert "best" not in outcome.reason and not best_file().exists()   # the rules keep nothing


@pytest.mark.parametrize("score,title", [(0, "Dungeon Tourist"), (7, "Dungeon Tourist"), (8, "Apprentice Delver"),
                                         (20, "Veteran Delver"), (33, "Living Legend"), (60, "Living Legend")])
def test_the_rank_bands(score, title):
    assert solo.rank_for(score).title == title


def test_the_rank_table_is_the_projects_design_and_on_the_rules_screen():
    """Content the rulebook lacks is data marked as the project's design, and the rules screen shows it."""
    raw = json.loads((solo.C.DATA / "solo_ranks.json").read_text(encoding="utf-8"))
    assert raw["source"].startswith("project design")
    text = GAME.rules_path().read_text(encoding="utf-8")
    lows = [r.low for r in solo.ranks()]
    assert lows[0] == 0 and lows == sorted(lows)
    for i, rank in enumerate(solo.ranks()):
        band = f"{rank.low} or more" if i == len(lows) - 1 else f"{rank.low} to {lows[i + 1] - 1}"
        assert f"| {band} | {rank.title} |" in text
    assert "project design" in text[text.index("## Playing alone"):]


def test_the_personal_best_is_kept_in_the_data_folder():
    """The first game sets the best; a better one beats it and says by how much; a worse one is told it."""
    first, _ = kept(lone_game((3, 4, 5), seed=1))
    assert "your first recorded game, and so your personal best" in first
    assert json.loads(best_file().read_text())["bests"]["plain"]["score"] == 12
    better, _ = kept(lone_game((4, 5, 6), seed=2))
    assert "a new personal best (the old best was 12)" in better
    worse, detail = kept(lone_game((1, 1, 1), seed=3))
    assert worse.endswith(". Your personal best is 15") and "rank Dungeon Tourist; your personal best is 15" in detail
    same, _ = kept(lone_game((5, 5, 5), seed=4))
    assert "equal to your personal best of 15" in same
    assert json.loads(best_file().read_text())["bests"]["plain"]["score"] == 15


def test_telling_again_tells_the_same_story():
    """The best is kept once: the same game told again (its save opened again) still calls it a new best
    rather than 'equal to your best'."""
    kept(lone_game((1, 2, 3), seed=1))
    state = lone_game((4, 5, 6), seed=2)
    told = kept(state)
    assert "a new personal best (the old best was 6)" in told[0]
    assert kept(state) == told
    assert bests.tell("delve", GAME.record(state), keep=False) == "a new personal best (the old best was 6)"


def test_twist_card_games_keep_their_own_best():
    kept(lone_game((5, 5, 5), seed=1))
    assert "your first recorded game" in kept(lone_game((1, 1, 1), seed=2, twists=True))[0]


@pytest.mark.parametrize("content", [b"", b"not json", b"[1, 2]", b'{"bests": []}',
                                     b'{"bests": {"plain": {"score": "many"}}}',
                                     b'{"bests": {"plain": {"score": true}}}', b"\xff\xfe\x00",
                                     b"[" * 100000, b'{"bests": {"plain": {"score": ' + b"9" * 5000 + b"}}}"])
def test_a_damaged_best_file_is_ignored_never_a_crash(content):
    """A damaged file is ignored: the game ends as if there were no best, and the new best replaces it."""
    best_file().write_bytes(content)
    assert "your first recorded game" in kept(lone_game((3, 4, 5), seed=5))[0]
    assert json.loads(best_file().read_text())["bests"]["plain"]["score"] == 12


def test_a_best_file_that_is_not_a_file_or_too_big_is_ignored():
    best_file().mkdir()
    told = kept(lone_game(seed=6))[0]
    assert "your first recorded game" in told and "(not kept: " in told
    best_file().rmdir()
    best_file().write_text(json.dumps({"bests": {"plain": {"score": 99}}, "pad": "x" * bests.MAX_BYTES}))
    assert "your first recorded game" in kept(lone_game(seed=7))[0]


def test_a_computer_seat_alone_keeps_no_best():
    """Only a person's best is kept: a computer seat (as in simulate) has no record to keep."""
    state = lone_game((3, 4, 5), computer=True)
    outcome = GAME.outcome(state)
    assert "Apprentice Delver" in outcome.reason and "best" not in outcome.reason
    assert GAME.record(state) is None and not best_file().exists()


def test_a_table_of_several_still_has_a_winner():
    state = start("Knight", "Minstrel")
    for level in (2, 1, 2, 1, 2, 1):
        at(state, REGROUP, party=["Fighter"], level=level)
        play(state, A.Retire(xp=level))
    assert GAME.outcome(state).reason == "Ann wins with 6" and GAME.record(state) is None
