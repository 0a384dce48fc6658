"""Dungeon!'s table set-up: any number of seats may choose their pawn in play; three of a type at most."""

from game.engine.registry import get_game
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, show


def test_setup_lets_any_number_choose_in_play_but_not_four_elves(app):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    setup.set_count("6")
    assert setup.error is None and setup.start.enabled  # six seats, all "Choose in play"
    for i in range(4):
        setup.seats[i].choices["pawn"] = "Elf"
    setup.validate()
    assert not setup.start.enabled and "at most 3 seats may choose elf" in setup.error.lower()


def test_setup_offers_the_optional_rules_and_the_solo_goal_as_a_pick(app):
    """Every optional rule of Dungeon! shows at set-up: a switch each, and the solo goal a pick of values;
    clicking the pick's right arrow chooses the next goal, which the table set-up then carries."""
    from game.ui.widgets import Picker, Toggle
    game = get_game("dungeon")
    setup = show(app, SetupScene(app, game))
    toggles = [w for w in setup.widgets if isinstance(w, Toggle)]
    assert [t.label for t in toggles] == [o.label for o in game.optional_rules if not o.values]
    (goal,) = [w for w in setup.widgets if isinstance(w, Picker) and w.values == list(game.optional_rules[-1].values)]
    assert goal.labels[goal.value] == "Solo goal: none"
    click(app, goal.right.center)
    assert setup.config().options["solo"] == "clock" and goal.labels["clock"] == "Solo goal: beat the clock"
    assert all(w.rect.bottom < setup.start.rect.top for w in [*toggles, goal])
