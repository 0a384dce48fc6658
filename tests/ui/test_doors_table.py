"""Kick the Door's table screen, against the issue's words: each seat's level, race, class and equipped items
with their total strength; the combat zone with both sides' totals, every modifier and the run-away die; the
help bargain as a clear offer answered on the table; a card growing under the pointer; the table's captions
clear of the deck art. Positions are arranged with the rules tests' helpers and played through the screen,
and read from the table's own layout: its parts (how it looks) and its things (what answers the pointer)."""

import dataclasses

import pygame
import pytest

from game.engine.offer import Accept
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.doors import GAME
from game.games.doors.actions import AskHelp, Fight, KickDoor, RunAway
from game.games.doors.words import PHASES, strength_words
from game.ui import assets
from game.ui.cards import CardFace, Deck
from game.ui.looks import Text
from game.ui.prefs import Prefs
from game.ui.scenes.doors import SCREEN, fight
from game.ui.scenes.doors.cards import Lying
from game.ui.scenes.doors.seats import Head
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.tabletop import menu as pointer_module
from game.ui.tabletop.cards import PREVIEW, Notice, Offer, Ringed, Tally, preview_rect, seat_box
from game.ui.tabletop.light import Light
from game.ui.tabletop.scene import TableScene
from game.ui.tabletop.things import visible_point
from tests.doors.helpers import act, be, equip, fresh, hand, pass_all, top
from tests.ui.conftest import click, note_words, show
from tests.ui.harness import reveal
from tests.ui.tables import buttons, centre, parts, point, thing, things

PEOPLE = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def table_of(state, people=2):
    """A session of the arranged state: the first `people` seats people, the rest computers."""
    config = TableConfig(seats=[Seat(name=n, kind="human" if i < people else "computer")
                                for i, n in enumerate(PEOPLE[:state.n])])
    state.seats = config.seats
    return Session(GAME, config, 7, state=state)


def open_scene(app, session, viewer=0):
    scene = show(app, TableScene(app, session))
    assert isinstance(scene.screen, SCREEN)
    scene.skip_animations()
    scene.computer_wait = -1e9          # the computers wait: the screen is looked at as it stands
    reveal(app)                         # the person to act is handed the screen
    scene.hold(viewer)
    app.frame([], 1 / 60)
    return scene


def painted(monkeypatch, app, scene) -> list[str]:
    """Every line of words the table's parts paint as they show now, in order (each part painted afresh)."""
    said = note_words(monkeypatch, [])
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    for p in parts(scene):
        p.paint(surface, p.rect, p.look, app.palette)
    return said


def kick_into_window(state, *cards):
    """The seat to act kicks open the door onto these cards (the window after it still open)."""
    top(state, *cards)
    act(state, KickDoor())


def strip(text: str) -> str:
    return text.rstrip("…").rstrip()


def where_cards(scene) -> dict[str, pygame.Rect]:
    return {t.key[1]: t.rect for t in things(scene) if isinstance(t.key, tuple) and t.key[0] == "card"}


