"""The 36 treasure tokens (rulebook 2. Components, 5. Core Mechanics, 7. FAQ)."""

from collections import Counter

import pytest

from game.games.delve.scoring import treasure_worth
from tests.delve.helpers import DRAGON, LOOT, MONSTER, REGROUP, A, C, at, force, labels, legal, play, start, texts

RULEBOOK_COUNTS = {"Vorpal Sword": 3, "Talisman": 3, "Scepter of Power": 3, "Thieves' Tools": 3, "Scroll": 3,
                   "Ring of Invisibility": 4, "Dragon Scales": 6, "Elixir": 3, "Dragon Bait": 4, "Town Portal": 4}


def test_thirty_six_tokens_as_the_rulebook_counts_them():
    """2. Components: '36 Treasure Tokens' with their counts; the Potion token is called Elixir."""
    assert Counter(C.treasure_bag()) == RULEBOOK_COUNTS and len(C.treasure_bag()) == 36
    state = start("Knight")
    assert Counter(state.bag) == RULEBOOK_COUNTS


@pytest.mark.parametrize("token,role,dungeon,expected", [
    ("Vorpal Sword", "Fighter", ["Goblin", "Goblin", "Goblin"], (3, 0, 0)),      # 'Use as one Fighter'
    ("Talisman", "Cleric", ["Skeleton", "Skeleton"], (0, 2, 0)),                # 'Use as one Cleric'
    ("Scepter of Power", "Mage", ["Ooze", "Ooze", "Ooze"], (0, 0, 3)),          # 'Use as one Mage'
    ("Thieves' Tools", "Thief", ["Goblin"], (1, 0, 0)),                         # 'Use as one Thief'
])
def test_companion_treasures_act_as_one_companion_and_go_back_in_the_box(token, role, dungeon, expected):
    """2: companion tokens; 5: 'One-time use abilities ... Return to box after use.'"""
    state = start("Knight")
    at(state, MONSTER, party=[], dungeon=dungeon, treasures=[token])
    events = play(state, A.Pick(f"treasure:{token}"),
                  A.Defeat(role=role, goblin=expected[0], skeleton=expected[1], ooze=expected[2]))
    assert state.dungeon == [] and state.treasures[0] == [] and token in state.bag
    assert f"uses the {token}" in texts(events)


def test_thieves_tools_open_every_chest():
    """2: 'Thieves' Tools (3): Use as one Thief'; 4.2a: a Thief opens any number of Chests."""
    state = start("Knight")
    at(state, LOOT, party=[], dungeon=["Chest", "Chest"], treasures=["Thieves' Tools"])
    state.bag = ["Elixir", "Elixir"]
    play(state, A.Pick("treasure:Thieves' Tools"), A.OpenChests(count=2, every=True))
    assert state.treasures[0] == ["Elixir", "Elixir"]


def test_scroll_treasure_rerolls_like_a_scroll():
    """2: 'Scroll (3): Use as one Scroll'."""
    state = start("Knight")
    at(state, MONSTER, party=["Cleric"], dungeon=["Ooze"], treasures=["Scroll"])
    force(state, "Chest")
    play(state, A.Pick("treasure:Scroll"), A.ReadScroll(), A.Mark(zone="dungeon", index=0, face="Ooze"),
         A.RollMarked(count=1))
    assert state.dungeon == ["Chest"] and state.party == ["Cleric"] and state.treasures[0] == []


def test_ring_of_invisibility_returns_the_lair_to_the_pool():
    """2: 'Return all dice from Dragon's Lair to pool (does not count as defeating the dragon)'."""
    state = start("Knight")
    at(state, REGROUP, party=["Fighter"], lair=2, treasures=["Ring of Invisibility"])
    play(state, A.UseTreasure("Ring of Invisibility"))
    assert state.lair == 0 and state.pool() == 7 and state.xp[0] == 0


