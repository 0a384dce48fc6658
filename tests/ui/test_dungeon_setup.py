"""Dungeon!'s table set-up: any number of seats may choose their pawn in play; three of a type at most."""

from game.engine.registry import get_game
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import show


def test_setup_lets_any_number_choose_in_play_but_not_four_elves(app):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    setup.set_count("6")
    assert setup.error is None and setup.start.enabled  # six seats, all "Choose in play"
    for i in range(4):
        setup.seats[i].choices["pawn"] = "Elf"
    setup.validate()
    assert not setup.start.enabled and "at most 3 seats may choose elf" in setup.error.lower()
