"""Dice Delve: a push-your-luck dice delve with heroes, treasures and twist cards (1-4 seats)."""

from .rules import GAME, DiceDelve

__all__ = ["GAME", "DiceDelve"]
