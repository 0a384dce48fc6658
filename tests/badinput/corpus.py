"""The bad-input corpus of issue 15: bad saves, bad settings and broken maps, made at test time (the big
ones would bloat the repository) from the games on the shelf, so that a game that lands later is covered.

    python -m tests.badinput.corpus OUT     # write it all to OUT, to try by hand

Each bad file comes with the words its refusal must contain; tests/badinput/test_*.py load every one
through the paths the app uses (the command line, Continue, Load, Set-up, the board viewer).
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import bad_maps, bad_saves, bad_settings, special


def make_all(folder: Path) -> dict[str, list]:
    saves, fine = bad_saves.make(folder / "saves")
    for name, path, why in special.make_special(folder / "saves", "any", ".json"):
        saves.append(bad_saves.Case(f"any-{name}", path, why))
    return {"saves": saves, "fine saves": fine, "maps": bad_maps.make(folder / "maps"),
            "settings": bad_settings.make(folder / "settings")}


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "bad-input-corpus")
    made = make_all(out)
    print(", ".join(f"{len(v)} {k}" for k, v in made.items()) + f" written to {out}")
