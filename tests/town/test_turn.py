"""A turn: two dice, one chosen, a clockwise move, the square's instruction. Rulebook, steps 4-5."""

from game.engine.events import TurnBegan
from game.games.town import GAME
from game.games.town.actions import Move, Roll
from game.games.town.events import CardDrawn, MoveDice, SquareReached
from tests.town.helpers import TOWN, TRACK, act, at, give, moves, new, of, place, roll, sq, stack, turn


def test_a_turn_rolls_two_dice_and_the_player_chooses_one():
    """"The first player rolls two dice, chooses ONE of them, and then moves clockwise one square for each
    dot that is facing up on that die.\""""
    state = new()
    assert GAME.legal_actions(state)[0] == Roll()      # (in the Town, the shop's wares too: test_town)
    events = roll(state, 3, 5)
    dice = of(events, MoveDice)[0]
    assert dice.values == (3, 5) and dice.text() == "Ann rolled 3 and 5: choose one to move by"
    assert state.phase == "move"
    assert [(m.value, m.square) for m in moves(state)] == [(3, sq("Wolf Wood")), (5, sq("Bandit Ridge"))]
    assert str(moves(state)[1]) == "Move 5 to Bandit Ridge"


def test_the_move_is_clockwise_by_the_die_chosen():
    """"moves clockwise one square for each dot that is facing up on that die\""""
    state = new()
    stack(state, 0, "giant_rat", "grey_wolf")
    events = turn(state, (3, 5), 5, 6)
    assert at(state, 0) == "Bandit Ridge"
    assert TRACK.ring.distance(TOWN, state.pawns[0].square) == 5
    assert [e.to_name for e in events if type(e).__name__ == "Moved"] == ["Bandit Ridge"]


def test_equal_dice_are_one_choice():
    state = new()
    roll(state, 4, 4)
    assert [(m.die, m.value) for m in moves(state)] == [(0, 4)]


def test_the_view_lights_the_square_each_die_lands_on():
    """The choice is the heart of a turn: the view gives, for each die, the square it lands on, what the
    square says, whether the move passes the Town or another pawn, and the odds of a card drawn there."""
    state = new()
    place(state, 1, "Wayside Shrine")
    roll(state, 2, 5)
    choices = GAME.view(state, 0).choices
    assert [(c.value, c.name, c.kind) for c in choices] == [(2, "Wayside Shrine", "heal"),
                                                            (5, "Bandit Ridge", "draw")]
    assert choices[0].passes == (1,) and choices[1].passes == (1,)
    assert choices[0].instruction == "Heal 1 hit point" and not choices[1].passes_town
    draw = choices[1].draw
    assert draw is not None and draw.chance is not None
    assert 0 < draw.chance <= 1 and draw.deck == 0


def test_the_square_reached_draws_from_the_deck_of_its_depth():
    """"If the square requires drawing a card, the player draws from the deck corresponding to the depth he
    or she has reached in the dungeon.\""""
    state = new()
    place(state, 0, TRACK.ring.ahead(sq("Crypt"), -2))
    stack(state, 1, "kobold")
    stack(state, 0, "giant_rat")
    events = turn(state, (2, 2), 2, 6)
    drawn = of(events, CardDrawn)[0]
    assert TRACK.depth(sq("Crypt")) == 1 and drawn.deck == 1 and drawn.name == "Kobold"
    assert of(events, SquareReached)[0].instruction == "Draw a card from this depth's deck"
    assert state.pawns[0].victory == ["kobold"] and state.decks[0].cards == ["giant_rat"]


def test_after_the_turn_the_next_player_rolls():
    """"Repeat for every player\": the turn passes round the table."""
    state = new(3)
    place(state, 1, "Wolf Wood")
    place(state, 2, "Bogside")
    events = turn(state, (1, 1), 1, 6)
    assert isinstance(events[-1], TurnBegan) and state.to_act == 1 and state.phase == "roll"
    turn(state, (2, 2), 2, 6)
    turn(state, (2, 2), 2, 6)
    assert [at(state, s) for s in range(3)] == ["Forest Road", "Bandit Ridge", "Misty Moor"]
    assert state.to_act == 0 and state.round == 2


def test_a_choice_names_its_square_so_a_click_on_the_board_takes_it():
    state = new()
    give(state, 0, "boots")
    roll(state, 1, 2, 3)
    assert [m.square for m in moves(state)] == [TRACK.ring.ahead(TOWN, v) for v in (1, 2, 3)]
    assert all(isinstance(m, Move) for m in moves(state))
    act(state, moves(state)[1])
    assert at(state, 0) == "Wayside Shrine"
