"""Issue 14, Saves: every game in progress is kept (one autosave per table), Continue resumes the latest,
Load lists the games in progress by game, seats, round and time and the finished games apart, nothing is
discarded unless the player says so; saved-game messages name the game and the table, never a file."""

from __future__ import annotations

import json

from game.engine import saves, summaries
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.launch import open_save, start_game, table_scene
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.load import LoadScene, SaveRow
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.pause import PauseScene
from game.ui.tabletop.scene import TableScene
from tests.ui.conftest import button, click, idle, show


def config(*names: str, kind: str = "human") -> TableConfig:
    return TableConfig(seats=[Seat(name=n, kind=kind) for n in names])


def started(app, game_id: str, *names: str):
    start_game(app, load_game(game_id), config(*names), seed=3)
    app.stack.apply()
    return table_on(app)


def table_on(app):
    return next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))


def test_starting_a_game_keeps_every_game_in_progress_and_continue_resumes_the_latest(app):
    first = started(app, "escape", "Ada", "Bram")
    second = started(app, "dungeon", "Cora", "Dain")
    assert first.keeping.file != second.keeping.file
    assert first.keeping.file.exists() and second.keeping.file.exists()   # the first was not thrown away
    assert summaries.continue_info().path == second.keeping.file
    menu = show(app, MenuScene(app))
    assert "Dungeon! · Cora, Dain" in button(menu, "Continue").tooltip
    click(app, button(menu, "Continue").rect.center)
    app.stack.apply()
    assert table_on(app).game.id == "dungeon"


def test_load_lists_games_in_progress_by_game_seats_and_round_and_finished_games_apart(app):
    playing = started(app, "escape", "Ada", "Bram")
    delve = load_game("delve")
    session = Session(delve, config("Solo", kind="computer"), 4)
    while session.outcome is None:
        session.play(session.computer_choice())
    done = table_scene(app, session)
    done.autosave()
    assert saves.peek(done.keeping.file).finished
    assert summaries.continue_info().path == playing.keeping.file   # a game that ended never greys Continue out
    load = show(app, LoadScene(app))
    rows = [w for w in load.widgets if isinstance(w, SaveRow)]
    assert [r.info.path for r in rows] == [playing.keeping.file]
    assert rows[0].info.describe() == "Escape from Rovert's Lair · Ada, Bram · round 1"
    click(app, button(load, "Finished (1)").rect.center)
    rows = [w for w in load.widgets if isinstance(w, SaveRow)]
    assert [r.info.path for r in rows] == [done.keeping.file]
    assert rows[0].info.describe() == "Dice Delve · Solo · finished"


def test_a_save_is_deleted_only_when_the_player_says_so_twice(app):
    table = started(app, "escape", "Ada", "Bram")
    load = show(app, LoadScene(app))
    click(app, button(load, "Delete").rect.center)
    app.stack.apply()
    ask = app.stack.top
    assert isinstance(ask, MessageScene) and "Ada, Bram" in ask.message
    click(app, button(ask, "Keep it").rect.center)
    app.stack.apply()
    assert table.keeping.file.exists()
    click(app, button(load, "Delete").rect.center)
    app.stack.apply()
    click(app, button(app.stack.top, "Delete").rect.center)
    app.stack.apply()
    assert not table.keeping.file.exists() and not [w for w in load.widgets if isinstance(w, SaveRow)]


def test_a_resumed_game_goes_on_in_its_own_autosave(app):
    first = started(app, "escape", "Ada", "Bram")
    started(app, "escape", "Cora", "Dain")
    open_save(app, first.keeping.file)
    app.stack.apply()
    assert table_on(app).keeping.file == first.keeping.file and len(list(saves.saves_dir().glob("*.json"))) == 2


def played_long_ago(path) -> bytes:
    """The save as if written long ago (a save written again now would say another time); its bytes."""
    data = json.loads(path.read_text())
    data["saved_at"] = "2020-01-02 03:04:05"
    path.write_text(json.dumps(data, separators=(",", ":")))
    return path.read_bytes()


def test_opening_a_finished_game_from_load_writes_nothing_and_keeps_the_time_it_was_played(app):
    """'Opening a finished game from Load rewrites its save and changes its listed time'."""
    session = Session(load_game("escape"), config("Ada", "Bram", kind="computer"), 6)
    while session.outcome is None:
        session.play(session.computer_choice())
    done = table_scene(app, session)
    done.autosave()
    before = played_long_ago(done.keeping.file)
    load = show(app, LoadScene(app))
    click(app, button(load, "Finished (1)").rect.center)
    click(app, next(w for w in load.widgets if isinstance(w, SaveRow)).rect.center)
    idle(app, 10)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    click(app, button(over, "Look at the table").rect.center)
    click(app, over.bar_widgets[0].rect.center)   # Results
    app.keep_games()   # (what the app does as it ends)
    assert done.keeping.file.read_bytes() == before and len(list(saves.saves_dir().glob("*.json"))) == 1


def test_a_game_that_ends_at_the_table_is_kept_once_marked_finished(app):
    session = Session(load_game("delve"), config("Solo", kind="computer"), 4)
    table = table_scene(app, session)
    table.autosave()
    show(app, table)
    idle(app, 600)
    assert isinstance(app.stack.top, GameOverScene) and saves.peek(table.keeping.file).finished
    before = played_long_ago(table.keeping.file)
    app.keep_games()
    assert table.keeping.file.read_bytes() == before


def test_the_pause_save_names_the_game_and_the_table_under_its_buttons(app):
    table = started(app, "escape", "Ada", "Bram")
    pause = show(app, PauseScene(app, table))
    click(app, button(pause, "Save").rect.center)
    assert pause.note.startswith("Saved a copy of Escape from Rovert's Lair · Ada, Bram")
    assert ".json" not in pause.note and str(saves.saves_dir()) not in pause.note and app.toast is None
    load = show(app, LoadScene(app))
    click(app, button(load, "Saved copies (1)").rect.center)
    assert [w.info.title for w in load.widgets if isinstance(w, SaveRow)] == ["Escape from Rovert's Lair"]


def test_a_save_that_cannot_be_opened_is_told_without_its_file_name(app):
    broken = saves.saves_dir() / "autosave-escape-20261123-101010.json"
    broken.write_text('{"format": "dungeon-shelf-save", "version": 99}')
    open_save(app, broken)
    app.stack.apply()
    said = app.stack.top
    assert isinstance(said, MessageScene) and "newer Dungeon Shelf" in said.message
    assert broken.name not in said.message and str(saves.saves_dir()) not in said.message
    menu = show(app, MenuScene(app))
    tip = button(menu, "Continue").tooltip
    assert tip.startswith("The latest game cannot be resumed: Saved by a newer") and broken.name not in tip
