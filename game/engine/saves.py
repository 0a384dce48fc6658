"""Save files: the game, the seed, the table, every action taken, the log and the state, as JSON.

Writes are atomic (a temporary file beside the target, flushed to disk, then renamed over it), so a
crash never leaves half a file. A damaged or foreign file is refused with a message that says what is
wrong, and is never written to.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from . import serial
from .protocol import Game
from .registry import ids, load_game
from .seats import TableConfig
from .session import LogLine, Session

FORMAT = "dungeon-shelf-save"
VERSION = 1
AUTOSAVE = "autosave.json"


class SaveError(ValueError):
    """A save that cannot be read: the message says which file and why, in words for a player."""


def data_dir() -> Path:
    """The user's data folder (DUNGEON_SHELF_HOME overrides it, for tests and portable installs)."""
    override = os.environ.get("DUNGEON_SHELF_HOME")
    path = Path(override) if override else Path(platformdirs.user_data_dir("dungeon-shelf", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


@contextlib.contextmanager
def scratch_home() -> Iterator[Path]:
    """A throw-away data folder for the duration (screenshots, the monkey): the player's own settings and
    saves are never read or touched."""
    old = os.environ.get("DUNGEON_SHELF_HOME")
    with tempfile.TemporaryDirectory(prefix="dungeon-shelf-") as home:
        os.environ["DUNGEON_SHELF_HOME"] = home
        try:
            yield Path(home)
        finally:
            if old is None:
                os.environ.pop("DUNGEON_SHELF_HOME", None)
            else:
                os.environ["DUNGEON_SHELF_HOME"] = old


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def atomic_write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def session_to_json(session: Session) -> dict[str, Any]:
    game = session.game
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.id,
        "title": game.title,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "seed": session.seed,
        "config": serial.to_json(session.config),
        "actions": [a.to_json() for a in session.history],
        "log": [serial.to_json(line) for line in session.log],
        "log_trimmed": session.log_trimmed,
        "state": game.state_to_json(session.state),
    }


def save_session(session: Session, path: Path) -> None:
    atomic_write_text(path, json.dumps(session_to_json(session), separators=(",", ":")))


@dataclass(frozen=True, kw_only=True)
class SaveInfo:
    """What the Load screen lists: enough to choose, without restoring the game."""

    path: Path
    game: str
    title: str
    saved_at: str
    seats: tuple[str, ...]
    actions: int
    error: str | None = None


def _read(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as e:
        raise SaveError(f"{path.name}: there is no such file") from e
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(f"{path.name}: the file cannot be read ({e.__class__.__name__})") from e
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"{path.name}: the file is damaged (not valid JSON at line {e.lineno})") from e
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path.name}: this is not a Dungeon Shelf save")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise SaveError(f"{path.name}: saved by a newer Dungeon Shelf (format {version}); update to load it")
    if data.get("game") not in ids():
        raise SaveError(f"{path.name}: a save of an unknown game {data.get('game')!r}")
    return data


def peek(path: Path) -> SaveInfo:
    """The save's summary, or a SaveInfo carrying the reason it cannot be loaded."""
    try:
        data = _read(path)
        seats = tuple(s.get("name", "?") for s in data.get("config", {}).get("seats", []))
        return SaveInfo(path=path, game=data["game"], title=str(data.get("title", data["game"])),
                        saved_at=str(data.get("saved_at", "")), seats=seats,
                        actions=len(data.get("actions", [])))
    except SaveError as e:
        return SaveInfo(path=path, game="?", title=path.name, saved_at="", seats=(), actions=0, error=str(e))
    except (AttributeError, TypeError):
        return SaveInfo(path=path, game="?", title=path.name, saved_at="", seats=(), actions=0,
                        error=f"{path.name}: the file is damaged")


def load_session(path: Path) -> Session:
    """Restore a saved game exactly; raise SaveError (and leave the file alone) if it cannot be."""
    data = _read(path)
    game: Game | None = load_game(data["game"])
    if game is None:
        raise SaveError(f"{path.name}: {data.get('title', data['game'])} is not playable in this version")
    try:
        config = serial.from_json(TableConfig, data["config"])
        seed = data["seed"]
        if not isinstance(seed, int):
            raise serial.DecodeError("the seed is not a number")
        actions = [game.action_from_json(a) for a in data["actions"]]
        log = [serial.from_json(LogLine, line) for line in data.get("log", [])]
        state = game.state_from_json(data["state"])
        if len(state.seats) != len(config.seats):
            raise serial.DecodeError("the state and the table disagree on the seats")
    except KeyError as e:
        raise SaveError(f"{path.name}: the file is damaged (it lacks {e.args[0]!r})") from e
    except (serial.DecodeError, TypeError, ValueError, AttributeError) as e:
        raise SaveError(f"{path.name}: the file is damaged ({e})") from e
    trimmed = data.get("log_trimmed", 0)
    if isinstance(trimmed, bool) or not isinstance(trimmed, int) or trimmed < 0:
        raise SaveError(f"{path.name}: the file is damaged (log_trimmed is not a count)")
    return Session(game, config, seed, state=state, history=actions, log=log, log_trimmed=trimmed)


def continue_info() -> SaveInfo | None:
    """The autosave, if there is one that this version can resume (for the menu's Continue)."""
    path = autosave_path()
    if not path.exists():
        return None
    info = peek(path)
    return info if info.error is None and load_game(info.game) is not None else None


def list_saves() -> list[SaveInfo]:
    """Every save in the saves folder, newest first."""
    files = sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [peek(p) for p in files]


def new_save_path(game_id: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = saves_dir() / f"{game_id}-{stamp}.json"
    n = 2
    while path.exists():
        path = saves_dir() / f"{game_id}-{stamp}-{n}.json"
        n += 1
    return path
