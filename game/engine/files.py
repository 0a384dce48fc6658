"""Reading a file the player (or anyone) may have put anywhere: saves, settings, maps.

Only a regular file of a sane size is read, and the check is made on the opened file before a byte is read:
a link to /dev/zero, a named pipe, a folder or a file of gigabytes is refused at once, in words, instead of
eating memory or waiting for ever.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

MB = 1024 * 1024


class FileRefused(ValueError):
    """The file cannot be read: the message says why, in words for a player (without the file's name)."""


def shown_name(path: Path | str, limit: int = 60) -> str:
    """A file's name as it may be shown on screen: printable characters only, and not too long."""
    name = "".join(c if c.isprintable() else "?" for c in Path(path).name)
    return name if len(name) <= limit else name[: limit - 1] + "…"


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; FileRefused for anything else."""
    path = Path(path)
    # O_NONBLOCK: opening a named pipe for reading would otherwise wait for a writer for ever.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError as e:
        if os.path.islink(path):
            raise FileRefused("it is a link to a file that is not there") from e
        raise FileRefused("there is no such file") from e
    except IsADirectoryError as e:
        raise FileRefused("it is a folder, not a file") from e
    except PermissionError as e:
        raise FileRefused("this user may not read it") from e
    except OSError as e:
        raise FileRefused(f"it cannot be opened ({e.strerror or type(e).__name__})") from e
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileRefused("it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            kind = ("a named pipe" if stat.S_ISFIFO(info.st_mode) else
                    "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else
                    "a socket" if stat.S_ISSOCK(info.st_mode) else "not an ordinary file")
            raise FileRefused(f"it is {kind}, not an ordinary file")
        if info.st_size > limit:
            raise FileRefused(f"it is far too large ({_size(info.st_size)}; at most {_size(limit)} is read)")
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as f:
        try:
            data = f.read(limit + 1)
        except OSError as e:
            raise FileRefused(f"it cannot be read ({e.strerror or type(e).__name__})") from e
    if len(data) > limit:  # it grew while being read
        raise FileRefused(f"it is far too large (more than {_size(limit)})")
    return data


def read_json(path: Path | str, limit: int, *, constants: bool = False) -> Any:
    """The JSON in a regular file of at most `limit` bytes (a UTF-8 byte-order mark is allowed); FileRefused
    naming the fault for anything else. NaN and Infinity are refused unless `constants`."""
    raw = read_regular(path, limit)
    if not raw.strip():
        raise FileRefused("the file is empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise FileRefused(f"the file is not text (byte {e.start + 1:,} is not UTF-8): it is damaged or "
                          "something else entirely") from e
    try:
        return json.loads(text, parse_constant=None if constants else _no_constant)
    except json.JSONDecodeError as e:
        raise FileRefused(f"the file is damaged (not valid JSON at line {e.lineno})") from e
    except RecursionError as e:
        raise FileRefused("the file is damaged (brackets nested far too deeply)") from e
    except ValueError as e:   # a number of thousands of digits, or NaN
        why = "a number thousands of digits long" if "digits" in str(e) else str(e)
        raise FileRefused(f"the file is damaged ({why})") from e


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} where a number should be")


def _size(n: int) -> str:
    if n >= MB:
        return f"{n / MB:,.0f} MB" if n >= 10 * MB else f"{n / MB:.1f} MB"
    return f"{n / 1024:.0f} KB" if n >= 1024 else f"{n} bytes"
