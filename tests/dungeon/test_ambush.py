"""AMBUSH and fights between players (8-page rules, page 5: AMBUSH, PLAYER COMBAT TABLE, Ambush by Wizard
Spell, a third player joining, Transference out of Ambush), with fixed dice on the rules' test map."""

import pytest

from game.games.dungeon.actions import (
    AmbushMove,
    DeclareAmbush,
    EndTurn,
    FaceAmbush,
    FightBack,
    KeepFighting,
    LetGo,
    LetPass,
    MoveTo,
    SpellAmbush,
    StepIn,
    Transfer,
)
from game.games.dungeon.events import CLTResult, PrizesDropped
from game.games.dungeon.events_optional import AmbushDeclared, MeleeHeld, PlayerStrike
from game.games.dungeon.state import AMBUSH_ASK, AMBUSH_ESCAPE, AMBUSH_TARGET, MELEE, STEP_IN
from tests.dungeon.helpers import act, card, game, legal, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
ON = {"ambush": True}
CUP, RING = card(2, "Silver Cup (1,000)"), card(3, "Gold Ring (3,000)")


def at(state, seat, where, trail=None):
    state.pawns[seat].space = S(where)
    state.pawns[seat].trail = [S(x) for x in (trail or [where])]


def strikes(events):
    return [(e.who.split(" ")[0], e.need, e.hit) for e in events if isinstance(e, PlayerStrike)]


def test_a_pawn_passing_through_anothers_space_may_be_ambushed_by_it():
    """AMBUSH: 'Any time a player moves onto or passes through a space which contains the piece of another
    player either player, or both players, may declare Ambush.' The move stops there while the other player
    is asked; 'if neither player declares Ambush then movement continues normally.'"""
    state = started(g, "Hero", "Superhero", options=ON)
    at(state, 1, "a3")
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("a5"))
    assert state.pending.kind == AMBUSH_ASK and state.to_act == 1
    assert state.pawns[0].space == S("a3")                       # stopped where Bob stands
    assert [str(a) for a in g.legal_actions(state)] == ["Ambush Ann (Hero)", "Let Ann (Hero) pass"]
    act(g, state, LetPass)
    assert state.pawns[0].space == S("a5") and state.to_act == 0 and state.pending is None
    assert state.t.mp == 1


def test_no_one_is_asked_when_no_pawn_is_in_the_way():
    """A person is asked about an ambush only when a pawn moves onto or through his space."""
    state = started(g, "Hero", "Superhero", options=ON)
    at(state, 1, "b3")
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("a5"))
    assert state.pending is None and state.pawns[0].space == S("a5") and state.to_act == 0


def test_the_superhero_ambushes_the_hero_and_picks_up_the_prize_he_drops():
    """The rulebook's example: the Superhero hits the Hero on 7 (6 needed); the Hero's 7 + 1 for his Magic
    Sword misses (9 needed); the Hero rolls 8 on the CLT: retreat a space and drop a prize, which 'the
    Superhero may immediately pick up'. All movement stops; the mover's turn is over."""
    state = started(g, "Hero", "Superhero", options=ON)
    at(state, 1, "a3")
    state.pawns[0].prizes = [card(1, "Magic Sword"), CUP]
    turn_of(state, 0, S("a1"))
    state.pawns[0].trail = [S("Main Gallery"), S("a1")]
    act(g, state, MoveTo, space=S("a5"))
    state.rng.force(3, 4, 3, 4, 4, 4)             # Hero 7 + 1; Superhero 7; the Hero's CLT 8
    events = act(g, state, DeclareAmbush)
    assert [e.text() for e in events if isinstance(e, AmbushDeclared)] == [
        "Bob (Superhero) declares an ambush on Ann (Hero) in a3!"]
    assert strikes(events) == [("Ann", 9, False), ("Bob", 6, True)]
    assert [e.roll for e in events if isinstance(e, CLTResult)] == [8]
    assert state.to_act == 0                      # the Hero chooses which prize he drops
    events = act(g, state, type(g.legal_actions(state)[0]), card=CUP)
    assert [e.monster for e in events if isinstance(e, PrizesDropped)] == [""]
    assert state.pawns[0].space == S("a2")        # retreated one space, back the way he came
    assert state.pawns[1].prizes == [CUP]         # the Superhero picked it up at once
    assert state.to_act == 1 and not state.loot


