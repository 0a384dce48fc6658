"""Issue 14: "Tooltips are cut off by the side panels ('Zoom in (or the w…'); the Continue tooltip covers the Load
button." Tooltips always stay whole inside the screen and never cover the control next to the one hovered
(placed beside or above as room allows)."""

import pygame
import pytest

from game.engine import saves
from game.engine.registry import get_game, playable_ids
from game.ui import draw, tips
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from game.ui.theme import SCREEN_H, SCREEN_W, SMALL
from tests.ui.conftest import button, show
from tests.ui.harness import open_table, session_for, until_person

SCREEN = pygame.Rect(0, 0, SCREEN_W, SCREEN_H)


@pytest.fixture
def drawn(monkeypatch):
    """Every tooltip box drawn on the screen, in order."""
    seen = []
    real_paint = tips.paint

    def paint(surface, box, wrapped, pal):
        if surface.get_size() == (SCREEN_W, SCREEN_H):
            seen.append(pygame.Rect(box))
        real_paint(surface, box, wrapped, pal)

    monkeypatch.setattr(tips, "paint", paint)
    return seen


def whole(text, box):
    """The text, wrapped to the box's width, has room for all its lines."""
    lines = draw.wrap(text, "body", SMALL, box.w - 2 * tips.PAD_X)
    return len(lines) * tips.LINE <= box.h - 2 * tips.PAD_Y + 1


def hover(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)


def check_tips_of(app, widgets, drawn, others=()):
    """Hover each control with a tooltip: its tip is drawn whole, on screen, over nothing else clickable, and
    nothing is drawn over it."""
    checked = 0
    for w in widgets:
        if not w.tooltip:
            continue
        drawn.clear()
        hover(app, w.rect.center)
        app.draw(app.screen)
        assert drawn, f"no tooltip drawn for {w.tooltip!r}"
        text, box = w.tooltip, drawn[-1]
        assert whole(text, box) and SCREEN.contains(box), f"{text!r} cut: {box}"
        zone = w.rect.inflate(2 * tips.NEAR, 2 * tips.NEAR)
        neighbours = [o.rect for o in [*widgets, *others] if o is not w and o.rect.colliderect(zone)]
        assert not box.colliderect(w.rect), f"{text!r} covers its own control"
        covered = [r for r in neighbours if box.colliderect(r)]
        assert not covered, f"{text!r} at {box} covers the controls next to it, at {covered}"
        inside = box.inflate(-8, -8)
        parchment = app.palette.parchment
        for point in (inside.topleft, inside.topright, inside.bottomleft, inside.bottomright):
            assert tuple(app.screen.get_at(point))[:3] == parchment, f"{text!r}: something is drawn over it"
        checked += 1
    return checked


def test_the_continue_tooltip_leaves_the_load_button_in_sight(app, drawn):
    session = session_for("dungeon")
    saves.save_session(session, saves.autosave_path())
    menu = show(app, MenuScene(app))
    assert button(menu, "Continue").enabled
    assert check_tips_of(app, menu.widgets, drawn) >= 2
    hover(app, button(menu, "Continue").rect.center)
    app.draw(app.screen)
    assert not drawn[-1].colliderect(button(menu, "Load").rect)


@pytest.mark.parametrize("game_id", playable_ids())
def test_the_set_up_tooltips_stay_whole_and_off_their_neighbours(app, drawn, game_id):
    setup = show(app, SetupScene(app, get_game(game_id)))
    setup.set_count(str(setup.game.max_players))
    check_tips_of(app, setup.widgets, drawn)


@pytest.mark.parametrize("game_id", playable_ids())
def test_a_tables_tooltips_stay_whole_off_the_next_choice_and_the_side_panel_draws_under_them(app, drawn, game_id):
    """The zoom tools beside the side panel, each choice in the side panel (the tip of one never hides the
    next), the bar's buttons."""
    scene = open_table(app, session_for(game_id, humans=3))
    assert until_person(app, scene)
    assert check_tips_of_things(app, scene) >= 2   # its controls are things with words beside them


