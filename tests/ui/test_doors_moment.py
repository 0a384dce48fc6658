"""Kick the Door is a picture of one moment (issue "The table is a picture of one moment", items 1 and 3).

Three people at one screen, hot-seat, at the normal pace, every decision taken by a click (the computer
player's choice for that seat), "Anyone?" answered on the side panel: at EVERY frame, read from the table's
parts and things, whatever names whose turn it is (the header, the seat list, the seats' frames, the line in
the middle) and every number shown (levels, strength, cards in hand, the decks, the fight's totals) agree
with the moment shown (scene.shown); no hand is on the table unless the seat holding the screen is its own,
nothing is lit or raised that a click would not take, and a card flying (sold, traded, played, discarded) is
drawn by its flight alone, not also where it came from. A hand-off waits until every moment is shown (a
fight's result is seen by the table first) and goes to the person whose decision it is, never to one who let
the step go. And a level gained rises inside its own seat's place.
"""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Moment, Session
from game.games.doors import GAME
from game.games.doors.events import CardMoved, LevelChanged
from game.games.doors.words import PHASES
from game.ui.anims import Fly
from game.ui.cards import CardFace, Deck
from game.ui.looks import Ring, Text
from game.ui.prefs import Prefs
from game.ui.scenes.doors.cards import Lying
from game.ui.scenes.doors.seats import Head
from game.ui.scenes.handoff import HandOffScene
from game.ui.tabletop.cards import Notice, Ringed, Tally, seat_box
from game.ui.tabletop.light import Light
from game.ui.tabletop.panel import Header, SeatRow
from game.ui.tabletop.scene import TableScene
from tests.ui.conftest import click, show
from tests.ui.harness import rest_pointer, take
from tests.ui.tables import centre

NAMES = ("Ada", "Bram", "Cora")


def people(seed: int) -> Session:
    return Session(GAME, TableConfig(seats=[Seat(name=n) for n in NAMES]), seed)


