"""Wilds & Depths: set-up, the legal decisions, carrying them out, the end of the game."""

from __future__ import annotations

from game.engine.board import Board
from game.engine.events import Event
from game.engine.offer import Accept, Offer, Refuse
from game.engine.protocol import Action, Agent, Game, IllegalAction, Outcome, State
from game.engine.seats import TableConfig

from . import SHELF, content
from .actions import (
    ACTION_TYPES,
    Attack,
    Buy,
    CancelTrade,
    Face,
    FightMonster,
    GoOn,
    Leave,
    Move,
    PayToll,
    ProposeTrade,
    Put,
    Refresh,
    Roll,
    Sell,
    SendOffer,
    Silver,
)
from .board import SCHEMA, Track, build_track, check_board
from .events import Fell
from .rules import cards, end, fights, meetings, movement, town, trade, turns
from .state import TownState
from .view import TownView, prompt, view


class TownGame(Game[TownState, TownView]):
    shelf = SHELF
    has_secrets = False     # cards are drawn face up and inventories lie open
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

    # --- set-up ----------------------------------------------------------------------------------------
    def _new_game(self, config: TableConfig, seed: int) -> TownState:
        return turns.set_up(config.seats, config.options, seed, self.track())

    # --- decisions -------------------------------------------------------------------------------------
    def _legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, TownState)
        seat = state.to_act
        assert seat is not None
        phase = state.phase
        if phase == "roll":
            return [Roll(), *town.before_rolling(state, self.track(), seat)]
        if phase == "move":
            track = self.track()
            return [Move(die=w.die, value=w.value, square=w.square, town=w.town_stop,
                         name=track.name(w.square)) for w in movement.landings(state, track, seat)]
        if phase == "meet":
            return meetings.options(state)
        if phase == "trade":
            return trade.options(state)
        if phase == "offer":
            return [Accept(), Refuse()]
        if phase == "toll":
            p = state.pawns[seat]
            c = content.card(state.card)
            free = any(content.item(i).effect == "writ" for i in p.equipment)
            return [PayToll(amount=0 if free else c.amount), FightMonster()]
        if phase == "lantern":
            return [Face(index=k, name=content.card(c).name) for k, c in enumerate(state.lantern)]
        if phase == "shop":
            return town.options(state, seat)
        return []

    def _apply(self, state: State, action: Action) -> None:
        assert isinstance(state, TownState)
        track = self.track()
        seat = state.to_act
        assert seat is not None
        if isinstance(action, Roll):
            movement.roll(state)
        elif isinstance(action, Move):
            landing = next(w for w in movement.landings(state, track, seat)
                           if w.die == action.die and w.square == action.square)
            movement.move(state, track, landing)
        elif isinstance(action, Attack):
            meetings.attack(state, track)
        elif isinstance(action, ProposeTrade):
            trade.start(state, action.target)
        elif isinstance(action, GoOn):
            meetings.go_on(state, track)
        elif isinstance(action, Put):
            trade.put(state, action)
        elif isinstance(action, Silver):
            trade.silver(state, action)
        elif isinstance(action, SendOffer):
            trade.send(state)
        elif isinstance(action, CancelTrade):
            trade.cancel(state)
        elif isinstance(action, Accept | Refuse):
            trade.answer(state, track, isinstance(action, Accept))
        elif isinstance(action, PayToll):
            fights.toll(state, track)
        elif isinstance(action, FightMonster):
            fights.fight(state, track)
        elif isinstance(action, Face):
            cards.choose(state, track, action.index)
        elif isinstance(action, Buy):
            town.buy(state, seat, action.slot)
        elif isinstance(action, Sell):
            town.sell(state, seat, action.index)
        elif isinstance(action, Refresh):
            town.refresh(state, seat)
        elif isinstance(action, Leave):
            town.leave(state, track, seat)
        else:  # pragma: no cover - legal_actions() never offers anything else
            raise IllegalAction(f"{action} is not an action of {self.title}")

    # --- the end ------------------------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        assert isinstance(state, TownState)
        if state.phase != "over":
            return None
        scores = {s: end.skulls(state, s) for s in range(len(state.pawns))}
        details = {s: f"{scores[s]} skulls from {len(p.victory)} monsters, {p.silver} silver"
                   for s, p in enumerate(state.pawns)}
        return Outcome(winners=tuple(state.winners), scores=scores, reason=state.ended, details=details)

    # --- text and views -----------------------------------------------------------------------------------
    chart_title = "Skulls (solid) and silver (dashed)"

    def chart_point(self, view: TownView) -> tuple[int, dict[int, int]]:
        return view.turn, {p.seat: p.skulls for p in view.pawns}

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
