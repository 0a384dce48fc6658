"""A game being played: the rules, the state, what was done, the log, undo, and the computer players.

The screen, the command line and the tests all play through a Session, so that autosave, the log and
undo behave the same everywhere.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from .events import DiceRolled, Event
from .protocol import Action, Agent, Game, IllegalAction, Outcome, State
from .seats import TableConfig


@dataclass(frozen=True, kw_only=True)
class LogLine:
    """One line of the log; `visible_to` None means everyone may read `text`, else others read `public`."""

    text: str
    visible_to: tuple[int, ...] | None = None
    public: str | None = None
    seat: int | None = None

    def for_seat(self, seat: int | None) -> str | None:
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self.text
        return self.public

    @staticmethod
    def of(event: Event, restated: bool = False) -> LogLine:
        """The event's line; a roll the next event restates in words is kept (one line per event, so the
        screen keeps the log in step with the events) but shown to no one."""
        if restated:
            return LogLine(text=event.text(), visible_to=(), public=None, seat=event.seat)
        return LogLine(text=event.text(), visible_to=event.visible_to, public=event.public(), seat=event.seat)


class Session:
    LOG_LIMIT = 2000

    def __init__(self, game: Game, config: TableConfig, seed: int, state: State | None = None,
                 history: list[Action] | None = None, log: list[LogLine] | None = None,
                 keep_undo: bool = True) -> None:
        self.game = game
        self.keep_undo = keep_undo
        self.config = config
        self.seed = seed
        self.history: list[Action] = history or []
        self.log: list[LogLine] = log or []
        self.opening: list[Event] = []
        if state is None:
            state = game.new_game(config, seed)
            self.opening = state.drain()
            self._record(self.opening)
        self.state = state
        self._undo: list[tuple[State, int, int]] = []  # (state before, history length, log length)
        self._agents: dict[int, Agent] = {}

    # --- reading ----------------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.outcome is not None else self.state.to_act

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def legal(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def log_for(self, seat: int | None, last: int | None = None) -> list[str]:
        lines = [t for line in self.log if (t := line.for_seat(seat)) is not None]
        return lines[-last:] if last else lines

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.config.seats[seat].is_computer

    # --- playing ----------------------------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Apply the action of the seat to act; refuse an illegal one, touching nothing."""
        if self.outcome is not None:
            raise IllegalAction("the game is over")
        actor = self.state.to_act
        before = copy.deepcopy(self.state) if self.keep_undo else None
        events = self.game.apply(self.state, action)
        self.history.append(action)
        self._record(events)
        # Undo, as Board Game Arena allows it: choices within one seat's decisions, never past a die
        # roll or a revealed card.
        if before is None or any(e.irreversible for e in events) or self.state.to_act != actor:
            self._undo.clear()
        else:
            self._undo.append((before, len(self.history) - 1, len(self.log) - len(events)))
        return events

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        if not self._undo:
            raise IllegalAction("nothing to take back since the last roll or revealed card")
        state, hist_len, log_len = self._undo.pop()
        self.state = state
        del self.history[hist_len:]
        del self.log[log_len:]

    def agent(self, seat: int) -> Agent:
        if seat not in self._agents:
            self._agents[seat] = self.game.agent(seat, self.seed * 1000003 + seat)
        return self._agents[seat]

    def computer_choice(self) -> Action:
        """What the computer player in the seat to act would do (it does not play it)."""
        seat = self.state.to_act
        if seat is None:
            raise IllegalAction("no one is to act")
        return self.agent(seat).choose(self.game, self.state, self.legal())

    def _record(self, events: list[Event]) -> None:
        following: list[Event | None] = [*events[1:], None]
        self.log.extend(LogLine.of(e, _restated(e, nxt)) for e, nxt in zip(events, following, strict=False))
        if len(self.log) > self.LOG_LIMIT:
            del self.log[: len(self.log) - self.LOG_LIMIT]


def _restated(event: Event, following: Event | None) -> bool:
    """A roll whose next event says it in words to the same seats."""
    return (isinstance(event, DiceRolled) and following is not None and following.restates_roll
            and following.visible_to == event.visible_to)
