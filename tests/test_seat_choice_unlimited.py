"""SeatChoice.unlimited: a value any number of seats may pick (such as "random") beside values limited
by max_per_value (such as one card per hero)."""

import pytest

from game.engine.protocol import ConfigError, SeatChoice
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.simulate import random_choices
from tests.toygame import ToyGame

HERO = SeatChoice(key="hero", label="Hero", values=("random", "Knight", "Bard"), max_per_value=1,
                  unlimited=("random",))


class _Unique(ToyGame):
    seat_choices = (HERO,)


def table(*heroes):
    return TableConfig(seats=[Seat(name=f"P{i}", choices={"hero": h}) for i, h in enumerate(heroes)])


def test_unlimited_value_may_be_picked_by_every_seat():
    _Unique().check_config(table("random", "random", "random", "Knight"))


def test_limited_values_still_refused_twice():
    with pytest.raises(ConfigError, match="at most 1 seat may choose Knight"):
        _Unique().check_config(table("Knight", "random", "Knight"))


def test_random_choices_may_repeat_unlimited_values_only():
    for seed in range(40):
        picks = [p["hero"] for p in random_choices((HERO,), 4, Rng(seed=seed))]
        assert picks.count("Knight") <= 1 and picks.count("Bard") <= 1
        assert picks.count("random") >= 2
