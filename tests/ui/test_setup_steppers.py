"""Issue 14: "Steppers stop at their ends instead of wrapping (12 seats, one more click, 1 seat)." A stepper at its
end looks disabled: its arrow that way is drawn dim and does nothing."""

import pygame

from game.engine.registry import get_game
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, show


def count_stepper(setup):
    return setup.widgets[0]


def arrow_ink(app, picker, side):
    """The brightest colour drawn in the arrow's box (its glyph)."""
    rect = getattr(picker, side).inflate(-12, -8)
    shot = app.screen.subsurface(rect)
    return max(sum(shot.get_at((x, y))[:3]) for x in range(rect.w) for y in range(rect.h))


def test_the_seat_count_stops_at_twelve_and_at_one(app):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    for _ in range(15):
        click(app, count_stepper(setup).right.center)
    assert setup.count == 12
    click(app, count_stepper(setup).right.center)       # one more click: still twelve, not one
    click(app, count_stepper(setup).rect.center)
    assert setup.count == 12
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=count_stepper(setup).rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 1 / 60)
    assert setup.count == 12
    for _ in range(15):
        click(app, count_stepper(setup).left.center)
    assert setup.count == 1
    click(app, count_stepper(setup).left.center, button=3)
    assert setup.count == 1


def test_a_stepper_at_its_end_draws_that_arrow_dim(app):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    setup.set_count("1")
    app.dirty = True
    app.frame([], 1 / 60)
    low = count_stepper(setup)
    dim, lit = arrow_ink(app, low, "left"), arrow_ink(app, low, "right")
    assert dim < lit - 150, (dim, lit)
    setup.set_count("12")
    app.dirty = True
    app.frame([], 1 / 60)
    high = count_stepper(setup)
    assert arrow_ink(app, high, "right") < arrow_ink(app, high, "left") - 150


def test_a_two_way_pick_still_switches_from_its_middle(app):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    kind = next(w for w in setup.widgets if getattr(w, "values", None) == ["human", "computer"])
    click(app, kind.rect.center)
    assert setup.seats[0].kind == "computer"
    click(app, kind.rect.center)
    assert setup.seats[0].kind == "human"
