"""Computer against computer, headless: `python -m game simulate GAME --players N --games N --seed N`.

Every game runs through a Session exactly as on the screen, so a rules error or a game that never ends
shows here. Agents may be mixed ("ai,random") to measure a computer player against the random one;
with --rotate the seats move round from game to game, so that no agent keeps the first seat.
"""

from __future__ import annotations

import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .protocol import Agent, ConfigError, Game, RandomAgent, SeatChoice
from .rng import Rng
from .seats import STRENGTHS, Seat, TableConfig
from .session import Session


@dataclass
class SimResult:
    game: str
    players: list[int]
    games: int
    finished: int = 0
    errors: int = 0
    unfinished: int = 0
    wins_by_seat: Counter = field(default_factory=Counter)
    wins_by_choice: Counter = field(default_factory=Counter)
    played_by_choice: Counter = field(default_factory=Counter)
    wins_by_agent: Counter = field(default_factory=Counter)
    played_by_agent: Counter = field(default_factory=Counter)
    no_winner: int = 0
    random_only: int = 0  # cut off at the action limit when only random players were still playing
    turns: list[int] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    decide_seconds: float = 0.0
    decisions: int = 0
    slowest_decision: float = 0.0
    seconds: float = 0.0
    first_error: str | None = None

    def as_json(self) -> dict[str, Any]:
        n = max(1, len(self.turns))
        return {
            "game": self.game,
            "players": self.players if len(set(self.players)) > 1 else self.players[0],
            "games": self.games,
            "finished": self.finished,
            "errors": self.errors,
            "unfinished": self.unfinished,
            "wins": {str(k): v for k, v in sorted(self.wins_by_seat.items())},
            "wins_by_choice": dict(sorted(self.wins_by_choice.items())),
            "played_by_choice": dict(sorted(self.played_by_choice.items())),
            "wins_by_agent": dict(sorted(self.wins_by_agent.items())),
            "played_by_agent": dict(sorted(self.played_by_agent.items())),
            "no_winner": self.no_winner,
            "cut_off_random_only": self.random_only,
            "mean_turns": round(sum(self.turns) / n, 2),
            "mean_actions": round(sum(self.actions) / n, 2),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "mean_decision_ms": round(1000 * self.decide_seconds / max(1, self.decisions), 3),
            "max_decision_ms": round(1000 * self.slowest_decision, 2),
            "first_error": self.first_error,
        }


def random_choices(choices: tuple[SeatChoice, ...], n: int, rng: Rng) -> list[dict[str, str]]:
    """Legal random per-seat choices for n seats (respecting limits such as three pawns of a type)."""
    out: list[dict[str, str]] = [{} for _ in range(n)]
    for choice in choices:
        taken: Counter = Counter()
        for seat in range(n):
            if choice.kind == "number":
                out[seat][choice.key] = str(choice.low + rng.below(choice.high - choice.low + 1))
                continue
            free = [v for v in choice.values
                    if choice.max_per_value is None or v in choice.unlimited
                    or taken[v] < choice.max_per_value]
            value = rng.choice(free)
            taken[value] += 1
            out[seat][choice.key] = value
    return out


def table_choices(game: Game, n: int, rng: Rng, tries: int = 200) -> list[dict[str, str]]:
    """Random per-seat choices that the game's own check_config accepts: random_choices, drawn again while
    the game refuses them (a limit the game states only in check_config, such as Dungeon!'s three pawns
    of a type while any number of seats may choose in play)."""
    choices = random_choices(game.seat_choices, n, rng)
    for _ in range(tries):
        seats = [Seat(name=f"Seat {i + 1}", kind="computer", choices=dict(c)) for i, c in enumerate(choices)]
        try:
            game.check_config(TableConfig(seats=seats))
            return choices
        except ConfigError:
            choices = random_choices(game.seat_choices, n, rng)
    return choices


AGENT_KINDS = ("random", "ai", *STRENGTHS)   # "ai" is the Normal computer player


def make_agent(kind: str, game: Game, seat: int, seed: int) -> Agent:
    if kind == "random":
        return RandomAgent(seed)
    if kind == "ai":
        return game.agent(seat, seed, "normal")
    if kind in STRENGTHS:
        return game.agent(seat, seed, kind)
    raise ValueError(f"unknown agent {kind!r}: use {', '.join(AGENT_KINDS)}")


