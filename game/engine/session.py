"""A game being played: the rules, the state, what was done, the log, undo, and the computer players.

The screen, the command line and the tests all play through a Session, so that autosave, the log and
undo behave the same everywhere.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .events import DiceRolled, Event
from .protocol import Action, Agent, Game, IllegalAction, Outcome, State, observing
from .seats import TableConfig

V = TypeVar("V")


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
        if restated or event.silent:
            return LogLine(text=event.text(), visible_to=(), public=None, seat=event.seat)
        return LogLine(text=event.text(), visible_to=event.visible_to, public=event.public(), seat=event.seat)


@dataclass(frozen=True, kw_only=True)
class Moment(Generic[V]):
    """The game as one seat sees it right after one event: what the screen shows once that event has been
    animated, and while the next one is (header, seat panel, log and board all from here). The view is the
    game's frozen view value, kept as it is (nothing changes it after)."""

    event: Event
    view: V
    to_act: int | None
    label: str            # the game's turn label then ("Ada: choose a door")
    whose: int | None = None   # whose turn it was (Game.turn_of): to_act may be another seat, asked within it
    line: int             # the event's line in the log, counted from the first line ever written
    seat: int | None = None   # the seat whose view it is (None: the table's, with no secrets)


class Session(Generic[V]):
    LOG_LIMIT = 2000

    def __init__(self, game: Game[Any, V], config: TableConfig, seed: int, state: State | None = None,
                 history: list[Action] | None = None, log: list[LogLine] | None = None,
                 keep_undo: bool = True, log_trimmed: int = 0) -> None:
        self.game = game
        self.keep_undo = keep_undo
        self.config = config
        self.seed = seed
        self.history: list[Action] = history or []
        self.log: list[LogLine] = log or []
        self.log_trimmed = log_trimmed   # lines dropped from the front of the log (LOG_LIMIT)
        self.opening: list[Event] = []
        # A screen watches a seat: then every action keeps that seat's view as of each of its events.
        self.watching = False
        self.watcher: int | None = None
        self.moments: list[Moment[V]] = []
        if state is None:
            state = game.new_game(config, seed)
            self.opening = state.drain()
            self._record(self.opening)
        self.state = state
        self._undo: list[tuple[State, int, int]] = []  # (state before, history length, log lines ever)
        self._agents: dict[int, Agent] = {}
        self.changes = 0   # actions played and taken back: what a screen keys its answers on
        self._thought: tuple[int, Action] | None = None   # the computer's choice, as of `changes`
        self.resumed = 0   # the moves it was loaded with (saves.load_session): those after were played here

    # --- reading ----------------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.outcome is not None else self.state.to_act

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def legal(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def view(self, seat: int | None) -> V:
        return self.game.view(self.state, seat)

    @property
    def log_total(self) -> int:
        """Lines ever written to the log (the log keeps the last LOG_LIMIT of them)."""
        return self.log_trimmed + len(self.log)

    def log_for(self, seat: int | None, last: int | None = None, upto: int | None = None) -> list[str]:
        """The log as `seat` may read it; `upto` (a count of lines ever written) stops it at a moment."""
        kept = self.log if upto is None else self.log[: max(0, upto - self.log_trimmed)]
        lines = [t for line in kept if (t := line.for_seat(seat)) is not None]
        return lines[-last:] if last else lines

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.config.seats[seat].is_computer

    # --- playing ----------------------------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Apply the action of the seat to act; refuse an illegal one, touching nothing."""
        if self.outcome is not None:
            raise IllegalAction("the game is over")
        actor = self.state.to_act
        # (a computer's action is never taken back: only a person's choices are worth a copy to undo to)
        before = copy.deepcopy(self.state) if self.keep_undo and not self.is_computer(actor) else None
        first_line = self.log_total
        self.moments = []
        if self.watching:
            with observing(self._keeper(first_line)):
                events = self.game.apply(self.state, action)
        else:
            events = self.game.apply(self.state, action)
        self.history.append(action)
        self.changes += 1
        self._record(events)
        # Undo, as Board Game Arena allows it: choices within one seat's decisions, never past a die
        # roll or a revealed card.
        if before is None or any(e.irreversible for e in events) or self.state.to_act != actor:
            self._undo.clear()
        else:
            self._undo.append((before, len(self.history) - 1, first_line))
        return events

    def watch(self, seat: int | None) -> None:
        """Keep `seat`'s view as of every event of the actions from now on (a screen shows them)."""
        self.watching = True
        self.watcher = seat

    def _keeper(self, first_line: int):  # noqa: ANN202 - the observer for protocol.observing
        let_go = [False]   # the watcher's secrets left the screen in this action's moments

        def keep(state: State, event: Event) -> None:
            let_go[0] = let_go[0] or self.passed_on(state)
            seat = None if let_go[0] else self.watcher
            # (a view is a frozen value made afresh from the state: kept as it is, never copied)
            self.moments.append(Moment(event=event, view=self.game.view(state, seat), to_act=state.to_act,
                                       label=self.game.turn_label(state), whose=self.game.turn_of(state),
                                       line=first_line + len(self.moments), seat=seat))
        return keep

    def passed_on(self, state: State) -> bool:
        """The decision has passed from the watcher to another person, or the game is over at a table of
        several people (everyone looks at the screen then): from then on the action's moments are the table's,
        with no one's secrets and no one's "(you)" (hot-seat: the watcher's hand is not on the screen while
        the next person is called to it, nor under the banner that names their turn)."""
        if self.watcher is None:
            return False
        if self.game.outcome(state) is not None:
            return sum(not seat.is_computer for seat in self.config.seats) > 1
        seat = state.to_act
        return seat is not None and seat != self.watcher and not self.is_computer(seat)

    def opening_moments(self) -> list[Moment[V]]:
        """The set-up's events with the watcher's view after each: the set-up played again from the seed
        (the same seed gives the same game), so a screen opened on a new game shows it moment by moment."""
        self.moments = []
        with observing(self._keeper(0)):
            replay = self.game.new_game(self.config, self.seed)
        replay.drain()
        return self.moments

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        if not self._undo:
            raise IllegalAction("nothing to take back since the last roll or revealed card")
        state, hist_len, log_total = self._undo.pop()
        self.state = state
        self.changes += 1
        del self.history[hist_len:]
        # the log may have been trimmed at its front since: cut it by lines ever written, not by position
        del self.log[max(0, log_total - self.log_trimmed):]
        self.moments = []

    def agent(self, seat: int) -> Agent:
        if seat not in self._agents:
            self._agents[seat] = self.game.agent(seat, self.seed * 1000003 + seat, self.config.seats[seat].strength)
        return self._agents[seat]

    def computer_choice(self) -> Action:
        """What the computer player in the seat to act would do (it does not play it). It is asked once per
        decision, so a screen may ask ahead, in a frame's spare time, and play the answer when it is due."""
        seat = self.state.to_act
        if seat is None:
            raise IllegalAction("no one is to act")
        if self._thought is None or self._thought[0] != self.changes:
            self._thought = (self.changes, self.agent(seat).choose(self.game, self.state, self.legal()))
        return self._thought[1]

    def _record(self, events: list[Event]) -> None:
        following: list[Event | None] = [*events[1:], None]
        self.log.extend(LogLine.of(e, _restated(e, nxt)) for e, nxt in zip(events, following, strict=False))
        if len(self.log) > self.LOG_LIMIT:
            cut = len(self.log) - self.LOG_LIMIT
            del self.log[:cut]
            self.log_trimmed += cut


def _restated(event: Event, following: Event | None) -> bool:
    """A roll whose next event says it in words to the same seats."""
    return (isinstance(event, DiceRolled) and following is not None and following.restates_roll
            and following.visible_to == event.visible_to)
