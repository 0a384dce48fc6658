"""What Load and Continue know of the saves folder: each save's summary (saves.peek), read once.

A summary is kept by the file's identity (inode, size, times): in memory for the run, and in an index in the
data folder (saves-index.json) for the next one, so a folder of a thousand saves is read once, not at every
return to the menu; a save changed, replaced or added is read again, and only it. What a table writes is
known without reading it back (it is saved through here: save), and so is a save found to replay: Continue
is offered only for a game whose moves replay, and a save whose moves do not is said so, not offered.

The index is only a memory: a damaged, foreign or hostile one is ignored, entry by entry (each is checked as
a save is: a table of the seats its game can seat, names that can be shown), and it is never needed.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import __version__

from . import saves
from .files import FileRefused, read_json, shown_name
from .registry import entry, ids, load_game

if TYPE_CHECKING:
    from .session import Session

INDEX = "saves-index.json"     # in the data folder (not in saves/, whose every .json Load lists)
FORMAT = "dungeon-shelf-save-index"
MAX_INDEX_BYTES = 32 * 1024 * 1024
MAX_TEXT = 400

Identity = tuple[int, int, int, int, int]   # inode, size, modified, changed (ns), mode


# A file changed within this long before it was read may change again unseen: its size and times can stay
# the same (a clock coarser than a nanosecond, a freed inode used again). Its summary is trusted only once
# the file is older than that when read (git calls such an entry "racily clean").
RACY_NS = 2_000_000_000


@dataclass
class Known:
    identity: Identity
    info: saves.SaveInfo
    replays: bool | None = None   # its moves replay (True), do not (False), not yet tried (None)
    read_at: int = 0              # when it was read (time_ns); 0: the app wrote it, and knows what it holds

    def fits(self, ident: Identity | None) -> bool:
        """The summary is that of the file as it is now."""
        return ident == self.identity and (not self.read_at or ident[2] < self.read_at - RACY_NS)


_known: dict[str, Known] = {}       # by the save's path
_indexed: set[str] = set()          # saves folders whose index was read this run
_dirty: set[str] = set()            # ... and that learnt something since it was written


def identity(path: Path) -> Identity | None:
    """What changes whenever the file does (an atomic write makes a new inode); None for a file that cannot
    be looked at (a link to nothing): it is read every time, never kept."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_mode)


# --- one save --------------------------------------------------------------------------------------------
def summary(path: Path) -> saves.SaveInfo:
    """The save's summary, read only if it is not known as the file is now."""
    _read_index(path.parent)
    ident = identity(path)
    known = _known.get(str(path))
    if ident is None or known is None or not known.fits(ident):
        read_at = time.time_ns()
        info = saves.peek(path)
        if ident is None or not _keepable(path, info) or identity(path) != ident:
            return info
        known = _known[str(path)] = Known(ident, info, read_at=read_at)
        _dirty.add(str(path.parent))
    refused = saves.refusal(path)   # found since not to replay (a load refused it)
    if refused is not None and known.info.error != refused:
        known.info, known.replays = _with_error(known.info, refused), False
        _dirty.add(str(path.parent))
    return known.info


def _keepable(path: Path, info: saves.SaveInfo) -> bool:
    """A summary worth keeping: of a file read, or refused for what it holds (not one this user may not read
    today, which a chmod changes)."""
    return info.error is None or os.access(path, os.R_OK)


def resumable(path: Path) -> saves.SaveInfo:
    """The save's summary, its error saying why if the game cannot be resumed: the save is loaded, its moves
    replayed (saves.load_session), once per file as it is now. Continue is offered only for such a game."""
    info = summary(path)
    known = _known.get(str(path))
    if info.error is not None or (known is not None and known.replays is not None and known.fits(identity(path))):
        return info
    try:
        saves.load_session(path)
        error = None
    except saves.SaveError as e:
        error = str(e)
    info = summary(path)   # (a refusal of its moves is known to it now)
    if error is not None and info.error is None:
        info = _with_error(info, error)
    known = _known.get(str(path))
    if known is not None and known.fits(identity(path)):
        known.info, known.replays = info, error is None
        _dirty.add(str(path.parent))
    return info