def simulate(game: Game, players: list[int], games: int, seed: int, agents: list[str] | None = None,
             rotate: bool = False, options: dict[str, bool | str] | None = None,
             random_seat_choices: bool = True) -> SimResult:
    agents = agents or ["ai"]
    result = SimResult(game=game.id, players=players, games=games)
    started = time.perf_counter()
    for i in range(games):
        n = players[i % len(players)]
        game_seed = seed * 100003 + i
        rng = Rng(seed=game_seed ^ 0x5EED)
        shift = i % n if rotate else 0
        kinds = [agents[(s - shift) % len(agents)] if len(agents) > 1 else agents[0] for s in range(n)]
        choices = table_choices(game, n, rng) if random_seat_choices else [{}] * n
        seats = [Seat(name=f"{kinds[s].capitalize()} {s + 1}", kind="computer", choices=choices[s])
                 for s in range(n)]
        config = TableConfig(seats=seats, options=dict(options or {}))
        try:
            session = Session(game, config, game_seed, keep_undo=False)
            seat_agents = [make_agent(kinds[s], game, s, game_seed * 31 + s) for s in range(n)]
            count = 0
            recent: list[str] = []  # who acted lately, to tell a stuck game from random players wandering
            while session.outcome is None:
                if count >= game.action_limit:
                    break
                seat = session.state.to_act
                if seat is None:
                    raise RuntimeError("no seat is to act, yet the game has not ended")
                legal = session.legal()
                if not legal:
                    raise RuntimeError(f"{session.state.name(seat)} is to act but has no legal action")
                t0 = time.perf_counter()
                action = seat_agents[seat].choose(game, session.state, legal)
                spent = time.perf_counter() - t0
                if kinds[seat] != "random":
                    result.decide_seconds += spent
                    result.decisions += 1
                    result.slowest_decision = max(result.slowest_decision, spent)
                session.play(action)
                count += 1
                recent.append(kinds[seat])
                if len(recent) > 500:
                    del recent[:250]
            outcome = session.outcome
            if outcome is None and set(recent[-250:]) == {"random"}:
                # The computer players are out and random ones wander on: a random player never ends some
                # games by itself (Dungeon!'s lone survivor). Reported, not counted as a rules failure.
                result.random_only += 1
                continue
            if outcome is None:
                result.unfinished += 1
                result.first_error = result.first_error or f"seed {game_seed}: no end after {count} actions"
                continue
            result.finished += 1
            result.turns.append(session.state.turn)
            result.actions.append(count)
            for s in range(n):
                label = game.seat_summary(session.state, s)
                if label:
                    result.played_by_choice[label] += 1
                result.played_by_agent[kinds[s]] += 1
            if not outcome.winners:
                result.no_winner += 1
            for w in outcome.winners:
                result.wins_by_seat[w] += 1
                label = game.seat_summary(session.state, w)
                if label:
                    result.wins_by_choice[label] += 1
                result.wins_by_agent[kinds[w]] += 1
        except Exception as e:  # a rules error is a result to report, not a crash of the simulator
            result.errors += 1
            if result.first_error is None:
                tb = traceback.format_exc(limit=6)
                result.first_error = f"seed {game_seed}: {type(e).__name__}: {e}\n{tb}"
    result.seconds = time.perf_counter() - started
    return result


def report(result: SimResult) -> str:
    data = result.as_json()
    lines = [f"{result.game}: {data['finished']}/{result.games} games finished, {result.errors} errors, "
             f"{result.unfinished} unfinished, {data['games_per_second']} games/s"
             + (f"; {result.random_only} cut off with only random players left" if result.random_only else ""),
             f"players per game: {data['players']}; mean turns {data['mean_turns']}, "
             f"mean actions {data['mean_actions']}",
             "wins by seat: " + ", ".join(f"seat {int(k) + 1}: {v}" for k, v in data["wins"].items())
             + (f"; no winner: {result.no_winner}" if result.no_winner else "")]
    if result.played_by_choice:
        lines.append("wins by choice: " + ", ".join(
            f"{k} {result.wins_by_choice.get(k, 0)}/{v} ({100 * result.wins_by_choice.get(k, 0) / v:.0f}%)"
            for k, v in sorted(result.played_by_choice.items())))
    if len(result.played_by_agent) > 1:
        lines.append("wins by agent: " + ", ".join(
            f"{k} {result.wins_by_agent.get(k, 0)}/{result.finished} "
            f"({100 * result.wins_by_agent.get(k, 0) / max(1, result.finished):.0f}% of games)"
            for k in sorted(result.played_by_agent)))
    lines.append(f"computer decisions: mean {data['mean_decision_ms']} ms, slowest {data['max_decision_ms']} ms")
    if result.first_error:
        lines.append("first problem: " + result.first_error)
    return "\n".join(lines)
