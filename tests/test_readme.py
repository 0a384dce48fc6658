"""The README's commands are the ones CI runs, and the command line answers what the README promises."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ci_runs_the_readmes_test_command():
    readme = (ROOT / "README.md").read_text()
    command = "python3 -m venv .venv && .venv/bin/pip install -e \".[test]\" && .venv/bin/python -m pytest"
    assert command in readme
    assert command in (ROOT / ".ci" / "run").read_text()


def run(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=ROOT,
                          env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
                               "DUNGEON_SHELF_HOME": str(ROOT / ".pytest_cache" / "home")})


def test_version_and_help():
    assert run("--version").stdout.startswith("Dungeon Shelf ")
    helptext = run("--help").stdout
    for command in ("play", "simulate", "screenshot", "bench", "monkey", "lint-boards"):
        assert command in helptext


def test_bad_input_gets_one_clear_line_and_status_2():
    done = run("simulate", "dungeon", "--players", "lots")
    assert done.returncode == 2 and "Traceback" not in done.stderr and "--players" in done.stderr
    done = run("play", "--load", "/nonexistent/save.json")
    assert done.returncode == 2 and "no such file" in done.stderr and "Traceback" not in done.stderr
    done = run("screenshot", "rules", "/tmp/x.png")
    assert done.returncode == 2 and "rules needs a game" in done.stderr


def test_screenshot_menu(tmp_path):
    out = tmp_path / "menu.png"
    done = run("screenshot", "menu", str(out), "--size", "640x360")
    assert done.returncode == 0, done.stderr
    import pygame
    assert pygame.image.load(str(out)).get_size() == (640, 360)
