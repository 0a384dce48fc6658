"""The Dice Delve table screen, headless: it lays itself out from the map, draws, lights the legal targets,
turns clicks into the rules' actions, hides other seats' twist cards. (Whole games by clicks and random
clicks are the shared harness's, in test_every_table.py.)"""

import dataclasses

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.delve import GAME
from game.games.delve import actions as A
from game.games.delve.events import DelveBegan, DelveEnded, DiceMoved, Rolled
from game.ui.scenes.delve import BOARD_STYLE, SCENE, DelveScene, moves
from game.ui.scenes.delve.clicks import Target, actions_for
from game.ui.scenes.delve.layout import TableLayout
from game.ui.scenes.delve.seats import seat_targets
from game.ui.table import SIDE_W
from tests.delve.helpers import DRAGON, LOOT, MONSTER, REGROUP, at, force
from tests.ui.conftest import click, run, show
from tests.ui.harness import take


# --- driving the table as a player would: where is each legal action clicked? -----------------------
def session(*kinds: str, seed: int = 4, twists: bool = False, trading: bool = False,
            heroes: tuple[str, ...] = ()) -> Session:
    seats = [Seat(name=f"P{i}", kind=k, choices={"hero": heroes[i] if i < len(heroes) else "random"})
             for i, k in enumerate(kinds)]
    return Session(GAME, TableConfig(seats=seats, options={"twists": twists, "trading": trading}), seed)


def open_table(app, s: Session) -> DelveScene:
    scene = show(app, DelveScene(app, s))
    settle(app, scene)
    return scene


def settle(app, scene: DelveScene, frames: int = 400) -> None:
    """Run frames until a person may act (or the game ends)."""
    for _ in range(frames):
        if scene.my_turn() or scene.session.outcome is not None:
            return
        app.frame([], 1 / 30)


def board_point(scene: DelveScene, action) -> tuple[int, int] | None:
    """The centre of the table target whose click means exactly this action."""
    view, legal = scene.view, scene.legal
    for rect, target in scene.targets():
        if actions_for(target, view, legal) == [action] and scene.target_at(rect.center) == target:
            return rect.center
    return None


def button_point(scene: DelveScene, action) -> tuple[int, int] | None:
    """The side panel's button for this action (its page turned to), if it is a button."""
    return scene.panel.click_for(action)


def table_at(app, phase=MONSTER, heroes=("Knight", "Crusader"), **dice):
    """A human (seat 0) against a computer, the human's delve put in a phase with these dice."""
    s = session("human", "computer", heroes=heroes)
    scene = open_table(app, s)
    at(s.state, phase, **dice)
    scene.refresh()
    app.frame([], 1 / 60)
    return scene


def test_the_shell_finds_the_scene_and_its_board_style():
    assert SCENE is DelveScene and BOARD_STYLE.__name__ == "DelveBoardStyle"


def test_the_zones_come_from_the_map_and_fit_beside_the_side_panel(app):
    scene = open_table(app, session("human", "computer"))
    board_area = pygame.Rect(0, 0, 1280 - SIDE_W, 720)
    lay = scene.layout
    for rect in [*lay.zones.values(), lay.phase, *[r for z in lay.seats.values() for r in z.values()]]:
        assert board_area.contains(rect), rect
    assert lay.zones["party"].w > 450 and lay.grids["party"].size >= 56    # big, readable dice
    # moving a zone in Tiled moves it on screen
    board = scene.game.load_board()
    lair = next(s for s in board.of_kind("zone") if s.prop("zone") == "lair")
    moved = dataclasses.replace(board, spaces={**board.spaces, lair.id: dataclasses.replace(lair, y=lair.y + 40)})
    assert TableLayout.fit(moved, scene.board_rect).zones["lair"].y > lay.zones["lair"].y


def test_it_draws_every_phase_without_error(app):
    for phase, dice in ((MONSTER, {"party": ["Fighter", "Scroll"], "dungeon": ["Goblin", "Chest"]}),
                        (LOOT, {"party": ["Thief"], "dungeon": ["Chest", "Potion"], "graveyard": ["Mage"]}),
                        (DRAGON, {"party": ["Fighter", "Cleric", "Mage"], "lair": 3}),
                        (REGROUP, {"party": ["Champion"], "level": 4})):
        scene = table_at(app, phase, **dice)
        scene.draw(app.screen)
        assert scene.view.phase == phase


