"""The game protocol every game implements, modelled on OpenSpiel and python-chess.

    game = load_game("escape")
    state = game.new_game(config, seed=7)
    while game.outcome(state) is None:
        action = game.legal_actions(state)[0]
        events = game.apply(state, action)     # refuses an illegal action with IllegalAction

A game subclasses Game and fills in _new_game, _legal_actions, _apply, view and outcome. Its state
subclasses State, so that it carries its own seeded dice and an event sink, and saves as plain JSON.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Literal, TypeVar

from . import serial
from .action import Action
from .events import DiceRolled, Event
from .rng import Rng
from .seats import Seat, TableConfig
from .shelf import ShelfEntry

if TYPE_CHECKING:
    from .board import Board, BoardSchema  # (the map module loads with a game's board: the menu needs none)
    from .offer import Offer
    from .respond import ResponseWindow

# Who is told of each event the moment it is emitted (the Session, for a screen: it keeps the view as of
# every event, so the screen can show one moment at a time). A context variable, so that the set-up's
# events, emitted while new_game builds the state, are seen too.
_observer: ContextVar[Callable[[State, Event], None] | None] = ContextVar("event_observer", default=None)


@contextmanager
def observing(observer: Callable[[State, Event], None]) -> Iterator[None]:
    """Call `observer(state, event)` right after each event is emitted, while the block runs."""
    token = _observer.set(observer)
    try:
        yield
    finally:
        _observer.reset(token)


# What each place of a board is, for the board viewer (no game in progress): a function from a place's id to
# lines of (text, style), the style "bold", "italic" or "body".
PlaceWords = Callable[[int], list[tuple[str, str]]]


class RulesError(ValueError):
    """Something the rules cannot allow."""


class IllegalAction(RulesError):
    """The action is not among the legal actions of the seat to act."""


class ConfigError(RulesError):
    """The table set-up breaks a rule (seat count, a pawn type taken too often, ...)."""


class MalformedAction(IllegalAction, serial.DecodeError):
    """Data that is no action of this game at all (a damaged save, a fuzzer): refused like an illegal one."""


MAX_NAME = 16   # the set-up screen's name field holds as many


def check_names(names: list[str]) -> None:
    """Every seat has a name of its own, short and printable, from the set-up, the command line or a save
    alike (a name of a megabyte, or one holding a NUL, would break the screen and the log)."""
    seen: set[str] = set()
    for name in names:
        if not isinstance(name, str):
            raise ConfigError("a seat's name is not text")
        shown = name.strip()
        if not shown:
            raise ConfigError("every seat needs a name")
        if len(name) > MAX_NAME:
            raise ConfigError(f"a name may be at most {MAX_NAME} characters long, not {len(name):,}")
        if not name.isprintable():
            raise ConfigError(f"the name {serial.short(name)} holds a character that cannot be shown")
        if shown.casefold() in seen:
            raise ConfigError(f"two seats are called {shown}")
        seen.add(shown.casefold())


def describe_action(action: object, limit: int = 80) -> str:
    """An action's text for a message, even for a malformed one whose own str() fails (a field value the
    game does not know) or runs to a megabyte."""
    try:
        text = str(action)
    except Exception:  # noqa: BLE001 - any action at all must be refusable in words
        text = type(action).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(kw_only=True)
class State:
    """The base of every game's state: the seats, the options, the dice, and whose decision it is."""

    seats: list[Seat]
    options: dict[str, bool | str] = field(default_factory=dict)
    rng: Rng
    to_act: int | None = None
    turn: int = 0
    _sink: list[Event] = field(default_factory=list, repr=False, compare=False)

    def emit(self, event: Event) -> Event:
        """Record what just happened. Emit an event right after the change it tells (the pawn moved, the
        card turned): a screen shows the state as of each event while it animates the next."""
        self._sink.append(event)
        observer = _observer.get()
        if observer is not None:
            observer(self, event)
        return event

    def drain(self) -> list[Event]:
        out, self._sink[:] = list(self._sink), []
        return out

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def roll(self, count: int, sides: int, *, seat: int | None, reason: str = "", modifier: int = 0,
             target: int | None = None, who: str | None = None, beat: bool = False, against: str = "") -> DiceRolled:
        """Roll `count` d`sides`, emit the roll and return it.

        With a target, success means total >= target (or total > target when beat=True).
        """
        values = tuple(self.rng.die(sides) for _ in range(count))
        total = sum(values) + modifier
        success = None if target is None else (total > target if beat else total >= target)
        dice = f"{count if count > 1 else ''}d{sides}"
        event = DiceRolled(seat=seat, who=who or (self.name(seat) if seat is not None else "The table"),
                           dice=dice, values=values, modifier=modifier, reason=reason, target=target,
                           success=success, against=against)
        self.emit(event)
        return event


