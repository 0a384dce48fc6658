"""Dice Delve at the normal pace, every frame: the whole table shows the one moment the table says it shows.

Games are played as people play them (the people's seats take the computer player's choice by clicks, through
the table's own click_for), a frame of 1/30 s at a time, every animation played out. At every frame, from the
parts' looks and the things of the table's own layout: every part that names whose turn it is, every number
(level, round, XP, the pool, the bag, the Lair, twist cards) and every die at rest agree with `scene.shown`,
the moment shown (the old table drew the next moment's dice under the header of the one before, and noted
what it drew as it drew it); a banner over the table names the moment shown (the old table named the next
phase and level over the table of the one before); nothing on the table is lit that a click could not take
now; and no seat's twist cards are on the screen, named, unless the person of that seat holds the screen.
"""

from collections import Counter

import pygame
import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.delve import GAME
from game.games.delve.state import PHASE_NAMES
from game.ui.anims import Group, Title, Together
from game.ui.cards import CardFace
from game.ui.looks import Plate, Text
from game.ui.prefs import Prefs
from game.ui.scenes.delve import motion as moves
from game.ui.scenes.delve import seats, zones
from game.ui.scenes.delve.clicks import Target
from game.ui.scenes.delve.layout import Token, paint_die
from game.ui.scenes.delve.motion import Motion
from game.ui.tabletop.cards import Phase, Ringed
from game.ui.tabletop.panel import Header, SeatRow
from game.ui.tabletop.scene import TableScene
from tests.ui.conftest import click, show
from tests.ui.harness import reveal

GAMES = [   # seed, the seats (h: a person, c: the computer), twist cards and trading, frames (None: to its end)
    # a whole game alone: the computer is the Dungeon Lord
    pytest.param(8, "h", False, None, marks=pytest.mark.heavy),
    # two minutes of play with twist cards and trades: a soak, since the next game has them too
    pytest.param(3, "hc", True, 4000, marks=pytest.mark.soak),
    # two people hand the screen over; their hands are secret (twist cards and trades too)
    pytest.param(5, "hhc", True, 4000, marks=pytest.mark.heavy),
]


