"""The table screen of Wilds & Depths, driven headless by posted mouse events and read through the table's own
things and parts (tests/ui/tables.py). Whole games by clicks and random clicks are the shared harness's
(test_every_table.py); here: what each thing takes and says, and the table as one moment at every frame of
games played at the normal pace."""

import random

import pygame
import pytest

from game.engine.events import Moved
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.words import percent
from game.games.town import GAME
from game.games.town.actions import Buy, Face, FightMonster, Move, Put, Refresh, Roll, Sell
from game.games.town.events import MoveDice
from game.games.town.view import PawnView
from game.ui.cards import Deck
from game.ui.compose import Part
from game.ui.gallery import GalleryScene
from game.ui.looks import Figure, Plate
from game.ui.looks import Way as Route
from game.ui.prefs import Prefs
from game.ui.scenes.town import BOARD_STYLE, GALLERY, SCREEN
from game.ui.scenes.town.cards import back_of
from game.ui.scenes.town.spots import Spot
from game.ui.scenes.town.stage import Card, Die, Note, paint_card, paint_lantern
from game.ui.tabletop.board import Hint, Viewport
from game.ui.tabletop.light import Light
from game.ui.tabletop.panel import Header
from game.ui.tabletop.scene import TableScene
from tests.town.helpers import NAMES, TOWN, fight, give, land_on, place
from tests.town.helpers import new as new_state
from tests.ui.conftest import click, show
from tests.ui.harness import open_table, session_for, step, take
from tests.ui.tables import buttons, centre, parts, point, thing, things


def on_state(state, kinds=("human", "human")):
    """A table around a state arranged by the rules tests' helpers."""
    seats = [Seat(name=NAMES[i], kind=kinds[i] if i < len(kinds) else "computer") for i in range(len(state.pawns))]
    return Session(GAME, TableConfig(seats=seats), 1, state=state)


def table(app, state, kinds=("human", "human")) -> TableScene:
    return show(app, TableScene(app, on_state(state, kinds)))


def rolled(app, *dice, square="Town"):
    """Ann has rolled these dice, standing on a square (Bob, a person too, plays nothing meanwhile)."""
    state = new_state()
    if square != "Town":
        place(state, 0, square)
    state.rng.force(*dice)
    session = on_state(state)
    session.play(Roll())
    return show(app, TableScene(app, session))


def test_the_modules_contract():
    assert SCREEN.__name__ == "TownScreen" and BOARD_STYLE.__name__ == "TownBoardStyle"
    assert GALLERY is not None


@pytest.mark.parametrize("seats", [2, 6])
def test_it_opens_and_draws_any_table(app, seats):
    scene = open_table(app, session_for("town", seats=seats, seed=2))
    app.draw(app.screen)
    rows = [p.look for p in parts(scene, PawnView)]
    assert sorted(r.seat for r in rows) == list(range(seats))
    assert len([t for t in things(scene) if t.key == Spot("pile", 0)]) == 1


def test_a_die_is_chosen_by_a_click_on_it_or_on_its_square(app):
    scene = rolled(app, 3, 5)
    app.draw(app.screen)
    dice = [p.look for p in parts(scene, Die)]
    assert [(d.value, d.caption, d.lit) for d in dice] == [(3, "Wolf Wood", True), (5, "Bandit Ridge", True)]
    assert not buttons(scene), "a move is taken on the table, never a button"
    click(app, centre(thing(scene, Spot("die", None, 1))))
    assert scene.session.history[-1] == Move(die=1, value=5, square=GAME.load_board().find("Bandit Ridge").id,
                                             town=False, name="Bandit Ridge")
    scene = rolled(app, 3, 5)
    move = next(a for a in scene.shown.choices if a.value == 3)
    click(app, scene.click_for(move))
    assert scene.session.history[-1] == move