@dataclass(frozen=True, kw_only=True)
class Outcome:
    """How a game ended: the winners (seat numbers), each seat's score, and why, in words."""

    winners: tuple[int, ...]
    scores: dict[int, int] = field(default_factory=dict)
    reason: str = ""
    details: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class Record:
    """A finished game's score that a person may keep as a personal best (a lone player's game). The rules
    say what it is; the app keeps it, when a person's own game ends (the rules write nothing)."""

    table: str      # the best it counts towards ("plain", "twists": a table of other rules keeps its own)
    score: int
    game: str       # this very game (its seed, hero, length, score): the same game is told the same way
    who: str = ""   # what set it (a hero), kept beside the best


@dataclass(frozen=True, kw_only=True)
class SeatChoice:
    """A choice each seat makes at set-up: a pick from values, or a number (an age)."""

    key: str
    label: str
    values: tuple[str, ...] = ()
    kind: Literal["pick", "number"] = "pick"
    default: str = ""
    low: int = 0
    high: int = 99
    max_per_value: int | None = None  # Dungeon!: at most three pawns of a type
    unlimited: tuple[str, ...] = ()  # values exempt from max_per_value, such as "random"
    help: str = ""

    def default_for(self, earlier: list[dict[str, str]]) -> str:
        """The value a seat gets when no one chooses for it, given the other seats' choices so far: the
        game's default, else the first value still free (one hireling piece per seat gets a distinct one
        each). A number with no default is left blank ("not given")."""
        if self.kind == "number":
            return self.default
        if self.default and (self.max_per_value is None or self.default in self.unlimited):
            return self.default
        for value in self.values:
            taken = sum(1 for c in earlier if c.get(self.key) == value)
            if self.max_per_value is None or value in self.unlimited or taken < self.max_per_value:
                return value
        return self.values[0] if self.values else ""


@dataclass(frozen=True, kw_only=True)
class OptionalRule:
    """An optional rule switched at set-up: on or off, or (with `values`) a pick among values, values[0]
    meaning off. A pick given a bool (a random table) reads False as values[0] and True as values[1]."""

    key: str
    label: str
    default: bool | str = False
    help: str = ""
    values: tuple[str, ...] = ()
    labels: tuple[str, ...] = ()     # the values in words, for the set-up screen (the values if empty)
    seats: tuple[int, ...] = ()      # the seat counts it matters at (all if empty): shown only at those

    def applies(self, seats: int) -> bool:
        """Whether the rule matters at a table of this many seats (the set-up shows it only then)."""
        return not self.seats or seats in self.seats

    def value(self, given: bool | str | None) -> bool | str:
        """The option as the rules read it: a bool, or one of the values."""
        if not self.values:
            return bool(given)
        if isinstance(given, bool) or given is None:
            return self.values[1 if given and len(self.values) > 1 else 0]
        return given

    def label_of(self, value: str) -> str:
        return self.labels[self.values.index(value)] if self.labels and value in self.values else value


S = TypeVar("S", bound="State")
V = TypeVar("V")


