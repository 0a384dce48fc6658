"""The Dice Delve table screen, headless: it lays itself out from the map, draws, lights the legal targets,
turns clicks into the rules' actions, hides other seats' twist cards, and animates every event from the view
before it. (Whole games by clicks and random clicks are the shared harness's, in test_every_table.py; the
moment shown at every frame of whole games is test_delve_moments.py's.)"""

import dataclasses

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.delve import GAME
from game.games.delve import actions as A
from game.games.delve.events import DelveBegan, DelveEnded, DiceMoved, LevelUp, Rolled
from game.ui.anims import Heralded
from game.ui.cards import CardFace
from game.ui.looks import Plate
from game.ui.prefs import Prefs
from game.ui.scenes.delve import BOARD_STYLE, SCREEN
from game.ui.scenes.delve import motion as moves
from game.ui.scenes.delve.clicks import Target
from game.ui.scenes.delve.layout import TableLayout, paint_die
from game.ui.scenes.delve.motion import Motion
from game.ui.scenes.delve.seats import CHIP
from game.ui.scenes.delve.zones import paint_cross
from game.ui.tabletop.cards import Ringed
from game.ui.tabletop.layout import SIDE_W
from game.ui.tabletop.scene import TableScene
from tests.delve.helpers import DRAGON, LOOT, MONSTER, REGROUP, at, force
from tests.ui.conftest import click, run, show
from tests.ui.harness import take, until_person
from tests.ui.tables import buttons, centre, parts, point, thing, things


def session(*kinds: str, seed: int = 4, twists: bool = False, trading: bool = False,
            heroes: tuple[str, ...] = ()) -> Session:
    seats = [Seat(name=f"P{i}", kind=k, choices={"hero": heroes[i] if i < len(heroes) else "random"})
             for i, k in enumerate(kinds)]
    return Session(GAME, TableConfig(seats=seats, options={"twists": twists, "trading": trading}), seed)


def open_table(app, s: Session) -> TableScene:
    scene = show(app, TableScene(app, s))
    scene.skip_animations()
    until_person(app, scene)
    return scene


def table_at(app, phase=MONSTER, heroes=("Knight", "Crusader"), **dice):
    """A human (seat 0) against a computer, the human's delve put in a phase with these dice."""
    s = session("human", "computer", heroes=heroes)
    scene = open_table(app, s)
    at(s.state, phase, **dice)
    scene.refresh()
    app.frame([], 1 / 60)
    return scene


def lit_actions(scene, key) -> tuple:
    return thing(scene, key).actions


def test_the_shell_finds_the_screen_and_its_board_style():
    assert SCREEN.__name__ == "DelveScreen" and BOARD_STYLE.__name__ == "DelveBoardStyle"


def test_the_zones_come_from_the_map_and_fit_beside_the_side_panel(app):
    scene = open_table(app, session("human", "computer"))
    board_area = pygame.Rect(0, 0, 1280 - SIDE_W, 720)
    lay = scene.screen.layout
    for rect in [*lay.zones.values(), lay.panels["phase"], *[r for z in lay.seats.values() for r in z.values()]]:
        assert board_area.contains(rect), rect
    assert lay.zones["party"].w > 450 and lay.grids["party"].size >= 56    # big, readable dice
    # moving a zone in Tiled moves it on screen
    board = scene.game.load_board()
    lair = next(s for s in board.of_kind("zone") if s.prop("zone") == "lair")
    moved = dataclasses.replace(board, spaces={**board.spaces, lair.id: dataclasses.replace(lair, y=lair.y + 40)})
    assert TableLayout.fit(moved, scene.board_rect).zones["lair"].y > lay.zones["lair"].y


def test_it_draws_every_phase_and_shows_its_dice(app):
    for phase, dice in ((MONSTER, {"party": ["Fighter", "Scroll"], "dungeon": ["Goblin", "Chest"]}),
                        (LOOT, {"party": ["Thief"], "dungeon": ["Chest", "Potion"], "graveyard": ["Mage"]}),
                        (DRAGON, {"party": ["Fighter", "Cleric", "Mage"], "lair": 3}),
                        (REGROUP, {"party": ["Champion"], "level": 4})):
        scene = table_at(app, phase, **dice)
        app.draw(app.screen)
        assert scene.shown.view.phase == phase
        # (the Lair's foes are small)
        faces = sorted(p.look for p in parts(scene) if p.paint is paint_die and p.rect.w > 36)
        view = scene.shown.view
        assert faces == sorted([*view.party, *view.dungeon, *view.graveyard, *["Dragon"] * view.lair])


