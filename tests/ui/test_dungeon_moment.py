"""Dungeon! played as people play it, at the normal pace, a frame of 1/30 s at a time: two people at one
screen (handed the screen in turn: the game has secrets) and a computer, each person taking the computer's
choice for their seat by a click. At EVERY frame, what the table shows is one moment, the one shown
(scene.shown): whose turn the header, the seat rows, the line above the board and the pawns say; every number
shown (prizes, gold, spells, turns lost, the cards in the rooms and the numbers on them, the purse in the
tray); and no seat's secret (its gold, its prize cards, a card only it has seen) on the screen unless the
person holding the screen is that seat's.

The old table failed this: its header said Bram's turn while the board's banner still said Ada's, and its
board and side panel showed different moments while events were animated."""

from collections import Counter

import pygame
import pytest

from game.games.dungeon import words
from game.games.dungeon.events import Peeked, PrizesTaken
from game.ui.anims import CardShow
from game.ui.cards import CardFace
from game.ui.looks import Pawn
from game.ui.prefs import Prefs
from game.ui.scenes.dungeon.cards import prize_face
from game.ui.scenes.dungeon.overlay import Purse, Small, number_on, paint_badge
from game.ui.tabletop.board import Hint, Viewport
from game.ui.tabletop.panel import Header, SeatRow, fitting
from tests.ui.conftest import click
from tests.ui.harness import reveal, session_for
from tests.ui.tables import parts


def looks(drawn, kind):
    return [p for p in drawn if isinstance(p.look, kind)]


def check(scene) -> None:
    shown, screen = scene.shown, scene.screen
    view, holder, turn = shown.view, shown.holder, shown.turn
    assert view.you == holder, "the board is the view of the person holding the screen"
    name = scene.name
    drawn = parts(scene)

    (header,) = looks(drawn, Header)
    if shown.over is not None and shown.settled:
        assert header.look.big == "Game over"
    elif not shown.asking and turn is not None:
        assert header.look.seat == turn and name(turn) in header.look.big, (header.look, turn)

    rows = looks(drawn, SeatRow)
    assert sorted(r.look.seat for r in rows) == list(range(len(view.pawns)))
    for row in rows:
        look = row.look
        assert look.turn == (look.seat == turn and not shown.asking), f"seat {look.seat}'s row lit on {turn}'s turn"
        assert look.line == fitting(screen.seat_line(view, look.seat), look.room), (look.line, look.seat)
        assert "gp" not in look.line or look.seat == holder, f"seat {look.seat}'s gold shown to {holder}"

    for hint in looks(drawn, Hint):
        assert hint.look.seat == turn and hint.look.text == screen.hint_line(shown) and hint.look.lit == shown.mine

    purses = looks(drawn, Purse)
    if purses:
        (purse,) = purses
        assert purse.look.seat == holder and purse.look.text == words.purse(view.pawns[holder])
    mine = view.pawns[holder].prizes if holder is not None else None
    for card in looks(drawn, CardFace):   # (the prize cards of the tray's hand: the holder's, and only theirs)
        assert mine is not None and card.look in {prize_face(c) for c in mine}, card.look.title

    on_board = {p.look.seat: p for p in looks(drawn, Pawn)}
    travelling = screen.travelling()
    standing = {p.seat for p in view.pawns if p.alive and p.kind and p.space is not None}
    assert set(on_board) == standing | set(travelling), "the pawns on the board are the moment's"
    cam, layout = screen.camera, screen.layout
    for seat, p in on_board.items():
        pawn = view.pawns[seat]
        assert p.look.active == (seat == turn)
        if seat not in travelling:
            assert p.look.lying == bool(pawn.lost_turns or pawn.wounded)
            x, y = cam.to_screen(*layout.pawn_at[pawn.space])
            cx, cy = p.rect.center
            assert abs(cx - x) <= 4 * p.look.radius and abs(cy - y) <= 4 * p.look.radius, \
                f"{pawn.name}'s pawn is not where the moment has it"
    badges = sorted(b.look for b in drawn if b.paint is paint_badge)
    assert all(n in [p.lost_turns for p in view.pawns] for n in badges)

    (board,) = looks(drawn, Viewport)
    fixed = screen.on_layer(board.look)
    if fixed:   # (the board's own layer: every card in every room, as the moment shown has them)
        column = screen.column(view)
        small = Counter(p.look for p in fixed if isinstance(p.look, Small) and p.look.number is not None)
        assert small == Counter(Small(g.card.level, number=number_on(g.card, column), seen_only=not g.face_up)
                                for lair in view.lairs for g in lair.guards if g.card is not None)
        backs = sum(isinstance(p.look, Small) and p.look.number is None for p in fixed)
        assert backs == sum((g.card is None) + len(g.prizes[:3]) for lair in view.lairs for g in lair.guards)

    anim, playing = scene.playback.anim, scene.playback.playing
    if isinstance(anim, CardShow) and playing is not None and isinstance(playing.event, (Peeked, PrizesTaken)) \
            and playing.event.visible_to is not None and playing.event.ids:
        assert holder in playing.event.visible_to, "a card seen by one seat shown large to another's person"


def play_checking(app, scene, frames: int) -> tuple[int, int]:
    """People take the computer's choice for their seat by clicks; the pointer rests on the tray now and
    then (its hand of prizes opens). Every frame checked; returns the frames checked and the clicks."""
    clicks = 0
    for k in range(frames):
        session = scene.session
        if session.outcome is not None:
            break
        if app.stack.top is not scene:
            if not reveal(app):
                app.stack.pop_to(type(scene))
                app.stack.apply()
            check(scene)
            continue
        if scene.shown.asking:
            scene.claim(session.to_act)
        elif scene.shown.mine:
            click(app, scene.click_for(session.computer_choice()))   # (a frame of its own)
            clicks += 1
        else:
            pointer = (40, 690) if k % 90 < 30 else (600, 300)
            app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0))], 1 / 30)
        check(scene)
    return k, clicks


# one game checks every rule of the frame; a second seed is a soak (the same checks over another long game)
@pytest.mark.parametrize("seed", [pytest.param(4, marks=pytest.mark.heavy), pytest.param(11, marks=pytest.mark.soak)])
def test_every_frame_shows_one_moment_and_no_one_elses_secrets(app, seed):
    app.prefs = Prefs(speed="normal")
    session = session_for("dungeon", seats=3, humans=2, seed=seed)
    from game.ui.tabletop.scene import TableScene
    from tests.ui.conftest import show
    scene = show(app, TableScene(app, session))
    frames, clicks = play_checking(app, scene, 2500)
    assert frames > 1000 and clicks > 10, (frames, clicks)
