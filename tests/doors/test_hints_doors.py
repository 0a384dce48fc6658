"""The hint in Kick the Door (issue 25): at every decision, what the Normal computer player would do in the
seat, and why, with the numbers the rules fight with (odds.py): both sides' totals, the roll to run away,
the curse's target and why that one."""

import random

from game.engine.hints import hint_for
from game.engine.respond import Pass
from game.engine.words import percent
from game.games.doors import GAME
from game.games.doors.actions import Curse, Fight, KickDoor, OfferHelp, RollToRun, RunAway
from game.games.doors.odds import run_chance, strength, totals
from tests.doors.helpers import act, equip, fresh, hand, level, new, pass_all, top
from tests.hint_checks import mixed_mover, play_asking, shared_reasons

# The kinds of decision a few games reach: each has its own reason (tests/hint_checks.py checks the words).
COMMON = {"KickDoor", "LootRoom", "LookForTrouble", "EndTurn", "PlayItem", "Equip", "PlayCard", "MarkForSale",
          "Fight", "RunAway", "RollToRun", "OfferHelp", "Accept", "Refuse", "Pass", "Curse", "LevelUp",
          "TakeTreasure", "Ready"}


def test_every_hint_in_played_games_is_legal_worded_the_normal_choice_and_reads_only_the_seats_view():
    reasons: dict[str, set[str]] = {}
    for seed in range(4):
        n = 3 + seed
        for kind, texts in play_asking(GAME, new(n, seed), mixed_mover(GAME, n, seed), 450,
                                       random.Random(seed)).items():
            reasons.setdefault(kind, set()).update(texts)
    assert COMMON <= set(reasons), f"no hint was asked for {COMMON - set(reasons)}"
    assert not shared_reasons(reasons)


def test_a_winning_fight_gives_both_sides_totals():
    state = fresh()
    equip(state, 0, "pointy_hat")
    top(state, "lint_golem")
    act(state, KickDoor())
    pass_all(state)
    hint = hint_for(GAME, state)
    t = totals(state)
    assert hint.action == Fight() and t.winning
    assert f"Your side {t.players} against {t.monsters} for the Lint Golem: you win" in hint.reason
    assert "go up 1 level and take 1 treasure" in hint.reason


def test_the_others_may_let_a_fight_they_need_not_stop_go_by():
    state = fresh()
    equip(state, 0, "pointy_hat")
    top(state, "lint_golem")
    act(state, KickDoor())
    assert state.to_act == 1
    hint = hint_for(GAME, state)
    t = totals(state)
    assert hint.action == Pass()
    assert hint.reason.startswith(f"Pass: Ann is winning (Ann's side {t.players} against {t.monsters}")


def test_running_away_gives_the_roll_its_chance_and_the_bad_stuff():
    """"Run away: a 5 or 6, 33%; staying loses a level" (the issue's own example)."""
    state = fresh()
    top(state, "banshee_babysitter")
    act(state, KickDoor())
    pass_all(state)
    hint = hint_for(GAME, state)
    assert hint.action == RunAway()
    chance = run_chance(state, 0, state.combat.foes[0].card)
    assert f"a 5 or 6 on the die, {percent(chance)}" in hint.reason and percent(chance) == "33%"
    assert "Bad Stuff: lose your headgear and a level" in hint.reason
    act(state, RunAway())
    hint = hint_for(GAME, state)
    assert hint.action == RollToRun()
    assert hint.reason == ("Roll to run away from the Banshee Babysitter: a 5 or 6 on the die, 33%. If you fail, "
                           "the Banshee Babysitter's Bad Stuff: lose your headgear and a level.")


def test_a_curse_names_its_target_and_why():
    state = fresh()
    level(state, 1, 5)
    level(state, 2, 2)
    card, = hand(state, 0, "sneezing_fit")
    hint = hint_for(GAME, state)
    assert hint.action == Curse(card=card, target=1)     # the leader, not Cy one level up
    assert hint.reason.startswith('Curse Bo: Sudden Sneezing Fit ("Lose a level."). Bo is level 5, 4 levels above '
                                  'you.')
    assert "how near each rival is to winning" in hint.reason


def test_a_curse_on_one_of_two_rivals_as_near_to_winning_says_the_tie_and_what_broke_it():
    state = fresh()
    level(state, 1, 5)
    level(state, 2, 5)
    equip(state, 2, "pointy_hat")   # as near to winning, and stronger
    card, = hand(state, 0, "sneezing_fit")
    hint = hint_for(GAME, state)
    assert hint.action == Curse(card=card, target=2)
    assert "most" not in hint.reason
    assert hint.reason.endswith("it hurts Cy as much as any (Bo as much): Cy is the strongest of them.")
    equip(state, 1, "bent_halo")    # as strong too (+3): the first of them
    hint = hint_for(GAME, state)
    assert hint.reason.endswith("it hurts Bo as much as any (Cy as much): Bo is as strong, and simply comes first.")


def test_an_offer_of_help_gives_the_fight_with_and_without_the_helper():
    state = fresh()
    equip(state, 1, "pointy_hat")
    top(state, "cursed_chest")                             # level 4, two treasures
    act(state, KickDoor())
    assert state.to_act == 1
    hint = hint_for(GAME, state)
    t = totals(state)
    mine = strength(state, 1)
    assert hint.action == OfferHelp(share=1, helper_first=True)
    assert f"Ann is losing, {t.players} against {t.monsters}; with your {mine} the fight is won" in hint.reason
    assert "1 treasure of 2 is your fair share" in hint.reason


def test_an_item_that_ties_with_another_is_as_strong_as_any_not_the_strongest():
    state = fresh()
    sword, boots = hand(state, 0, "slightly_sharp_sword", "steel_toed_boots")
    hint = hint_for(GAME, state)
    assert hint.action.card in (sword, boots)
    assert "it makes you as strong as any" in hint.reason and "strongest" not in hint.reason
    assert "would do as much" in hint.reason
    hand(state, 0, "greatsword")
    assert "it makes you strongest" in hint_for(GAME, state).reason


def test_losing_one_of_two_cards_worth_as_little_says_neither_is_missed_less():
    from game.games.doors.actions import ChooseLoss
    state = fresh()
    tax, = hand(state, 0, "tax_season")         # lose two items of your choice
    equip(state, 1, "bucket_of_bravery", "pointy_stick", "pointy_hat", equipped=False)   # the first two: +1, 100 gold
    act(state, Curse(card=tax, target=1))
    hint = hint_for(GAME, state)
    assert isinstance(hint.action, ChooseLoss)
    assert "least" not in hint.reason and "you will miss none less; the" in hint.reason
    assert "would cost you as little." in hint.reason
