"""Issue 14, "Large tables": every game at its largest table keeps its side panels readable.

"With 12 seats the log shrinks to one line; with 6 Escape seats the seat cards lose 'fire N behind' and the
card pictures are cropped. The side panels keep the log readable and every seat's key number at every seat
count (scroll or compact the seat list; a visible scrollbar on the log)."
"""

import pygame
import pytest

from game.engine.events import DiceRolled
from game.engine.registry import get_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.dungeon.setup import CHOOSE
from game.ui import assets, seatcolumn
from game.ui.launch import scene_class
from game.ui.prefs import Prefs
from game.ui.rollcall import RollCall
from game.ui.sidepanel import LOG_LINE
from game.ui.tabletop.panel import SeatRow
from game.ui.theme import SMALL
from tests.ui.conftest import click, show
from tests.ui.harness import open_table, session_for, step, take, until_person
from tests.ui.tables import parts, things

LARGEST = {"dungeon": 12, "escape": 6, "delve": 4, "town": 6, "doors": 6}
LOG_MIN = 5      # lines of the log always in view
BADGE = 6        # a pack's count badge hangs this far below it


def check_panel(app, scene) -> None:
    """The log keeps LOG_MIN lines clear of the choices and the bar; every seat has its row in view, its
    line whole."""
    app.draw(app.screen)
    if hasattr(scene, "shown"):
        check_new_panel(scene)
        return
    panel = scene.panel
    n = len(scene.session.config.seats)
    game = scene.game.id
    lines = (panel.log_rect.h - 12) // LOG_LINE
    assert lines >= LOG_MIN, f"{game}: the log shows {lines} lines"
    assert panel.log_rect.bottom <= panel.bar[0].rect.top, f"{game}: the log runs under Menu / Undo / Rules"
    for w in panel.choices:
        assert w.rect.bottom <= panel.log_rect.top, f"{game}: the choice {w.label!r} lies over the log"
    assert sorted(panel.rows_drawn) == list(range(n)), f"{game}: seats out of view: {sorted(panel.rows_drawn)}"
    for seat, (row, line, room) in panel.rows_drawn.items():
        assert row.bottom <= panel.actions_top, f"{game}: seat {seat}'s row runs into the choices"
        if line:
            assert assets.width("body", SMALL - 1, line) <= room, f"{game}: seat {seat}'s line {line!r} is cut"


def check_new_panel(scene) -> None:
    """The same, on the new table: from its layout."""
    panel, game = scene.panel, scene.game.id
    n = len(scene.session.config.seats)
    lines = (panel.log_box.h - 12) // LOG_LINE
    assert lines >= LOG_MIN, f"{game}: the log shows {lines} lines"
    assert panel.log_box.bottom <= panel.bar_top(), f"{game}: the log runs under Menu / Undo / Rules"
    for t in things(scene):
        if isinstance(t.key, tuple) and t.key[0] == "choice":
            assert t.rect.bottom <= panel.log_box.top, f"{game}: the choice {t.key[1]} lies over the log"
    rows = {p.look.seat: p for p in parts(scene, SeatRow)}
    assert sorted(rows) == list(range(n)), f"{game}: seats out of view: {sorted(rows)}"
    for seat, row in rows.items():
        assert row.rect.bottom <= panel.actions_top(), f"{game}: seat {seat}'s row runs into the choices"
        if row.look.line:
            assert assets.width("body", SMALL - 1, row.look.line) <= row.look.room, \
                f"{game}: seat {seat}'s line {row.look.line!r} is cut"


@pytest.mark.parametrize("game_id", list(LARGEST))
def test_the_side_panel_keeps_the_log_and_every_seat_at_the_largest_table(app, game_id):
    scene = open_table(app, session_for(game_id, seats=LARGEST[game_id], seed=5))
    for _ in range(4):   # the first decisions of the person at the screen
        if not until_person(app, scene):
            break
        check_panel(app, scene)
        take(app, scene, scene.session.computer_choice())


