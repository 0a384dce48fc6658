"""Dungeon! (TSR, 1975) for the Dungeon Shelf: the rules core, its cards as data and its computer player."""

from game.engine.shelf import ShelfEntry, lazy_game

SHELF = ShelfEntry(id="dungeon", title="Dungeon!",
                   blurb="Six levels of rooms and monsters: bring enough treasure back to the Main Staircase.",
                   min_players=1, max_players=12, order=10, rules=f"{__name__}.game",
                   best_words="Biggest hoard carried out", score_words="gold pieces", rounds_word="rounds")

# the rules load when GAME is first asked for (the menu needs SHELF only)
__getattr__ = lazy_game(__name__, SHELF.rules)
