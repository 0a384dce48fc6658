"""The table screen of Escape from Rovert's Lair, driven headless by posted mouse events. (Whole games by
clicks, random clicks and the shown moment are the shared harness's, in test_every_table.py.)"""

import pygame
import pytest
from pygame import Rect

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.escape import GAME
from game.games.escape.actions import ChooseBranch, KeepCards, NoCard, Steal, ThrowCard, UseCard
from game.ui import assets
from game.ui.gallery import GalleryScene
from game.ui.looks import Plate, Text
from game.ui.prefs import Prefs
from game.ui.scenes.escape import BOARD_STYLE, GALLERY, SCREEN
from game.ui.scenes.escape.screen import Spot
from game.ui.tabletop import coach
from game.ui.tabletop.scene import TableScene
from game.ui.theme import SMALL
from tests.escape.helpers import NAMES, front, pack, place, sq
from tests.escape.helpers import new as new_state
from tests.ui.conftest import click, run, show
from tests.ui.tables import buttons, centre, point, thing, things


def session(kinds=("human", "computer"), seed=4, fire=True):
    seats = [Seat(name=NAMES[i], kind=k) for i, k in enumerate(kinds)]
    return Session(GAME, TableConfig(seats=seats, options={"fireball": fire}), seed)


def on_state(state, kinds=("human", "human")):
    """A session around a state arranged by the rules tests' helpers."""
    for seat, kind in zip(state.seats, kinds, strict=False):
        seat.kind = kind
    return Session(GAME, TableConfig(seats=list(state.seats), options={"fireball": state.fire_on}), 1, state=state)


def SCENE(app, session_):   # noqa: N802 - the game's table: the shared table with Escape's screen
    return TableScene(app, session_)


def test_the_modules_contract():
    assert SCREEN.__name__ == "EscapeScreen" and BOARD_STYLE.__name__ == "EscapeBoardStyle"
    assert GALLERY is not None


@pytest.mark.parametrize("seats", [2, 6])
def test_it_opens_and_draws_any_table(app, seats):
    kinds = ["human"] + ["computer"] * (seats - 1)
    scene = show(app, SCENE(app, session(kinds)))
    app.draw(app.screen)
    assert scene.shown.mine
    assert set(buttons(scene)) == {str(UseCard("move")), str(NoCard("move"))}
    spots = [t.key for t in things(scene) if isinstance(t.key, Spot)]
    assert len(spots) >= 2 * seats   # a box and a pack for every hireling


def test_the_colour_blind_palette_draws(app):
    app.prefs.colourblind = True
    show(app, SCENE(app, session(("human", "computer", "computer"))))
    app.draw(app.screen)


def test_clicking_my_pack_flips_the_top_card(app):
    scene = show(app, SCENE(app, session()))
    app.draw(app.screen)
    click(app, centre(thing(scene, Spot("pack", 0))))
    assert scene.session.history[0] == UseCard("move")


def at_split(app, before="Square 8"):
    """Ann at the split past Square 8 (or the square `before` another), three squares still to move: the ways
    on the table."""
    state = new_state()
    place(state, 0, before)
    state.rng.force(4)
    session_ = on_state(state)
    session_.play(NoCard("move"))
    assert state.phase == "branch"
    scene = show(app, SCENE(app, session_))
    app.draw(app.screen)
    return scene, session_


def test_the_split_is_chosen_by_clicking_a_square_of_a_branch(app):
    scene, session_ = at_split(app)
    legal = session_.legal()
    assert all(str(a) not in buttons(scene) for a in legal)   # not buttons: the board
    crawl = sq("Rat Crawl 3")
    cam = scene.screen.camera
    cam.centre_on(*GAME.path().space(crawl).center)
    pos = cam.to_screen(*GAME.path().space(crawl).center)
    click(app, pos)
    assert session_.history[-1] == ChooseBranch(square=sq("Rat Crawl 1"))


