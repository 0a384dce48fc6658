"""The chances (odds.py), which the computer player and the screen's hover text share: checked against the
rules by counting, and against many rolls of the real dice."""

from game.engine.rng import Rng
from game.games.town import odds


def test_a_roll_against_a_number_counts_the_faces():
    assert odds.roll_chance(4) == 0.5 and odds.roll_chance(6, 2) == 0.5 and odds.roll_chance(2, 3) == 1.0
    assert odds.beat_chance(4, reroll=True) == 0.75
    assert odds.beat_chance(4, times=2) == 0.25
    assert odds.beat_chance(4, times=2, reroll=True) == 0.25 + 2 * 0.25 * 0.5


def test_monster_chances_follow_the_cards_and_the_equipment():
    assert odds.monster_chance("ogre", ["sword", "dagger"]) == 4 / 6       # the best weapon only
    assert odds.monster_chance("wraith", ["axe", "rabbit_foot"]) == 2 / 6  # a ghost ignores equipment
    assert odds.monster_chance("two_headed_ogre", []) == 0.25


def test_fight_between_pawns_odds_add_up_and_match_the_dice():
    a, b = odds.Fighter(hp=3, bonus=1), odds.Fighter(hp=4, reroll=True, shields=1)
    fight = odds.duel(a, b)
    assert abs(fight.first_wins + fight.second_wins + fight.both_fall - 1) < 1e-9
    rng, wins, games = Rng(seed=5), 0, 4000
    for _ in range(games):
        ha, hb, shield, lucky = 3, 4, 1, True
        while ha > 0 and hb > 0:
            va, vb = rng.die(6) + 1, rng.die(6)
            if vb < va and lucky:
                lucky, vb = False, rng.die(6)
            hits = [va <= vb, vb <= va]
            if hits[0]:
                ha -= 1
            if hits[1]:
                if shield:
                    shield = 0
                else:
                    hb -= 1
        wins += ha > 0 and hb <= 0
    assert abs(wins / games - fight.first_wins) < 0.03
