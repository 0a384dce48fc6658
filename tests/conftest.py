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


@pytest.fixture
def toy_on_shelf(monkeypatch):
    """Saves name their game by id; let the save loader find the test game (it is never on the real shelf)."""
    from game.engine import registry, saves
    from tests.toygame import GAME

    real = registry.load_game

    def load(game_id):
        return GAME if game_id == "toy" else real(game_id)

    monkeypatch.setattr(saves, "load_game", load)
    real_ids = registry.ids
    monkeypatch.setattr(saves, "ids", lambda: [*real_ids(), "toy"])


def pytest_collection_modifyitems(items):
    """The heavy tests first (in their files' order), so that the longest ones start at once on both cores
    and the short ones fill in around them: a long test started last would keep one core busy alone."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)
