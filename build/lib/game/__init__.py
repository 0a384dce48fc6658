"""Dungeon Shelf: five dungeon board games for one screen.

The rules of every game live in game.games and know nothing of the screen; game.engine holds what the
games share (dice, decks, boards, saves, the game protocol); game.ui draws and takes the mouse.
"""

__version__ = "0.1.0"
