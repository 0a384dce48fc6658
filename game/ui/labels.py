"""Tags placed clear of each other: each tag goes to the first of its spots that covers least of the tags
placed before it. Asked with the same tags and spots (the same board, zoom and rooms), the answer is kept:
the search compares every spot with every tag placed, too slow to do again on every change of the board."""

from __future__ import annotations

import functools

import pygame

Rect = pygame.Rect
Tag = tuple[int, int, tuple[tuple[int, int], ...]]   # a tag's width and height, its spots' centres in order


def place(tags: tuple[Tag, ...]) -> list[Rect]:
    """Where each tag goes (new rects, the caller's to move)."""
    return [r.copy() for r in _place(tags)]


@functools.lru_cache(maxsize=16)   # (a bound: the zooms and sets of rooms a game moves between)
def _place(tags: tuple[Tag, ...]) -> tuple[Rect, ...]:
    placed: list[Rect] = []
    for w, h, spots in tags:
        tag = Rect(0, 0, w, h)
        tag.center = min(spots, key=lambda spot: (covered(tag, spot, placed), spots.index(spot)))
        placed.append(tag)
    return tuple(placed)


def covered(rect: Rect, centre: tuple[int, int], others: list[Rect]) -> int:
    """How much of the other rects a rect would cover, moved to a centre (only those it meets are clipped)."""
    moved = rect.move(centre[0] - rect.centerx, centre[1] - rect.centery)
    return sum((part := moved.clip(others[i])).w * part.h for i in moved.collidelistall(others))
