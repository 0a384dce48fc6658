"""Combat. Rulebook, "Combat" and "General Rules"."""

from game.engine.events import GameEnded
from game.games.doors import GAME
from game.games.doors.actions import (
    AddUndead,
    Fight,
    FightOne,
    KickDoor,
    LevelUp,
    RollToRun,
    RunAway,
    UsePower,
)
from game.games.doors.events import CardsDrawn, CombatResolved, LevelChanged
from game.games.doors.odds import totals
from tests.doors.helpers import act, be, equip, fresh, hand, kinds, legal_types, of, pass_all, top


def kick_into(state, *cards):
    top(state, *cards)
    act(state, KickDoor())
    pass_all(state)


def test_level_plus_bonuses_must_beat_the_monster():
    """"If your level plus bonuses add up to more than the monster, you win.\""""
    state = fresh()
    state.players[0].level = 2
    equip(state, 0, "helm_of_moderate_courage", "slightly_sharp_sword")   # 2 + 2 + 2 = 6
    kick_into(state, "troll_toll_collector", "pointy_stick", "rubber_chicken")   # level 6: a tie
    assert totals(state).players == 6 and totals(state).monsters == 6
    assert "Fight" not in legal_types(state) and "RunAway" in legal_types(state)


def test_a_tie_loses():
    """"If you and the monster are tied, or the monster has more than you, you lose. Ask for help, or try to run
    away.\""""
    state = fresh()
    kick_into(state, "lint_golem")     # level 1 against level 1
    t = totals(state)
    assert (t.players, t.monsters, t.winning) == (1, 1, False)
    assert {"RunAway", "AskHelp"} <= legal_types(state) and "Fight" not in legal_types(state)


def test_winning_gives_a_level_and_the_treasures_face_down():
    """"You only get level(s) from killing monster(s)"; the monster's treasures go to the winner's hand."""
    state = fresh()
    state.players[0].level = 3
    kick_into(state, "cursed_chest", "dented_colander", "pointy_stick")    # level 4, 2 treasures
    equip(state, 0, "bucket_of_bravery", "cardboard_cuirass")             # 3 + 1 + 1 = 5 against 4
    events = act(state, Fight())
    assert of(events, CombatResolved)[0].won
    assert state.players[0].level == 4
    drawn = of(events, CardsDrawn)[0]
    assert kinds(list(drawn.cards)) == ["dented_colander", "pointy_stick"] and drawn.visible_to == (0,)
    assert "2 treasures" in drawn.public()
    assert set(drawn.cards) <= set(state.players[0].hand)
    assert kinds(state.door.discards) == ["cursed_chest"]


def test_the_strongest_monsters_give_two_levels():
    """FACTS: "monsters of level 1 to 20, the strongest giving 2 levels\""""
    state = fresh()
    state.players[0].level = 7
    equip(state, 0, "greatsword", "scale_shirt", "helm_of_moderate_courage", "steel_toed_boots")   # 7+4+3+2+2=18
    kick_into(state, "sewer_hydra")    # level 16, 2 levels
    act(state, Fight())
    assert state.players[0].level == 9


def test_several_monsters_are_beaten_together():
    """"If more monsters are in the battle, beat their total strength.\""""
    state = fresh()
    state.players[0].level = 5
    equip(state, 0, "greatsword", "scale_shirt")                 # 12
    ghost, = hand(state, 1, "haunted_teapot")                     # level 3, undead
    top(state, "sulking_skeleton")                                # level 1, undead
    act(state, KickDoor())
    act(state, AddUndead(card=ghost))                             # Bo sends in another undead
    pass_all(state)
    t = totals(state)
    assert (t.players, t.monsters) == (12, 4)
    events = act(state, Fight())
    assert of(events, CombatResolved)[0].foes == ("Sulking Skeleton", "Haunted Teapot")
    assert state.players[0].level == 7


def test_defeat_one_monster_and_run_from_the_rest():
    """"You can defeat one and try to Run Away from the other, though.\""""
    state = fresh()
    state.players[0].level = 4
    zombie, = hand(state, 1, "zombie_tax_inspector")              # level 7, undead
    top(state, "haunted_teapot", "pointy_stick")                  # level 3, undead
    act(state, KickDoor())
    act(state, AddUndead(card=zombie))
    pass_all(state)
    assert "Fight" not in legal_types(state)                      # 4 against 10
    teapot = state.combat.foes[0].card
    act(state, FightOne(foe=teapot))
    assert state.players[0].level == 5
    assert state.combat.stage == "run" and [r.foe for r in state.combat.runs] == [zombie]
    state.rng.force(6)
    act(state, RollToRun())
    assert state.combat is None and state.phase == "end"


def test_levels_only_from_killing_not_from_making_monsters_disappear():
    """"You only get level(s) from killing monster(s), not making them disappear etc.\""""
    state = fresh()
    wish, = equip(state, 0, "wishbone", equipped=False)
    kick_into(state, "ogre_chef")
    act(state, UsePower(card=wish, foe=state.combat.foes[0].card))
    assert state.players[0].level == 1 and state.combat is None and state.phase == "end"
    assert not state.players[0].hand                               # no treasure either


def test_never_below_level_1():
    """"You can never have a lower level than 1.\""""
    state = fresh()
    kick_into(state, "clockwork_wasps")    # Bad Stuff: lose 2 levels
    act(state, RunAway())
    state.rng.force(1)
    events = act(state, RollToRun())
    assert state.players[0].level == 1
    assert of(events, LevelChanged)[0].after == 1


def test_level_10_only_by_a_kill_and_the_first_to_reach_it_wins():
    """"You can **only** reach level 10 by killing a monster." The first to reach level 10 by a kill wins."""
    state = fresh()
    state.players[0].level = 9
    up, = hand(state, 0, "cheat_sheet")
    assert not any(isinstance(a, LevelUp) and a.target == 0 for a in GAME.legal_actions(state))
    equip(state, 0, "greatsword")
    state.players[0].hand.remove(up)
    kick_into(state, "lint_golem")
    events = act(state, Fight())
    assert state.players[0].level == 10 and state.phase == "over"
    assert GAME.outcome(state).winners == (0,) and of(events, GameEnded)
    assert GAME.legal_actions(state) == []


def test_a_monster_bonus_against_a_race_and_the_double_race_card_that_ignores_it():
    """Monsters have bonuses against some races and classes; "Super Munchkin and Half-Breeds do not suffer
    penalties for either race/class they are.\""""
    state = fresh()
    be(state, 0, "leafling")
    kick_into(state, "cave_pigeon")      # +2 against Leaflings
    assert totals(state).monsters == 4
    state = fresh()
    be(state, 0, "leafling", "family_tree")
    kick_into(state, "cave_pigeon")
    assert totals(state).monsters == 2
