"""Small hooks the shared table and pieces offer game screens: a seat's pawn sprite in the side panel, and
a card row marked as the one that matters."""

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.cards import CardFace, draw_face
from game.ui.tabletop import scene as tables
from game.ui.tabletop.panel import SeatRow, fitting
from game.ui.tabletop.screen import Screen
from tests.toygame import GAME as TOY
from tests.ui.conftest import show
from tests.ui.tables import parts

pytestmark = pytest.mark.usefixtures("toy_on_shelf")


class WithPawns(Screen):
    def seat_icon(self, view, seat):
        return "pawns/elf"


def _table(app, monkeypatch, screen=Screen, names=("P0", "P1")):
    monkeypatch.setattr(tables, "screen_class", lambda game: screen)
    session = Session(TOY, TableConfig(seats=[Seat(name=names[0]), Seat(name=names[1], kind="computer")]), 5)
    return show(app, tables.TableScene(app, session))


def _side_row(app, scene, seat):
    app.draw(app.screen)
    row = next(p for p in parts(scene, SeatRow) if p.look.seat == seat)
    return row.look, pygame.image.tobytes(app.screen.subsurface(row.rect), "RGB")


def test_the_side_panel_marks_the_shown_turn(app, monkeypatch):
    scene = _table(app, monkeypatch)
    assert scene.shown.turn == 0
    (first, pixels0), (second, pixels1) = _side_row(app, scene, 0), _side_row(app, scene, 1)
    assert first.turn and not second.turn and pixels0 != pixels1


def test_a_seat_icon_replaces_the_marker_in_the_side_panel(app, monkeypatch):
    plain = _side_row(app, _table(app, monkeypatch), 1)
    pawned = _side_row(app, _table(app, monkeypatch, WithPawns), 1)
    assert pawned[0].icon == "pawns/elf" and plain[0].icon is None and plain[1] != pawned[1]


def test_a_highlighted_card_row_is_marked(app):
    face = CardFace(title="Troll", rows=[("Hero", "10"), ("Elf", "9")])
    rect = pygame.Rect(0, 0, 240, 330)
    plain, marked = pygame.Surface(rect.size), pygame.Surface(rect.size)
    draw_face(plain, rect, face, app.palette)
    draw_face(marked, rect, CardFace(**{**face.__dict__, "highlight": "Elf"}), app.palette)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB")


def test_a_seat_line_has_the_room_its_name_leaves(app, monkeypatch):
    scene = _table(app, monkeypatch, names=("Al", "Maximiliana"))
    rooms = {p.look.seat: p.look.room for p in parts(scene, SeatRow)}
    assert rooms[0] > rooms[1] >= scene.side_rect.w - 184


def test_of_several_wordings_of_a_seat_line_the_panel_shows_the_first_that_fits(app):
    wordings = ("Superhero · 3 prizes · 12,000 gp · wounded", "3 prizes · 12,000 gp · wounded", "3 prizes")
    assert fitting(wordings, 1000) == wordings[0]
    assert fitting(wordings, 240) == wordings[1]
    assert fitting(wordings, 10) == wordings[2]      # none fits: the shortest, cut by the panel
    assert fitting("one line", 10) == "one line"


def test_a_pawn_that_loses_turns_is_drawn_lying_down(app):
    from game.ui.pieces import draw_pawn
    standing, lying = pygame.Surface((80, 80)), pygame.Surface((80, 80))
    draw_pawn(standing, 0, (40, 40), 20, app.palette, "pawns/hero")
    draw_pawn(lying, 0, (40, 40), 20, app.palette, "pawns/hero", lying=True)
    assert pygame.image.tobytes(standing, "RGB") != pygame.image.tobytes(lying, "RGB")
