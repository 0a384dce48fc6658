"""Kick the Door's table screen, against the issue's words: each seat's level, race, class and equipped items
with their total strength; the combat zone with both sides' totals, every modifier and the run-away die; the
help bargain as a clear offer answered on the table; a card growing under the pointer; the table's captions
clear of the deck art. Positions are arranged with the rules tests' helpers and played through the screen."""

import pygame
import pytest

from game.engine.offer import Accept
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.doors import GAME
from game.games.doors.actions import AskHelp, Fight, KickDoor, RunAway
from game.ui import assets, cardtable
from game.ui.scenes.doors import DoorsScene, paint
from game.ui.scenes.handoff import HandOffScene
from tests.doors.helpers import act, be, equip, fresh, hand, pass_all, top
from tests.ui.conftest import click, note_words, show
from tests.ui.harness import reveal

PEOPLE = ["Ann", "Bo", "Cy", "Di"]


def table_of(state, people=2):
    """A session of the arranged state: the first `people` seats people, the rest computers."""
    config = TableConfig(seats=[Seat(name=n, kind="human" if i < people else "computer")
                                for i, n in enumerate(PEOPLE[:state.n])])
    state.seats = config.seats
    return Session(GAME, config, 7, state=state)


def open_scene(app, session, viewer=0):
    scene = show(app, DoorsScene(app, session))
    scene.skip_animations()
    scene.computer_wait = -1e9          # the computers wait: the screen is looked at as it stands
    reveal(app)                         # the person to act is handed the screen
    scene.set_viewer(viewer)
    return scene


@pytest.fixture
def said(monkeypatch):
    """Every line of words drawn on the screen, in order."""
    return note_words(monkeypatch, [])


def frame(app):
    app.frame([], 1 / 60)
    app.draw(app.screen)


def kick_into_window(state, *cards):
    """The seat to act kicks open the door onto these cards (the window after it still open)."""
    top(state, *cards)
    act(state, KickDoor())


def strip(text: str) -> str:
    return text.rstrip("…").rstrip()