def check(scene) -> int:
    """Everything on the table agrees with the moment shown; returns how many things were checked."""
    shown, screen = scene.shown, scene.screen
    view, lay = shown.view, screen.layout
    laid = scene.layout()
    looks = [(p.rect, p.look) for p in laid.parts]
    of = lambda kind: [(r, lk) for r, lk in looks if isinstance(lk, kind)]   # noqa: E731
    painted = lambda paint: [(p.rect, p.look) for p in laid.parts if p.paint is paint]   # noqa: E731
    away = screen.away()   # (a hero card turning, a token flying back to the bag: the animation's)
    checked = 0
    # whose turn: the panel's header, its seat rows, the hero cards' parts in this delve, the phase line
    [(_, header)] = of(Header)
    if shown.turn is not None and not shown.asking and not (shown.over and shown.settled):
        assert header.seat == shown.turn and scene.name(shown.turn) in header.big, (header, shown.turn)
    for _, row in of(SeatRow):
        assert row.turn == (row.seat == shown.turn and not shown.asking)
        assert row.line == screen.seat_line(view, row.seat), (row, view.seats[row.seat])
        checked += 1
    heroes = {r.topleft: lk for r, lk in of(seats.Hero)}
    for seat, z in lay.seats.items():
        if seat >= len(view.seats):
            continue
        s = view.seats[seat]
        if away.hero != seat:
            hero = heroes[z["hero"].topleft]
            assert hero.role == ("Adventurer" if seat == view.adventurer else "Dungeon Lord"
                                 if s.dungeon_lord else ""), (hero, view.adventurer)
            assert hero.master == (s.side == "Master") and hero.used == s.ultimate_used
        [xp] = [lk for r, lk in of(seats.Xp) if r == z["xp"]]
        assert xp.xp == s.xp and xp.master == (s.side == "Master")
        tokens = Counter(s.treasures)
        if away.token is not None and away.token[0] == seat:
            tokens[away.token[1]] -= 1
        shown_tokens = Counter({lk.name: lk.count for r, lk in of(Token) if z["treasures"].contains(r)})
        assert shown_tokens == +tokens, (seat, shown_tokens, s.treasures)
        if view.options.twists and seat != shown.holder:
            [backs] = [lk for r, lk in painted(seats.paint_backs) if r == z["twists"]]
            assert backs == s.twist_cards
        checked += 4
    [(_, phase)] = of(Phase)
    assert phase.name == PHASE_NAMES.get(view.phase, view.phase) and phase.mine == shown.mine
    assert f"round {view.round}" in phase.sub.lower()
    assert phase.sub.startswith(f"Level {view.level} ") or view.phase in ("trade", "over")
    # the numbers in the middle of the table, and every die at rest
    [(_, level)] = painted(zones.paint_level)
    [(_, pool)] = [(r, lk) for r, lk in of(Text) if lk.text.startswith("× ")]
    [(_, bag)] = painted(zones.paint_bag)
    [(_, lair)] = of(zones.Lair)
    assert (level, pool.text, bag) == (view.level, f"× {view.pool}", view.bag)
    assert (lair.lair, lair.needed, lair.awake) == (view.lair, view.dragon.lair_needed, view.dragon.awake)
    assert lair.team == tuple(e.role for e in view.dragon.team)
    drawn = set()   # the dice an event's animation draws itself, from where they lie in the moment shown
    anim = scene.playback.anim
    motion = anim if isinstance(anim, Motion) else anim.part(Motion) if isinstance(anim, Together) else None
    if motion is not None:
        assert motion.was == moves.places(view), "the dice fly from the moment shown"
        was = motion.step.before
        still = {was[k][:2] for k in motion.step.after if k in was and k not in motion.moving}
        drawn = {p[:2] for p in motion.was if p[:2] not in still}
    dice = Counter((r.x, r.w, face) for r, face in painted(paint_die) if r.w > 36)   # (not the Dragon's foes, smaller)
    expected = Counter((rect.x, rect.w, face) for zone, i, n, face in moves.places(view)
                       if zone != "pool" and (zone, i) not in drawn for rect in [screen.layout.die_rect(zone, i, n)])
    assert dice == expected, (dice - expected, expected - dice)
    checked += 8 + sum(expected.values()) + banner(scene)
    # nothing lit that a click could not take now
    for t in laid.things:
        assert set(t.actions) <= set(shown.choices), (t.key, t.actions)
    # no seat's twist cards named on the table unless its person holds the screen (the fan under the pointer too)
    hand = set(view.hand)
    for r, lk in of(Plate):
        if (lk.fill, lk.border) != seats.CHIP:
            continue
        assert shown.holder is not None and lay.seats[shown.holder]["twists"].contains(r), (lk, shown.holder)
        assert lk.text in hand or lk.text.startswith("+")
        checked += 1
    for _, lk in looks:
        face = lk.inner if isinstance(lk, Ringed) else lk
        if isinstance(face, CardFace) and face.kind == "twist card":
            assert shown.holder is not None and face.title in hand, (face.title, shown.holder)
            checked += 1
    for t in laid.things:
        if isinstance(t.key, Target) and t.key.kind == "twist" and t.key.name:
            assert t.key.seat == shown.holder and t.key.name in hand
    return checked


def titles(anim) -> list[Title]:
    """The banners an animation draws now (in a group of animations, too)."""
    if isinstance(anim, Title):
        return [anim]
    return [t for part in anim.parts for t in titles(part)] if isinstance(anim, Group) else []


