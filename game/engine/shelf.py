"""What the shelf knows of a game before its rules load: its name, one line, seats and place.

Every game package says this in its `__init__.py` as SHELF, with nothing else imported, so the main menu
draws its five cards without loading five rules packages (a quarter of a second at start-up); the rules
load when a game's set-up or table opens (`registry.load_game`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class ShelfEntry:
    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    picture: str = ""      # the sprite shown on the menu card ("menu/<id>" if not given)
    order: int = 100       # place on the shelf, left to right (then by title)
    rules: str = ""        # the module that holds the game's GAME (dotted, whole); "" until its rules land
    best_words: str = ""   # the Records screen's record of the shelf for the best winning score ("": none kept)
    feat_words: str = ""   # and for the game's own record (Game.feat: "Deepest delve"; "": none kept)
    feat_said: str = "{:,}"   # the game's own record's number in words ("level {}")
    score_words: str = "score"   # what a seat's score counts, its column's heading ("squares climbed")
    rounds_word: str = "turns"   # what the table counts ("Round N": "rounds"), the chart's x and the shortest win
    fixed_length: bool = False   # every game lasts as long (Dice Delve's delves): no shortest win is kept

    @property
    def playable(self) -> bool:
        return bool(self.rules)

    def player_range(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"


def lazy_game(package: str, rules: str):  # noqa: ANN201 (a module's __getattr__)
    """A package's `__getattr__` that loads its GAME from the rules module when first asked for, so that
    `from game.games.<id> import GAME` still works while importing the package itself stays light."""
    def __getattr__(name: str) -> object:
        if name == "GAME":
            return importlib.import_module(rules).GAME
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return __getattr__