def test_the_mover_may_declare_an_ambush_on_a_pawn_within_reach():
    """Either player may declare: the moving player by moving onto the other's space to ambush it. The
    fight ends his turn."""
    state = started(g, "Superhero", "Hero", options=ON)
    at(state, 1, "a4")
    turn_of(state, 0, S("a1"))
    (move,) = legal(g, state, AmbushMove)
    assert move.target == 1 and move.space == S("a4") and str(move) == "Ambush Bob (Hero) in a4 (3 spaces)"
    state.rng.force(1, 2, 1, 2)                   # both miss: a melee
    events = act(g, state, AmbushMove, target=1)
    assert strikes(events) == [("Ann", 6, False), ("Bob", 9, False)]
    assert state.pawns[0].space == S("a4") and state.t.seat == 1    # Ann's turn is over
    assert state.pawns[0].melee == [1] and state.pawns[1].melee == [0]
    assert state.pending.kind == MELEE and state.to_act == 0        # Bob is held: Ann keeps him or lets go


@pytest.mark.parametrize("attacker,defender,need", [("Elf", "Elf", 7), ("Elf", "Wizard", 10), ("Hero", "Elf", 6),
                                                    ("Hero", "Wizard", 11), ("Superhero", "Elf", 5),
                                                    ("Superhero", "Superhero", 7), ("Wizard", "Hero", 9),
                                                    ("Wizard", "Superhero", 11)])
def test_player_combat_table(attacker, defender, need):
    """PLAYER COMBAT TABLE: the score on two dice the attacker (row) needs to hit the defender (column)."""
    state = started(g, attacker, defender, options=ON)
    at(state, 1, "a3")
    turn_of(state, 0, S("a1"))
    state.rng.force(1, 1, 1, 1)
    events = act(g, state, AmbushMove, target=1)
    assert strikes(events)[0] == ("Ann", need, False)


def test_a_melee_goes_on_next_turn_unless_the_other_lets_go():
    """'A result of No Effect means a melee is in progress and the combat must continue next turn ... neither
    may move until the other decides to no longer maintain the Ambush.' At the turn of the pawn held, its
    opponent keeps it in the fight (it fights again, and cannot move) or lets it go."""
    state = started(g, "Superhero", "Hero", options=ON)
    at(state, 1, "a4")
    turn_of(state, 0, S("a1"))
    state.rng.force(1, 2, 1, 2)
    act(g, state, AmbushMove, target=1)           # both miss: locked in a melee; Bob's turn begins
    assert state.pending.kind == MELEE and state.to_act == 0
    state.rng.force(1, 2, 1, 2)
    events = act(g, state, KeepFighting)
    assert [e.kept for e in events if isinstance(e, MeleeHeld)] == [True]
    assert strikes(events) == [("Bob", 9, False), ("Ann", 6, False)]   # Bob fought, and his turn is over
    assert state.t.seat == 0 and state.pending.kind == MELEE and state.to_act == 1   # Ann's turn: Bob says
    act(g, state, LetGo)
    assert state.to_act == 0 and state.pending is None and legal(g, state, MoveTo)
    assert state.pawns[0].melee == [] and state.pawns[1].melee == []


