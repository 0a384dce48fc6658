"""`python -m game hints GAME --games N --seed S`: computer players play whole games, and at every decision
the hint is asked for (hint_for, the Normal player's explain) and checked: a legal action, with words.

The seats are the usual computer players at mixed strengths, moved round from game to game, so the hints
are asked in the positions every strength leads to. Timing lives here, never in the rules.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from .hints import HintMissing, hint_for
from .protocol import Game, State
from .rng import Rng
from .seats import STRENGTHS, Seat, TableConfig
from .session import Session
from .simulate import table_choices

PROBLEMS_KEPT = 5   # the first few problems are printed in full; the rest are counted


@dataclass
class HintTally:
    """What asking for a hint at every decision found."""

    game: str
    games: int
    asked: Counter = field(default_factory=Counter)   # decisions asked, by the kind of action hinted
    good: int = 0                                     # hints that were legal actions with words
    problems: list[str] = field(default_factory=list)
    bad: int = 0
    slowest: float = 0.0                              # seconds
    slowest_at: str = ""
    times: list[float] = field(default_factory=list)  # every hint's, in seconds

    def percentile(self, q: float) -> float:
        """The time within which `q` of the hints answered (a busy machine's odd pause shows in the slowest)."""
        ordered = sorted(self.times)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0

    @property
    def total(self) -> int:
        return sum(self.asked.values()) + self.bad

    def report(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.asked.items(), key=lambda kv: (-kv[1], kv[0])))
        lines = [f"{self.game}: {self.games} games, {self.total} decisions asked",
                 f"by kind: {kinds or 'none'}",
                 f"{self.good}/{self.total} hints were legal actions with words; {self.bad} missing, illegal "
                 "or wordless",
                 f"slowest hint: {1000 * self.slowest:.1f} ms ({self.slowest_at}); 99% within "
                 f"{1000 * self.percentile(0.99):.1f} ms, half within {1000 * self.percentile(0.5):.1f} ms"]
        lines += [f"problem: {p}" for p in self.problems[:PROBLEMS_KEPT]]
        if self.bad > PROBLEMS_KEPT:
            lines.append(f"... and {self.bad - PROBLEMS_KEPT} more")
        return "\n".join(lines)


def check_hints(game: Game, games: int, seed: int) -> HintTally:
    """Play `games` computer games (every seat count in turn, strengths mixed, every other game with optional
    rules drawn at random) asking for a hint at each decision."""
    tally = HintTally(game=game.id, games=games)
    counts = list(range(game.min_players, game.max_players + 1))
    for i in range(games):
        n = counts[i % len(counts)]
        game_seed = seed * 100003 + i
        rng = Rng(seed=game_seed ^ 0x5EED)
        kinds = [STRENGTHS[(s + i) % len(STRENGTHS)] for s in range(n)]
        choices = table_choices(game, n, rng)
        seats = [Seat(name=f"{kinds[s].capitalize()} {s + 1}", kind="computer", choices=choices[s]) for s in range(n)]
        # Every other game with the optional rules switched at random: their decisions need reasons too.
        options = {o.key: bool(rng.below(2)) for o in game.optional_rules} if i % 2 else {}
        try:
            session = Session(game, TableConfig(seats=seats, options=options), game_seed, keep_undo=False)
            agents = [game.agent(s, game_seed * 31 + s, kinds[s]) for s in range(n)]
            for step in range(game.action_limit):
                if session.outcome is not None:
                    break
                ask(game, session.state, f"game {i + 1} (seed {game_seed}), action {step + 1}", tally)
                state = session.state
                session.play(agents[state.to_act].choose(game, state, session.legal()))
        except Exception as e:  # noqa: BLE001 - a game that breaks is a finding to print, not a traceback
            tally.bad += 1
            tally.problems.append(f"game {i + 1} (seed {game_seed}) broke: {type(e).__name__}: {e}")
    return tally


def ask(game: Game, state: State, where: str, tally: HintTally) -> None:
    """Ask for the hint of the seat to act, timed, and count it good or bad."""
    t0 = time.perf_counter()
    try:
        hint = hint_for(game, state)
        spent = time.perf_counter() - t0
    except HintMissing as e:
        tally.bad += 1
        tally.problems.append(f"{where}: {e}")
    except Exception as e:  # noqa: BLE001 - a hint that breaks is a finding to print, not a crash
        tally.bad += 1
        tally.problems.append(f"{where}: the hint broke ({type(e).__name__}: {e})")
    else:
        tally.times.append(spent)
        if spent > tally.slowest:
            tally.slowest, tally.slowest_at = spent, f"{where}: {hint.action}"
        tally.asked[type(hint.action).__name__] += 1
        tally.good += 1
