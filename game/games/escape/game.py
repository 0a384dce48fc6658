"""Escape from Rovert's Lair: set-up, the legal decisions, carrying them out, the end of the game."""

from __future__ import annotations

from game.engine.board import Board
from game.engine.events import Event, Note
from game.engine.protocol import Action, Agent, Game, IllegalAction, OptionalRule, Outcome, SeatChoice, State
from game.engine.rng import Rng
from game.engine.seats import TableConfig

from . import SHELF, fireball, rules
from .actions import (
    ACTION_TYPES,
    ChooseBranch,
    KeepCards,
    LeaveBackpacks,
    NoCard,
    PayToll,
    Steal,
    Swim,
    TakeLedge,
    ThrowCard,
    UseCard,
    WaitAtBridge,
)
from .board import SCHEMA, EscapePath, build_path, check_board
from .content import CARDS_PER_HIRELING, CHARACTERS, card, full_deck
from .events import FireCaught, TollPaid
from .state import EscapeState, Hireling
from .view import EscapeView, view


def parse_age(text: str | None) -> int | None:
    try:
        age = int(str(text).strip())
    except (TypeError, ValueError):
        return None
    return age if age >= 0 else None


def turn_order(ages: list[int | None]) -> list[int]:
    """"The youngest player goes first and play proceeds clockwise." Seats are listed clockwise. Ties go
    to the earlier seat; if no one gives an age, the table picks by seating: seat 1 goes first."""
    n = len(ages)
    given = [(age, seat) for seat, age in enumerate(ages) if age is not None]
    first = min(given)[1] if given else 0
    return [(first + i) % n for i in range(n)]


