"""Issue 14, Dungeon! "Reading the board": "room names are hidden under the face-down monster cards; the MAIN
STAIRCASE label covers the pawns standing there; twelve pawns on one space are a blob. Every room's name
stays readable, and pawns sharing a space fan out.\""""

import itertools
import math

from tests.ui.harness import open_table, session_for


def twelve_on_the_staircase(app):
    """A twelve-seat table at the start of play: every pawn but the first to move on the Main Staircase."""
    s = session_for("dungeon", seats=12, humans=0, seed=5)
    while s.state.phase != "play":
        s.play(s.computer_choice())
    return open_table(app, s)


def test_every_room_with_cards_has_its_name_on_a_tag_over_them(app):
    scene = open_table(app, session_for("dungeon", seats=4, seed=5))
    bv = scene.board_view
    bv.set_zoom(scene.play_zoom)
    scene.draw(app.screen)
    rooms = {lair.space for lair in scene.view.lairs if scene.board.spaces[lair.space].kind == "room" and lair.guards}
    assert rooms and set(scene.name_tags) == rooms, "every room with cards on it is named on a tag"
    for room, tag in scene.name_tags.items():
        space = scene.board.spaces[room]
        at = (round(space.x * bv.zoom), round(space.y * bv.zoom), round(space.w * bv.zoom), round(space.h * bv.zoom))
        assert tag.colliderect(at), f"{space.name}'s tag lies on the room"
        assert tag.h >= 16, f"{space.name}'s tag is {tag.h} pixels high"
    for (a, ta), (b, tb) in itertools.combinations(scene.name_tags.items(), 2):
        assert not ta.colliderect(tb), f"the tags of {scene.board.spaces[a].name} and {scene.board.spaces[b].name}"


def test_twelve_pawns_on_one_space_fan_out(app):
    scene = twelve_on_the_staircase(app)
    scene.board_view.set_zoom(scene.play_zoom)
    scene.draw(app.screen)
    start = scene.m.start
    together = [seat for seat, p in enumerate(scene.view.pawns) if p.space == start]
    assert len(together) >= 10
    for a, b in itertools.combinations(together, 2):
        (pa, ra), (pb, rb) = scene.pawns_drawn[a], scene.pawns_drawn[b]
        assert math.dist(pa, pb) >= ra + rb + 4, f"pawns {a} and {b} overlap at {pa}, {pb}"


def test_the_main_staircase_label_and_the_pawns_there_leave_each_other_clear(app):
    scene = twelve_on_the_staircase(app)
    bv = scene.board_view
    bv.set_zoom(bv.fit_zoom())   # zoomed out, where the label is said again
    scene.draw(app.screen)
    label = scene.staircase_label
    assert label is not None
    for seat, ((x, y), r) in scene.pawns_drawn.items():
        assert not label.colliderect((x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 4)), f"the label covers pawn {seat}"