def test_the_deck_captions_lie_above_their_piles_inside_their_zones(app):
    """The lead saw the zone captions drawn over the deck art: each caption fits its zone and no pile (with
    the stack drawn above it) covers it."""
    scene = open_scene(app, table_of(fresh(4)))
    table = scene.screen.map
    for text, rect in table.captions:
        img = assets.text("title", 17, text, (0, 0, 0)).get_rect(midleft=(rect.x, rect.y + rect.h // 2 + 1))
        zone = next(name for name, z in table.zones.items() if z.contains(rect))
        assert table.zones[zone].contains(img), f"the caption {text!r} runs out of its zone"
        for pile_zone in ("door_deck", "door_discards", "treasure_deck", "treasure_discards"):
            pile = scene.screen.pile(pile_zone)
            assert not pile.inflate(6, 12).colliderect(img), f"the {pile_zone} pile covers the caption {text!r}"


def test_every_seat_shows_its_level_strength_race_class_and_items_in_a_box_of_its_own(app, monkeypatch):
    state = fresh(4)
    state.players[0].level = 3
    be(state, 0, "leafling", "brawler")
    helmet, sword = equip(state, 0, "horned_helmet", "slightly_sharp_sword")
    spare, = equip(state, 0, "pointy_stick", equipped=False)
    be(state, 1, "stoutfolk", "family_tree")          # a race and the double-race card share the race slot
    equip(state, 1, "chainmail_onesie")
    scene = open_scene(app, table_of(state))
    view = scene.shown.view
    heads = {p.look.seat: p.look for p in parts(scene, Head)}
    for s in view.seats:
        assert heads[s.seat].name.startswith(s.name)
        assert (heads[s.seat].level, heads[s.seat].strength) == (s.level, s.strength)
    said = painted(monkeypatch, app, scene)
    for s in view.seats:
        assert f"Level {s.level}" in said and f"Strength {s.strength}" in said
    assert view.seats[0].strength == 3 + 2 + 2
    assert "Leafling · Brawler" in said and "no race or class" in said
    assert any(t.startswith("Stoutfolk · Compl") for t in said)     # cut to its room, never shrunk
    zones_of = scene.screen.seat_zones
    boxes = [seat_box(zones_of[s]) for s in range(4)]
    assert all(not a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    for zone in ("combat", "hand", "door_deck", "treasure_deck"):
        assert not any(b.colliderect(scene.screen.map.zones[zone]) for b in boxes)
    where = where_cards(scene)
    zones = zones_of[0]
    assert zones["headgear"].contains(where[helmet]) and zones["left_hand"].contains(where[sword])
    assert zones["carried"].contains(where[spare]) and where[spare].w > where[spare].h   # carried: sideways
    assert boxes[0].contains(zones["level"])
    for f in view.seats[1].races + view.seats[1].doubles:     # stacked, each still to be clicked
        assert zones_of[1]["race"].contains(where[f.id])
        assert visible_point(things(scene), thing(scene, ("card", f.id))) is not None
    seat_words = strength_words(view.seats[0])
    assert seat_words.startswith("Strength 7: level 3") and "Horned Helmet" in seat_words
    assert "Strength 7: level 3" in thing(scene, ("seat", 0)).text()   # said under the pointer


def fight_state(people=2):
    """Ann (level 1, a helmet and a sword: 5) kicks open the door onto a level 6 troll; Bo (4 and a chainmail)
    may help."""
    state = fresh(4)
    equip(state, 0, "horned_helmet", "slightly_sharp_sword")
    state.players[1].level = 4
    equip(state, 1, "chainmail_onesie")
    kick_into_window(state, "troll_toll_collector", "dented_colander", "pointy_stick")
    return state


def test_the_combat_zone_shows_both_totals_and_every_modifier(app, monkeypatch):
    state = fight_state()
    pass_all(state)
    act(state, AskHelp(seat=1, share=1, helper_first=True))
    act(state, Accept())
    scene = open_scene(app, table_of(state))
    combat = scene.shown.view.combat
    assert combat.helper == 1 and len(combat.lines) >= 5
    tallies = [p for p in parts(scene, Tally)]
    assert [t.look.total for t in tallies] == [combat.players, combat.monsters]
    said = painted(monkeypatch, app, scene)
    assert str(combat.players) in said and str(combat.monsters) in said
    assert "Ann fights, Bo helping" in said
    drawn = [strip(t) for t in said]
    for line in combat.lines:
        label = line.label.partition(": ")[2] or line.label
        assert any(label.lower().startswith(t.lower()) and len(t) >= 4 for t in drawn), f"{label} is not shown"
        value = str(line.value) if label == "level" else f"{line.value:+d}"
        assert value in said
    assert all(t.look.hidden(t.rect) == [] for t in tallies)     # every modifier had room


def test_running_away_shows_the_die_and_the_chance(app, monkeypatch):
    dice = []
    monkeypatch.setattr(fight, "draw_die", lambda surface, sides, value, centre, size, pal: dice.append(value))
    state = fight_state()
    pass_all(state)
    act(state, RunAway())
    pass_all(state)
    scene = open_scene(app, table_of(state))
    said = painted(monkeypatch, app, scene)
    run = scene.shown.view.combat.runs[0]
    assert dice and set(dice) == {5}      # the die shows what the roll needs
    assert any(t.startswith("Ann runs from the Troll") for t in said)
    assert any(f"{round(run.chance * 100)}% chance" in t for t in said)


def offer_on_the_table(scene) -> Offer:
    found = parts(scene, Offer)
    assert found, "no offer on the table"
    return found[-1].look


def test_the_help_bargain_reads_as_an_offer_and_is_answered_on_its_plate(app):
    """The fighter clicks a seat and picks the terms from a menu that names the share and who picks first;
    the seat asked is handed the screen and reads who helps whom, for what share, who picks first, and
    answers with the plate's own Accept button."""
    session = table_of(fight_state())
    pass_all(session.state)
    scene = open_scene(app, session)
    bo = thing(scene, ("seat", 1))
    assert bo.lit and any(p.only == ("seat", 1) for p in scene.layout().parts if isinstance(p.look, Light))
    click(app, visible_point(things(scene), bo))
    menu = scene.menu
    assert menu is not None and menu.title == "Ask Bo to help you"
    assert "For 1 of the 2 treasures, the helper picks first" in menu.labels and "For no treasure" in menu.labels
    row = menu.rows()[menu.labels.index("For 1 of the 2 treasures, the helper picks first")]
    click(app, centre(row))
    offer = GAME.offer(session.state)
    assert offer is not None and offer.to == 1
    for _ in range(5):
        app.frame([], 1 / 30)
    handoff = app.stack.top
    assert isinstance(handoff, HandOffScene) and handoff.seat == 1     # Bo's own decision: hand-off first
    click(app, handoff.widgets[0].rect.center)
    plate = offer_on_the_table(scene)
    assert plate.title == "Help asked"
    assert plate.lines == ("Bo helps Ann against the Troll Toll Collector", "Bo's share: 1 of the 2 treasures",
                           "First pick: Bo", "Bo: accept or refuse?")
    accept = thing(scene, ("answer", "accept"))
    assert accept.lit and accept.actions == (Accept(),)
    click(app, centre(accept))
    assert session.state.combat.helper == 1 and session.state.combat.share == 1


def test_a_card_grows_under_the_pointer_and_a_card_on_the_table_shows_large_beside_it(app, monkeypatch):
    state = fresh(4)
    card, = hand(state, 0, "troll_toll_collector")
    helmet, = equip(state, 1, "horned_helmet")
    scene = open_scene(app, table_of(state))
    spot = thing(scene, ("card", card)).rect
    assert point(app, scene, spot.center).key == ("card", card)

    def face_of(p):
        return p.look.inner if isinstance(p.look, Ringed) else p.look
    grown = [p.rect.inflate(-8, -8) if isinstance(p.look, Ringed) else p.rect for p in parts(scene)
             if isinstance(face_of(p), CardFace) and face_of(p).title == "Troll Toll Collector"]
    assert grown and grown[-1].h >= 280 and grown[-1].w > 1.8 * spot.w      # as large as a card read alone
    shown = []
    real = pointer_module.paint_face   # (what is drawn under the pointer: tabletop/menu.under_pointer)
    monkeypatch.setattr(pointer_module, "paint_face", lambda s, rect, face, pal: (shown.append((rect, face.title)),
                                                                               real(s, rect, face, pal)))
    spot = thing(scene, ("card", helmet)).rect
    over = point(app, scene, spot.center)
    assert over.key == ("card", helmet) and over.large.title == "Horned Helmet of Headbutting"
    app.draw(app.screen)
    large = [r for r, title in shown if title == "Horned Helmet of Headbutting"]
    assert large and large[-1].size == PREVIEW
    assert not preview_rect(scene.mouse, app.screen.get_rect()).collidepoint(spot.center)   # beside the pointer


def test_a_fight_won_at_once_is_one_click_and_every_moment_of_it_is_worded(app):
    """A plain fight the fighter wins: "Fight!" is a button, one click; the header of every moment shown
    while it resolves says something whole (not "fight the  — you 6 vs 0" once the monster is gone)."""
    state = fresh(4)
    state.players[0].level = 5
    kick_into_window(state, "lint_golem", "dented_colander")
    pass_all(state)
    scene = open_scene(app, table_of(state))
    assert str(Fight()) in buttons(scene)
    click(app, scene.click_for(Fight()))
    labels = [m.label for m in scene.session.moments] + [m.label for m in scene.playback.queue]
    assert labels and not any("fight the  —" in label for label in labels)


def run_until_quiet(app, scene, frames=200):
    """Frames until the computers have had their say and the events are shown (hand-offs counted)."""
    handoffs = 0
    scene.computer_wait = 0.0
    for _ in range(frames):
        if isinstance(app.stack.top, HandOffScene):
            return handoffs + 1
        app.frame([], 1 / 10)
    return handoffs


def claims(scene) -> dict[str, object]:
    """The "Anyone?" buttons, by their words."""
    return {("No one" if t.key[1] is None else scene.name(t.key[1])): t for t in things(scene)
            if isinstance(t.key, tuple) and t.key[0] == "claim"}


def test_a_window_no_one_answers_costs_one_click_and_no_hand_off(app):
    """"A response window no one answers costs one click (the shared prompt), not a hand-off per seat.\""""
    session = table_of(fight_state())
    scene = open_scene(app, session)
    assert scene.shown.asking and list(claims(scene)) == ["Bo", "No one"]
    assert scene.shown.holder is None and not scene.shown.view.hand   # asked: no one's hand on the table
    click(app, centre(claims(scene)["No one"]))
    assert run_until_quiet(app, scene) == 1   # no one asked is handed the screen: Ann, whose fight goes on, is
    assert app.stack.top.seat == 0            # (her hand was hidden while the whole table was asked)
    click(app, app.stack.top.widgets[0].rect.center)
    assert GAME.window(session.state) is None and session.to_act == 0 and scene.shown.mine


def test_a_computer_answering_first_hides_the_hand_when_people_are_asked_after_it(app):
    """Bo, a computer, sits next after Ann and answers her window first, Cy, a person, after him: while Bo
    thinks, the header already asks "Anyone? … play a card, offer help, or pass", so Ann's hand is not on the
    screen under it (it was, for the computer's thinking time). With only computers to answer, Ann keeps it."""
    def held(kinds: list[str]) -> TableScene:
        state = fight_state()
        hand(state, 0, "tax_season", "paper_cut")
        config = TableConfig(seats=[Seat(name=n, kind=k) for n, k in zip(PEOPLE, kinds, strict=False)])
        state.seats = config.seats
        session = Session(GAME, config, 7, state=state)
        scene = TableScene(app, session)
        scene.computer_wait = -1e9   # (the computers think for ever: the screen is looked at while they do)
        show(app, scene)
        scene.skip_animations()
        reveal(app)
        scene.hold(0)                # Ann holds the screen, her fight's window open
        app.frame([], 1 / 60)
        assert GAME.window(session.state) is not None and session.to_act == 1   # Bo (computer) answers first
        return scene

    scene = held(["human", "computer", "human", "computer"])
    assert scene.shown.holder is None and not scene.shown.view.hand, "Cy will be asked: no one's hand shows"
    scene = held(["human", "computer", "computer", "computer"])
    assert scene.shown.holder == 0 and scene.shown.view.hand, "a lone person keeps her hand while they answer"


def test_anyone_closes_by_itself_after_the_seconds_the_settings_give(app):
    """Settings: "Anyone?" waits 15 seconds by default, counting down on "No one", then no one has claimed it
    and play goes on; set to wait for a click, it waits."""
    session = table_of(fight_state())
    scene = open_scene(app, session)
    assert app.prefs.answer_wait == 15
    for _ in range(14):
        app.frame([], 1.0)
    assert scene.shown.asking and claims(scene)["No one"].words.endswith("(by itself in 1 s)")
    app.frame([], 1.0)
    assert run_until_quiet(app, scene) == 1 and app.stack.top.seat == 0   # over to Ann, whose fight goes on
    assert GAME.window(session.state) is None

    app.prefs.answer_wait = 0
    session = table_of(fight_state())
    scene = open_scene(app, session)
    for _ in range(30):
        app.frame([], 1.0)
    assert scene.shown.asking and GAME.window(session.state) is not None
    assert claims(scene)["No one"].words == "Everyone lets it go: play on"


def test_after_no_one_answered_a_fight_the_next_fight_asks_the_table_again():
    """A window's "No one" ends with it: at a table of people, every later window asks them again (before,
    the people who let the first window go let every later one go unasked)."""
    from game.engine.respond import Pass
    from game.ui.tabletop.holding import Holding

    config = TableConfig(seats=[Seat(name=n, kind="human") for n in PEOPLE[:3]])
    session = Session(GAME, config, 5, keep_undo=False)
    holding = Holding(session)
    agents = [GAME.agent(i, i, "normal") for i in range(3)]
    asks = windows = 0
    asked: object = None   # the window (and its answers) the table was asked about
    while session.outcome is None and session.state.turn < 20:
        window = GAME.window(session.state)
        if window is not None and (window.moment, window.answers) != asked:
            windows += 1
        step = holding.next()
        if step.what == "ask":
            asks += 1
            asked = (window.moment, window.answers)
            holding.claim(None)
        elif step.what == "pass":
            assert asked == (window.moment, window.answers), "a person let a window go without being asked"
            session.play(Pass())
        elif step.what in ("hand", "hold"):
            holding.holder = step.seat
        else:
            session.play(agents[session.to_act].choose(GAME, session.state, session.legal()))
        if GAME.window(session.state) is None:
            asked = None
    assert asks == windows >= 10   # every window asked the table once


def test_a_seat_at_the_window_offers_help_from_the_table_and_the_fighter_reads_the_offer(app):
    session = table_of(fight_state())
    scene = open_scene(app, session)
    click(app, centre(claims(scene)["Bo"]))
    assert run_until_quiet(app, scene) == 1                  # Bo answers: Bo alone is handed the screen
    click(app, app.stack.top.widgets[0].rect.center)
    button = thing(scene, ("help", None))
    assert button.lit
    click(app, centre(button))
    menu = scene.menu
    assert menu is not None and menu.title == "Offer to help Ann"
    row = menu.rows()[menu.labels.index("For 1 of the 2 treasures, the fighter picks first")]
    click(app, centre(row))
    assert run_until_quiet(app, scene) == 1                  # Ann answers the offer: handed the screen
    click(app, app.stack.top.widgets[0].rect.center)
    plate = offer_on_the_table(scene)
    assert plate.title == "Help offered" and plate.lines == (
        "Bo helps Ann against the Troll Toll Collector", "Bo's share: 1 of the 2 treasures", "First pick: Ann",
        "Ann: accept or refuse?")
    click(app, centre(thing(scene, ("answer", "refuse"))))
    assert session.state.combat.helper is None and GAME.offer(session.state) is None


@pytest.mark.parametrize("seats_n", [3, 4, 5, 6])
def test_every_seat_is_laid_out_at_every_table_size(app, seats_n):
    """Each seat sits at its place of the map for this table size, its name strip and cards inside it."""
    state = fresh(seats_n)
    scene = open_scene(app, table_of(state))
    heads = {p.look.seat: p for p in parts(scene, Head)}
    assert sorted(heads) == list(range(seats_n))
    for s, p in heads.items():
        assert seat_box(scene.screen.seat_zones[s]).contains(p.rect)
    assert all(isinstance(p.look, Lying) for p in parts(scene, Lying))


def test_a_curse_is_taken_up_then_given_to_the_seat_clicked(app):
    """A card whose play needs a second choice: the first click takes it up (it stays lit), the seats it may
    go to light, the second click chooses; a click on it again, or a right click, puts it down."""
    state = fresh(3)
    curse, = hand(state, 0, "tax_season")
    scene = open_scene(app, table_of(state))
    card = thing(scene, ("card", curse))
    assert card.do is not None and all(a.card == curse for a in card.actions)
    assert not any(isinstance(p.look, Light) and p.only == ("seat", 1) for p in scene.layout().parts)
    click(app, centre(card))
    assert scene.screen.armed == ("card", curse) and not scene.session.history
    lit = {p.only for p in scene.layout().parts if isinstance(p.look, Light) and p.only is not None}
    assert {("seat", 1), ("seat", 2)} <= lit
    assert any(isinstance(p.look, Ringed) and p.look.inner.title == "Tax Season" for p in parts(scene))
    click(app, centre(thing(scene, ("card", curse))))                  # put down again
    assert scene.screen.armed is None
    click(app, centre(thing(scene, ("card", curse))))
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 300), button=3)], 1 / 60)   # a right click
    assert scene.screen.armed is None
    click(app, centre(thing(scene, ("card", curse))))
    seat = thing(scene, ("seat", 1))
    assert [type(a).__name__ for a in seat.actions] == ["Curse"]
    click(app, visible_point(things(scene), seat))
    assert scene.session.history[-1].card == curse and scene.session.history[-1].target == 1
    assert scene.screen.armed is None


