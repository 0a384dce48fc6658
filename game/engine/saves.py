"""Save files: the game, the seed, the table, every action taken, the log and the state, as JSON.

Writes are atomic (a temporary file beside the target, flushed to disk, then renamed over it), so a
crash never leaves half a file. A damaged or foreign file is refused with a message that says what is
wrong, and is never written to.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import platformdirs

from . import serial
from .files import MB, FileRefused, read_json, shown_name
from .registry import entry, ids, load_game
from .seats import TableConfig
from .serial import short
from .words import capital

if TYPE_CHECKING:
    from .protocol import Action, Game
    from .session import Session

# The game protocol (and the board, the events, the session) is imported where a save is read, not here: the
# menu reads the data folder at start-up, and a player's first frame waits for nothing it does not show.

FORMAT = "dungeon-shelf-save"
# 2: Kick the Door names a card by its kind and copy ("leafling#2"), no longer by its number ("d17"). A save
# of an older format is brought up to date by its game's upgrade_save when it is loaded.
VERSION = 2
AUTOSAVE = "autosave.json"
# A long game of Dungeon! (8,000 moves) saves in under 1 MB: a file many times larger is no save of ours.
MAX_SAVE_BYTES = 8 * MB


class SaveError(ValueError):
    """A save that cannot be read: the message says which file and why, in words for a player."""

    def __init__(self, message: str) -> None:
        super().__init__(short_text(message))


def short_text(text: str, limit: int = 400) -> str:
    """A message short enough for a dialog, whatever a damaged file put in it."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


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


def folder_problem() -> str | None:
    """Why games cannot be kept in the data folder, in words ("the data folder /x/home cannot be made
    (Not a directory)"), or None when they can: the folder and its saves folder are made if need be, and
    must be writable."""
    override = os.environ.get("DUNGEON_SHELF_HOME")
    where = short_text(override or platformdirs.user_data_dir("dungeon-shelf", appauthor=False), 80)
    try:
        folder = saves_dir()
    except OSError as e:
        return f"the data folder {where} cannot be made ({e.strerror or type(e).__name__})"
    if not os.access(folder, os.W_OK | os.X_OK) or not os.access(folder.parent, os.W_OK | os.X_OK):
        return f"the data folder {where} cannot be written"
    return None


def stand_in_home() -> tempfile.TemporaryDirectory[str] | None:
    """A data folder for this run only, where the real one cannot be made: play goes on as ever (autosave,
    Continue, Load, settings) and the folder goes when the app closes (when the object is let go). None if
    even that cannot be made."""
    try:
        home = tempfile.TemporaryDirectory(prefix="dungeon-shelf-")
    except OSError:
        return None
    os.environ["DUNGEON_SHELF_HOME"] = home.name
    return home


def autosave_path() -> Path:
    """The one autosave of versions before a table had its own (still continued and listed)."""
    return saves_dir() / AUTOSAVE


def new_autosave_path(game_id: str) -> Path:
    """A new table's own autosave: every game in progress is kept, none replaces another."""
    return _unique(f"autosave-{game_id}")


def is_autosave(path: Path) -> bool:
    """A table's autosave (its play writes it after every move), not a copy the player saved."""
    name = path.name
    return name == AUTOSAVE or (name.startswith("autosave-") and not name.startswith("autosave-unreadable-"))


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
        "progress": game.progress(session.state),
        "finished": session.outcome is not None,
        "seed": session.seed,
        "config": serial.to_json(session.config),
        "actions": [a.to_json() for a in session.history],
        "log": [serial.to_json(line) for line in session.log],
        "log_trimmed": session.log_trimmed,
        "state": game.state_to_json(session.state),
    }


def save_session(session: Session, path: Path) -> dict[str, Any]:
    """Write the game to a file (atomically); returns what was written (summaries.save also remembers it)."""
    data = session_to_json(session)
    atomic_write_text(path, json.dumps(data, separators=(",", ":")))
    return data


@dataclass(frozen=True, kw_only=True)
class SaveInfo:
    """What the Load screen lists: enough to choose, without restoring the game."""

    path: Path
    game: str
    title: str
    saved_at: str
    seats: tuple[str, ...]
    actions: int
    progress: str = ""      # how far the game has gone, as its table says it ("round 3"; older saves say nothing)
    finished: bool = False
    error: str | None = None

    @property
    def autosave(self) -> bool:
        return is_autosave(self.path)

    def where(self) -> str:
        """How far the game has gone: "finished", "round 3", "just begun" (or "" when the save does not say)."""
        if self.finished:
            return "finished"
        return self.progress or ("just begun" if not self.actions else "")

    def describe(self) -> str:
        """The game and the table in words (never the file): "Dungeon! · Ada, Bram · round 12"."""
        return " · ".join(part for part in (self.title, ", ".join(self.seats), self.where()) if part)