def test_a_companion_then_the_monsters_it_takes(app):
    scene = table_at(app, party=["Fighter", "Cleric"], dungeon=["Goblin", "Goblin", "Skeleton"])
    fighter = thing(scene, Target("die", "party", 0, "Fighter"))
    assert fighter.actions == (A.Pick("die:Fighter"),) and fighter.lit
    assert lit_actions(scene, Target("die", "party", 1, "Cleric")) == (A.Pick("die:Cleric"),)
    click(app, centre(fighter))
    assert scene.session.history[-1] == A.Pick("die:Fighter")
    run(app, 0.1)
    # every monster the Fighter can take is lit; a click on a Goblin defeats them all
    goblin = thing(scene, Target("die", "dungeon", 0, "Goblin"))
    assert goblin.actions == (A.Defeat(role="Fighter", goblin=2),)
    over = point(app, scene, centre(goblin))   # pointing at it crosses out the dice it would take
    assert over is not None and over.key == goblin.key
    assert len([m for m in over.marks if m.paint is paint_cross]) == 2
    assert "Click: " in over.text()
    click(app, centre(goblin))
    assert scene.session.history[-1] == A.Defeat(role="Fighter", goblin=2)
    run(app, 0.2)
    assert scene.shown.view.dungeon == ("Skeleton",) and scene.shown.view.graveyard == ("Fighter",)


def test_a_click_on_another_companion_changes_the_choice(app):
    scene = table_at(app, party=["Fighter", "Cleric"], dungeon=["Skeleton"])
    take(app, scene, A.Pick("die:Fighter"))
    run(app, 0.1)
    cleric = centre(thing(scene, Target("die", "party", 1, "Cleric")))
    click(app, cleric)
    run(app, 0.1)
    assert scene.shown.view.pending.source == "die:Cleric"
    click(app, cleric)          # and a click on the chosen one puts it back
    run(app, 0.1)
    assert scene.shown.view.pending is None


def test_a_scroll_marks_dice_then_rerolls_them(app):
    scene = table_at(app, party=["Scroll", "Fighter"], dungeon=["Goblin", "Ooze"])
    take(app, scene, A.Pick("die:Scroll"))
    take(app, scene, A.ReadScroll())
    take(app, scene, A.Mark(zone="dungeon", index=1, face="Ooze"))
    run(app, 0.1)
    assert scene.shown.view.pending.dungeon_marked == (1,)
    assert str(A.RollMarked(count=1)) in buttons(scene)
    assert lit_actions(scene, Target("die", "dungeon", 1, "Ooze")) == (A.Mark(zone="dungeon", index=1, face="Ooze",
                                                                              on=False),)   # unmark
    force(scene.session.state, "Chest")
    take(app, scene, A.RollMarked(count=1))
    run(app, 0.2)
    assert scene.shown.view.dungeon == ("Goblin", "Chest") and scene.shown.view.graveyard == ("Scroll",)


def test_potions_revive_with_the_face_picked_on_the_table(app):
    scene = table_at(app, LOOT, party=["Fighter"], dungeon=["Potion"], graveyard=["Mage", "Thief"])
    take(app, scene, A.Pick("die:Fighter"))
    take(app, scene, A.Quaff(potions=1))
    run(app, 0.2)
    assert lit_actions(scene, Target("face", name="Champion")) == (A.Revive("Champion"),)
    assert str(A.Revive("Champion")) not in buttons(scene)   # the picker on the table does it
    take(app, scene, A.Revive("Champion"))
    run(app, 0.2)
    assert "Champion" in scene.shown.view.party


