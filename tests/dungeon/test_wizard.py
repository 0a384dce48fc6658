"""The Wizard's spells (8-page rules, WIZARD SPELLS)."""

from game.games.dungeon.actions import CastSpell, EndTurn, Fight, MoveTo, OpenDoor, StepIn, TakeSpell, Transfer
from game.games.dungeon.events import CombatResolved, SpellCast
from game.games.dungeon.state import CHAMBER_ENTRY, REGAIN
from tests.dungeon.helpers import act, card, game, lair, legal, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
GOLD = card(1, "Sack of Gold (1,000)")
SEVEN = ("fire_ball",) * 3 + ("lightning_bolt",) * 2 + ("transference",) * 2


def wizard(*others: str):
    return started(g, "Wizard", *others, spells=SEVEN)


def test_attack_spells_from_a_space_next_to_the_monster_never_the_same_space():
    """Lightning and Fire Ball are used only when the Wizard is adjacent to the monster, never together
    in one space."""
    state = wizard("Elf")
    lair(state, S("Kitchen"), card(4, "Troll"), prizes_=(GOLD,))
    lair(state, S("Crypt"), card(4, "Giant"))
    turn_of(state, 0, S("a4"))
    assert {(a.spell, a.space) for a in legal(g, state, CastSpell)} == {("fire_ball", S("Kitchen")),
                                                                        ("lightning_bolt", S("Kitchen"))}
    turn_of(state, 0, S("Crypt"))
    assert not legal(g, state, CastSpell)
    turn_of(state, 0, S("b4"))
    assert {a.space for a in legal(g, state, CastSpell)} == {S("Crypt")}


