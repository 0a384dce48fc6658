"""The optional and advanced rules other than ambush and wandering monsters (8-page rules, pages 4-5):
Returning Prizes for Safe Keeping, Re-entry as a New Dungeon Adventurer, Increased Wizard Spells and
Special Magic Swords; and that every optional rule is offered at set-up and in simulate."""

import pytest

from game.engine.seats import Seat, TableConfig
from game.engine.simulate import simulate
from game.games.dungeon.actions import (
    ChoosePawn,
    EndTurn,
    KeepSafe,
    MoveTo,
    OpenDoor,
    StayOut,
    TakeBack,
    TakeSpell,
    Transfer,
)
from game.games.dungeon.events import CombatResolved, Fallen
from game.games.dungeon.events_optional import Reentered, SpellsAllowed, SwordEnchanted
from game.games.dungeon.state import PICK_SPELL, REENTER
from tests.dungeon.helpers import act, card, game, lair, legal, space, started, table, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
TROLL = card(4, "Troll")   # Wizard 8, Superhero 8, Hero 10, Elf 9
RUBY, RING, CUP = card(5, "Huge Ruby (8,000)"), card(3, "Gold Ring (3,000)"), card(2, "Silver Cup (1,000)")


# --- Returning Prizes for Safe Keeping ----------------------------------------------------------------------

def test_returning_prizes_for_safe_keeping_on_the_main_staircase():
    """RETURNING PRIZES FOR SAFE KEEPING: 'Any player is allowed to move his piece back to the Main
    Staircase at any time ... to deposit the Prizes he has so far gained for safe keeping ... all Prizes
    need not be left, only as many as the player chooses.' Kept prizes are never lost in a fight."""
    state = started(g, "Hero", "Elf", options={"safe_keeping": True})
    state.pawns[0].prizes = [RING, CUP]
    turn_of(state, 0, S("Main Staircase"))
    assert sorted(a.card for a in legal(g, state, KeepSafe)) == sorted([RING, CUP])
    events = act(g, state, KeepSafe, card=RING)
    assert state.pawns[0].kept == [RING] and state.pawns[0].prizes == [CUP]
    assert events[-1].visible_to == (0,) and "1 kept" in events[-1].public()
    assert [a.card for a in legal(g, state, TakeBack)] == [RING]     # and may take it back there
    turn_of(state, 0)                                                  # next turn the pawn goes on
    act(g, state, MoveTo, space=S("a4"))
    assert not legal(g, state, KeepSafe)                              # only on the Main Staircase
    lair(state, S("Kitchen"), TROLL)
    state.rng.force(1, 1, 1, 2)                                       # lost; CLT 3: seriously wounded
    events = act(g, state, OpenDoor, room=S("Kitchen"))
    assert [e.killed for e in events if isinstance(e, Fallen)] == [False]
    assert state.pawns[0].prizes == [] and state.pawns[0].kept == [RING]   # the kept ring is safe
    assert g.outcome(state) is None


def test_a_pawn_that_leaves_prizes_for_safe_keeping_goes_on_only_on_its_next_turn():
    """RETURNING PRIZES FOR SAFE KEEPING: 'As soon as he reaches the Main Staircase the safety of the Prizes
    in his possession is guaranteed, and on his next turn the player may proceed normally.' A pawn that
    leaves a prize there stays on the stairs for the rest of that turn: no move, no Transference (project
    reading: the same when it began its turn there); it may still leave or take back prizes."""
    state = started(g, "Hero", "Wizard", options={"safe_keeping": True}, spells=("transference",) * 7)
    state.pawns[0].prizes = [RING, CUP]
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("Main Staircase"))                   # walks home with moves to spare
    assert legal(g, state, MoveTo)                                     # (coming home alone stops nothing)
    act(g, state, KeepSafe, card=RING)
    assert not legal(g, state, MoveTo) and g.view(state, 0).turn_info.moves_left == 0
    assert [a.card for a in legal(g, state, KeepSafe)] == [CUP]       # more may be left, or taken back
    assert [a.card for a in legal(g, state, TakeBack)] == [RING]
    act(g, state, TakeBack, card=RING)
    assert not legal(g, state, MoveTo)                                 # taking back does not undo it
    act(g, state, EndTurn)
    assert state.to_act == 1
    act(g, state, EndTurn)
    assert state.to_act == 0 and legal(g, state, MoveTo)              # on his next turn he proceeds
    # A Wizard on the stairs who leaves a prize does not vanish by Transference that turn either.
    state.pawns[1].prizes = [CUP]
    turn_of(state, 1, S("Main Staircase"))
    assert legal(g, state, Transfer)
    act(g, state, KeepSafe, card=CUP)
    assert not legal(g, state, Transfer) and not legal(g, state, MoveTo)


