"""Escape from Rovert's Lair: the Game. Set-up (setup.py), the legal decisions (legal.py), carrying them out
(flow.py), the end of the game (winning.py)."""

from __future__ import annotations

from game.engine.board import Board
from game.engine.events import Event
from game.engine.protocol import Action, Agent, Game, OptionalRule, Outcome, PlaceWords, SeatChoice, State
from game.engine.seats import TableConfig

from . import SHELF, winning, words
from .actions import ACTION_TYPES
from .board import SCHEMA, EscapePath, build_path, check_board
from .content import CHARACTERS
from .events import FireCaught
from .flow import carry_out
from .legal import legal
from .setup import new_state
from .state import EscapeState
from .view import EscapeView, turn_label, view


class EscapeGame(Game[EscapeState, EscapeView]):
    shelf = SHELF
    hint_strength = "hard"   # (Normal fears the fire too much on purpose: a hint should not teach that)
    seat_choices = (
        SeatChoice(key="hireling", label="Hireling", values=CHARACTERS, max_per_value=1,
                   help="Your piece. If two want the same one, the youngest chooses first."),
        SeatChoice(key="age", label="Age", kind="number", low=3, high=120, default="",
                   help="The youngest goes first, then play goes clockwise. Leave the ages blank to let the "
                        "first seat start."),
    )
    optional_rules = (OptionalRule(key="fireball", label="The Flaming Fireball of Doom", default=True,
                                   help="Rovert's fireball chases the hirelings up the path. Switch it off for "
                                        "young hirelings: then there is only the race."),)
    has_secrets = False   # the packs are face down for everyone, their owners too: nothing to hide per seat
    board = "escape.tmx"
    board_schema = SCHEMA
    state_type = EscapeState
    action_types = ACTION_TYPES

    # --- the board ----------------------------------------------------------------------------------
    def path(self) -> EscapePath:
        cached = self.__dict__.get("_path")
        if cached is None:
            cached = build_path(self.load_board())
            self.__dict__["_path"] = cached
        return cached

    def check_board(self, board: Board) -> list[str]:
        return check_board(board)

    def place_words(self, board: Board) -> PlaceWords:
        return words.place_words(board)

    # --- set-up ----------------------------------------------------------------------------------------
    def _new_game(self, config: TableConfig, seed: int) -> EscapeState:
        return new_state(config, seed, self.path())

    # --- decisions -------------------------------------------------------------------------------------
    def _legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, EscapeState)
        return legal(state, self.path())

    def _apply(self, state: State, action: Action) -> None:
        assert isinstance(state, EscapeState)
        carry_out(state, self.path(), action)

    # --- the end ------------------------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        assert isinstance(state, EscapeState)
        return winning.outcome(state, self.path())

    # --- text and views -----------------------------------------------------------------------------------
    chart_title = "Squares ahead of the fireball"

    def chart_point(self, view: EscapeView) -> tuple[int, dict[int, int]]:
        if not view.fireball.on:   # a race to the exit alone: the squares still to go (chart_name)
            return view.round, {h.seat: h.steps_to_exit for h in view.hirelings}
        return view.round, {h.seat: max(0, h.to_fire) for h in view.hirelings if h.to_fire is not None}

    def chart_out(self, view: EscapeView) -> set[int]:
        return {h.seat for h in view.hirelings if h.status == "burned"}

    def chart_name(self, view: EscapeView) -> str:
        return self.chart_title if view.fireball.on else "Squares still to go to the exit"

    def turning(self, event: Event) -> tuple[int, str] | None:
        if isinstance(event, FireCaught) and event.seat is not None:
            return event.seat, f"{event.who} burns" if event.to is None else f"The fireball catches {event.who}"
        return None

    def view(self, state: EscapeState, seat: int | None) -> EscapeView:
        return view(state, self.path(), seat)

    def rounds(self, state: State) -> int:
        assert isinstance(state, EscapeState)
        return state.round

    def progress(self, state: State) -> str:
        return f"round {state.round}"   # (the table's own count: the column and the board say "Round N")

    def seat_summary(self, state: State, seat: int) -> str:
        assert isinstance(state, EscapeState)
        return state.hirelings[seat].character

    def turn_label(self, state: State) -> str:
        assert isinstance(state, EscapeState)
        return turn_label(state, self.path())

    def agent(self, seat: int, seed: int, strength: str = "normal") -> Agent:
        """Hard: the full reckoning of agent.py; Normal: the same, fearing the fire's later catches too much
        (it keeps its cards as lives when it could race), and counting squares at a split; Easy: a beginner's
        habits (agent_easy.py)."""
        if strength == "easy":
            from .agent_easy import EasyHireling
            return EasyHireling(seat, seed)
        from .agent import EscapeAgent
        return EscapeAgent(seat, seed, strength)


__all__ = ["EscapeGame"]


GAME = EscapeGame()
