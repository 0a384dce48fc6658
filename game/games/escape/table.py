"""What every rule module needs: the hireling whose turn it is, its name, and pausing for a decision."""

from __future__ import annotations

from game.engine.events import Asked

from .state import EscapeState, Hireling


def hireling(state: EscapeState) -> Hireling:
    assert state.to_act is not None
    return state.hirelings[state.to_act]


def who(state: EscapeState, seat: int | None = None) -> str:
    return state.name(state.to_act if seat is None else seat)


# What a seat is asked when the move pauses for it (the side panel says more; the log leaves it out).
ASKED = {"branch": "chooses a way at the split", "steal": "may reach into a backpack here",
         "fire": "is caught by the fireball: throw a card to stay ahead of it, or burn"}


def ask(state: EscapeState, phase: str, seat: int | None = None) -> None:
    """Pause for a decision: set it, then say so (the screen's moment after this shows it asked)."""
    if seat is not None:
        state.to_act = seat
    state.phase = phase
    state.emit(Asked(seat=state.to_act, prompt=f"{who(state)} {ASKED[phase]}"))
