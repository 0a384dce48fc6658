"""Every scene opens headless and answers posted mouse events as a player would use it."""

import json
from pathlib import Path

import pygame
import pytest

from game.engine import saves, summaries
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui.scenes.boardviewer import BoardViewerScene, open_map
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.tabletop.scene import TableScene as GenericTableScene
from tests.toygame import GAME as TOY
from tests.toygame import Roll
from tests.ui.conftest import button, click, key, run, show

pytestmark = pytest.mark.usefixtures("toy_on_shelf")
MAPS = Path(__file__).resolve().parent.parent / "maps"


def toy_session(*kinds, seed=5):
    seats = [Seat(name=f"P{i}", kind=k) for i, k in enumerate(kinds)]
    return Session(TOY, TableConfig(seats=seats), seed)


def test_menu_opens_settings_and_quits(app):
    menu = show(app, MenuScene(app))
    assert not button(menu, "Continue").enabled  # nothing saved yet
    click(app, button(menu, "Settings").rect.center)
    assert isinstance(app.stack.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    click(app, button(menu, "Quit").rect.center)
    assert not app.running


def test_unplayable_game_leads_nowhere(app):
    menu = show(app, MenuScene(app))
    for card in menu.cards:
        if not card.playable:
            click(app, card.rect.center)
            assert app.stack.top is menu


def test_settings_change_and_persist(app, private_home):
    scene = show(app, SettingsScene(app))
    toggle = [w for w in scene.widgets if getattr(w, "label", "").startswith("Colour-blind")][0]
    click(app, toggle.rect.center)
    assert app.prefs.colourblind and app.palette.shapes
    slider = scene.widgets[0]
    click(app, (slider.rect.x + slider.rect.w // 4, slider.rect.centery))
    assert abs(app.prefs.music_volume - 0.25) < 0.02
    picker = scene.widgets[2]
    click(app, (picker.rect.x + 10, picker.rect.centery))   # instant is the last speed: one back is fast
    saved = json.loads((private_home / "settings.json").read_text())
    assert saved["colourblind"] is True and saved["speed"] == "fast"


def test_setup_validates_and_starts(app):
    setup = show(app, SetupScene(app, TOY))
    assert setup.start.enabled
    count = setup.widgets[0]
    click(app, (count.rect.right - 10, count.rect.centery))  # 3 seats
    assert setup.count == 3
    # three seats choosing red breaks the game's limit of two per colour
    colour_pickers = [w for w in setup.widgets if getattr(w, "values", None) == ["red", "blue"]]
    for p in colour_pickers:
        p.value = "red"
        p.on_change("red")
    assert not setup.start.enabled and "at most 2" in setup.error.lower()
    colour_pickers[0].step(1)
    assert setup.start.enabled
    click(app, setup.start.rect.center)
    app.frame([], 1 / 60)
    assert isinstance(app.stack.top, GenericTableScene)
    assert app.stack.top.keeping.file.exists() and summaries.continue_info().path == app.stack.top.keeping.file


def test_table_person_plays_by_button_then_computer_answers(app):
    table = show(app, GenericTableScene(app, toy_session("human", "computer")))
    assert table.shown.mine
    roll = button(table, "Roll")
    click(app, roll.rect.center)
    assert table.session.history[0] == Roll()
    run(app, 3)
    assert len(table.session.history) >= 2  # the computer played its turn
    assert saves.load_session(table.keeping.file).history == table.session.history


def test_a_scene_styles_its_action_buttons(app, monkeypatch):
    from game.ui.tabletop import scene as tables
    from game.ui.tabletop.screen import Screen

    class Careful(Screen):
        def button_style(self, action):
            return "danger" if str(action) == "Pass" else "normal"

    monkeypatch.setattr(tables, "screen_class", lambda game: Careful)
    table = show(app, GenericTableScene(app, toy_session("human", "computer")))
    assert button(table, "Pass").style == "danger" and button(table, "Roll").style == "normal"


def test_skipping_the_animations_gives_the_buttons_back(app):
    app.prefs.speed = "normal"
    table = show(app, GenericTableScene(app, toy_session("human")))
    run(app, 1)                      # the opening events
    click(app, button(table, "Roll").rect.center)
    app.frame([], 1 / 60)            # the die tumbles; more events wait behind it
    assert table.playback.anim is not None and table.playback.queue
    click(app, (100, 100))           # a click skips them all
    run(app, 0.2)
    assert table.shown.mine and button(table, "Roll").enabled


def test_skipping_the_animations_offers_the_next_choices_at_once(app):
    app.prefs.speed = "normal"
    table = show(app, GenericTableScene(app, toy_session("computer", "human")))
    run(app, 1.0)  # the computer rolls: its die is still tumbling
    assert table.playback.anim is not None and not table.shown.mine
    click(app, (100, 100))  # a click skips what is left
    assert table.shown.mine and button(table, "Roll").enabled


def test_undo_takes_back_a_choice(app):
    table = show(app, GenericTableScene(app, toy_session("human", "computer")))
    click(app, button(table, "Peek").rect.center)
    assert table.session.can_undo() and button(table, "Undo").enabled
    click(app, button(table, "Undo").rect.center)
    assert table.session.history == []


def test_hand_off_hides_the_table_between_people(app):
    table = show(app, GenericTableScene(app, toy_session("human", "human")))
    run(app, 0.2)
    assert isinstance(app.stack.top, HandOffScene)
    click(app, app.stack.top.widgets[0].rect.center)
    assert app.stack.top is table and table.shown.holder == 0
    click(app, button(table, "Pass").rect.center)
    run(app, 0.2)
    assert isinstance(app.stack.top, HandOffScene) and app.stack.top.seat == 1


def test_pause_saves_and_quits_to_menu(app):
    show(app, MenuScene(app))
    table = show(app, GenericTableScene(app, toy_session("human", "computer")))
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, button(pause, "Save").rect.center)
    assert any(p.name.startswith("toy-") for p in saves.saves_dir().iterdir())
    click(app, button(pause, "Quit to menu").rect.center)
    assert isinstance(app.stack.top, MenuScene) and table not in app.stack.scenes


def test_game_over_offers_again_and_menu(app):
    session = toy_session("computer", "computer")
    while session.outcome is None:
        session.play(Roll())
    table = show(app, GenericTableScene(app, session))
    run(app, 0.2)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    info = saves.peek(table.keeping.file)     # a finished game is kept, marked finished: not to continue
    assert info.finished and summaries.continue_info() is None
    click(app, button(over, "Look at the table").rect.center)
    assert over.looking and app.stack.top is over      # the table shows, with a bar back to the results
    assert [b.label for b in over.bar_widgets] == ["Results", "Play again", "Menu"]
    click(app, over.bar_widgets[0].rect.center)
    assert not over.looking


def test_the_bar_over_a_finished_board_leaves_the_zoom_tools_in_reach(app):
    """Looking at a finished Dungeon! board: the bar holds its buttons and their shadows, and lies short of
    Follow, Whole, − and + (centred at the top it covered them), which still work."""
    from game.tools.screenshot import build
    app.prefs.speed = "instant"
    app.stack.push(build(app, "gameover:dungeon", 3, 0))
    app.stack.apply()
    run(app, 0.2)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    click(app, button(over, "Look at the table").rect.center)
    tools = [t for t in over.table.layout().things if t.key[0] == "tool"]
    assert [t.key[1] for t in tools] == ["Follow", "Whole", "−", "+"]
    assert not any(over.bar.colliderect(t.rect) for t in tools)
    assert all(over.bar.contains(b.rect) and b.rect.bottom + 11 <= over.bar.bottom + 1 for b in over.bar_widgets)
    camera = over.table.screen.camera
    zoom = camera.zoom
    click(app, tools[1].rect.center)   # Whole: the whole board at once
    run(app, 0.5)
    assert over.looking and camera.zoom != zoom


def test_the_bar_over_a_finished_dice_delve_leaves_the_heroes_in_sight(app):
    """The auditor's: at the top of the screen the bar covered the winner's hero card. It lies in the dungeon
    dice' zone, empty at the end, clear of every seat's cards."""
    from game.tools.screenshot import build
    app.prefs.speed = "instant"
    app.stack.push(build(app, "gameover:delve", 3, 0))
    app.stack.apply()
    run(app, 0.2)
    over = app.stack.top
    click(app, button(over, "Look at the table").rect.center)
    layout = over.table.screen.layout
    assert layout.zones["dungeon"].contains(over.bar)
    assert all(not over.bar.colliderect(r) for seat in layout.seats.values() for r in seat.values())
    assert all(over.bar.contains(b.rect) for b in over.bar_widgets)


def test_game_over_buttons_leave_their_labels_room(app):
    session = toy_session("computer", "computer")
    while session.outcome is None:
        session.play(Roll())
    show(app, GenericTableScene(app, session))
    run(app, 0.2)
    over = app.stack.top
    from game.ui import assets
    for b in over.widgets:
        inner = 24 + 8 + assets.width("bold", b.size, b.label) if b.icon else assets.width("bold", b.size, b.label)
        assert b.rect.w - inner >= 32, b.label     # at least 16 px each side


def test_load_lists_damaged_saves_without_opening_them(app):
    good = toy_session("human", "computer")
    (saves.saves_dir() / "broken.json").write_text("{ not json")
    scene = show(app, LoadScene(app))
    scene.show("saved")
    rows = [w for w in scene.widgets if hasattr(w, "info")]
    broken = [r for r in rows if r.info.path.name == "broken.json"][0]
    assert broken.info.error and not broken.enabled
    click(app, broken.rect.center)
    assert app.stack.top is scene
    assert (saves.saves_dir() / "broken.json").read_text() == "{ not json"
    del good


def test_rules_scroll_and_back(app):
    show(app, MenuScene(app))
    scene = show(app, RulesScene(app, TOY))
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.scroll.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 1 / 60)
    click(app, button(scene, "Back").rect.center)
    assert isinstance(app.stack.top, MenuScene)


def test_board_viewer_pans_and_zooms(app):
    board, owner = open_map(MAPS / "tiny.tmx")
    scene = show(app, BoardViewerScene(app, board, __import__("game.ui.boardview", fromlist=["x"]).BoardStyle(
        app.palette)))
    click(app, button(scene, "−").rect.center)
    z = scene.view.zoom
    click(app, button(scene, "+").rect.center)
    assert scene.view.zoom > z
    before = (scene.view.cx, scene.view.cy)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 300), rel=(-140, -100), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 300), button=1)], 1 / 60)
    assert (scene.view.cx, scene.view.cy) != before or scene.view.zoom == scene.view.fit_zoom()


