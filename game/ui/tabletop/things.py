"""Things on a table that answer the pointer: one list drives hover, lighting, clicks and the screen tests.

A table's parts say what it looks like; its things say what answers the pointer there: where each lies,
what it is, what a click on it does now (legal actions, or a control of the screen's own) and its words.
The thing under the pointer is the last in the list that holds the point, so a thing drawn over another
comes after it. A thing may hold smaller things found at a point (a board: the space under the pointer).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.engine.protocol import Action

from ..compose import Part, showing

Rect = pygame.Rect
Point = tuple[int, int]
Box = tuple[int, int, int, int]
Lines = tuple[tuple[str, str], ...]   # words as lines, each with its face ("bold", "body", "italic")
Words = str | Lines


@dataclass(frozen=True, eq=False)
class Thing:
    """Something that answers the pointer.

    `actions`: the legal actions a click on it takes now (empty on no one's turn: then it is not lit);
    `do`: what a click does instead, for a control of the screen itself (Menu, a page of choices, a claim);
    `words`: what it is and what a click does, shown on hover (a function for words worked out only then);
    `tip`: where the words go: "control" (beside it, off its neighbours) or "pointer" (following it);
    `within`: the smaller thing at a point, for a thing that holds many (None: the thing itself);
    `hit`: whether a point of its rect is on it, for a shape finer than its rect (a room of a board);
    `menu`: the title of the small menu a click opens when it may take several actions;
    `labels`: the words of the menu's rows (else each action's own);
    `marks`: parts shown over everything while it is under the pointer (its outline, the way to it);
    `large`: a card face shown large beside the pointer while it is under it (a card too small to read);
    `only` / `not_on`: it answers only while the thing of that key is under the pointer / except then (a
    card of a hand grows under the pointer: the grown card answers while it is the one pointed at)."""

    at: Box
    key: Hashable
    actions: tuple[Action, ...] = ()
    do: Callable[[], None] | None = None
    words: Words | Callable[[], Words] = ""
    tip: str = "control"
    within: Callable[[Point], Thing | None] | None = None
    hit: Callable[[Point], bool] | None = None
    menu: str = "Which?"
    labels: tuple[str, ...] = ()
    enabled: bool = True
    marks: tuple[Part, ...] = ()
    large: Hashable | None = None
    only: Hashable | None = None
    not_on: Hashable | None = None

    @property
    def rect(self) -> Rect:
        return Rect(self.at)

    @property
    def lit(self) -> bool:
        return bool(self.actions)

    def lines(self) -> list[tuple[str, str]]:
        """The words as lines with their faces (plain words: one line in the body face, bold for "Click")."""
        words = self.words() if callable(self.words) else self.words
        if isinstance(words, str):
            return [(line, "bold" if line.startswith("Click") else "body") for line in words.split("\n") if line]
        return list(words)

    def text(self) -> str:
        return "\n".join(line for line, _ in self.lines())


@dataclass(frozen=True)
class Spot:
    """The key of one of a table's many small things: what it is (the game's own word: a "pack", a "die"), whose
    (a seat, or None) and which (an index, or -1)."""

    what: str
    seat: int | None = None
    index: int = -1


def answers(thing: Thing, hover: Hashable | None) -> bool:
    """Whether the thing answers the pointer while `hover` is the thing under it."""
    return showing(thing.only, thing.not_on, hover)


def top_at(things: Sequence[Thing], point: Point, hover: Hashable | None = None) -> Thing | None:
    """The thing under a point: the top-most (last) holding it, or the smaller thing within it there (with
    `hover` the thing under the pointer until now: the things that answer then)."""
    for thing in reversed(things):
        if answers(thing, hover) and thing.rect.collidepoint(point) and (thing.hit is None or thing.hit(point)):
            inner = thing.within(point) if thing.within is not None else None
            return inner if inner is not None else thing
    return None


def visible_point(things: Sequence[Thing], thing: Thing) -> Point | None:
    """A point of the thing that is not under another (its middle, else near an edge left showing)."""
    rect = thing.rect
    inner = rect.inflate(-6, -6)
    for point in (rect.center, (inner.centerx, inner.y), (inner.x, inner.centery), (inner.right, inner.centery),
                  (inner.centerx, inner.bottom), inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        found = top_at(things, point, thing.key)
        if found is not None and found.key == thing.key:
            return point
    return None


def offering(things: Sequence[Thing], action: Action) -> tuple[Thing, Point] | None:
    """The thing a person clicks to take this action now, and a point of it in sight: the thing whose click
    takes exactly it, else one that offers it among others (a menu then asks which)."""
    found = [t for t in things if action in t.actions and t.only is None]
    for thing in sorted(found, key=lambda t: len(t.actions)):
        point = visible_point(things, thing)
        if point is not None:
            return thing, point
    return None


def click_for(things: Sequence[Thing], action: Action) -> Point | None:
    """Where a person clicks to take this action now (screen tests play whole games by these clicks)."""
    found = offering(things, action)
    return found[1] if found is not None else None
