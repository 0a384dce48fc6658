"""Kick the Door: kick open doors, fight monsters, curse your friends and reach level 10. The card set is
the project's own design."""

from .game import DoorsGame

GAME = DoorsGame()

__all__ = ["GAME", "DoorsGame"]