def test_message_closes_on_ok(app):
    menu = show(app, MenuScene(app))
    msg = show(app, MessageScene(app, "Title", "Body text."))
    click(app, msg.widgets[0].rect.center)
    assert app.stack.top is menu


def failing_frame(app):
    """One pass of the loop's body, as run() does it, for a frame that raises."""
    try:
        app.frame([], 1 / 60)
    except RuntimeError:
        app.recover()


def test_an_error_in_a_scene_becomes_a_message(app, private_home):
    class Exploding(MenuScene):
        def update(self, dt):
            raise RuntimeError("boom")

    app.stack.push(Exploding(app))
    app.stack.apply()
    app.running = True
    failing_frame(app)
    assert isinstance(app.stack.top, MessageScene)
    assert "boom" in (private_home / "errors.log").read_text()


def test_a_move_is_kept_once_its_frame_is_shown_or_the_frame_fails(app, monkeypatch):
    """The autosave waits for the frame that answers the move (the player sees it first); a frame that
    fails on its way to the window still leaves the move kept before the menu opens."""
    table = show(app, GenericTableScene(app, toy_session("human", "human")))
    table.play(Roll())
    assert table.keeping.owed and table.keeping.file is None     # nothing written before the frame
    app.frame([], 1 / 60)
    assert not table.keeping.owed
    assert saves.load_session(table.keeping.file).history == table.session.history

    table.play(Roll())
    monkeypatch.setattr(app, "draw", lambda surface: (_ for _ in ()).throw(RuntimeError("paint")))
    app.dirty = True
    failing_frame(app)
    assert isinstance(app.stack.top, MessageScene)
    assert saves.load_session(table.keeping.file).history == table.session.history


def test_skipping_the_computers_animations_offers_the_persons_buttons(app):
    """A click that skips the animations of the computer's turn leaves the person's choices on screen."""
    from game.ui.prefs import Prefs
    app.prefs = Prefs(speed="slow")
    table = show(app, GenericTableScene(app, toy_session("human", "computer")))
    run(app, 3)
    click(app, button(table, "Roll").rect.center)
    for _ in range(600):
        app.frame([], 1 / 30)
        if table.session.state.to_act == 0 and table.playback.busy:
            break
    assert table.playback.busy                     # the computer's events are still being shown
    click(app, (100, 100))                         # skip them
    assert table.shown.mine and button(table, "Roll").enabled


@pytest.mark.parametrize("game_id", __import__("game.engine.registry", fromlist=["x"]).playable_ids())
def test_every_games_set_up_starts_valid_at_every_seat_count(app, game_id):
    from game.engine.registry import get_game
    setup = show(app, SetupScene(app, get_game(game_id)))
    for n in range(setup.game.min_players, setup.game.max_players + 1):
        setup.set_count(str(n))
        assert setup.start.enabled, f"{game_id} with {n} seats: {setup.error}"
