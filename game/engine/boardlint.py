"""`python -m game lint-boards`: check every map in boards/ three ways.

1. pytmx reads it and the game's schema accepts every object (engine/board.py);
2. the real Tiled editor opens and exports it, where Debian's `tiled` is installed;
3. the game's own checks: counts, routes, every space reachable, no dangling link.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from .board import BoardError, load_board
from .files import FileRefused, read_regular
from .mapcheck import MAX_MAP_BYTES, check_map_file
from .protocol import Game
from .registry import load_game, shelf
from .resources import resource_dir


@dataclass(frozen=True)
class Finding:
    file: str
    message: str
    ok: bool

    def __str__(self) -> str:
        return f"{'ok  ' if self.ok else 'FAIL'} {self.message}"


def map_owner(path: Path) -> str | None:
    """The map property `game`, read without pytmx (so that a map pytmx rejects is still attributed); None
    for anything that is not a readable map (a pipe, a huge file, XML entities are never read)."""
    try:
        raw = read_regular(path, MAX_MAP_BYTES)
        if b"<!DOCTYPE" in raw or b"<!ENTITY" in raw:
            return None
        root = ET.fromstring(raw)
    except (FileRefused, ET.ParseError, ValueError):
        return None
    for prop in root.findall("./properties/property"):
        if prop.get("name") == "game":
            return prop.get("value") or prop.text
    return None


def board_of(path: Path) -> Game | None:
    """The playable game whose board has this file's name (boards/dungeon.tmx is Dungeon!'s, whatever it says)."""
    for entry in shelf():
        game = load_game(entry.id)
        if game is not None and game.board == path.name:
            return game
    return None


def tiled_check(path: Path) -> str | None:
    """None if the Tiled editor opens and exports the map (or is not installed), else the fault."""
    tiled = shutil.which("tiled")
    if tiled is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=tmp)
        out = Path(tmp) / "out.json"
        try:
            run = subprocess.run([tiled, "--export-map", "json", str(path), str(out)], env=env,
                                 capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            return "the Tiled editor did not finish exporting it within 60 s"
        if run.returncode != 0 or not out.exists():
            said = (run.stderr or run.stdout).strip().splitlines()
            return "the Tiled editor cannot open it" + (f": {said[-1]}" if said else "")
    return None


def tiled_available() -> bool:
    return shutil.which("tiled") is not None


def lint_file(path: Path) -> list[Finding]:
    name = path.name
    owner = map_owner(path)
    ids = {e.id for e in shelf()}
    if owner is None:
        try:   # a file that is no readable map at all is refused for what it is (a pipe, not UTF-8, ...)
            check_map_file(path)
        except BoardError as e:
            return [Finding(name, str(e), False)]
        # Fall back to the file name so a map that is not XML at all still gets pytmx's verdict.
        owner = path.stem if path.stem in ids else None
    meant = board_of(path)
    if meant is not None and owner is not None and owner != meant.id:   # a game's own board by its name
        return [Finding(name, f"{name}: the map's property 'game' is {owner!r}, expected {meant.id!r} ({name} is "
                              f"{meant.title}'s board)", False)]
    game = load_game(owner) if owner in ids else None
    if game is None or game.board_schema is None:
        why = (f"the map's property 'game' is {owner!r}, which is no game on the shelf" if owner not in ids
               else f"{owner} has no rules yet to check it against")
        return [Finding(name, f"{name}: {why}", owner in ids)]
    findings = []
    try:
        board = load_board(path, game.board_schema, game.id)
        findings.append(Finding(name, f"{name}: pytmx reads it; {len(board.spaces)} spaces, "
                                      f"{len(board.links)} links, {len(board.marks)} marks", True))
    except BoardError as e:
        return [Finding(name, str(e), False)]
    fault = tiled_check(path)
    if fault:
        findings.append(Finding(name, f"{name}: {fault}", False))
    elif tiled_available():
        findings.append(Finding(name, f"{name}: the Tiled editor opens and exports it", True))
    problems = game.board_problems(board)
    findings += [Finding(name, f"{name}: {p}", False) for p in problems]
    if not problems:
        findings.append(Finding(name, f"{name}: {game.title}'s own checks pass", True))
    return findings


def lint_all(folder: Path | None = None) -> list[Finding]:
    folder = folder or resource_dir("boards")
    findings = []
    for path in sorted(folder.glob("*.tmx")):
        findings += lint_file(path)
    return findings
