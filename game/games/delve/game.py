"""Dice Delve: the Game. Set-up (setup.py), the legal actions of each decision (legal.py), and carrying
them out (flow.py: each phase's work lives in its own module; `flow.settle` hands on the decision after
every action)."""

from __future__ import annotations

from typing import Any

from game.engine.board import BoardSchema
from game.engine.events import Event
from game.engine.protocol import Action, ConfigError, Game, OptionalRule, Outcome, Record, SeatChoice
from game.engine.seats import TableConfig

from . import SHELF, solo
from . import actions as A
from . import content as C
from .board import SCHEMA, check_board
from .events import DelveEnded, LevelUp
from .flow import carry_out
from .legal import legal
from .scoring import outcome
from .setup import RANDOM, new_state
from .state import DelveState
from .view import DelveView, turn_label, view

HERO_CHOICE = SeatChoice(
    key="hero", label="Hero", default=RANDOM, max_per_value=1, unlimited=(RANDOM,),
    values=(RANDOM, *(h.card for h in C.heroes().values())),
    help="Each hero card starts on its Novice side and flips to its Master side at 5 XP. "
         "'random' deals one of the heroes no one chose.")


class DiceDelve(Game[DelveState, DelveView]):
    shelf = SHELF
    hint_strength = "hard"   # (Normal is Hard with a blind spot made on purpose: a hint should not teach it)
    seat_choices = (HERO_CHOICE,)
    optional_rules = (
        OptionalRule(key="twists", label="Twist cards",
                     help="Two secret twist cards each, one more after every round; play them on anyone's "
                          "delve before the monsters are fought."),
        OptionalRule(key="trading", label="Trading (advanced)",
                     help="At the start of each round, each seat may offer one treasure or twist card to "
                          "another seat for one of theirs."),
    )
    has_secrets = True
    board = "delve.tmx"
    board_schema: BoardSchema = SCHEMA
    state_type = DelveState
    action_types = A.ACTION_TYPES

    # --- set-up -----------------------------------------------------------------------------------
    def check_config(self, config: TableConfig) -> None:
        super().check_config(config)
        chosen = []
        for seat in config.seats:
            value = seat.choices.get("hero", RANDOM)
            if value == RANDOM:
                continue
            hero = C.hero_by_name(value)
            if hero is None:
                raise ConfigError(f"{seat.name}: there is no hero called {value!r}")
            if hero.id in chosen:
                raise ConfigError(f"only one seat may take the {hero.card}")
            chosen.append(hero.id)

    def _new_game(self, config: TableConfig, seed: int) -> DelveState:
        return new_state(config, seed)

    # --- decisions --------------------------------------------------------------------------------
    def _legal_actions(self, state: DelveState) -> list[Action]:  # type: ignore[override]
        return legal(state)

    def _apply(self, state: DelveState, action: Action) -> None:  # type: ignore[override]
        carry_out(state, action)

    # --- reading --------------------------------------------------------------------------------
    def outcome(self, state: DelveState) -> Outcome | None:  # type: ignore[override]
        result = outcome(state)
        if result is None or state.n > 1:
            return result
        # Alone: the rank (the personal best is the app's to keep and tell: record()).
        reason, note = solo.verdict(state, result.scores[0])
        return Outcome(winners=result.winners, scores=result.scores, reason=reason,
                       details={0: f"{result.details[0]}; {note}"})

    def record(self, state: DelveState) -> Record | None:  # type: ignore[override]
        """A lone person's score, for their personal best (one best per table: with or without twists)."""
        result = outcome(state)
        if result is None or state.n > 1 or state.seats[0].is_computer:
            return None
        return solo.record(state, result.scores[0])

    def feat(self, state: DelveState) -> dict[int, int]:
        """The deepest level each seat's delves reached, for the shelf's deepest delve."""
        return dict(enumerate(state.deepest))

    chart_title = "Experience after each delve"

    def chart_point(self, view: DelveView) -> tuple[int, dict[int, int]]:
        return view.round, {s: seat.xp for s, seat in enumerate(view.seats)}

    def turning(self, event: Event) -> tuple[int, str] | None:
        if isinstance(event, LevelUp) and event.seat is not None:
            return event.seat, f"{event.who}: the {event.novice} becomes the {event.master}"
        if isinstance(event, DelveEnded) and event.how == "fled" and event.seat is not None:
            return event.seat, f"{event.who} flees from level {event.level}: no XP"
        return None

    def view(self, state: DelveState, seat: int | None) -> DelveView:
        return view(state, seat)

    def secrets(self, state: DelveState) -> bool:  # type: ignore[override]
        """Only the twist hands are secret; treasures lie face up."""
        return state.twists_on()

    def rounds(self, state: DelveState) -> int:  # type: ignore[override]
        return state.round

    def progress(self, state: DelveState) -> str:  # type: ignore[override]
        return f"round {state.round}"   # (as the phase line under the table says it)

    def turn_label(self, state: DelveState) -> str:  # type: ignore[override]
        return turn_label(state)

    def seat_summary(self, state: DelveState, seat: int) -> str:  # type: ignore[override]
        return state.hero(seat).card

    def check_board(self, board: Any) -> list[str]:
        return check_board(board)

    def agent(self, seat: int, seed: int, strength: str = "normal") -> Any:
        """Hard: plays for the win, looking ahead (agent_hard.py); Normal: the sound player (agent.py); Easy:
        a beginner's habits (agent_easy.py)."""
        if strength == "easy":
            from .agent_easy import EasyDelver
            return EasyDelver(seat, seed)
        if strength == "hard":
            from .agent_hard import HardDelver
            return HardDelver(seat, seed)
        from .agent import DelveAgent
        return DelveAgent(seat, seed, strength)


GAME = DiceDelve()
