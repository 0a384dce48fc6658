"""Every playable game's table, by the one harness: a whole game played by clicks, random clicks that
break nothing, every legal action of random positions reached by a click, and the screen showing one
moment at a time (whose turn, the choices, the log and the board as of the event being animated)."""

import copy
import random

import pytest

from game.engine.registry import playable_ids
from game.engine.session import Session
from game.ui.prefs import Prefs
from tests.ui.harness import legal as legal_now
from tests.ui.harness import open_table, play_by_clicks, random_clicks, session_for, step, take, until_person

GAMES = playable_ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_played_by_clicks(app, game_id):
    scene = open_table(app, session_for(game_id, seats=2 if game_id != "doors" else 3, seed=7))
    clicks = play_by_clicks(app, scene, seed=7)
    assert scene.session.outcome is not None and clicks >= 5


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
        legal = legal_now(scene)
        for action in rng.sample(legal, min(len(legal), 12)):
            fresh = open_table(app, clone(scene.session))
            assert until_person(app, fresh)
            take(app, fresh, action)
            reached += 1
    assert reached >= 10


@pytest.mark.parametrize("game_id", GAMES)
def test_while_an_event_animates_the_screen_shows_its_moment(app, game_id):
    """At the normal pace, all computers: whenever an event is being animated, the header names the seat of
    that event's moment, no choice is offered, the log stops at the event's line, and the board still shows
    the moment before it (the animation draws the change); once shown, the board shows the moment, for a frame
    of its own before the next event begins (one change a frame)."""
    app.prefs = Prefs(speed="normal")
    session = session_for(game_id, seats=3, humans=0, seed=4)
    scene = open_table(app, session)
    if hasattr(scene, "shown"):
        shows_one_moment_at_a_time(app, scene, game_id)
        return
    caught_up = [scene.view]   # the view of each moment once shown (the table's hook tells)
    hook = scene.on_moment
    scene.on_moment = lambda m: (caught_up.append(m.view), hook(m))
    current = None
    checked = changed = between = 0
    for _ in range(4000):
        step(app, 1 / 30)
        moment = scene.moment
        assert moment is None or (app.busy() and app.animating()), "the loop runs on until the table catches up"
        if scene.anim is not None and moment is not None:
            if moment is not current:
                current = moment
                if moment.view != caught_up[-1]:
                    assert scene.view == caught_up[-1], f"{game_id}: the board jumped ahead of the event"
                    assert scene.view != moment.view
                    changed += 1
            assert scene.shown_turn() == moment.to_act
            if moment.to_act is not None:
                assert session.state.name(moment.to_act) in scene.turn_text()[0]
            assert not scene.panel.choices, f"{game_id}: choices offered while an event is shown"
            assert scene.log_upto == moment.line + 1
            checked += 1
        elif scene.playing_back() and moment is not None:   # between two events, for a frame: the board has
            assert scene.view is moment.view                  # caught up with the one shown, the next waits
            assert scene.shown_turn() == moment.to_act
            between += 1
        elif not scene.playing_back():   # every event shown: the board is the game as it is
            assert scene.view == session.view(scene.viewer)
            caught_up.append(scene.view)
        if checked > 400 and changed > 20 and between:
            break
    assert checked > 100 and changed > 10 and between


def shows_one_moment_at_a_time(app, scene, game_id):
    """The new table: while an event animates, the moment shown is the one shown last (caught up with, or the
    game at rest before the action): the board, the header, the log and the choices all read it; once every
    event is shown, the game as it is."""
    session = scene.session
    seen = [(scene.shown.view, scene.shown.log_upto, scene.shown.turn)]   # what the table showed last
    hook = scene.screen.caught_up
    scene.screen.caught_up = lambda m: (seen.append((m.view, m.line + 1, m.to_act)), hook(m))
    current = None
    checked = changed = 0
    for _ in range(4000):
        step(app, 1 / 30)
        shown, playing = scene.shown, scene.playback.playing
        if playing is not None:
            if playing is not current:
                current = playing
                changed += playing.view != shown.view
            assert (shown.view, shown.log_upto, shown.turn) == seen[-1], \
                f"{game_id}: the table shows another moment than the one before the event being shown"
            assert not shown.choices and shown.coming > 0, f"{game_id}: choices offered while an event is shown"
            checked += 1
        elif not scene.playback.queue:   # every event shown: the table is the game as it is (once settled)
            if scene.resting:
                assert shown.view == session.view(shown.holder)
            seen.append((shown.view, shown.log_upto, shown.turn))
        if checked > 400 and changed > 20:
            break
    assert checked > 100 and changed > 10


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
