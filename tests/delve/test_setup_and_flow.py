"""Set-up, the turn order, levels, the Regroup phase and the end of the game (rulebook parts 3, 4 and 6)."""

import pytest

from game.engine.protocol import ConfigError
from game.engine.seats import Seat, TableConfig
from tests.delve.helpers import GAME, MONSTER, REGROUP, A, at, force, labels, legal, play, start, texts


def test_setup_seven_party_dice_level_one_and_one_dungeon_die():
    """3. Setup: 'The Adventurer rolls all 7 Party Dice ... The Dungeon Lord sets the Level Die to 1 and rolls
    1 Dungeon Die to begin.'"""
    for seed in range(20):
        state = start("Crusader", "Minstrel", seed=seed)
        assert state.adventurer == 0 and state.dungeon_lord == 1 and state.level == 1
        assert len(state.party) + len(state.graveyard) == 7
        assert len(state.dungeon) + state.lair == 1
        assert state.turn == 1 and state.round == 1


def test_heroes_chosen_or_dealt_at_random_without_repeats():
    """3. Setup: 'Give one Hero card to each player (randomly or by choice). Heroes start on Novice side.'"""
    for seed in range(30):
        state = start("Bard", "random", "random", "random", seed=seed)
        assert state.heroes[0] == "minstrel"
        assert len(set(state.heroes)) == 4
        assert state.master == [False] * 4
        assert state.hero_name(0) == "Minstrel"   # the Novice side's name
    assert GAME.seat_choices[0].values[0] == "random" and len(GAME.seat_choices[0].values) == 9


def test_a_hero_card_goes_to_one_seat_only():
    """2. Components: '8 Hero Cards', one of each: no two seats take the same hero."""
    seats = [Seat(name="Ann", choices={"hero": "Knight"}), Seat(name="Bob", choices={"hero": "Dragon Slayer"})]
    with pytest.raises(ConfigError, match="only one seat"):
        GAME.new_game(TableConfig(seats=seats), 1)
    with pytest.raises(ConfigError, match="no hero called"):
        GAME.new_game(TableConfig(seats=[Seat(name="Ann", choices={"hero": "Scout"})]), 1)


def test_one_seat_plays_against_the_app_as_dungeon_lord():
    """With one seat the app rolls the dungeon dice: the log names 'The Dungeon' as the Dungeon Lord."""
    state = start("Knight")
    at(state, REGROUP, party=["Fighter"], level=1)
    force(state, "Goblin", "Goblin")
    events = play(state, A.SeekGlory(level=2))
    assert "The Dungeon, the Dungeon Lord, rolls 2 dungeon dice" in texts(events)
    assert GAME.view(state, 0).dungeon_lord is None


def test_dice_pass_left_the_dungeon_lord_becomes_the_adventurer():
    """4. 'After a delve ends, pass both Party and Dungeon Dice to the left. The Dungeon Lord becomes the new
    Adventurer, and the next player becomes Dungeon Lord.'"""
    state = start("Knight", "Minstrel", "Crusader")
    at(state, REGROUP, party=["Fighter"], level=2)
    play(state, A.Retire(xp=2))
    assert state.adventurer == 1 and state.dungeon_lord == 2 and state.turn == 2


def test_dragons_go_to_the_lair_as_soon_as_rolled():
    """5. 'Dragon faces go to Dragon's Lair immediately.'"""
    state = start("Knight")
    at(state, REGROUP, party=["Fighter", "Cleric"], level=2)
    force(state, "Dragon", "Goblin", "Dragon")
    events = play(state, A.SeekGlory(level=3))
    assert state.lair == 2 and state.dungeon == ["Goblin"]
    assert "2 Dragons fly to the Dragon's Lair (2 there now)" in texts(events)


def test_seek_glory_rolls_as_many_dice_as_the_level_or_as_remain():
    """4. Regroup c): 'Increase Level Die by 1. Dungeon Lord rolls that many Dungeon Dice'; dice in the Lair
    stay there, so only the rest can be rolled."""
    state = start("Knight")
    at(state, REGROUP, party=["Champion"], level=6, lair=2)
    force(state, *["Chest"] * 5)
    play(state, A.SeekGlory(level=7))
    assert state.level == 7 and state.dungeon == ["Chest"] * 5 and state.lair == 2


def test_retire_gains_xp_equal_to_the_level():
    """4. Regroup a): 'Retire to the Tavern: Gain XP equal to Level Die. Delve ends.'"""
    state = start("Knight", "Minstrel")
    at(state, REGROUP, party=["Fighter"], level=4)
    assert "Retire to the Tavern (4 XP)" in labels(state) and "Seek glory: on to level 5" in labels(state)
    events = play(state, A.Retire(xp=4))
    assert state.xp[0] == 4 and state.delves_done[0] == 1
    assert "Ann retires to the Tavern from level 4: +4 XP" in texts(events)


def test_stuff_of_legend_level_ten_must_retire_for_ten():
    """4. Regroup b): 'If Level Die is 10, must Retire and gain 10 XP.'"""
    state = start("Knight", "Minstrel")
    at(state, REGROUP, party=["Fighter"], level=10)
    assert [str(a) for a in legal(state)] == ["Stuff of Legend: retire with 10 XP"]
    play(state, A.Retire(xp=10, legend=True))
    assert state.xp[0] == 10


def test_seek_glory_with_no_party_dice():
    """7. FAQ: 'Can you Seek Glory with no active Party dice? Yes. Hero can continue alone.'"""
    state = start("Knight")
    at(state, REGROUP, party=[], graveyard=["Fighter"] * 7, level=3)
    force(state, "Chest", "Chest", "Chest", "Chest")
    play(state, A.SeekGlory(level=4))
    assert state.level == 4 and state.party == []


def test_fleeing_ends_the_delve_without_xp_but_keeps_what_was_won():
    """4. 'If not all monsters are defeated, the Adventurer flees—delve ends with no XP.' XP already taken
    (a Dragon's, an empty bag's) and treasures stay: they were gained before."""
    state = start("Knight", "Minstrel")
    at(state, MONSTER, party=["Cleric"], dungeon=["Goblin", "Goblin"], level=5, treasures=["Talisman"])
    state.xp[0] = 2
    assert "Flee (the delve ends without the level's XP)" in labels(state)
    events = play(state, A.Flee())
    assert state.xp[0] == 2 and state.treasures[0] == ["Talisman"] and state.adventurer == 1
    assert "Ann flees from level 5" in texts(events)


def test_proceeding_is_only_possible_once_the_monsters_are_gone():
    """4.1: all monsters must be defeated before the Loot phase (else the Adventurer flees)."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter", "Scroll", "Cleric"], dungeon=["Goblin"])
    assert not any(isinstance(a, A.Proceed) for a in legal(state))
    play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert "On to the Loot phase" in labels(state)   # the Scroll could still reroll something


def test_a_phase_with_nothing_to_decide_is_stepped_over():
    """No monsters and nothing left for the Monster phase, no loot, no Dragon: straight to the Regroup."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin"])
    play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert state.phase == REGROUP


def test_three_delves_each_then_the_game_ends():
    """4. 'Each player completes 3 delves total.' 6. 'Game ends after each player has completed 3 delves.'"""
    state = start("Knight", "Minstrel")
    for delve in range(6):
        assert GAME.outcome(state) is None
        assert state.adventurer == delve % 2 and state.turn == delve + 1
        at(state, REGROUP, party=["Fighter"], level=1)
        play(state, A.Retire(xp=1))
    assert state.delves_done == [3, 3] and state.finished
    assert GAME.outcome(state) is not None and legal(state) == []