def banner(scene) -> int:
    """A banner over the table names the moment the table shows: its level and phase, the Dragon awake, the
    delve begun (its number and its Adventurer) or ended (the Adventurer and the level left); returns how
    many were checked."""
    view = scene.shown.view
    phase = PHASE_NAMES.get(view.phase, view.phase)
    hero = view.adventurer
    said = titles(scene.playback.anim)
    for title in said:
        if title.title.startswith("Level "):
            assert title.title == f"Level {view.level} · {phase}", (title.title, view.level, phase)
        elif title.title.startswith("Delve "):
            assert title.title == f"Delve {view.seats[hero].delves_done + 1} of 3: {scene.name(hero)}", \
                (title.title, view.adventurer)
            assert view.phase == "form" and not view.dungeon, "a delve begun over a table still in the last"
        elif title.title == "The Dragon wakes!":
            assert view.phase == "dragon" and view.dragon.awake
        elif title.title in PHASE_NAMES.values():
            assert title.title == phase, (title.title, phase)
        else:   # the delve's end: over the delve that ends
            assert scene.name(hero) in title.sub and f"level {view.level}" in title.sub, (title.sub, view.level)
    return len(said)


def away(app) -> None:
    """The pointer moved off the table (onto the side panel's heading), for a frame."""
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(1000, 12), rel=(0, 0), buttons=(0, 0, 0))], 1 / 30)


def hand_over_or_claim(app, scene) -> bool:
    """A hand-off answered by the person named, an "Anyone?" left to the seat to act."""
    if reveal(app):
        return True
    if app.stack.top is not scene:
        app.stack.pop_to(type(scene))
        app.stack.apply()
        return True
    if scene.shown.asking and scene.resting:
        scene.claim(scene.session.to_act)
        return True
    return False


def table(app, seed: int, kinds: str, options: bool) -> TableScene:
    """A game at the normal pace: Ada, Bram and Cora, people (h) or the computer (c)."""
    app.prefs = Prefs(speed="normal")
    seats_ = [Seat(name=name, kind="human" if k == "h" else "computer")
              for name, k in zip(("Ada", "Bram", "Cora"), kinds, strict=False)]
    session = Session(GAME, TableConfig(seats=seats_, options={"twists": options, "trading": options}), seed)
    return show(app, TableScene(app, session))


def play(app, scene, frames: int) -> Counter:
    """Up to `frames` frames of play (to the game's end), every frame checked; returns how many things were
    checked, frames animated, clicks made, and frames with a banner."""
    seen: Counter = Counter()
    session = scene.session
    for _ in range(frames):
        if session.outcome is not None and scene.resting:
            break
        seen["checked"] += check(scene)
        seen["animated"] += scene.playback.anim is not None
        seen["banners"] += bool(titles(scene.playback.anim))
        if hand_over_or_claim(app, scene):
            continue
        if scene.shown.mine:
            point = scene.click_for(session.computer_choice())
            assert point is not None
            away(app)           # a person's pointer comes to the thing from elsewhere (a hand fanned out under
            click(app, point)   # it folds away), then clicks (a frame each)
            seen["clicks"] += 1
        else:
            app.frame([], 1 / 30)
    return seen


@pytest.mark.parametrize("seed,kinds,options,frames", GAMES)
def test_every_frame_of_a_game_shows_the_moment_shown(app, seed, kinds, options, frames):
    scene = table(app, seed, kinds, options)
    seen = play(app, scene, frames or 20000)
    assert frames or scene.session.outcome is not None, "the game came to its end"
    assert seen["clicks"] >= 30 and seen["animated"] > 1000 and seen["checked"] > 30000, seen


def test_a_banner_names_the_moment_it_stands_over(app):
    """What an auditor met (Ada against the computer, seed 3): on "Seek glory", "Level 2 · Monster phase" stood
    over a table whose Level die said 1 and whose phase line said "Regroup phase · Level 1"; the computer's delve
    had "Level 1 · Regroup phase" over "Monster phase", and "Delve 1 of 3: Bram" over Ada's delve. Ada's first
    delve and Bram's, every frame."""
    scene = table(app, 3, "hc", False)
    seen = play(app, scene, 3000)
    assert scene.session.state.delves_done[1] and seen["banners"] > 100, (seen, scene.session.state.delves_done)
