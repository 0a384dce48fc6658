"""Escape from Rovert's Lair (the rules of "Hirelings: The Ascent"): hirelings race up the escape path
out of a dragon's lair, ahead of the Flaming Fireball of Doom."""

from game.engine.shelf import ShelfEntry, lazy_game

SHELF = ShelfEntry(id="escape", title="Escape from Rovert's Lair",
                   blurb="Hirelings race up the escape path ahead of the Flaming Fireball of Doom.",
                   min_players=2, max_players=6, order=30, rules=f"{__name__}.game",
                   score_words="squares climbed", rounds_word="rounds")

# the rules load when GAME is first asked for (the menu needs SHELF only)
__getattr__ = lazy_game(__name__, SHELF.rules)