def test_elixir_revives_a_die_with_its_face_chosen_and_needs_no_die():
    """2: 'Potion (3): Revive one Party die, choose its face'. 7. FAQ: 'Does an Elixir need a die to be
    used? No. Elixirs are effects, not potions to quaff.'"""
    state = start("Knight")
    at(state, MONSTER, party=[], graveyard=["Fighter", "Cleric"], dungeon=["Skeleton"], treasures=["Elixir"])
    assert "Drink the Elixir: revive a die" in labels(state)
    play(state, A.UseTreasure("Elixir"), A.Revive("Cleric"))
    assert state.party == ["Cleric"] and len(state.graveyard) == 1 and state.treasures[0] == []


def test_elixir_needs_a_die_in_the_graveyard():
    """2: the Elixir revives a party die: with the graveyard empty it has nothing to do."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin"], treasures=["Elixir"])
    assert "Drink the Elixir: revive a die" not in labels(state)


def test_dragon_bait_turns_every_monster_into_a_dragon():
    """2: 'Dragon Bait (4): Turn all monsters into Dragons, move to Lair'."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter", "Cleric", "Mage"], dungeon=["Goblin", "Ooze", "Chest"],
       treasures=["Dragon Bait"])
    play(state, A.UseTreasure("Dragon Bait"))
    assert state.lair == 2 and state.dungeon == ["Chest"]


def test_dragon_bait_only_on_your_own_delve():
    """7. FAQ: 'Can you use Dragon Bait on someone else's turn? No. Ruling changed: only usable on your own
    turn.' Bob, holding Dragon Bait, is offered nothing but twist cards on Ann's delve."""
    state = start("Knight", "Minstrel", twists=True)
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin"])
    state.treasures[1] = ["Dragon Bait"]
    state.twists[1] = ["Trick of the Light"]
    state.phase = "twist"
    state.window_passed, state.window_last = [0], 0
    state.to_act = 1
    assert labels(state) == ["Play Trick of the Light", "Pass (play no twist card now)"]


def test_town_portal_gives_the_level_in_xp_and_ends_the_delve():
    """2: 'Town Portal (4): Gain XP equal to Level Die; end delve.' Usable even with monsters about."""
    state = start("Knight", "Minstrel")
    at(state, MONSTER, party=[], dungeon=["Goblin", "Goblin"], level=6, treasures=["Town Portal"])
    events = play(state, A.UseTreasure("Town Portal", xp=6))
    assert state.xp[0] == 6 and state.adventurer == 1 and "Town Portal" in state.bag
    assert "steps through the Town Portal on level 6: +6 XP" in texts(events)


def test_treasures_can_be_used_in_any_phase_of_the_delve():
    """5: 'Treasure Tokens: One-time use abilities, usable at any time during a delve' (by the Adventurer)."""
    for phase in (MONSTER, LOOT, DRAGON, REGROUP):
        state = start("Knight")
        at(state, phase, party=["Fighter"], dungeon=["Chest"] if phase == LOOT else [], level=2,
           lair=3 if phase == DRAGON else 0, treasures=["Town Portal"])
        assert "Use the Town Portal: leave with 2 XP" in labels(state)


def test_treasures_are_usable_while_forming_the_party():
    """5: 'usable at any time during a delve': forming the party is part of the delve (the Mercenary forms
    it by rerolling, and may step through a Town Portal before the first level is even rolled)."""
    state = start("Mercenary")
    assert state.phase == "form"
    state.bag.remove("Town Portal")
    state.treasures[0] = ["Town Portal"]
    assert "Use the Town Portal: leave with 1 XP" in labels(state)
    play(state, A.UseTreasure("Town Portal", xp=1))
    assert state.xp[0] == 1 and state.delves_done[0] == 1


def _twist_moment(adventurer_tokens=(), bob_tokens=(), lair=1, graveyard=("Mage",)):
    """Ann's level 2 is rolled (Goblin, Skeleton), Ann and Bob hold a twist card each and these tokens."""
    state = start("Knight", "Minstrel", twists=True)
    at(state, REGROUP, party=["Fighter"], level=1, lair=lair, graveyard=graveyard, treasures=adventurer_tokens)
    for token in bob_tokens:
        state.bag.remove(token)
    state.treasures[1] = list(bob_tokens)
    state.twists = [["Trick of the Light"], ["Trick of the Light"]]
    force(state, "Goblin", "Skeleton")
    play(state, A.SeekGlory(level=2))
    assert state.phase == "twist" and state.to_act == 0
    return state


