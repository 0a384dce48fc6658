"""The one rule of the architecture: the rules know nothing of the screen."""

import ast
import importlib
import runpy
import tomllib
from pathlib import Path

import pytest

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


LAYERS = ("game.engine", "game.games", "game.ui", "game.tools")   # each may import only those before it


def test_imports_go_one_way_between_the_layers():
    """engine <- games <- ui <- tools: the rules never reach the screen, and the app never reaches the
    developers' commands (bench, screenshot, monkey) that drive it from outside."""
    offenders = []
    for rank, layer in enumerate(LAYERS):
        above = LAYERS[rank + 1:]
        for path in (ROOT / layer.replace(".", "/")).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                    [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
                if any(n == up or n.startswith(up + ".") for n in names for up in above):
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


# --- one shape for a game's package (CONTRIBUTING.md) -------------------------------------------------------
# Every game package follows the template (a new one too: the shelf finds it the same way).
SHAPED = tuple(sorted(p.name for p in (ROOT / "game" / "games").iterdir() if (p / "__init__.py").is_file()))


@pytest.mark.parametrize("game_id", SHAPED)
def test_every_action_type_has_one_handler_in_the_flow_of_play(game_id: str):
    from game.engine.dispatch import unhandled
    from game.engine.registry import get_game

    flow = importlib.import_module(f"game.games.{game_id}.flow")
    assert unhandled(flow.HANDLERS, get_game(game_id).action_types) == []


@pytest.mark.parametrize("game_id", SHAPED)
def test_the_template_modules_are_where_it_says(game_id: str):
    package = ROOT / "game" / "games" / game_id
    for name in ("game", "setup", "state", "actions", "events", "legal", "flow", "view", "content", "odds", "agent",
                 "reasons"):
        assert (package / f"{name}.py").is_file(), f"{game_id} has no {name}.py"
    assert not [p for p in package.iterdir() if p.is_dir() and (p / "__init__.py").exists()], \
        "a game's rules are modules of its package, not a subpackage"


def _imports(path: Path, package: str, modules: set[str]) -> set[str]:
    """The modules of `package` that the module at `path` imports when it runs: at the top or inside a
    function alike (a function's import still closes a circle when called), not under TYPE_CHECKING."""
    tree = ast.parse(path.read_text(), str(path))
    typing_only = {id(n) for top in tree.body if isinstance(top, ast.If) and "TYPE_CHECKING" in ast.unparse(top.test)
                   for n in ast.walk(top)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1 or module == package or module.startswith(package + "."):
                base = module if node.level else module[len(package) + 1:]
                for alias in node.names:
                    name = f"{base}.{alias.name}" if base else alias.name
                    found.add(name if name in modules else base)
        elif isinstance(node, ast.Import):
            found |= {a.name[len(package) + 1:] for a in node.names if a.name.startswith(package + ".")}
    return found & modules - {path.stem}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while (w := stack.pop()) != v:
                component.append(w)
            if component:
                out.append(sorted([v, *component]))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


@pytest.mark.parametrize("game_id", SHAPED)
def test_a_games_modules_import_each_other_in_one_direction(game_id: str):
    """No import circles inside a game: what two modules share lives in a module below both."""
    package = ROOT / "game" / "games" / game_id
    paths = {p.stem: p for p in package.glob("*.py") if p.stem != "__init__"}
    graph = {name: _imports(path, f"game.games.{game_id}", set(paths)) for name, path in paths.items()}
    assert _circles(graph) == []
