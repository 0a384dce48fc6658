"""Fault 6 of issue 15: every bad settings file of the corpus as the player's settings. The app starts to its
menu; each value it can use is kept and each it cannot falls back to its default, value by value; the player
is told in a line; the Settings screen opens, draws and works; the file is not touched until the player
changes a setting."""

from __future__ import annotations

import pygame
import pytest

from game.ui import assets, draw
from game.ui.app import App
from game.ui.prefs import Prefs
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings import SettingsScene

from .conftest import Refusals, snapshot, timed


@pytest.fixture
def warm(monkeypatch):
    """Many apps in a row: keep the fonts and pictures loaded between them (pygame stays initialised)."""
    assets.clear_caches()   # what an earlier test loaded died with its pygame.quit()
    draw.clear_caches()
    monkeypatch.setattr(assets, "clear_caches", lambda: None)
    monkeypatch.setattr(draw, "clear_caches", lambda: None)
    yield
    pygame.quit()


def test_the_app_starts_with_any_bad_settings(corpus, monkeypatch, warm):
    refusals = Refusals()
    for case in corpus["settings"]:
        monkeypatch.setenv("DUNGEON_SHELF_HOME", str(case.path.parent))
        before = snapshot(case.path)
        app, seconds = timed(lambda: App(headless=True))
        if isinstance(app, Exception):
            refusals.problems.append(f"{case.name}: the app did not start: {app!r}")
            continue
        app.audio.ok = False
        wanted = Prefs(**case.kept)
        if app.prefs != wanted:
            refusals.problems.append(f"{case.name}: started with {app.prefs}, not {wanted}")
        note = app.toast[0] if app.toast else None
        if bool(note) != case.told:
            refusals.problems.append(f"{case.name}: the note is {note!r}")
        app.stack.push(MenuScene(app))
        app.stack.apply()
        app.frame([], 1 / 60)
        settings = SettingsScene(app)
        app.stack.push(settings)
        app.stack.apply()
        app.frame([], 1 / 60)
        refusals.check(case.name, note or "-", ".", seconds, before, snapshot(case.path))
        slider = settings.widgets[0]
        slider.on_change(0.3)     # the player changes a setting: now the file is written
        if app.toast and "not saved" in app.toast[0]:
            continue              # a folder in its place cannot be replaced: said, not a crash
        assert case.path.is_file() and '"music_volume": 0.3' in case.path.read_text(), case.name
    refusals.done()
