"""Response windows: the moments the others may step into a fight.

"After a monster is revealed and before combat is resolved", every other seat in turn (from the fighter's
left) may play a curse or a Go Up a Level card on anyone, a monster enhancer, another undead monster into
an undead fight, a one-shot item for either side, a Cutpurse's stab, or offer to help. Any answer opens
the window again to the others; when everyone has passed, it closes. The "before combat is resolved"
window opens only if the fight changed since the others last had their say (project design: a second
window on an unchanged fight would ask the same question twice).

Curses, Go Up a Level cards, hirelings and discarding a race or class may be played "at any time": here,
at every window and all through the owner's own turn (project design: one seat acts at a time).
"""

from __future__ import annotations

from game.engine.respond import ResponseWindow

from .core import emit, living, who
from .events import Passed
from .state import DoorsState


def open_window(state: DoorsState, tag: str, moment: str) -> bool:
    """Open a window to the living others; False when no one is left to ask."""
    combat = state.combat
    assert combat is not None
    window = ResponseWindow.open(order=state.order, owner=combat.fighter, moment=moment, tag=tag,
                                 still_in=set(living(state)))
    state.window = None if window.closed else window
    return state.window is not None


def in_window(state: DoorsState) -> bool:
    """The seat to act is answering a window (not a pending choice or an offer first)."""
    return (state.window is not None and not state.pending and state.offer is None
            and state.to_act == state.window.current)


def answered(state: DoorsState) -> None:
    """The seat to act answered the window: every other seat may answer that in turn."""
    assert state.window is not None and state.to_act is not None
    state.window.answered(state.to_act)


def pass_(state: DoorsState) -> bool:
    """Let the moment go; the last pass closes the window: then the fighter decides, or, before combat is
    resolved and if no one answered, the fight resolves as the fighter declared: True then (combat opens
    windows, so the flow of play resolves the fight, not this module)."""
    window = state.window
    combat = state.combat
    seat = state.to_act
    assert window is not None and combat is not None and seat is not None
    window.passed(seat)
    resolve_now = False
    if window.closed:
        state.window = None
        combat.dirty = False
        resolve_now = window.tag == "resolve" and window.answers == 0 and combat.declared != ""
        if not resolve_now:
            combat.declared = ""
    emit(state, Passed(seat=seat, who=who(state, seat), moment=window.moment))
    return resolve_now