class EscapeGame(Game[EscapeState, EscapeView]):
    shelf = SHELF
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

    # --- set-up ----------------------------------------------------------------------------------------
    def _new_game(self, config: TableConfig, seed: int) -> EscapeState:
        path = self.path()
        n = len(config.seats)
        ages = [parse_age(s.choices.get("age")) for s in config.seats]
        order = turn_order(ages)
        # Pieces: the youngest chooses first, so seats without a choice take the first free one in turn order.
        chosen: list[str] = [s.choices.get("hireling", "") or "" for s in config.seats]
        for seat in order:
            if chosen[seat] not in CHARACTERS or chosen.count(chosen[seat]) > 1:
                chosen[seat] = next(c for c in CHARACTERS if c not in chosen)
        state = EscapeState(seats=config.seats, options=config.options, rng=Rng(seed=seed), order=order,
                            fire_on=bool(config.options.get("fireball", True)))
        deck = full_deck()
        state.rng.shuffle(deck)
        # "each player is dealt 8 cards face down in a pile and may not look at them. From the remaining
        # cards, one card for each player is placed face down next to the treasure square."
        state.hirelings = [Hireling(character=chosen[s], square=path.start, age=ages[s]) for s in range(n)]
        for seat in order:
            state.hirelings[seat].pack = [deck.pop() for _ in range(CARDS_PER_HIRELING)]
        state.hoard = [deck.pop() for _ in range(n)]
        state.box = deck
        rules.begin_turn(state, path, order[0])
        return state

    # --- decisions -------------------------------------------------------------------------------------
    def _legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, EscapeState)
        path = self.path()
        seat = state.to_act
        assert seat is not None
        h = state.hirelings[seat]
        if state.phase == "turn":
            then = "dance" if h.held == "goblin_pit" else "move"
            out: list[Action] = [UseCard(then)] if h.pack else []
            out.append(NoCard(then))
            return out
        if state.phase == "branch":
            return [ChooseBranch(square=s, name=path.branch_name(s)) for s in path.nexts[h.square]]
        if state.phase == "bridge":
            return [PayToll(), WaitAtBridge()]
        if state.phase == "river":
            return [Swim(), TakeLedge()]
        if state.phase == "steal":
            return [*(Steal(victim=v, name=state.name(v)) for v in rules.steal_victims(state, path)),
                    LeaveBackpacks()]
        if state.phase == "fire":
            return [*(ThrowCard(front=i, name=str(card(h.front[i].card)) if i >= 0 else "")
                      for i in fireball.throw_options(state, seat)), KeepCards()]
        return []

    def _apply(self, state: State, action: Action) -> None:
        assert isinstance(state, EscapeState)
        path = self.path()
        h = rules.hireling(state)
        if isinstance(action, UseCard):
            rules.flip_card(state)
            self._then(state, path, action.then)
        elif isinstance(action, NoCard):
            self._then(state, path, action.then)
        elif isinstance(action, ChooseBranch):
            state.phase = "turn"
            state.emit(Note(seat=state.to_act, message=f"{rules.who(state)} goes by {path.branch_name(action.square)}"))
            rules.walk(state, path, first=action.square)
        elif isinstance(action, PayToll):
            cid = h.pack.pop()
            state.discards.append(cid)
            state.emit(TollPaid(seat=state.to_act, card=cid, where="the troll's hands", who=rules.who(state),
                                name=str(card(cid))))
            rules.resume(state, path, "paid the troll and crossed")
        elif isinstance(action, WaitAtBridge):
            state.phase = "turn"
            h.skip_turns = 1
            rules.tell(state, path, None, "refuses to pay: the troll keeps them waiting, so the turn ends here and "
                                          "the next turn is lost; after that they cross free")
            rules.end_on_stopping_square(state, path)
        elif isinstance(action, Swim):
            state.phase = "turn"
            self._swim(state, path)
        elif isinstance(action, TakeLedge):
            state.phase = "turn"
            rules.tell(state, path, None, "walks round by the ledge: the move ends here, and next turn they "
                                          "go on from the far bank")
            rules.end_on_stopping_square(state, path)
        elif isinstance(action, Steal):
            state.phase = "turn"
            rules.steal(state, path, action.victim)
        elif isinstance(action, LeaveBackpacks):
            state.phase = "turn"
            rules.finish_turn(state, path)
        elif isinstance(action, ThrowCard | KeepCards):
            seat = state.to_act
            assert seat is not None
            if isinstance(action, ThrowCard):
                fireball.throw(state, path, seat, action.front)
            else:
                fireball.burn(state, seat, "they kept their cards")
            if fireball.resolve_catches(state, path):
                rules.start_round_after_fire(state, path)
        else:  # pragma: no cover - legal_actions() never offers anything else
            raise IllegalAction(f"{action} is not an action of {self.title}")

    def _then(self, state: EscapeState, path: EscapePath, then: str) -> None:
        """After the card decision: move, or first dance out of the Goblin Polka Pit."""
        if then == "move":
            rules.roll_to_move(state, path)
            return
        h = rules.hireling(state)
        if rules.d8_against(state, path, f"to dance out of {path.name(h.square)}"):
            h.held = ""
            rules.tell(state, path, True, "danced out of the pit: roll to move")
            rules.roll_to_move(state, path)
        else:
            rules.tell(state, path, False, "still dancing with the goblins: the turn ends")
            rules.end_on_stopping_square(state, path)

    def _swim(self, state: EscapeState, path: EscapePath) -> None:
        h = rules.hireling(state)
        if rules.d8_against(state, path, f"to swim across {path.name(h.square)}"):
            rules.resume(state, path, "swam across")
        else:
            h.skip_turns = 1
            rules.tell(state, path, False, "swept downstream: the turn ends and the next turn is lost climbing "
                                           "out on the far bank")
            rules.end_on_stopping_square(state, path)

    # --- the end ------------------------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        assert isinstance(state, EscapeState)
        if state.phase != "over":
            return None
        path = self.path()
        total = path.steps_to_exit(path.start)
        scores, details = {}, {}
        for seat, h in enumerate(state.hirelings):
            left = 0 if h.status == "escaped" else path.steps_to_exit(h.square)
            scores[seat] = total - left
            if h.status == "escaped":
                details[seat] = "escaped first"
            elif h.status == "burned":
                details[seat] = f"burned to a crisp at {path.name(h.square)}"
            else:
                details[seat] = f"{left} squares from the exit, {len(h.pack)} cards left in the pack"
        winners = (state.winner,) if state.winner is not None else ()
        return Outcome(winners=winners, scores=scores, reason=state.ended, details=details)

    # --- text and views -----------------------------------------------------------------------------------
    chart_title = "Squares ahead of the fireball"

    def chart_point(self, view: EscapeView) -> tuple[int, dict[int, int]]:
        if not view.fireball.on:   # a race to the exit alone: the squares still to go (chart_name)
            return view.turn, {h.seat: h.steps_to_exit for h in view.hirelings}
        return view.turn, {h.seat: max(0, h.to_fire) for h in view.hirelings if h.to_fire is not None}

    def chart_name(self, view: EscapeView) -> str:
        return self.chart_title if view.fireball.on else "Squares still to go to the exit"

    def turning(self, event: Event) -> tuple[int, str] | None:
        if isinstance(event, FireCaught) and event.seat is not None:
            return event.seat, f"{event.who} burns" if event.to is None else f"The fireball catches {event.who}"
        return None

    def view(self, state: EscapeState, seat: int | None) -> EscapeView:
        return view(state, self.path(), seat)

    def progress(self, state: State) -> str:
        return f"round {state.round}"   # (the table's own count: the column and the board say "Round N")

    def seat_summary(self, state: State, seat: int) -> str:
        assert isinstance(state, EscapeState)
        return state.hirelings[seat].character

    def turn_label(self, state: State) -> str:
        assert isinstance(state, EscapeState)
        if state.to_act is None:
            return state.ended
        name = state.name(state.to_act)
        h = state.hirelings[state.to_act]
        path = self.path()
        if state.phase == "turn":
            if h.held == "goblin_pit":
                if not h.pack:
                    return f"{name}: dance out of the Goblin Polka Pit (no cards left in the pack)"
                return f"{name}: use a card before dancing out of the Goblin Polka Pit?"
            if not h.pack:
                return f"{name}'s turn: roll to move (no cards left in the pack)"
            return f"{name}'s turn: flip a card from your pack, or just roll?"
        return {
            "branch": f"{name}: the path splits — which way? ({state.steps_left} squares still to move)",
            "bridge": f"{name}: pay the troll a card, or wait?",
            "river": f"{name}: swim the {path.name(h.square)}, or walk round by the ledge?",
            "steal": f"{name}: reach into a backpack on this square?",
            "fire": f"{name}: caught by the fireball — throw a card to stay ahead of it, or burn?",
        }.get(state.phase, name)

    def agent(self, seat: int, seed: int, strength: str = "normal") -> Agent:
        """Hard: the full reckoning of agent.py; Normal: the same, making light of the fire's later catches,
        and counting squares at a split; Easy: a beginner's habits (beginner.py)."""
        if strength == "easy":
            from .beginner import EasyHireling
            return EasyHireling(seat, seed)
        from .agent import EscapeAgent
        return EscapeAgent(seat, seed, strength)


__all__ = ["EscapeGame", "turn_order", "parse_age"]


GAME = EscapeGame()
