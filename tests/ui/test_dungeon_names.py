"""What players met on the Dungeon! board: "pawns cover the place names". A pawn standing on a named place (a
room, a chamber) or next to one never hides its name, at every zoom a person uses (the whole board, the
play zoom the camera follows a pawn at, zoomed in): a name its ring meets is said on a tag drawn over it.
The pawns stay whole and apart, the one to act on top of the others."""

import itertools
import math

import pygame
import pytest

from game.ui.labels import Tag, words_of
from game.ui.looks import Pawn, Wash
from game.ui.scenes.dungeon.overlay import NAME_ZOOM
from game.ui.tabletop.board import Viewport
from tests.ui.harness import open_table, session_for
from tests.ui.tables import parts

Rect = pygame.Rect
# (the place, how many pawns stand there, whether its cards are taken first)
STANDING = [("Rack Room", 1, False), ("Rack Room", 3, False), ("Storeroom", 2, True), ("Torture Chamber", 4, False),
            ("Main Gallery", 3, False), ("Pantry", 1, True)]
ZOOMS = ["whole", 0.5, "play", 1.2, 2.1]


def my_turn_in_play(seed: int = 5):
    """A four-seat game in play, at the turn of the person at the screen (the computers wait)."""
    s = session_for("dungeon", seats=4, seed=seed)
    while not (s.state.phase == "play" and s.to_act == 0 and s.state.pending is None):
        s.play(s.computer_choice())
    return s


def ring(p) -> Rect:
    """A pawn as it is drawn: its ring in its seat's colour (its radius and 2 more)."""
    r = p.look.radius + 2
    return Rect(0, 0, 2 * r, 2 * r).move_to(center=p.rect.center)


def hidden(scene) -> list[str]:
    """Each name on the board a standing pawn's ring meets with no tag saying it drawn over that pawn (a tag's
    name is its words: a ring touching only its frame hides nothing)."""
    screen = scene.screen
    cam, layout = screen.camera, screen.layout
    shown = parts(scene)
    (viewport,) = [p for p in shown if isinstance(p.look, Viewport)]
    dx, dy = cam.to_screen(0, 0)
    layer = [p.rect.move(dx, dy) for p in screen.on_layer(viewport.look) if isinstance(p.look, Wash)]
    washed = layer + [p.rect for p in shown if isinstance(p.look, Wash)]
    names = [(" ".join(p.look.lines), words_of(p.rect.move(dx, dy))) for p in screen.on_layer(viewport.look)
             if isinstance(p.look, Tag)]
    names += [(" ".join(p.look.lines), words_of(p.rect)) for p in shown if isinstance(p.look, Tag)]
    for space, box in layout.name_box.items():
        place, at = screen.board.spaces[space], overlay_rect(cam, box)
        readable = place.kind == "chamber" or cam.zoom >= NAME_ZOOM   # (below it the hover names a room)
        if readable and not any(w.contains(at) for w in washed):
            names.append((place.name, at))
    out = []
    for i, pawn in enumerate(shown):
        if not isinstance(pawn.look, Pawn):
            continue
        for name, at in names:
            said_over = any(isinstance(p.look, Tag) and " ".join(p.look.lines).lower() == name.lower()
                            for p in shown[i + 1:])
            if ring(pawn).colliderect(at) and not said_over:
                out.append(f"pawn {pawn.look.seat} hides {name!r} at zoom {cam.zoom:.2f}")
    return out


def overlay_rect(cam, box: Rect) -> Rect:
    x, y = cam.to_screen(box.x, box.y)
    return Rect(x, y, round(box.w * cam.zoom), round(box.h * cam.zoom))


