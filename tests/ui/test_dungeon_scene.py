"""Dungeon!'s table, headless: it opens on a real session and draws; clicks on the board become the rules'
actions (a move, a door, a spell from the menu at the click), the other decisions are cards and buttons.
(Whole games by clicks and random clicks are the shared harness's, in test_every_table.py.)"""

import dataclasses

import pygame

from game.engine.registry import get_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.dungeon.actions import (
    CastSpell,
    ChoosePawn,
    EndTurn,
    MoveTo,
    OpenDoor,
    TakeSpell,
    TrySecretDoor,
)
from game.ui.gallery import GalleryScene
from game.ui.looks import Plate, Way
from game.ui.scenes.dungeon import SCREEN
from game.ui.scenes.rules import RulesScene
from game.ui.tabletop.menu import Menu
from game.ui.tabletop.scene import TableScene
from tests.ui.conftest import button, click, run, show
from tests.ui.harness import take
from tests.ui.tables import buttons, centre, parts, point, thing, things

GAME = get_game("dungeon")


def session(*pawns, seed=3, humans=1):
    names = ["Ada", "Bram", "Cora", "Dain"]
    seats = [Seat(name=names[i], kind="human" if i < humans else "computer", choices={"pawn": p})
             for i, p in enumerate(pawns)]
    return Session(GAME, TableConfig(seats=seats), seed)


def until_mine(s, wanted=lambda legal: True, limit=3000):
    """Let the computers (and the person's own seat, by the computer's choice) play until seat 0 may do
    something `wanted` allows."""
    for _ in range(limit):
        if s.outcome is not None:
            return False
        if s.state.to_act == 0 and s.state.phase == "play" and wanted(s.legal()):
            return True
        s.play(s.computer_choice())
    return False


def table(app, s):
    scene = show(app, TableScene(app, s))
    scene.skip_animations()
    run(app, 0.1)
    return scene


def cards(scene):
    """The cards to choose from over the board (a pawn, a spell, a prize to drop), in their order."""
    return [t for t in things(scene) if t.key[0] == "choice" and isinstance(t.key[1], int)]


def door_point(scene, action):
    """The door itself (a secret door to search, a room's door to open), brought into view."""
    screen = scene.screen
    cam, layout = screen.camera, screen.layout
    if isinstance(action, TrySecretDoor):
        at = layout.door_at[action.link]
    else:
        at = layout.door_at[next(k for k, v in screen.door_links(scene.shown).items() if v == action.room)]
    cam.centre_on(*at)
    screen.following = False
    return cam.to_screen(*at)


def test_the_modules_contract():
    assert SCREEN.__name__ == "DungeonScreen"


def test_the_table_opens_and_draws(app):
    scene = table(app, session("Hero", "Elf", "Wizard", "Superhero"))
    app.draw(app.screen)
    screen, view = scene.screen, scene.shown.view
    assert screen.camera.zoom <= 0.6 and screen.seat_icon(view, 0) == "pawns/hero"
    long, short = screen.seat_line(view, 0)     # with the pawn's type, and without it for a narrow panel
    assert "Hero" in long and "Hero" not in short and "gp" in short   # the seat at the screen sees its value
    assert not any("gp" in line for line in screen.seat_line(view, 1))


def test_a_pawn_is_chosen_by_clicking_its_card(app):
    scene = table(app, session("Choose in play", "Hero", seed=5))
    run(app, 1)
    offered = cards(scene)
    assert len(offered) == 4 and all(isinstance(t.actions[0], ChoosePawn) for t in offered)
    assert "Play as an Elf" in buttons(scene)  # the buttons remain too
    elf = next(t for t in offered if t.actions == (ChoosePawn("Elf"),))
    click(app, centre(elf))
    assert ChoosePawn("Elf") in scene.session.history


def test_a_wizard_clicks_spell_cards(app):
    scene = table(app, session("Wizard", "Hero", seed=2))
    run(app, 1)
    taken = 0
    while cards(scene) and isinstance(cards(scene)[0].actions[0], TakeSpell):
        offered = cards(scene)
        click(app, centre(offered[taken % len(offered)]))
        taken += 1
        run(app, 0.1)
    assert taken == 7 and sum(scene.session.state.pawns[0].spells.values()) == 7


