"""Issue 14, Dungeon! "Reading the board": "room names are hidden under the face-down monster cards; the MAIN
STAIRCASE label covers the pawns standing there; twelve pawns on one space are a blob. Every room's name
stays readable, and pawns sharing a space fan out.\""""

import itertools
import math
from collections import Counter

from game.ui.labels import Tag
from game.ui.looks import Pawn, Plate
from game.ui.tabletop.board import Viewport
from tests.ui.harness import open_table, session_for
from tests.ui.tables import parts


def twelve_on_the_staircase(app):
    """A twelve-seat table at the start of play: every pawn but the first to move on the Main Staircase."""
    s = session_for("dungeon", seats=12, humans=0, seed=5)
    while s.state.phase != "play":
        s.play(s.computer_choice())
    return open_table(app, s)


def on_the_board(scene, look):
    """The parts of a kind lying on the board's own layer (where the cards in rooms and their tags go)."""
    (viewport,) = parts(scene, Viewport)
    return [p for p in scene.screen.on_layer(viewport.look) if isinstance(p.look, look)]


def pawns(scene):
    """Each pawn on the board: its centre and radius, by seat."""
    return {p.look.seat: (p.rect.center, p.look.radius) for p in parts(scene, Pawn)}


def test_every_room_with_cards_has_its_name_on_a_tag_over_them(app):
    scene = open_table(app, session_for("dungeon", seats=4, seed=5))
    screen = scene.screen
    cam = screen.camera
    cam.set_zoom(screen.play_zoom)
    scene.draw(app.screen)
    rooms = [screen.board.spaces[lair.space] for lair in scene.shown.view.lairs
             if screen.board.spaces[lair.space].kind == "room" and lair.guards]
    tags = on_the_board(scene, Tag)
    named = {space.name for space in screen.board.spaces.values() if space.kind == "room"}
    # (a chamber's name the pawns on the Main Staircase would hide is said beside them on a tag of its own)
    assert rooms and Counter(" ".join(t.look.lines) for t in tags if " ".join(t.look.lines) in named) == \
        Counter(r.name for r in rooms), "every room with cards on it is named on a tag"
    for space in rooms:
        at = (round(space.x * cam.zoom), round(space.y * cam.zoom), round(space.w * cam.zoom),
              round(space.h * cam.zoom))
        assert any(" ".join(t.look.lines) == space.name and t.rect.colliderect(at) for t in tags), \
            f"{space.name}'s tag lies on the room"
    for tag in tags:
        assert tag.rect.h >= 16, f"{tag.look.lines}'s tag is {tag.rect.h} pixels high"
    for a, b in itertools.combinations(tags, 2):
        assert not a.rect.colliderect(b.rect), f"the tags of {a.look.lines} and {b.look.lines}"


def test_twelve_pawns_on_one_space_fan_out(app):
    scene = twelve_on_the_staircase(app)
    scene.screen.camera.set_zoom(scene.screen.play_zoom)
    scene.draw(app.screen)
    start = scene.screen.m.start
    together = [seat for seat, p in enumerate(scene.shown.view.pawns) if p.space == start]
    assert len(together) >= 10
    drawn = pawns(scene)
    for a, b in itertools.combinations(together, 2):
        (pa, ra), (pb, rb) = drawn[a], drawn[b]
        assert math.dist(pa, pb) >= ra + rb + 4, f"pawns {a} and {b} overlap at {pa}, {pb}"


def test_the_main_staircase_label_and_the_pawns_there_leave_each_other_clear(app):
    scene = twelve_on_the_staircase(app)
    cam = scene.screen.camera
    cam.set_zoom(cam.fit_zoom())   # zoomed out, where the label is said again
    scene.draw(app.screen)
    (label,) = [p.rect for p in parts(scene, Plate) if p.look.text == "MAIN STAIRCASE"]
    for seat, ((x, y), r) in pawns(scene).items():
        assert not label.colliderect((x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 4)), f"the label covers pawn {seat}"