class Game(ABC, Generic[S, V]):
    """One game's rules, generic over its state S and its view V. Subclasses set the class attributes and
    implement the abstract methods.

    A view is what one seat may see, as a frozen, typed value (dataclasses with frozen=True, their sequences
    tuples): the screen draws it, the computer player reads it, and, being a value, it can be kept as it is
    after every event and compared or used as a key without copying.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    blurb: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    picture: ClassVar[str] = ""                 # the menu card's sprite ("menu/<id>" unless given)
    shelf_order: ClassVar[int] = 100            # the game's place on the shelf, left to right
    seat_choices: ClassVar[tuple[SeatChoice, ...]] = ()
    optional_rules: ClassVar[tuple[OptionalRule, ...]] = ()
    has_secrets: ClassVar[bool] = False         # may be refined per table by secrets(state)
    board: ClassVar[str | None] = None          # the .tmx in boards/ this game plays on
    board_schema: ClassVar[BoardSchema | None] = None
    state_type: ClassVar[type[State]]
    action_types: ClassVar[tuple[type[Action], ...]]
    action_limit: ClassVar[int] = 20000          # simulate calls a game that runs longer broken
    # the computer player whose choice a hint gives (hints.py): the best that says why (Normal, or Hard where
    # Normal is Hard with blind spots made on purpose, which a hint should not teach)
    hint_strength: ClassVar[str] = "normal"
    shelf: ClassVar[ShelfEntry | None] = None    # the package's SHELF: the names above are taken from it
    chart_title: ClassVar[str] = ""              # what the chart at the game's end follows ("": no chart)
    chart_turns: ClassVar[str] = "turns"         # what the chart's x counts (its SHELF's rounds_word)

    def __init_subclass__(cls, **kwargs: object) -> None:
        # A game says its name, line, seats and place once, in its package's SHELF (which the menu reads
        # without loading the rules); the class takes them from there.
        super().__init_subclass__(**kwargs)
        said = cls.__dict__.get("shelf")
        if said is not None:
            cls.id, cls.title, cls.blurb = said.id, said.title, said.blurb
            cls.min_players, cls.max_players, cls.shelf_order = said.min_players, said.max_players, said.order
            cls.picture, cls.chart_turns = said.picture, said.rounds_word

    # --- set-up ---------------------------------------------------------------------------------
    def check_config(self, config: TableConfig) -> None:
        """Refuse a table that breaks the rules, saying why (ConfigError)."""
        n = len(config.seats)
        if not self.min_players <= n <= self.max_players:
            raise ConfigError(f"{self.title} is for {self.player_range()} players, not {n}")
        check_names([s.name for s in config.seats])
        for choice in self.seat_choices:
            if choice.max_per_value is None:
                continue
            for value in choice.values:
                if value in choice.unlimited:
                    continue
                taken = sum(1 for s in config.seats if s.choices.get(choice.key) == value)
                if taken > choice.max_per_value:
                    most = choice.max_per_value
                    raise ConfigError(f"at most {most} {'seat' if most == 1 else 'seats'} may choose {value}")
        self.check_options(config)

    def check_options(self, config: TableConfig) -> None:
        """Refuse an optional rule the game does not have, or a pick that is not one of its values."""
        known = {o.key: o for o in self.optional_rules}
        for key, value in config.options.items():
            if key not in known:
                raise ConfigError(f"{self.title} has no optional rule {key!r}")
            rule = known[key]
            if rule.values and isinstance(value, str) and value not in rule.values:
                raise ConfigError(f"{rule.label}: choose {', '.join(rule.values)}, not {value!r}")

    def player_range(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"

    def default_options(self) -> dict[str, bool | str]:
        return {o.key: o.default for o in self.optional_rules}

    def new_game(self, config: TableConfig, seed: int) -> S:
        """A fresh game. Events of the set-up (opening rolls) wait in the state's sink."""
        check_names([s.name for s in config.seats])   # even where a game's check_config does not ask
        self.check_config(config)
        if self.board is not None:
            self.load_board()   # BoardError: a game is never begun on a broken map (its screen reads it too)
        rules = {o.key: o for o in self.optional_rules}
        options = {k: rules[k].value(v) if k in rules else v
                   for k, v in (self.default_options() | dict(config.options)).items()}
        return self._new_game(TableConfig(seats=config.seats, options=options), seed)

    @abstractmethod
    def _new_game(self, config: TableConfig, seed: int) -> S: ...

    # --- play -----------------------------------------------------------------------------------
    def legal_actions(self, state: S) -> list[Action]:
        """The actions open to state.to_act; empty once the game is over."""
        if state.to_act is None or self.outcome(state) is not None:
            return []
        return self._legal_actions(state)

    @abstractmethod
    def _legal_actions(self, state: S) -> list[Action]: ...

    def apply(self, state: S, action: Action, *, check: bool = True) -> list[Event]:
        """Carry out the action of the seat to act and return what happened, in order."""
        if check:
            legal = self.legal_actions(state)
            try:
                allowed = action in legal
            except Exception:  # noqa: BLE001 - a field that cannot even be compared: not a legal action
                allowed = False
            if not allowed:
                who = state.name(state.to_act) if state.to_act is not None else "anyone"
                raise IllegalAction(f"{describe_action(action)} is not allowed now for {who}")
        self._apply(state, action)
        return state.drain()

    @abstractmethod
    def _apply(self, state: S, action: Action) -> None: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` may see (None: a spectator, who sees no one's secrets), as a frozen value."""

    def secrets(self, state: S) -> bool:
        """Whether this game, as set up, hides anything from some seats (then hot-seat play hands off)."""
        return self.has_secrets

    def seat_summary(self, state: S, seat: int) -> str:
        """The seat's choices in a word or two (a pawn type, a hero), for tallies and the side panel."""
        return "/".join(state.seats[seat].choices.values())

    def window(self, state: S) -> ResponseWindow | None:
        """The response window open now, if any (the screen then asks every person at once)."""
        return None

    def offer(self, state: S) -> Offer | None:
        """The offer waiting for an answer, if any."""
        return None

    def record(self, state: S) -> Record | None:
        """The score of a finished game that a person may keep as a personal best, if this game keeps one
        (None: several seats, a computer seat, not over, or the game keeps no bests)."""
        return None

    # --- the chart at the game's end (engine/chart.py) ----------------------------------------------
    def chart_point(self, view: V) -> tuple[int, dict[int, int]]:
        """The round a view is at, as the table counts it (Game.rounds), and each seat's key number as that
        view shows it (a seat whose number the view hides is left out: its own view gives it)."""
        raise NotImplementedError(f"{self.title} keeps no chart")

    def chart_out(self, view: V) -> set[int]:
        """The seats out of the game as a view shows them (Escape: burned): their lines end where they left."""
        return set()

    def chart_second(self, view: V) -> dict[int, int]:
        """Each seat's second number as the view shows it, where the game charts two (Wilds & Depths: the
        silver beside the skulls; drawn dashed on its own scale, the title saying which is which); {}: one."""
        return {}

    def chart_name(self, view: V) -> str:
        """What the chart follows at the table a view shows (a rule switched off may change the race)."""
        return self.chart_title

    def turning(self, event: Event) -> tuple[int, str] | None:
        """If the event turned the game (a death, a curse): the seat it turned it for, and its name on the
        chart; else None."""
        return None

    def feat(self, state: S) -> dict[int, int]:
        """Each seat's number in a finished game for the record of the shelf the game keeps besides the
        best score and the shortest win (its SHELF's feat_words: Dice Delve's deepest delve); {}: none."""
        return {}

    def rounds(self, state: S) -> int:
        """How many rounds (or turns) the game has gone, as the table counts them ("Round N"): the chart's x
        and the records' shortest win (named by its SHELF's rounds_word)."""
        return state.turn

    def progress(self, state: S) -> str:
        """How far the game has gone, as its table names it ("round 3"): Load and Continue say it."""
        return f"turn {state.turn}" if state.turn else ""

    def turn_of(self, state: S) -> int | None:
        """Whose turn it is: the seat the header names and the seat list lights. Within a seat's turn another
        seat may be the one to act (a helper, a seat asked to answer, a trade's other side): to_act says who
        decides, this whose turn it stays. By default they are the same."""
        return state.to_act

    def turn_label(self, state: S) -> str:
        """A short line for the screen: whose decision it is and what it is about."""
        if state.to_act is None:
            return ""
        return f"{state.name(state.to_act)} to play"

    # --- the board ----------------------------------------------------------------------------
    def load_board(self) -> Board:
        """The game's map, read once and shared (boards are never changed by play)."""
        cached = self.__dict__.get("_board")
        if cached is None:
            from .board import BoardError, load_board
            from .resources import board_path
            if self.board is None or self.board_schema is None:
                raise RulesError(f"{self.title} has no board")
            cached = load_board(board_path(self.board), self.board_schema, self.id)
            problems = self.board_problems(cached)
            if problems:   # a map that fails the game's own checks is not played (it would break play)
                more = f" (and {len(problems) - 1} more: lint-boards lists them)" if len(problems) > 1 else ""
                raise BoardError(cached.path, problems[0] + more)
            self.__dict__["_board"] = cached
        return cached

    def check_board(self, board: Board) -> list[str]:
        """The game's own checks of its map (counts, routes); each problem a sentence naming the object."""
        return []

    def place_words(self, board: Board) -> PlaceWords | None:
        """What each place of `board` is in this game's words (Dungeon!'s corridors named by the nearest
        room, the instruction printed on a square), for the board viewer; None: the map's names serve."""
        return None

    def board_problems(self, board: Board) -> list[str]:
        """check_board, and a sentence rather than a traceback if the checks themselves cannot finish."""
        try:
            return self.check_board(board)
        except Exception as e:  # noqa: BLE001 - a map the checks did not foresee is still a broken map
            return [f"{self.title}'s checks of the map could not finish ({type(e).__name__}: {serial.short(e)})"]

    # --- computer players -----------------------------------------------------------------------
    def agent(self, seat: int, seed: int, strength: str = "normal") -> Agent:
        """The computer player for this game at a strength ("easy", "normal", "hard"); the random player
        unless the game has its own."""
        return RandomAgent(seed)

    # --- saving ---------------------------------------------------------------------------------
    def state_to_json(self, state: S) -> dict[str, Any]:
        return serial.to_json(state)

    def state_from_json(self, data: Any) -> S:
        return serial.from_json(self.state_type, data)

    def upgrade_save(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """A save file's data written in an older save format `version`, brought up to this version's: the
        game's own words that changed (its state, its actions) translated. The engine calls it for every
        older save before reading it; it returns new data and leaves `data` alone. Raise ValueError (say
        why, in words) for a save that cannot be translated: it is refused. Unchanged unless a game says."""
        return data

    def action_from_json(self, data: Any) -> Action:
        """The action saved as `data`; MalformedAction (an IllegalAction) for anything that is none."""
        if not isinstance(data, dict) or "type" not in data:
            raise MalformedAction("an action without a type")
        for cls in self.action_types:
            if cls.__name__ == data["type"]:
                try:
                    return serial.from_json(cls, {k: v for k, v in data.items() if k != "type"})
                except (serial.DecodeError, TypeError, ValueError, RecursionError) as e:
                    raise MalformedAction(f"not a {cls.__name__} of {self.title} ({e})") from e
        raise MalformedAction(f"{self.title} has no action {serial.short(data['type'])}")

    # --- text -------------------------------------------------------------------------------------
    def rules_path(self) -> Path:
        """The rules in the project's own words, shown by the rules screen."""
        import importlib
        module = importlib.import_module(type(self).__module__)
        return Path(module.__file__).with_name("rules.md")


class Agent(ABC):
    """A computer player. It sees the game through the same legal actions a person has."""

    name: ClassVar[str] = "agent"

    @abstractmethod
    def choose(self, game: Game, state: State, legal: list[Action]) -> Action: ...


class RandomAgent(Agent):
    """Picks uniformly among the legal actions, with its own generator so it never moves the dice.

    The yardstick: every game's own computer player must beat it clearly (python -m game simulate).
    """

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed=seed)

    def choose(self, game: Game, state: State, legal: list[Action]) -> Action:
        return self.rng.choice(legal)