def test_a_die_under_the_pointer_shows_the_way_it_walks_and_says_where_it_lands(app):
    scene = rolled(app, 3, 5)
    die = point(app, scene, centre(thing(scene, Spot("die", None, 0))))
    assert die is not None and die.key == Spot("die", None, 0)
    assert "Wolf Wood" in die.text() and "Click: " in die.text()
    routes = [p for p in die.marks if isinstance(p.look, Route)]
    plates = [p.look.text for p in die.marks if isinstance(p.look, Plate)]
    assert len(routes) == 1 and len(routes[0].look.points) == 3 and plates == ["Wolf Wood"]
    lit = [p.look for p in parts(scene, Die) if p.look.hover]
    assert [d.value for d in lit] == [3], "the die under the pointer is lit brighter"


def test_a_die_under_the_pointer_says_its_landing_once(app):
    """What players met: the dice's tooltips repeated themselves ("By the 3 to Wolf Wood: … Click: By the 3 to
    Wolf Wood: …"). The landing is said once; the click's line names the move."""
    scene = rolled(app, 3, 5)
    for k, value in enumerate((3, 5)):
        text = point(app, scene, centre(thing(scene, Spot("die", None, k)))).text()
        landing, click_line = text.split("\nClick: ")
        assert landing.count(f"By the {value} to") == 1 and f"By the {value}" not in click_line, text
        assert click_line == str(next(a for a in scene.shown.choices if a.value == value)), text


def test_once_a_die_is_chosen_the_stage_shows_it_alone_offering_no_landing(app):
    """Issue "The table is a picture of one moment", item 2: while the pawn walked and the card was fought,
    the die chosen was labelled with the square it would reach from the new square, and the header said
    "move by the 5 (click the square to land on)". And while the pawn walked, the moment shown being still the
    roll's, both dice stood as choices labelled with their landings (Wolf Wood, Bandit Ridge) under the pointer
    too, until the pawn arrived."""
    app.prefs = Prefs(speed="normal")
    scene = rolled(app, 3, 5)
    scene.skip_animations()
    take(app, scene, next(a for a in scene.shown.choices if a.value == 5))
    seen = walked = 0
    while not scene.resting:
        step(app)
        if scene.shown.view.phase in ("move", "moving"):   # (from the click on: the walk too, then the square)
            dice = [p.look for p in parts(scene, Die)]
            assert [(d.value, d.caption, d.lit) for d in dice] == [(5, "chosen", False)]
            words = point(app, scene, centre(thing(scene, Spot("die", None, 0)))).text()
            assert "By the" not in words and "Click" not in words, words   # (no landing offered)
            header = next(p.look for p in parts(scene, Header))
            assert "move by the" not in header.small and "click" not in header.small.lower()
            assert not [t for t in things(scene) if t.lit]
            seen += 1
            walked += scene.shown.view.phase == "move"
    assert seen and walked, "the walk shows the die chosen while the moment shown is still the roll's"


def test_a_ware_is_bought_and_an_item_sold_by_clicking_them(app):
    state = new_state()
    state.pawns[0].silver = 20
    give(state, 0, "dagger")
    land_on(state, TOWN)
    assert state.phase == "shop" and state.to_act == 0
    scene = table(app, state)
    app.draw(app.screen)
    assert not [b for b in buttons(scene) if b.startswith(("Buy", "Sell"))], "bought and sold on the table"
    sale = thing(scene, Spot("sale", None, 0))
    assert sale.lit and "For sale" in sale.text() and "Click: " in sale.text()
    assert [p for p in parts(scene, Light)], "a ware to buy is ringed"
    click(app, centre(sale))
    assert isinstance(scene.session.history[-1], Buy) and scene.session.history[-1].slot == 0
    assert not thing(scene, Spot("place", 1, 0)).lit and not thing(scene, Spot("box", 1)).lit
    sell = thing(scene, Spot("item", 0, 0))
    assert sell.lit
    click(app, centre(sell))
    assert isinstance(scene.session.history[-1], Sell) and scene.session.history[-1].index == 0
    if any(isinstance(a, Refresh) for a in scene.shown.choices):
        click(app, centre(thing(scene, Spot("town_deck"))))
        assert isinstance(scene.session.history[-1], Refresh)