def test_a_spell_is_laid_on_the_card_before_it_is_read_and_returns_to_the_stock():
    """The spell is placed atop the monster before its type is known; then two dice against the spell's
    number (Troll: Fire Ball 7); a kill lets the Wizard take the prize and advance if he will; the spell goes
    back."""
    state = wizard("Elf")
    lair(state, S("Kitchen"), card(4, "Troll"), prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    stock = state.stock["fire_ball"]
    state.rng.force(3, 4)
    events = act(g, state, CastSpell, spell="fire_ball", space=S("Kitchen"))
    (cast,) = [e for e in events if isinstance(e, SpellCast)]
    assert cast.target == 7 and cast.killed
    assert state.pawns[0].spells["fire_ball"] == 2 and state.stock["fire_ball"] == stock + 1
    assert state.pawns[0].prizes == [GOLD] and state.to_act == 0
    act(g, state, StepIn, space=S("Kitchen"))   # 'the wizard may advance into its space'
    assert state.pawns[0].space == S("Kitchen")
    assert state.to_act == 1


def test_a_missed_spell_does_the_wizard_no_harm_and_the_card_is_turned_down_again():
    """Lightning and Fire Ball: no adverse result to the Wizard on a miss; the card is turned face downward
    once more; the spell returns to the general stock."""
    state = wizard("Elf")
    troll = card(4, "Troll")
    lair(state, S("Kitchen"), troll, prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    state.rng.force(1, 2)
    events = act(g, state, CastSpell, spell="fire_ball", space=S("Kitchen"))
    assert [e.killed for e in events if isinstance(e, SpellCast)] == [False]
    assert not [e for e in events if isinstance(e, CombatResolved)]
    assert state.pawns[0].space == S("a4") and state.pawns[0].alive and state.pawns[0].prizes == []
    assert state.lairs[S("Kitchen")][0].face_up is False
    assert g.view(state, 1).guards(S("Kitchen"))[0].card.name == "Troll"  # everyone saw it read
    assert state.stock["fire_ball"] == 12 - 3 + 1


def test_a_spell_marked_with_a_dash_has_no_effect():
    """Troll: Lightning '-' (no effect)."""
    state = wizard("Elf")
    lair(state, S("Kitchen"), card(4, "Troll"), prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    events = act(g, state, CastSpell, spell="lightning_bolt", space=S("Kitchen"))
    assert [(e.target, e.killed) for e in events if isinstance(e, SpellCast)] == [(None, False)]
    assert state.pawns[0].spells["lightning_bolt"] == 1


def test_the_wizard_may_also_fight_normally():
    """WIZARD SPELLS: the Wizard moves like any other piece and can engage in normal combat."""
    state = wizard("Elf")
    lair(state, S("Kitchen"), card(4, "Troll"), prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    state.rng.force(4, 4)
    events = act(g, state, OpenDoor, room=S("Kitchen"))
    assert [(e.target, e.won) for e in events if isinstance(e, CombatResolved)] == [(8, True)]


def test_transference_between_large_chambers_on_the_same_level_or_one_up_or_down():
    """Transference: from one large chamber to another on the same level, or one level up or down; the
    Main Staircase counts as a large chamber one level above the Main Gallery."""
    state = wizard()
    m = g.map()
    turn_of(state, 0, S("Main Gallery"))
    assert {a.space for a in legal(g, state, Transfer)} == {S("Main Staircase")} | set(m.chambers_on(2))
    turn_of(state, 0, S("Main Staircase"))
    assert {a.space for a in legal(g, state, Transfer)} == {S("Main Gallery")}
    turn_of(state, 0, S("Crypt"))
    assert {a.space for a in legal(g, state, Transfer)} == ({S("Main Gallery")} | set(m.chambers_on(2))
                                                            | set(m.chambers_on(3))) - {S("Crypt")}
    turn_of(state, 0, S("b4"))
    assert not legal(g, state, Transfer)


def test_transference_escapes_an_unfought_monster_and_the_monster_at_the_far_end_must_be_fought():
    """The Wizard walks into the Crypt where a monster waits, transfers before it can attack (the spell goes
    back to the stock), and must fight what waits at the far end without a further spell."""
    state = wizard("Elf")
    lair(state, S("Crypt"), card(4, "Troll"))
    lair(state, S("Torture Chamber"), card(3, "Ogre"))
    turn_of(state, 0, S("b4"))
    act(g, state, MoveTo, space=S("Crypt"))
    assert state.pending.kind == CHAMBER_ENTRY and not state.lairs[S("Crypt")][0].face_up
    assert {type(a).__name__ for a in g.legal_actions(state)} == {"Fight", "Transfer"}
    state.rng.force(4, 4)
    events = act(g, state, Transfer, space=S("Torture Chamber"))
    assert [e.monster for e in events if isinstance(e, CombatResolved)] == ["Ogre"]
    assert state.pawns[0].space == S("Torture Chamber") and state.pawns[0].spells["transference"] == 1
    assert not state.lairs[S("Crypt")][0].face_up and state.to_act == 1


def test_a_wizard_walking_into_monsters_may_fight_instead():
    """Transference is a choice: the Wizard may fight the monster he walked in on instead."""
    state = wizard("Elf")
    lair(state, S("Crypt"), card(4, "Troll"))
    turn_of(state, 0, S("b4"))
    act(g, state, MoveTo, space=S("Crypt"))
    state.rng.force(6, 6)
    act(g, state, Fight, space=S("Crypt"))
    assert S("Crypt") not in state.lairs


def test_transference_to_the_main_staircase_with_enough_wins():
    """Transference to the Main Staircase (a chamber above the Main Gallery) is a way home."""
    state = wizard("Elf")
    state.pawns[0].prizes = [card(5, "Huge Ruby (8,000)"), card(6, "Jeweled Crown (15,000)"),
                             card(6, "Huge Diamond (10,000)")]
    turn_of(state, 0, S("Main Gallery"))
    act(g, state, Transfer, space=S("Main Staircase"))
    assert g.outcome(state).winners == (0,)


def test_a_spell_regained_for_each_turn_spent_unmoving_on_the_main_staircase_up_to_seven():
    """Regaining Spells: one spell card from the stock for every turn the Wizard remains on the Main
    Staircase without moving, never more than the maximum (seven)."""
    state = wizard("Elf")
    state.pawns[0].spells = {"fire_ball": 5}
    turn_of(state, 0, S("Main Staircase"))
    (end,) = legal(g, state, EndTurn)
    assert "take a spell" in str(end)
    act(g, state, EndTurn)
    assert state.pending.kind == REGAIN
    act(g, state, TakeSpell, spell="lightning_bolt")
    assert state.pawns[0].spells == {"fire_ball": 5, "lightning_bolt": 1} and state.to_act == 1
    turn_of(state, 0)
    act(g, state, EndTurn)
    act(g, state, TakeSpell, spell="transference")
    assert sum(state.pawns[0].spells.values()) == 7
    turn_of(state, 0)
    act(g, state, EndTurn)
    assert state.pending is None and state.to_act == 1   # at the maximum, nothing more


def test_no_spell_regained_after_moving():
    """Regaining Spells: only for a turn the piece remains on the Main Staircase without moving."""
    state = wizard("Elf")
    state.pawns[0].spells = {"fire_ball": 1}
    turn_of(state, 0, S("Main Staircase"))
    act(g, state, MoveTo, space=S("Main Gallery"))
    act(g, state, MoveTo, space=S("Main Staircase"))
    act(g, state, EndTurn)
    assert state.pending is None and state.pawns[0].spells == {"fire_ball": 1}


def test_a_wizard_transported_by_a_trap_into_monsters_may_still_transfer_away():
    """The trap's chamber is entered 'just as if he had moved into it in a normal manner': a Wizard holding
    Transference may vanish before the monster acts."""
    state = wizard("Elf")
    lair(state, S("Kitchen"), card(3, "Trap! Transported to a Chamber 1 Level Lower"), prizes_=(GOLD,))
    lair(state, S("Crypt"), card(4, "Troll"))
    turn_of(state, 0, S("a4"))
    act(g, state, OpenDoor, room=S("Kitchen"))
    from game.games.dungeon.actions import ChooseChamber
    act(g, state, ChooseChamber, space=S("Crypt"))
    assert state.pending.kind == CHAMBER_ENTRY
    act(g, state, Transfer, space=S("Main Gallery"))
    assert state.pawns[0].space == S("Main Gallery") and state.pawns[0].prizes == [GOLD]