def test_a_click_on_a_lit_space_moves_there(app):
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(isinstance(a, MoveTo) and a.cost > 1 for a in legal))
    scene = table(app, s)
    move = max((a for a in s.legal() if isinstance(a, MoveTo)), key=lambda a: a.cost)
    take(app, scene, move)


def test_a_click_on_a_door_opens_it(app):
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(isinstance(a, OpenDoor) for a in legal))
    scene = table(app, s)
    door = next(a for a in s.legal() if isinstance(a, OpenDoor))
    before = len(s.history)
    click(app, door_point(scene, door))
    assert s.history[before] == door


def test_a_place_with_several_actions_offers_a_menu(app):
    s = session("Wizard", "Elf", seed=4)
    assert until_mine(s, lambda legal: any(isinstance(a, CastSpell) for a in legal))
    scene = table(app, s)
    spell = next(a for a in s.legal() if isinstance(a, CastSpell))
    cam = scene.screen.camera
    cam.centre_on(*scene.screen.layout.pawn_at[spell.space])
    scene.screen.following = False
    click(app, cam.to_screen(*scene.screen.layout.pawn_at[spell.space]))
    assert isinstance(scene.menu, Menu) and len(scene.menu.actions) >= 2
    click(app, (5, 700))  # a click elsewhere closes it
    assert scene.menu is None
    take(app, scene, spell)


def test_ending_the_turn_is_a_button(app):
    s = session("Hero", "Elf")
    assert until_mine(s)
    scene = table(app, s)
    end = next(a for a in s.legal() if isinstance(a, EndTurn))
    before = len(s.history)
    click(app, centre(buttons(scene)[str(end)]))
    assert s.history[before] == end


def test_hovering_a_destination_shows_its_path_and_cost(app):
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(isinstance(a, MoveTo) for a in legal))
    scene = table(app, s)
    move = next(a for a in s.legal() if isinstance(a, MoveTo))
    way = [p for p in parts(scene, Way)]
    over = point(app, scene, scene.click_for(move))
    assert over is not None and over.key == ("place", move.space) and over.actions == (move,)
    assert [p for p in parts(scene, Way) if p not in way], "the way there"
    assert any(p.look.text == f"{move.cost} move{'s' if move.cost > 1 else ''}" for p in parts(scene, Plate)), \
        "and what it costs"
    assert f"Click: {scene.screen.action_words(scene.shown.view, move)}" in over.text()
    app.draw(app.screen)
    before = pygame.image.tobytes(app.screen, "RGB")
    point(app, scene, (5, 600))
    app.draw(app.screen)
    assert pygame.image.tobytes(app.screen, "RGB") != before


def test_the_card_gallery_shows_every_level_from_the_rules(app):
    rules = show(app, RulesScene(app, GAME))
    click(app, button(rules, "The cards").rect.center)
    gallery = app.stack.top
    assert isinstance(gallery, GalleryScene)
    labels = [label for label, _ in gallery.gallery.tabs]
    assert labels == [*(f"Level {n}" for n in range(1, 7)), "Pawns and spells"]
    for label in labels:
        click(app, button(gallery, label).rect.center)
        assert app.stack.top.tab == labels.index(label)
        assert app.stack.top.scroll.content.get_height() > 300


def placed(pawn, at_kind):
    """A game at seat 0's turn, its pawn moved to a space `at_kind` picks (a function of the map)."""
    from tests.dungeon.helpers import turn_of
    s = session(pawn, "Hero")
    assert until_mine(s)
    turn_of(s.state, 0, at_kind(GAME.map(), s.state))
    return s


def test_a_click_on_a_secret_door_searches_for_it(app):
    def beside_secret_door(m, state):
        for link, kind in sorted(m.link_kind.items()):
            a, b = m.link_ends[link]
            if kind == "secret_door" and m.kind[a] == "corridor":
                return a
        raise AssertionError("no secret door beside a corridor")
    s = placed("Elf", beside_secret_door)
    scene = table(app, s)
    search = next(a for a in s.legal() if isinstance(a, TrySecretDoor))
    before = len(s.history)
    click(app, door_point(scene, search))
    assert s.history[before] == search


def test_a_click_on_the_own_chamber_fights_there(app):
    from game.games.dungeon.actions import Fight
    s = placed("Hero", lambda m, state: next(c for c in m.chambers if state.lairs.get(c)))
    scene = table(app, s)
    fight = next(a for a in s.legal() if isinstance(a, Fight))
    take(app, scene, fight)


