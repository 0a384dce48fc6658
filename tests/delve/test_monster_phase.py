"""The Monster phase (rulebook 4.1): Scrolls, and exactly what each companion defeats."""

import pytest

from tests.delve.helpers import GAME, MONSTER, A, at, force, labels, legal, play, start, texts

CROWD = ["Goblin", "Goblin", "Goblin", "Skeleton", "Skeleton", "Ooze", "Ooze"]


def defeats(state, source):
    """The Defeat choices offered once this companion is chosen, as (Goblins, Skeletons, Oozes)."""
    play(state, A.Pick(source))
    out = sorted((a.goblin, a.skeleton, a.ooze) for a in legal(state) if isinstance(a, A.Defeat))
    play(state, A.Back())
    return out


@pytest.mark.parametrize("face,expected", [
    # 4.1c: 'Fighter: defeats 1 Skeleton, 1 Ooze, or any number of Goblins'
    ("Fighter", [(0, 0, 1), (0, 1, 0), (3, 0, 0)]),
    # 'Cleric: defeats 1 Goblin, 1 Ooze, or any number of Skeletons'
    ("Cleric", [(0, 0, 1), (0, 2, 0), (1, 0, 0)]),
    # 'Mage: defeats 1 Goblin, 1 Skeleton, or any number of Oozes'
    ("Mage", [(0, 0, 2), (0, 1, 0), (1, 0, 0)]),
    # 'Thief: defeats 1 Goblin, 1 Skeleton, or 1 Ooze'
    ("Thief", [(0, 0, 1), (0, 1, 0), (1, 0, 0)]),
    # 'Champion: defeats any number of one monster type'
    ("Champion", [(0, 0, 2), (0, 2, 0), (3, 0, 0)]),
])
def test_each_companion_defeats_exactly_what_the_rulebook_lists(face, expected):
    """4.1c: each companion's targets, offered as separate choices once the companion is picked."""
    state = start("Knight")
    at(state, MONSTER, party=[face], dungeon=CROWD)
    assert defeats(state, f"die:{face}") == expected


def test_a_scroll_defeats_nothing():
    """4.1: a Scroll is a spell, not a companion: it rerolls (4.1a) and fights nothing."""
    state = start("Knight")
    at(state, MONSTER, party=["Scroll", "Fighter"], dungeon=["Goblin"])
    play(state, A.Pick("die:Scroll"))
    assert labels(state) == ["Read it: choose dice to reroll", "Back"]


def test_defeating_sends_the_die_to_the_graveyard_and_the_monsters_to_the_pool():
    """4.1: 'Used dice go to the Graveyard'; defeated monsters leave the level."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter", "Cleric"], dungeon=["Goblin", "Goblin", "Skeleton"])
    events = play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=2))
    assert state.party == ["Cleric"] and state.graveyard == ["Fighter"]
    assert state.dungeon == ["Skeleton"] and state.pool() == 6
    assert "Ann sends a Fighter to the graveyard to defeat 2 Goblins" in texts(events)


def test_monsters_left_undefeated_mean_fleeing():
    """4.1: 'If not all monsters are defeated, the Adventurer flees'. With no one able to fight, fleeing (or a
    Town Portal) is all that is left."""
    state = start("Minstrel", "Knight")
    at(state, MONSTER, party=[], graveyard=["Fighter"] * 7, dungeon=["Ooze"], level=3)
    assert labels(state) == ["Flee (the delve ends without the level's XP)"]


def test_scroll_rerolls_chosen_party_and_dungeon_dice_never_itself():
    """4.1a: 'Use Scrolls to reroll any number of Dungeon or Party Dice'; the Scroll goes to the graveyard
    first, so it cannot reroll itself."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter", "Scroll", "Thief"], dungeon=["Ooze", "Ooze", "Chest"])
    play(state, A.Pick("die:Scroll"), A.ReadScroll())
    marks = [a for a in legal(state) if isinstance(a, A.Mark)]
    assert [(m.zone, m.index) for m in marks] == [("party", 0), ("party", 2), ("dungeon", 0),
                                                  ("dungeon", 1), ("dungeon", 2)]
    play(state, A.Mark(zone="party", index=2, face="Thief"), A.Mark(zone="dungeon", index=0, face="Ooze"),
         A.Mark(zone="dungeon", index=1, face="Ooze"))
    assert "Unmark the Ooze (dungeon die 1)" in labels(state)
    force(state, "Champion", "Chest", "Potion")
    events = play(state, A.RollMarked(count=3))
    assert state.party == ["Fighter", "Champion"] and state.graveyard == ["Scroll"]
    assert state.dungeon == ["Chest", "Potion", "Chest"]
    assert "rerolled party dice (Scroll): Thief → Champion" in texts(events)


def test_scroll_never_rerolls_dragons_and_a_rerolled_dragon_flies_to_the_lair():
    """4.1a: 'Dragon faces cannot be rerolled'; 5: dice in the Lair cannot be rerolled."""
    state = start("Knight")
    at(state, MONSTER, party=["Scroll", "Fighter"], dungeon=["Skeleton"], lair=2)
    play(state, A.Pick("die:Scroll"), A.ReadScroll())
    assert [a.zone for a in legal(state) if isinstance(a, A.Mark)] == ["party", "dungeon"]
    force(state, "Dragon")
    play(state, A.Mark(zone="dungeon", index=0, face="Skeleton"), A.RollMarked(count=1))
    assert state.lair == 3 and state.dungeon == []


def test_choosing_a_companion_can_be_taken_back():
    """Choosing a companion is a first click; Back undoes it without spending the die."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin"])
    play(state, A.Pick("die:Fighter"), A.Back())
    assert state.pending is None and state.party == ["Fighter"]


def test_legal_targets_are_few_and_readable():
    """A decision offers a handful of buttons: one per kind of companion, then one per choice of targets."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter", "Fighter", "Cleric", "Champion", "Thief", "Scroll", "Mage"],
       dungeon=CROWD, treasures=["Vorpal Sword", "Town Portal"])
    assert labels(state) == ["Use a Fighter", "Use a Cleric", "Use a Mage", "Use a Thief", "Use a Champion",
                             "Use a Scroll", "Use the Vorpal Sword", "Ultimate: every monster becomes a Dragon",
                             "Use the Town Portal: leave with 1 XP", "Flee (the delve ends without the level's XP)"]
    play(state, A.Pick("die:Fighter"))
    assert labels(state) == ["Defeat 3 Goblins", "Defeat 1 Ooze", "Defeat 1 Skeleton", "Back"]
    assert all(GAME.action_from_json(a.to_json()) == a for a in legal(state))
