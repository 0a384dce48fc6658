"""Combat and the Combat Losing Table (8-page rules, COMBAT and 'Explanation of CLT Results'), with fixed dice."""

import pytest

from game.games.dungeon.actions import DropPrize, EndTurn, Fight, MoveTo, OpenDoor, Retreat
from game.games.dungeon.events import CLTResult, CombatResolved, Fallen, PrizesDropped, TurnLost
from game.games.dungeon.state import DROP, RETREAT
from tests.dungeon.helpers import act, card, game, lair, legal, space, started, table, texts, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
TROLL = card(4, "Troll")   # Wizard 8, Superhero 8, Hero 10, Elf 9
GOLD = card(1, "Sack of Gold (1,000)")


def fight_kitchen(state, seat, *dice, monster=TROLL, prizes_=(GOLD,), trail=("a2", "a3", "a4")):
    """Put `monster` in the Kitchen, the pawn at its door (come along `trail`), and open it with these dice."""
    lair(state, S("Kitchen"), monster, prizes_=prizes_)
    turn_of(state, seat, S("a4"))
    state.pawns[seat].trail = [S(x) for x in trail]
    state.rng.force(*dice)
    return act(g, state, OpenDoor, room=S("Kitchen"))


@pytest.mark.parametrize("kind,number", [("Elf", 9), ("Hero", 10), ("Superhero", 8), ("Wizard", 8)])
def test_two_dice_against_the_number_for_the_pawn_type(kind, number):
    """The player rolls two dice to match or beat the number on the monster card for his type (TROLL)."""
    low, high = (number - 6, 6) if number > 7 else (1, number - 1)
    state = started(g, kind)
    events = fight_kitchen(state, 0, low, high)
    (result,) = [e for e in events if isinstance(e, CombatResolved)]
    assert result.target == number and result.total == number and result.won
    assert state.pawns[0].prizes == [GOLD] and S("Kitchen") not in state.lairs
    assert "Troll" in " ".join(texts(events))


def test_one_short_of_the_number_loses():
    """COMBAT: less than the number on the card, and the monster has won; the CLT is rolled."""
    state = started(g, "Hero")
    events = fight_kitchen(state, 0, 4, 5, 3, 4)   # 9 against 10: lost; CLT 7
    assert [e.won for e in events if isinstance(e, CombatResolved)] == [False]
    assert [e.roll for e in events if isinstance(e, CLTResult)] == [7]
    assert "Hero) rolled 9 against the Troll's 10: lost" in " ".join(texts(events))


def test_a_win_takes_every_prize_the_monster_guards():
    """In cases where a monster guards more than one prize, the victor wins all of them."""
    state = started(g, "Hero")
    dropped = card(3, "Gold Ring (3,000)")
    fight_kitchen(state, 0, 6, 6, prizes_=(GOLD, dropped))
    assert sorted(state.pawns[0].prizes) == sorted([GOLD, dropped])


def test_the_magic_sword_adds_one():
    """A Magic Sword adds 1 to the combat dice: a 9 kills a monster needing 10."""
    state = started(g, "Hero")
    state.pawns[0].prizes = [card(1, "Magic Sword")]
    events = fight_kitchen(state, 0, 4, 5)
    (result,) = [e for e in events if isinstance(e, CombatResolved)]
    assert result.won and result.total == 10 and result.sword


def test_only_one_magic_sword_counts():
    """Only one Magic Sword may be used at a time."""
    state = started(g, "Hero")
    state.pawns[0].prizes = [card(1, "Magic Sword"), card(2, "Magic Sword")]
    events = fight_kitchen(state, 0, 4, 4, 3, 4)
    (result,) = [e for e in events if isinstance(e, CombatResolved)]
    assert result.total == 9 and not result.won


def test_a_dash_cannot_be_killed_without_a_magic_sword():
    """A dash (-) means the attacker cannot normally kill the monster: no fight roll, straight to the CLT."""
    state = started(g, "Hero")
    events = fight_kitchen(state, 0, 3, 4, monster=card(6, "Red Dragon"))
    (result,) = [e for e in events if isinstance(e, CombatResolved)]
    assert result.target is None and not result.won
    assert [e.roll for e in events if isinstance(e, CLTResult)] == [7]