def test_the_crystal_ball_looks_into_a_room_far_away(app):
    from game.games.dungeon.actions import UseCrystalBall
    from tests.dungeon.helpers import card
    s = session("Hero", "Elf")
    assert until_mine(s)
    s.state.pawns[0].prizes.append(card(4, "Crystal Ball"))
    scene = table(app, s)
    look = next(a for a in s.legal() if isinstance(a, UseCrystalBall) and GAME.map().level[a.space] == 6)
    take(app, scene, look)
    assert any("with the Crystal Ball" in t for t in s.log_for(0)[-6:])


def test_hovering_a_known_monster_gives_the_odds(app):
    from tests.dungeon.helpers import card, lair
    s = session("Hero", "Elf")
    assert until_mine(s, lambda legal: any(isinstance(a, OpenDoor) for a in legal))
    door = next(a for a in s.legal() if isinstance(a, OpenDoor))
    lair(s.state, door.room, card(4, "Troll"), face_up=True)
    scene = table(app, s)
    words = thing(scene, ("place", door.room)).text()
    assert "Troll: Hero needs 10: 17%" in words, words


def test_a_fight_shows_the_card_fought_beside_the_dice(app):
    """A fight against a monster already face up on the board (no card turned for it) still shows that
    monster's card beside the dice: the roll names the card it is against (by id), not in words."""
    from game.engine.events import DiceRolled
    from game.games.dungeon import content
    from game.ui.anims import FightDice

    s = session("Hero", "Elf", humans=0, seed=5)
    scene = TableScene(app, s)
    fights = []
    for _ in range(3000):
        if s.outcome is not None or len(fights) >= 3:
            break
        before = s.view(None)
        s.play(s.computer_choice())
        for moment in s.moments:
            if isinstance(moment.event, DiceRolled) and moment.event.against:
                fights.append((moment, before))
            before = moment.view
    assert fights, "no fight in the game"
    for moment, before in fights:
        scene.screen.pinned = None
        shown = scene.screen.animate(moment, before)
        assert isinstance(shown, FightDice) and shown.face is not None
        assert shown.face.title == content.monster(moment.event.against).name


def test_the_card_fought_stays_pinned_from_its_reveal_until_the_turn_is_over(app):
    """The card turned up is the one beside the dice and on the fight's banner, noted as the table catches
    up with the moment it was turned up; the next turn (or every moment shown) lets it go."""
    from game.engine.events import DiceRolled, TurnBegan
    from game.games.dungeon.events import CombatResolved, MonsterRevealed
    from game.ui.anims import Banner, FightDice

    s = session("Hero", "Elf", humans=0, seed=5)
    scene = TableScene(app, s)
    show_ = scene.screen
    checked = 0
    for _ in range(3000):
        if s.outcome is not None or checked >= 3:
            break
        before = s.view(None)
        s.play(s.computer_choice())
        revealed = None
        for moment in s.moments:
            event = moment.event
            anim = show_.animate(moment, before)
            if isinstance(event, DiceRolled) and revealed is not None and event.target is not None:
                assert isinstance(anim, FightDice) and anim.face == revealed
            if isinstance(event, CombatResolved) and revealed is not None:
                assert isinstance(anim, Banner) and anim.face == revealed
                checked += 1
            show_.caught_up(moment)
            if isinstance(event, MonsterRevealed):
                revealed = show_.pinned
                assert revealed is not None
            if isinstance(event, TurnBegan):
                assert show_.pinned is None
                revealed = None
            before = moment.view
        scene.screen.settled(scene.shown)
        assert show_.pinned is None
    assert checked, "no monster turned up and fought"


