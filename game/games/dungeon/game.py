"""Dungeon! (TSR, 1975): the Game the shelf plays.

    from game.games.dungeon import GAME
    state = GAME.new_game(TableConfig(seats=[Seat(name="Ann"), Seat(name="Bob")]), seed=7)
    GAME.legal_actions(state)   # [ChoosePawn('Elf'), ChoosePawn('Hero'), ...] for the highest opening roll

The optional and advanced rules of the 8-page rules (wandering monsters, safe keeping, re-entry as a new
adventurer, ambush and player combat, increased Wizard spells, special magic swords) and the solo goals
are OptionalRules (options.py), switched at set-up or by `simulate --option KEY=on`.
"""

from __future__ import annotations

from typing import ClassVar

from game.engine.board import Board
from game.engine.events import Event
from game.engine.protocol import Action, Agent, ConfigError, Game, Outcome, PlaceWords, SeatChoice, check_names
from game.engine.seats import TableConfig
from game.engine.words import plural

from . import SHELF, words
from . import board as board_rules
from .actions import ACTION_TYPES
from .content import PAWN_TYPES, max_per_type
from .dungeonmap import DungeonMap, dungeon_map
from .events import Fallen, PrizesDropped
from .flow import carry_out
from .legal import legal
from .options import OPTIONAL_RULES
from .setup import CHOOSE, new_state
from .state import DungeonState
from .view import DungeonView, outcome, seat_summary, turn_label, view


class DungeonGame(Game[DungeonState, DungeonView]):
    shelf = SHELF
    hint_strength = "hard"   # (Normal is Hard with blind spots made on purpose: a hint should not teach them)
    seat_choices: ClassVar[tuple[SeatChoice, ...]] = (
        SeatChoice(key="pawn", label="Pawn", values=(CHOOSE, *PAWN_TYPES), default=CHOOSE,
                   help="Elf (green, needs 10,000), Hero (blue, 10,000), Superhero (red, 20,000), Wizard "
                        "(white, 30,000, with spells). 'Choose in play' picks after the opening roll, "
                        "highest roll first; at most three pawns of a type."),
    )
    optional_rules = OPTIONAL_RULES
    has_secrets = True
    board = "dungeon.tmx"
    board_schema = board_rules.SCHEMA
    state_type = DungeonState
    action_types = ACTION_TYPES
    # A four-seat game of computer players takes about 400-900 actions; a game that has not ended after
    # this many is stuck, and the simulator says so.
    action_limit = 12000

    def __init__(self, board: Board | None = None) -> None:
        """`board` plays on another map (the tests' small maps); by default boards/dungeon.tmx."""
        if board is not None:
            self.__dict__["_board"] = board

    def map(self) -> DungeonMap:
        return dungeon_map(self.load_board())

    def check_board(self, board: Board) -> list[str]:
        return board_rules.check_board(board)

    def place_words(self, board: Board) -> PlaceWords:
        return words.place_words(board)

    # --- set-up ----------------------------------------------------------------------------------
    def check_config(self, config: TableConfig) -> None:
        # "Choose in play" is not a pawn type: any number of seats may leave the choice to the opening roll.
        # So the seat choice has no max_per_value (which would count it too); the limit of three pawns of a
        # real type is checked here, and the set-up screen shows this message.
        n = len(config.seats)
        if not self.min_players <= n <= self.max_players:
            raise ConfigError(f"{self.title} is for {self.player_range()} players, not {n}")
        check_names([s.name for s in config.seats])
        for seat in config.seats:
            value = seat.choices.get("pawn", CHOOSE)
            if value not in (CHOOSE, *PAWN_TYPES):
                raise ConfigError(f"{seat.name}: no pawn type {value!r} (choose {', '.join(PAWN_TYPES)})")
        for kind in PAWN_TYPES:
            if sum(1 for s in config.seats if s.choices.get("pawn") == kind) > max_per_type():
                raise ConfigError(f"at most {max_per_type()} seats may choose {kind}")
        self.check_options(config)

    def _new_game(self, config: TableConfig, seed: int) -> DungeonState:
        return new_state(config, seed, self.map())

    # --- play ------------------------------------------------------------------------------------
    def _legal_actions(self, state: DungeonState) -> list[Action]:
        assert isinstance(state, DungeonState)
        return legal(state, self.map())

    def _apply(self, state: DungeonState, action: Action) -> None:
        assert isinstance(state, DungeonState)
        carry_out(state, self.map(), action)

    def outcome(self, state: DungeonState) -> Outcome | None:
        assert isinstance(state, DungeonState)
        return outcome(state)

    chart_title = "Gold carried and banked"

    def chart_point(self, view: DungeonView) -> tuple[int, dict[int, int]]:
        # (a pawn's treasure is its own secret: its own view gives its number)
        return view.turn, {p.seat: p.value + (p.kept_value or 0) for p in view.pawns if p.value is not None}

    def turning(self, event: Event) -> tuple[int, str] | None:
        if isinstance(event, Fallen) and event.seat is not None:
            return event.seat, f"{event.who} is {'killed' if event.killed else 'seriously wounded'}"
        if isinstance(event, PrizesDropped) and event.monster and event.seat is not None:
            return event.seat, f"{event.who} loses a fight: {plural(len(event.cards), 'prize')} to the {event.monster}"
        return None

    def view(self, state: DungeonState, seat: int | None) -> DungeonView:
        assert isinstance(state, DungeonState)
        return view(state, self.map(), seat)

    def progress(self, state: DungeonState) -> str:
        return f"round {state.turn}"   # (the rules count a turn of every pawn as one, the wandering monsters' round)

    def turn_label(self, state: DungeonState) -> str:
        assert isinstance(state, DungeonState)
        return turn_label(state, self.map())

    def seat_summary(self, state: DungeonState, seat: int) -> str:
        assert isinstance(state, DungeonState)
        return seat_summary(state, seat)

    def agent(self, seat: int, seed: int, strength: str = "normal") -> Agent:
        from .agent import DungeonAgent
        return DungeonAgent(seat, seed, strength)


GAME = DungeonGame()
