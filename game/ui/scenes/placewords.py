"""What a place on a board is, in a player's words, for the board viewer (no game in progress).

The games' own naming is used where a game has it (Dungeon!'s corridors named by the nearest room, the
instruction printed on a Wilds & Depths square, what a square of Rovert's Lair asks); any other board gets
the place's name from its map, or what kind of place it is.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.board import Board, BoardError
from game.engine.words import article

Lines = list[tuple[str, str]]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _dungeon(board: Board) -> Callable[[int], Lines]:
    from game.games.dungeon.dungeonmap import CHAMBER, CORRIDOR, ROOM, START, dungeon_map

    m = dungeon_map(board)
    kinds = {ROOM: "Room", CHAMBER: "Large chamber", CORRIDOR: "Corridor"}

    def words(sid: int) -> Lines:
        lines = [(_capital(m.name(sid)), "bold")]
        if m.kind[sid] == START:
            lines.append(("Every adventurer starts here, and brings treasure back here to win", "italic"))
        elif m.kind[sid] in kinds:
            lines.append((f"{kinds[m.kind[sid]]} of level {m.level_label(sid)}", "italic"))
        return lines
    return words


def _escape(board: Board) -> Callable[[int], Lines]:
    from game.games.escape.board import build_path
    from game.games.escape.odds import space_text

    path = build_path(board)

    def words(sid: int) -> Lines:
        name, text = path.name(sid), space_text(path, sid)
        if text.startswith(name + ": "):
            text = _capital(text[len(name) + 2:])
        return [(name, "bold"), (text, "body")]
    return words


def _town(board: Board) -> Callable[[int], Lines]:
    from game.games.town.board import build_track
    from game.games.town.words import DEPTH_WORDS

    track = build_track(board)
    return lambda sid: [(f"{track.name(sid)} ({DEPTH_WORDS.get(track.depth(sid), '')})", "bold"),
                        (track.instruction(sid) + ".", "body")]


GAMES: dict[str, Callable[[Board], Callable[[int], Lines]]] = {"dungeon": _dungeon, "escape": _escape,
                                                               "town": _town}


def place_words(board: Board, game_id: str | None) -> Callable[[int], Lines]:
    """A function giving the words for each place of this board: the game's own, else the map's names."""
    maker = GAMES.get(game_id or "")
    if maker is not None:
        try:
            return maker(board)
        except (BoardError, LookupError, ValueError):   # a map the game's helpers cannot read: the plain names
            pass

    def plain(sid: int) -> Lines:
        space = board.spaces[sid]
        return [(space.name or _capital(article(space.kind.replace("_", " "))), "bold")]
    return plain
