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
from game.ui.launch import table_scene
from game.ui.prefs import Prefs
from game.ui.rollcall import RollCall
from game.ui.seatcolumn import RING, SeatBox
from game.ui.tabletop.panel import LOG_LINE
from game.ui.theme import SMALL
from tests.ui import tables
from tests.ui.conftest import click, show
from tests.ui.harness import open_table, session_for, step, take, until_person
from tests.ui.tables import buttons, parts

LARGEST = {"dungeon": 12, "escape": 6, "delve": 4, "town": 6, "doors": 6}
LOG_MIN = 5      # lines of the log always in view
BADGE = 6        # a pack's count badge hangs this far below it


def check_panel(app, scene) -> None:
    """The log keeps LOG_MIN lines clear of the choices and the bar; every seat has its row in view, its
    line whole."""
    app.draw(app.screen)
    check_shared_panel(scene)


def check_shared_panel(scene) -> None:
    """The same, on the shared table: read from its layout (the panel's log box, its choices and bar as things,
    the seats' rows as parts)."""
    from game.ui.tabletop.panel import SEATS_TOP, SeatRow
    from tests.ui.tables import parts, things
    panel, game, n = scene.panel, scene.game.id, len(scene.session.config.seats)
    layout_things = things(scene)
    lines = (panel.log_box.h - 12) // LOG_LINE
    assert lines >= LOG_MIN, f"{game}: the log shows {lines} lines"
    assert panel.log_box.bottom <= panel.bar_top(), f"{game}: the log runs under Menu / Undo / Rules"
    for t in layout_things:
        if isinstance(t.key, tuple) and t.key[0] in ("choice", "page"):
            assert pygame.Rect(t.at).bottom <= panel.log_box.top, f"{game}: the choice {t.key} lies over the log"
    assert list(panel.seats_in_view()) == list(range(n)), f"{game}: seats out of view"
    seats_area = pygame.Rect(panel.rect.x, 0, panel.rect.w, panel.actions_top())
    rows = [p for p in parts(scene) if p.rect.colliderect(panel.rect) and p.rect.h > 1   # (not the rules)
            and SEATS_TOP - 6 <= p.rect.top < panel.actions_top()]
    for p in rows:
        assert p.rect.bottom <= panel.actions_top(), f"{game}: a seat's row {p.look} runs into the choices"
        assert seats_area.contains(p.rect), f"{game}: a seat's row {p.look} leaves the seats' room"
        if isinstance(p.look, SeatRow) and p.look.line:
            assert assets.width("body", SMALL - 1, p.look.line) <= p.look.room, f"{game}: {p.look.line!r} is cut"


@pytest.mark.heavy
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
    offered = scene.screen.buttons(scene.shown)
    assert len(offered) == 4, offered
    check_panel(app, scene)
    shown = set(buttons(scene)) & {str(a) for a in offered}
    assert 0 < len(shown) < len(offered), "the choices go a page at a time"
    for action in offered:   # and every one is still reached
        assert scene.click_for(action) is not None, action


def test_the_log_has_a_scroll_bar_to_drag_and_click(app):
    from game.ui.tabletop.panel import Log
    scene = open_table(app, session_for("dungeon", seats=12, seed=5))
    assert until_person(app, scene)
    app.draw(app.screen)
    panel = scene.panel

    def bar():
        (log,) = parts(scene, Log)
        assert log.look.bar is not None, "a long log shows its scroll bar"
        return (pygame.Rect(r).move(log.rect.topleft) for r in log.look.bar)
    track, thumb = bar()
    assert thumb.h >= 24 and track.w >= 6, "the bar and its thumb are big enough to see and take"
    assert thumb.bottom >= track.bottom - 1, "the newest lines are in view"
    click(app, (track.centerx, track.y + 2))          # above the thumb: a page back
    assert panel.log_scroll > 0
    app.draw(app.screen)
    track, thumb = bar()
    assert thumb.bottom < track.bottom - 1
    start = thumb.center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], track.bottom + 40), rel=(0, 0), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], track.bottom + 40), button=1)], 1 / 60)
    assert panel.log_scroll == 0, "the thumb dragged to the bottom shows the newest lines again"
    click(app, (track.centerx, track.y + 2))          # a page back again, then the screen goes to another person
    (log,) = parts(scene, Log)
    assert log.look.scroll > 0
    reader, other = scene.shown.holder, next(s for s in range(12) if s != scene.shown.holder)
    scene.hold(other)
    app.draw(app.screen)
    (log,) = parts(scene, Log)
    assert log.look.scroll == 0, "the next person handed the screen reads the newest lines, not where the last left off"
    scene.hold(reader)
    app.draw(app.screen)
    (log,) = parts(scene, Log)
    assert log.look.scroll > 0, "scrolled back, the log stays so for the person who scrolled it"


def test_six_escape_hirelings_keep_their_bottom_line_and_whole_cards(app):
    """"with 6 Escape seats the seat cards lose 'fire N behind' and the card pictures are cropped"."""
    scene = open_table(app, session_for("escape", seats=6, seed=5))
    for _ in range(3):
        if not until_person(app, scene):
            break
        app.draw(app.screen)
        boxes = {p.look.seat: p for p in tables.parts(scene, SeatBox)}   # (the column's boxes, one part each)
        assert sorted(boxes) == list(range(6))
        for seat, p in boxes.items():
            box, look = p.rect.inflate(-2 * RING, -2 * RING), p.look
            h = scene.shown.view.hirelings[seat]
            info = look.info
            if h.status == "in":
                assert "behind" in info or info.startswith(("stuck", "dancing")), f"seat {seat}: {info!r}"
            lead, _, held = seatcolumn.places(box, look)
            for thing in [lead, *held] if lead is not None else held:   # the pack with its badge, the cards whole
                assert box.contains(thing.inflate(0, 2 * BADGE)), f"seat {seat}: {thing} cut by its box {box}"
                assert thing.h >= 24, f"seat {seat}: a card {thing.h} pixels high"
        take(app, scene, scene.session.computer_choice())
        step(app)


def test_the_opening_rolls_of_twelve_seats_are_shown_together(app):
    """"With 12 seats some 18 opening-roll animations play one by one before the first decision: show them
    together.\""""
    app.prefs = Prefs(speed="normal")
    session = session_for("dungeon", seats=12, seed=5)
    rolls = [m for m in session.opening_moments() if isinstance(m.event, DiceRolled)]
    assert len(rolls) > 12, "ties were rolled again"
    scene = show(app, table_scene(app, session))
    shown, seconds = [], 0.0
    while not scene.resting and seconds < 120:
        anim = scene.playback.anim
        if anim is not None and (not shown or shown[-1] is not anim):
            shown.append(anim)
        step(app, 1 / 30)
        seconds += 1 / 30
    calls = [a for a in shown if isinstance(a, RollCall)]
    assert sum(len(c.rolls) for c in calls) == len(rolls), "every roll is shown, in a run with others"
    assert len(calls[0].rolls) == 12 and len(calls) <= 3, [len(c.rolls) for c in calls]
    assert not any(type(a).__name__ == "DiceTray" for a in shown), "no roll is shown on its own"
    assert seconds < 15, f"the opening takes {seconds:.0f} s"
    app.draw(app.screen)
