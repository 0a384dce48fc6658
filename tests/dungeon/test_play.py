"""Whole games on the test maps: random play stays consistent at every step (as the engine's random-play
test checks every shelved game), and the computer player finishes its games and beats the random one."""

import copy

import pytest

from game.engine import serial
from game.engine.protocol import RandomAgent
from game.engine.rng import Rng
from game.engine.simulate import simulate
from game.games.dungeon.setup import CHOOSE
from tests.dungeon.helpers import game, table


@pytest.mark.parametrize("board", ["rules", "full"])
def test_random_play_is_consistent(board):
    """Random play on the test maps: legal actions always exist, views work, saves round-trip and replay."""
    g = game(board)
    rng = Rng(seed=77)
    kinds = [CHOOSE, "Wizard", "Elf", "Hero", "Superhero", CHOOSE]
    for round_ in range(3):
        n = 1 + rng.below(6)
        state = g.new_game(table(*kinds[:n]), seed=round_)
        state.drain()
        agent = RandomAgent(round_)
        for step in range(300):
            if g.outcome(state) is not None:
                assert g.legal_actions(state) == []
                break
            legal = g.legal_actions(state)
            assert legal and state.to_act is not None
            assert len({str(a) for a in legal}) >= 1 and all("object at" not in str(a) for a in legal)
            for seat in [None, *range(n)]:
                g.view(state, seat)
            assert g.turn_label(state)
            action = agent.choose(g, state, legal)
            if step % 23 == 0:
                data = serial.to_json(state)
                twin = g.state_from_json(copy.deepcopy(data))
                assert serial.to_json(twin) == data
                a, b = g.apply(state, action), g.apply(twin, action)
                assert [e.text() for e in a] == [e.text() for e in b]
                assert serial.to_json(twin) == serial.to_json(state)
                assert g.action_from_json(action.to_json()) == action
            else:
                g.apply(state, action)


def test_the_computer_player_finishes_games_of_one_to_twelve_seats():
    """NUMBER OF PLAYERS: 2 to 12, and solo play: computer players finish games of 1, 4 and 12 seats."""
    g = game("full")
    result = simulate(g, [1, 4, 12], games=6, seed=3)
    assert result.errors == 0 and result.unfinished == 0, result.first_error
    assert result.finished == 6 and result.decisions > 0


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_the_computer_player_beats_the_random_player():
    """The computer player wins clearly against the random player (issue 3: at least 80%)."""
    g = game("full")
    result = simulate(g, [2], games=30, seed=5, agents=["ai", "random"], rotate=True)
    assert result.errors == 0, result.first_error
    assert result.wins_by_agent["ai"] >= 24


def test_the_computer_player_decides_only_on_what_its_seat_may_see():
    """Changing a face-down card the seat has not seen never changes its choice; seeing it may."""
    from tests.dungeon.helpers import card, lair, space, started, turn_of

    g = game()
    choices = []
    for monster in (card(1, "Goblins"), card(6, "Red Dragon")):
        state = started(g, "Hero", "Elf")
        lair(state, space(g, "Kitchen"), monster, prizes_=(card(1, "Sack of Gold (1,000)"),))
        turn_of(state, 0, space(g, "a1"))
        agent = g.agent(0, 1)
        choices.append(str(agent.choose(g, state, g.legal_actions(state))))
    assert choices[0] == choices[1]
    state.learn(card(6, "Red Dragon"), [0])   # now the Hero knows what waits there
    state.pawns[0].space = space(g, "a4")
    state.t.mp = 0
    lair(state, space(g, "Almsroom"), card(1, "Goblins", 2), prizes_=(card(1, "Sack of Gold (250)"),))
    assert str(g.agent(0, 1).choose(g, state, g.legal_actions(state))) == "End the turn"


def test_the_computer_player_finishes_a_game_on_the_real_board():
    """A whole four-seat game on boards/dungeon.tmx (its speed is measured by `python -m game bench`)."""
    from game.games.dungeon import GAME

    result = simulate(GAME, [4], games=1, seed=11)
    assert result.errors == 0 and result.unfinished == 0, result.first_error
    assert result.finished == 1 and result.decisions > 0


def play_simulated_game(game_, game_seed: int, kinds: list[str], limit: int):
    """One game as `python -m game simulate` plays it (the same seat choices and agents for that game's
    seed): returns the session and the number of actions played (stopping at `limit`)."""
    from game.engine.seats import Seat, TableConfig
    from game.engine.session import Session
    from game.engine.simulate import make_agent, table_choices

    choices = table_choices(game_, len(kinds), Rng(seed=game_seed ^ 0x5EED))
    seats = [Seat(name=f"{k.capitalize()} {s + 1}", kind="computer", choices=choices[s]) for s, k in enumerate(kinds)]
    session = Session(game_, TableConfig(seats=seats), game_seed, keep_undo=False)
    agents = [make_agent(k, game_, s, game_seed * 31 + s) for s, k in enumerate(kinds)]
    count = 0
    while session.outcome is None and count < limit:
        seat = session.state.to_act
        session.play(agents[seat].choose(game_, session.state, session.legal()))
        count += 1
    return session, count


def test_a_hard_player_never_walks_back_and_forth_for_ever():
    """A computer player always makes progress towards an end: `simulate dungeon --players 2 --games 200
    --seed 5 --agents hard,easy --rotate`, game of seed 500098 (Easy, Hard): the Easy Elf dies, and the Hard
    Hero, holding an ESP Medallion, once walked for ever between two corridor spaces by the Crypt (the way to
    the Charnel House was counted through the Crypt's monsters one way and not the other). It now ends well
    within the simulator's 12,000 actions."""
    from game.games.dungeon import GAME

    session, count = play_simulated_game(GAME, 500098, ["easy", "hard"], limit=2000)
    assert session.outcome is not None, f"no end after {count} actions"
    assert count < 1000
