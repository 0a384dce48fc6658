"""Headless everywhere: SDL's dummy drivers, and a private data folder so tests never touch real saves."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("DUNGEON_SHELF_HOME", str(home))
    return home
