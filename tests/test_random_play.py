"""Random play, after OpenSpiel's random_sim_test: every playable game, driven by random legal actions,
stays consistent at every step.

At each step: someone is to act and has legal actions with readable names; an illegal action is refused
without changing the state; every seat's view can be taken, and holds no other seat's secret (the hidden
data swapped, the view is the same: tests/hidden_data.py); a malformed action (a field of the wrong type or a
value the game does not know, built directly or read from JSON) is refused with IllegalAction; the state
survives a JSON round trip and plays on identically from the copy. Games are cut off after a number of
actions (the computer players prove in simulate that games end).
"""

import copy
import dataclasses
import random

import pytest

from game.engine import serial
from game.engine.protocol import Action, IllegalAction
from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.simulate import table_choices
from tests.hidden_data import SWAPS, swap_delve
from tests.toygame import GAME as TOY

GAMES = [TOY] + [load_game(i) for i in playable_ids()]
# What a fuzzer puts in an action's fields: wrong types, and values no game knows.
FUZZ = [None, -1, 987654, 10**30, 1.5, "", "no-such-thing", "\x00", "x" * 10_000, True, [], [1, 2], {}, {"a": 1}]


class NotAnAction(Action):
    pass


def seats_to_look(n, rnd, most=2):
    """Whose views to take after an action: a spectator's and every seat's, or at a larger table `most` seats
    drawn afresh each time (the views of a 12-seat Dungeon! are costly; over a game every seat is seen)."""
    return [None, *(range(n) if n <= most else sorted(rnd.sample(range(n), most)))]


def hides_secrets(game, state, views, rnd, swap):
    """Each view (a dict seat -> its view) is the same with what the seat may not see changed."""
    for seat, view in views.items():
        assert game.view(swap(state, seat, rnd), seat) == view, f"{game.id}: seat {seat} sees another seat's secret"


def refuses_malformed(game, state, legal, rnd):
    """Malformed actions, built directly or read from JSON, are refused with IllegalAction and change nothing."""
    before = serial.to_json(state)
    for action in rnd.sample(legal, min(2, len(legal))):
        for f in dataclasses.fields(action):
            for value in rnd.sample(FUZZ, 3):
                try:
                    bad = dataclasses.replace(action, **{f.name: value})
                except Exception:  # noqa: BLE001 - an action that refuses such a value when built: fine
                    bad = None
                if bad is not None and bad not in legal:
                    with pytest.raises(IllegalAction):
                        game.apply(state, bad)
                data = {**action.to_json(), f.name: value}
                try:
                    decoded = game.action_from_json(data)
                except IllegalAction:
                    continue
                if decoded not in legal:
                    with pytest.raises(IllegalAction):
                        game.apply(state, decoded)
    for data in (None, [], "Roll", {"type": "Nope"}, {"type": ["x"]}, {"no": "type"}):
        with pytest.raises(IllegalAction):
            game.action_from_json(data)
    assert serial.to_json(state) == before


def random_table(game, rng, n):
    choices = table_choices(game, n, rng)
    options = {o.key: bool(rng.below(2)) for o in game.optional_rules}
    return TableConfig(seats=[Seat(name=f"Seat {i}", kind="computer", choices=choices[i]) for i in range(n)],
                       options=options)


def test_every_game_with_secrets_has_a_swap():
    """To check that no view shows another seat's secret, the test must know what the secrets are."""
    missing = [g.id for g in GAMES if g.has_secrets and g.id not in SWAPS]
    assert not missing, f"write a swap of the hidden data in tests/hidden_data.py for {missing}"


@pytest.mark.heavy
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_random_play_is_consistent(game):
    rng = Rng(seed=2024)
    rnd = random.Random(2024)
    swap = SWAPS.get(game.id)
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
            views = {seat: game.view(state, seat) for seat in seats_to_look(n, rnd)}
            if swap is not None:
                hides_secrets(game, state, views, rnd, swap)
            if step % 19 == 0:
                refuses_malformed(game, state, legal, rnd)
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


def test_a_twist_card_being_aimed_stays_secret():
    game = load_game("delve")
    rng, rnd = Rng(seed=15), random.Random(15)
    aimed = 0
    for round_ in range(8):
        n = 2 + rng.below(3)
        config = random_table(game, rng, n)
        config.options["twists"] = True
        state = game.new_game(config, seed=round_)
        state.drain()
        for _ in range(300):
            if game.outcome(state) is not None:
                break
            if state.pending is not None and state.pending.kind == "twist":
                aimed += 1
                views = {seat: game.view(state, seat) for seat in [None, *range(n)]}
                hides_secrets(game, state, views, rnd, lambda st, seat, r: swap_delve(st, seat, r, target_card=True))
            game.apply(state, rng.choice(game.legal_actions(state)))
    assert aimed, "no twist card was aimed in these games"
