"""Small hooks the shared table and pieces offer game screens: a seat's pawn sprite in the side panel, and
a card row marked as the one that matters."""

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.cards import CardFace, draw_face
from game.ui.generic import GenericTableScene
from tests.toygame import GAME as TOY
from tests.ui.conftest import show

pytestmark = pytest.mark.usefixtures("toy_on_shelf")


class WithPawns(GenericTableScene):
    def seat_icon(self, seat):
        return "pawns/elf"


class MarksTheSecondSeat(GenericTableScene):
    def shown_turn(self):
        return 1


def _side_row(app, scene_class, y=112, x=8):
    session = Session(TOY, TableConfig(seats=[Seat(name="P0"), Seat(name="P1", kind="computer")]), 5)
    scene = show(app, scene_class(app, session))
    surface = pygame.Surface((1280, 720))
    scene.panel.draw(surface)
    row = pygame.Rect(scene.side_rect.x + x, y, 30, 26)
    return pygame.image.tobytes(surface.subsurface(row), "RGB")


def test_the_side_panel_marks_the_shown_turn(app):
    second_row = 112 + 26
    assert _side_row(app, MarksTheSecondSeat, second_row, 200) != _side_row(app, GenericTableScene, second_row, 200)


def test_a_seat_icon_replaces_the_marker_in_the_side_panel(app):
    assert _side_row(app, WithPawns) != _side_row(app, GenericTableScene)


def test_a_highlighted_card_row_is_marked(app):
    face = CardFace(title="Troll", rows=[("Hero", "10"), ("Elf", "9")])
    rect = pygame.Rect(0, 0, 240, 330)
    plain, marked = pygame.Surface(rect.size), pygame.Surface(rect.size)
    draw_face(plain, rect, face, app.palette)
    draw_face(marked, rect, CardFace(**{**face.__dict__, "highlight": "Elf"}), app.palette)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB")


def test_a_seat_line_has_the_room_its_name_leaves(app):
    seats = [Seat(name="Al"), Seat(name="Maximiliana", kind="computer")]
    scene = show(app, GenericTableScene(app, Session(TOY, TableConfig(seats=seats), 5)))
    assert scene.panel.seat_line_width(0) > scene.panel.seat_line_width(1) >= scene.side_rect.w - 184


def test_of_several_wordings_of_a_seat_line_the_panel_shows_the_first_that_fits(app):
    from game.ui.sidepanel import fitting
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
