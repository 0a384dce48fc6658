"""Who holds the screen: the one person whose secrets (a hand, a peek) the table may show.

A lone person holds it all game. At a table of several people, in a game with secrets, the screen is handed
over (a "pass to" screen) to the person whose decision it is, and while the computers play, or a response
window asks the whole table, no one holds it: the table shows no one's secrets. A response window asks every
person it waits on at once ("Anyone to act on the Dread Jelly? Ada · Bram · No one"): only the person who
claims it is handed the screen; those before them, and everyone at "No one", let it go unasked.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from game.engine.respond import Pass
from game.engine.session import Session


@dataclass(frozen=True)
class Next:
    """What the table does next once every moment is shown: `what` is "wait" (a person holding the screen
    decides), "computer", "pass" (a person who let the window go), "ask" (Anyone?), "hand" (the pass-to
    screen for `seat`), "hold" (the screen goes to `seat` without one), "over"."""

    what: str
    seat: int | None = None


class Holding:
    def __init__(self, session: Session[Any], spectator: bool = False) -> None:
        self.session = session
        self.people = [i for i, s in enumerate(session.config.seats) if not s.is_computer]
        # (one person holds the screen from the start; a spectator, watching a replay, is no seat at all)
        self.holder: int | None = self.people[0] if len(self.people) == 1 and not spectator else None
        self.claimant: int | None = None   # a person who claimed the open window
        self.declined: set[int] = set()    # people who let it go
        self._answers = -1                 # the window's answers when the claims were made
        self.asked_for = 0.0               # seconds the table has been asked "Anyone?" (it may close by itself)

    def secret(self) -> bool:
        """Several people share the screen and the game, as set up, hides things from some of them."""
        return len(self.people) > 1 and self.session.game.secrets(self.session.state)

    def asking(self) -> tuple[int, ...]:
        """The people an open response window asks at once (none claimed it yet): () when it asks no one so."""
        seat = self.session.to_act
        if seat is None or self.session.is_computer(seat):
            return ()
        people = self.window_people()
        return people if seat in people and self.claimant != seat else ()

    def window_people(self) -> tuple[int, ...]:
        """The people still to answer the open window, in its order."""
        window = self.session.game.window(self.session.state)
        if window is None:
            return ()
        if window.answers != self._answers:   # a new window, or an answer reopened it: everyone is asked again
            self.forget(window.answers)
        return tuple(s for s in window.waiting if not self.session.is_computer(s) and s not in self.declined)

    def forget(self, answers: int = -1) -> None:
        """No one has claimed or let go the window (of `answers` answers) asked now."""
        self._answers, self.claimant, self.declined, self.asked_for = answers, None, set(), 0.0

    def waited(self, dt: float, wait: float) -> bool:
        """The table, asked "Anyone?", waits `dt` more of the `wait` seconds it gives (0: it waits for a click):
        whether the whole seconds left, as "No one" shows them, changed."""
        before = self.left(wait)
        self.asked_for += dt
        return self.left(wait) != before

    def left(self, wait: float) -> int | None:
        """Whole seconds left before "Anyone?" closes by itself (0: time is up), while it asks (None: it waits
        for a click)."""
        return max(0, math.ceil(wait - self.asked_for)) if wait > 0 and self.asking() else None

    def asked(self) -> str:
        window = self.session.game.window(self.session.state)
        return window.moment if window is not None else ""

    def claim(self, seat: int | None) -> None:
        """"Anyone?" answered: `seat` claims the window (None: no one does). The people before the claimant
        let it go without being handed the screen."""
        people = list(self.window_people())
        if seat is None:
            self.declined |= set(people)
        else:
            self.declined |= set(people[: people.index(seat)])
            self.claimant = seat

    def may_act(self) -> bool:
        """The person whose decision it is holds the screen, and is not one of many being asked."""
        seat = self.session.to_act
        return (seat is not None and seat == self.holder and not self.session.is_computer(seat)
                and self.session.outcome is None and not self.asking())

    def next(self) -> Next:
        """What comes next, once every moment is shown."""
        session = self.session
        seat = session.to_act
        if session.game.window(session.state) is None:
            # (a closed window's claims end with it: the next one, though it looks the same, asks everyone)
            self.forget()
        if session.outcome is not None:
            return Next("over")
        if seat is None:
            return Next("wait")
        if session.is_computer(seat):
            return Next("computer", seat)
        if seat in self.declined and session.game.window(session.state) is not None and Pass() in session.legal():
            return Next("pass", seat)
        if self.asking():
            return Next("ask")
        if self.holder != seat:
            return Next("hand" if self.secret() else "hold", seat)
        return Next("wait")

    def public_now(self) -> bool:
        """Whether the screen should show no one's secrets now: the computers play, the whole table is asked,
        or the game is over, at a table of several people with secrets. A computer answering a window first
        keeps the holder's screen only where no other person is to be asked after it: the words that call the
        others to the screen ("Anyone? … play a card, offer help, or pass") never stand over the holder's hand."""
        if not self.secret() or self.holder is None:
            return False
        step = self.next()
        if step.what != "computer":
            return step.what in ("ask", "over")   # (at the end everyone looks at the screen)
        return self.session.game.window(self.session.state) is None or \
            any(seat != self.holder for seat in self.window_people())
