"""The eight heroes on both sides (rulebook 5. Hero Abilities, 7. FAQ; the card sides from the project's
FACTS), and levelling up at 5 XP."""

from tests.delve.helpers import DRAGON, GAME, LOOT, MONSTER, REGROUP, A, at, force, labels, legal, play, start, texts


def defeat_labels(state, source):
    play(state, A.Pick(source))
    out = [label for label in labels(state) if label != "Back"]
    play(state, A.Back())
    return out


# --- Mercenary / Commander ------------------------------------------------------------------------------
def test_mercenary_may_reroll_party_dice_when_forming_the_party():
    """Mercenary specialty: 'may reroll any party dice when forming the party'."""
    state = start("Mercenary")
    assert state.phase == "form" and "Keep the party as rolled" in labels(state)
    state.party = ["Scroll", "Scroll", "Fighter", "Fighter", "Fighter", "Cleric", "Mage"]
    play(state, A.Mark(zone="party", index=0, face="Scroll"), A.Mark(zone="party", index=4, face="Fighter"))
    force(state, "Champion", "Thief", "Goblin")
    events = play(state, A.RollMarked(count=2))
    assert state.party == ["Champion", "Scroll", "Fighter", "Fighter", "Thief", "Cleric", "Mage"]
    assert state.level == 1 and state.dungeon == ["Goblin"]
    assert "rerolled party dice (forming the party)" in texts(events) and "party party" not in texts(events)


def test_mercenary_ultimate_defeats_up_to_two_monsters_of_any_kind():
    """Mercenary ultimate (FACTS): 'defeat up to 2 monsters of any kind'; 5: 'Ultimate: usable once per delve'."""
    state = start("Mercenary")
    at(state, MONSTER, party=["Cleric"], dungeon=["Goblin", "Ooze", "Ooze"])
    assert "Ultimate: defeat a Goblin and an Ooze" in labels(state)
    assert "Ultimate: defeat 2 Oozes" in labels(state)
    play(state, A.Ultimate("defeat:Goblin+Ooze"))
    assert state.dungeon == ["Ooze"] and state.ultimate_used
    assert not any(isinstance(a, A.Ultimate) for a in legal(state))


def test_commander_fighters_defeat_one_extra_monster_of_any_kind():
    """Commander specialty (FACTS): 'Fighters defeat 1 extra monster of any kind'."""
    state = start("Mercenary")
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin", "Goblin", "Skeleton", "Ooze"], master=True)
    # (1 Goblin with an extra is never offered: 2 Goblins with the same extra beat it)
    assert defeat_labels(state, "die:Fighter") == ["Defeat 2 Goblins and 1 Ooze", "Defeat 2 Goblins and 1 Skeleton",
                                                   "Defeat 1 Skeleton and 1 Ooze"]
    # The Commander's Form: no party reroll on this side (its specialty changed).
    assert not state.specialty("form_reroll")


def test_commander_ultimate_rerolls_party_and_dungeon_dice_without_spending_a_die():
    """Commander ultimate (FACTS): 'reroll any party and dungeon dice'; the Lair is never rerolled."""
    state = start("Mercenary")
    at(state, MONSTER, party=["Scroll", "Cleric"], dungeon=["Ooze", "Ooze"], lair=1, master=True)
    play(state, A.Ultimate("reroll"), A.Mark(zone="party", index=0, face="Scroll"),
         A.Mark(zone="dungeon", index=1, face="Ooze"))
    force(state, "Champion", "Chest")
    play(state, A.RollMarked(count=2))
    assert state.party == ["Champion", "Cleric"] and state.dungeon == ["Ooze", "Chest"]
    assert state.graveyard == [] and state.ultimate_used and state.lair == 1


