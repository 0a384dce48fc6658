"""What players met on the Wilds & Depths board: "pawns cover the place names". The adventurers on a square
stand inside it, so that none stands on a caption beside the track (the depths' names, the Long Stair), and
on the Town above its printed name, at every zoom a person uses (the whole board, which is the play zoom, and
zoomed in); a square's printed number is said again over them. Several on one square each stay in sight,
the one to act in front."""

import itertools
import math

import pygame
import pytest

from game.ui.boardview import map_rect
from game.ui.looks import Figure
from game.ui.scenes.town.style import Amount, caption, town_word
from tests.town.helpers import new, place
from tests.ui.tables import parts
from tests.ui.test_town_screen import table

Rect = pygame.Rect
# (the square, how many stand there): beside the depths' captions, the Long Stair's, and the Town itself
STANDING = [("Town", 1), ("Town", 2), ("Town", 4), ("Fungus Grotto", 4), ("Rockfall", 3), ("Rune Gate", 2),
            ("Kennels", 4), ("Meadow Spring", 3), ("Hunter's Trail", 4), ("Misty Moor", 4), ("Trickling Spring", 2)]
ZOOMS = ["whole", 0.5, 1.2, 2.1]


def drawn(p) -> Rect:
    """A figure as it is drawn: its picture, `size` square, on its part's middle (the part has room for a glow)."""
    return Rect(0, 0, p.look.size, p.look.size).move_to(center=p.rect.center)


@pytest.mark.parametrize("name,count", STANDING)
def test_adventurers_on_a_square_leave_the_names_by_it_readable_at_every_zoom(app, name, count):
    state = new(4)
    for seat in range(count):
        place(state, seat, name)
    scene = table(app, state, kinds=("human",) * 4)
    screen = scene.screen
    cam, board = screen.camera, screen.board
    square = board.find(name)
    town = board.find("Town")
    screen.following = False
    for zoom in ZOOMS:
        cam.set_zoom(cam.fit_zoom() if zoom == "whole" else zoom)
        cam.centre_on(*square.center)
        scene.draw(app.screen)
        names = [(text, box.union(box.move(2, 2))) for _, text, box in map(caption, board.marks_of_kind("label"))]
        names.append(("TOWN", town_word(map_rect(town))))
        shown = parts(scene)
        figures = [(i, p) for i, p in enumerate(shown) if isinstance(p.look, Figure) and p.look.seat < count]
        assert len(figures) == count, "every adventurer there is drawn"
        for (_, p), (text, box) in itertools.product(figures, names):
            assert not drawn(p).colliderect(cam.on_screen(box)), \
                f"{p.look.seat} covers {text!r} at zoom {cam.zoom:.2f}"
        if square.prop("amount"):
            said = [i for i, p in enumerate(shown) if isinstance(p.look, Amount)
                    and p.rect.colliderect(cam.on_screen(map_rect(square)))]
            assert said and min(said) > max(i for i, _ in figures), "the square's number over them"
        for (_, a), (_, b) in itertools.combinations(figures, 2):
            assert math.dist(a.rect.center, b.rect.center) >= 0.45 * min(a.look.size, b.look.size), \
                "each one in sight"
        if count > 1:
            assert figures[-1][1].look.seat == scene.shown.turn == 0, "the one to act in front"