def test_buttons_offer_only_what_the_table_does_not(app):
    scene = table_at(app, party=["Fighter", "Cleric"], dungeon=["Goblin"])
    labels = list(buttons(scene))
    assert "Flee (the delve ends without the level's XP)" in labels
    assert not any(label.startswith("Use a") for label in labels)   # companions are chosen on the table
    assert all(t.text() for t in buttons(scene).values())


def test_the_odds_of_the_next_level_show_on_the_seek_glory_button(app):
    scene = table_at(app, REGROUP, party=["Fighter", "Cleric", "Mage", "Champion"], level=2)
    tip = buttons(scene)[str(A.SeekGlory(level=3))].text()
    assert "Level 3: " in tip and "%" in tip


def test_a_hero_card_under_the_pointer_shows_large_with_both_its_powers(app):
    scene = table_at(app, party=["Fighter"], dungeon=["Goblin"])
    hero = thing(scene, Target("hero", seat=1))
    over = point(app, scene, centre(hero))
    assert over is hero or over.key == hero.key
    [large] = [m.look for m in over.marks if isinstance(m.look, CardFace)]
    s = scene.shown.view.seats[1]
    assert large.title == s.hero and any(s.ultimate in line for line in large.lines)
    app.draw(app.screen)


def chips(scene) -> list[str]:
    """The words on the chips of the hand at the screen (a twist card's name, or "+N")."""
    return [p.look.text for p in parts(scene, Plate) if (p.look.fill, p.look.border) == CHIP]


def test_only_the_seat_holding_the_screen_sees_its_twist_cards(app):
    scene = open_table(app, session("human", "computer", twists=True))
    view = scene.shown.view
    assert scene.shown.holder == 0
    mine = [t.key.name for t in things(scene) if isinstance(t.key, Target) and t.key.kind == "twist"
            and t.key.seat == 0 and t.key.name]
    theirs = [t.key for t in things(scene) if isinstance(t.key, Target) and t.key.kind == "twist" and t.key.seat == 1]
    assert mine and set(mine) <= set(view.hand)
    assert theirs == [Target("twist", seat=1)]       # a count, no names
    assert set(chips(scene)) <= set(view.hand) | {f"+{n}" for n in range(1, 9)}
    scene.hold(None)   # the screen given up (while a computer plays on): no one's cards
    assert scene.shown.holder is None and not chips(scene)


def test_the_hand_opens_under_the_pointer_and_a_card_is_played_from_it(app):
    s = session("human", "computer", seed=11, twists=True)
    scene = open_table(app, s)
    for _ in range(300):
        until_person(app, scene)
        if any(isinstance(a, A.PlayTwist) for a in scene.shown.choices):
            break
        take(app, scene, s.agent(0).choose(s.game, s.state, s.legal()))
        run(app, 0.1)
    play = next(a for a in scene.shown.choices if isinstance(a, A.PlayTwist))
    zone = scene.screen.layout.seats[0]["twists"]
    assert not [p for p in parts(scene) if isinstance(p.look, Ringed | CardFace) and p.rect.y > zone.bottom]
    point(app, scene, (zone.x + 8, zone.centery))
    fanned = [p for p in parts(scene) if isinstance(p.look, Ringed | CardFace) and p.rect.y > zone.bottom]
    titles = [(p.look.inner if isinstance(p.look, Ringed) else p.look).title for p in fanned]
    assert sorted(titles) == sorted(scene.shown.view.hand)     # every card, by name, the first one raised
    card = next(t for t in things(scene) if t.actions == (play,) and t.rect.y > zone.bottom and t.only is not None)
    rest = centre(card)
    over = point(app, scene, rest)                  # the fan stays open under the pointer
    assert over is not None and over.actions == (play,)
    done = len(s.history)
    click(app, rest)
    assert s.history[done] == play