@pytest.mark.parametrize("dice,won", [((5, 6), True), ((5, 5), False)])
def test_a_magic_sword_lets_a_score_of_12_kill_a_dash(dice, won):
    """The Magic Sword allows a score of 12 to kill a monster whose number is a dash (11 + 1 = 12)."""
    state = started(g, "Hero")
    state.pawns[0].prizes = [card(1, "Magic Sword")]
    events = fight_kitchen(state, 0, *dice, 3, 4, monster=card(6, "Red Dragon"))
    (result,) = [e for e in events if isinstance(e, CombatResolved)]
    assert result.target == 12 and result.won is won


@pytest.mark.parametrize("clt", [(3, 4), (5, 6)])
def test_clt_no_effect_is_a_stand_off(clt):
    """CLT 7, 11: No Effect. The prize stays with the monster; the pawn stays where it fought."""
    state = started(g, "Hero", "Elf")
    events = fight_kitchen(state, 0, 1, 1, *clt)
    assert [e.result for e in events if isinstance(e, CLTResult)] == ["no effect, a stand-off"]
    assert state.pawns[0].space == S("a4") and state.pawns[0].prizes == []
    assert state.lairs[S("Kitchen")][0].prizes == [GOLD]


def test_after_no_effect_the_pawn_may_withdraw_or_must_fight_again_if_it_stays():
    """No Effect: during the next turn the player may withdraw, or remain and fight; if he ends his turn
    there he must fight again (here: at the door of the room he did not get into)."""
    state = started(g, "Hero", "Elf")
    fight_kitchen(state, 0, 1, 1, 3, 4)
    turn_of(state, 0)
    assert [a.space for a in legal(g, state, MoveTo) if a.space == S("a1")] == [S("a1")]
    (end,) = legal(g, state, EndTurn)
    assert "fight" in str(end)
    state.rng.force(6, 6)
    events = act(g, state, EndTurn)
    assert [e.won for e in events if isinstance(e, CombatResolved)] == [True]
    assert state.pawns[0].prizes == [GOLD]


def test_after_no_effect_a_pawn_that_leaves_need_not_fight():
    """Explanation of CLT Results, No Effect: during his next turn the player may withdraw from combat."""
    state = started(g, "Hero", "Elf")
    fight_kitchen(state, 0, 1, 1, 3, 4)
    turn_of(state, 0)
    act(g, state, MoveTo, space=S("a2"))
    events = act(g, state, EndTurn)
    assert not [e for e in events if isinstance(e, CombatResolved)]


def test_no_effect_in_a_chamber_then_ending_the_turn_there_means_another_fight():
    """If a player ends his turn in the large chamber he must do combat again."""
    state = started(g, "Superhero", "Elf")
    lair(state, S("Crypt"), card(4, "Giant"))
    turn_of(state, 0, S("b4"))
    state.rng.force(1, 1, 3, 4)
    act(g, state, MoveTo, space=S("Crypt"))
    turn_of(state, 0)
    state.rng.force(1, 1, 5, 6)
    events = act(g, state, EndTurn)
    assert len([e for e in events if isinstance(e, CombatResolved)]) == 1
    assert [e.roll for e in events if isinstance(e, CLTResult)] == [11]


@pytest.mark.parametrize("clt", [(3, 3), (4, 4)])
def test_clt_retreat_one_space_and_drop_one_prize_of_the_players_choice(clt):
    """CLT 6, 8: retreat one space back along the line of movement; drop one prize, chosen by the player;
    the monster that won guards it."""
    state = started(g, "Hero", "Elf")
    ring, cup = card(3, "Gold Ring (3,000)"), card(2, "Silver Cup (1,000)")
    state.pawns[0].prizes = [ring, cup]
    fight_kitchen(state, 0, 1, 1, *clt)
    assert state.pending.kind == DROP and state.to_act == 0
    assert sorted(a.card for a in legal(g, state, DropPrize)) == sorted([ring, cup])
    events = act(g, state, DropPrize, card=cup)
    assert [e.cards for e in events if isinstance(e, PrizesDropped)] == [("Silver Cup (1,000)",)]
    assert state.lairs[S("Kitchen")][0].prizes == [GOLD, cup]
    assert state.pawns[0].prizes == [ring]
    assert state.pawns[0].space == S("a3")   # back along the line a2, a3, a4
    assert state.to_act == 1


