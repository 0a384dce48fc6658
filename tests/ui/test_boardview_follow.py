"""BoardView helpers for scenes that follow the play: a glide towards a point, and knowing when the
person moved the view themselves; tinted pieces."""

import pygame

from game.ui import assets
from game.ui.boardview import BoardStyle, BoardView


def _view(app):
    from game.engine.registry import load_game
    game = load_game("escape")
    board = game.load_board()
    view = BoardView(board, pygame.Rect(0, 0, 600, 400), BoardStyle(app.palette))
    view.set_zoom(1.0)
    return view


def test_ease_towards_reaches_the_point_and_stays_inside_the_board(app):
    view = _view(app)
    view.centre_on(300, 300)
    moving = True
    for _ in range(200):
        moving = view.ease_towards(900, 1500, 1 / 30)
        if not moving:
            break
    assert not moving and (view.cx, view.cy) == (900, 1500)
    for _ in range(200):
        view.ease_towards(-500, 99999, 1 / 30)
    assert view.cy <= view.board.height - view.rect.h / 2 and view.cx >= view.rect.w / 2


def test_a_drag_or_the_wheel_marks_the_view_as_moved_by_the_person(app):
    view = _view(app)
    assert not view.user_moved
    view.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 200), button=1))
    view.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 100), rel=(-100, -100), buttons=(1, 0, 0)))
    view.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(200, 100), button=1))
    assert view.user_moved
    view.user_moved = False
    view.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert view.user_moved


def test_tinted_multiplies_a_grey_piece_by_the_colour(app):
    img = assets.tinted("pawns/tint/hireling_torch", 48, 48, (255, 0, 0))
    assert img.get_size() == (48, 48)
    colours = {img.get_at((x, y))[:3] for x in range(48) for y in range(48) if img.get_at((x, y))[3] > 200}
    assert colours and all(g == 0 and b == 0 for _, g, b in colours)




def test_the_strip_under_the_buttons_stays_clear_of_the_map_top(app):
    """clear_top: fitted, the whole map lies below the scene's buttons; zoomed in, its top edge can still be
    brought down below them (Escape's exit sits on the map's top edge)."""
    from game.engine.registry import load_game
    board = load_game("escape").load_board()
    view = BoardView(board, pygame.Rect(0, 0, 600, 720), BoardStyle(app.palette), clear_top=48)
    view.set_zoom(view.fit_zoom())
    top, bottom = view.to_screen(0, 0)[1], view.to_screen(0, board.height)[1]
    assert top >= 48 and bottom <= 720 and bottom - top <= 672
    view.set_zoom(1.0)
    view.centre_on(board.width / 2, -10_000)   # as far up as the view goes
    assert view.to_screen(0, 0)[1] == 48
    plain = BoardView(board, pygame.Rect(0, 0, 600, 720), BoardStyle(app.palette))
    plain.set_zoom(1.0)
    plain.centre_on(board.width / 2, -10_000)
    assert plain.to_screen(0, 0)[1] == 0
