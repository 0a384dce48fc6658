"""How a game went, as numbers: each seat's key number over the turns and the moments that turned the game,
for the chart at a game's end (the screen draws it; this module knows no pygame).

The numbers come from the moments a session records (the view after each event), never from the log: each
game says its chart's number from its own typed view (Game.chart_point) and names the events that turned the
game (Game.turning). A finished game's moments come from playing its action log again from its seed
(`moments`), keeping a view only where the chart needs one, so a long game charts in a fraction of a second.

    chart = chart_of(session)        # None for a game that keeps no chart
    chart.lines[seat]                # ((x, value), ...): x is the rounds done, as the table counts them
                                     # (Game.rounds; x.5: during the round after x)
    chart.seconds[seat]              # the same x, the game's second number (empty where it keeps one only)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .protocol import Game, State, observing
from .seats import TableConfig
from .session import Moment

if TYPE_CHECKING:
    from .action import Action
    from .events import Event
    from .session import Session


@dataclass(frozen=True, kw_only=True)
class Mark:
    """A moment that turned the game, on its seat's line: where, and its name for the hover."""

    seat: int
    x: float
    value: int
    words: str


@dataclass(frozen=True, kw_only=True)
class Chart:
    title: str                                          # what the lines follow ("Gold carried and banked")
    turns_word: str                                     # what the x counts ("turns", "rounds", "delves")
    names: tuple[str, ...]                              # by seat
    lines: tuple[tuple[tuple[float, int], ...], ...]    # by seat: (x, value), x never going back
    marks: tuple[Mark, ...]
    seconds: tuple[tuple[tuple[float, int], ...], ...] = ()   # by seat: the second number (Game.chart_second)
    out: frozenset[int] = frozenset()    # the seats that left the game (Game.chart_out): their lines end there

    @property
    def turns(self) -> float:
        return max((x for line in self.lines for x, _ in line), default=0.0)


def build(game: Game[Any, Any], moments: Iterable[Moment[Any]], names: tuple[str, ...]) -> Chart:
    """The chart of a game from its moments, in order (see `building`)."""
    *_, chart = building(game, moments, names)
    assert chart is not None
    return chart


def building(game: Game[Any, Any], moments: Iterable[Moment[Any]], names: tuple[str, ...]) -> Iterator[Chart | None]:
    """The chart of a game made a moment at a time (a screen makes it in the spare time of its frames): None
    after each moment, then the chart. A moment with a seat gives that seat's number only (its own view shows
    what it hides from the others); a table's moment (seat None) gives every seat's. Each seat's line gets a
    point as each turn begins (the numbers after the turn before), one at each moment that turned the game
    for it, and one at the end (a seat out of the game, Game.chart_out: where it went out, its line's end); its
    second line (where the game charts two numbers) a point at each of them."""
    lines: list[list[tuple[float, int]]] = [[] for _ in names]
    seconds: list[list[tuple[float, int]]] = [[] for _ in names]
    last: list[tuple[int, int, int | None] | None] = [None] * len(names)   # by seat: its latest (turn, values)
    marks: list[Mark] = []
    out: set[int] = set()
    title = game.chart_title
    for moment in moments:
        turn, values = game.chart_point(moment.view)
        also, title = game.chart_second(moment.view), game.chart_name(moment.view)
        turned, leaving = game.turning(moment.event), game.chart_out(moment.view) - out
        for seat in range(len(names)) if moment.seat is None else (moment.seat,):
            value = values.get(seat)
            if value is None or seat in out:
                continue
            if last[seat] is None or last[seat][0] != turn:
                _add(lines[seat], seconds[seat], turn - 1, value, also.get(seat))
            if turned is not None and turned[0] == seat or seat in leaving:
                _add(lines[seat], seconds[seat], turn - 0.5, value, also.get(seat))
                if turned is not None and turned[0] == seat:
                    marks.append(Mark(seat=seat, x=lines[seat][-1][0], value=value, words=turned[1]))
            last[seat] = (turn, value, also.get(seat))
            if seat in leaving:
                out.add(seat)
        yield None
    for seat, kept in enumerate(last):
        if kept is not None and seat not in out:
            _add(lines[seat], seconds[seat], *kept)
    yield Chart(title=title, turns_word=game.chart_turns, names=names, lines=tuple(tuple(line) for line in lines),
                marks=tuple(marks), seconds=tuple(tuple(line) for line in seconds) if any(seconds) else (),
                out=frozenset(out))


def _add(line: list[tuple[float, int]], second: list[tuple[float, int]], x: float, value: int,
         also: int | None) -> None:
    """A point (and the second number's at the same x), never left of the one before (a turn count some
    set-up puts back to 0 does not go back)."""
    x = max(x, line[-1][0]) if line else max(0.0, x)
    line.append((x, value))
    if also is not None:
        second.append((x, also))


def moments(game: Game[Any, Any], config: TableConfig, seed: int, history: Iterable[Action]) -> Iterator[Moment[Any]]:
    """The moments a chart needs of the game played again from its seed: at each event that begins a round or
    turned the game, and at the last; one per seat (its own view) where the game hides anything, else the
    table's. Everything else is played without making a view."""
    kept: list[Moment[Any]] = []
    seen: list[int | None] = [None]
    latest: list[tuple[State, Event] | None] = [None]

    def views(state: State, event: Event) -> list[Moment[Any]]:
        seats = range(len(state.seats)) if game.secrets(state) else (None,)
        return [Moment(event=event, view=game.view(state, s), to_act=state.to_act, label="", line=0, seat=s)
                for s in seats]

    def keep(state: State, event: Event) -> None:
        if game.rounds(state) != seen[0] or game.turning(event) is not None:
            seen[0] = game.rounds(state)
            kept.extend(views(state, event))
        latest[0] = (state, event)

    with observing(keep):
        state = game.new_game(config, seed)
        state.drain()
        for action in history:
            game.apply(state, action, check=False)
            yield from kept
            kept.clear()
    yield from kept
    if latest[0] is not None:
        yield from views(*latest[0])


def chart_steps(session: Session[Any]) -> Iterator[Chart | None]:
    """The chart of the game a session holds, played again from its seed and moves a moment at a time: None
    after each, then the chart (nothing at all if the game keeps no chart)."""
    game = session.game
    if game.chart_title:
        names = tuple(seat.name for seat in session.config.seats)
        yield from building(game, moments(game, session.config, session.seed, list(session.history)), names)


def chart_of(session: Session[Any]) -> Chart | None:
    """The chart of the game a session holds at once; None if the game keeps no chart."""
    *_, chart = None, *chart_steps(session)
    return chart
