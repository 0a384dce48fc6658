"""The Loot phase (rulebook 4.2) and the Dragon phase (4.3), with the FAQ rulings on quaffing."""

from tests.delve.helpers import DRAGON, GAME, LOOT, MONSTER, REGROUP, A, at, labels, legal, play, start, texts


def test_other_companions_open_one_chest_each():
    """4.2a: 'Other companions: open 1 each'; 'Draw 1 Treasure token per Chest opened'."""
    state = start("Knight")
    at(state, LOOT, party=["Fighter", "Cleric"], dungeon=["Chest", "Chest"])
    state.bag = ["Talisman"]
    play(state, A.Pick("die:Fighter"))
    assert labels(state) == ["Open 1 Chest", "Back"]
    events = play(state, A.OpenChests(count=1))
    assert state.treasures[0] == ["Talisman"] and state.dungeon == ["Chest"]
    assert "Ann draws a treasure (a Chest opened): Talisman" in texts(events)


def test_thief_and_champion_open_any_number_of_chests():
    """4.2a: 'Thief or Champion: open any number'."""
    for face in ("Thief", "Champion"):
        state = start("Knight")
        at(state, LOOT, party=[face, "Fighter"], dungeon=["Chest", "Chest", "Chest"])
        play(state, A.Pick(f"die:{face}"))
        assert "Open all 3 Chests" in labels(state)
        play(state, A.OpenChests(count=3, every=True))
        assert len(state.treasures[0]) == 3 and "Chest" not in state.dungeon


def test_an_empty_treasure_box_gives_one_xp_per_chest():
    """4.2a: 'If none remain, gain 1 XP instead.'"""
    state = start("Knight")
    at(state, LOOT, party=["Thief", "Fighter"], dungeon=["Chest", "Chest"])
    state.bag = []
    events = play(state, A.Pick("die:Thief"), A.OpenChests(count=2, every=True))
    assert state.xp[0] == 2 and state.treasures[0] == []
    assert "the treasure box is empty" in texts(events)


def test_one_die_quaffs_every_potion_and_each_revives_a_die_with_its_face_chosen():
    """4.2b: 'Any single Party die (including Scroll) may be used to quaff all Potions in the level. For each
    Potion, revive 1 die from the Graveyard and choose its face.'"""
    state = start("Knight")
    at(state, LOOT, party=["Scroll", "Fighter"], dungeon=["Potion", "Potion"], graveyard=["Mage", "Thief"])
    play(state, A.Pick("die:Scroll"))
    assert labels(state) == ["Quaff the 2 Potions", "Back"]
    play(state, A.Quaff(potions=2))
    assert state.graveyard == ["Mage", "Thief", "Scroll"] and state.pending.revives == 2
    assert labels(state) == [f"Revive a die as a{'n' if f[0] in 'AEIOU' else ''} {f}"
                             for f in ("Fighter", "Cleric", "Mage", "Thief", "Champion", "Scroll")]
    play(state, A.Revive("Champion"), A.Revive("Champion"))
    assert sorted(state.party) == ["Champion", "Champion", "Fighter"] and len(state.graveyard) == 1


def test_the_quaffing_die_goes_to_the_graveyard_first_and_may_be_revived():
    """4.1: 'Used dice go to the Graveyard before effect resolution': a lone Potion quaffed by the last die
    brings that die back with a new face."""
    state = start("Knight")
    at(state, LOOT, party=["Scroll"], dungeon=["Potion"])
    play(state, A.Pick("die:Scroll"), A.Quaff(potions=1), A.Revive("Champion"))
    assert state.party == ["Champion"] and state.graveyard == []


def test_more_potions_than_dead_dice_revive_only_the_dead():
    """4.2b: 'For each Potion, revive 1 die from the Graveyard': no more than the graveyard holds."""
    state = start("Knight")
    at(state, LOOT, party=["Fighter"], dungeon=["Potion", "Potion", "Potion"])
    play(state, A.Pick("die:Fighter"), A.Quaff(potions=3))
    assert state.pending.revives == 1


def test_companion_and_scroll_treasures_can_quaff():
    """7. FAQ: a Vorpal Sword 'acts as a Party die and can perform any die function, including quaffing'; a
    Scroll treasure 'functions as a Party die'."""
    for token in ("Vorpal Sword", "Scroll"):
        state = start("Knight")
        at(state, LOOT, party=[], graveyard=["Cleric"], dungeon=["Potion"], treasures=[token])
        play(state, A.Pick(f"treasure:{token}"), A.Quaff(potions=1), A.Revive("Mage"))
        assert state.party == ["Mage"] and state.treasures[0] == [] and token in state.bag


