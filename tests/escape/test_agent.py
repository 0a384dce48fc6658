"""The computer hireling: beats the random player, decides quickly, and reads only what its seat sees."""

import copy

from game.engine.agents import RandomAgent
from game.engine.simulate import simulate
from game.games.escape import GAME
from game.games.escape.actions import NoCard, PayToll, Steal, ThrowCard, UseCard
from game.games.escape.agent import EscapeAgent
from tests.escape.helpers import PATH, act, front, new, pack, place, sq


def test_it_beats_the_random_player_in_two_seat_games():
    result = simulate(GAME, [2], games=160, seed=11, agents=["ai", "random"], rotate=True)
    assert result.errors == 0 and result.finished == 160
    assert result.wins_by_agent["ai"] / 160 >= 0.65, result.wins_by_agent


def test_it_finishes_six_seat_games():
    """Six computer hirelings play six games to the end (decision times are measured by `python -m game bench`)."""
    result = simulate(GAME, [6], games=6, seed=3)
    assert result.errors == 0 and result.finished == 6


def test_it_never_reads_a_face_down_card():
    """Scrambling every pack (which no one may look at) never changes its decision."""
    state = new(3, fire=True, seed=21)
    agents = [EscapeAgent(s, 1) for s in range(3)]
    other = RandomAgent(5)
    for step in range(150):
        if GAME.outcome(state) is not None:
            break
        legal = GAME.legal_actions(state)
        seat = state.to_act
        choice = agents[seat].choose(GAME, state, legal)
        scrambled = copy.deepcopy(state)
        for h in scrambled.hirelings:
            h.pack.reverse()
        scrambled.hoard.reverse()
        scrambled.box.reverse()
        assert agents[seat].choose(GAME, scrambled, legal) == choice
        GAME.apply(state, choice if step % 3 else other.choose(GAME, state, legal))


def test_it_pays_the_troll_with_a_full_pack():
    state = new()
    place(state, 0, "Square 14")
    state.rng.force(3)
    act(state, NoCard("move"))
    assert EscapeAgent(0, 1).choose(GAME, state, GAME.legal_actions(state)) == PayToll()


def test_it_reaches_into_the_backpack():
    state = new()
    place(state, 0, "Square 4")
    place(state, 1, "Square 6")
    state.rng.force(2)
    act(state, NoCard("move"))
    assert EscapeAgent(0, 1).choose(GAME, state, GAME.legal_actions(state)) == Steal(victim=1)


def test_it_spends_its_cards_when_a_rival_is_about_to_get_out():
    state = new()
    place(state, 0, "Square 12")
    place(state, 1, "Square 31")
    pack(state, 0, "boots")
    assert EscapeAgent(0, 1).choose(GAME, state, GAME.legal_actions(state)) == UseCard("move")


def test_it_throws_a_weak_card_from_in_front_rather_than_an_unknown_one():
    state = new(2, fire=True)
    place(state, 0, "Square 1")
    pack(state, 0, "haste")
    front(state, 0, "garlic")
    state.round, state.fire, state.to_act = 5, 4, 1
    place(state, 1, "Square 12")
    state.rng.force(1, 2)
    act(state, NoCard("move"))
    assert state.phase == "fire"
    assert EscapeAgent(0, 1).choose(GAME, state, GAME.legal_actions(state)) == ThrowCard(front=0)


def test_it_chooses_a_legal_action_with_six_hirelings_and_the_fire():
    state = new(6, fire=True, seed=4)
    agent = EscapeAgent(state.to_act, 1)
    legal = GAME.legal_actions(state)
    assert agent.choose(GAME, state, legal) in legal


def test_it_keeps_its_last_card_as_a_life_when_the_fire_is_close_behind():
    """With the fireball three squares behind and one card left, the card is a life, not a move; with
    the fireball switched off, the same card is spent on moving."""
    state = new(2, fire=True)
    place(state, 0, "Square 5")
    place(state, 1, "Square 12")
    pack(state, 0, "boots")
    state.round, state.fire = 8, PATH.route_index[sq("Square 2")]
    assert EscapeAgent(0, 1).choose(GAME, state, GAME.legal_actions(state)) == NoCard("move")
    state.fire_on = False
    assert EscapeAgent(0, 1).choose(GAME, state, GAME.legal_actions(state)) == UseCard("move")
