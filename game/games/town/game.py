"""Wilds & Depths: the Game. Set-up (setup.py), the legal decisions (legal.py), carrying them out
(flow.py), the end of the game.

The rules, one module per rule: turns (the turn order), movement (the dice, the move, the squares),
cards (the decks, fortunes), fights (monsters), town (the shop), meetings (passing another pawn, fights
between pawns), trade, pawns (hit points, silver, items, a pawn sent to a square) and end (the last
monster)."""

from __future__ import annotations

from game.engine.board import Board
from game.engine.events import Event
from game.engine.offer import Offer
from game.engine.protocol import Action, Agent, Game, Outcome, PlaceWords, State
from game.engine.seats import TableConfig
from game.engine.words import plural

from . import SHELF, end, words
from .actions import ACTION_TYPES
from .board import SCHEMA, Track, build_track, check_board
from .events import Fell
from .flow import carry_out
from .legal import legal
from .setup import new_state
from .state import TownState
from .view import TownView, prompt, view


class TownGame(Game[TownState, TownView]):
    shelf = SHELF
    has_secrets = False     # cards are drawn face up and inventories lie open
    hint_strength = "hard"  # (Normal is Hard with blind spots made on purpose: a hint should not teach them)
    board = "town.tmx"
    board_schema = SCHEMA
    state_type = TownState
    action_types = ACTION_TYPES

    # --- the board ----------------------------------------------------------------------------------
    def track(self) -> Track:
        cached = self.__dict__.get("_track")
        if cached is None:
            cached = build_track(self.load_board())
            self.__dict__["_track"] = cached
        return cached

    def check_board(self, board: Board) -> list[str]:
        return check_board(board)

    def place_words(self, board: Board) -> PlaceWords:
        return words.place_words(board)

    # --- set-up ----------------------------------------------------------------------------------------
    def _new_game(self, config: TableConfig, seed: int) -> TownState:
        return new_state(config.seats, config.options, seed, self.track())

    # --- decisions -------------------------------------------------------------------------------------
    def _legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, TownState)
        return legal(state, self.track())

    def _apply(self, state: State, action: Action) -> None:
        assert isinstance(state, TownState)
        carry_out(state, self.track(), action)

    # --- the end ------------------------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        assert isinstance(state, TownState)
        if state.phase != "over":
            return None
        scores = {s: end.skulls(state, s) for s in range(len(state.pawns))}
        details = {s: f"{plural(scores[s], 'skull')} from {plural(len(p.victory), 'monster')}, {p.silver} silver"
                   for s, p in enumerate(state.pawns)}
        return Outcome(winners=tuple(state.winners), scores=scores, reason=state.ended, details=details)

    # --- text and views -----------------------------------------------------------------------------------
    chart_title = "Skulls (solid) and silver (dashed)"

    def chart_point(self, view: TownView) -> tuple[int, dict[int, int]]:
        return view.round, {p.seat: p.skulls for p in view.pawns}

    def chart_second(self, view: TownView) -> dict[int, int]:
        return {p.seat: p.silver for p in view.pawns}

    def turning(self, event: Event) -> tuple[int, str] | None:
        if isinstance(event, Fell) and event.seat is not None:
            to = f" to {event.winner}" if event.winner else ""
            return event.seat, f"{event.who} falls and loses {event.lost} silver{to}"
        return None

    def view(self, state: TownState, seat: int | None) -> TownView:
        return view(state, self.track(), seat)

    def offer(self, state: State) -> Offer | None:
        assert isinstance(state, TownState)
        return state.offer

    def rounds(self, state: State) -> int:
        assert isinstance(state, TownState)
        return state.round

    def progress(self, state: State) -> str:
        return f"round {state.round}"   # (the table's own count: the column and the board say "Round N")

    def seat_summary(self, state: State, seat: int) -> str:
        return ""

    def turn_label(self, state: State) -> str:
        assert isinstance(state, TownState)
        return prompt(state, self.track())

    def agent(self, seat: int, seed: int, strength: str = "normal") -> Agent:
        from .agent import TownAgent
        return TownAgent(seat, seed, strength)


__all__ = ["TownGame"]


GAME = TownGame()
