"""Wilds & Depths: round and round a town track, through the wilderness and three dungeon depths, for
silver and the skulls of defeated monsters."""

from game.engine.shelf import ShelfEntry, lazy_game

SHELF = ShelfEntry(id="town", title="Wilds & Depths",
                   blurb="Round and round the town track, ever deeper, for coins and skulls.",
                   min_players=2, max_players=6, order=20, rules=f"{__name__}.game",
                   best_words="Most skulls in a win", score_words="skulls", rounds_word="rounds")

# the rules load when GAME is first asked for (the menu needs SHELF only)
__getattr__ = lazy_game(__name__, SHELF.rules)
