"""Dungeon! (TSR, 1975) for the Dungeon Shelf: the rules core, its cards as data and its computer player."""

from .game import DungeonGame

GAME = DungeonGame()

__all__ = ["GAME", "DungeonGame"]
