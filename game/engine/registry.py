"""The shelf: every game package under game/games, found by itself.

A package says what it is in its `__init__.py`: a SHELF entry (id, title, one line, player range, picture,
place on the shelf, and the module that holds its GAME), read without loading the rules; a package whose
rules have not landed yet names no rules module, and the menu shows it greyed. A package that defines only
a GAME is found too (its rules load with it). Dropping a package into game/games is enough for the menu,
`play`, `simulate` and `screenshot` to find it; nothing else names the games.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from typing import TYPE_CHECKING

from .shelf import ShelfEntry

if TYPE_CHECKING:
    from .protocol import Game

__all__ = ["ShelfEntry", "entry", "get_game", "ids", "load_game", "playable_ids", "shelf"]


GAMES = "game.games"   # the package the games are dropped into, found by name: the engine imports no game


def _package_ids() -> list[str]:
    where = importlib.import_module(GAMES).__path__
    return sorted(m.name for m in pkgutil.iter_modules(where) if m.ispkg and not m.name.startswith("_"))


@functools.cache
def _module(game_id: str) -> object | None:
    try:
        return importlib.import_module(f"{GAMES}.{game_id}")
    except ModuleNotFoundError as e:
        if e.name == f"{GAMES}.{game_id}":
            return None
        raise


@functools.cache
def shelf() -> tuple[ShelfEntry, ...]:
    """Every game on the shelf, in shelf order: the playable ones and the ones still to come."""
    found: list[ShelfEntry] = []
    for game_id in _package_ids():
        module = _module(game_id)
        said = getattr(module, "SHELF", None)
        if isinstance(said, ShelfEntry):
            found.append(said)
        elif (game := getattr(module, "GAME", None)) is not None:
            found.append(ShelfEntry(id=game.id, title=game.title, blurb=game.blurb, min_players=game.min_players,
                                    max_players=game.max_players, picture=game.picture, order=game.shelf_order,
                                    rules=f"{GAMES}.{game_id}"))
    return tuple(sorted(found, key=lambda e: (e.order, e.title)))


def ids() -> list[str]:
    return [e.id for e in shelf()]


def entry(game_id: str) -> ShelfEntry:
    for e in shelf():
        if e.id == game_id:
            return e
    raise KeyError(f"no game called {game_id!r}; the shelf holds {', '.join(ids())}")


def load_game(game_id: str) -> Game | None:
    """The game's rules, or None while they have not landed (or for an id not on the shelf)."""
    if game_id not in ids() or not entry(game_id).playable:
        return None
    from .protocol import Game  # here, not at the top: the menu lists the shelf without the protocol
    game = getattr(importlib.import_module(entry(game_id).rules), "GAME", None)
    return game if isinstance(game, Game) else None


def get_game(game_id: str) -> Game:
    game = load_game(game_id)
    if game is None:
        raise KeyError(f"{entry(game_id).title} is not playable yet")
    return game


def playable_ids() -> list[str]:
    return [e.id for e in shelf() if e.playable]


def forget() -> None:
    """Look for the packages again (a test that drops a game package in)."""
    shelf.cache_clear()
    _module.cache_clear()
    importlib.invalidate_caches()
