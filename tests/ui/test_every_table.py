"""Every playable game's table, by the one harness: a whole game played by clicks, random clicks that
break nothing, every legal action of random positions reached by a click, and the screen showing one
moment at a time (whose turn, the choices, the log and the board as of the event being animated)."""

import copy
import random

import pytest

from game.engine.registry import playable_ids
from game.engine.session import Session
from game.ui.prefs import Prefs
from tests.ui.harness import legal, open_table, play_by_clicks, random_clicks, session_for, step, take, until_person

GAMES = playable_ids()


@pytest.mark.heavy
@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_played_by_clicks(app, game_id):
    scene = open_table(app, session_for(game_id, seats=2 if game_id != "doors" else 3, seed=7))
    clicks = play_by_clicks(app, scene, seed=7)
    assert scene.session.outcome is not None and clicks >= 5


@pytest.mark.heavy
@pytest.mark.parametrize("game_id", GAMES)
def test_random_clicks_break_nothing(app, game_id):
    scene = open_table(app, session_for(game_id, seats=3, humans=2, seed=9))
    random_clicks(app, scene, seed=5, count=500)
    assert scene.session.history


def clone(session: Session) -> Session:
    return Session(session.game, session.config, session.seed, state=copy.deepcopy(session.state),
                   history=list(session.history), log=list(session.log), log_trimmed=session.log_trimmed)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_of_a_random_position_is_reached_by_a_click(app, game_id):
    rng = random.Random(13)
    reached = 0
    for position in range(10):
        if reached >= 24:
            break
        session = session_for(game_id, seats=3, seed=20 + position)
        for _ in range(rng.randrange(5, 60)):   # a random position, somewhere into the game
            if session.outcome is not None:
                break
            session.play(session.computer_choice())
        scene = open_table(app, session)
        if not until_person(app, scene):
            continue
        offered = legal(scene)
        for action in rng.sample(offered, min(len(offered), 12)):
            fresh = open_table(app, clone(scene.session))
            assert until_person(app, fresh)
            take(app, fresh, action)
            reached += 1
    assert reached >= 10


@pytest.mark.parametrize("game_id", GAMES)
def test_while_an_event_animates_the_screen_shows_its_moment(app, game_id):
    """At the normal pace, all computers: while an event animates, the whole table shows the moment before it
    (the animation draws the change) and offers no choice; once shown, that moment, for a frame of its own
    before the next event begins (one change a frame); every moment shown, the game as it is."""
    app.prefs = Prefs(speed="normal")
    session = session_for(game_id, seats=3, humans=0, seed=4)
    scene = open_table(app, session)
    shared_table_shows_one_moment(app, scene, game_id)


def shared_table_shows_one_moment(app, scene, game_id) -> None:
    """The shared table shows one moment (Shown) at a time: while an event animates, the moment before it
    (the board, the header, the log up to before the event, no choice offered); once caught up, that moment,
    for a frame of its own; every moment shown, the game as it is."""
    from game.ui.tabletop.panel import Header
    from tests.ui.tables import buttons, parts
    session = scene.session
    expected = [scene.shown.view]   # the view the table should show: the last moment caught up
    hook = scene.screen.caught_up
    scene.screen.caught_up = lambda m: (expected.append(m.view), hook(m))
    current = None
    checked = changed = between = 0
    for _ in range(4000):
        step(app, 1 / 30)
        shown, playback = scene.shown, scene.playback
        header = next(p.look for p in parts(scene) if isinstance(p.look, Header))
        if shown.whose is not None and not shown.asking and shown.over is None:
            # the header names whose turn it is; its small line what the seat to act decides, so it waits while
            # a decision taken still animates
            said = shown.label if shown.settled else ""
            assert header.seat == shown.whose and header.small == said, f"{game_id}: {header}"
        if playback.anim is not None and playback.playing is not None:
            assert app.busy() and app.animating(), "the loop runs on until the table catches up"
            if playback.playing is not current:
                current = playback.playing
                changed += current.view != expected[-1]
            assert shown.view == expected[-1], f"{game_id}: the board jumped ahead of the event"
            assert not shown.choices and not buttons(scene), f"{game_id}: choices offered while an event is shown"
            assert shown.log_upto <= current.line, f"{game_id}: the log runs ahead of the event"
            checked += 1
        elif not scene.resting:   # between two events, for a frame: the moment caught up, the next waits
            assert shown.view == expected[-1] and not shown.choices
            between += 1
        else:   # every event shown: the game as it is
            assert shown.view == session.view(shown.holder)
            expected.append(shown.view)
        if checked > 400 and changed > 20 and between:
            break
    assert checked > 100 and changed > 10 and between


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_screen_and_every_tab_of_its_card_gallery_open(app, game_id):
    """The rules screen of every game opens; where it offers "The cards", every tab of the gallery draws cards."""
    from game.engine.registry import get_game as get
    from game.ui.gallery import GalleryScene
    from game.ui.scenes.rules import RulesScene
    from tests.ui.conftest import show

    rules = show(app, RulesScene(app, get(game_id)))
    cards = [w for w in rules.widgets if getattr(w, "label", "") == "The cards"]
    if not cards:
        return
    cards[0].on_click()
    app.stack.apply()
    page = app.stack.top
    assert isinstance(page, GalleryScene)
    for tab in range(len(page.gallery.tabs)):
        page.open(tab)
        app.frame([], 1 / 60)
        assert sum(len(s.faces) for s in page.gallery.tabs[tab][1]) > 0
