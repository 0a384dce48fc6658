"""Issue 24, the family's records: kept in SQLite in the data folder, a game once, names whatever their case
and spacing, only finished games; rebuilt from the finished games' saves when the file is missing or damaged;
shown and never written where the data folder cannot be written; a name removed stays out."""

from __future__ import annotations

import os
import sqlite3

import pytest

from game.engine import records as R
from game.engine import saves
from game.engine.records import Played, Records, SeatResult, played_of
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session


def game_of(key: str, game: str = "escape", *, winner: int = 0, names=("Ada", "Bram"), strengths=("", ""),
            turns: int = 20, score: int = 5, ended: str = "2026-11-01 20:00:00") -> Played:
    seats = zip(names, strengths, strict=True)
    return Played(key=key, game=game, ended=ended, turns=turns, seats=tuple(
        SeatResult(name=n, strength=s, won=i == winner, score=score + i) for i, (n, s) in enumerate(seats)))


def played_to_end(game_id: str = "escape", seed: int = 3, names=("Ada", "Bram")) -> Session:
    game = load_game(game_id)
    session = Session(game, TableConfig(seats=[Seat(name=n) for n in names]), seed)   # (people: computer_choice plays)
    while session.outcome is None:
        session.play(session.computer_choice())
    return session


def test_names_are_one_person_whatever_their_case_and_spacing():
    Records().add(game_of("a", names=("Ada", "Bram")), game_of("b", names=(" ada ", "BRAM"), winner=1),
                  game_of("c", names=("ADA", "bram"), ended="2026-11-03 20:00:00"))
    book = Records().book()
    assert sorted(book.people) == ["ADA", "bram"]          # the latest spelling, for all three games
    assert book.people["ADA"]["escape"].played == 3 and book.people["ADA"]["escape"].won == 2
    assert book.people["ADA"]["escape"].last == "2026-11-03 20:00:00"


def test_a_game_is_counted_once_and_a_winning_run_is_the_longest_in_a_row():
    wins = [0, 0, 1, 0, 0, 0, 1]
    Records().add(*(game_of(f"g{i}", winner=w, ended=f"2026-11-{i + 1:02d}") for i, w in enumerate(wins)))
    Records().add(game_of("g0", winner=0, ended="2026-11-01"))    # the same game again: not counted twice
    ada = Records().book().people["Ada"]["escape"]
    assert (ada.played, ada.won, ada.run, ada.best) == (7, 5, 3, 5)


def test_computer_seats_are_listed_apart_by_strength_and_the_shelf_records_are_the_peoples():
    Records().add(game_of("a", "dungeon", names=("Ada", "Hal"), strengths=("", "hard"), winner=1, turns=10, score=900),
                  game_of("b", "dungeon", names=("Ada", "Eve"), strengths=("", "easy"), winner=0, turns=12, score=700))
    book = Records().book()
    assert list(book.people) == ["Ada"]
    assert book.computers["hard"]["dungeon"].won == 1 and book.computers["easy"]["dungeon"].won == 0
    # Hal (a computer seat) won with more and sooner: the shelf's records are still Ada's
    assert (book.best["dungeon"].value, book.best["dungeon"].name) == (700, "Ada")
    assert (book.shortest["dungeon"].value, book.shortest["dungeon"].name) == (12, "Ada")
    Records().add(game_of("c", "escape", names=("Bram", "Ada"), strengths=("normal", ""), winner=0, turns=5))
    assert "escape" not in Records().book().shortest and "escape" not in Records().book().best


def test_a_shortest_win_counts_the_rounds_the_table_counts():
    session = played_to_end("escape", 3)
    played = played_of(session, "2026-11-20 21:00:00")
    assert played.turns == session.state.round < session.state.turn   # "Round N" at the table, not the turns
    Records().add(played)
    winner = session.state.name(session.outcome.winners[0])
    assert (Records().book().shortest["escape"].value, Records().book().shortest["escape"].name) == \
        (session.state.round, winner)


def test_the_deepest_delve_is_the_deepest_level_any_seat_reached_in_one_delve_with_who_and_when():
    from game.engine.protocol import observing
    from game.games.delve.events import DelveEnded
    ends: list[DelveEnded] = []
    with observing(lambda state, event: ends.append(event) if isinstance(event, DelveEnded) else None):
        session = played_to_end("delve", 3, names=("Ada", "Bram", "Cora"))
    played = played_of(session, "2026-11-20 21:00:00")
    deepest = [max(e.level for e in ends if e.seat == seat) for seat in range(3)]
    assert [s.feat for s in played.seats] == deepest and len(set(deepest)) > 1
    Records().add(played, game_of("shallow", "delve", names=("Bram", "Dee"), ended="2026-11-21 21:00:00"))
    feat = Records().book().feats["delve"]                    # (a game whose seats reached no level adds none)
    first = deepest.index(max(deepest))                       # (a tie: the earlier game's, the seat first at table)
    assert (feat.value, feat.name, feat.ended) == (max(deepest), ("Ada", "Bram", "Cora")[first], "2026-11-20 21:00:00")
    assert "escape" not in Records().book().feats             # a game keeping no record of its own has none
    saves.save_session(session, saves.saves_dir() / "delve.json")
    (saves.data_dir() / R.FILE).write_bytes(b"damaged")
    assert [s.feat for s in R.played_in_save(saves.saves_dir() / "delve.json").seats] == deepest
    assert Records().book().feats["delve"].value == max(deepest)   # made again from the save


