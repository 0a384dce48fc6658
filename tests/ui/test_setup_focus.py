"""Issue 14: "Keyboard focus jumps back to seat 1's name after a click on any stepper, so typed letters land in
the wrong name; clicking a name does not select it, so typing appends ('AdaMireille'); Tab does nothing.
Clicking a name selects it whole; Tab and Shift+Tab move between names; focus stays where the player put it."
"""

import pygame

from game.engine.registry import get_game
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Picker, Toggle
from tests.ui.conftest import click, show


def type_text(app, text):
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text], 1 / 60)


def press(app, k, mod=0):
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], 1 / 60)


def names(setup):
    return [w for w in setup.widgets if type(w).__name__ == "TextBox"]   # (by name: the revert check)


def pickers(setup):
    return [w for w in setup.widgets if isinstance(w, Picker)]


def open_dungeon(app, seats=4):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    setup.set_count(str(seats))
    return setup


def test_clicking_a_name_selects_it_whole_so_typing_replaces_it(app):
    setup = open_dungeon(app)
    click(app, names(setup)[0].rect.center)
    type_text(app, "Mireille")
    assert setup.seats[0].name == "Mireille"     # not "AdaMireille"
    click(app, names(setup)[0].rect.center)      # a second click keeps the name and types after it
    type_text(app, "s")
    assert setup.seats[0].name == "Mireilles"
    press(app, pygame.K_BACKSPACE)
    assert setup.seats[0].name == "Mireille"


def test_the_keys_stay_in_the_name_clicked_whatever_stepper_is_clicked(app):
    setup = open_dungeon(app)
    click(app, names(setup)[2].rect.center)
    type_text(app, "Cor")
    for picker in [p for p in pickers(setup) if p is not pickers(setup)[0]]:   # each seat's steppers
        click(app, picker.right.center)
        type_text(app, "a")
    toggle = next(w for w in setup.widgets if isinstance(w, Toggle))
    click(app, toggle.rect.center)
    type_text(app, "!")
    assert setup.seats[2].name.startswith("Cor") and setup.seats[2].name.endswith("!")
    assert [s.name for s in setup.seats[:2] + setup.seats[3:4]] == ["Ada", "Bram", "Dain"]


def test_the_keys_stay_in_the_name_when_the_seat_count_changes(app):
    """The seat count stepper lays the rows out again: the keys are still in the same seat's name."""
    setup = open_dungeon(app, seats=3)
    click(app, names(setup)[1].rect.center)
    click(app, pickers(setup)[0].right.center)   # 4 seats
    assert setup.count == 4
    type_text(app, "Zed")
    assert [s.name for s in setup.seats[:4]] == ["Ada", "Zed", "Cora", "Dain"]


def test_tab_and_shift_tab_move_between_the_names(app):
    setup = open_dungeon(app, seats=3)
    click(app, names(setup)[0].rect.center)
    press(app, pygame.K_TAB)
    type_text(app, "Two")
    press(app, pygame.K_TAB)
    type_text(app, "Three")
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    type_text(app, "One")
    assert [s.name for s in setup.seats[:3]] == ["One", "Two", "Three"]


def test_enter_or_the_empty_page_puts_the_keys_away_and_escape_then_goes_back(app):
    setup = open_dungeon(app, seats=2)
    click(app, names(setup)[0].rect.center)
    press(app, pygame.K_RETURN)
    type_text(app, "x")
    assert setup.seats[0].name == "Ada"
    click(app, names(setup)[1].rect.center)
    click(app, (700, 600))                       # nothing there
    type_text(app, "x")
    assert setup.seats[1].name == "Bram"
    click(app, names(setup)[1].rect.center)
    press(app, pygame.K_ESCAPE)                  # the first Escape ends the typing ...
    assert app.stack.top is setup
    press(app, pygame.K_ESCAPE)                  # ... the second leaves the set-up
    assert app.stack.top is not setup