def check_frame(scene: TableScene) -> dict[str, int]:
    """Every part of the table against the moment shown; returns what was seen (for the test's counts)."""
    shown, screen = scene.shown, scene.screen
    view = shown.view
    layout = scene.layout()
    showing = [p for p in layout.parts if p.shows(scene.hover)]
    looks = [p.look for p in showing]
    seen = {"asking": 0, "fight": 0, "hand": 0, "nobody": 0, "flying": 0}
    # --- whose turn: the header, the seat list, the seats' frames, the line in the middle -------------------
    header = [look for look in looks if isinstance(look, Header)][-1]
    if shown.over is not None and shown.settled:
        assert header.big == "Game over"
    elif shown.asking:
        assert header.big == "Anyone?" and header.seat is None
        seen["asking"] += 1
    elif shown.whose is not None:   # (whose turn it is, as the gold frame says: not a seat asked within it)
        assert header.seat == shown.whose and NAMES[shown.whose] in header.big, (header, shown.whose)
        assert shown.whose == (shown.turn if view.phase == "setup" else view.current)
    else:   # (the roll for the first turn: no one's yet)
        assert header.seat is None and not header.big
    rows = {look.seat: look for look in looks if isinstance(look, SeatRow)}
    assert sorted(rows) == [0, 1, 2]
    frames = {seat for seat in range(3) for p in showing if isinstance(p.look, Ring)
              and p.rect == seat_box(screen.seat_zones[seat]).inflate(4, 4)}
    turn = None if shown.asking else shown.turn
    # (getting ready is no one's turn: only the seat equipping, the one the header names, is framed)
    current = set() if view.phase == "setup" else {view.current}
    assert frames == current | ({turn} if turn is not None else set()), (frames, view.current, turn)
    heads = {look.seat: look for look in looks if isinstance(look, Head)}
    for s in view.seats:
        row, head = rows[s.seat], heads[s.seat]
        assert row.turn == (s.seat == shown.whose and not shown.asking)
        cards = f"{s.hand} card" + ("" if s.hand == 1 else "s")   # ("1 card": it read "1 cards")
        assert row.line.startswith(f"level {s.level} · strength {s.strength} · {cards}"), (row.line, s)
        assert (head.level, head.strength, head.hand, head.dead) == (s.level, s.strength, s.hand, s.dead)
        mine = s.seat == shown.holder
        assert row.name.endswith("(you)") == mine and head.name.endswith("(you)") == mine
    notices = [look for look in looks if isinstance(look, Notice)]
    combat, words = view.combat, [look.text for look in looks if isinstance(look, Text)]
    if fight_on(view):
        seen["fight"] += 1
        assert view.fighting and not notices
        tallies = [look.total for look in looks if isinstance(look, Tally)]
        if tallies:
            assert tallies == [combat.players, combat.monsters]
        # ("Bram is winning by 3" after he won 3 against 2: the margin is the fight's, while it has monsters)
        margins = [int(m.group(1)) for w in words if (m := re.search(r" is winning by (-?\d+)", w))]
        if margins:
            assert combat is not None and combat.foes and margins == [combat.players - combat.monsters], combat
    else:   # (a fight whose monsters are gone is over: no one "fights", no tally, no margin; the centre says so)
        assert notices == [Notice(PHASES.get(view.phase, view.phase.capitalize()), view.prompt, shown.mine)]
        assert not any(" fights" in w or " is winning by " in w or " is losing: " in w for w in words), words
        assert turn is None or view.prompt.startswith(NAMES[turn]), (view.prompt, turn)
    assert sorted((look.sprite, look.count) for look in looks if isinstance(look, Deck)) == [
        ("cards/doors_door_back", view.decks.door), ("cards/doors_treasure_back", view.decks.treasure)]
    # --- a card in flight is drawn by its flight alone: not also where it came from ---------------------------
    cards = {t.key[1] for t in layout.things if isinstance(t.key, tuple) and t.key[0] == "card"}
    lying = {look.card.id for look in looks if isinstance(look, Lying)}
    flying = flight(scene)
    assert flying is None or flying not in cards | lying, (flying, "in flight and on the table")
    seen["flying"] = flying is not None
    # --- secrets: the hand of the seat holding the screen, no one else's -------------------------------------
    assert view.viewer == shown.holder, "the table shows the holder's view"
    in_hand = {f.id for f in view.hand} - {flying}   # (a card flying from the hand has left it)
    fanned = [look.inner if isinstance(look, Ringed) else look for look in looks
              if isinstance(look, (CardFace, Ringed))]   # (a card lies on the table as a Lying; a hand is fanned)
    if shown.holder is None:
        assert not in_hand and not (view.combat and view.combat.loot)
        assert not fanned, "a hand shown while no one holds the screen"
        seen["nobody"] += 1
    else:
        assert in_hand <= cards and not in_hand & lying
        assert sorted(face.title for face in fanned) == sorted(f.name for f in view.hand if f.id != flying)
        seen["hand"] += bool(in_hand)
    if scene.resting:   # the game as it is: no card of another seat's hand anywhere on the table
        state = scene.session.state
        others = {cid for seat, p in enumerate(state.players) if seat != shown.holder for cid in p.hand}
        assert not others & cards and view == scene.session.view(shown.holder)
    # --- nothing lit or raised that a click would not take ------------------------------------------------
    if not shown.choices:
        assert not any(isinstance(look, (Light, Ringed)) for look in looks), "lit while no click takes anything"
        assert not any(t.actions or (t.do is not None and t.key[0] == "card") for t in layout.things
                       if isinstance(t.key, tuple) and t.key[0] not in ("bar", "claim", "replay", "page"))
    return seen


def flight(scene: TableScene) -> str | None:
    """The card whose move (a CardMoved event: sold, traded, played, discarded, drawn face up) flies now."""
    anim, playing = scene.playback.anim, scene.playback.playing
    flies = isinstance(anim, Fly) and playing is not None and isinstance(playing.event, CardMoved)
    return playing.event.card if flies else None


