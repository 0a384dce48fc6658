"""Ending on a signal: SIGTERM (what `timeout`, a logout or a service manager sends) and SIGINT (Ctrl-C)
end the app within a second, after an autosave of every game in progress.

SDL turns SIGTERM into a quit event, but a loop busy for seconds (a folder of huge saves read, a computer
player thinking) never reads it. Here the signal is caught by Python, which runs its handler between two
steps of whatever the app is doing: the handler raises Stopped there, and the app's loop ends (App.run),
keeping its games. Only while the game itself or a save file is half-changed (Session.play and undo, an
atomic write) does it wait: it looks again every few milliseconds until the change is whole, so the game it
keeps is always one the rules made.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType

from game.engine import saves

SIGNALS = tuple(s for s in (getattr(signal, "SIGTERM", None), signal.SIGINT) if s is not None)
LOOK_AGAIN = 0.01   # seconds: how soon a stop that waits for a change looks again


class Stopped(BaseException):
    """Raised where the app is, on a signal to end (a BaseException: no `except Exception` keeps it), with the
    signal's number."""


_state: dict[str, object] = {"signum": 0, "holding": False}


def changing(frame: FrameType | None) -> bool:
    """The code running at `frame` (or what called it) is half-way through changing a game or writing a file:
    a stop never lands inside it. A game changes only through Session.play and undo, so only once their
    module is loaded (the menu starts without it)."""
    code = {saves.atomic_write_text.__code__}
    session = getattr(sys.modules.get("game.engine.session"), "Session", None)
    if session is not None:
        code |= {session.play.__code__, session.undo.__code__}
    while frame is not None:
        if frame.f_code in code:
            return True
        frame = frame.f_back
    return False


@contextlib.contextmanager
def on_signal(stop: Callable[[int], None]) -> Iterator[None]:
    """While inside: SIGTERM and SIGINT call stop(signum) and raise Stopped where the app is (or as soon as
    a change under way is whole). A signal the app was started to ignore (SIGINT in a background job) stays
    ignored. The handlers before are put back after."""
    def handler(signum: int, frame: FrameType | None) -> None:
        if signum in SIGNALS and not _state["signum"]:
            _state["signum"] = signum
            stop(signum)
        if not _state["signum"] or _state["holding"]:
            return
        if changing(frame):
            # the handler again shortly (SIGALRM), when the change under way will be whole; where there is no
            # timer (Windows), the loop sees the stop at its next turn
            if hasattr(signal, "setitimer"):
                signal.setitimer(signal.ITIMER_REAL, LOOK_AGAIN)
            return
        raise Stopped(_state["signum"])

    if threading.current_thread() is not threading.main_thread():   # (only the main thread may catch them)
        yield
        return
    alarm = getattr(signal, "SIGALRM", None)
    before = {s: signal.getsignal(s) for s in (*SIGNALS, alarm) if s is not None}
    _state.update(signum=0, holding=False)
    try:
        for s, old in before.items():
            if old != signal.SIG_IGN or s == alarm:
                signal.signal(s, handler)
        yield
    finally:
        if hasattr(signal, "setitimer"):
            signal.setitimer(signal.ITIMER_REAL, 0)
        for s, old in before.items():
            signal.signal(s, old if old is not None else signal.SIG_DFL)
        _state.update(signum=0, holding=False)


@contextlib.contextmanager
def holding() -> Iterator[None]:
    """While inside (the last autosave), a signal is noted and raises nothing."""
    _state["holding"] = True
    try:
        yield
    finally:
        _state["holding"] = False