def test_a_save_from_before_the_safe_keeping_stop_still_loads():
    """A turn saved before the turn remembered that a prize was left (no 'kept_safe') loads as one that
    left none."""
    import copy

    from game.engine import serial
    state = started(g, "Hero", "Elf", options={"safe_keeping": True})
    state.pawns[0].prizes = [RING]
    turn_of(state, 0, S("Main Staircase"))
    data = copy.deepcopy(serial.to_json(state))
    del data["t"]["kept_safe"]
    old = g.state_from_json(data)
    assert old.t.kept_safe is False and legal(g, old, MoveTo) and legal(g, old, KeepSafe)


def test_prizes_kept_safe_count_toward_the_win():
    """Kept prizes count with those carried when the pawn comes back to the Main Staircase (project choice:
    they lie there, so the pawn is back 'with' them)."""
    state = started(g, "Hero", "Elf", options={"safe_keeping": True})
    state.pawns[0].kept = [RUBY]
    state.pawns[0].prizes = [card(3, "Silver Ring (2,000)")]
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("Main Staircase"))
    outcome = g.outcome(state)
    assert outcome.winners == (0,) and outcome.scores[0] == 10000


def test_without_the_option_no_prize_is_left_on_the_stairs():
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [RING]
    turn_of(state, 0, S("Main Staircase"))
    assert not legal(g, state, KeepSafe)


# --- Re-entry as a New Dungeon Adventurer -----------------------------------------------------------------

def kill(state, seat):
    lair(state, S("Kitchen"), TROLL)
    turn_of(state, seat, S("a4"))
    state.rng.force(1, 1, 1, 1)    # lost; CLT 2: killed
    return act(g, state, OpenDoor, room=S("Kitchen"))


def test_reentry_as_a_new_adventurer_of_a_lower_type_on_the_main_staircase():
    """RE-ENTRY AS A NEW DUNGEON ADVENTURER: a slain player re-enters with a new pawn, 'placing the pawn on
    the Main Staircase'; 'if a player began as a Wizard, he could re-enter as a Superhero, Hero, or Elf but
    not as another Wizard'."""
    state = started(g, "Wizard", "Elf", options={"reentry": True})
    state.pawns[0].prizes = [CUP]
    kill(state, 0)
    assert not state.pawns[0].alive and state.to_act == 1
    act(g, state, EndTurn)                          # the Elf's turn; then the Wizard's player chooses
    assert state.pending.kind == REENTER and state.to_act == 0
    assert [a.pawn for a in legal(g, state, ChoosePawn)] == ["Elf", "Hero", "Superhero"]
    events = act(g, state, ChoosePawn, pawn="Superhero")
    assert [e.pawn for e in events if isinstance(e, Reentered)] == ["Superhero"]
    pawn = state.pawns[0]
    assert pawn.alive and pawn.kind == "Superhero" and pawn.space == S("Main Staircase") and pawn.prizes == []
    assert pawn.original == "Wizard" and state.to_act == 0 and legal(g, state, MoveTo)   # he plays at once
    state.pawns[0].space = S("a4")
    kill(state, 0)                                  # slain again: still types lower than the original
    act(g, state, EndTurn)
    assert [a.pawn for a in legal(g, state, ChoosePawn)] == ["Elf", "Hero", "Superhero"]


def test_a_player_may_stay_out_and_an_elf_cannot_reenter():
    """Re-entry is restricted to types lower than the original one: nothing is lower than an Elf. A player
    may also stay out (project choice)."""
    state = started(g, "Elf", "Hero", options={"reentry": True})
    kill(state, 0)
    act(g, state, EndTurn)
    assert state.to_act == 1 and state.pending is None        # the Elf's player is out for good
    state2 = started(g, "Hero", "Elf", options={"reentry": True})
    kill(state2, 0)
    act(g, state2, EndTurn)
    assert [type(a).__name__ for a in g.legal_actions(state2)] == ["ChoosePawn", "StayOut"]
    act(g, state2, StayOut)
    assert state2.pawns[0].out and state2.to_act == 1


def test_without_reentry_a_slain_player_is_out_and_with_it_the_game_goes_on():
    """'The player is out of the game unless the optional rule RE-ENTRY is used': alone and slain, the game
    ends; with re-entry it goes on."""
    state = started(g, "Hero")
    kill(state, 0)
    assert g.outcome(state) is not None
    state = started(g, "Hero", options={"reentry": True})
    kill(state, 0)
    assert g.outcome(state) is None and state.pending.kind == REENTER


def test_reentry_keeps_three_of_a_type_at_most():
    """It is not possible to have more than three of one type of pawn in play at the same time."""
    state = started(g, "Wizard", "Hero", "Hero", "Hero", options={"reentry": True})
    kill(state, 0)
    state.pending = None
    turn_of(state, 3)
    act(g, state, EndTurn)
    while state.pending is None or state.pending.kind != REENTER:
        act(g, state, EndTurn)
    assert [a.pawn for a in legal(g, state, ChoosePawn)] == ["Elf", "Superhero"]