def learn(path: Path, data: dict[str, Any]) -> None:
    """A save just written from a game in play (save): its summary is what was written, and
    its moves replay (the rules made them), without reading it back."""
    ident = identity(path)
    if ident is None:
        return
    try:
        seats = tuple(s["name"] for s in data["config"]["seats"])
        info = saves.SaveInfo(path=path, game=data["game"], title=saves.title_of(data["game"]),
                              saved_at=data["saved_at"], seats=seats, actions=len(data["actions"]),
                              progress=data.get("progress") or "", finished=data["finished"] is True)
    except (KeyError, TypeError):
        return
    _known[str(path)] = Known(ident, info, replays=True)
    _dirty.add(str(path.parent))


def save(session: Session, path: Path) -> None:
    """A game in play saved (a table's autosave, the pause menu's copy): written, and known at once."""
    learn(path, saves.save_session(session, path))


def delete_save(path: Path) -> None:
    """The player said so (Load's Delete, confirmed): the save is removed, and nothing is kept of it. Nothing
    else ever removes one."""
    if path.parent == saves.saves_dir() and path.suffix == ".json":
        path.unlink(missing_ok=True)
        if _known.pop(str(path), None) is not None:
            _dirty.add(str(path.parent))


def list_saves() -> list[saves.SaveInfo]:
    """Every save in the saves folder, newest first; a broken one carries its error (each read once)."""
    listing = Listing()
    listing.read()
    return listing.all()


def _with_error(info: saves.SaveInfo, error: str) -> saves.SaveInfo:
    return saves.SaveInfo(path=info.path, game=info.game, title=info.title, saved_at=info.saved_at,
                          seats=info.seats, actions=info.actions, progress=info.progress, finished=info.finished,
                          error=error)


# --- the folder ------------------------------------------------------------------------------------------
def newest_first(folder: Path | None = None) -> list[Path]:
    """Every save in the saves folder (*.json), newest first ([] when there is no folder)."""
    try:
        folder = folder or saves.saves_dir()
        found = []
        with os.scandir(folder) as it:
            for item in it:
                if item.name.endswith(".json"):
                    try:
                        modified = item.stat(follow_symlinks=False).st_mtime   # a link to nothing has a date
                    except OSError:
                        modified = 0.0
                    found.append((modified, item.name))
    except OSError:
        return []
    return [folder / name for _, name in sorted(found, reverse=True)]


class Listing:
    """The saves folder, newest first, each save's summary as far as it has been read: Load reads what it
    does not know a little at a time, between frames, and shows how far it has come."""

    def __init__(self) -> None:
        self.paths = newest_first()
        if self.paths:
            _read_index(self.paths[0].parent)
        self.infos: dict[Path, saves.SaveInfo] = {}
        self._next = 0
        for path in self.paths:   # what is known already costs nothing
            known = _known.get(str(path))
            if known is not None and known.fits(identity(path)):
                self.infos[path] = summary(path)

    @property
    def done(self) -> bool:
        return len(self.infos) == len(self.paths)

    def read(self, seconds: float | None = None) -> bool:
        """Read summaries not yet known, for about `seconds` (None: every one); True when all are known."""
        end = None if seconds is None else time.perf_counter() + seconds
        while self._next < len(self.paths) and (end is None or time.perf_counter() < end):
            path = self.paths[self._next]
            self._next += 1
            if path not in self.infos:
                self.infos[path] = summary(path)
        if self.done:
            save_index()
        return self.done

    def all(self) -> list[saves.SaveInfo]:
        """The summaries read so far, newest first."""
        return [self.infos[p] for p in self.paths if p in self.infos]


def continue_info() -> saves.SaveInfo | None:
    """For Continue: the latest game in progress whose moves replay; else the latest in progress that cannot
    be resumed (its error says why); None if no game is in progress. Reads only the autosaves it needs,
    newest first, and each once."""
    first_bad: saves.SaveInfo | None = None
    for path in newest_first():
        if not saves.is_autosave(path):
            continue
        if summary(path).finished:
            continue
        info = resumable(path)
        if info.error is None:
            save_index()
            return info
        first_bad = first_bad or info
    save_index()
    return first_bad