def test_a_lantern_card_is_faced_by_clicking_it(app):
    state = new_state()
    give(state, 0, "lantern")
    fight(state, 2, ("ogre", "ghoul", "wight"))
    assert state.phase == "lantern"
    scene = table(app, state)
    app.draw(app.screen)
    cards = [p.look for p in parts(scene, Card) if p.paint is paint_lantern]
    assert [c.face.card for c in cards] == ["ogre", "ghoul"] and all(c.lit for c in cards)
    over = point(app, scene, centre(thing(scene, Spot("lantern", None, 1))))
    assert over is not None and "Ghoul" in over.text() and "Click: " in over.text()
    click(app, centre(over))
    assert isinstance(scene.session.history[-1], Face) and scene.session.history[-1].index == 1


def test_the_toll_monster_is_fought_by_a_click_on_its_card(app):
    state = new_state()
    fight(state, 0, ("bridge_troll", "giant_rat"))
    assert state.phase == "toll"
    scene = table(app, state)
    app.draw(app.screen)
    card = thing(scene, Spot("card"))
    assert card.lit and next(p.look for p in parts(scene, Card)).lit
    assert "Pay 2 silver to pass" in buttons(scene)
    click(app, centre(card))
    assert scene.session.history[-1] == FightMonster()


def test_a_trade_is_put_together_by_clicking_the_two_rows(app):
    state = new_state()
    give(state, 0, "dagger")
    give(state, 1, "shield")
    state.pawns[1].victory = ["giant_rat", "grey_wolf"]
    place(state, 1, "Wolf Wood")
    state.rng.force(3, 3)
    GAME.apply(state, Roll())
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.phase == "meet"
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if type(a).__name__ == "ProposeTrade"))
    assert state.phase == "trade" and state.to_act == 0
    scene = table(app, state, ("human", "human"))
    app.draw(app.screen)
    mine = thing(scene, Spot("item", 0, 0))
    assert mine.lit and "Click: " in mine.text()
    trades = [p.look.lines[0] for p in parts(scene, Note)]
    assert "Click the two seats'" in trades[-1], "the person putting it together is told how"
    click(app, centre(mine))
    assert scene.session.history[-1] == Put(side="give", what="item", index=0, on=True)
    pile = thing(scene, Spot("pile", 1))
    assert pile.lit and len(pile.actions) == 2 and pile.menu == "Which monster?"
    click(app, centre(pile))
    assert scene.menu is not None
    click(app, scene.click_for(pile.actions[1]))
    assert scene.session.history[-1] == pile.actions[1]


def test_the_words_of_a_computers_turn_never_say_click(app):
    """The turn's words are everyone's (the computer's turn too); where to click is the screen's hint, shown
    only to the person who may act."""
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for("town", seats=3, humans=0, seed=5))
    for _ in range(900):
        step(app)
        header = next(p.look for p in parts(scene, Header))
        assert "click" not in header.small.lower(), header
        hints = [p.look.text for p in parts(scene, Hint)]
        assert not [h for h in hints if "click" in h.lower()], hints
        assert not [t for t in parts(scene, Note) if "Click" in " ".join(t.look.lines)]


def test_hover_words_on_the_board_the_decks_and_the_rows(app):
    scene = open_table(app, session_for("town", seats=3, seed=3))
    cam = scene.screen.camera
    bandits = GAME.load_board().find("Bandit Ridge")
    over = point(app, scene, cam.to_screen(*bandits.center))
    assert over is not None and over.key == ("space", bandits.id) and "Bandit Ridge" in over.text()
    over = point(app, scene, centre(thing(scene, Spot("deck", None, 2))))
    assert over is not None and "cards" in over.text().lower()
    over = point(app, scene, centre(thing(scene, Spot("pile", 1))))
    assert over is not None and "Victory pile" in over.text()
    over = point(app, scene, centre(thing(scene, Spot("place", 2, 0))))
    assert over is not None and "equipment place" in over.text()


