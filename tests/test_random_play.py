"""Random play, after OpenSpiel's random_sim_test: every playable game, driven by random legal actions,
stays consistent at every step.

At each step: someone is to act and has legal actions with readable names; an illegal action is refused
without changing the state; every seat's view can be taken; the state survives a JSON round trip and
plays on identically from the copy. Games are cut off after a number of actions (the computer players
prove in simulate that games end).
"""

import copy

import pytest

from game.engine import serial
from game.engine.protocol import Action, IllegalAction
from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.simulate import table_choices
from tests.toygame import GAME as TOY

GAMES = [TOY] + [load_game(i) for i in playable_ids()]


class NotAnAction(Action):
    pass


def random_table(game, rng, n):
    choices = table_choices(game, n, rng)
    options = {o.key: bool(rng.below(2)) for o in game.optional_rules}
    return TableConfig(seats=[Seat(name=f"Seat {i}", kind="computer", choices=choices[i]) for i in range(n)],
                       options=options)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_random_play_is_consistent(game):
    rng = Rng(seed=2024)
    for round_ in range(6):
        n = game.min_players + rng.below(game.max_players - game.min_players + 1)
        state = game.new_game(random_table(game, rng, n), seed=round_)
        state.drain()
        for step in range(400):
            if game.outcome(state) is not None:
                assert game.legal_actions(state) == []
                break
            assert state.to_act is not None and 0 <= state.to_act < n
            legal = game.legal_actions(state)
            assert legal, f"{game.id}: seat {state.to_act} has nothing to do at step {step}"
            assert all(str(a) and "object at" not in str(a) for a in legal)
            for seat in [None, *range(n)]:
                game.view(state, seat)
            if step % 37 == 0:
                before = serial.to_json(state)
                with pytest.raises(IllegalAction):
                    game.apply(state, NotAnAction())
                assert serial.to_json(state) == before
                copy_ = game.state_from_json(copy.deepcopy(before))
                assert serial.to_json(copy_) == before
                action = rng.choice(legal)
                a = game.apply(state, action)
                b = game.apply(copy_, action)
                assert [e.text() for e in a] == [e.text() for e in b]
                assert serial.to_json(copy_) == serial.to_json(state)
                assert game.action_from_json(action.to_json()) == action
            else:
                game.apply(state, rng.choice(legal))
