"""Issue 14, Escape: "in Follow the labels at the board's edges run under the side panels; the first view cuts
the caption at the bottom"."""

from tests.ui.harness import open_table, session_for


def test_following_the_play_the_words_at_the_board_edges_stay_in_view(app):
    scene = open_table(app, session_for("escape", seats=6, seed=3))
    bv = scene.board_view
    view = scene.view_rect
    for space in scene.board.spaces.values():   # the camera following a hireling onto every square
        scene.follow()
        bv.centre_on(*space.center)
        scene.draw(app.screen)
        for plate in scene.overlay.words:
            if plate.colliderect(view):
                assert view.contains(plate), f"at {space.name}: words at {plate} run out of the board's view {view}"
        square = bv.space_rect(space)
        assert view.contains(square), f"{space.name} at {square} runs under a panel"


def test_the_first_view_shows_the_whole_caption_at_the_bottom(app):
    scene = open_table(app, session_for("escape", seats=6, seed=3))
    bv = scene.board_view
    caption = bv.style.captions["The Flaming Fireball of Doom starts here"]
    assert bv.base.get_rect().contains(caption), "the caption lies wholly on the board"
    x0, y0 = bv.to_screen(caption.x, caption.y)
    x1, y1 = bv.to_screen(caption.right, caption.bottom)
    assert scene.view_rect.collidepoint(x0, y0) and scene.view_rect.collidepoint(x1 - 1, y1 - 1), \
        f"the caption at {(x0, y0, x1, y1)} is cut by the view {scene.view_rect}"