def test_in_charity_an_item_taken_up_may_be_equipped_by_its_button_instead_of_given(app):
    """Charity: each card is given by taking it up and clicking a seat; the one-card plays of the card taken up
    (an item equipped instead of given) are offered as buttons while it is up."""
    from game.games.doors.actions import PlayItem
    from game.games.doors.core import decide
    state = fresh(3)
    state.players[0].level = 3
    cards = hand(state, 0, "horned_helmet", "tax_season", "sneezing_fit", "paper_cut", "butterfingers",
                 "pigeon_curse")
    state.phase = "charity"
    decide(state)
    scene = open_scene(app, table_of(state))
    helmet = cards[0]
    assert not [b for b in buttons(scene) if "Horned Helmet" in b]
    click(app, centre(thing(scene, ("card", helmet))))
    assert scene.screen.armed == ("card", helmet)
    offered = [b for b in buttons(scene) if "Horned Helmet" in b]
    assert offered, buttons(scene)
    take = next(t for t in buttons(scene).values() if isinstance(t.actions[0], PlayItem))
    click(app, centre(take))
    assert isinstance(scene.session.history[-1], PlayItem) and scene.session.history[-1].card == helmet


def test_a_card_leaving_another_seats_hand_flies_from_that_seats_place(app):
    """The fan at the bottom is the hand of the seat holding the screen: a card another seat plays from its
    hand flies from that seat's name strip, one the holder plays from the fan, one no one may see as a back."""
    from game.engine.session import Moment
    from game.games.doors.events import CardMoved
    state = fresh(3)
    helmet, = hand(state, 1, "horned_helmet")
    scene = open_scene(app, table_of(state))
    view, screen = scene.shown.view, scene.screen
    for seat, holder, start in ((1, 0, screen.seat_zones[1]["level"]), (1, 1, screen.map.zones["hand"]),
                                (1, None, screen.seat_zones[1]["level"])):
        event = CardMoved(seat=seat, card=helmet, name="Horned Helmet", src="hand", dst="items", src_seat=seat,
                          dst_seat=seat, message="Bo equips Horned Helmet")
        fly = screen.animate(Moment(event=event, view=view, to_act=None, label="", line=0, seat=holder), view)
        assert start.contains(fly.start) or fly.start.contains(start.center), (holder, fly.start, start)
        assert screen.seat_zones[1]["carried"].collidepoint(fly.end.center)


