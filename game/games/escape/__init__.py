"""Escape from Rovert's Lair (the rules of "Hirelings: The Ascent"): hirelings race up the escape path
out of a dragon's lair, ahead of the Flaming Fireball of Doom."""

from .game import EscapeGame

GAME = EscapeGame()

__all__ = ["GAME", "EscapeGame"]
