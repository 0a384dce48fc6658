"""What the table says on hover: what a thing is (the rules' words.py says it: a die's or treasure's powers,
from the view's help texts) and what a click there would do."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.protocol import Action
from game.games.delve.view import DelveView
from game.games.delve.words import thing_words

from .clicks import Target


def click_line(found: Sequence[Action]) -> str:
    if len(found) == 1:
        return f"Click: {found[0]}"
    if found:
        return "Click: more than one way — choose it on the right"
    return ""


def target_tip(target: Target, view: DelveView, found: Sequence[Action]) -> str:
    """The hover text of something on the table: what it is (the rules' words), and what a click does."""
    text = thing_words(target.kind, target.zone, target.name, target.seat, view)
    line = click_line(found)
    return f"{text}\n{line}" if line else text


def words(target: Target, view: DelveView, found: Sequence[Action] = ()) -> Callable[[], str]:
    """A thing's hover text, worked out only when it is under the pointer."""
    return lambda: target_tip(target, view, found)
