"""Keeping a table's game in its own autosave file: after every move, once the frame that answers it is shown
(the player sees the move first), and a finished game once, marked finished (Load lists it apart, to watch
again), never written again: opened from Load or looked at after its end, it keeps the time it was played."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.engine import saves, summaries
from game.engine.session import Session


class Keeping:
    def __init__(self, session: Session[Any], file: Path | None, say: Callable[[str], None]) -> None:
        """`say`: how a failed autosave is told (App.say: play goes on)."""
        self.session, self.say = session, say
        self.file = file    # the table's own autosave (a new file at the first save)
        self.owed = False   # a move played, not kept yet
        # (opened finished, from a save that holds its end: never written again)
        self.kept_over = session.outcome is not None and len(session.history) == session.resumed

    def save(self) -> None:
        self.owed = False
        session = self.session
        over = session.outcome is not None
        if over and self.kept_over:
            return
        try:
            if self.file is None:
                self.file = saves.new_autosave_path(session.game.id)
            summaries.save(session, self.file)
        except OSError as e:
            self.say(f"Autosave failed: {e.strerror or e}")
            return
        self.kept_over = over
