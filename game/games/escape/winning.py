"""The end of the game: "The first player out of the Dungeon is the winner"; the Dragon wins if no one
gets out."""

from __future__ import annotations

from game.engine.events import GameEnded, Note
from game.engine.protocol import Outcome
from game.engine.words import plural

from .board import EscapePath
from .events import Escaped
from .state import EscapeState


def escape(state: EscapeState, seat: int) -> None:
    """"The first player out of the Dungeon is the winner.\""""
    state.hirelings[seat].status = "escaped"
    state.winner = seat
    state.phase = "over"
    state.steps_left = 0
    state.ended = f"{state.name(seat)} escaped from Rovert's lair first"
    state.emit(Escaped(seat=seat, who=state.name(seat)))
    state.to_act = None
    state.emit(GameEnded(summary=state.ended + "."))


def dragon_wins(state: EscapeState) -> None:
    """"If all players are burned to a crisp, then the Dragon wins.\""""
    state.phase = "over"
    state.to_act = None
    state.ended = "Every hireling was burned to a crisp: the Dragon wins"
    state.emit(Note(message="Rovert the dragon settles back onto his treasure."))
    state.emit(GameEnded(summary=state.ended + "."))


def outcome(state: EscapeState, path: EscapePath) -> Outcome | None:
    """The winner, and each hireling's score: how far up the path it got."""
    if state.phase != "over":
        return None
    total = path.steps_to_exit(path.start)
    scores, details = {}, {}
    for seat, h in enumerate(state.hirelings):
        left = 0 if h.status == "escaped" else path.steps_to_exit(h.square)
        scores[seat] = total - left
        if h.status == "escaped":
            details[seat] = "escaped first"
        elif h.status == "burned":
            details[seat] = f"burned to a crisp at {path.name(h.square)}"
        else:
            details[seat] = f"{plural(left, 'square')} from the exit, {plural(len(h.pack), 'card')} left in the pack"
    winners = (state.winner,) if state.winner is not None else ()
    return Outcome(winners=winners, scores=scores, reason=state.ended, details=details)