def test_a_game_abandoned_before_its_end_is_not_recorded():
    session = Session(load_game("escape"), TableConfig(seats=[Seat(name="Ada"), Seat(name="Bram")]), 3)
    session.play(session.computer_choice())
    assert played_of(session) is None
    saves.save_session(session, saves.saves_dir() / "unfinished.json")
    (saves.data_dir() / R.FILE).unlink(missing_ok=True)
    assert Records().book().games == 0                      # the rebuild finds no finished game


@pytest.mark.parametrize("damage", ["missing", "garbage", "empty", "foreign"])
def test_missing_or_damaged_records_are_rebuilt_from_the_finished_games_saves(damage):
    session = played_to_end(names=("Ada", "Bram"))
    saves.save_session(session, saves.saves_dir() / "finished.json")
    Records().add(played_of(session))
    path = saves.data_dir() / R.FILE
    if damage == "missing":
        path.unlink()
    elif damage == "garbage":
        path.write_bytes(b"this is no database" * 100)
    elif damage == "empty":
        path.write_bytes(b"")
    else:
        import sqlite3
        path.unlink()
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE games (x)")
        db.commit()
        db.close()
    records = Records()
    book = records.book()
    assert book.games == 1 and sorted(book.people) == ["Ada", "Bram"]
    winner = session.state.name(session.outcome.winners[0])
    assert book.people[winner]["escape"].won == 1
    assert Records().book().games == 1 and Records()._sound() is not None   # the file was made again


def test_a_read_only_data_folder_shows_the_records_and_writes_nothing(monkeypatch):
    Records().add(game_of("a"))
    path = saves.data_dir() / R.FILE
    before = path.read_bytes()
    os.chmod(saves.data_dir(), 0o555)
    os.chmod(path, 0o444)
    monkeypatch.setattr(R, "can_write", lambda p: False)    # (as root, the modes alone would not stop a write)
    try:
        records = Records()
        book = records.book()
        assert book.people["Ada"]["escape"].played == 1 and "cannot be written" in book.note
        assert records.add(game_of("b")) is not None and records.remove("Ada") is not None
        assert path.read_bytes() == before
    finally:
        os.chmod(saves.data_dir(), 0o755)
        os.chmod(path, 0o644)


def test_a_read_only_data_folder_without_records_shows_them_made_from_the_saves(monkeypatch):
    session = played_to_end()
    saves.save_session(session, saves.saves_dir() / "finished.json")
    monkeypatch.setattr(R, "can_write", lambda p: False)
    assert Records().book().games == 1
    assert not (saves.data_dir() / R.FILE).exists()


def test_a_removed_name_leaves_the_records_and_comes_back_only_with_a_new_game():
    Records().add(game_of("a"), game_of("b"))
    assert Records().remove(" ADA") is None
    book = Records().book()
    assert list(book.people) == ["Bram"] and book.people["Bram"]["escape"].played == 2
    Records().add(game_of("a"))                     # a game already recorded brings no one back
    assert "Ada" not in Records().book().people
    Records().add(game_of("c"))                     # a new game at the table does
    assert Records().book().people["Ada"]["escape"].played == 1


def test_a_thousand_finished_games_are_all_counted():
    Records().add(*(game_of(f"g{i}", ("dungeon", "town", "escape", "delve", "doors")[i % 5], winner=i % 2,
                            names=("Ada", f"Guest{i % 40}")) for i in range(1000)))
    book = Records().book()
    assert book.games == 1000 and sum(line.played for line in book.people["Ada"].values()) == 1000
    assert sum(line.won for line in book.people["Ada"].values()) == 500 and len(book.people) == 41


def test_records_kept_before_the_rounds_were_counted_keep_their_games_and_removed_names():
    Records().add(game_of("a", names=("Ada", "Bram"), turns=40), game_of("b", names=("Cora", "Bram"), turns=30))
    Records().remove("Cora")
    path = saves.data_dir() / "records.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 2")   # (a version 2 file: its lengths counted in turns)
    db.commit()
    db.close()
    book = Records().book()
    assert book.games == 2 and "Cora" not in book.people and book.people["Bram"]["escape"].played == 2
    assert "escape" not in book.shortest   # a length in turns is not a number of rounds: forgotten
    Records().add(game_of("c", names=("Ada", "Bram"), turns=25))
    assert Records().book().shortest["escape"].value == 25 and Records().book().games == 3