def check_tips_of_things(app, scene) -> int:
    """The shared table: hover each control with words (the zoom tools, each choice, the bar's buttons): its
    words are drawn whole, on screen, off the control and the controls round it, and nothing over them."""
    from game.ui.tabletop.menu import TipBox, tooltip
    from tests.ui.tables import things
    checked = 0
    controls = [t for t in things(scene) if t.tip == "control" and t.text() and isinstance(t.key, tuple)
                and t.key[0] in ("tool", "choice", "bar")]
    for t in controls:
        hover(app, pygame.Rect(t.at).center)
        app.draw(app.screen)
        tip = [p for p in tooltip(t, things(scene), pygame.Rect(t.at).center) if isinstance(p.look, TipBox)]
        assert tip, f"no words for {t.text()!r}"
        box, text = tip[0].rect, t.text()
        assert SCREEN.contains(box) and len(tip[0].look.lines) * tips.LINE <= box.h - 2 * tips.PAD_Y + 1, text
        assert not box.colliderect(pygame.Rect(t.at)), f"{text!r} covers its own control"
        zone = pygame.Rect(t.at).inflate(2 * tips.NEAR, 2 * tips.NEAR)
        covered = [o.at for o in controls if o is not t and pygame.Rect(o.at).colliderect(zone)
                   and box.colliderect(pygame.Rect(o.at))]
        assert not covered, f"{text!r} at {box} covers the controls next to it, at {covered}"
        inside = box.inflate(-8, -8)
        for point in (inside.topleft, inside.topright, inside.bottomleft, inside.bottomright):
            assert tuple(app.screen.get_at(point))[:3] == app.palette.parchment, f"{text!r}: drawn over"
        checked += 1
    return checked


def test_place_prefers_below_then_above_then_beside_then_narrower():
    bounds = pygame.Rect(0, 0, 400, 300)
    anchor = pygame.Rect(150, 100, 100, 30)
    size = [(120, 40)]
    assert tips.place(size, anchor, bounds)[1].top == anchor.bottom + tips.GAP
    below = pygame.Rect(150, 140, 100, 30)
    assert tips.place(size, anchor, bounds, [below])[1].bottom == anchor.top - tips.GAP
    above = pygame.Rect(150, 60, 100, 30)
    assert tips.place(size, anchor, bounds, [below, above])[1].left == anchor.right + tips.GAP
    right = pygame.Rect(260, 0, 140, 300)
    assert tips.place(size, anchor, bounds, [below, above, right])[1].right == anchor.left - tips.GAP
    left = pygame.Rect(0, 0, 20, 300)
    index, box = tips.place([(160, 40), (110, 60)], anchor, bounds, [below, above, right, left])
    assert index == 1 and box.right == anchor.left - tips.GAP and not box.colliderect(left)
    corner = pygame.Rect(380, 280, 20, 20)
    assert bounds.contains(tips.place([(200, 90)], corner, bounds)[1])


def test_hover_words_stay_inside_the_area_at_every_corner(app):
    lines = [("The Long Gallery of the Goblin King", "bold"), ("A very long line of words " * 6, "body")]
    area = pygame.Rect(0, 0, SCREEN_W, SCREEN_H)
    for at in ((2, 2), (SCREEN_W - 3, 2), (2, SCREEN_H - 3), (SCREEN_W - 3, SCREEN_H - 3), (640, 360)):
        box = tips.draw_tip(app.screen, lines, at, area, app.palette)
        assert area.contains(box) and not box.collidepoint(at), (at, box)


def test_the_menu_button_tooltips_move_to_keep_the_next_button_in_sight(app, drawn):
    menu = show(app, MenuScene(app))
    boards = button(menu, "Boards")
    hover(app, boards.rect.center)
    app.draw(app.screen)
    box = drawn[-1]
    assert not any(box.colliderect(b.rect) for b in menu.buttons)


def test_a_tooltip_kept_as_a_picture_shows_what_painting_it_would(app):
    pal = app.palette
    for text in ("Short.", "A longer tip that wraps over a few lines at the narrower widths, with a shadow below it.",
                 "Line one\nLine two"):
        for width in tips.WIDTHS:
            wrapped = tips.lines_of([(text, "body")], width)
            box = pygame.Rect(37, 41, *tips.box_size(wrapped, width))
            kept, painted = pygame.Surface((640, 360)), pygame.Surface((640, 360))
            for s in (kept, painted):
                s.fill((90, 60, 120))
                pygame.draw.line(s, (250, 250, 250), (0, 0), (639, 359), 5)
            tips.paint(kept, box, wrapped, pal)
            tips.paint_box(painted, box, wrapped, pal)
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(painted, "RGB"), (text, width)


def hover_at(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)


def test_a_hover_among_things_since_gone_is_not_worded(app):
    """A pointer's hover found among things no longer on the table (the game moved on in the same frame) is
    not worded: its words would be asked of a view it is not in (Wilds & Depths' lantern card then failed).
    The table words only the thing found under the pointer among the things of the moment shown."""
    from game.ui.scenes.town.spots import Spot
    from tests.ui.tables import things
    scene = open_table(app, session_for("town", seats=3, seed=1))
    gone = Spot(what="lantern", seat=None, index=99)
    assert all(t.key != gone for t in things(scene))
    scene.hover = gone
    scene.mouse = (5, 700)
    scene.draw(app.screen)
    assert scene.hover != gone
