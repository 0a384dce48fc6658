"""Kick the Door: set-up, the legal decisions, carrying them out, the end of the game."""

from __future__ import annotations

from typing import Any

from game.engine.board import Board
from game.engine.offer import Offer
from game.engine.protocol import Action, Agent, Game, Outcome, State
from game.engine.respond import ResponseWindow
from game.engine.seats import TableConfig

from .actions import ACTION_TYPES
from .board import SCHEMA, check_board
from .flow import carry_out
from .legal import legal
from .setup import new_game
from .state import DoorsState
from .view import prompt, view


class DoorsGame(Game):
    id = "doors"
    title = "Kick the Door"
    blurb = "Kick open doors, fight monsters, curse your friends and reach level 10."
    min_players = 3
    max_players = 6
    shelf_order = 50
    has_secrets = True          # hands are secret
    board = "doors.tmx"
    board_schema = SCHEMA
    state_type = DoorsState
    action_types = ACTION_TYPES
    action_limit = 20000

    def check_board(self, board: Board) -> list[str]:
        return check_board(board)

    def _new_game(self, config: TableConfig, seed: int) -> DoorsState:
        return new_game(config, seed)

    def _legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, DoorsState)
        return legal(state)

    def _apply(self, state: State, action: Action) -> None:
        assert isinstance(state, DoorsState)
        carry_out(state, action)

    def outcome(self, state: State) -> Outcome | None:
        assert isinstance(state, DoorsState)
        if state.phase != "over":
            return None
        scores = {s: p.level for s, p in enumerate(state.players)}
        details = {s: f"level {p.level}" for s, p in enumerate(state.players)}
        winners = (state.winner,) if state.winner is not None else ()
        return Outcome(winners=winners, scores=scores, reason=state.ended, details=details)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        assert isinstance(state, DoorsState)
        return view(state, seat)

    def window(self, state: State) -> ResponseWindow | None:
        assert isinstance(state, DoorsState)
        return state.window if state.window is not None and not state.pending and state.offer is None else None

    def offer(self, state: State) -> Offer | None:
        assert isinstance(state, DoorsState)
        return state.offer if not state.pending else None

    def seat_summary(self, state: State, seat: int) -> str:
        return ""

    def turn_label(self, state: State) -> str:
        assert isinstance(state, DoorsState)
        return prompt(state)

    def agent(self, seat: int, seed: int, strength: str = "normal") -> Agent:
        from .agent import DoorsAgent
        return DoorsAgent(seat, seed, strength)


__all__ = ["DoorsGame"]
