"""Kick the Door: kick open doors, fight monsters, curse your friends and reach level 10. The card set is
the project's own design."""

from game.engine.shelf import ShelfEntry, lazy_game

SHELF = ShelfEntry(id="doors", title="Kick the Door",
                   blurb="Kick open doors, fight monsters, curse your friends and reach level 10.",
                   min_players=3, max_players=6, order=50, rules=f"{__name__}.game",
                   score_words="level")

# the rules load when GAME is first asked for (the menu needs SHELF only)
__getattr__ = lazy_game(__name__, SHELF.rules)