def test_a_decision_of_many_choices_at_twelve_seats_leaves_the_log_its_lines(app):
    """Twelve seats choosing their pawns in play: the first to choose has four pawn types, four buttons."""
    game = get_game("dungeon")
    seats = [Seat(name=f"Seat {i + 1}", kind="human" if i == 0 else "computer", choices={"pawn": CHOOSE})
             for i in range(12)]
    session = Session(game, TableConfig(seats=seats), 17)   # (this seed's opening roll puts Seat 1 first)
    scene = open_table(app, session)
    assert until_person(app, scene)
    offered = scene.button_actions(scene.legal)
    assert len(offered) == 4, offered
    check_panel(app, scene)
    shown = {w.label for w in scene.panel.choices} & {str(a) for a in offered}
    assert 0 < len(shown) < len(offered), "the choices go a page at a time"
    for action in offered:   # and every one is still reached
        assert scene.click_for(action) is not None, action


def test_the_log_has_a_scroll_bar_to_drag_and_click(app):
    scene = open_table(app, session_for("dungeon", seats=12, seed=5))
    assert until_person(app, scene)
    app.draw(app.screen)
    panel = scene.panel
    bar, thumb = panel.log_bar, panel.thumb()
    assert bar is not None and thumb is not None, "a long log shows its scroll bar"
    assert thumb.h >= 24 and bar.w >= 6, "the bar and its thumb are big enough to see and take"
    assert thumb.bottom >= bar.bottom - 1, "the newest lines are in view"
    click(app, (bar.centerx, bar.y + 2))          # above the thumb: a page back
    assert panel.log_scroll > 0
    app.draw(app.screen)
    thumb = panel.thumb()
    assert thumb is not None and thumb.bottom < bar.bottom - 1
    start = thumb.center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], bar.bottom + 40), rel=(0, 0), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], bar.bottom + 40), button=1)], 1 / 60)
    assert panel.log_scroll == 0, "the thumb dragged to the bottom shows the newest lines again"


def test_six_escape_hirelings_keep_their_bottom_line_and_whole_cards(app):
    """"with 6 Escape seats the seat cards lose 'fire N behind' and the card pictures are cropped"."""
    scene = open_table(app, session_for("escape", seats=6, seed=5))
    for _ in range(3):
        if not until_person(app, scene):
            break
        app.draw(app.screen)
        boxes = [p for p in parts(scene, seatcolumn.SeatBox)]
        assert sorted(p.look.seat for p in boxes) == list(range(6))
        for p in boxes:
            box, look = p.rect.inflate(-2 * seatcolumn.RING, -2 * seatcolumn.RING), p.look
            h = scene.shown.view.hirelings[look.seat]
            if h.status == "in":
                assert "behind" in look.info or look.info.startswith(("stuck", "dancing")), \
                    f"seat {look.seat}: {look.info!r}"
            lead, _row, held = seatcolumn.places(box, look)
            for thing in [r for r in (lead, *held) if r is not None]:   # the pack with its count badge below
                assert box.contains(thing.inflate(0, 2 * BADGE)), f"seat {look.seat}: {thing} cut by its box {box}"
                assert thing.h >= 24, f"seat {look.seat}: a card {thing.h} pixels high"   # (and the cards, whole)
        take(app, scene, scene.session.computer_choice())
        step(app)


def test_the_opening_rolls_of_twelve_seats_are_shown_together(app):
    """"With 12 seats some 18 opening-roll animations play one by one before the first decision: show them
    together.\""""
    app.prefs = Prefs(speed="normal")
    session = session_for("dungeon", seats=12, seed=5)
    rolls = [m for m in session.opening_moments() if isinstance(m.event, DiceRolled)]
    assert len(rolls) > 12, "ties were rolled again"
    scene = show(app, scene_class(session.game)(app, session))
    shown, seconds = [], 0.0
    while scene.playing_back() and seconds < 120:
        if scene.anim is not None and (not shown or shown[-1] is not scene.anim):
            shown.append(scene.anim)
        step(app, 1 / 30)
        seconds += 1 / 30
    calls = [a for a in shown if isinstance(a, RollCall)]
    assert sum(len(c.rolls) for c in calls) == len(rolls), "every roll is shown, in a run with others"
    assert len(calls[0].rolls) == 12 and len(calls) <= 3, [len(c.rolls) for c in calls]
    assert not any(type(a).__name__ == "DiceTray" for a in shown), "no roll is shown on its own"
    assert seconds < 15, f"the opening takes {seconds:.0f} s"
    app.draw(app.screen)
