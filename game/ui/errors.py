"""The app's error log: what went wrong, written to errors.log in the data folder, never shown to a player as
a traceback (the screens that catch an error say it in a line and go on)."""

from __future__ import annotations

import sys
import time
import traceback

from game import __version__
from game.engine.saves import data_dir


def log_error() -> str:
    """The error being handled, appended to the log; where the log is, in words."""
    try:
        path = data_dir() / "errors.log"
        with path.open("a", encoding="utf-8") as f:
            f.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} Dungeon Shelf {__version__}\n")
            f.write(traceback.format_exc())
        print(f"dungeon-shelf: an error was written to {path}", file=sys.stderr)
        return str(path)
    except OSError:
        return "the error log (which could not be written)"
