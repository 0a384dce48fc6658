"""What a place on a board is, in a player's words, for the board viewer (no game in progress).

A game that names its places its own way says so (Game.place_words: Dungeon!'s corridors named by the
nearest room, the instruction printed on a Wilds & Depths square, what a square of Rovert's Lair asks); any
other board gets the place's name from its map, or what kind of place it is.
"""

from __future__ import annotations

from game.engine.board import Board, BoardError
from game.engine.protocol import PlaceWords
from game.engine.registry import load_game
from game.engine.words import article, capital


def place_words(board: Board, game_id: str | None) -> PlaceWords:
    """A function giving the words for each place of this board: the game's own, else the map's names."""
    game = load_game(game_id) if game_id else None
    if game is not None:
        try:
            words = game.place_words(board)
        except (BoardError, LookupError, ValueError):   # a map the game's helpers cannot read: the plain names
            words = None
        if words is not None:
            return words

    def plain(sid: int) -> list[tuple[str, str]]:
        space = board.spaces[sid]
        return [(space.name or capital(article(space.kind.replace("_", " "))), "bold")]
    return plain