def test_the_card_gallery_opens(app):
    page = show(app, GalleryScene(app, GALLERY(app)))
    app.draw(app.screen)
    assert page.title and len(page.gallery.tabs[0][1][0].faces) >= 4


@pytest.mark.heavy
def test_work_ahead_in_spare_time_never_fails_as_the_game_moves_on(app):
    """Spare time paints the next moment's parts ahead (the table's spare_step), at any pace, the pointer
    moving: nothing it lays out for a moment gone by fails."""
    for speed in ("instant", "normal"):
        app.prefs = Prefs(speed=speed)
        scene = open_table(app, session_for("town", seats=4, humans=0, seed=9))
        for k in range(300):
            if scene.session.outcome is not None:
                break
            point(app, scene, (40 + (k * 37) % 840, 40 + (k * 53) % 640))
            while scene.spare_step():
                pass


# --- the table as one moment, at every frame of games played at the normal pace --------------------------------
def shown_parts(scene) -> list[Part]:
    """The parts that show now, with those laid on the board's own layer (the decks and wares)."""
    out = parts(scene)
    for p in list(out):
        if isinstance(p.look, Viewport):
            out += scene.screen.on_layer(p.look)
    return out


def check_moment(scene, rolled: bool) -> None:
    """Every part naming whose turn it is and every number shown agrees with the moment shown; a die's landing
    is offered only while the dice may still be chosen (not while the pawn walks by the die chosen); a "click"
    is said only to the person who may act; nothing is lit off that person's turn. (Wilds & Depths has no
    secrets: every seat sees the whole table.)"""
    shown = scene.shown
    v = shown.view
    name = scene.session.config.seats
    now = shown_parts(scene)
    looks = [p.look for p in now]
    header = next(lk for lk in looks if isinstance(lk, Header))
    if shown.turn is not None and not shown.asking and not (shown.over and shown.settled):
        assert header.seat == shown.turn and name[shown.turn].name in header.big
        assert header.small == (shown.label if shown.settled else "")   # (no decision taken is asked again)
        if scene.session.is_computer(shown.turn):
            assert "click" not in header.small.lower(), header
    for hint in (lk for lk in looks if isinstance(lk, Hint)):
        assert hint.seat == shown.turn
        assert "click" not in hint.text.lower() or shown.mine, hint
    rows = {lk.seat: lk for lk in looks if isinstance(lk, PawnView)}   # (a seat's row shows its adventurer)
    assert sorted(rows) == list(range(len(v.pawns)))
    for seat, row in rows.items():
        assert row == v.pawns[seat], f"seat {seat}"
    figures = [lk for lk in looks if isinstance(lk, Figure)]
    assert len(figures) == len(v.pawns) and all(f.active == (f.seat == shown.turn) for f in figures if f.active)
    plate = f"Round {v.round} · {v.monsters_left} monster{'' if v.monsters_left == 1 else 's'} left to beat"
    assert plate in [lk.text for lk in looks if isinstance(lk, Plate)]
    decks = sorted((lk.sprite, lk.count) for lk in looks if isinstance(lk, Deck))
    assert decks == sorted([(back_of(d.depth)[0], d.count) for d in v.decks] + [(back_of(None)[0], v.town_deck)])
    wares = [lk for lk in looks if type(lk).__name__ == "Ware"]
    assert [w.face for w in wares] == [f for f in v.shop if f]
    assert [w.idle for w in wares] == [bool(why) for f, why in zip(v.shop, v.shop_adds_nothing, strict=True) if f]
    # While a pawn walks its move, the dice are the walk's arrival's (the die chosen): the moment shown may
    # still be the roll's, the rules choosing the die and walking in one step.
    playing = scene.playback.playing
    walking = playing is not None and isinstance(playing.event, Moved)
    box = playing.view if walking else v
    dice = [lk for lk in looks if isinstance(lk, Die)]   # (one of each die's two looks shows: lit or not)
    assert [d.value for d in dice] == (list(box.dice) if box.phase in ("move", "moving") else [])
    landings = [d for d in dice if not d.chosen]
    if landings:   # the dice may still be chosen: the game at rest, or the moment of the roll itself
        assert v.phase == "move" and not walking and (scene.resting or rolled), \
            "a die's landing offered after it was chosen"
        for d in landings:
            land = next((c for c in v.choices if c.value == d.value and not c.town_stop), None)
            assert d.caption == (land.name if land else "")
    if walking:   # (nor does a die under the pointer say a landing)
        said = [t.text() for t in things(scene) if isinstance(t.key, Spot) and t.key.what == "die"]
        assert not [w for w in said if "By the" in w or "Stop at the Town" in w], said
    if "move by the" in header.small:
        assert landings
    cards = [p.look for p in now if p.paint is paint_card]
    assert [c.face for c in cards] == ([v.card] if v.card and not v.lantern else [])
    assert [p.look.face for p in now if p.paint is paint_lantern] == list(v.lantern)
    notes = [lk for lk in looks if isinstance(lk, Note)]
    m, deal = v.meeting, v.draft or v.offer
    assert len(notes) == bool(m) + bool(deal)
    if m:
        a, b = v.pawns[m.mover].name, v.pawns[m.other].name
        assert notes[0].title == f"{a} meets {b}"
        assert f"{a} {percent(m.mover_wins)}" in notes[0].lines[0] and percent(m.both_fall) in notes[0].lines[1]
    if deal:
        assert notes[-1].lines[0].startswith(deal.words)
    assert not [n for n in notes if "Click" in " ".join(n.lines) and not shown.mine]
    for t in things(scene):
        assert set(t.actions) <= set(shown.choices), t.key
        assert not t.lit or shown.mine, t.key
        assert not any(isinstance(lk, (Die, Card)) and getattr(lk, "lit", False) for lk in looks) \
            or shown.mine


