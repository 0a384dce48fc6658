"""The Dungeon! BoardSchema for the rules' test maps: the board's own (game/games/dungeon/board.py)."""

from game.games.dungeon.board import SCHEMA

__all__ = ["SCHEMA"]
