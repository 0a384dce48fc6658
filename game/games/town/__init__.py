"""Wilds & Depths: round and round a town track, through the wilderness and three dungeon depths.

Its rules have not landed yet: the shelf shows it, greyed, from this entry alone."""

from game.engine.registry import ShelfEntry

SHELF = ShelfEntry(id="town", title="Wilds & Depths", min_players=2, max_players=6, order=20,
                   blurb="Round and round the town track, ever deeper, for coins and skulls.")