def test_prizes_dropped_lie_on_the_floor_for_whoever_arrives_first():
    """'Prizes dropped may be picked up by any player's piece, whichever one arrives first gets the loot!'
    Both pawns retreat; the prizes lie there until a third passes and takes them."""
    state = started(g, "Superhero", "Superhero", "Elf", options=ON)
    state.pawns[0].prizes = [CUP]
    state.pawns[1].prizes = [RING]
    at(state, 1, "a4", ["a6", "a5", "a4"])
    turn_of(state, 0, S("a1"))
    state.pawns[0].trail = [S("Main Gallery"), S("a1")]
    state.rng.force(6, 6, 6, 6, 3, 3, 3, 3)       # both hit; both roll 6 on the CLT: drop, retreat one
    act(g, state, AmbushMove, target=1)
    assert sorted(state.loot[S("a4")]) == sorted([CUP, RING])
    assert state.pawns[0].space == S("a3") and state.pawns[1].space == S("a5")
    turn_of(state, 2, S("a2"))
    act(g, state, MoveTo, space=S("a6"))          # through a3 and a5, where the two stand: each is asked
    while state.pending is not None:
        act(g, state, LetPass)
    assert sorted(state.pawns[2].prizes) == sorted([CUP, RING]) and not state.loot


def test_seriously_wounded_pieces_never_pick_up_prizes_nor_ambush():
    """'Seriously Wounded pieces may never pick up Prizes or institute an Ambush.'"""
    state = started(g, "Hero", "Superhero", options=ON)
    at(state, 1, "a3")
    state.pawns[1].wounded = True
    state.loot[S("a4")] = [CUP]
    turn_of(state, 0, S("a1"))
    assert not legal(g, state, AmbushMove) or all(a.target == 1 for a in legal(g, state, AmbushMove))
    act(g, state, MoveTo, space=S("a5"))
    assert state.pending is None and state.pawns[0].space == S("a5")   # Bob, wounded, was not asked
    assert state.pawns[0].prizes == [CUP]                              # Ann, passing a4, took the loot


def test_no_ambush_on_the_main_staircase():
    """Project choice: the Main Staircase, where the pawns start and the Good Fairy heals, is no place for an
    ambush."""
    state = started(g, "Hero", "Superhero", options=ON)
    at(state, 1, "Main Staircase")
    turn_of(state, 0, S("a1"))
    assert not legal(g, state, AmbushMove)
    act(g, state, MoveTo, space=S("Main Staircase"))
    assert state.pending is None


def test_ambush_by_wizard_spell_from_the_next_space():
    """Ambush by Wizard Spell: 'he is able to stage an Ambush from an adjacent space using either form of
    attack Spell' (never in the same space). SPELL COMBAT TABLE: Lightning Bolt hits an Elf on 3. 'If any
    Prizes are dropped by the victim, the Wizard may, unless Seriously Wounded, advance into the space and
    pick them up.'"""
    state = started(g, "Wizard", "Elf", options=ON, spells=("lightning_bolt",) * 7)
    at(state, 1, "a3", ["a5", "a4", "a3"])
    state.pawns[1].prizes = [CUP]
    turn_of(state, 0, S("a2"))
    assert [(a.spell, a.target) for a in legal(g, state, SpellAmbush)] == [("lightning_bolt", 1)]
    state.rng.force(1, 2, 3, 3)                   # 3: a hit; the Elf's CLT 6: drop, retreat one
    events = act(g, state, SpellAmbush, target=1)
    assert strikes(events) == [("Ann", 3, True)]
    assert state.pawns[1].space == S("a4") and state.loot == {S("a3"): [CUP]}
    assert state.pending.kind == STEP_IN and state.to_act == 0
    act(g, state, StepIn)
    assert state.pawns[0].space == S("a3") and state.pawns[0].prizes == [CUP]
    assert state.pawns[0].spells["lightning_bolt"] == 6 and state.to_act == 1
    turn_of(state, 0, S("a4"))
    assert not legal(g, state, SpellAmbush) or S("a4") != state.pawns[1].space


