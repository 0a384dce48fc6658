"""Dungeon!'s table set-up: any number of seats may choose their pawn in play; three of a type at most."""

from game.engine.registry import get_game
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, show
from tests.ui.harness import NAMES, open_table, until_person


def test_setup_lets_any_number_choose_in_play_but_not_four_elves(app):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    setup.set_count("6")
    assert setup.error is None and setup.start.enabled  # six seats, all "Choose in play"
    for i in range(4):
        setup.seats[i].choices["pawn"] = "Elf"
    setup.validate()
    assert not setup.start.enabled and "at most 3 seats may choose elf" in setup.error.lower()


def test_setup_offers_the_optional_rules_and_the_solo_goal_as_a_pick(app):
    """Every optional rule of Dungeon! shows at set-up (for one seat): a switch each, and the solo goal a pick
    of values; clicking the pick's right arrow chooses the next goal, which the table set-up then carries."""
    from game.ui.widgets import Picker, Toggle
    game = get_game("dungeon")
    setup = show(app, SetupScene(app, game))
    setup.set_count("1")
    toggles = [w for w in setup.widgets if isinstance(w, Toggle)]
    assert [t.label for t in toggles] == [o.label for o in game.optional_rules if not o.values]
    (goal,) = [w for w in setup.widgets if isinstance(w, Picker) and w.values == list(game.optional_rules[-1].values)]
    assert goal.labels[goal.value] == "Solo goal: none"
    click(app, goal.right.center)
    assert setup.config().options["solo"] == "clock" and goal.labels["clock"] == "Solo goal: beat the clock"
    assert all(w.rect.bottom < setup.start.rect.top for w in [*toggles, goal])


def test_the_solo_goal_is_offered_only_to_a_lone_player(app):
    """A tester met "Solo goal" at a table of two: an option that matters at one seat shows only then."""
    from game.ui.widgets import Picker
    setup = show(app, SetupScene(app, get_game("dungeon")))

    def solo_goal_shown() -> bool:
        return any(isinstance(w, Picker) and "Solo goal: none" in w.labels.values() for w in setup.widgets)
    setup.set_count("2")
    assert not solo_goal_shown()
    setup.set_count("1")
    assert solo_goal_shown()


def test_a_wizard_takes_a_usual_mix_of_seven_spells_in_one_click(app):
    """Issue 14: "A Wizard takes seven spells with seven clicks: offer the usual mixes in one click, as well
    as picking one by one." The buttons are the mixes; the cards still take a spell each."""
    from game.games.dungeon.actions import TakeSpell
    from tests.ui.tables import buttons, centre
    from tests.ui.test_dungeon_scene import cards
    scene = open_table(app, dungeon_with_a_wizard(seats=3))
    assert until_person(app, scene)
    assert [type(t.actions[0]) for t in cards(scene)] == [TakeSpell] * 3, "one by one: a card per spell"
    (attack,) = [label for label in buttons(scene) if label.startswith("Attack:")]
    assert "4 Fire Ball" in attack and "one click" in buttons(scene)[attack].text()
    click(app, centre(buttons(scene)[attack]))
    assert scene.session.state.pawns[0].spells == {"lightning_bolt": 2, "fire_ball": 4, "transference": 1}
    assert [type(a).__name__ for a in scene.session.history[:1]] == ["TakeMix"], "one click, one decision"


def dungeon_with_a_wizard(seats: int = 12) -> Session:
    """A Dungeon! table whose person plays a Wizard: the set-up asks them to take their spells."""
    game = get_game("dungeon")
    choices = table_choices(game, seats, Rng(seed=4))
    choices[0] = {**choices[0], "pawn": "Wizard"}
    config = TableConfig(seats=[Seat(name=NAMES[i], kind="human" if i == 0 else "computer", choices=choices[i])
                                for i in range(seats)])
    return Session(game, config, 4)
