"""Measure the length of Wilds & Depths games with the computer players (the numbers in boards/town.md).

    python boards/src/measure_town.py [--games 300] [--seats 2,3,4,6] [--agents normal]

For each table size: the median (and 10-90%) rounds and turns, the minutes at the table (a person's turn
about 10 s on screen, a computer's about 7 s), how often a pawn falls, and how often a draw found its deck
empty.
"""

from __future__ import annotations

import argparse
import statistics

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.town import GAME
from game.games.town.events import CardDrawn, Fell

PERSON_S, COMPUTER_S = 10, 7


def play(n: int, seed: int, strength: str) -> dict[str, int]:
    seats = [Seat(name=f"P{i}", kind="computer", strength=strength) for i in range(n)]  # type: ignore[arg-type]
    session = Session(GAME, TableConfig(seats=seats), seed, keep_undo=False)
    falls = empties = 0
    while session.outcome is None:
        for e in session.play(session.computer_choice()):
            falls += isinstance(e, Fell)
            empties += isinstance(e, CardDrawn) and "empty" in e.note
    return {"rounds": session.state.round, "turns": session.state.turn, "falls": falls, "empties": empties}


def pct(values: list[int], q: float) -> int:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seats", default="2,3,4,6")
    parser.add_argument("--agents", default="normal")
    args = parser.parse_args()
    print("| seats | rounds (median, 10-90%) | turns (median) | falls a game | people: minutes | computers: minutes |")
    print("|---|---|---|---|---|---|")
    for n in (int(s) for s in args.seats.split(",")):
        games = [play(n, 1000 * n + g, args.agents) for g in range(args.games)]
        rounds = [g["rounds"] for g in games]
        turns = [g["turns"] for g in games]
        med = statistics.median(turns)
        print(f"| {n} | {statistics.median(rounds):g} ({pct(rounds, 0.1)}-{pct(rounds, 0.9)}) | {med:g} | "
              f"{statistics.mean(g['falls'] for g in games):.1f} | {med * PERSON_S / 60:.0f} | "
              f"{med * COMPUTER_S / 60:.0f} |", flush=True)


if __name__ == "__main__":
    main()
