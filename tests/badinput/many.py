"""The bad input of issue 26 that is bad by its size: a save whose table lists hundreds or thousands of
seats, and a saves folder of a thousand games. Made at test time (never committed), and by hand:

    python -m tests.badinput.many seats HOME 2000        # one save of a 2,000-seat table in HOME/saves
    python -m tests.badinput.many saves HOME 1000        # 1,000 saves in HOME/saves (--big: 7.5 MB each)
    python -m tests.badinput.many show load HOME         # open the Load screen on HOME and draw it
    python -m tests.badinput.many show menu HOME         # show the menu (Continue read) and draw it

`show` runs the app headless on HOME, prints the seconds the screen took to show and the process's peak
memory; time it from outside (/usr/bin/time -v) for whole-process figures.
"""

from __future__ import annotations

import json
import os
import resource
import string
import sys
import time
from pathlib import Path
from typing import Any

from game.engine import saves
from game.engine.registry import load_game

from .bad_saves import base_session

GAMES = ("escape", "town", "delve", "doors", "dungeon")


def unique_names(n: int) -> list[str]:
    """n different names of 16 letters each (the longest a seat may have)."""
    letters = string.ascii_lowercase   # (names differ by more than case: "Ann" and "ann" are one name)
    names = []
    for k in range(n):
        tail, digits = k, []
        for _ in range(4):
            tail, d = divmod(tail, len(letters))
            digits.append(letters[d])
        names.append(("Seat" + "".join(digits)).ljust(16, "x"))
    return names


def base(game_id: str, moves: int = 12) -> dict[str, Any]:
    return saves.session_to_json(base_session(load_game(game_id), moves=moves))  # type: ignore[arg-type]


def seats_save(path: Path, n: int, game_id: str = "escape") -> Path:
    """A save whose table lists n seats of unique 16-letter names (the rest of it a real game)."""
    data = base(game_id)
    seat = data["config"]["seats"][0]
    data["config"]["seats"] = [dict(seat, name=name) for name in unique_names(n)]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return path


def padded(data: dict[str, Any], size: int) -> dict[str, Any]:
    """A save made about `size` bytes long by its log (a long game's log is most of its file)."""
    copy = dict(data)
    line = {"text": "Ann opens the door and finds nothing but dust and an old boot. " * 4}
    one = len(json.dumps(line)) + 1
    copy["log"] = list(data["log"]) + [line] * max(0, (size - len(json.dumps(data))) // one)
    return copy


def many_saves(folder: Path, n: int, big: bool = False) -> list[Path]:
    """n saves of every game: most are games in progress (autosaves), some finished, some saved copies;
    the oldest first, a minute apart."""
    folder.mkdir(parents=True, exist_ok=True)
    bases = {g: base(g) for g in GAMES}
    if big:
        bases = {g: padded(d, int(7.5 * 1024 * 1024)) for g, d in bases.items()}
    texts = {g: json.dumps(d, separators=(",", ":")) for g, d in bases.items()}
    finished = {g: json.dumps(dict(d, finished=True), separators=(",", ":")) for g, d in bases.items()}
    start = time.time() - 60 * n
    made = []
    for k in range(n):
        game = GAMES[k % len(GAMES)]
        kind = "copy" if k % 10 == 3 else "finished" if k % 10 == 7 else "auto"
        stem = f"{game}-{k:05d}" if kind == "copy" else f"autosave-{game}-{k:05d}"
        path = folder / f"{stem}.json"
        path.write_text(finished[game] if kind == "finished" else texts[game], encoding="utf-8")
        os.utime(path, (start + 60 * k, start + 60 * k))
        made.append(path)
    return made


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def show(screen: str, home: Path) -> dict[str, float]:
    """Open the app headless on `home` at the menu or the Load screen, draw one frame: the seconds it took
    (the app's own start-up apart) and the process's peak memory."""
    os.environ["DUNGEON_SHELF_HOME"] = str(home)
    from game.ui.app import App
    from game.ui.prefs import Prefs
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.menu import MenuScene
    app = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    started = time.perf_counter()
    app.stack.push(MenuScene(app))
    app.stack.apply()
    if screen == "load":
        app.stack.push(LoadScene(app))
        app.stack.apply()
    app.frame([], 1 / 60)
    while getattr(app.stack.top, "reading", False):   # until every save is listed
        app.frame([], 1 / 60)
    seconds = time.perf_counter() - started
    return {"seconds": round(seconds, 3), "peak_mb": round(peak_mb(), 1)}


def main(argv: list[str]) -> int:
    if argv[:1] == ["seats"]:
        home, n = Path(argv[1]), int(argv[2])
        print(seats_save(home / "saves" / f"autosave-escape-{n}-seats.json", n))
    elif argv[:1] == ["saves"]:
        home, n = Path(argv[1]), int(argv[2])
        made = many_saves(home / "saves", n, big="--big" in argv)
        print(f"{len(made)} saves written to {home / 'saves'}")
    elif argv[:1] == ["show"]:
        print(json.dumps(show(argv[1], Path(argv[2]))))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