def test_a_companion_then_the_monsters_it_takes(app):
    scene = table_at(app, party=["Fighter", "Cleric"], dungeon=["Goblin", "Goblin", "Skeleton"])
    fighter = board_point(scene, A.Pick("die:Fighter"))
    assert fighter is not None and board_point(scene, A.Pick("die:Cleric")) is not None
    click(app, fighter)
    assert scene.session.history[-1] == A.Pick("die:Fighter")
    # every monster the Fighter can take is lit; a click on a Goblin defeats them all
    goblin = Target("die", "dungeon", 0, "Goblin")
    assert actions_for(goblin, scene.view, scene.legal) == [A.Defeat(role="Fighter", goblin=2)]
    click(app, board_point(scene, A.Defeat(role="Fighter", goblin=2)))
    assert scene.session.history[-1] == A.Defeat(role="Fighter", goblin=2)
    run(app, 0.2)
    assert scene.view.dungeon == ("Skeleton",) and scene.view.graveyard == ("Fighter",)


def test_a_click_on_another_companion_changes_the_choice(app):
    scene = table_at(app, party=["Fighter", "Cleric"], dungeon=["Skeleton"])
    click(app, board_point(scene, A.Pick("die:Fighter")))
    rect = next(r for r, t in scene.targets() if t == Target("die", "party", 1, "Cleric"))
    click(app, rect.center)
    assert scene.view.pending.source == "die:Cleric"
    click(app, rect.center)          # and a click on the chosen one puts it back
    assert scene.view.pending is None


def test_a_scroll_marks_dice_then_rerolls_them(app):
    scene = table_at(app, party=["Scroll", "Fighter"], dungeon=["Goblin", "Ooze"])
    take(app, scene, A.Pick("die:Scroll"))
    take(app, scene, A.ReadScroll())
    take(app, scene, A.Mark(zone="dungeon", index=1, face="Ooze"))
    assert scene.view.pending.dungeon_marked == (1,)
    assert button_point(scene, A.RollMarked(count=1)) is not None
    assert board_point(scene, A.Mark(zone="dungeon", index=1, face="Ooze", on=False)) is not None  # unmark
    force(scene.session.state, "Chest")
    take(app, scene, A.RollMarked(count=1))
    run(app, 0.2)
    assert scene.view.dungeon == ("Goblin", "Chest") and scene.view.graveyard == ("Scroll",)


def test_potions_revive_with_the_face_picked_on_the_table(app):
    scene = table_at(app, LOOT, party=["Fighter"], dungeon=["Potion"], graveyard=["Mage", "Thief"])
    take(app, scene, A.Pick("die:Fighter"))
    take(app, scene, A.Quaff(potions=1))
    run(app, 0.2)
    assert scene.painter.revive_open(scene.view)
    assert board_point(scene, A.Revive("Champion")) is not None
    assert button_point(scene, A.Revive("Champion")) is None   # the picker on the table does it
    take(app, scene, A.Revive("Champion"))
    run(app, 0.2)
    assert "Champion" in scene.view.party


def test_buttons_offer_only_what_the_table_does_not(app):
    scene = table_at(app, party=["Fighter", "Cleric"], dungeon=["Goblin"])
    labels = [w.label for w in scene.panel.choices]
    assert "Flee (the delve ends without the level's XP)" in labels
    assert not any(label.startswith("Use a") for label in labels)   # companions are chosen on the table


def test_the_odds_of_the_next_level_show_on_the_seek_glory_button(app):
    scene = table_at(app, REGROUP, party=["Fighter", "Cleric", "Mage", "Champion"], level=2)
    tip = scene.action_tip(A.SeekGlory(level=3))
    assert tip and "Level 3: " in tip and "%" in tip