# Saves whose moves were found not to replay, by file identity: peek (the Load screen, Continue) reports
# them without replaying every save it lists, once a load has refused them.
_refused: dict[tuple[int, int, int, int], str] = {}


def _identity(path: Path) -> tuple[int, int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def _read(path: Path) -> dict[str, Any]:
    """The save's JSON, checked to be a Dungeon Shelf save of a game on the shelf; SaveError if not."""
    name = shown_name(path)
    try:
        data = read_json(path, MAX_SAVE_BYTES)
    except FileRefused as e:
        raise SaveError(f"{name}: {e}") from e
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name}: this is not a Dungeon Shelf save")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(f"{name}: the file is damaged (its format version {short(version)} is not a number)")
    if version > VERSION:
        raise SaveError(f"{name}: saved by a newer Dungeon Shelf (format {version}); update to load it")
    if version < 1:
        raise SaveError(f"{name}: the file is damaged (there was never a format {version})")
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in ids():
        raise SaveError(f"{name}: it was made for a game this version does not have ({short(game_id)})")
    return data


def title_of(game_id: str) -> str:
    """The game's title from the shelf."""
    return _title(game_id)


def _title(game_id: str) -> str:
    """The game's title from the shelf (never the file's own word for it)."""
    game = load_game(game_id)
    return game.title if game is not None else entry(game_id).title


def _table(data: dict[str, Any]) -> TableConfig:
    """The saved table, its seat count checked against the game before anything reads a seat (a save of
    2,000 seats is no table the game can seat, and nothing may draw its names), then its names as the
    set-up checks them."""
    from .protocol import ConfigError, check_names
    config = data["config"]
    seats = config.get("seats") if isinstance(config, dict) else None
    if isinstance(seats, list):
        game = load_game(data["game"]) or entry(data["game"])
        if not game.min_players <= len(seats) <= game.max_players:
            raise ConfigError(f"{game.title} is for {game.player_range()} players, not {len(seats):,}")
    table = serial.from_json(TableConfig, config)
    check_names([s.name for s in table.seats])
    return table


def _moves(data: dict[str, Any]) -> list[Any]:
    moves = data["actions"]
    if not isinstance(moves, list):
        raise serial.DecodeError("the list of moves is not a list")
    return moves


def _not_yet(name: str, game_id: str) -> str:
    return f"{name}: a game of {_title(game_id)}, which this version cannot play yet"


def _saved_at(data: dict[str, Any]) -> str:
    value = data.get("saved_at")
    return value if isinstance(value, str) and len(value) <= 40 and value.isprintable() else ""


def peek(path: Path) -> SaveInfo:
    """The save's summary, or a SaveInfo carrying the reason it cannot be loaded. Never raises."""
    from .protocol import ConfigError
    name = shown_name(path)
    try:
        data = _read(path)
        config = _table(data)
        actions = _moves(data)
        error = _refused.get(_identity(path) or (0, 0, 0, 0))
        if load_game(data["game"]) is None:
            error = _not_yet(name, data["game"])
        progress, finished = data.get("progress"), data.get("finished")
        if not (isinstance(progress, str) and len(progress) <= 40 and progress.isprintable()):
            progress = ""
        return SaveInfo(path=path, game=data["game"], title=_title(data["game"]), saved_at=_saved_at(data),
                        seats=tuple(s.name for s in config.seats), actions=len(actions), error=error,
                        progress=progress,
                        finished=finished is True)
    except SaveError as e:
        error = str(e)
    except KeyError as e:
        error = f"{name}: the file is damaged (it lacks {short(e.args[0])})"
    except ConfigError as e:
        error = f"{name}: the table of this {_title(data['game'])} game cannot be played ({e})"
    except (ValueError, TypeError, AttributeError, RecursionError) as e:
        error = f"{name}: the file is damaged ({short_text(str(e))})"
    return SaveInfo(path=path, game="?", title=name, saved_at="", seats=(), actions=0, error=error)


