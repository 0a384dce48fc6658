"""The one moment a table shows, as a value: every part of the table is drawn from it.

While event k animates, the table shows moment k-1 (the animation draws the change); when it is done,
moment k. Header, whose-turn frame, seat list, board, hand, banners and log all read the same Shown, so they
cannot disagree; the choices are in it only once the last moment is shown and a person holding the screen
may act.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game.engine.protocol import Action, Outcome
from game.engine.session import Moment, Session

if TYPE_CHECKING:
    from .holding import Holding

V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class Shown(Generic[V]):
    """A moment of the game as the screen shows it."""

    view: V                       # the game as `holder` sees it (None: no one's secrets)
    holder: int | None            # the seat whose person holds the screen now
    whose: int | None             # whose turn it is (Game.turn_of): the header names it, the seat list lights it
    turn: int | None              # the seat whose decision the moment waits on (None: no one's, or over)
    label: str                    # the game's line about that decision ("Ada: choose a door")
    log_upto: int                 # the log as of this moment (a count of lines ever written)
    coming: int                   # moments still to show after this one (while any are, no one may act)
    choices: tuple[Action, ...]   # the holder's legal actions: only on their turn, once every moment is shown
    asking: tuple[int, ...]       # people a response window asks at once ("Anyone?"), none having claimed it
    asked: str                    # what that window is about
    over: Outcome | None          # the game's end, once its last moment is shown
    can_undo: bool

    @property
    def mine(self) -> bool:
        """A person at the screen may act now."""
        return bool(self.choices)

    @property
    def settled(self) -> bool:
        """Every moment has been shown."""
        return self.coming == 0


def at_rest(session: Session[Any], holding: Holding) -> Shown[Any]:
    """The game as it is now, every moment shown: with the choices, if the person holding the screen may act."""
    holder = holding.holder
    return Shown(view=session.view(holder), holder=holder, whose=session.game.turn_of(session.state),
                 turn=session.to_act, label=session.game.turn_label(session.state) if session.outcome is None else "",
                 log_upto=session.log_total, coming=0, choices=tuple(session.legal()) if holding.may_act() else (),
                 asking=holding.asking(), asked=holding.asked(), over=session.outcome, can_undo=session.can_undo())


def of_moment(moment: Moment[Any], coming: int) -> Shown[Any]:
    """A moment played back, as its seat saw it: no one may act yet."""
    return Shown(view=moment.view, holder=moment.seat, whose=moment.whose, turn=moment.to_act, label=moment.label,
                 log_upto=moment.line + 1, coming=coming, choices=(), asking=(), asked="", over=None, can_undo=False)


def decided(shown: Shown[V], coming: int) -> Shown[V]:
    """The moment still shown once its decision is taken, `coming` moments to show: nothing left to choose."""
    return replace(shown, choices=(), asking=(), can_undo=False, coming=coming)