def test_even_a_seriously_wounded_wizard_can_use_spells_to_ambush():
    """'Even a Seriously Wounded Wizard can use Spells to Ambush!': the turn he is carried home, he may first
    throw a spell at a pawn next to him (then he is carried back; he may not advance for the prizes)."""
    state = started(g, "Wizard", "Elf", options=ON, spells=("fire_ball",) * 7)
    at(state, 0, "a2")
    state.pawns[0].wounded = True
    at(state, 1, "a3")
    state.pawns[1].prizes = [CUP]
    turn_of(state, 1, S("a3"))
    act(g, state, EndTurn)                        # the Elf's turn ends; the wounded Wizard's turn begins
    assert state.to_act == 0
    assert {type(a).__name__ for a in g.legal_actions(state)} == {"SpellAmbush", "EndTurn"}
    state.rng.force(3, 3, 3, 3)                   # Fire Ball hits an Elf on 6; CLT 6
    act(g, state, SpellAmbush, target=1)
    assert state.loot == {S("a3"): [CUP]} and state.pawns[0].space == S("Main Staircase")
    assert not state.pawns[0].wounded


def test_a_third_pawn_joining_two_may_be_ambushed_by_both_and_fights_back_one():
    """'If two players are in the same space and a third joins them ... they may both Ambush him. The third
    player may fight only against one of his attackers, and he must abide by all CLT results.'"""
    state = started(g, "Hero", "Superhero", "Elf", options=ON)
    at(state, 1, "a3")
    at(state, 2, "a3")
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("a5"))
    asked = []
    while state.pending.kind == AMBUSH_ASK:      # each of the two is asked, in the order of play
        asked.append(state.to_act)
        act(g, state, DeclareAmbush)
    assert sorted(asked) == [1, 2]
    assert state.pending.kind == AMBUSH_TARGET and state.to_act == 0
    assert sorted(a.target for a in legal(g, state, FightBack)) == [1, 2]
    state.rng.force(3, 4, 4, 4, 4, 4, 3, 4, 3, 4, 3, 4)  # Ann 7 at the Elf; Bob and Cat 8; three CLT 7s
    events = act(g, state, FightBack, target=2)
    assert strikes(events)[0] == ("Ann", 6, True)
    assert sorted(strikes(events)[1:]) == [("Bob", 6, True), ("Cat", 8, True)]
    assert [e.who.split(" ")[0] for e in events if isinstance(e, CLTResult)] == ["Cat", "Ann", "Ann"]


def test_transference_out_of_ambush():
    """Transference Out of Ambush: 'A Wizard moving into a Large Chamber wherein a piece Ambushes him is
    allowed to use a Transference Spell to escape before the Ambush takes effect.'"""
    state = started(g, "Wizard", "Superhero", options=ON, spells=("transference",) * 7)
    at(state, 1, "Guard Room")
    turn_of(state, 0, S("b1"))
    act(g, state, MoveTo, space=S("Guard Room"))
    act(g, state, DeclareAmbush)
    assert state.pending.kind == AMBUSH_ESCAPE and state.to_act == 0
    assert FaceAmbush() in g.legal_actions(state)
    events = act(g, state, Transfer, space=S("Pit"))
    assert state.pawns[0].space == S("Pit") and not strikes(events) and state.to_act == 1


def test_the_hint_to_fight_back_one_of_two_attackers_alike_says_neither_is_a_better_bet():
    from game.engine.hints import hint_for
    state = started(g, "Hero", "Elf", "Elf", options=ON)
    at(state, 1, "a3")
    at(state, 2, "a3")
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("a5"))
    while state.pending.kind == AMBUSH_ASK:
        act(g, state, DeclareAmbush)
    hint = hint_for(g, state)
    assert isinstance(hint.action, FightBack) and "the best bet" not in hint.reason
    other = "Bob" if hint.action.target == 2 else "Cat"
    assert hint.reason.endswith(f"Of those who attacked you, none is a better bet ({other} as good): either will do.")
