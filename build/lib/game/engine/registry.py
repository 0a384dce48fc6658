"""The five games on the shelf. A game is playable once its package game.games.<id> defines GAME."""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass

from .protocol import Game


@dataclass(frozen=True, kw_only=True)
class ShelfEntry:
    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int

    def player_range(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"


SHELF: tuple[ShelfEntry, ...] = (
    ShelfEntry(id="dungeon", title="Dungeon!", min_players=1, max_players=12,
               blurb="Six levels of monsters and treasure: bring the loot back up the stairs."),
    ShelfEntry(id="town", title="Wilds & Depths", min_players=2, max_players=6,
               blurb="Round and round the town track, ever deeper, for coins and skulls."),
    ShelfEntry(id="escape", title="Escape from Rovert's Lair", min_players=2, max_players=6,
               blurb="Hirelings flee the lair ahead of the Flaming Fireball of Doom."),
    ShelfEntry(id="delve", title="Dice Delve", min_players=1, max_players=4,
               blurb="Push your luck level after level with a party of dice."),
    ShelfEntry(id="doors", title="Kick the Door", min_players=3, max_players=6,
               blurb="Kick open doors, fight monsters, dodge curses and reach level 10."),
)


def entry(game_id: str) -> ShelfEntry:
    for e in SHELF:
        if e.id == game_id:
            return e
    raise KeyError(f"no game called {game_id!r}; the shelf holds {', '.join(e.id for e in SHELF)}")


@functools.cache
def load_game(game_id: str) -> Game | None:
    """The game's rules, or None while they have not landed."""
    entry(game_id)
    try:
        module = importlib.import_module(f"game.games.{game_id}")
    except ModuleNotFoundError as e:
        if e.name == f"game.games.{game_id}":
            return None
        raise
    return getattr(module, "GAME", None)


def get_game(game_id: str) -> Game:
    game = load_game(game_id)
    if game is None:
        raise KeyError(f"{entry(game_id).title} is not playable yet")
    return game


def playable_ids() -> list[str]:
    return [e.id for e in SHELF if load_game(e.id) is not None]
