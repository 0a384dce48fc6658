"""Issue 14, Escape: "in Follow the labels at the board's edges run under the side panels; the first view cuts
the caption at the bottom"."""

from game.ui.looks import Plate
from game.ui.scenes.escape import style
from tests.ui.harness import open_table, session_for
from tests.ui.tables import parts


def test_following_the_play_the_words_at_the_board_edges_stay_in_view(app):
    scene = open_table(app, session_for("escape", seats=6, seed=3))
    screen = scene.screen
    bv = screen.camera
    view = screen.view_rect
    for space in screen.board.spaces.values():   # the camera following a hireling onto every square
        screen.follow()
        bv.centre_on(*space.center)
        scene.draw(app.screen)
        for plate in parts(scene, Plate):
            if plate.rect.colliderect(view):
                assert view.contains(plate.rect), \
                    f"at {space.name}: words at {plate.rect} run out of the board's view {view}"
        square = bv.space_rect(space)
        assert view.contains(square), f"{space.name} at {square} runs under a panel"


def test_the_first_view_shows_the_whole_caption_at_the_bottom(app):
    scene = open_table(app, session_for("escape", seats=6, seed=3))
    bv = scene.screen.camera
    board = scene.game.load_board()
    mark = next(m for m in board.marks.values() if m.prop("text") == "The Flaming Fireball of Doom starts here")
    caption = style.caption(mark, bv.base.get_rect())[2]
    assert bv.base.get_rect().contains(caption), "the caption lies wholly on the board"
    x0, y0 = bv.to_screen(caption.x, caption.y)
    x1, y1 = bv.to_screen(caption.right, caption.bottom)
    view = scene.screen.view_rect
    assert view.collidepoint(x0, y0) and view.collidepoint(x1 - 1, y1 - 1), \
        f"the caption at {(x0, y0, x1, y1)} is cut by the view {view}"