def test_the_adventurer_may_use_treasures_in_the_twist_moment():
    """5: 'usable at any time during a delve': when asked in the twist moment, the Adventurer may use a
    treasure too, Dragon Bait included (it is their own turn); the others may answer it."""
    state = _twist_moment(adventurer_tokens=["Elixir", "Dragon Bait", "Town Portal"])
    assert [str(a) for a in legal_uses(state)] == ["Use the Dragon Bait: every monster becomes a Dragon",
                                                   "Drink the Elixir: revive a die",
                                                   "Use the Town Portal: leave with 2 XP"]
    play(state, A.UseTreasure("Elixir"))
    assert state.to_act == 0 and labels(state)[0] == "Revive a die as a Fighter"
    play(state, A.Revive("Thief"))
    assert state.party == ["Fighter", "Thief"] and state.phase == "twist" and state.to_act == 1


def test_another_seat_may_use_a_ring_or_an_elixir_in_the_twist_moment_but_no_portal_or_bait():
    """5: 'usable at any time during a delve', and 7. FAQ: 'Can you use Dragon Bait on someone else's turn?
    No.' On Ann's delve Bob, asked in the twist moment, may drink an Elixir (Ann's die comes back, Bob
    chooses its face) or use a Ring of Invisibility; not Dragon Bait, and not a Town Portal, which ends
    one's own delve."""
    state = _twist_moment(bob_tokens=["Dragon Bait", "Elixir", "Ring of Invisibility", "Town Portal"])
    play(state, A.PassTwist())
    assert state.to_act == 1
    assert [a.name for a in legal_uses(state)] == ["Elixir", "Ring of Invisibility"]
    events = play(state, A.UseTreasure("Ring of Invisibility"))
    assert state.lair == 0 and "Bob uses the Ring of Invisibility" in texts(events)
    assert state.to_act == 0 and state.phase == "twist"     # a new moment: Ann may answer it
    play(state, A.PassTwist())
    assert state.to_act == 1
    events = play(state, A.UseTreasure("Elixir"))
    assert state.to_act == 1 and "Bob may revive 1 die from Ann's graveyard" in texts(events)
    events = play(state, A.Revive("Scroll"))
    assert state.party == ["Fighter", "Scroll"] and "Bob revives a die as a Scroll" in texts(events)
    assert state.treasures[1] == ["Dragon Bait", "Town Portal"]


def test_no_treasure_for_another_seat_outside_the_twist_moment():
    """On someone else's delve a seat is asked only in the twist moment (and in trades); the Monster phase
    and the rest are the Adventurer's."""
    state = _twist_moment(bob_tokens=["Ring of Invisibility"])
    play(state, A.PassTwist(), A.PassTwist())
    assert state.phase == MONSTER and state.to_act == 0 and legal_uses(state) == []


def legal_uses(state):
    return [a for a in legal(state) if isinstance(a, A.UseTreasure)]


@pytest.mark.parametrize("tokens,worth", [
    (["Talisman"], 1),
    (["Town Portal"], 2),                                   # 'Town Portal = 2'
    (["Dragon Scales"], 1),
    (["Dragon Scales", "Dragon Scales"], 4),                # '+2 XP per pair of Dragon Scales'
    (["Dragon Scales"] * 3, 5),
    (["Dragon Scales"] * 4 + ["Town Portal", "Elixir"], 11),
])
def test_end_worth_of_unused_tokens(tokens, worth):
    """6: '+1 XP per unused Treasure token (Town Portal = 2 XP) +2 XP per pair of Dragon Scales'."""
    assert treasure_worth(tokens) == worth


def test_dragon_scales_have_no_use_in_the_dungeon():
    """2: 'Dragon Scales (6): Worth 2 XP per pair at endgame' and nothing else."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin"], treasures=["Dragon Scales"])
    assert not any("Dragon Scales" in label for label in labels(state))