# --- Crusader / Paladin ------------------------------------------------------------------------------------
def test_crusader_fighters_and_clerics_stand_in_for_each_other():
    """Crusader specialty (FACTS): 'Fighters and Clerics interchangeable'."""
    state = start("Crusader")
    at(state, MONSTER, party=["Fighter"], dungeon=["Skeleton", "Skeleton", "Skeleton"])
    assert defeat_labels(state, "die:Fighter") == ["As a Cleric: defeat 3 Skeletons"]
    at(state, MONSTER, party=["Cleric"], dungeon=["Goblin", "Goblin"])
    assert defeat_labels(state, "die:Cleric") == ["As a Fighter: defeat 2 Goblins"]


def test_crusader_ultimate_the_hero_fights_as_a_fighter_or_a_cleric():
    """Crusader ultimate (FACTS): 'hero acts as a Fighter or a Cleric', once per delve."""
    state = start("Crusader")
    at(state, MONSTER, party=[], dungeon=["Goblin", "Goblin", "Skeleton"])
    assert "Your hero joins in (Ultimate)" in labels(state)
    play(state, A.Pick("hero"))
    assert labels(state) == ["As a Fighter: defeat 2 Goblins", "As a Fighter: defeat 1 Skeleton", "Back"]
    events = play(state, A.Defeat(role="Fighter", goblin=2, stand_in=True))
    assert state.ultimate_used and state.dungeon == ["Skeleton"] and "Ann's hero steps in" in texts(events)
    assert "Your hero joins in (Ultimate)" not in labels(state)


def test_paladin_ultimate_gives_up_a_treasure_to_clear_the_whole_level():
    """Paladin ultimate (FACTS): 'discard 1 treasure: defeat all monsters, open all chests, quaff all potions,
    empty the Dragon's Lair'."""
    state = start("Crusader")
    at(state, MONSTER, party=["Cleric"], dungeon=["Goblin", "Ooze", "Chest", "Potion"], lair=2,
       graveyard=["Mage"], master=True, treasures=["Talisman", "Dragon Scales"])
    state.bag = ["Elixir"]
    play(state, A.Ultimate("divine"))
    assert labels(state) == ["Give up the Dragon Scales", "Give up the Talisman", "Back"]
    play(state, A.GiveUp("Talisman"), A.Revive("Champion"))
    assert state.dungeon == [] and state.lair == 0 and state.ultimate_used
    assert sorted(state.treasures[0]) == ["Dragon Scales", "Elixir"]
    assert sorted(state.party) == ["Champion", "Cleric"]


# --- Spellsword / Battlemage ---------------------------------------------------------------------------
def test_spellsword_fighters_and_mages_stand_in_for_each_other_and_the_hero_joins_in():
    """Spellsword (FACTS): 'Fighters and Mages interchangeable / hero acts as a Fighter or a Mage'."""
    state = start("Spellsword")
    at(state, MONSTER, party=["Fighter"], dungeon=["Ooze", "Ooze"])
    assert defeat_labels(state, "die:Fighter") == ["As a Mage: defeat 2 Oozes"]
    at(state, MONSTER, party=[], dungeon=["Ooze", "Ooze"])
    play(state, A.Pick("hero"))
    assert labels(state) == ["As a Mage: defeat 2 Oozes", "Back"]


def test_battlemage_ultimate_sweeps_away_the_level_and_the_lair():
    """Battlemage ultimate (FACTS): 'discard all monsters, chests, potions and Lair dice' (no loot, no reward)."""
    state = start("Spellsword")
    at(state, MONSTER, party=[], dungeon=["Goblin", "Skeleton", "Chest", "Potion"], lair=2, master=True)
    play(state, A.Ultimate("sweep"))
    assert state.dungeon == [] and state.lair == 0 and state.treasures[0] == [] and state.phase == REGROUP


