"""Files that are not ordinary files, or far too large ones: made at test time, never committed.

Each is refused before a byte is read: a named pipe would make a reader wait for ever, a link to
/dev/zero would fill memory, a sparse file of gigabytes costs no disk but would take minutes to read.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

HUGE = 10 * 1024**3   # a sparse file: ten gigabytes by its size, nothing on the disk


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    os.symlink("/dev/zero", path)


def _nowhere(path: Path) -> None:
    os.symlink(path.with_name("no-such-file"), path)


def _loop(path: Path) -> None:
    os.symlink(path.name, path)


def _folder(path: Path) -> None:
    path.mkdir()


def _huge(path: Path) -> None:
    with path.open("wb") as f:
        f.truncate(HUGE)


# name -> (how to make it, what the refusal says)
SPECIAL: dict[str, tuple[Callable[[Path], None], str]] = {
    "fifo": (_fifo, "named pipe"),
    "dev-zero": (_dev_zero, "device"),
    "broken-link": (_nowhere, "link to a file that is not there"),
    "link-loop": (_loop, "cannot be opened"),
    "folder": (_folder, "folder"),
    "huge": (_huge, "far too large"),
}


def make_one(name: str, path: Path) -> bool:
    """Make the special file `name` at path; False where this system cannot (no FIFOs, no symlinks)."""
    if name == "fifo" and not hasattr(os, "mkfifo"):
        return False
    if name == "dev-zero" and not os.path.exists("/dev/zero"):
        return False
    try:
        SPECIAL[name][0](path)
    except (OSError, NotImplementedError):   # no symlinks here (Windows without the right): skip it
        return False
    return True


def make_special(folder: Path, stem: str, suffix: str) -> list[tuple[str, Path, str]]:
    """One of each kind this system can make: (name, path, what the refusal says)."""
    made = []
    for name, (_make, why) in SPECIAL.items():
        path = folder / f"{stem}-{name}{suffix}"
        if make_one(name, path):
            made.append((name, path, why))
    return made


def snapshot(path: Path) -> tuple:
    """What must not change when a bad file is refused: its bytes (for an ordinary file), else its kind."""
    st = os.lstat(path)
    if os.path.islink(path):
        return ("link", os.readlink(path))
    if path.is_file() and st.st_size < 64 * 1024**2:
        return ("file", path.read_bytes(), st.st_mtime_ns)
    return ("other", st.st_mode, st.st_size, st.st_mtime_ns)
