"""Issue 10, "One source for the shelf": a package with a GAME dropped into game/games is enough for that
game to appear on the menu and to work with play, simulate and screenshot, with no other file touched.

The project is copied to a temporary folder (game/ copied, boards/, sprites/ and sounds/ linked), the toy
race of tests/toygame.py is dropped in as game/games/toy/, and the real commands run there in fresh Python
processes that import the copy.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("shelf")
    shutil.copytree(ROOT / "game", root / "game", ignore=shutil.ignore_patterns("__pycache__"))
    for folder in ("boards", "sprites", "sounds"):
        (root / folder).symlink_to(ROOT / folder, target_is_directory=True)
    package = root / "game" / "games" / "toy"
    package.mkdir()
    shutil.copy(ROOT / "tests" / "toygame.py", package / "__init__.py")
    (package / "rules.md").write_text("# Toy Race\n\nRoll a die and move; the first to the end wins.\n",
                                      encoding="utf-8")
    return root


def run(copy: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=f"{copy}{os.pathsep}{ROOT}", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", DUNGEON_SHELF_HOME=str(copy / "home"))
    done = subprocess.run([sys.executable, *args], cwd=copy, env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return done


def test_the_copy_imports_the_copy_and_the_real_shelf_is_untouched(copy):
    out = run(copy, "-c", "import game, game.engine.registry as r; print(game.__file__); print(r.ids())")
    where, found = out.stdout.splitlines()[:2]
    assert where.startswith(str(copy)) and "'toy'" in found
    from game.engine.registry import ids
    assert "toy" not in ids()


def test_simulate_plays_the_dropped_game(copy):
    out = run(copy, "-m", "game", "simulate", "toy", "--games", "6", "--json")
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["finished"] == 6 and result["errors"] == 0


def test_screenshot_draws_the_dropped_game_and_the_menu(copy):
    run(copy, "-m", "game", "screenshot", "toy", str(copy / "toy.png"), "--actions", "5")
    run(copy, "-m", "game", "screenshot", "menu", str(copy / "menu.png"))
    assert (copy / "toy.png").stat().st_size > 10_000 and (copy / "menu.png").stat().st_size > 10_000


def test_the_menu_offers_it_and_play_runs_it_to_the_end_by_clicks(copy):
    out = run(copy, str(HERE / "drive_toy.py"))
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["package"].startswith(str(copy))
    assert result["card_on_screen"] and result["game"] == "toy" and result["over"] and result["moves"] > 0


def test_play_on_the_command_line_opens_its_table(copy):
    """`python -m game play toy` opens the app at the toy's table; two computers play until a timer quits."""
    script = ("import pygame, sys\n"
              "from game.ui import app as A\n"
              "run = A.App.run\n"
              "def timed(self, first):\n"
              "    pygame.time.set_timer(pygame.QUIT, 4000, 1)\n"
              "    code = run(self, first)\n"
              "    print('TABLE', type(first).__name__, first.session.game.id, len(first.session.history))\n"
              "    return code\n"
              "A.App.run = timed\n"
              "from game.cli import main\n"
              "sys.exit(main(['play', 'toy', '--seats', 'Ann:computer,Bob:computer', '--seed', '2']))\n")
    out = run(copy, "-c", script)
    line = next(x for x in out.stdout.splitlines() if x.startswith("TABLE"))
    _, scene, game_id, moves = line.split()
    assert game_id == "toy" and int(moves) > 0, line