def test_the_tray_opens_the_hand_of_prizes_under_the_pointer(app):
    """The tray under the board says the person's gold; on it (or on the cards then fanned above it) their
    prize cards show, the one under the pointer grown to be read; away from it they go."""
    from game.games.dungeon import words
    from game.ui.cards import CardFace
    from game.ui.scenes.dungeon.overlay import Purse
    from tests.dungeon.helpers import card
    s = session("Hero", "Elf")
    assert until_mine(s)
    s.state.pawns[0].prizes += [card(1, "Sack of Gold"), card(2, "Silver Cup")]
    scene = table(app, s)
    (purse,) = parts(scene, Purse)
    assert purse.look.text == words.purse(scene.shown.view.pawns[0]) and not parts(scene, CardFace)
    point(app, scene, centre(thing(scene, ("tray",))))
    assert sorted(p.look.title for p in parts(scene, CardFace)) == ["Sack of Gold", "Silver Cup"]
    rest = [t for t in things(scene) if t.key == ("prize", 1) and t.only != t.key][0]
    point(app, scene, centre(rest))
    grown = [p for p in parts(scene, CardFace) if p.only == ("prize", 1)]
    assert len(grown) == 1 and grown[0].rect.h > rest.rect.h, "the card under the pointer grows"
    point(app, scene, (grown[0].rect.centerx, grown[0].rect.y + 10))
    assert scene.hover == ("prize", 1), "above the row, the grown card holds the pointer"
    point(app, scene, (600, 200))
    assert not parts(scene, CardFace), "away from the tray the hand is put away"


def test_the_board_under_the_cards_to_choose_answers_nothing(app):
    """Choosing a pawn: a click between the cards says nothing of the place under it, and takes nothing; the
    zoom tools still answer."""
    scene = table(app, session("Choose in play", "Hero", seed=5))
    run(app, 1)
    assert cards(scene)
    over = point(app, scene, (460, 600))
    assert over is not None and over.key == ("choosing",) and not over.text()
    before = len(scene.session.history)
    click(app, (460, 600))
    assert len(scene.session.history) == before and app.toast is None
    assert point(app, scene, centre(thing(scene, ("tool", "Whole")))).key == ("tool", "Whole")


def test_the_click_that_skips_the_animations_starts_no_drag(app):
    """A press on the board while moments play is the click that skips them: the next click on the board is a
    click, not the end of a drag that throws the view across the board."""
    from game.ui.prefs import Prefs
    s = session("Hero", "Elf")
    assert until_mine(s)
    scene = table(app, s)
    app.prefs = Prefs(speed="normal")
    take(app, scene, next(a for a in s.legal() if isinstance(a, EndTurn)))
    assert not scene.resting
    click(app, (300, 400))   # skips the moments of the turn ended
    cam = scene.screen.camera
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 200), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert not cam.dragging and scene.screen.following, "the view was dragged by the pointer, no button down"


def test_a_seat_line_counts_one_spell_and_the_turns_a_pawn_loses_in_words(app):
    """A Wizard with one spell left read "1 spells", a pawn caught by a trap "loses 2": "1 spell", "loses 2
    turns"."""
    scene = table(app, session("Wizard", "Elf"))
    screen, view = scene.screen, scene.shown.view
    wizard, elf = view.pawns[0], view.pawns[1]
    one = dataclasses.replace(view, pawns=(dataclasses.replace(wizard, spell_count=1),
                                           dataclasses.replace(elf, lost_turns=2, wounded=False)))
    assert "1 spell" in screen.seat_line(one, 0)[0] and "1 spells" not in screen.seat_line(one, 0)[0]
    assert screen.seat_line(one, 1)[0].endswith("loses 2 turns")


def test_after_leaving_a_prize_for_safe_keeping_the_hint_points_at_the_choices_left(app):
    """Leaving a prize on the Main Staircase ends the pawn's moves for the turn; more prizes may still be left or
    taken back. The board's hint said "Nothing more to do here: end your turn"; it points at the choices."""
    from game.games.dungeon.actions import KeepSafe, MoveTo
    from tests.dungeon.helpers import act, card, game, space, started, turn_of
    from tests.dungeon.helpers import table as config_of
    from tests.ui.harness import reveal
    g = game()   # (the rules tests' small board)
    ring, cup = card(3, "Gold Ring (3,000)"), card(2, "Silver Cup (1,000)")
    config = config_of("Hero", "Wizard", options={"safe_keeping": True})
    config.seats[1].kind = "computer"
    state = started(g, "Hero", "Wizard", options={"safe_keeping": True}, spells=("transference",) * 7)
    state.pawns[0].prizes = [ring, cup]
    turn_of(state, 0, space(g, "a1"))
    act(g, state, MoveTo, space=space(g, "Main Staircase"))
    act(g, state, KeepSafe, card=ring)
    scene = show(app, TableScene(app, Session(g, config, 1, state=state)))
    reveal(app)
    scene.skip_animations()
    assert scene.screen.hint(scene.shown) == "Nothing to click on the board: choose at the right, or end your turn"
