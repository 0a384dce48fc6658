"""A tiny race game used only by the tests, to exercise the engine and the table scene before (and
beside) the real games. It is never on the shelf.

Each turn the seat to act may roll a d6 and move that far along a track of 12, or pass; a hidden card
rule gives the game a secret (each seat holds a face-down "bonus" number only it may see).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.events import Event, Note, TurnBegan
from game.engine.protocol import Action, Game, OptionalRule, Outcome, SeatChoice, State
from game.engine.rng import Rng
from game.engine.seats import TableConfig, next_in_order


@dataclass(frozen=True)
class Roll(Action):
    def __str__(self) -> str:
        return "Roll"


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "Pass"


@dataclass(frozen=True)
class Peek(Action):
    """Look at your bonus card: private, and undoable (it reveals nothing to the table)."""

    def __str__(self) -> str:
        return "Peek"


@dataclass(frozen=True, kw_only=True)
class Peeked(Event):
    bonus: int

    def text(self) -> str:
        return f"your bonus is {self.bonus}"

    def public(self) -> str:
        return "someone peeked"


@dataclass(frozen=True, kw_only=True)
class ToyView:
    """What a seat sees: every pawn's place, and its own face-down bonus only."""

    positions: tuple[int, ...]
    my_bonus: int | None


@dataclass(kw_only=True)
class ToyState(State):
    positions: list[int] = field(default_factory=list)
    bonus: list[int] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    finished: int | None = None


class ToyGame(Game[ToyState, ToyView]):
    id = "toy"
    title = "Toy Race"
    blurb = "A test game."
    min_players = 1
    max_players = 4
    has_secrets = True
    seat_choices = (SeatChoice(key="colour", label="Colour", values=("red", "blue"), max_per_value=2),)
    optional_rules = (OptionalRule(key="long", label="Long track"),)
    state_type = ToyState
    action_types = (Roll, Pass, Peek)

    def length(self, state: ToyState) -> int:
        return 20 if state.options.get("long") else 12

    def _new_game(self, config: TableConfig, seed: int) -> ToyState:
        n = len(config.seats)
        state = ToyState(seats=config.seats, options=config.options, rng=Rng(seed=seed),
                         positions=[0] * n, order=list(range(n)))
        state.bonus = [state.rng.below(3) for _ in range(n)]
        state.to_act = 0
        state.turn = 1
        state.emit(TurnBegan(seat=0, who=state.name(0)))
        return state

    def _legal_actions(self, state: ToyState) -> list[Action]:
        return [Roll(), Pass(), Peek()]

    def _apply(self, state: ToyState, action: Action) -> None:
        seat = state.to_act
        assert seat is not None
        if isinstance(action, Peek):
            state.emit(Peeked(seat=seat, visible_to=(seat,), bonus=state.bonus[seat]))
            return
        if isinstance(action, Roll):
            roll = state.roll(1, 6, seat=seat, reason="to move")
            state.positions[seat] += roll.total
            state.emit(Note(message=f"{state.name(seat)} moves to {state.positions[seat]}"))
            if state.positions[seat] >= self.length(state):
                state.finished = seat
                state.to_act = None
                return
        nxt = next_in_order(state.order, seat)
        if nxt <= seat:
            state.turn += 1
        state.to_act = nxt
        state.emit(TurnBegan(seat=nxt, who=state.name(nxt)))

    def outcome(self, state: ToyState) -> Outcome | None:
        if state.finished is None:
            return None
        return Outcome(winners=(state.finished,), scores=dict(enumerate(state.positions)),
                       reason=f"{state.name(state.finished)} reached the end first")

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(positions=tuple(state.positions), my_bonus=state.bonus[seat] if seat is not None else None)


GAME = ToyGame()