def fight_on(view) -> bool:
    """A fight is on the table while monsters are in it, its treasure is being shared out, or a pending choice
    picks cards (a curse's items, a dead seat's remains); once its monsters are gone (beaten, or sent off) it is
    over, though the rules clear it away only after the levels and the treasure (or never, the game won: then
    no fight is on, whatever the rules leave in it)."""
    if view.phase == "over":
        return False
    combat, picking = view.combat, bool(view.pending and view.pending.options)
    return picking or (combat is not None and bool(combat.foes or combat.loot_count))


def claim_or_let_go(app, scene: TableScene) -> None:
    """"Anyone?": the person whose answer comes first claims the step if their computer player would act,
    else no one does; by a click on the side panel's button."""
    session = scene.session
    seat = session.to_act
    wants = GAME.window(session.state) is not None and type(session.computer_choice()).__name__ != "Pass"
    key = ("claim", seat if wants else None)
    rest_pointer(app)
    button = next(t for t in scene.layout().things if t.key == key)
    click(app, centre(button))


# one game checks every rule of the frame; a second seed is a soak (the same checks over another long game)
@pytest.mark.parametrize("seed", [pytest.param(3, marks=pytest.mark.heavy), pytest.param(11, marks=pytest.mark.soak)])
def test_every_frame_shows_one_moment_and_no_hand_but_the_holders(app, seed):
    app.prefs = Prefs(speed="normal")
    session = people(seed)
    scene = show(app, TableScene(app, session))
    rng = random.Random(seed)
    totals = {"asking": 0, "fight": 0, "hand": 0, "nobody": 0, "flying": 0}
    handoffs = frames = 0
    claimed: int | None = None
    for _ in range(9000):
        top = app.stack.top
        if isinstance(top, HandOffScene):
            assert not scene.playback.busy, "the screen is handed over before every moment is shown"
            assert top.seat == session.to_act
            assert claimed is None or top.seat == claimed or GAME.window(session.state) is None
            handoffs += 1
            click(app, top.widgets[0].rect.center)
            continue
        if top is not scene:   # the game is over: the final table, under the results, is the last moment's
            check_frame(scene)
            break
        for key, n in check_frame(scene).items():
            totals[key] += n
        frames += 1
        if scene.resting and scene.shown.asking:
            claimed = session.to_act if rng.random() < 0.5 else None
            claim_or_let_go(app, scene)
            continue
        if scene.resting and scene.shown.mine:
            claimed = None
            take(app, scene, session.computer_choice() if rng.random() > 0.1 else rng.choice(scene.shown.choices))
            continue
        app.frame([], 1 / 30)
    assert frames > 3000 and handoffs > 10, (frames, handoffs)
    assert all(totals.values()), totals


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_a_level_gained_rises_inside_its_own_seats_place(app, n):
    """"After Cora sells for a level … the "+1 level" badge floats over Bram's panel": at every table size, for
    every seat, the words of a change of level are drawn inside that seat's place and nowhere else."""
    session = Session(GAME, TableConfig(seats=[Seat(name=f"P{i}") for i in range(n)]), 5)
    scene = show(app, TableScene(app, session))
    scene.skip_animations()
    app.prefs = Prefs(speed="normal")
    view = scene.shown.view
    for seat in range(n):
        for before, after in ((1, 2), (3, 1)):
            event = LevelChanged(seat=seat, who=NAMES[0], before=before, after=after, why="a test")
            anim = scene.screen.animate(Moment(event=event, view=view, to_act=None, label="", line=0), view)
            assert anim is not None
            box = seat_box(scene.screen.seat_zones[seat])
            for _ in range(4):
                blank = pygame.Surface((1280, 720))
                drawn = blank.copy()
                anim.draw(drawn, scene.screen.area, app.palette)
                changed = changed_box(blank, drawn)
                assert changed is not None and box.contains(changed), (seat, changed, box)
                anim.update(0.3)


def changed_box(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The smallest rect holding every pixel that differs between two surfaces."""
    diff = pygame.mask.from_threshold(b, (0, 0, 0), (1, 1, 1, 255))   # (a is black: b's unchanged pixels)
    diff.invert()
    rects = diff.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None