@pytest.mark.parametrize("seed,seats,twists", [(9, 2, False), (21, 3, True), (5, 4, True)])
def test_every_event_moves_the_dice_it_names_from_the_view_before_it(app, seed, seats, twists):
    """While event k plays, the table shows view k-1 and every die of view k comes from where it lay in view
    k-1: the dice an event moves leave the zone it names for the zone it names, a roll tumbles the dice it
    rolled with the faces it rolled, the end of a delve takes the party's dice off; no other die changes zone.
    The table leaves out the dice the animation draws, and only those."""
    app.prefs = Prefs(speed="normal")
    s = session(*["computer"] * seats, seed=seed, twists=twists)
    scene = TableScene(app, s)      # off the stack: this test plays the moments to it by hand
    scene.skip_animations()
    kinds = set()
    for _ in range(250):
        if s.outcome is not None:
            break
        s.play(s.computer_choice())
        for moment in s.moments:
            e, before = moment.event, scene.shown.view
            step = moves.step(before, moment.view, e)
            assert list(step.after.values()) == moves.places(moment.view)
            assert set(step.before.values()) <= set(moves.places(before))   # each from a die of the view before
            flights = sorted((step.before[k][0], p[0]) for k, p in step.after.items()
                             if k in step.before and step.before[k][0] != p[0])
            if isinstance(e, DiceMoved) and e.src != "treasures":
                assert flights == [(e.src, e.dst)] * len(e.faces), (e, flights)
            elif isinstance(e, Rolled) and e.zone == "dungeon" and not e.before:
                assert flights == [("pool", "dungeon")] * len(e.faces)
            elif isinstance(e, DelveBegan | DelveEnded):   # (the dice leave once the rules take them off)
                assert {f[1] for f in flights} <= {"pool"}
                left = not moment.view.party and not moment.view.graveyard
                assert len(step.gone) == (len(before.party) + len(before.graveyard) if left else 0)
            else:
                assert flights == [], (e, flights)
            if isinstance(e, Rolled):
                assert sorted(step.after[k][3] for k in step.rolled) == sorted(e.faces)
            anim = scene.screen.animate(moment, before)
            if isinstance(anim, Heralded):   # a phase named: over the moment itself, once the change is drawn
                kinds.add("named")
                anim = anim.change
            if anim is not None:   # dice moving (a Motion), a token flying, or both
                kinds.add(type(e).__name__)
                anim.update(0.2)
                scene.playback.anim, scene.playback.playing = anim, moment
                motion = anim.part(Motion)
                away = motion.away if motion is not None else None
                at_rest = [p for p in parts(scene) if p.paint is paint_die and p.rect.w > 36]   # (not the Lair's foes)
                if away is not None:
                    resting = [p for p in moves.places(before) if p[0] != "pool" and p[:2] not in away.dice]
                    assert len(at_rest) == len(resting), (e, len(at_rest), resting)
                    assert isinstance(e, LevelUp) == (away.hero is not None)
                scene.draw(app.screen)
                scene.playback.anim = scene.playback.playing = None
            scene.shown = dataclasses.replace(scene.shown, view=moment.view)
        if not s.moments:   # a choice that changes the table without an event (a die marked): refresh
            scene.shown = dataclasses.replace(scene.shown, view=s.view(scene.shown.holder))
    assert {"Rolled", "DiceMoved", "DelveBegan", "named"} <= kinds


def test_roll_and_move_events_are_heard(app):
    scene = open_table(app, session("human", "computer"))
    sound = scene.screen.sound
    assert sound(Rolled(who="x", dice="1d6", values=(1,), zone="party", faces=("Fighter",))) == "dice_roll"
    moved = DiceMoved(faces=("Goblin",), src="dungeon", dst="pool", message="1 Goblin defeated by a Fighter")
    assert sound(moved) == "sword_hit"


def test_a_hero_card_under_the_pointer_says_what_an_ultimate_is(app):
    """What players met: Dice Delve's "Ultimate" was never explained on the table. The large card says the
    ultimate is once a delve, in the Monster phase (rules.md, Heroes), and whether it is ready or used."""
    scene = table_at(app, party=["Fighter"], dungeon=["Goblin"])
    hero = thing(scene, Target("hero", seat=1))
    over = point(app, scene, centre(hero))
    [large] = [m.look for m in over.marks if isinstance(m.look, CardFace)]
    ultimate = next(line for line in large.lines if line.startswith("Ultimate"))
    assert "once a delve, in the Monster phase" in ultimate and "ready" in ultimate
    assert any(line.startswith("Specialty (always on)") for line in large.lines)