# --- Occultist / Necromancer --------------------------------------------------------------------------
def test_occultist_clerics_and_mages_stand_in_and_a_skeleton_fights_until_the_regroup():
    """Occultist (FACTS): 'Clerics and Mages interchangeable / 1 Skeleton becomes a Fighter (gone at Regroup)'."""
    state = start("Occultist")
    at(state, MONSTER, party=["Cleric"], dungeon=["Ooze", "Ooze", "Skeleton", "Goblin"])
    assert "As a Mage: defeat 2 Oozes" in defeat_labels(state, "die:Cleric")
    events = play(state, A.Ultimate("convert:Skeleton:Fighter:1"))
    assert state.borrowed == ["Fighter"] and "Skeleton" not in state.dungeon
    assert "1 Skeleton joins the party as a Fighter until the Regroup" in texts(events)
    play(state, A.Pick("borrowed:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert state.borrowed == [] and state.graveyard == []        # a dungeon die goes back to the pool
    at(state, MONSTER, party=["Mage"], dungeon=["Skeleton"], master=True)
    play(state, A.Ultimate("convert:Skeleton:Fighter:1"))
    assert state.monster_count() == 0 and state.phase == REGROUP and state.borrowed == []


def test_necromancer_raises_up_to_two_skeletons():
    """Necromancer ultimate (FACTS): 'up to 2 Skeletons become Fighters'."""
    state = start("Occultist")
    at(state, MONSTER, party=[], dungeon=["Skeleton", "Skeleton", "Skeleton"], master=True)
    assert "Ultimate: 2 Skeletons join you as Fighters" in labels(state)
    play(state, A.Ultimate("convert:Skeleton:Fighter:2"))
    assert state.borrowed == ["Fighter", "Fighter"] and state.dungeon == ["Skeleton"]


# --- Knight / Dragon Slayer ------------------------------------------------------------------------------
def test_knight_scrolls_become_champions_when_forming_the_party():
    """Knight specialty (FACTS): 'Scrolls become Champions when forming the party'."""
    state = start("Knight")
    at(state, REGROUP, party=["Fighter"], level=1)
    force(state, "Scroll", "Scroll", "Fighter", "Cleric", "Mage", "Thief", "Scroll", "Goblin")
    events = play(state, A.Retire(xp=1))
    assert state.party == ["Champion", "Champion", "Fighter", "Cleric", "Mage", "Thief", "Champion"]
    assert "The Knight turns a Scroll into a Champion" in texts(events)


def test_knight_ultimate_every_monster_becomes_a_dragon():
    """Knight ultimate (FACTS): 'all monsters become Dragons and go to the Lair'."""
    state = start("Knight")
    at(state, MONSTER, party=["Fighter", "Cleric", "Mage"], dungeon=["Goblin", "Skeleton", "Chest"], lair=1)
    play(state, A.Ultimate("to_lair"))
    assert state.lair == 3 and state.dungeon == ["Chest"]


def test_dragon_slayer_needs_only_two_different_companions():
    """Dragon Slayer specialty (FACTS): 'only 2 different companions are needed against the Dragon'."""
    state = start("Knight")
    at(state, DRAGON, party=["Fighter", "Mage"], lair=3, master=True)
    play(state, A.Pick("die:Fighter"), A.Pick("die:Mage"))
    assert state.lair == 0 and state.xp[0] == 1


# --- Half-Goblin / Chieftain -------------------------------------------------------------------------------
def test_half_goblin_opens_chests_and_quaffs_in_the_monster_phase():
    """Half-Goblin specialty (FACTS): 'may open chests and quaff potions in the Monster phase'."""
    state = start("Half-Goblin")
    at(state, MONSTER, party=["Thief", "Fighter"], dungeon=["Ooze", "Chest", "Chest", "Potion"])
    play(state, A.Pick("die:Thief"))
    assert labels(state) == ["Defeat 1 Ooze", "Open all 2 Chests", "Quaff the Potion", "Back"]
    play(state, A.OpenChests(count=2, every=True))
    assert len(state.treasures[0]) == 2 and state.dungeon == ["Ooze", "Potion"]


def test_half_goblin_ultimate_a_goblin_joins_as_a_thief_and_the_chieftain_takes_two():
    """Half-Goblin / Chieftain ultimates (FACTS): '1 Goblin becomes a Thief' / 'up to 2 Goblins become Thieves'."""
    state = start("Half-Goblin")
    at(state, MONSTER, party=[], dungeon=["Goblin", "Goblin", "Chest"])
    play(state, A.Ultimate("convert:Goblin:Thief:1"))
    assert state.borrowed == ["Thief"] and state.dungeon == ["Goblin", "Chest"]
    at(state, MONSTER, party=[], dungeon=["Goblin", "Goblin", "Goblin"], master=True)
    play(state, A.Ultimate("convert:Goblin:Thief:2"))
    assert state.borrowed == ["Thief", "Thief"]


def test_borrowed_dice_are_gone_at_the_regroup():
    """'(gone at Regroup)': dungeon dice fighting for the party go back to the pool."""
    state = start("Half-Goblin")
    at(state, MONSTER, party=["Fighter"], dungeon=["Goblin", "Goblin", "Goblin"], master=True)
    play(state, A.Ultimate("convert:Goblin:Thief:2"), A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert state.phase == LOOT or state.phase == REGROUP
    while state.phase != REGROUP:
        play(state, legal(state)[-1])
    assert state.borrowed == [] and state.pool() == 7


# --- Enchantress / Beguiler --------------------------------------------------------------------------------
def test_enchantress_scroll_acts_as_any_companion():
    """Enchantress specialty (FACTS): 'Scrolls may be used as any companion', against the Dragon too."""
    state = start("Enchantress")
    at(state, MONSTER, party=["Scroll", "Fighter"], dungeon=["Skeleton", "Skeleton"])
    assert defeat_labels(state, "die:Scroll") == ["As a Cleric: defeat 2 Skeletons",
                                                  "Read it: choose dice to reroll"]
    at(state, DRAGON, party=["Scroll", "Fighter", "Cleric"], lair=3)
    play(state, A.Pick("die:Scroll"))
    assert labels(state) == [f"Send it against the Dragon as a{'n' if r[0] in 'AEIOU' else ''} {r}"
                             for r in ("Fighter", "Cleric", "Mage", "Thief", "Champion")] + ["Back"]
    play(state, A.FaceDragon("Champion"), A.Pick("die:Fighter"), A.Pick("die:Cleric"))
    assert state.xp[0] == 1


def test_enchantress_ultimate_turns_a_monster_into_a_potion():
    """Enchantress ultimate (FACTS): '1 monster becomes a Potion'."""
    state = start("Enchantress")
    at(state, MONSTER, party=["Fighter"], dungeon=["Ooze", "Goblin"])
    assert labels(state)[1:3] == ["Ultimate: turn a Goblin into a Potion", "Ultimate: turn an Ooze into a Potion"]
    events = play(state, A.Ultimate("to_potion:Ooze"))
    assert sorted(state.dungeon) == ["Goblin", "Potion"]
    assert "An Ooze turns into a Potion" in [getattr(e, "message", "") for e in events]   # (a sentence: capital)


def test_beguiler_turns_two_monsters_into_one_potion():
    """Beguiler ultimate (FACTS): 'up to 2 monsters become 1 Potion'; the second die goes back to the pool."""
    state = start("Enchantress")
    at(state, MONSTER, party=["Fighter"], dungeon=["Ooze", "Goblin", "Skeleton"], master=True)
    play(state, A.Ultimate("to_potion:Goblin+Ooze"))
    assert sorted(state.dungeon) == ["Potion", "Skeleton"]


# --- Minstrel / Bard ------------------------------------------------------------------------------------------
def test_minstrel_thieves_and_mages_stand_in_and_the_ultimate_empties_the_lair():
    """Minstrel (FACTS): 'Thieves and Mages interchangeable / discard all Lair dice'."""
    state = start("Minstrel")
    at(state, MONSTER, party=["Thief"], dungeon=["Ooze", "Ooze", "Ooze"], lair=2)
    assert defeat_labels(state, "die:Thief") == ["As a Mage: defeat 3 Oozes"]
    play(state, A.Ultimate("empty_lair"))
    assert state.lair == 0 and state.ultimate_used


def test_bard_champions_defeat_one_extra_monster():
    """Bard specialty (FACTS): 'Champions defeat 1 extra monster'."""
    state = start("Minstrel")
    at(state, MONSTER, party=["Champion"], dungeon=["Goblin", "Goblin", "Ooze"], master=True)
    assert defeat_labels(state, "die:Champion") == ["Defeat 2 Goblins and 1 Ooze"]


def test_no_ultimate_in_the_dragon_phase():
    """7. FAQ: 'Can you use the Scout's Ultimate to avoid the Dragon? No. Monster Phase (where Ultimate is used)
    comes before Dragon Phase.' The Minstrel cannot empty the Lair once the Dragon has come."""
    state = start("Minstrel")
    at(state, DRAGON, party=["Fighter"], lair=3)
    assert not any(isinstance(a, A.Ultimate) for a in legal(state))


# --- levelling up ---------------------------------------------------------------------------------------------
def test_level_up_at_five_xp_at_once_and_the_ultimate_is_not_refreshed():
    """5: 'When XP meets threshold on Hero card, flip to Master side'. 7. FAQ: 'Flip Hero card immediately.
    Ultimate ability is not refreshed until next delve.'"""
    state = start("Mercenary")
    at(state, DRAGON, party=["Fighter", "Cleric", "Mage", "Champion"], lair=3, xp=4)
    state.ultimate_used = True
    events = play(state, A.Pick("die:Fighter"), A.Pick("die:Cleric"), A.Pick("die:Mage"))
    assert state.master[0] and state.hero_name(0) == "Commander"
    assert "the Mercenary becomes the Commander" in texts(events)
    assert GAME.view(state, 0).seats[0].side == "Master"
    force(state, "Goblin", "Goblin")
    play(state, A.SeekGlory(level=2))
    assert not any(isinstance(a, A.Ultimate) for a in legal(state))     # still turned sideways
    assert "Defeat 2 Goblins" in defeat_labels(state, "die:Champion")
    # The next delve turns the card upright again, now on its Master side.
    at(state, REGROUP, party=["Champion"], level=2)
    state.ultimate_used = True
    force(state, *["Fighter"] * 7, "Goblin")
    play(state, A.Retire(xp=2))
    assert not state.ultimate_used and "Ultimate: choose party and dungeon dice to reroll" in labels(state)


def test_the_hint_to_give_up_one_of_two_treasures_worth_as_much_says_neither_is_worth_less():
    from game.engine.hints import hint_for
    state = start("Crusader")
    at(state, MONSTER, party=["Cleric"], dungeon=["Goblin", "Ooze", "Chest", "Potion"], lair=2,
       graveyard=["Mage"], master=True, treasures=["Talisman", "Elixir"])
    play(state, A.Ultimate("divine"))
    hint = hint_for(GAME, state)
    other = "Elixir" if hint.action == A.GiveUp("Talisman") else "Talisman"
    assert hint.reason == f"{hint.action}: no treasure is worth less to you; the {other} would cost as little."


def test_a_twist_card_tied_with_another_helps_as_much_as_any_not_most():
    from game.games.delve.reasons import REASONS
    state = start("Crusader")
    view = GAME.view(state, 0)
    twist = REASONS["twist"]
    mine = twist({"mine": True, "tied": ["Lucky Charm"]}, view, A.PlayTwist("Polymorph Spell"))
    assert "helps your own level as much as any. Lucky Charm would do as much." in mine and " most" not in mine
    alone = twist({"mine": True}, view, A.PlayTwist("Polymorph Spell"))
    assert "helps your own level most." in alone
