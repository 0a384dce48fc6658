"""A private copy of the Dungeon! BoardSchema (DUNGEON_BOARD_SCHEMA.md), used only until the real board's
game/games/dungeon/board.py lands; then the tests use that module's SCHEMA instead."""

from game.engine.board import BoardSchema

try:  # the board helper's schema, once merged
    from game.games.dungeon.board import SCHEMA  # type: ignore[attr-defined]
except ImportError:
    SCHEMA = BoardSchema(
        spaces={"start": {}, "corridor": {"level": int, "section": str}, "room": {"level": int, "section": str},
                "chamber": {"level": int, "section": str}},
        links={"path": {}, "door": {}, "secret_door": {}, "stairs": {"steps": int}},
        marks={"section": {"level": int, "section": str}, "label": {"text": str}},
        start=("start",),
    )
