"""The crash test's player: computer moves, an autosave after every one (as the table screen does), and a
SIGKILL at a random moment, over and over.

    python -m tests.badinput.crashplay HOME KILLS SEED

For each kill: the leftover .tmp files are cleaned as at the app's start; the autosave left behind is
loaded (it must load); a forked child plays on from it, autosaving each move, until it is killed a few
milliseconds later, perhaps in the middle of a write. The games take turns, each in its own data folder.
Prints one JSON line: kills, autosaves loaded, .tmp files cleaned, and any error.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sys
import time
from pathlib import Path

from game.engine import saves
from game.engine.protocol import Game
from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices

PLAY_FOR = 5.0   # seconds a child may play before it is (surely) killed


def new_session(game: Game, seed: int) -> Session:
    n = max(game.min_players, min(3, game.max_players))
    choices = table_choices(game, n, Rng(seed=seed))
    seats = [Seat(name=f"Seat {i + 1}", kind="computer", choices=choices[i], strength="easy") for i in range(n)]
    return Session(game, TableConfig(seats=seats), seed, keep_undo=False)


def play_on(session: Session, seed: int) -> None:
    """The child: play and autosave until killed (never returns)."""
    auto = saves.autosave_path()
    deadline = time.monotonic() + PLAY_FOR
    while time.monotonic() < deadline:
        if session.outcome is not None:   # a finished game leaves no autosave; the next one begins
            auto.unlink(missing_ok=True)
            seed += 1
            session = new_session(session.game, seed)
            saves.save_session(session, auto)
        session.play(session.computer_choice())
        saves.save_session(session, auto)
    os._exit(0)


def run(home: Path, kills: int, seed: int) -> dict:
    rnd = random.Random(seed)
    games = [g for g in map(load_game, playable_ids()) if g is not None]
    report: dict = {"kills": 0, "loaded": 0, "moves": 0, "tmp_cleaned": 0, "errors": []}
    for k in range(kills):
        game = games[k % len(games)]
        os.environ["DUNGEON_SHELF_HOME"] = str(home / game.id)
        report["tmp_cleaned"] += saves.clean_temporaries(older_than=0)
        auto = saves.autosave_path()
        try:
            if auto.exists():
                session = saves.load_session(auto)
                report["loaded"] += 1
                report["moves"] += len(session.history)
            else:   # a new game is autosaved at once, as the app does
                session = new_session(game, seed + k)
                saves.save_session(session, auto)
        except Exception as e:  # noqa: BLE001 - reported, and the run stops: an autosave did not load
            report["errors"].append(f"kill {k}, {game.id}: {type(e).__name__}: {e}")
            break
        if session.outcome is None:
            session.computer_choice()   # the computer player set up before the fork: the child plays at once
        pid = os.fork()
        if pid == 0:
            try:
                play_on(session, seed + k)
            finally:
                os._exit(3)
        time.sleep(rnd.uniform(0.005, 0.08))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL:
            report["kills"] += 1
        else:
            report["errors"].append(f"kill {k}, {game.id}: the player ended by itself (status {status})")
    for game in games:   # the last autosaves, after a last start
        os.environ["DUNGEON_SHELF_HOME"] = str(home / game.id)
        report["tmp_cleaned"] += saves.clean_temporaries(older_than=0)
        if saves.autosave_path().exists():
            saves.load_session(saves.autosave_path())
            report["loaded"] += 1
    return report


if __name__ == "__main__":
    home, kills, seed = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    print(json.dumps(run(home, kills, seed)))
