"""Large pictures go back to the system when they are let go.

A board at a zoom, its layer of cards and the board of a closed table are pictures of 5 to 24 MB each.
glibc's malloc maps a block on its own (and unmaps it when freed) only while it is larger than its "mmap
threshold", and it raises that threshold to the size of each mapped block freed: after the first board
scaled and let go, later ones come from the heap, whose free pages stay with the process. The process then
held the largest mix of boards it had ever shown: 177 MB after zooming a Dungeon! table in and out and
back, against 124 MB with the heap trimmed after each zoom, the pictures alive being the same 57 MB.

So the places that let a large picture go (a zoom replaced, a table closed) call trim(): malloc_trim hands
the heap's free pages back (0.1-0.7 ms, once 4.5 ms, measured; those frames already scale a board). A
fixed threshold would do it by itself, but every block above it is then mapped afresh: the window's
picture scaled to 1920x1080 goes through a 5.5 MB buffer each frame, and that frame took 3.0 ms instead of
1.7. Elsewhere than glibc (Windows, macOS, musl) there is nothing to trim.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # here, at the first trim: ctypes.util brings subprocess and more, which start-up needs not
    import ctypes.util
    try:
        trim = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):   # not glibc (musl has no malloc_trim)
        return None
    trim.argtypes = (ctypes.c_size_t,)
    trim.restype = ctypes.c_int
    return trim


def trim() -> bool:
    """Give the heap's free pages back to the system; True when there was a heap to trim (glibc)."""
    malloc_trim = _malloc_trim()
    if malloc_trim is None:
        return False
    malloc_trim(0)
    return True