def test_the_split_plates_name_each_way_and_choose_it(app):
    scene, session_ = at_split(app)
    plates = [t for t in things(scene) if str(t.menu).startswith("Go by")]
    assert {t.actions[0].square for t in plates} == {a.square for a in session_.legal()}
    click(app, centre(plates[-1]))
    assert session_.history[-1] == plates[-1].actions[0]


def test_a_card_in_front_is_thrown_by_clicking_it(app):
    scene, session_ = caught(app)
    card = thing(scene, Spot("front", 0, 0))
    assert card.lit and thing(scene, Spot("pack", 0)).lit
    click(app, centre(card))
    assert session_.history[-1] == ThrowCard(front=0)


def caught(app):
    """Ann caught by the fire, a card in her pack and one in front of her: her choices on the table."""
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
    return scene, session_


def test_burning_with_cards_in_hand_asks_once_more_and_a_quick_second_click_plays_nothing(app):
    scene, session_ = caught(app)
    played = len(session_.history)
    burn = buttons(scene)[str(KeepCards())]
    assert list(buttons(scene))[-1] == str(KeepCards()), "burning is the last choice"
    assert scene.screen.button_style(KeepCards()) == "danger"
    click(app, centre(burn))
    click(app, centre(burn))   # (a quick series of clicks on the same spot)
    assert len(session_.history) == played, "no click on the burn button's spot burns at once"
    click(app, centre(burn))
    assert scene.menu is not None and scene.menu.title == "Burn? You still hold 2 cards"
    assert not any(Rect(r.at).colliderect(burn.at) for r in scene.menu.rows()), "the question lies off the button"
    no, yes = sorted(scene.menu.rows(), key=lambda r: bool(r.actions))
    click(app, centre(no))
    assert scene.menu is None and len(session_.history) == played
    click(app, centre(burn))
    click(app, centre(next(r for r in scene.menu.rows() if r.actions)))
    assert session_.history[-1] == KeepCards()


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
    click(app, centre(thing(scene, Spot("pack", 1))))
    assert session_.history[-1] == Steal(victim=1)


def test_every_button_has_a_tip(app):
    scene = show(app, SCENE(app, session()))
    assert buttons(scene) and all(t.text() for t in buttons(scene).values())


def test_hover_tips_on_the_board_and_the_column(app):
    scene = show(app, SCENE(app, session()))
    app.draw(app.screen)
    bear = GAME.path().space(sq("Kobold Sentry"))
    cam = scene.screen.camera
    cam.centre_on(*bear.center)
    over = point(app, scene, cam.to_screen(*bear.center))
    assert over is not None and over.key == ("space", bear.id)
    assert "Kobold Sentry" in over.text() and "4 or more" in over.text()
    over = point(app, scene, centre(thing(scene, Spot("pack", 1))))
    assert over is not None and "face down" in over.text()


def test_the_board_follows_the_play_until_the_person_pans(app):
    app.prefs = Prefs(speed="normal")
    scene = show(app, SCENE(app, session(("human", "computer"), seed=5)))
    scene.skip_animations()   # (a click while the opening plays skips it, and starts no drag)
    bv = scene.screen.camera
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 300), button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 600), rel=(0, 300), buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 600), button=1)], 1 / 30)
    assert not scene.screen.following
    looked = (bv.cx, bv.cy)
    run(app, 1.0)
    assert (bv.cx, bv.cy) == looked   # left where the person put it
    click(app, centre(thing(scene, ("tool", "Follow"))))
    run(app, 2.0)
    me = GAME.path().space(scene.shown.view.hirelings[0].square).center
    lowest = bv.board.height - (bv.rect.h / 2 - bv.edge_room) / bv.zoom   # the view's centre at the map's foot
    assert scene.screen.following and (abs(bv.cy - me[1]) < 1 or abs(bv.cy - lowest) < 1e-6)


def test_the_zoom_buttons(app):
    scene = show(app, SCENE(app, session()))
    cam = scene.screen.camera
    z = cam.zoom
    click(app, centre(thing(scene, ("tool", "+"))))
    assert cam.zoom > z
    click(app, centre(thing(scene, ("tool", "Whole"))))   # the whole board
    assert cam.zoom == cam.fit_zoom()


