"""Kick the Door: kick open doors, fight monsters, dodge curses and reach level 10.

Its rules have not landed yet: the shelf shows it, greyed, from this entry alone."""

from game.engine.registry import ShelfEntry

SHELF = ShelfEntry(id="doors", title="Kick the Door", min_players=3, max_players=6, order=50,
                   blurb="Kick open doors, fight monsters, dodge curses and reach level 10.")