@pytest.mark.heavy
def test_every_frame_of_games_at_the_normal_pace_shows_one_moment(app):
    """People and computers at one table, at the normal pace, frames of 1/30 s, the people taking the computer
    player's choice by clicks: at every frame, the header, the seat rows, the pawns, the stage, the decks and
    the wares are the moment shown, and the dice offer their landings only while a die may still be chosen.
    (Today's faults: after the die was chosen the stage labelled it with a landing from the new square and the
    header said "move by the 5 (click the square to land on)", on the computers' turns too; and while the pawn
    walked from the roll, both dice stood offered with their landings, and said them under the pointer.)"""
    app.prefs = Prefs(speed="normal")
    frames = moves = 0
    for game, (seats, humans, seed) in enumerate([(2, 1, 3), (3, 2, 8), (4, 1, 11)]):
        scene = open_table(app, session_for("town", seats=seats, humans=humans, seed=seed))
        last = [None]
        caught = scene.screen.caught_up

        def note(moment, caught=caught, last=last):
            last.append(moment)
            caught(moment)
        scene.screen.caught_up = note
        rng = random.Random(game)
        for _ in range(2400 if game == 0 else 900):
            if scene.session.outcome is not None and scene.resting:
                break
            if app.stack.top is not scene:
                app.stack.pop_to(type(scene))
                app.stack.apply()
            if scene.shown.mine:
                choice = scene.session.computer_choice() if rng.random() > 0.1 else rng.choice(scene.shown.choices)
                moves += isinstance(choice, Move)
                take(app, scene, choice)
            else:
                step(app, 1 / 30)
            check_moment(scene, last[-1] is not None and isinstance(last[-1].event, MoveDice))
            frames += 1
    assert frames > 2000 and moves >= 5