def test_the_deck_captions_lie_above_their_piles_inside_their_zones(app):
    """The lead saw the zone captions drawn over the deck art: each caption fits its zone and no pile (with
    the stack drawn above it) covers it."""
    state = fresh(4)
    scene = open_scene(app, table_of(state))
    for text, rect in scene.table.captions:
        img = assets.text("title", 17, text, (0, 0, 0)).get_rect(midleft=(rect.x, rect.y + rect.h // 2 + 1))
        zone = next(name for name, z in scene.table.zones.items() if z.contains(rect))
        assert scene.table.zones[zone].contains(img), f"the caption {text!r} runs out of its zone"
        for pile_zone in ("door_deck", "door_discards", "treasure_deck", "treasure_discards"):
            pile = scene.pile(pile_zone)
            assert not pile.inflate(6, 12).colliderect(img), f"the {pile_zone} pile covers the caption {text!r}"


def test_every_seat_shows_its_level_strength_race_class_and_items_in_a_box_of_its_own(app, said):
    state = fresh(4)
    state.players[0].level = 3
    be(state, 0, "leafling", "brawler")
    helmet, sword = equip(state, 0, "horned_helmet", "slightly_sharp_sword")
    spare, = equip(state, 0, "pointy_stick", equipped=False)
    be(state, 1, "stoutfolk", "family_tree")          # a race and the double-race card share the race slot
    equip(state, 1, "chainmail_onesie")
    scene = open_scene(app, table_of(state))
    frame(app)
    view = scene.view
    for s in view.seats:
        assert s.name in " ".join(said)
        assert f"Level {s.level}" in said and f"Strength {s.strength}" in said
    assert view.seats[0].strength == 3 + 2 + 2
    assert "Leafling · Brawler" in said and "no race or class" in said
    assert any(t.startswith("Stoutfolk · Compl") for t in said)     # cut to its room, never shrunk
    boxes = [scene.seat_box(s) for s in range(4)]
    assert all(not a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    for zone in ("combat", "hand", "door_deck", "treasure_deck"):
        assert not any(b.colliderect(scene.table.zones[zone]) for b in boxes)
    where = {t[1]: r for r, t in scene.targets() if t[0] == "card"}
    zones = scene.seat_zones[0]
    assert zones["headgear"].contains(where[helmet]) and zones["left_hand"].contains(where[sword])
    assert zones["carried"].contains(where[spare]) and where[spare].w > where[spare].h   # carried: sideways
    assert boxes[0].contains(zones["level"])
    for f in view.seats[1].races + view.seats[1].doubles:     # stacked, each still to be clicked
        assert scene.seat_zones[1]["race"].contains(where[f.id])
        assert scene.visible_point(where[f.id], ("card", f.id)) is not None
    seat_words = paint.strength_words(view.seats[0])
    assert seat_words.startswith("Strength 7: level 3") and "Horned Helmet" in seat_words


def fight(people=2):
    """Ann (level 1, a helmet and a sword: 5) kicks open the door onto a level 6 troll; Bo (4 and a chainmail)
    may help."""
    state = fresh(4)
    equip(state, 0, "horned_helmet", "slightly_sharp_sword")
    state.players[1].level = 4
    equip(state, 1, "chainmail_onesie")
    kick_into_window(state, "troll_toll_collector", "dented_colander", "pointy_stick")
    return state


def test_the_combat_zone_shows_both_totals_and_every_modifier(app, said):
    state = fight()
    pass_all(state)
    act(state, AskHelp(seat=1, share=1, helper_first=True))
    act(state, Accept())
    scene = open_scene(app, table_of(state))
    frame(app)
    combat = scene.view.combat
    assert combat.helper == 1 and len(combat.lines) >= 5
    assert str(combat.players) in said and str(combat.monsters) in said
    assert "Ann fights, Bo helping" in said
    drawn = [strip(t) for t in said]
    for line in combat.lines:
        label = line.label.partition(": ")[2] or line.label
        assert any(label.lower().startswith(t.lower()) and len(t) >= 4 for t in drawn), f"{label} is not shown"
        value = str(line.value) if label == "level" else f"{line.value:+d}"
        assert value in said
    assert scene.hidden_rows == {"players": [], "monsters": []}     # every modifier had room


def test_running_away_shows_the_die_and_the_chance(app, said, monkeypatch):
    dice = []
    monkeypatch.setattr(paint, "draw_die", lambda surface, sides, value, centre, size, pal: dice.append(value))
    state = fight()
    pass_all(state)
    act(state, RunAway())
    pass_all(state)
    scene = open_scene(app, table_of(state))
    frame(app)
    run = scene.view.combat.runs[0]
    assert dice and set(dice) == {5}      # the die shows what the roll needs
    assert any(t.startswith("Ann runs from the Troll") for t in said)
    assert any(f"{round(run.chance * 100)}% chance" in t for t in said)


def test_the_help_bargain_reads_as_an_offer_and_is_answered_on_its_plate(app):
    """The fighter clicks a seat and picks the terms from a menu that names the share and who picks first;
    the seat asked is handed the screen and reads who helps whom, for what share, who picks first, and
    answers with the plate's own Accept button."""
    session = table_of(fight())
    pass_all(session.state)
    scene = open_scene(app, session)
    bo = scene.seat_box(1)
    assert scene.is_lit(("seat", 1))
    click(app, scene.visible_point(bo, ("seat", 1)))
    assert scene.menu is not None and scene.menu.title == "Ask Bo to help you"
    labels = [b.label for b in scene.menu.buttons]
    assert "For 1 of the 2 treasures, the helper picks first" in labels and "For no treasure" in labels
    pick = next(b for b in scene.menu.buttons if b.label == "For 1 of the 2 treasures, the helper picks first")
    click(app, pick.rect.center)
    offer = GAME.offer(session.state)
    assert offer is not None and offer.to == 1
    for _ in range(5):
        app.frame([], 1 / 30)
    handoff = app.stack.top
    assert isinstance(handoff, HandOffScene) and handoff.seat == 1     # Bo's own decision: hand-off first
    click(app, handoff.widgets[0].rect.center)
    plate = scene.offer_plate()
    assert plate is not None and plate.title == "Help asked"
    assert plate.lines == ["Bo helps Ann against the Troll Toll Collector", "Bo's share: 1 of the 2 treasures",
                           "First pick: Bo", "Bo: accept or refuse?"]
    accept = dict((t, r) for r, t in plate.buttons())[("answer", "accept")]
    assert scene.is_lit(("answer", "accept")) and scene.target_at(accept.center) == ("answer", "accept")
    click(app, accept.center)
    assert session.state.combat.helper == 1 and session.state.combat.share == 1


def test_a_card_grows_under_the_pointer_and_a_card_on_the_table_shows_large_beside_it(app, monkeypatch):
    shown = []
    real = cardtable.draw_face
    monkeypatch.setattr(cardtable, "draw_face", lambda s, rect, face, pal: (shown.append((rect, face.title)),
                                                                            real(s, rect, face, pal)))
    state = fresh(4)
    card, = hand(state, 0, "troll_toll_collector")
    helmet, = equip(state, 1, "horned_helmet")
    scene = open_scene(app, table_of(state))
    spot = next(r for r, t in scene.targets() if t == ("card", card))
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.draw(app.screen)
    grown = [r for r, title in shown if title == "Troll Toll Collector"]
    assert grown and grown[-1].h >= 280 and grown[-1].w > 1.8 * spot.w      # as large as a card read alone
    shown.clear()
    spot = next(r for r, t in scene.targets() if t == ("card", helmet))
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.draw(app.screen)
    large = [r for r, title in shown if title == "Horned Helmet of Headbutting"]
    assert large and large[-1].size == cardtable.PREVIEW and not large[-1].collidepoint(spot.center)


def test_a_fight_won_at_once_is_one_click_and_every_moment_of_it_is_worded(app):
    """A plain fight the fighter wins: "Fight!" is a button, one click; the header of every moment shown
    while it resolves says something whole (not "fight the  — you 6 vs 0" once the monster is gone)."""
    state = fresh(4)
    state.players[0].level = 5
    kick_into_window(state, "lint_golem", "dented_colander")
    pass_all(state)
    scene = open_scene(app, table_of(state))
    assert Fight() in scene.button_actions(scene.legal)
    click(app, scene.click_for(Fight()))
    labels = [m.label for m in scene.session.moments] + [m.label for m in scene.queue]
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


def test_a_window_no_one_answers_costs_one_click_and_no_hand_off(app):
    """"A response window no one answers costs one click (the shared prompt), not a hand-off per seat.\""""
    session = table_of(fight())
    scene = open_scene(app, session)
    assert scene.asking_everyone() and [b.label for b in scene.panel.choices] == ["Bo", "No one"]
    click(app, next(b for b in scene.panel.choices if b.label == "No one").rect.center)
    assert run_until_quiet(app, scene) == 0
    assert GAME.window(session.state) is None and session.to_act == 0 and scene.my_turn()


def test_a_seat_at_the_window_offers_help_from_the_table_and_the_fighter_reads_the_offer(app):
    session = table_of(fight())
    scene = open_scene(app, session)
    click(app, next(b for b in scene.panel.choices if b.label == "Bo").rect.center)
    assert run_until_quiet(app, scene) == 1                  # Bo answers: Bo alone is handed the screen
    click(app, app.stack.top.widgets[0].rect.center)
    button = scene.help_button()
    assert button is not None and scene.is_lit(("help", None))
    click(app, button.center)
    assert scene.menu is not None and scene.menu.title == "Offer to help Ann"
    pick = next(b for b in scene.menu.buttons if b.label == "For 1 of the 2 treasures, the fighter picks first")
    click(app, pick.rect.center)
    assert run_until_quiet(app, scene) == 1                  # Ann answers the offer: handed the screen
    click(app, app.stack.top.widgets[0].rect.center)
    plate = scene.offer_plate()
    assert plate.title == "Help offered" and plate.lines == [
        "Bo helps Ann against the Troll Toll Collector", "Bo's share: 1 of the 2 treasures", "First pick: Ann",
        "Ann: accept or refuse?"]
    refuse = dict((t, r) for r, t in plate.buttons())[("answer", "refuse")]
    click(app, refuse.center)
    assert session.state.combat.helper is None and GAME.offer(session.state) is None