def test_a_hand_card_marked_for_sale_wears_the_sell_plate_in_its_owners_hand(app):
    """What players met: a card of the hand put up for sale had no mark in its owner's hand (the others do not
    see it named until it is sold: tests/doors/test_items.py)."""
    from game.games.doors import content as C
    from game.games.doors.actions import MarkForSale
    state = fresh()
    shirt, helm = hand(state, 0, "scale_shirt", "helm_of_moderate_courage")
    act(state, MarkForSale(card=shirt))
    scene = open_scene(app, table_of(state))
    faces = [p.look for p in parts(scene, CardFace)] + [p.look.inner for p in parts(scene, Ringed)]
    marks = {f.title: f.mark for f in faces if isinstance(f, CardFace)}
    assert marks[C.card(shirt).name] == "sell" and marks[C.card(helm).name] == ""


def test_every_monster_wears_a_picture_of_its_own_and_a_new_one_the_kinds_icon():
    """What players met: the 44 monsters shared two faces. Each now shows its own picture (the art script's
    cards/doors_monster_<kind>), the Pot Lid Shield a pot lid, not the 1-hand sword; a monster added to the
    data without a picture still draws, with the monster's (or undead's) icon."""
    import dataclasses

    from game.games.doors import content as C
    from game.ui.scenes.doors.cards import picture
    faces = {C.face(i).kind_id: C.face(i) for d in ("door", "treasure") for i in C.deck_ids(d)}
    monsters = [f for f in faces.values() if f.kind == "monster"]
    assert len(monsters) == 44
    for f in monsters:
        assert picture(f) == f"cards/doors_monster_{f.kind_id}" and assets.exists(picture(f)), f.kind_id
    assert picture(faces["pot_lid_shield"]) == "cards/doors_item_pot_lid_shield"
    assert assets.exists(picture(faces["pot_lid_shield"]))
    item = dataclasses.replace(faces["rubber_chicken"], kind_id="brand_new_item")
    assert picture(item) == "cards/doors_icon_hand1"
    new = dataclasses.replace(monsters[0], kind_id="brand_new_monster", undead=False)
    assert picture(new) == "cards/doors_icon_monster"
    assert picture(dataclasses.replace(new, undead=True)) == "cards/doors_icon_undead"


