"""The others step into a fight: response windows after a monster is revealed and before combat resolves.
Rulebook, "Curses", "General Rules"; the issue: "after a monster is revealed and before combat is resolved,
every other seat may play a curse, a monster enhancer, another undead to an undead fight, or offer to help"."""

from game.engine.respond import Pass
from game.games.doors import GAME
from game.games.doors.actions import (
    AddUndead,
    Curse,
    Enhance,
    Fight,
    KickDoor,
    LevelUp,
    LookForTrouble,
    UsePotion,
)
from game.games.doors.odds import totals
from tests.doors.helpers import act, equip, fresh, hand, legal_types, pass_all, top


def test_after_a_monster_is_revealed_every_other_seat_may_answer_in_turn():
    """The window opens to the others from the fighter's left; the screen reads it from GAME.window."""
    state = fresh(4, turn=2)
    state.order = [0, 1, 2, 3]
    top(state, "lint_golem")
    act(state, KickDoor())
    window = GAME.window(state)
    assert window is not None and window.tag == "reveal" and window.order == [3, 0, 1]
    assert state.to_act == 3 and "Pass" in legal_types(state) and "OfferHelp" in legal_types(state)
    for seat in (3, 0, 1):
        assert state.to_act == seat
        act(state, Pass())
    assert GAME.window(state) is None and state.to_act == 2


def test_an_answer_reopens_the_window_to_the_others():
    """A card played at the window is a new moment: the others may answer it in turn."""
    state = fresh(4)
    state.players[0].level = 5
    furious, = hand(state, 2, "furious")
    top(state, "lint_golem")
    act(state, KickDoor())
    act(state, Pass())                                      # Bo
    act(state, Enhance(card=furious, foe=state.combat.foes[0].card))   # Cy
    assert totals(state).monsters == 6
    assert GAME.window(state).waiting == [3, 1, 2] and state.to_act == 3


def test_an_enhancer_makes_the_monster_stronger_and_richer():
    """Monster enhancers (FACTS: "-5, +5, +5, +10, +10 kinds"): +10 and 2 more treasures."""
    state = fresh()
    big, = hand(state, 1, "colossal")
    top(state, "lint_golem")
    act(state, KickDoor())
    act(state, Enhance(card=big, foe=state.combat.foes[0].card))
    view = GAME.view(state, 0).combat
    assert view.foes[0].total == 11 and view.treasures == 3
    assert any(line.label == "Lint Golem: Colossal" and line.value == 10 for line in view.lines)


def test_another_undead_may_join_only_an_undead_fight():
    """"If an undead monster is in battle, any player can add another undead monster to the battle.\""""
    state = fresh()
    hand(state, 1, "haunted_teapot")
    top(state, "lint_golem")
    act(state, KickDoor())
    assert "AddUndead" not in legal_types(state)
    state = fresh()
    ghost, = hand(state, 1, "haunted_teapot")
    top(state, "sulking_skeleton")
    act(state, KickDoor())
    act(state, AddUndead(card=ghost))
    assert len(state.combat.foes) == 2


def test_curses_may_be_played_at_the_window_on_anyone():
    """"Curses in your hand can be played at any time on any player.\""""
    state = fresh()
    state.players[0].level = 3
    curse, = hand(state, 2, "paper_cut")
    top(state, "lint_golem")
    act(state, KickDoor())
    act(state, Pass())
    act(state, Curse(card=curse, target=0))
    assert state.players[0].level == 2


def test_go_up_a_level_on_anyone_at_the_window():
    """"'Go Up A Level' cards can be used on any player.\""""
    state = fresh()
    up, = hand(state, 1, "cheat_sheet")
    top(state, "lint_golem")
    act(state, KickDoor())
    act(state, LevelUp(card=up, target=2))
    assert state.players[2].level == 2


def test_a_one_shot_item_for_either_side():
    """One-shot items are "usable once, in combat: +N to either side\""""
    state = fresh()
    state.players[0].level = 3
    pie, = hand(state, 1, "exploding_pie")
    top(state, "lint_golem")
    act(state, KickDoor())
    act(state, UsePotion(card=pie, side="monsters"))
    assert totals(state).monsters == 5


def test_before_combat_resolves_the_others_get_a_last_say_if_the_fight_changed():
    """The window "before combat is resolved": the fighter used a potion after the others passed, so they are
    asked again when the fighter declares; an answer sends the decision back to the fighter."""
    state = fresh()
    state.players[0].level = 2
    potion, = hand(state, 0, "bottled_thunder")
    bees, = hand(state, 1, "jar_of_angry_bees")
    top(state, "haunted_teapot")            # level 3
    act(state, KickDoor())
    pass_all(state)
    act(state, UsePotion(card=potion, side="players"))      # 7 against 3
    act(state, Fight())
    window = GAME.window(state)
    assert window is not None and window.tag == "resolve" and state.players[0].level == 2
    act(state, UsePotion(card=bees, side="monsters"))       # Bo: 7 against 6, still winning
    pass_all(state)
    assert state.to_act == 0 and state.combat.declared == "" and "Fight" in legal_types(state)
    act(state, Fight())                                     # nothing changed since: it resolves now
    assert state.players[0].level == 3 and state.phase == "end"


def test_an_unchanged_fight_resolves_without_a_second_window():
    """Project design: when the fighter changed nothing since everyone passed, the fight resolves at once."""
    state = fresh()
    state.players[0].level = 2
    monster, = hand(state, 0, "lint_golem")
    top(state, "leafling")
    act(state, KickDoor())
    act(state, LookForTrouble(card=monster))
    pass_all(state)
    act(state, Fight())
    assert GAME.window(state) is None and state.players[0].level == 3


def test_treasures_other_than_one_shots_are_not_played_in_combat():
    """"Treasure cards cannot be played during combat, unless the card(s) says so.\""""
    state = fresh()
    hand(state, 0, "dented_colander", "liquid_courage")
    equip(state, 0, "pointy_stick", equipped=False)
    top(state, "lint_golem")
    act(state, KickDoor())
    pass_all(state)
    kinds = legal_types(state)
    assert not {"PlayItem", "Equip", "Unequip", "MarkForSale", "Sell", "OfferTrade"} & kinds
    assert "UsePotion" in kinds
