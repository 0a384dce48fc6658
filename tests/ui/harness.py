"""One harness for the screen tests of every game: open a real table headless, let it run, take a legal
action by the click a person would make (a button, a place on the board, a menu item, a card), play whole
games that way, and throw random clicks at it.

Everything goes through the scene's own `click_for(action)` (where a person clicks for it now) and real
mouse events, so a test passes only if the screen really offers the action where it says.
"""

from __future__ import annotations

import random

import pygame

from game.engine.registry import get_game
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices
from game.ui.launch import table_scene
from game.ui.scenes.handoff import HandOffScene
from tests.ui.conftest import click, show

NAMES = ["Ada", "Bram", "Cora", "Dain", "Eli", "Fen", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu"]


def session_for(game_id: str, seats: int | None = None, humans: int = 1, seed: int = 3,
                options: dict | None = None) -> Session:
    game = get_game(game_id)
    n = seats or max(game.min_players, min(3, game.max_players))
    choices = table_choices(game, n, Rng(seed=seed))
    config = TableConfig(seats=[Seat(name=NAMES[i], kind="human" if i < humans else "computer", choices=choices[i])
                                for i in range(n)], options=dict(options or {}))
    return Session(game, config, seed)


def open_table(app, session: Session):
    """The game's own table scene on the stack, its opening shown."""
    scene = show(app, table_scene(app, session))
    scene.skip_animations()
    return scene


def step(app, seconds: float = 1 / 30) -> None:
    app.frame([], seconds)


def reveal(app) -> bool:
    """A hand-off on top: the person named clicks to show the table. True if there was one."""
    top = app.stack.top
    if isinstance(top, HandOffScene):
        click(app, top.widgets[0].rect.center)
        return True
    return False


def playing_back(scene) -> bool:
    return not scene.resting


def asking(scene) -> bool:
    return bool(scene.shown.asking)


def mine(scene) -> bool:
    return scene.shown.mine


def legal(scene) -> list:
    return list(scene.shown.choices)


def until_person(app, scene, limit: int = 20000) -> bool:
    """Run the table (computers playing, hand-offs answered, "Anyone?" let go) until a person at the screen
    may act; False once the game is over."""
    for _ in range(limit):
        session = scene.session
        if session.outcome is not None and not playing_back(scene):
            return False
        if reveal(app):
            continue
        if app.stack.top is not scene:
            app.stack.pop_to(type(scene))
            app.stack.apply()
            continue
        if asking(scene):
            scene.claim(session.to_act)
            continue
        if mine(scene):
            return True
        step(app)
    raise AssertionError("the table never came back to a person")


def rest_pointer(app) -> None:
    """The pointer leaves what it was on, over the side panel's header (nothing there answers it), as a hand
    moves the mouse between two clicks: a card of a hand it raised sinks back, uncovering what lay under it."""
    if hasattr(app.stack.top, "shown"):
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 20), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)


def take(app, scene, action) -> None:
    """Take one legal action by clicks, as a person would; fails if the screen does not offer it."""
    before = len(scene.session.history)
    for _ in range(3):   # a place with several actions opens a menu: a second click takes the item
        rest_pointer(app)
        point = scene.click_for(action)
        assert point is not None, f"{scene.game.id}: no click offers {action}"
        click(app, point)
        if len(scene.session.history) > before:
            break
    assert len(scene.session.history) > before, f"{scene.game.id}: clicking at {point} did not take {action}"
    assert scene.session.history[before] == action, f"{scene.game.id}: a click meant for {action} took " \
                                                    f"{scene.session.history[before]}"


def play_by_clicks(app, scene, seed: int = 1, wander: float = 0.15, limit: int = 4000) -> int:
    """Every decision of the people at the table made by a click (mostly the computer player's choice for
    their seat, sometimes any legal action); returns the number of clicks. Ends when the game does."""
    rng = random.Random(seed)
    clicks = 0
    for _ in range(limit):
        if not until_person(app, scene):
            return clicks
        legal_now = legal(scene)
        assert legal_now, f"{scene.game.id}: the person may act but is offered nothing"
        choice = scene.session.computer_choice() if rng.random() > wander else rng.choice(legal_now)
        take(app, scene, choice)
        clicks += 1
    raise AssertionError(f"{scene.game.id}: no end after {limit} clicks")


def random_clicks(app, scene, seed: int, count: int) -> None:
    """Clicks, drags and wheel turns anywhere; the table (and whatever it opens) must never break."""
    rng = random.Random(seed)
    for _ in range(count):
        pos = (rng.randrange(1280), rng.randrange(720))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        kind = rng.random()
        if kind < 0.7:
            events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        elif kind < 0.85:
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        app.frame(events, 1 / 30)
        if app.stack.top is not scene and not reveal(app):
            app.stack.pop_to(type(scene))
            app.stack.apply()