@pytest.mark.parametrize("name,count,emptied", STANDING)
def test_pawns_on_a_named_place_leave_its_name_readable_at_every_zoom(app, name, count, emptied):
    s = my_turn_in_play()
    board = s.game.load_board()
    place = next(sp for sp in board.spaces.values() if sp.name == name)
    if emptied:
        s.state.lairs[place.id] = []
    for pawn in s.state.pawns[:count]:
        pawn.space = place.id
    scene = open_table(app, s)
    screen = scene.screen
    cam = screen.camera
    screen.following = False
    for zoom in ZOOMS:
        cam.set_zoom({"whole": cam.fit_zoom(), "play": screen.play_zoom}.get(zoom, zoom))
        cam.centre_on(*place.center)
        scene.draw(app.screen)
        assert hidden(scene) == []
        drawn = [p for p in parts(scene, Pawn) if p.look.seat < count]
        assert len(drawn) == count, "every pawn there is drawn"
        for a, b in itertools.combinations(drawn, 2):
            assert math.dist(a.rect.center, b.rect.center) >= a.look.radius + b.look.radius + 4, "each pawn whole"
        if scene.shown.turn is not None and scene.shown.turn < count:
            assert parts(scene, Pawn)[-1].look.seat == scene.shown.turn, "the pawn to act on top"


def test_a_pawn_in_the_corridor_beside_a_room_leaves_its_name_readable(app):
    """Every corridor space beside a room in sight, a pawn on it: no name hidden."""
    s = my_turn_in_play()
    board = s.game.load_board()
    room = next(sp for sp in board.spaces.values() if sp.name == "Storeroom")
    s.state.lairs[room.id] = []
    beside = [c.id for c in board.spaces.values() if c.kind == "corridor" and math.dist(c.center, room.center) < 80]
    assert len(beside) >= 4
    for corridor in beside:
        for pawn in s.state.pawns[1:]:
            pawn.space = corridor
        scene = open_table(app, s)
        cam = scene.screen.camera
        scene.screen.following = False
        for zoom in (scene.screen.play_zoom, 1.2):
            cam.set_zoom(zoom)
            cam.centre_on(*room.center)
            scene.draw(app.screen)
            assert hidden(scene) == []


def test_a_pawn_by_a_rooms_door_that_only_touches_its_tags_frame_is_not_drawn_under_the_tag(app):
    """What a tester met: a room's name tag drawn over a pawn standing in the corridor by the room. A tag goes
    over a pawn only where the pawn's ring meets its words (a name is never cut); a ring that only touches the
    tag's frame leaves the pawn whole on top of it, the name read in full."""
    from game.ui.scenes.dungeon import overlay
    s = my_turn_in_play()
    board = s.game.load_board()
    scene = open_table(app, s)
    screen = scene.screen
    cam, layout = screen.camera, screen.layout
    screen.following = False
    cam.set_zoom(screen.play_zoom)
    r = max(8, min(24, round(28 * cam.zoom))) + 2     # a lone pawn's ring (overlay.pawns)
    carded = {space for space, guards in s.state.lairs.items() if guards}   # (a room with cards has a tag)
    found = None
    for room in (sp for sp in board.spaces.values() if sp.kind == "room" and sp.id in carded):
        cam.centre_on(*room.center)
        tags = overlay.tag_rects(cam, layout)
        for corridor in (c for c in board.spaces.values() if c.kind == "corridor"
                         and math.dist(c.center, room.center) < 80):
            ring_at = Rect(0, 0, 2 * r, 2 * r).move_to(center=cam.to_screen(*layout.pawn_at[corridor.id]))
            met = [space for space, tag in tags.items() if ring_at.colliderect(tag)]
            if met == [room.id] and not ring_at.colliderect(words_of(tags[room.id])):
                found = room, corridor
                break
        if found:
            break
    assert found, "a corridor space by a room whose tag a pawn there touches only at its frame"
    room, corridor = found
    s.state.pawns[1].space = corridor.id
    scene = open_table(app, s)
    scene.screen.following = False
    scene.screen.camera.set_zoom(scene.screen.play_zoom)
    scene.screen.camera.centre_on(*room.center)
    scene.draw(app.screen)
    shown = parts(scene)
    at = next(i for i, p in enumerate(shown) if isinstance(p.look, Pawn) and p.look.seat == 1)
    over = [" ".join(p.look.lines).upper() for p in shown[at + 1:] if isinstance(p.look, Tag)]
    assert room.name.upper() not in over, f"{room.name}'s tag drawn over the pawn by its door"
    assert hidden(scene) == []
