"""Issue 14, Escape: "in Follow the labels at the board's edges run under the side panels; the first view cuts
the caption at the bottom"."""

from dataclasses import replace

from pygame import Rect

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


def board_words(screen, board) -> list[Rect]:
    """Where the map's own words (the names of the ways) lie on screen."""
    cam = screen.camera
    titles = [style.caption(m, Rect(0, 0, board.width, board.height))[2] for m in board.marks_of_kind("label")]
    return [Rect(cam.to_screen(t.x, t.y), (round(t.w * cam.zoom), round(t.h * cam.zoom))) for t in titles]


def test_the_fires_chances_cover_no_words_on_the_board(app):
    """Tester: the fire's % tags covered "Stuck: lose 1 turn", "Pay a card or wait" and the names of the ways."""
    scene = open_table(app, session_for("escape", seats=2, seed=3))
    screen, shown, cam = scene.screen, scene.shown, scene.screen.camera
    path, board = screen.path, scene.game.load_board()
    for i, sid in enumerate(path.route[:-1]):
        view = replace(shown.view, round=10, fireball=replace(shown.view.fireball, route_index=i, square=sid))
        cam.centre_on(*path.space(sid).center)
        plates = [p for p in screen.pieces(replace(shown, view=view)) if isinstance(p.look, Plate)]
        tags = [p.rect for p in plates if p.look.text.endswith("%")]
        assert tags or i > len(path.route) - 8
        words = [p.rect for p in plates if not p.look.text.endswith("%")] + board_words(screen, board)
        for k, tag in enumerate(tags):
            covered = [w for w in words + tags[:k] if w.colliderect(tag) and w.colliderect(screen.view_rect)]
            assert not covered, f"fire at {path.name(sid)}: a chance at {tag} covers words at {covered}"
