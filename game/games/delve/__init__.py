"""Dice Delve: a push-your-luck dice delve with heroes, treasures and twist cards (1-4 seats)."""

from game.engine.shelf import ShelfEntry, lazy_game

SHELF = ShelfEntry(id="delve", title="Dice Delve",
                   blurb="Push your luck level after level with a party of dice.",
                   min_players=1, max_players=4, order=40, rules=f"{__name__}.game",
                   best_words="Highest winning score", feat_words="Deepest delve", feat_said="level {}",
                   score_words="points", rounds_word="rounds", fixed_length=True)

# the rules load when GAME is first asked for (the menu needs SHELF only)
__getattr__ = lazy_game(__name__, SHELF.rules)
