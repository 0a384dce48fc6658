"""The numbers each game's table shows, checked against the moment shown (tests/ui/test_one_moment.py): one
function per game, reading the looks of its parts."""

from __future__ import annotations

from collections.abc import Callable

from game.ui.looks import Text
from game.ui.seatcolumn import SeatBox
from tests.ui.tables import parts


def escape(scene) -> None:
    from game.games.escape import words
    view, path = scene.shown.view, scene.screen.path
    rounds = [p.look.text for p in parts(scene, Text) if p.look.text.startswith("Round ")]
    assert rounds == [f"Round {view.round}"], rounds
    boxes = {p.look.seat: p.look for p in parts(scene, SeatBox)}
    assert sorted(boxes) == list(range(len(view.hirelings)))
    for seat, box in boxes.items():
        h = view.hirelings[seat]
        assert box.status == words.status(path, h) and box.lead.look.count == h.pack, (seat, box.status, h)
        assert tuple(held.look for held in box.held) == h.front
        assert box.active == (view.to_act == seat and h.status == "in")


CHECKS: dict[str, Callable[[object], None]] = {"escape": escape}


def check(scene) -> None:
    found = CHECKS.get(scene.game.id)
    if found is not None:
        found(scene)