def test_clicking_a_thing_that_takes_nothing_now_takes_nothing(app):
    scene = rolled(app, 3, 5)
    before = len(scene.session.history)
    click(app, centre(thing(scene, Spot("deck", None, 1))))
    click(app, centre(thing(scene, Spot("box", 1))))
    assert len(scene.session.history) == before
    pygame.event.pump()


def test_a_click_that_skips_the_animations_leaves_the_next_click_a_click(app):
    """A click on the board while the computer's moves are shown skips them; it starts no drag of the board,
    so the person's next click (a button, far from it) takes its action (it was taken for the end of a drag)."""
    app.prefs = Prefs(speed="normal")
    scene = open_table(app, session_for("town", seats=2, humans=1, seed=3))
    for _ in range(600):
        if not scene.resting:
            break
        if scene.shown.mine:
            take(app, scene, scene.session.computer_choice())
        step(app)
    assert not scene.resting
    click(app, (400, 600))   # skips what is being shown
    for _ in range(900):
        if scene.shown.mine:
            break
        if scene.resting:
            step(app)
        else:
            click(app, (400, 600))
    choice = scene.session.computer_choice()
    before = len(scene.session.history)
    for pos in [(600, 500), (700, 300), scene.click_for(choice)]:   # (the pointer wanders, no button held)
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(5, 5), buttons=(0, 0, 0))], 1 / 30)
    click(app, scene.click_for(choice))
    assert scene.session.history[before] == choice


def test_the_wild_boar_wears_a_boars_portrait_and_every_portrait_is_drawn():
    """What players met: the Wild Boar showed the wolf (the beasts' portrait); it has a boar's of its own."""
    from game.games.town import content
    from game.games.town.view import card_face
    from game.ui import assets
    from game.ui.scenes.town.cards import PORTRAITS, picture
    assert picture(card_face("wild_boar")) == "cards/town_monster_boar"
    assert picture(card_face("grey_wolf")) == "cards/town_monster_beast"
    assert picture(card_face("cave_bear")) == "cards/town_monster_bear"   # not the wolf, either
    assert picture(card_face("bugbear")) == "cards/town_monster_goblin"
    assert all(assets.exists(f"cards/town_monster_{kind}") for kind in PORTRAITS)
    assert all(assets.exists(picture(card_face(cid))) for cid in content.cards())


def test_every_square_kind_the_rules_know_has_its_picture():
    """The board says a square's instruction by its picture alone (lint-boards refuses a kind the rules do not
    know)."""
    from game.games.town.board import KINDS
    from game.ui import assets
    assert all(assets.exists(f"boards/town/square_{kind}") for kind in KINDS)


def test_the_stage_counts_the_last_monster_left_in_words(app):
    """The stage's heading said "1 monsters left to beat"."""
    from tests.town.test_end import all_but
    state = new_state()
    all_but(state, "red_dragon", 3)
    scene = table(app, state)
    app.draw(app.screen)
    assert "Round 1 · 1 monster left to beat" in [p.look.text for p in parts(scene, Plate)]


def test_the_words_rising_over_a_pawn_are_a_sentence_with_its_name(app):
    """What a tester saw rise over a pawn: "finds silver at Hollow Oak: +2 silver, 5 in all", a sentence begun
    in its middle. The words say who: "Ann finds silver at Hollow Oak: …"."""
    from game.engine.session import Moment
    from game.games.town.events import Told
    scene = table(app, new_state())
    view = scene.shown.view
    event = Told(seat=0, who="Ann", message="finds silver at Hollow Oak: +2 silver, 5 in all", silver=2)
    rising = scene.screen.animate(Moment(event=event, view=view, to_act=None, label="", line=0, seat=0), view)
    assert rising.text == "Ann finds silver at Hollow Oak: +2 silver, 5 in all"
