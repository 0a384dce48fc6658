"""The table screen of Escape from Rovert's Lair, driven headless by posted mouse events. (Whole games by
clicks, random clicks and the shown moment are the shared harness's, in test_every_table.py.)"""

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.escape import GAME
from game.games.escape.actions import ChooseBranch, NoCard, Steal, ThrowCard, UseCard
from game.ui.gallery import GalleryScene
from game.ui.prefs import Prefs
from game.ui.scenes.escape import BOARD_STYLE, GALLERY, SCENE
from game.ui.scenes.escape.tray import Spot
from tests.escape.helpers import NAMES, front, pack, place, sq
from tests.escape.helpers import new as new_state
from tests.ui.conftest import click, run, show


def session(kinds=("human", "computer"), seed=4, fire=True):
    seats = [Seat(name=NAMES[i], kind=k) for i, k in enumerate(kinds)]
    return Session(GAME, TableConfig(seats=seats, options={"fireball": fire}), seed)


def on_state(state, kinds=("human", "human")):
    """A session around a state arranged by the rules tests' helpers."""
    for seat, kind in zip(state.seats, kinds, strict=False):
        seat.kind = kind
    return Session(GAME, TableConfig(seats=list(state.seats), options={"fireball": state.fire_on}), 1, state=state)


def button_for(scene, action):
    for w in scene.panel.choices:
        if w.label == str(action):
            return w
    return None


def test_the_modules_contract():
    assert SCENE.__name__ == "EscapeScene" and BOARD_STYLE.__name__ == "EscapeBoardStyle"
    assert GALLERY is not None


@pytest.mark.parametrize("seats", [2, 6])
def test_it_opens_and_draws_any_table(app, seats):
    kinds = ["human"] + ["computer"] * (seats - 1)
    scene = show(app, SCENE(app, session(kinds)))
    app.draw(app.screen)
    assert scene.my_turn()
    labels = {w.label for w in scene.panel.choices}
    assert labels == {str(UseCard("move")), str(NoCard("move"))}
    assert len(scene.tray.spots) >= 2 * seats   # a box and a pack for every hireling


def test_the_colour_blind_palette_draws(app):
    app.prefs.colourblind = True
    show(app, SCENE(app, session(("human", "computer", "computer"))))
    app.draw(app.screen)


def test_clicking_my_pack_flips_the_top_card(app):
    scene = show(app, SCENE(app, session()))
    app.draw(app.screen)
    rect = next(r for r, s in scene.tray.spots if s == Spot("pack", 0))
    click(app, rect.center)
    assert scene.session.history[0] == UseCard("move")


def test_the_split_is_chosen_by_clicking_a_square_of_a_branch(app):
    state = new_state()
    place(state, 0, "Square 8")
    state.rng.force(4)
    session_ = on_state(state)
    session_.play(NoCard("move"))
    assert state.phase == "branch"
    scene = show(app, SCENE(app, session_))
    legal = session_.legal()
    assert all(button_for(scene, a) is None for a in legal)   # not buttons: the board
    crawl = sq("Rat Crawl 3")
    scene.board_view.centre_on(*GAME.path().space(crawl).center)
    pos = scene.board_view.to_screen(*GAME.path().space(crawl).center)
    click(app, pos)
    assert session_.history[-1] == ChooseBranch(square=sq("Rat Crawl 1"))


def test_the_split_plates_name_each_way_and_choose_it(app):
    state = new_state()
    place(state, 0, "Square 8")
    state.rng.force(4)
    session_ = on_state(state)
    session_.play(NoCard("move"))
    scene = show(app, SCENE(app, session_))
    app.draw(app.screen)
    assert {a.square for _, a in scene.overlay.plates} == {a.square for a in session_.legal()}
    rect, action = scene.overlay.plates[-1]
    click(app, rect.center)
    assert session_.history[-1] == action


def test_a_card_in_front_is_thrown_by_clicking_it(app):
    state = new_state(fire=True)
    place(state, 0, "Square 1")
    place(state, 1, "Square 12")
    pack(state, 0, "boots")
    front(state, 0, "smoke")
    state.fire = 4
    state.round = 6
    session_ = on_state(state)
    state.rng.force(1, 1, 6)   # Ann moves 1, Bob 1, then the fire rolls 6 and catches Ann
    session_.play(NoCard("move"))
    session_.play(NoCard("move"))
    assert state.phase == "fire" and state.to_act == 0
    scene = show(app, SCENE(app, session_))
    app.draw(app.screen)
    rect = next(r for r, s in scene.tray.spots if s == Spot("front", 0, 0))
    assert scene.is_lit(Spot("front", 0, 0)) and scene.is_lit(Spot("pack", 0))
    click(app, rect.center)
    assert session_.history[-1] == ThrowCard(front=0)


def test_reaching_into_a_backpack_by_clicking_it(app):
    state = new_state()
    place(state, 0, "Square 4")
    place(state, 1, "Square 6")
    state.rng.force(2)
    session_ = on_state(state)
    session_.play(NoCard("move"))
    assert state.phase == "steal"
    scene = show(app, SCENE(app, session_))
    app.draw(app.screen)
    rect = next(r for r, s in scene.tray.spots if s == Spot("pack", 1))
    click(app, rect.center)
    assert session_.history[-1] == Steal(victim=1)


def test_every_button_has_a_tip(app):
    scene = show(app, SCENE(app, session()))
    assert all(w.tooltip for w in scene.panel.choices)


def test_hover_tips_on_the_board_and_the_column(app):
    scene = show(app, SCENE(app, session()))
    app.draw(app.screen)
    bear = GAME.path().space(sq("Kobold Sentry"))
    scene.board_view.centre_on(*bear.center)
    pos = scene.board_view.to_screen(*bear.center)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 30)
    assert scene.hovered() == bear.id
    words = " ".join(text for text, _ in scene.place_words(bear.id))
    assert "Kobold Sentry" in words and "4 or more" in words
    box = next(r for r, s in scene.tray.spots if s == Spot("pack", 1))
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 30)
    assert "face down" in scene.target_tip(scene.hover, [])


def test_the_board_follows_the_play_until_the_person_pans(app):
    app.prefs = Prefs(speed="normal")
    scene = show(app, SCENE(app, session(("human", "computer"), seed=5)))
    scene.skip_animations()   # (a click while the opening plays skips it, and starts no drag)
    bv = scene.board_view
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 300), button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 600), rel=(0, 300), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 600), button=1)], 1 / 30)
    assert not scene.following
    looked = (bv.cx, bv.cy)
    run(app, 1.0)
    assert (bv.cx, bv.cy) == looked   # left where the person put it
    click(app, scene.tools[3].rect.center)   # Follow
    run(app, 2.0)
    me = GAME.path().space(scene.view.hirelings[0].square).center
    lowest = bv.board.height - (bv.rect.h / 2 - bv.edge_room) / bv.zoom   # the view's centre at the map's foot
    assert scene.following and (abs(bv.cy - me[1]) < 1 or abs(bv.cy - lowest) < 1e-6)


def test_the_zoom_buttons(app):
    scene = show(app, SCENE(app, session()))
    z = scene.board_view.zoom
    click(app, scene.tools[0].rect.center)
    assert scene.board_view.zoom > z
    click(app, scene.tools[2].rect.center)   # the whole board
    assert scene.board_view.zoom == scene.board_view.fit_zoom()


def test_the_card_gallery_opens(app):
    page = show(app, GalleryScene(app, GALLERY(app)))
    app.draw(app.screen)
    assert page.title and len(page.gallery.tabs[0][1][0].faces) >= 4