# --- Increased Wizard Spells --------------------------------------------------------------------------------

def test_increased_wizard_spells_six_plus_a_die():
    """Increased Wizard Spells, Optional: each player who has chosen a Wizard rolls a die, added to a base of
    six: he takes that many spells (7 to 12) and renews up to that number."""
    from game.games.dungeon.state import DungeonState
    state = g.new_game(table("Wizard", "Elf", options={"more_spells": True}), seed=1)
    assert isinstance(state, DungeonState)
    events = state.drain()
    (allowed,) = [e for e in events if isinstance(e, SpellsAllowed)]
    assert state.pawns[0].max_spells == 6 + allowed.roll
    assert state.pending.kind == PICK_SPELL and state.pending.count == 6 + allowed.roll
    for _ in range(6 + allowed.roll):
        g.apply(state, TakeSpell("fire_ball"))
    assert sum(state.pawns[0].spells.values()) == 6 + allowed.roll and state.pending is None


def test_with_increased_spells_a_wizard_may_not_use_a_magic_sword():
    """'If this optional rule is used Wizards may not use Magic Swords': 7 against the Troll's 8 loses."""
    for options, won in (({}, True), ({"more_spells": True}, False)):
        state = started(g, "Wizard", "Elf", options=options)
        state.pawns[0].prizes = [card(1, "Magic Sword")]
        lair(state, S("Kitchen"), TROLL)
        turn_of(state, 0, S("a4"))
        state.rng.force(3, 4, 3, 4)
        events = act(g, state, OpenDoor, room=S("Kitchen"))
        assert [e.won for e in events if isinstance(e, CombatResolved)] == [won]


# --- Special Magic Swords -----------------------------------------------------------------------------------

@pytest.mark.parametrize("level,score,bonus", [(6, 7, 2), (6, 6, 1), (4, 9, 2), (4, 8, 1), (2, 10, 2),
                                               (2, 9, 1), (1, 12, 2), (1, 11, 1)])
def test_special_magic_swords_add_two_by_level_and_roll(level, score, bonus):
    """Special Magic Swords: Optional: 'a roll of 7 or better with two dice indicates such swords give a 2 spot
    bonus to combat rolls if the sword is found at the 6th Level, a 9 or better ... 4th Level, a 10 or better
    ... 2nd Level, and a roll of 12 ... 1st Level.' The roll is made when the sword is first taken."""
    state = started(g, "Hero", "Elf", options={"special_swords": True})
    sword = card(level, "Magic Sword")
    lair(state, S("Almsroom"), card(1, "Goblins"), prizes_=(sword,))
    turn_of(state, 0, S("a2"))
    state.rng.force(6, 6, score // 2, score - score // 2)
    events = act(g, state, OpenDoor, room=S("Almsroom"))
    (told,) = [e for e in events if isinstance(e, SwordEnchanted)]
    assert told.bonus == bonus and told.visible_to == (0,)
    lair(state, S("Kitchen"), TROLL)
    turn_of(state, 0, S("a4"))
    state.rng.force(4, 4)            # 8 + the sword against the Hero's 10
    events = act(g, state, OpenDoor, room=S("Kitchen"))
    assert [(e.total, e.won) for e in events if isinstance(e, CombatResolved)] == [(8 + bonus, bonus == 2)]


def test_without_the_option_every_magic_sword_adds_one():
    state = started(g, "Hero", "Elf")
    lair(state, S("Almsroom"), card(1, "Goblins"), prizes_=(card(6, "Magic Sword"),))
    turn_of(state, 0, S("a2"))
    state.rng.force(6, 6)
    events = act(g, state, OpenDoor, room=S("Almsroom"))
    assert not [e for e in events if isinstance(e, SwordEnchanted)]


# --- every rule a toggle ------------------------------------------------------------------------------------

def test_every_optional_rule_is_offered_and_every_one_on_plays_whole_games():
    """Each optional rule is an OptionalRule of the game (the set-up screen shows them; simulate takes
    --option KEY=on); with all of them on, computer players finish their games."""
    keys = {o.key for o in g.optional_rules}
    assert keys == {"wandering", "safe_keeping", "reentry", "ambush", "more_spells", "special_swords", "solo"}
    options = {k: True for k in keys}
    result = simulate(game("full"), [4], games=3, seed=9, options=options)
    assert result.errors == 0 and result.unfinished == 0, result.first_error
    seats = [Seat(name="Ann", choices={"pawn": "Hero"}), Seat(name="Bob", choices={"pawn": "Elf"})]
    g.check_config(TableConfig(seats=seats, options={"solo": "clock"}))