def test_every_item_card_wears_a_picture_of_its_own():
    """What players met: a card's picture shows what its name says, and most items still wore their slot's
    icon (the Rubber Chicken and the Frying Pan of Justice a sword). Every item card of the treasure deck now
    shows its own picture (cards/doors_item_<kind>), which exists, and no two items share one."""
    from game.games.doors import content as C
    from game.ui.scenes.doors.cards import picture
    faces = {C.face(i).kind_id: C.face(i) for d in ("door", "treasure") for i in C.deck_ids(d)}
    items = [f for f in faces.values() if f.kind == "item"]
    assert len(items) == 50
    for f in items:
        assert picture(f) == f"cards/doors_item_{f.kind_id}" and assets.exists(picture(f)), f.kind_id
    assert len({picture(f) for f in items}) == len(items)
    assert picture(faces["rubber_chicken"]) == "cards/doors_item_rubber_chicken"
    assert picture(faces["frying_pan"]) == "cards/doors_item_frying_pan"


def test_the_sell_plate_on_a_hand_card_is_seen_and_covers_none_of_its_words(app):
    """What a tester met: the "sell" plate of a hand card lay over its name, gold on the treasure card's gold
    header, hardly seen ("Shinmering Scale Shirt"). It lies on the card's parchment just over its footer (its
    bonus and gold): under its name and kind, over neither."""
    from game.games.doors import content as C
    from game.ui.scenes.doors import cards
    from game.ui.tabletop.cards import draw_card
    pal = app.palette
    face = cards.face(C.face(next(i for i in C.deck_ids("treasure") if C.face(i).kind_id == "scale_shirt")))
    rect = pygame.Rect(0, 0, 100, 140)
    plain, marked = pygame.Surface(rect.size), pygame.Surface(rect.size)
    draw_card(plain, rect, face, pal)
    draw_card(marked, rect, dataclasses.replace(face, mark="sell"), pal)
    changed = [(x, y) for x in range(rect.w) for y in range(rect.h) if plain.get_at((x, y)) != marked.get_at((x, y))]
    assert changed, "the mark is drawn"
    top, bottom = min(y for _, y in changed), max(y for _, y in changed)
    assert top > rect.h // 2 and bottom < rect.h - 20, (top, bottom)       # below the name and kind, over no footer
    under = {plain.get_at(p)[:3] for p in changed}
    assert tuple(pal.gold[:3]) not in under, "on the parchment, not on the gold header"


