"""Wilds & Depths: round and round a town track, through the wilderness and three dungeon depths, for
silver and the skulls of defeated monsters."""

from .game import TownGame

GAME = TownGame()

__all__ = ["GAME", "TownGame"]