def load_session(path: Path) -> Session:
    """Restore a saved game exactly; raise SaveError (and leave the file alone) if it cannot be.

    The game is played again from its seed and table through every saved move, with every move checked
    to be legal, and must arrive at the saved position: so a damaged, edited or foreign file is refused
    here, in words, rather than breaking play later. (A long game of Dungeon! replays in well under a
    second.) The log is the replay's own, in this version's words."""
    from .protocol import ConfigError
    data = _read(path)
    name = shown_name(path)
    title = _title(data["game"])
    game: Game | None = load_game(data["game"])
    if game is None:
        raise SaveError(_not_yet(name, data["game"]))
    data = _upgraded(path, game, data)
    try:
        config = _table(data)
        seed = data["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise serial.DecodeError("the seed is not a number")
        moves = _moves(data)
        if len(moves) > game.action_limit:
            raise serial.DecodeError(f"{len(moves):,} moves, more than a game of {title} ever takes")
        actions = [game.action_from_json(a) for a in moves]
        saved = data["state"]
        game.state_from_json(saved)   # the right shape, at least (then the replay must arrive at it)
        game.check_config(config)
    except KeyError as e:
        raise SaveError(f"{name}: the file is damaged (it lacks {short(e.args[0])})") from e
    except ConfigError as e:
        raise SaveError(f"{name}: the table of this {title} game cannot be played ({e})") from e
    except (ValueError, TypeError, AttributeError, RecursionError) as e:
        raise SaveError(f"{name}: the file is damaged ({short_text(str(e))})") from e
    session = _replay(path, game, config, seed, actions)
    try:
        same = json.loads(json.dumps(game.state_to_json(session.state))) == saved
    except (ValueError, TypeError, RecursionError):
        same = False
    if not same:
        _refuse(path, f"{name}: the position saved in this {title} game is not where its moves lead (the file "
                      "was changed, or made by a version with other rules)")
    session.keep_undo = True
    session.resumed = len(session.history)
    session.opening = []   # a table opened on a saved game shows the saved position, not its set-up played again
    return session


def _upgraded(path: Path, game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """The save's data in this version's format (the game translates what it changed since)."""
    version = data["version"]
    if version == VERSION:
        return data
    try:
        upgraded = game.upgrade_save(data, version)
        if not isinstance(upgraded, dict):
            raise TypeError("the translation gave no save")
    except Exception as e:  # noqa: BLE001 - whatever an old file holds, it is refused in words
        why = f"it lacks {short(e.args[0])}" if isinstance(e, KeyError) and e.args else \
            str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"
        raise SaveError(f"{shown_name(path)}: this {game.title} game was saved by an older version (format "
                        f"{version}) and cannot be brought up to date ({short_text(why)})") from e
    return upgraded


def _replay(path: Path, game: Game, config: TableConfig, seed: int, actions: list[Action]) -> Session:
    from .board import BoardError
    from .protocol import describe_action
    from .session import Session
    name = shown_name(path)
    try:
        session = Session(game, config, seed, keep_undo=False)
    except BoardError as e:
        raise SaveError(f"{name}: {game.title} cannot be played: its map is broken ({e})") from e
    except Exception as e:  # noqa: BLE001 - whatever the rules make of a damaged table, it is refused
        _refuse(path, f"{name}: this {game.title} game cannot be set up again ({_reason(e)})")
    for k, action in enumerate(actions):
        try:
            session.play(action)
        except Exception as e:  # noqa: BLE001 - a move that breaks the rules, or breaks them down
            _refuse(path, f"{name}: the moves of this {game.title} game do not replay: move {k + 1} of "
                          f"{len(actions)}, {describe_action(action, 50)!r}, {_reason(e)}")
    return session


def _reason(e: Exception) -> str:
    from .protocol import IllegalAction
    if isinstance(e, IllegalAction):
        return "is not allowed at that point"
    return f"fails ({type(e).__name__}: {short_text(str(e))})"


def refusal(path: Path) -> str | None:
    """Why the save was refused when loaded this run, if its moves did not replay (None: not refused)."""
    key = _identity(path)
    return _refused.get(key) if key is not None else None


def _refuse(path: Path, message: str) -> NoReturn:
    """Refuse a save whose moves do not replay, and remember it so that the Load screen and Continue say so
    without replaying it again."""
    key = _identity(path)
    if key is not None:
        _refused[key] = short_text(message)
    raise SaveError(message)


def in_words(path: Path, problem: str) -> str:
    """A refusal as the app says it to a player: what is wrong with the save, without its file name (the
    command line keeps the name: there the player gave the file)."""
    problem = problem.removeprefix(f"{shown_name(path)}: ")
    return capital(problem)


def clean_temporaries(older_than: float = 60.0) -> int:
    """Remove what a write killed half-way left behind (.autosave.json.*.tmp and the like). A file younger
    than `older_than` seconds is spared: another copy of the app may be writing it this moment."""
    removed = 0
    now = time.time()
    try:
        folders = (data_dir(), saves_dir())
    except OSError:   # no data folder: nothing was left behind in it
        return 0
    for folder in folders:
        for tmp in folder.glob(".*.tmp"):
            try:
                st = tmp.lstat()
                if stat.S_ISREG(st.st_mode) and now - st.st_mtime >= older_than:
                    tmp.unlink()
                    removed += 1
            except OSError:
                continue
    return removed


def new_save_path(game_id: str) -> Path:
    return _unique(game_id)


def _unique(stem: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = saves_dir() / f"{stem}-{stamp}.json"
    n = 2
    while os.path.lexists(path):
        path = saves_dir() / f"{stem}-{stamp}-{n}.json"
        n += 1
    return path
