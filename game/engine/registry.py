"""The shelf: every game package under game/games, found by itself.

A package says what it is: its GAME (a Game) carries the id, title, one line, player range, picture and
place on the shelf; a package whose rules have not landed yet says the same with a SHELF entry and no
GAME, and the menu shows it greyed. Dropping a package with a GAME into game/games is enough for the
menu, `play`, `simulate` and `screenshot` to find it; nothing else names the games.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from dataclasses import dataclass

from .protocol import Game


@dataclass(frozen=True, kw_only=True)
class ShelfEntry:
    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    picture: str = ""      # the sprite shown on the menu card ("menu/<id>" if not given)
    order: int = 100       # place on the shelf, left to right (then by title)

    def player_range(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"

    @classmethod
    def of(cls, game: Game) -> ShelfEntry:
        return cls(id=game.id, title=game.title, blurb=game.blurb, min_players=game.min_players,
                   max_players=game.max_players, picture=game.picture or f"menu/{game.id}", order=game.shelf_order)


def _package_ids() -> list[str]:
    import game.games as games
    return sorted(m.name for m in pkgutil.iter_modules(games.__path__) if m.ispkg and not m.name.startswith("_"))


@functools.cache
def _module(game_id: str) -> object | None:
    try:
        return importlib.import_module(f"game.games.{game_id}")
    except ModuleNotFoundError as e:
        if e.name == f"game.games.{game_id}":
            return None
        raise


@functools.cache
def shelf() -> tuple[ShelfEntry, ...]:
    """Every game on the shelf, in shelf order: the playable ones and the ones still to come."""
    found: list[ShelfEntry] = []
    for game_id in _package_ids():
        module = _module(game_id)
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found.append(ShelfEntry.of(game))
        elif isinstance(getattr(module, "SHELF", None), ShelfEntry):
            found.append(module.SHELF)  # type: ignore[union-attr]
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
    if game_id not in ids():
        return None
    game = getattr(_module(game_id), "GAME", None)
    return game if isinstance(game, Game) else None


def get_game(game_id: str) -> Game:
    game = load_game(game_id)
    if game is None:
        raise KeyError(f"{entry(game_id).title} is not playable yet")
    return game


def playable_ids() -> list[str]:
    return [e.id for e in shelf() if load_game(e.id) is not None]


def forget() -> None:
    """Look for the packages again (a test that drops a game package in)."""
    shelf.cache_clear()
    _module.cache_clear()
    importlib.invalidate_caches()