def centre_words(scene) -> tuple[list[Notice], list[str]]:
    """The notices and the lines of words the combat zone shows now."""
    zone = scene.screen.map.zones["combat"]
    inside = [p for p in parts(scene) if zone.contains(p.rect)]
    return [p.look for p in inside if isinstance(p.look, Notice)], [p.look.text for p in inside
                                                                     if isinstance(p.look, Text)]


def test_a_fight_won_leaves_no_fight_in_the_centre_down_to_the_final_table(app):
    """The auditor's: once a fight was won the centre kept "Bram fights" over an empty zone and "Bram is winning
    by 3 · 0 treasures to win" (his total against no monster, after 3 against 2), and the final table of a game
    won by a kill kept "Cora fights … winning by 10". At every frame from the kill to the final table, the
    fight is on the table while its monster is, and then the centre says the fight (or the game) is over."""
    state = fresh(3)
    state.players[0].level = 9
    kick_into_window(state, "lint_golem", "dented_colander")
    pass_all(state)
    scene = open_scene(app, table_of(state, people=3))
    app.prefs = Prefs(speed="normal")
    click(app, scene.click_for(Fight()))
    seen: list[str] = []
    for _ in range(400):
        if isinstance(app.stack.top, GameOverScene):
            break
        notices, words, view = *centre_words(scene), scene.shown.view
        if view.combat is not None and view.combat.foes:
            assert not notices and "Ann fights" in words, words
        else:   # (the Lint Golem beaten: the fight over, then the game, its words the rules')
            assert notices == [Notice(PHASES[view.phase], view.prompt, False)] and not words, (notices, words)
        seen.append(notices[0].words if notices else words[0])
        app.frame([], 1 / 30)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and "Ann: the fight is over" in seen, seen
    over.look(True)   # "Look at the table"
    app.frame([], 1 / 30)
    notices, words = centre_words(scene)
    assert notices == [Notice("Game over", scene.session.state.ended, False)] and not words, (notices, words)
    # "the Results · Play again · Menu bar covers the Discards/Treasures piles and Bram's name": it lies in
    # the combat zone, over no pile, seat's place or the game's last words, its three buttons inside it
    screen, bar = scene.screen, over.bar
    assert screen.map.zones["combat"].contains(bar) and all(bar.contains(b.rect) for b in over.bar_widgets)
    covered = [p.look for p in parts(scene) if bar.colliderect(p.rect)
               and isinstance(p.look, (Notice, Lying, Deck, CardFace, Head))]
    places = [seat_box(zones) for zones in screen.seat_zones.values()]
    decks = [screen.map.zones[z] for z in ("door_deck", "door_discards", "treasure_deck", "treasure_discards")]
    assert not covered and bar.collidelist(places + decks) == -1, covered


