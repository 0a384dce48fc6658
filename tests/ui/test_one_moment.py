"""The table is a picture of one moment: at the normal pace, at every frame, every part that names whose turn
it is, every number shown and the log agree with the moment shown (`scene.shown`); while event k animates,
the table shows moment k-1 (the animation draws the change) and offers no choice; what a click takes is
among the choices of that moment; and no seat's secrets are on the screen but those of the person holding
it (none while the whole table is asked "Anyone?"). Each game adds the numbers its own table shows
(tests/ui/moment_checks.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.prefs import Prefs
from game.ui.tabletop.panel import Header, Log, SeatRow
from game.ui.tabletop.scene import TableScene
from tests.ui import moment_checks
from tests.ui.harness import open_table, reveal, session_for, take
from tests.ui.tables import parts

TABLES = {"escape": (2, 1), "escape-people": (3, 3)}   # game (and a variant) -> (seats, people)


def check_frame(scene: TableScene, was) -> None:
    shown = scene.shown
    session = scene.session
    layout = scene.layout()
    headers = [p.look for p in parts(scene, Header)]
    assert len(headers) == 1
    header = headers[0]
    if shown.asking:
        assert header.big == "Anyone?" and header.seat is None, header
        assert shown.holder is None or len(scene.holding.people) == 1, "a question to the table shows no one's secrets"
    elif shown.over is not None and shown.settled:
        assert header.big == "Game over"
    elif shown.turn is not None:
        assert header.seat == shown.turn and session.config.seats[shown.turn].name in header.big, header
    for row in parts(scene, SeatRow):
        assert row.look.turn == (row.look.seat == shown.turn and not shown.asking), row.look
    logs = [p.look for p in parts(scene, Log)]
    assert len(logs) == 1
    written = session.log_for(shown.holder, last=80, upto=shown.log_upto)
    if not scene.panel.log_scroll:   # the newest line is the moment's: its last words end the log in view
        assert bool(written) == bool(logs[0].lines) and (not written or written[-1].endswith(logs[0].lines[-1])), \
            (logs[0].lines[-2:], written[-2:])
    # what a click takes is the moment's to take, and nothing is offered while moments are still shown
    offered = {a for t in layout.things for a in t.actions}
    assert offered <= set(shown.choices), offered - set(shown.choices)
    if not scene.resting:
        assert not shown.choices
    if scene.playback.anim is not None:
        playing = scene.playback.playing
        assert playing is not None and shown.log_upto <= playing.line, "the log waits for the event shown"
        assert shown.view == was[-1], "while an event animates, the table shows the moment before it"
    if shown.holder is not None:
        assert shown.holder in scene.holding.people, "only a person holds the screen"
    if scene.resting:
        assert shown.view == session.view(scene.holding.holder)
    moment_checks.check(scene)


@pytest.mark.parametrize("table", list(TABLES))
def test_every_frame_shows_one_moment(app, table):
    game_id = table.split("-")[0]
    seats, people = TABLES[table]
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for(game_id, seats=seats, humans=people, seed=11))
    rng = random.Random(5)
    was = [scene.shown.view]   # the views of the moments shown, in order
    scene.screen.caught_up = (lambda hook: lambda m: (was.append(m.view), hook(m)))(scene.screen.caught_up)
    frames = animated = 0
    for _ in range(2500):
        if scene.session.outcome is not None and scene.resting:
            break
        pos = (rng.randrange(1280), rng.randrange(720))
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 30)
        if reveal(app) or app.stack.top is not scene:
            app.stack.pop_to(type(scene))
            app.stack.apply()
            continue
        if scene.resting:
            was.append(scene.shown.view)
        check_frame(scene, was)
        frames += 1
        animated += scene.playback.anim is not None
        if scene.shown.asking:
            scene.claim(rng.choice([*scene.shown.asking, None]))
        elif scene.shown.mine:
            take(app, scene, scene.session.computer_choice())
    assert frames > 500 and animated > 100, (frames, animated)
