"""The computer hireling: beats the random player, decides quickly, and reads only what its seat sees."""

import copy

import pytest

from game.engine.protocol import RandomAgent
from game.engine.simulate import simulate
from game.games.escape import GAME
from game.games.escape.actions import NoCard, PayToll, Steal, ThrowCard, UseCard
from game.games.escape.agent import EscapeAgent
from game.games.escape.agent_easy import EasyHireling
from tests.escape.helpers import PATH, act, front, new, pack, place, sq


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_it_beats_the_random_player_in_two_seat_games():
    for strength, games, share in (("hard", 160, 0.7), ("ai", 100, 0.6)):
        result = simulate(GAME, [2], games=games, seed=11, agents=[strength, "random"], rotate=True)
        assert result.errors == 0 and result.finished == games
        assert result.wins_by_agent[strength] / games >= share, result.wins_by_agent


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


def caught_with_a_card_in_front():
    """Ann, a card in her pack and a Garlic Garland in front, caught by the fireball at the end of round 5."""
    state = new(2, fire=True)
    place(state, 0, "Square 1")
    pack(state, 0, "haste")
    front(state, 0, "garlic")
    state.round, state.fire, state.to_act = 5, 4, 1
    place(state, 1, "Square 12")
    state.rng.force(1, 2)
    act(state, NoCard("move"))
    assert state.phase == "fire"
    return state


def test_it_throws_a_weak_card_from_in_front_rather_than_an_unknown_one():
    state = caught_with_a_card_in_front()
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


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_three_strengths_hard_beats_easy_and_normal_sits_between():
    """Computer players at three strengths: Hard beats Easy in most two-seat games and Normal beats Easy
    (the full measure is thousands of games a pair in simulate; these are smaller samples). Normal's blind
    spot about the fire is fearing it too much, not too little."""
    assert isinstance(GAME.agent(0, 1, "easy"), EasyHireling)
    assert GAME.agent(0, 1, "normal").fire_respect > GAME.agent(0, 1, "hard").fire_respect
    hard_easy = simulate(GAME, [2], games=100, seed=5, agents=["hard", "easy"], rotate=True)
    normal_easy = simulate(GAME, [2], games=100, seed=5, agents=["normal", "easy"], rotate=True)
    assert hard_easy.errors == normal_easy.errors == 0
    assert hard_easy.wins_by_agent["hard"] >= 0.6 * 100
    # Measured over 1,000 games (seed 5): Normal beats Easy 66%.
    assert normal_easy.wins_by_agent["normal"] >= 0.55 * 100, normal_easy.wins_by_agent


@pytest.mark.soak   # a strength contest: a thousand whole games between computer players
def test_hard_beats_normal_in_most_two_seat_games():
    """Hard plays the end of the race for its chance of getting out first and weighs the fire as it is;
    Normal, otherwise the same player but for its two blind spots, counts turns and hoards its cards as
    lives. Over 1,000 games (seed 5) Hard wins 66%; over 4,000 games on a seed the play was not tuned on
    (7919), 64%. A thousand games because the 95% interval at 1,000 games is about 3 points either way."""
    result = simulate(GAME, [2], games=1000, seed=5, agents=["hard", "normal"], rotate=True)
    assert result.errors == 0 and result.finished == 1000
    assert result.wins_by_agent["hard"] >= 0.62 * 1000, result.wins_by_agent


@pytest.mark.soak   # a strength contest: five hundred whole games between computer players
def test_each_step_of_the_ladder_wins_three_games_in_five():
    """Issue 27: each step of strength is one a player feels. In two-seat games with the seats rotating,
    Hard beats Normal and Normal beats Easy at least 60% of the time (measured at seed 11: 63% and 66% of
    250 games; on 4,000 games a pairing at seed 7919, 64% and 65%)."""
    for strong, weak in (("hard", "normal"), ("normal", "easy")):
        result = simulate(GAME, [2], games=250, seed=11, agents=[strong, weak], rotate=True)
        assert result.errors == 0 and result.finished == 250
        assert result.wins_by_agent[strong] >= 0.6 * 250, (strong, weak, result.wins_by_agent)


def test_the_easy_hireling_flips_a_card_every_turn_it_can():
    """A beginner's habit: a card turned over every turn, while the pack lasts, fire or no fire."""
    state = new(2, fire=True)
    place(state, 0, "Square 5")
    pack(state, 0, "boots")
    state.round, state.fire = 8, PATH.route_index[sq("Square 2")]
    assert EasyHireling(0, 1).choose(GAME, state, GAME.legal_actions(state)) == UseCard("move")


def test_the_easy_and_normal_hirelings_take_the_shorter_way_at_a_split():
    """A beginner counts squares at a split: the Rat Crawl (5) rather than the Mushroom Grotto (8), whatever
    the Rat King costs; the Normal player does the same, the Hard one weighs the monsters."""
    state = new()
    place(state, 0, "Square 8")
    state.rng.force(4)
    act(state, NoCard("move"))
    assert state.phase == "branch"
    legal = GAME.legal_actions(state)
    for strength in ("easy", "normal"):
        choice = GAME.agent(0, 1, strength).choose(GAME, state, legal)
        assert PATH.branch_name(choice.square) == "the Rat Crawl"


def test_the_easy_hireling_throws_the_top_of_its_pack_to_the_fire():
    state = caught_with_a_card_in_front()
    assert EasyHireling(0, 1).choose(GAME, state, GAME.legal_actions(state)) == ThrowCard(front=-1)


def test_the_hint_for_a_card_thrown_to_the_fire_owns_a_tie_with_a_card_worth_as_little():
    from game.engine.hints import hint_for
    state = caught_with_a_card_in_front()
    front(state, 0, "garlic", "biscuit")   # both worth 1
    hint = hint_for(GAME, state)
    assert hint.action == ThrowCard(front=0)
    assert hint.reason.startswith("Throw your Garlic Garland (+1 to evade Monster) to the fire: no card you have in "
                                  "sight is weaker (your Trail Biscuit is worth as little).")
