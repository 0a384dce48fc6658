"""The one rule of the architecture: the rules know nothing of the screen."""

import ast
import runpy
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_rules_never_import_pygame():
    offenders = []
    for folder in ("game/engine", "game/games"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(), str(path))
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                if any(n == "pygame" or n.startswith("pygame.") or n.startswith("pytmx.util_pygame")
                       for n in names):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_every_package_is_packaged():
    """Packages are discovered (setup.py), so a new game's package is in an installed copy unlisted; the
    asset folders are mapped in by pyproject.toml's package-dir."""
    listed = set(runpy.run_path(str(ROOT / "setup.py"), run_name="discovery")["packages"]())
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py")}
    assert found and found - listed == set()
    mapped = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-dir"]
    assert {"game.boards", "game.sprites", "game.sounds"} <= listed & set(mapped)
