"""The rule faults of issue 13: a retreat that went out and back through the pawn's own space, and the
victor's choice to step into a room or stay (8-page rules, COMBAT and Explanation of CLT Results)."""

from game.games.dungeon.actions import CastSpell, EndTurn, OpenDoor, Stay, StepIn
from game.games.dungeon.events import Moved
from game.games.dungeon.state import STEP_IN
from tests.dungeon.helpers import act, card, game, lair, legal, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
TROLL = card(4, "Troll")
GOLD = card(1, "Sack of Gold (1,000)")


def test_a_retreat_of_two_spaces_goes_back_the_way_the_pawn_came_not_out_and_back():
    """Retreat: 'Retreats are always made back along the route which was the original line of movement.'
    The Hero came a2, a3, a4, stepped on to a5 and back to a4, and opens the Kitchen: a retreat of two goes
    a3, a2 (the way he came), not a5 and back to a4, beside the Troll again."""
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), TROLL, prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    state.pawns[0].trail = [S("a2"), S("a3"), S("a4"), S("a5"), S("a4")]
    state.rng.force(1, 1, 4, 5)              # lost; CLT 9: retreat two, drop, lose a turn
    events = act(g, state, OpenDoor, room=S("Kitchen"))
    (moved,) = [e for e in events if isinstance(e, Moved)]
    assert moved.path == (S("a3"), S("a2")) and state.pawns[0].space == S("a2")


def test_a_retreat_of_one_along_a_line_that_loops_later_still_goes_one_back():
    """Only a way back through the pawn's own space is cut: one space back is still the last space it came
    from (the Poor Hero's retreat from the Pit to e1 stands, test_combat)."""
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), TROLL)
    turn_of(state, 0, S("a4"))
    state.pawns[0].trail = [S("a4"), S("a5"), S("a4"), S("a3"), S("a4")]
    state.rng.force(1, 1, 3, 3)              # lost; CLT 6: retreat one
    act(g, state, OpenDoor, room=S("Kitchen"))
    assert state.pawns[0].space == S("a3")


def test_after_killing_a_monster_from_its_door_the_victor_may_step_in_or_stay():
    """COMBAT: 'The victor may now step into the Room or Large Chamber and claim the prize.' He takes the
    prize either way and chooses whether to step in (project choice: staying keeps the prize too)."""
    for choice, where in ((StepIn, "Kitchen"), (Stay, "a4")):
        state = started(g, "Hero", "Elf")
        lair(state, S("Kitchen"), card(1, "Goblins"), prizes_=(GOLD,))
        turn_of(state, 0, S("a4"))
        state.rng.force(6, 6)
        act(g, state, OpenDoor, room=S("Kitchen"))
        assert state.pending.kind == STEP_IN and state.to_act == 0
        assert [str(a) for a in g.legal_actions(state)] == ["Step into the Kitchen", "Stay where you are"]
        act(g, state, choice)
        assert state.pawns[0].space == S(where) and state.pawns[0].prizes == [GOLD] and state.to_act == 1


def test_no_step_in_question_when_more_monsters_wait_in_the_chamber():
    """A large chamber killed into by a spell from the next space, with more monsters in it, is not entered."""
    state = started(g, "Wizard", "Elf", spells=("fire_ball",) * 7)
    lair(state, S("Crypt"), card(2, "Ghouls"), card(2, "Ghouls", 2))
    turn_of(state, 0, S("b4"))
    state.rng.force(6, 6)
    act(g, state, CastSpell, spell="fire_ball", space=S("Crypt"))
    assert state.pending is None and state.pawns[0].space == S("b4") and state.to_act == 1
    assert legal(g, state, EndTurn)