def test_only_the_seat_at_the_screen_sees_its_twist_cards(app):
    scene = open_table(app, session("human", "computer", twists=True))
    view = scene.view
    spots = seat_targets(scene.layout, view, scene.viewer)
    mine = [t.name for _r, t in spots if t.kind == "twist" and t.seat == 0 and t.name]
    theirs = [t for _r, t in spots if t.kind == "twist" and t.seat == 1]
    assert mine and set(mine) <= set(view.hand)
    assert theirs == [Target("twist", seat=1)]       # a count, no names
    scene.draw(app.screen)


def move(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)


def test_the_hand_opens_under_the_pointer_and_a_card_is_played_from_it(app):
    s = session("human", "computer", seed=11, twists=True)
    scene = open_table(app, s)
    for _ in range(300):
        settle(app, scene)
        if any(isinstance(a, A.PlayTwist) for a in s.legal()):
            break
        take(app, scene, s.agent(0).choose(s.game, s.state, s.legal()))
        run(app, 0.1)
    play = next(a for a in s.legal() if isinstance(a, A.PlayTwist))
    zone = scene.layout.seats[0]["twists"]
    move(app, (zone.x + 8, zone.centery))
    rows = [(r, t) for r, t in scene.targets() if t.kind == "twist" and r.y > zone.bottom]
    assert sorted(t.name for _r, t in rows) == sorted(scene.view.hand)     # every card, by name
    row = next(r for r, t in rows if t.name == play.card)
    move(app, row.center)                   # the panel stays open under the pointer
    done = len(s.history)
    click(app, row.center)
    assert s.history[done] == play


@pytest.mark.parametrize("seed,seats,twists", [(9, 2, False), (21, 3, True), (5, 4, True)])
def test_every_event_moves_the_dice_it_names_from_the_view_before_it(app, seed, seats, twists):
    """While event k plays, the table draws view k and every die comes from where it lay in view k-1: the
    dice an event moves leave the zone it names for the zone it names, a roll tumbles the dice it rolled
    with the faces it rolled, the end of a delve takes the party's dice off; no other die changes zone."""
    app.prefs.speed = "normal"
    s = session(*["computer"] * seats, seed=seed, twists=twists)
    scene = DelveScene(app, s)      # off the stack: this test plays the moments to it by hand
    scene.skip_animations()
    kinds = set()
    for _ in range(250):
        if s.outcome is not None:
            break
        s.play(s.computer_choice())
        for moment in s.moments:
            e, before = moment.event, scene.view
            step = moves.step(before, moment.view, e)
            assert list(step.after.values()) == moves.places(moment.view)
            assert set(step.before.values()) <= set(moves.places(before))   # each from a die of the view before
            flights = sorted((step.before[k][0], p[0]) for k, p in step.after.items()
                             if k in step.before and step.before[k][0] != p[0])
            if isinstance(e, DiceMoved) and e.src != "treasures":
                assert flights == [(e.src, e.dst)] * len(e.faces), (e, flights)
            elif isinstance(e, Rolled) and e.zone == "dungeon" and not e.before:
                assert flights == [("pool", "dungeon")] * len(e.faces)
            elif isinstance(e, DelveBegan | DelveEnded):
                assert {f[1] for f in flights} <= {"pool"}
                assert len(step.change.gone) == len(before.party) + len(before.graveyard)
            else:
                assert flights == [], (e, flights)
            if isinstance(e, Rolled):
                assert sorted(step.after[k][3] for k in step.change.rolled) == sorted(e.faces)
            anim = scene.animate(moment)
            if anim is not None:   # dice moving (a Motion), a phase named (a Title), or both
                kinds.add(type(e).__name__)
                anim.update(0.2)
                scene.anim, scene.moment = anim, moment
                scene.draw(app.screen)
                scene.anim = None
            scene.view = moment.view
        if not s.moments:   # a choice that changes the table without an event (a die marked): refresh
            scene.view = s.view(scene.viewer)
    assert {"Rolled", "DiceMoved", "PhaseBegan"} <= kinds


def test_roll_and_move_events_are_heard(app):
    scene = open_table(app, session("human", "computer"))
    assert scene.sound_for(Rolled(who="x", dice="1d6", values=(1,), zone="party", faces=("Fighter",))) == "dice_roll"
    moved = DiceMoved(faces=("Goblin",), src="dungeon", dst="pool", message="1 Goblin defeated by a Fighter")
    assert scene.sound_for(moved) == "sword_hit"