# --- the index ---------------------------------------------------------------------------------------------
def _index_path() -> Path:
    return saves.data_dir() / INDEX


def _read_index(folder: Path) -> None:
    """What the index knows of `folder`'s saves, once a run (each entry checked; a bad one is dropped)."""
    if str(folder) in _indexed:
        return
    _indexed.add(str(folder))
    try:
        data = read_json(_index_path(), MAX_INDEX_BYTES)
    except (FileRefused, OSError):
        return
    if not (isinstance(data, dict) and data.get("format") == FORMAT and data.get("app") == __version__
            and data.get("saves_version") == saves.VERSION and isinstance(data.get("saves"), dict)):
        return
    for name, raw in data["saves"].items():
        path = folder / str(name)
        if str(path) in _known or not isinstance(name, str) or "/" in name or not name.endswith(".json"):
            continue
        known = _from_json(path, raw)
        if known is not None:
            _known[str(path)] = known


def save_index() -> None:
    """Write what is known of the saves folder to the index, if anything was learnt (a data folder that
    cannot be written keeps it in memory only)."""
    try:
        folder = saves.saves_dir()
    except OSError:
        return
    if str(folder) not in _dirty:
        return
    present = {p.name for p in newest_first(folder)}
    entries = {}
    for key, known in _known.items():
        path = Path(key)
        if path.parent == folder and path.name in present:
            entries[path.name] = _to_json(known)
    try:
        saves.atomic_write_text(_index_path(), json.dumps({"format": FORMAT, "app": __version__,
                                                           "saves_version": saves.VERSION, "saves": entries},
                                                          separators=(",", ":")))
    except OSError:
        return
    _dirty.discard(str(folder))


def _to_json(known: Known) -> dict[str, Any]:
    info = known.info
    # (what the app wrote is trusted in the run that wrote it; the next run reads it again once)
    return {"id": list(known.identity), "read_at": known.read_at or known.identity[2], "game": info.game,
            "saved_at": info.saved_at, "seats": list(info.seats),
            "actions": info.actions, "progress": info.progress, "finished": info.finished, "error": info.error,
            "replays": known.replays}


def _text(value: Any, limit: int) -> bool:
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _from_json(path: Path, raw: Any) -> Known | None:
    """An index entry, checked as strictly as a save's own summary; None for anything odd."""
    if not isinstance(raw, dict):
        return None
    ident, read_at = raw.get("id"), raw.get("read_at")
    if not (isinstance(ident, list) and len(ident) == 5 and all(_int(v) for v in ident) and _int(read_at)
            and read_at > 0):   # (an entry of the index was read: only what the app writes in a run is not)
        return None
    error, game_id = raw.get("error"), raw.get("game")
    if not (error is None or _text(error, MAX_TEXT)) or not isinstance(game_id, str):
        return None
    if not (_text(raw.get("saved_at"), 40) and _text(raw.get("progress"), 40) and isinstance(raw.get("finished"), bool)
            and _int(raw.get("actions")) and 0 <= raw["actions"] and raw.get("replays") in (True, False, None)):
        return None
    seats = raw.get("seats")
    if not isinstance(seats, list):
        return None
    if game_id == "?":   # a save that could not be read: its error, and nothing else
        if error is None or seats:
            return None
        title = shown_name(path)
    else:                # a save's summary (its error, if any, found since): a table its game can seat
        if game_id not in ids():
            return None
        game = load_game(game_id) or entry(game_id)
        if not game.min_players <= len(seats) <= game.max_players:
            return None
        from .protocol import ConfigError, check_names  # (here: a menu with no saves needs no protocol)
        try:
            check_names(seats)
        except ConfigError:
            return None
        title = saves.title_of(game_id)
    info = saves.SaveInfo(path=path, game=game_id, title=title, saved_at=raw["saved_at"], seats=tuple(seats),
                          actions=raw["actions"], progress=raw["progress"], finished=raw["finished"], error=error)
    return Known(tuple(ident), info, raw["replays"], read_at)  # type: ignore[arg-type]


def forget() -> None:
    """Forget every summary (tests; a new data folder)."""
    _known.clear()
    _indexed.clear()
    _dirty.clear()