def test_the_card_gallery_opens(app):
    page = show(app, GalleryScene(app, GALLERY(app)))
    app.draw(app.screen)
    assert page.title and len(page.gallery.tabs[0][1][0].faces) >= 4


def test_the_hints_ring_round_a_way_leaves_the_words_it_crosses_showing(app):
    """Tester: the hint's ring hid "Go by the Mushroom Grotto", "Go by the Bat Cave", "Swim d8 5+ or ledge"."""
    scene = at_split(app)[0]
    scene.coach.ask()
    app.draw(app.screen)
    ring = next(p for p in scene.layout().parts if isinstance(p.look, coach.Ring))
    words = [p.rect for p in scene.layout().parts if isinstance(p.look, (Plate, Text)) and p.only is None]
    crossed = [w for w in words + scene.screen.board_words() if w.colliderect(ring.rect)
               and not ring.rect.inflate(-20, -20).contains(w)]
    assert crossed, "the ring crosses some words here"
    canvas = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    coach.paint_ring(canvas, ring.rect, ring.look, app.palette)
    for w in crossed:
        clip = w.clip(canvas.get_rect())
        assert pygame.mask.from_surface(canvas.subsurface(clip)).count() == 0, f"the ring paints over words at {w}"


@pytest.mark.parametrize("where", ["bridge", "fire"])
def test_the_trolls_and_the_fires_choices_read_at_full_size(app, where):
    """Tester: "Refuse to pay: wait here…" and "Throw the top card of your pack…" shrank to small words."""
    if where == "fire":
        scene = caught(app)[0]
    else:
        state = new_state()
        place(state, 0, "Square 14")
        pack(state, 0, "haste", "boots")
        state.rng.force(2)
        session_ = on_state(state)
        session_.play(NoCard("move"))
        assert state.phase == "bridge"
        scene = show(app, SCENE(app, session_))
    assert len(buttons(scene)) >= 2
    for label, t in buttons(scene).items():
        assert assets.width("bold", SMALL + 1, label) <= Rect(t.at).w - 16, f"{label!r} is squeezed"
        assert len(t.text()) > len(label), f"{label!r}: the tip says more"


@pytest.mark.parametrize("before", ["Square 8", "Square 12", "Goblin Archers", "Square 22", "Square 32"])
def test_no_way_s_plate_at_a_split_covers_the_squares_of_the_other_way(app, before):
    """What a tester met: "Go by the Mushroom Grotto" was drawn over the Rat Crawl's squares (lit too: a click
    there meant to take the Rat Crawl chose the Grotto; "Go by the Bat Cave" lay so over the Old Mine). Each
    plate lies over its way, else under it, clear of the other way's squares, at every split."""
    from game.games.escape import odds
    scene, session_ = at_split(app, before)
    screen, path = scene.screen, GAME.path()
    plates = [t for t in things(scene) if str(t.menu).startswith("Go by")]
    assert len(plates) == 2
    for t in plates:
        others = [sid for a in session_.legal() if a != t.actions[0] for sid in odds.branch_squares(path, a.square)]
        assert Rect(t.at).collidelist([screen.square(sid) for sid in others]) < 0, t.menu
    assert not Rect(plates[0].at).colliderect(Rect(plates[1].at))


def test_the_final_table_forecasts_no_more_fire(app):
    """The auditor's: under "Game over" the Fireball still "rolls a d6 after this round" and the squares
    ahead of it still carried their chances of burning. At the end it burns no more."""
    from game.tools.screenshot import build
    from game.ui.looks import Ring
    from game.ui.scenes.escape.screen import FIRE, Fire
    from tests.ui.tables import parts
    app.stack.push(build(app, "gameover:escape", 3, 0))
    app.stack.apply()
    run(app, 0.2)
    table = app.stack.top.table
    assert table.shown.over is not None
    fire = [p.look for p in parts(table, Fire) if p.look is not None]
    assert fire and all(f.next == "Burns no more: the game is over" for f in fire)
    assert not [p for p in parts(table, Ring) if p.look.colour == FIRE], "no square's chance of burning"
