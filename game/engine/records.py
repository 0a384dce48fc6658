"""The family's records: every finished game's seats, who won and their scores, kept in one SQLite file in
the data folder (records.sqlite3), and read back as each person's record per game, the computer seats' by
strength, and the records of the shelf, the people's (the best winning score where a game keeps one, the
shortest win in the rounds its table counts, and a game's own where it keeps one: Dice Delve's deepest delve).

The app writes a game here when a game played at its table ends (never the rules: a simulation or a test
asking for an outcome writes nothing). A game abandoned before its end is never written. A missing or
damaged file is rebuilt from the finished games' saves; a data folder that cannot be written is read and
shown, never written, and the records are then made in memory if there is no file to read. Nothing here
raises to the app: a record that cannot be kept costs the record, not the game.

    book = Records().book()          # what the Records screen shows
    Records().add(played_of(session))
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import saves, serial
from .files import read_json
from .registry import load_game
from .seats import TableConfig
from .words import plural

if TYPE_CHECKING:
    from .session import Session

FILE = "records.sqlite3"
VERSION = 3          # (2: each seat's number for the game's own record; older records are made again. 3: a game's
                     # length in its table's rounds, Game.rounds: a version 2 file's lengths, in turns, are
                     # forgotten (-1), the rest kept, its removed names too)
MAX_SAVE_BYTES = 64 * 1024 * 1024
SCHEMA = """
CREATE TABLE IF NOT EXISTS games (key TEXT PRIMARY KEY, game TEXT NOT NULL, ended TEXT NOT NULL,
                                  turns INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (key TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
                                  person TEXT NOT NULL, strength TEXT NOT NULL, won INTEGER NOT NULL,
                                  score INTEGER, feat INTEGER, PRIMARY KEY (key, seat));
CREATE TABLE IF NOT EXISTS removed (person TEXT PRIMARY KEY);
"""


def person(name: str) -> str:
    """The one person behind a name however it is typed: case and spacing do not matter."""
    return " ".join(name.split()).casefold()


def shown(name: str) -> str:
    """A name as the records show it: its spaces tidied."""
    return " ".join(name.split())


@dataclass(frozen=True, kw_only=True)
class SeatResult:
    name: str
    strength: str        # "" for a person, else the computer seat's strength (easy, normal, hard)
    won: bool
    score: int | None
    feat: int | None = None   # its number for the game's own record of the shelf (Game.feat)


@dataclass(frozen=True, kw_only=True)
class Played:
    """A finished game as the records keep it. The key is the same whether the game is written when it ends
    or found again in its save (game, seed, moves), so a game is never counted twice."""

    key: str
    game: str
    ended: str           # "YYYY-MM-DD HH:MM:SS", local time
    turns: int           # its length in the rounds its table counts (Game.rounds)
    seats: tuple[SeatResult, ...]


def _played(game_id: str, seed: int, moves: int, ended: str, turns: int, config: TableConfig,
            winners: Iterable[int], scores: dict[int, int], feats: dict[int, int]) -> Played:
    won = set(winners)
    return Played(key=f"{game_id}:{seed}:{moves}", game=game_id, ended=ended, turns=turns, seats=tuple(
        SeatResult(name=s.name, strength=s.strength if s.is_computer else "", won=i in won, score=scores.get(i),
                   feat=feats.get(i)) for i, s in enumerate(config.seats)))


def played_of(session: Session[Any], ended: str | None = None) -> Played | None:
    """A session's game as the records keep it; None while it is not over."""
    outcome = session.outcome
    if outcome is None:
        return None
    game, state = session.game, session.state
    return _played(game.id, session.seed, len(session.history), ended or time.strftime("%Y-%m-%d %H:%M:%S"),
                   game.rounds(state), session.config, outcome.winners, outcome.scores, game.feat(state))


def played_in_save(path: Path) -> Played | None:
    """A finished game found in its save, from the position saved (not played again: a rebuild reads a
    thousand saves); None for a game not over, or a save that cannot be read."""
    try:
        data = read_json(path, MAX_SAVE_BYTES)
        if not isinstance(data, dict) or data.get("finished") is not True:
            return None
        game = load_game(data["game"])
        if game is None:
            return None
        config = serial.from_json(TableConfig, data["config"])
        state = game.state_from_json(data["state"])
        outcome = game.outcome(state)
        seed, moves = data["seed"], data["actions"]
        if outcome is None or not isinstance(seed, int) or not isinstance(moves, list):
            return None
        ended = data.get("saved_at") if isinstance(data.get("saved_at"), str) else ""
        return _played(game.id, seed, len(moves), ended[:19], game.rounds(state), config, outcome.winners,
                       outcome.scores, game.feat(state))
    except Exception:  # noqa: BLE001 - any save at all may be damaged: it is left out, never a stop
        return None


# --- what the screen shows ------------------------------------------------------------------------------
@dataclass(kw_only=True)
class Line:
    """One person's (or one computer strength's) record at one game."""

    played: int = 0
    won: int = 0
    best: int | None = None
    run: int = 0          # the longest run of games won in a row
    streak: int = 0       # the run going on now
    last: str = ""

    def count(self, won: bool, score: int | None, ended: str) -> None:
        self.played += 1
        self.won += won
        self.streak = self.streak + 1 if won else 0
        self.run = max(self.run, self.streak)
        if score is not None and (self.best is None or score > self.best):
            self.best = score
        self.last = max(self.last, ended)


@dataclass(frozen=True, kw_only=True)
class Feat:
    """A record of the shelf: what, by whom, when."""

    value: int
    name: str
    ended: str


@dataclass(kw_only=True)
class Book:
    """Everything the Records screen shows, by person (the latest spelling of the name) and game."""

    people: dict[str, dict[str, Line]] = field(default_factory=dict)     # by name, then game
    computers: dict[str, dict[str, Line]] = field(default_factory=dict)  # by strength, then game
    best: dict[str, Feat] = field(default_factory=dict)                  # by game: the best winning score
    shortest: dict[str, Feat] = field(default_factory=dict)              # by game: the fewest rounds to a win
    feats: dict[str, Feat] = field(default_factory=dict)                 # by game: its own (the deepest delve)
    games: int = 0
    note: str = ""       # what the player should know: rebuilt, not kept


def can_write(path: Path) -> bool:
    """The records file may be written (made, replaced) where it is."""
    target = path if path.exists() else path.parent
    return os.access(target, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


# --- the file --------------------------------------------------------------------------------------------
class Records:
    """The records file in the data folder (or `path`). Each call opens it and closes it again."""

    def __init__(self, path: Path | None = None, *, write: bool = True) -> None:
        """The records at `path` (records.sqlite3 in the data folder), made again if need be from the saves
        beside it (its folder's saves/); `write` False only reads them (a screenshot)."""
        self.note, self.write = "", write
        self._memory: sqlite3.Connection | None = None   # records made from the saves where none can be kept
        try:
            self.path: Path | None = path or saves.data_dir() / FILE
        except OSError as e:
            self.path, self.note = None, f"The data folder cannot be made ({e.strerror or e}): nothing is kept."

    def writable(self) -> bool:
        return self.write and self.path is not None and can_write(self.path)

    @contextlib.contextmanager
    def _open(self) -> Iterator[sqlite3.Connection]:
        """The records, sound: a missing or damaged file made again from the saves first (at once: a screen
        makes it a save at a time with `rebuilding`)."""
        for _ in self.rebuilding():
            pass
        db = self._memory or self._sound()
        if db is None:
            raise sqlite3.DatabaseError("the records file cannot be opened")
        try:
            yield db
        finally:
            if db is not self._memory:
                db.close()

    def _sound(self) -> sqlite3.Connection | None:
        if self.path is None or not self.path.is_file():
            return None
        db = None
        try:
            uri = f"{self.path.resolve().as_uri()}?mode={'rw' if self.writable() else 'ro'}"
            db = sqlite3.connect(uri, uri=True)
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (2, VERSION) or db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("not our records")
            if version == 2 and self.writable():   # (read only: its lengths are passed over by book)
                with db:
                    db.execute("UPDATE games SET turns = -1")
                db.execute(f"PRAGMA user_version = {VERSION}")
            db.execute("SELECT key, game, ended, turns FROM games LIMIT 1")
            db.execute("SELECT key, seat, name, person, strength, won, score, feat FROM seats LIMIT 1")
            db.execute("SELECT person FROM removed LIMIT 1")
            return db
        except sqlite3.Error:
            if db is not None:
                db.close()
            return None

    def rebuilding(self) -> Iterator[tuple[int, int]]:
        """Missing or damaged records made again from the finished games' saves, a save at a time: (saves
        read, saves in all) after each. A new file takes the old one's place; where the folder cannot be
        written the records are made in memory, for this Records only. Nothing to do for sound records."""
        if self._memory is not None:
            return
        sound = self._sound()
        if sound is not None:
            sound.close()
            return
        try:
            paths = sorted((self.path.parent / "saves").glob("*.json")) if self.path is not None else []
        except OSError:
            paths = []
        found: list[Played] = []
        for i, path in enumerate(paths):
            played = played_in_save(path)
            if played is not None:
                found.append(played)
            yield i + 1, len(paths)
        if self.writable():
            assert self.path is not None
            fresh = self.path.with_name(f".{FILE}.new")
            fresh.unlink(missing_ok=True)
            db = sqlite3.connect(fresh)
            _fill(db, found)
            db.close()
            os.replace(fresh, self.path)
        else:
            self._memory = sqlite3.connect(":memory:")
            _fill(self._memory, found)
        if found:
            self.note = f"The records were made again from the saves of {plural(len(found), 'finished game')}."

    # --- writing ------------------------------------------------------------------------------------
    def add(self, *games: Played) -> str | None:
        """Keep finished games (each once); None, or why they could not be kept, in words."""
        if not self.writable():
            return "the records cannot be written in the data folder"
        try:
            with self._open() as db, db:   # (a name removed and seen at a table again is back in the records)
                for played in games:
                    db.executemany("DELETE FROM removed WHERE person = ?",
                                   [(person(s.name),) for s in played.seats if not s.strength])
                    _insert(db, played)
        except (sqlite3.Error, OSError) as e:
            return f"the records could not be written ({e})"
        return None

    def remove(self, name: str) -> str | None:
        """Take a person out of the records (their games stay, for the others' records); None, or why not."""
        if not self.writable():
            return "the records cannot be written in the data folder"
        try:
            with self._open() as db, db:
                db.execute("DELETE FROM seats WHERE person = ? AND strength = ''", (person(name),))
                db.execute("INSERT OR IGNORE INTO removed VALUES (?)", (person(name),))
        except (sqlite3.Error, OSError) as e:
            return f"the records could not be written ({e})"
        return None

    # --- reading ------------------------------------------------------------------------------------
    def book(self) -> Book:
        book = Book()
        try:
            with self._open() as db:
                rows = db.execute("SELECT g.game, g.ended, g.turns, s.name, s.person, s.strength, s.won, s.score, "
                                  "s.feat FROM seats s JOIN games g USING (key) ORDER BY g.ended, g.key, s.seat"
                                  ).fetchall()
                book.games = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
                lengths = db.execute("PRAGMA user_version").fetchone()[0] == VERSION   # (in the table's rounds)
        except (sqlite3.Error, OSError) as e:
            book.note = f"The records cannot be read ({e})."
            return book
        names = {row[4]: shown(row[3]) for row in rows}   # by person, the latest spelling of the name (shown)
        for game, ended, turns, name, who, strength, won, score, feat in rows:
            name = shown(name) if strength else names[who]
            table = book.computers.setdefault(strength, {}) if strength else book.people.setdefault(name, {})
            table.setdefault(game, Line()).count(bool(won), score, ended)
            if strength:   # (the records of the shelf are the people's: the computer seats have their own)
                continue
            if won and score is not None and (game not in book.best or score > book.best[game].value):
                book.best[game] = Feat(value=score, name=name, ended=ended)
            if won and lengths and turns >= 0 and (game not in book.shortest or turns < book.shortest[game].value):
                book.shortest[game] = Feat(value=turns, name=name, ended=ended)
            if feat is not None and (game not in book.feats or feat > book.feats[game].value):   # won or not
                book.feats[game] = Feat(value=feat, name=name, ended=ended)
        locked = self.write and self.path is not None and not self.writable()
        book.note = " ".join(filter(None, (self.note, "The data folder cannot be written: the records are shown, "
                                           "but nothing is kept." if locked else "")))
        return book


def _fill(db: sqlite3.Connection, games: Iterable[Played]) -> int:
    db.executescript(SCHEMA)
    db.execute(f"PRAGMA user_version = {VERSION}")
    count = 0
    with db:
        for played in games:
            count += _insert(db, played)
    return count


def _insert(db: sqlite3.Connection, played: Played) -> int:
    gone = {row[0] for row in db.execute("SELECT person FROM removed")}
    if db.execute("INSERT OR IGNORE INTO games VALUES (?, ?, ?, ?)",
                  (played.key, played.game, played.ended, played.turns)).rowcount == 0:
        return 0
    db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   [(played.key, i, s.name, person(s.name), s.strength, s.won, s.score, s.feat)
                    for i, s in enumerate(played.seats) if s.strength or person(s.name) not in gone])
    return 1
