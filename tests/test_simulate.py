"""The simulator plays whole games headless and reports them; it counts rules errors, never hides them."""

from game.engine.protocol import Action, ConfigError, SeatChoice
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.simulate import random_choices, report, simulate, table_choices
from tests.toygame import GAME, ToyGame


def test_simulates_and_reports():
    result = simulate(GAME, [1, 2, 4], games=30, seed=1, agents=["ai", "random"], rotate=True)
    data = result.as_json()
    assert data["finished"] == 30 and data["errors"] == 0
    assert sum(data["wins"].values()) == 30
    assert data["games_per_second"] > 0 and data["mean_turns"] >= 1
    assert "30/30 games finished" in report(result)


def test_rules_errors_are_counted():
    class Broken(ToyGame):
        def _apply(self, state, action: Action) -> None:
            raise RuntimeError("boom")

    result = simulate(Broken(), [2], games=3, seed=1)
    assert result.errors == 3 and "boom" in result.first_error


def test_random_choices_respect_limits():
    for seed in range(20):
        picks = random_choices(GAME.seat_choices, 4, Rng(seed=seed))
        assert sorted(p["colour"] for p in picks) == ["blue", "blue", "red", "red"]


def test_a_game_only_random_players_keep_going_is_reported_apart():
    class Endless(ToyGame):
        action_limit = 600

        def length(self, state):
            return 10**9

    endless = Endless()
    by_random = simulate(endless, [2], games=2, seed=1, agents=["random"])
    assert by_random.random_only == 2 and by_random.unfinished == 0
    by_ai = simulate(endless, [2], games=2, seed=1, agents=["ai"])
    assert by_ai.unfinished == 2 and "no end after 600 actions" in by_ai.first_error


def test_table_choices_obey_limits_the_game_states_only_in_check_config():
    class OneRedOnly(ToyGame):
        seat_choices = (SeatChoice(key="colour", label="Colour", values=("red", "blue")),)

        def check_config(self, config):
            super().check_config(config)
            if sum(1 for s in config.seats if s.choices.get("colour") == "red") > 1:
                raise ConfigError("at most one red")

    game = OneRedOnly()
    for seed in range(20):
        picks = table_choices(game, 3, Rng(seed=seed))
        game.check_config(TableConfig(seats=[Seat(name=f"S{i}", choices=p) for i, p in enumerate(picks)]))