@pytest.mark.parametrize("clt", [(1, 3), (2, 3), (4, 5), (5, 5)])
def test_clt_retreat_two_spaces_drop_one_prize_lose_one_turn(clt):
    """CLT 4, 5, 9, 10: retreat two spaces; drop one prize; lose one turn."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(2, "Silver Cup (1,000)")]
    events = fight_kitchen(state, 0, 1, 1, *clt)
    assert state.pawns[0].space == S("a2") and state.pawns[0].prizes == []
    assert [e.cards for e in events if isinstance(e, PrizesDropped)] == [("Silver Cup (1,000)",)]
    assert state.pawns[0].lost_turns == 1
    assert state.to_act == 1
    events = act(g, state, EndTurn)   # the Elf's turn ends; the Hero's turn is lost; the Elf again
    assert [e.who for e in events if isinstance(e, TurnLost)] == ["Ann (Hero)"]
    assert state.to_act == 1 and state.pawns[0].lost_turns == 0


def test_retreat_without_prizes_drops_nothing():
    """Prizes dropped: the losing player drops one of the prize cards he holds, if he has any."""
    state = started(g, "Hero", "Elf")
    events = fight_kitchen(state, 0, 1, 1, 3, 3)
    assert not [e for e in events if isinstance(e, PrizesDropped)] and state.pawns[0].space == S("a3")


def test_retreat_takes_another_monster_free_way_when_the_line_is_blocked():
    """If no monster-free retreat is possible along the line of movement, it goes in a different direction
    which will not cause a new combat (the player chooses where the rules leave several)."""
    state = started(g, "Superhero", "Elf")
    lair(state, S("Guard Room"), card(2, "Ghouls"))
    lair(state, S("Crypt"), card(4, "Giant"))
    turn_of(state, 0, S("Crypt"))
    state.pawns[0].trail = [S("Guard Room"), S("b4"), S("Crypt")]
    state.rng.force(1, 1, 4, 5)   # lost; CLT 9: retreat two
    act(g, state, Fight, space=S("Crypt"))
    assert state.pending.kind == RETREAT
    ends = sorted(a.space for a in legal(g, state, Retreat))
    assert ends == sorted([S("b6"), S("Cell")])
    act(g, state, Retreat, space=S("b6"))
    assert state.pawns[0].space == S("b6") and state.to_act == 1


def test_retreat_never_runs_into_a_room_with_a_monster_when_another_way_exists():
    """Retreat: the player may not voluntarily cause another combat; with one free way left it is taken."""
    state = started(g, "Superhero", "Elf")
    lair(state, S("Guard Room"), card(2, "Ghouls"))
    lair(state, S("Crypt"), card(4, "Giant"))
    lair(state, S("Cell"), card(2, "Ghouls", 2))
    turn_of(state, 0, S("Crypt"))
    state.pawns[0].trail = [S("Guard Room"), S("b4"), S("Crypt")]
    state.rng.force(1, 1, 4, 5)
    act(g, state, Fight, space=S("Crypt"))
    assert state.pawns[0].space == S("b6") and state.pending is None


def test_with_no_monster_free_way_the_retreat_is_a_new_fight_the_same_turn():
    """If no monster-free line of retreat exists, the piece must engage the new monster, all in the same
    turn, and abide by the result (the Poor Hero between the Queen's Treasure Room and its Annex)."""
    state = started(g, "Hero", "Elf")
    giant, slime = card(4, "Giant"), card(4, "Green Slime")
    lair(state, S("Den"), slime)
    lair(state, S("Pit"), giant)
    state.pawns[0].prizes = [card(2, "Silver Cup (1,000)"), card(2, "Silver Cup (1,000)", 2)]
    turn_of(state, 0, S("Den"))
    state.pawns[0].trail = [S("Pit"), S("e1"), S("Den")]
    state.rng.force(1, 1, 5, 5,     # lost to the Slime; CLT 10: drop, retreat two, lose a turn
                    1, 1, 3, 3)     # lost to the Giant met on the way; CLT 6: drop, retreat one
    act(g, state, Fight, space=S("Den"))
    events = act(g, state, DropPrize, card=card(2, "Silver Cup (1,000)"))
    # e1, then into the Pit: the Giant is fought the same turn, lost, and the last cup dropped to it
    assert [e.monster for e in events if isinstance(e, CombatResolved)] == ["Giant"]
    assert [gd.prizes for gd in state.lairs[S("Den")]] == [[card(2, "Silver Cup (1,000)")]]
    assert state.lairs[S("Pit")][0].prizes == [card(2, "Silver Cup (1,000)", 2)]
    assert state.pawns[0].space == S("e1")          # one back from the Pit, on the line it came
    assert state.pawns[0].lost_turns == 1
    assert state.to_act == 1


def test_a_dropped_prize_goes_to_the_monster_fought_not_to_every_monster_in_the_chamber():
    """Prizes dropped: with several monsters in the chamber, the monster fought gains the prize, not all of them."""
    state = started(g, "Superhero", "Elf")
    top, other = card(4, "Giant"), card(4, "Troll", 2)
    lair(state, S("Crypt"), top, other)
    state.pawns[0].prizes = [GOLD]
    turn_of(state, 0, S("b4"))
    state.rng.force(1, 1, 3, 3)
    act(g, state, MoveTo, space=S("Crypt"))
    assert [(gd.monster, gd.prizes) for gd in state.lairs[S("Crypt")]] == [(top, [GOLD]), (other, [])]


@pytest.mark.parametrize("clt", [(1, 2), (6, 6)])
def test_seriously_wounded_drops_everything_and_returns_to_the_main_staircase_next_turn(clt):
    """CLT 3, 12: drop all prizes; the pawn goes back to the Main Staircase on its next turn and moves
    again on the turn after."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(2, "Silver Cup (1,000)")]
    events = fight_kitchen(state, 0, 1, 1, *clt)
    assert [e.killed for e in events if isinstance(e, Fallen)] == [False]
    assert state.lairs[S("Kitchen")][0].prizes == [GOLD, card(2, "Silver Cup (1,000)")]
    assert state.pawns[0].prizes == [] and state.pawns[0].space == S("a4") and state.pawns[0].alive
    events = act(g, state, EndTurn)   # the Elf's turn; then the Hero's turn is the way home
    assert state.pawns[0].space == S("Main Staircase")
    assert "carried back to the Main Staircase" in " ".join(texts(events))
    assert state.to_act == 1
    act(g, state, EndTurn)
    assert state.to_act == 0 and legal(g, state, MoveTo)


def test_killed_drops_everything_and_removes_the_pawn():
    """CLT 2: killed; every prize becomes the monster's booty; the player is out of the game."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(2, "Silver Cup (1,000)")]
    events = fight_kitchen(state, 0, 1, 1, 1, 1)
    assert [e.killed for e in events if isinstance(e, Fallen)] == [True]
    assert not state.pawns[0].alive and state.pawns[0].space is None
    assert state.lairs[S("Kitchen")][0].prizes == [GOLD, card(2, "Silver Cup (1,000)")]
    for _ in range(3):
        assert state.to_act == 1
        act(g, state, EndTurn)
    assert g.outcome(state) is None


def test_a_later_victor_wins_the_dead_pawns_prizes():
    """Killed: all his prizes become the monster's booty, won by whoever kills it."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(2, "Silver Cup (1,000)")]
    fight_kitchen(state, 0, 1, 1, 1, 1)
    turn_of(state, 1, S("a4"))
    state.rng.force(6, 6)
    act(g, state, OpenDoor, room=S("Kitchen"))
    assert sorted(state.pawns[1].prizes) == sorted([GOLD, card(2, "Silver Cup (1,000)")])


def test_retreat_ends_on_a_vacant_space():
    """Retreat must end on a vacant space: a corridor slab with another pawn on it is passed over."""
    state = started(g, "Hero", "Elf")
    state.pawns[1].space = S("a3")
    fight_kitchen(state, 0, 1, 1, 3, 3)    # retreat one: a3 is taken, so on to a2
    assert state.pawns[0].space == S("a2")


def test_retreat_never_passes_a_secret_door_not_opened():
    """The piece cannot be moved through a secret door it has not opened. With no line of movement behind it
    (it has not moved), the player chooses among the other ways: a2 or a6, never the Storeroom."""
    state = started(g, "Hero", "Elf")
    fight_kitchen(state, 0, 1, 1, 4, 5, trail=("a4",))
    assert state.pending.kind == RETREAT
    assert sorted(a.space for a in legal(g, state, Retreat)) == sorted([S("a2"), S("a6")])


def test_retreat_with_no_line_of_movement_behind_is_the_players_choice():
    """Retreat along the line of movement; a pawn that has not moved has none, so it goes any free way,
    the player choosing (project choice)."""
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), TROLL, prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    state.rng.force(1, 1, 3, 3)
    act(g, state, OpenDoor, room=S("Kitchen"))
    assert sorted(a.space for a in legal(g, state, Retreat)) == sorted([S("a3"), S("a5")])
    act(g, state, Retreat, space=S("a5"))
    assert state.pawns[0].space == S("a5")


def test_a_retreat_onto_the_main_staircase_with_enough_treasure_wins():
    """Project choice: a pawn moved back onto the Main Staircase with enough prizes wins, whatever moved it."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(5, "Huge Ruby (8,000)"), card(5, "Gold Ring (3,000)")]
    lair(state, S("Vault"), card(4, "Troll"))
    turn_of(state, 0, S("d2"))
    state.pawns[0].trail = [S("Main Staircase"), S("d1"), S("d2")]
    state.rng.force(1, 1, 3, 3)   # lost; CLT 6: drop one prize (the player picks the ring), retreat one
    act(g, state, OpenDoor, room=S("Vault"))
    act(g, state, DropPrize, card=card(5, "Gold Ring (3,000)"))
    assert state.pawns[0].space == S("d1") and g.outcome(state) is None
    state.pawns[0].prizes.append(card(6, "Huge Diamond (10,000)"))
    turn_of(state, 0, S("d2"))
    state.pawns[0].trail = [S("Main Staircase"), S("d1"), S("d2")]
    state.rng.force(1, 1, 4, 5)   # lost; CLT 9: retreat two, along the stairs to the Main Staircase
    act(g, state, OpenDoor, room=S("Vault"))
    act(g, state, DropPrize, card=card(5, "Huge Ruby (8,000)"))
    assert state.pawns[0].space == S("Main Staircase") and g.outcome(state).winners == (0,)


def test_the_log_says_a_lost_fight_and_its_losing_table_roll_in_words():
    """The log reads like the issue's example: the fight's roll against the monster's number, then the Combat
    Losing Table's roll and what it does; the bare dice lines are not repeated."""
    from game.engine.session import Session
    state = started(g, "Hero")
    state.pawns[0].prizes = [GOLD]
    lair(state, S("Kitchen"), TROLL)
    turn_of(state, 0, S("a4"))
    state.rng.force(4, 5, 3, 5)   # 9 against 10: lost; CLT 8: retreat one space, drop one prize
    session = Session(g, table("Hero"), seed=1, state=state)
    session.play(next(a for a in legal(g, state, OpenDoor) if a.room == S("Kitchen")))
    lines = session.log_for(0)
    at = lines.index("Ann (Hero) rolled 9 against the Troll's 10: lost")
    assert lines[at + 1] == "— Combat Losing Table 8: retreat one space; drop one prize"
    assert not any("4 + 5" in line or "3 + 5" in line for line in lines)


def test_the_hint_for_a_retreat_between_places_as_near_the_goal_says_it_is_a_tie():
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), TROLL, prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    state.rng.force(1, 1, 3, 3)
    act(g, state, OpenDoor, room=S("Kitchen"))
    player = g.agent(0, 0, "normal")
    player.goal_distances = lambda k: {S("a3"): 4, S("a5"): 4}   # both ways back as near the goal
    hint = player.explain(g, state, g.legal_actions(state))
    assert hint.reason == ("Retreat to a3: of the places you may retreat to, it is as near your goal as any; a5 "
                           "would do as well, and this one comes first.")
    player.goal_distances = lambda k: {S("a3"): 5, S("a5"): 4}
    assert player.explain(g, state, g.legal_actions(state)).reason == (
        "Retreat to a5: of the places you may retreat to, it is nearest your goal.")


def test_the_hint_for_a_prize_to_drop_owns_a_tie_with_one_worth_as_much():
    from game.engine.hints import hint_for
    state = started(g, "Hero", "Elf")
    cup, sack = card(2, "Silver Cup (1,000)"), card(2, "Sack of Gold (1,000)")
    state.pawns[0].prizes = [cup, sack]
    fight_kitchen(state, 0, 1, 1, 4, 5)
    hint = hint_for(g, state)
    assert hint.action.card == cup and "least" not in hint.reason
    assert hint.reason == ("Drop the Silver Cup: of your prizes none is worth less to you (1,000 gold pieces); the "
                           "Sack of Gold is worth as much, and this one comes first; the monster will guard it.")
