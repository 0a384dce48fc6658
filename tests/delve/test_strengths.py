"""Dice Delve's computer player at three strengths (issue 13): Hard plays as well as it can, Normal is a
little bolder at the Regroup, Easy makes a beginner's mistakes (not random ones)."""

from game.engine.simulate import simulate
from game.games.delve.agent import DelveAgent
from game.games.delve.agent_easy import EasyDelver
from tests.delve.helpers import GAME, MONSTER, REGROUP, A, at, legal, start


def choice(state, strength):
    return GAME.agent(0, 1, strength).choose(GAME, state, legal(state))


def test_each_strength_is_its_own_player():
    """DiceDelve.agent(seat, seed, strength) gives the player of that strength."""
    easy, normal, hard = (GAME.agent(0, 1, s) for s in ("easy", "normal", "hard"))
    assert isinstance(easy, EasyDelver)
    assert isinstance(normal, DelveAgent) and normal.strength == "normal"
    assert isinstance(hard, DelveAgent) and hard.strength == "hard"


def test_a_beginner_goes_home_while_the_party_looks_small():
    """4.4 Regroup, 'seek glory or retire': with three companions on level 2 the odds of level 3 are good
    and Normal and Hard go on; Easy, who weighs no odds, goes home with a party that looks small."""
    state = start("Knight", "Minstrel")
    at(state, REGROUP, party=["Champion", "Fighter", "Cleric"], level=2)
    assert isinstance(choice(state, "hard"), A.SeekGlory)
    assert isinstance(choice(state, "normal"), A.SeekGlory)
    assert isinstance(choice(state, "easy"), A.Retire)


def test_normal_pushes_its_luck_where_hard_stops():
    """On level 5 with two companions left, Hard retires with its 5 XP; Normal, a little bolder, seeks glory."""
    state = start("Knight", "Minstrel")
    at(state, REGROUP, party=["Champion", "Fighter"], level=5)
    assert isinstance(choice(state, "hard"), A.Retire)
    assert isinstance(choice(state, "normal"), A.SeekGlory)


def test_a_beginner_spends_the_ultimate_at_the_first_chance():
    """The Mercenary's ultimate defeats two monsters of any kind, once per delve. On level 1 a Goblin and a
    Skeleton fall to a Fighter and a Cleric: Hard and Normal send those and keep the ultimate for a deeper
    level; Easy uses it at once."""
    state = start("Mercenary", "Minstrel")
    at(state, MONSTER, party=["Fighter", "Cleric", "Mage", "Thief"], dungeon=["Goblin", "Skeleton"], level=1)
    assert choice(state, "hard") in (A.Pick("die:Fighter"), A.Pick("die:Cleric"))
    assert choice(state, "normal") in (A.Pick("die:Fighter"), A.Pick("die:Cleric"))
    assert isinstance(choice(state, "easy"), A.Ultimate)


def test_hard_beats_easy_in_most_two_seat_games():
    """Hard wins the clear majority of two-seat games against Easy (measured over 400 games in the notes)."""
    result = simulate(GAME, [2], games=40, seed=4, agents=["hard", "easy"], rotate=True)
    assert result.errors == 0, result.first_error
    assert result.wins_by_agent["hard"] > result.wins_by_agent["easy"], result.wins_by_agent
