"""The squares' printed instructions (project design: boards/town.md). "5. The player then follows the
instructions printed on that square.\""""

from game.engine.events import TurnBegan
from game.games.town.events import Jumped, SquareReached, TurnLost
from tests.town.helpers import TRACK, at, back, give, land_on, new, of, place, square_of, stack, turn


def test_heal_square_heals_its_amount_up_to_the_most():
    state = new()
    heal = square_of("heal")
    state.pawns[0].hp = 2
    events = land_on(state, heal)
    assert state.pawns[0].hp == 2 + TRACK.amount(heal)
    assert of(events, SquareReached)[0].instruction.startswith("Heal")


def test_silver_square_finds_its_silver():
    state = new()
    found = square_of("silver")
    land_on(state, found)
    assert state.pawns[0].silver == 3 + TRACK.amount(found)


def test_toll_square_takes_its_toll():
    state = new()
    toll = square_of("toll")
    land_on(state, toll)
    assert state.pawns[0].silver == 3 - TRACK.amount(toll)


def test_toll_short_of_silver_pays_what_it_can_and_takes_a_beating():
    """Project design: a pawn that cannot pay the whole toll pays what it has and takes 1 damage."""
    state = new()
    toll = square_of("toll")
    state.pawns[0].silver = TRACK.amount(toll) - 1
    land_on(state, toll)
    assert state.pawns[0].silver == 0 and state.pawns[0].hp == 4


def test_the_royal_writ_pays_no_toll():
    state = new()
    give(state, 0, "writ")
    land_on(state, square_of("toll"))
    assert state.pawns[0].silver == 3


def test_damage_square_hurts():
    state = new()
    pit = square_of("damage")
    land_on(state, pit)
    assert state.pawns[0].hp == 5 - TRACK.amount(pit)


def test_lose_turn_square_costs_the_next_turn():
    state = new()
    land_on(state, square_of("lose_turn"))
    assert state.pawns[0].skip_turns == 1
    place(state, 1, back("Crypt", 1))
    stack(state, 1, "kobold")
    events = turn(state, (1, 1), 1, 6)     # Bob's turn; then Ann's is lost and Bob goes again
    assert of(events, TurnLost)[0].seat == 0 and state.to_act == 1
    assert state.pawns[0].skip_turns == 0 and isinstance(events[-1], TurnBegan)


def test_extra_turn_square_gives_another_turn():
    state = new()
    events = land_on(state, square_of("extra_turn"))
    assert state.to_act == 0 and state.phase == "roll" and state.round == 1
    assert "Ann takes another turn" in [e.text() for e in events] and isinstance(events[-1], TurnBegan)


def test_rest_square_does_nothing():
    state = new()
    before = (state.pawns[0].hp, state.pawns[0].silver)
    land_on(state, square_of("rest"))
    assert (state.pawns[0].hp, state.pawns[0].silver) == before and state.to_act == 1


def test_a_move_square_sends_the_pawn_on_and_the_square_reached_is_followed():
    """A shortcut or a pit moves the pawn elsewhere; it follows the instruction where it arrives."""
    state = new()
    well = square_of("move", to_town=False)
    target = TRACK.jumps[well]
    stack(state, TRACK.depth(target), "ghoul")
    events = land_on(state, well, 6)
    assert state.pawns[0].square == target and of(events, Jumped)[0].to == target
    assert [e.name for e in of(events, SquareReached)] == [TRACK.name(well), TRACK.name(target)]
    assert TRACK.kind(target) == "draw" and state.pawns[0].victory == ["ghoul"]


def test_a_move_square_to_the_town_brings_the_pawn_into_the_town():
    state = new()
    state.pawns[0].hp = 1
    land_on(state, square_of("move", to_town=True))
    assert at(state, 0) == "Town" and state.pawns[0].hp == 5
