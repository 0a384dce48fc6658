"""Issue "The table is a picture of one moment", item 4: Load and Continue open a table on the saved position
(not its opening played again first), and a row of the Load screen names how far the game has gone as its
table does ("round 3", not the turn counter), with plurals right."""

from __future__ import annotations

from game.engine import saves
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.launch import open_save
from game.ui.scenes.load import LoadScene
from game.ui.tabletop.scene import TableScene
from tests.ui.conftest import note_words, show


def escape_session(rounds: int) -> Session:
    """Escape with two computer hirelings, played on into the given round (many turns: two a round)."""
    game = load_game("escape")
    session = Session(game, TableConfig(seats=[Seat(name=n, kind="computer") for n in ("Ada", "Bram")]), 3)
    while session.state.round < rounds and session.outcome is None:
        session.play(session.computer_choice())
    return session


def test_a_row_names_the_round_as_the_table_does(app, tmp_path):
    session = escape_session(3)
    assert session.state.round == 3 and session.state.turn > 3   # the turn counter is not the round
    path = saves.new_autosave_path("escape")
    saves.save_session(session, path)
    info = saves.peek(path)
    assert info.describe() == "Escape from Rovert's Lair · Ada, Bram · round 3"


def test_a_row_counts_its_moves_with_the_plural_right(app, monkeypatch):
    game = load_game("escape")
    session = Session(game, TableConfig(seats=[Seat(name=n, kind="human") for n in ("Ada", "Bram")]), 3)
    session.play(session.legal()[0])
    saves.save_session(session, saves.new_autosave_path("escape"))
    seen = note_words(monkeypatch, [])
    load = show(app, LoadScene(app))
    app.draw(app.screen)
    assert load is app.stack.top
    assert any(line.endswith("· 1 move") for line in seen), seen
    assert not any("1 moves" in line for line in seen)


def test_load_opens_the_table_on_the_saved_position(app):
    session = escape_session(3)
    path = saves.new_autosave_path("escape")
    saves.save_session(session, path)
    open_save(app, path)
    app.stack.apply()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert not table.playback.busy, "the opening is not played again"
    assert table.shown.view.round == 3 and table.shown.view == table.session.view(table.shown.holder)
    app.frame([], 1 / 60)
    assert table.shown.view.round == 3
