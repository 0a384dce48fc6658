"""Kick the Door: set-up, the legal decisions, carrying them out, the end of the game."""

from __future__ import annotations

from typing import Any

from game.engine.board import Board
from game.engine.events import Event
from game.engine.offer import Offer
from game.engine.protocol import Action, Agent, Game, Outcome
from game.engine.respond import ResponseWindow
from game.engine.seats import TableConfig

from . import SHELF
from .actions import ACTION_TYPES
from .board import SCHEMA, check_board
from .content import WIN_LEVEL
from .events import CardMoved, Died, LevelChanged
from .flow import carry_out
from .legal import legal
from .setup import new_game
from .state import DoorsState
from .upgrade import from_numbered
from .view import DoorsView, prompt, view


class DoorsGame(Game[DoorsState, DoorsView]):
    shelf = SHELF
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

    def _legal_actions(self, state: DoorsState) -> list[Action]:
        return legal(state)

    def _apply(self, state: DoorsState, action: Action) -> None:
        carry_out(state, action)

    def outcome(self, state: DoorsState) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = {s: p.level for s, p in enumerate(state.players)}
        details = {s: f"level {p.level}" for s, p in enumerate(state.players)}
        winners = (state.winner,) if state.winner is not None else ()
        return Outcome(winners=winners, scores=scores, reason=state.ended, details=details)

    chart_title = "Levels"

    def chart_point(self, view: DoorsView) -> tuple[int, dict[int, int]]:
        return view.turn, {p.seat: p.level for p in view.seats}

    def turning(self, event: Event) -> tuple[int, str] | None:
        """A death, a curse that stays, a level lost, and a kill worth two levels or the game."""
        if isinstance(event, Died) and event.seat is not None:
            return event.seat, f"{event.who} dies ({event.cause})"
        if isinstance(event, CardMoved) and event.dst == "curses" and event.dst_seat is not None:
            return event.dst_seat, f"Cursed: {event.name}"
        big_kill = event.kill and (event.after - event.before >= 2 or event.after == WIN_LEVEL) \
            if isinstance(event, LevelChanged) else False
        if isinstance(event, LevelChanged) and event.seat is not None and (event.after < event.before or big_kill):
            return event.seat, f"{event.who}: level {event.before} to {event.after} ({event.why})"
        return None

    def view(self, state: DoorsState, seat: int | None) -> DoorsView:
        return view(state, seat)

    def window(self, state: DoorsState) -> ResponseWindow | None:
        return state.window if state.window is not None and not state.pending and state.offer is None else None

    def offer(self, state: DoorsState) -> Offer | None:
        return state.offer if not state.pending else None

    def progress(self, state: DoorsState) -> str:
        return f"turn {state.turn}" if state.turn else ""   # (a turn each: there are no rounds to count)

    def seat_summary(self, state: DoorsState, seat: int) -> str:
        return ""

    def turn_of(self, state: DoorsState) -> int | None:
        """The seat whose turn it is, whoever is asked within it (a helper, a seat running away too, a trade's
        other side, those who may play a card on the fight); while the table gets ready, the seat equipping."""
        if state.phase == "over":
            return None
        return state.to_act if state.phase == "setup" else state.current

    def turn_label(self, state: DoorsState) -> str:
        return prompt(state)

    def upgrade_save(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        if version < 2:
            data = from_numbered(data)   # format 1 numbered the cards ("d17")
        return data

    def agent(self, seat: int, seed: int, strength: str = "normal") -> Agent:
        from .agent import DoorsAgent
        return DoorsAgent(seat, seed, strength)


__all__ = ["DoorsGame"]


GAME = DoorsGame()
