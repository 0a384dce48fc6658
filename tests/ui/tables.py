"""Reading a table as a player meets it, for screen tests: its things (what answers the pointer, with the
legal actions a click takes and their words) and its parts (how it looks), from the table's own layout."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui.compose import Part
from game.ui.tabletop.things import Thing, top_at


def things(scene) -> list[Thing]:
    return scene.layout().things


def thing(scene, key: Hashable) -> Thing:
    found = [t for t in things(scene) if t.key == key]
    assert found, f"nothing on the table is {key!r}"
    return found[-1]


def parts(scene, look: type | None = None) -> list[Part]:
    """The parts that show now (with the pointer where it is), or those whose look is of a type."""
    shown = [p for p in scene.layout().parts if p.shows(scene.hover)]
    return [p for p in shown if look is None or isinstance(p.look, look)]


def buttons(scene) -> dict[str, Thing]:
    """The choices offered as buttons in the side panel, by their words."""
    return {str(t.key[1]): t for t in things(scene) if isinstance(t.key, tuple) and t.key[0] == "choice"}


def point(app, scene, pos: tuple[int, int]) -> Thing | None:
    """Move the pointer there, run a frame; the thing under it."""
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    return top_at(things(scene), pos, scene.hover)


def centre(t: Thing) -> tuple[int, int]:
    return pygame.Rect(t.at).center
