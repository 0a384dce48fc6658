"""The one store of pictures: every drawing the screens keep, each under a key that says what it shows.

A line of text, a sprite at a size, a card face, a part of a table: each is painted once for its key (a
small frozen value: the words, the numbers, the size, the palette) and blitted while that key comes back.
Keys are values, never object ids, so a picture cannot outlive what it shows and nothing is forgotten by
hand: a new look is a new key, and the pictures least lately used go first past a bound on their pixels.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

BUDGET = 12_000_000   # pixels (48 MB): a table shows a few hundred pictures and a board at a zoom

_store: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
_pixels = [0]


def keep(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The picture kept for `key`, made by `make()` the first time (or again, once it was let go)."""
    found = _store.get(key)
    if found is not None:
        _store.move_to_end(key)
        return found
    found = make()
    _store[key] = found
    _pixels[0] += found.get_width() * found.get_height()
    while _pixels[0] > BUDGET and len(_store) > 1:
        _, gone = _store.popitem(last=False)
        _pixels[0] -= gone.get_width() * gone.get_height()
    return found


def kept(make: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """A function that makes a picture from values (a size, a colour, a text): its pictures kept here, each
    under the function and the values it was made from."""
    @functools.wraps(make)
    def keeping(*args: Hashable) -> pygame.Surface:
        return keep((make, *args), lambda: make(*args))
    return keeping


def has(key: Hashable) -> bool:
    return key in _store


def clear() -> None:
    """Forget every picture (they belong to the display: a new App starts afresh)."""
    _store.clear()
    _pixels[0] = 0