def test_unused_chests_and_potions_go_back_to_the_pool():
    """4.2: 'Unused Chests and Potions return to the pool.'"""
    state = start("Knight")
    at(state, LOOT, party=["Fighter"], dungeon=["Chest", "Potion"])
    events = play(state, A.Proceed("dragon"))
    assert state.dungeon == [] and state.phase == REGROUP
    assert "The unopened Chests and unquaffed Potions go back to the pool" in texts(events)


def test_loot_waits_for_the_loot_phase():
    """Chests and Potions are not touched in the Monster phase (the Half-Goblin excepted)."""
    state = start("Knight")
    at(state, MONSTER, party=["Thief", "Fighter"], dungeon=["Chest", "Goblin"])
    play(state, A.Pick("die:Thief"))
    assert labels(state) == ["Defeat 1 Goblin", "Back"]


# --- the Dragon ------------------------------------------------------------------------------------------
def test_three_dice_in_the_lair_bring_the_dragon_fewer_do_not():
    """4.3: 'If 3+ dice are in the Dragon's Lair, the Dragon appears.'"""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter", "Cleric", "Mage"], dungeon=["Goblin"], lair=2)
    play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert state.phase == REGROUP
    at(state, MONSTER, party=["Fighter", "Cleric", "Mage", "Thief"], dungeon=["Goblin"], lair=3)
    events = play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert state.phase == DRAGON and state.dragon_awake
    assert "3 dice in the Lair bring the Dragon" in texts(events)


def test_three_different_companion_types_defeat_the_dragon_and_bring_the_rewards():
    """4.3: 'Defeat it by using three different Companion types'; 'All dice in Dragon's Lair return to the
    pool; Gain 1 Treasure token; Gain 1 XP'."""
    state = start("Knight")
    at(state, DRAGON, party=["Fighter", "Fighter", "Mage", "Thief", "Scroll"], lair=4)
    state.bag = ["Ring of Invisibility"]
    assert "Use a Scroll" not in labels(state)   # a Scroll is no companion
    play(state, A.Pick("die:Fighter"))
    assert "Use a Fighter" not in labels(state)  # a second Fighter would be the same type
    events = play(state, A.Pick("die:Mage"), A.Pick("die:Thief"))
    assert state.lair == 0 and state.xp[0] == 1 and state.treasures[0] == ["Ring of Invisibility"]
    assert sorted(state.graveyard) == ["Fighter", "Mage", "Thief"] and state.phase == REGROUP
    assert "defeats the Dragon" in texts(events)


def test_treasures_acting_as_companions_count_against_the_dragon():
    """4.3: 'Treasure tokens acting as companions count.'"""
    state = start("Knight")
    at(state, DRAGON, party=["Cleric", "Mage"], lair=3, treasures=["Vorpal Sword"])
    play(state, A.Pick("treasure:Vorpal Sword"), A.Pick("die:Cleric"), A.Pick("die:Mage"))
    assert state.xp[0] == 1 and "Vorpal Sword" in state.bag and state.lair == 0


def test_the_chosen_companions_can_be_taken_back():
    """Companions chosen against the Dragon stay in the party until the third is chosen, so the choice can be undone."""
    state = start("Knight")
    at(state, DRAGON, party=["Cleric", "Mage"], lair=3)
    play(state, A.Pick("die:Cleric"))
    assert "Back" in labels(state)
    play(state, A.Back())
    assert state.dragon_team == [] and state.party == ["Cleric", "Mage"]


def test_failing_against_the_dragon_means_fleeing():
    """4.3: 'If failed: Adventurer flees—delve ends, no XP.'"""
    state = start("Knight", "Minstrel")
    at(state, DRAGON, party=["Cleric", "Cleric"], lair=3, level=4)
    assert labels(state) == ["Use a Cleric", "Flee (the delve ends without the level's XP)"]
    play(state, A.Flee())
    assert state.xp[0] == 0 and state.adventurer == 1


def test_ring_of_invisibility_is_not_defeating_the_dragon():
    """2 and 7. FAQ: 'Does Ring of Invisibility count as defeating the Dragon? No. No XP or Treasure gained.'"""
    state = start("Knight")
    at(state, DRAGON, party=["Cleric"], lair=5, treasures=["Ring of Invisibility"])
    events = play(state, A.UseTreasure("Ring of Invisibility"))
    assert state.lair == 0 and state.xp[0] == 0 and state.treasures[0] == [] and state.phase == REGROUP
    assert "the Dragon is not defeated" in texts(events)
    assert GAME.view(state, 0).pool == 7
    assert legal(state)  # the Regroup decision follows