def test_at_the_end_no_one_s_hand_is_on_the_screen_at_a_table_of_people(app):
    """The auditor's: after Dan's winning fight his hand stayed face up under "Game over", under the results
    and on "Look at the table", with "Dan (you)". At the end everyone looks at the screen: from the moment the
    game is won the table is no one's, while a lone person keeps hers (there is no one to hide it from)."""
    for people in (3, 1):
        state = fresh(3)
        state.players[0].level = 9
        hand(state, 0, "tax_season", "paper_cut")
        kick_into_window(state, "lint_golem", "dented_colander")
        pass_all(state)
        scene = open_scene(app, table_of(state, people=people))
        assert scene.shown.view.hand
        click(app, scene.click_for(Fight()))
        for _ in range(400):
            if isinstance(app.stack.top, GameOverScene):
                break
            app.frame([], 1 / 30)
        over = app.stack.top
        assert isinstance(over, GameOverScene)
        over.look(True)
        app.frame([], 1 / 30)
        if people > 1:
            assert scene.shown.holder is None and not scene.shown.view.hand and scene.shown.view.viewer is None
        else:
            assert scene.shown.holder == 0 and scene.shown.view.hand
        app.stack.pop()
        app.stack.pop()
        app.stack.apply()


def test_a_steal_clicked_on_the_card_is_asked_once_more_and_a_menu_takes_the_pointer(app):
    """A Cutpurse's steal is one click on the other seat's small item, and a failed roll costs a level: the
    click asks once more (Yes / No) before anything is rolled. While the question is open it takes the pointer
    as it takes the clicks: the card beneath is not shown large over it."""
    from game.games.doors.actions import Steal
    state = fresh()
    state.players[0].level = 3
    be(state, 0, "cutpurse")
    helm, = equip(state, 1, "helm_of_moderate_courage")
    session = table_of(state, people=1)
    scene = open_scene(app, session)
    card = next(t for t in things(scene) if t.actions and all(isinstance(a, Steal) for a in t.actions))
    played = len(session.history)
    click(app, centre(card))
    assert scene.menu is not None and scene.menu.title.startswith("Steal Bo's Helm of Moderate Courage?")
    assert len(session.history) == played, "nothing rolled on the first click"
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(centre(card)), rel=(1, 1),
                                  buttons=(0, 0, 0))], 1 / 60)
    assert scene.hover is None or scene.hover[0] == "menu", "the card under the open question answers nothing"
    click(app, centre(next(r for r in scene.menu.rows() if r.actions)))
    assert isinstance(session.history[-1], Steal) and session.history[-1].card == helm


def test_a_monster_s_bad_stuff_is_as_large_as_its_text(app, monkeypatch):
    """The auditor's: on the monster in the combat zone the Bad Stuff line was tiny (the text above it, fitted
    first, took the room). The lines of a card share one size, made smaller together until all fit."""
    from game.games.doors import content
    from game.ui import cards as card_module
    from game.ui.scenes.doors.cards import face
    from game.ui.theme import NORMAL
    drawn: list[tuple[str, int]] = []   # each line of body words drawn, with its size
    real = assets.text

    def text(font, size, line, colour):
        if font == "body":
            drawn.append((line, size))
        return real(font, size, line, colour)

    monkeypatch.setattr(assets, "text", text)
    card_module.paint_face(pygame.Surface((170, 210)), pygame.Rect(0, 0, 165, 205),
                           face(content.face("sulking_skeleton#1")), NORMAL)
    bad = next(size for line, size in drawn if line.startswith("Bad stuff"))
    assert {size for _, size in drawn} == {bad} and bad >= 11, drawn
