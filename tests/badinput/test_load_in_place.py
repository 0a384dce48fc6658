"""Issue 26, item 5: `play --load` of a table's autosave goes on in that same file, as Continue does: the
game is listed once under games in progress however often it is loaded, and a saved copy (Save in the
pause menu) stays as it was saved while its game goes on in an autosave of its own."""

from __future__ import annotations

import pygame
import pytest

from game.cli import main
from game.engine import saves, summaries
from game.engine.registry import load_game
from game.ui import app as app_module

from .bad_saves import base_session


@pytest.fixture
def played(monkeypatch):
    """`play` runs the app: here it opens the table, the seat to act makes one move, and the app ends."""
    tables = []

    def run(self, first):
        self.stack.push(first)
        self.stack.apply()
        table = self.stack.top
        tables.append(table)
        table.session.play(table.session.computer_choice())
        table.autosave()
        pygame.quit()
        return 0
    monkeypatch.setattr(app_module.App, "run", run)
    return tables


def in_progress() -> list[saves.SaveInfo]:
    return [i for i in summaries.list_saves() if i.autosave and not i.finished]


@pytest.mark.parametrize("name", ["autosave-escape-20250101-101010.json", "autosave.json"])
def test_play_load_of_an_autosave_goes_on_in_that_file(played, name):
    path = saves.saves_dir() / name
    saves.save_session(base_session(load_game("escape")), path)
    moves = saves.peek(path).actions
    for k in range(1, 4):   # each play --load: the same file, one more move, nothing else in the folder
        assert main(["play", "--load", str(path)]) == 0
        assert played[-1].keeping.file == path.absolute()
        assert [i.path for i in in_progress()] == [path]
        assert saves.peek(path).actions == moves + k
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == [name]


def test_play_load_of_a_relative_path_goes_on_in_that_file(played, monkeypatch):
    folder = saves.saves_dir()
    path = folder / "autosave-doors-20250101-101010.json"
    saves.save_session(base_session(load_game("doors")), path)
    monkeypatch.chdir(folder)
    assert main(["play", "--load", path.name]) == 0
    assert [i.path for i in in_progress()] == [path]


def test_play_load_of_a_saved_copy_keeps_the_copy_as_it_was(played):
    copy = saves.new_save_path("escape")
    saves.save_session(base_session(load_game("escape")), copy)
    before = copy.read_bytes()
    assert main(["play", "--load", str(copy)]) == 0
    assert copy.read_bytes() == before
    playing = in_progress()
    assert len(playing) == 1 and playing[0].path != copy and playing[0].path == played[-1].keeping.file
