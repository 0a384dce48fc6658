"""Curses. Rulebook, "Curses" and "General Rules"."""

from game.games.doors import GAME
from game.games.doors.actions import ChooseLoss, Curse, Fight, KickDoor, RollToRun, RunAway
from game.games.doors.odds import strength, totals
from tests.doors.helpers import act, be, equip, fresh, hand, kinds, legal_types, pass_all, top


def test_curses_in_hand_can_be_played_on_any_player_on_your_turn():
    """"Curses in your hand can be played at any time on any player.\""""
    state = fresh()
    curse, = hand(state, 0, "gravity_hiccup")
    helm, = equip(state, 2, "helm_of_moderate_courage")
    assert {a.target for a in GAME.legal_actions(state) if isinstance(a, Curse)} == {1, 2}
    act(state, Curse(card=curse, target=2))
    assert helm not in state.players[2].item_ids() and helm in state.treasure.discards


def test_the_victim_picks_the_items_a_multi_item_curse_takes():
    """"The victim chooses what item a multiple-item curse applies to.\""""
    state = fresh()
    tax, = hand(state, 0, "tax_season")         # lose two items of your choice
    a, b, c = equip(state, 1, "helm_of_moderate_courage", "pointy_stick", "fuzzy_slippers")
    act(state, Curse(card=tax, target=1))
    assert state.to_act == 1 and legal_types(state) == {"ChooseLoss"}
    assert "Bo: choose 2 cards to lose" in GAME.view(state, 1).prompt
    act(state, ChooseLoss(card=b))
    assert state.to_act == 1
    act(state, ChooseLoss(card=c))
    assert state.players[1].item_ids() == [a]
    assert state.to_act == 0 and state.phase == "kick"


def test_a_curse_that_takes_a_lone_item_needs_no_choice():
    """With only one item it could take, the curse takes it."""
    state = fresh()
    magpie, = hand(state, 0, "magpie_raid")     # a small item of your choice
    small, = equip(state, 1, "pointy_stick")
    equip(state, 1, "greatsword")                 # big: not taken
    act(state, Curse(card=magpie, target=1))
    assert small not in state.players[1].item_ids() and len(state.players[1].items) == 1


def test_a_curse_that_stays_lasts_until_you_kill_a_monster():
    """Curses on you stay in front of you ("curses on you") until they end: these, until you kill a monster."""
    state = fresh()
    state.players[1].level = 4
    hiccups, = hand(state, 0, "cursed_hiccups")     # -2 in combat
    act(state, Curse(card=hiccups, target=1))
    assert state.players[1].curses == [hiccups] and strength(state, 1) == 2
    state.current = 1
    state.players[0].level = 1
    top(state, "lint_golem")
    act(state, KickDoor())
    pass_all(state)
    assert totals(state).players == 2
    act(state, Fight())
    assert state.players[1].curses == [] and hiccups in state.door.discards


def test_a_curse_behind_the_door_that_takes_your_race():
    """A race lost: its items can no longer be equipped, and turn sideways."""
    state = fresh()
    be(state, 0, "stoutfolk")
    stompers, = equip(state, 0, "stompers")
    top(state, "identity_crisis")
    act(state, KickDoor())
    assert state.players[0].races == []
    assert state.players[0].items[0].card == stompers and not state.players[0].items[0].equipped


def test_losing_the_stoutfolk_race_keeps_one_big_item_of_your_choice():
    """"You can only carry one Big item": a seat that stops being Stoutfolk picks the one it keeps."""
    state = fresh()
    be(state, 0, "stoutfolk")
    sword, ladder = equip(state, 0, "greatsword", "ladder")
    top(state, "identity_crisis")
    act(state, KickDoor())
    assert legal_types(state) == {"ChooseLoss"}
    act(state, ChooseLoss(card=ladder))
    assert state.players[0].item_ids() == [sword]


def test_a_curse_can_strike_the_fighter_in_the_middle_of_a_fight():
    """Curses are played "at any time": at the window, on the fighter, it changes the fight."""
    state = fresh()
    state.players[0].level = 2
    equip(state, 0, "helm_of_moderate_courage")
    curse, = hand(state, 1, "gravity_hiccup")
    top(state, "doormat_mimic")
    act(state, KickDoor())
    act(state, Curse(card=curse, target=0))
    assert totals(state).players == 2
    pass_all(state)
    assert "Fight" in legal_types(state)


def test_bad_stuff_of_several_items_lets_the_victim_pick():
    """The same choice for a monster's Bad Stuff that takes items of the victim's choice."""
    state = fresh()
    equip(state, 0, "pointy_stick", "rubber_chicken", "fuzzy_slippers", equipped=False)
    top(state, "goblin_debt_collector")      # lose two items of your choice
    act(state, KickDoor())
    pass_all(state)
    act(state, RunAway())
    state.rng.force(1)
    act(state, RollToRun())
    assert legal_types(state) == {"ChooseLoss"}
    act(state, ChooseLoss(card=state.players[0].items[0].card))
    act(state, ChooseLoss(card=state.players[0].items[0].card))
    assert kinds(state.players[0].item_ids()) == ["fuzzy_slippers"]
    assert state.combat is None and state.phase == "end"
