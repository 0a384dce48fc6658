"""Set-up: pieces, turn order, the packs, the hoard, the card data, the optional fireball.
Rulebook, "The Rules" and "Playing the Game"."""

import json
from collections import Counter

import pytest

from game.engine.protocol import ConfigError
from game.engine.seats import Seat, TableConfig
from game.games.escape import GAME
from game.games.escape.actions import NoCard, UseCard
from game.games.escape.content import CARDS_PER_HIRELING, CHARACTERS, DATA, cards, full_deck
from tests.escape.helpers import PATH, act, new, pack


def test_youngest_goes_first_then_clockwise():
    """"The youngest player goes first and play proceeds clockwise." Seats are listed clockwise."""
    state = new(4, ages=[34, 9, 12, 40])
    assert state.order == [1, 2, 3, 0]
    assert state.to_act == 1
    assert GAME.turn_label(state).startswith("Bob")


def test_age_ties_go_to_the_earlier_seat_and_blank_ages_let_the_table_pick():
    """Project choice where the rulebook is silent: equal ages, the earlier seat; no ages at all, seat 1."""
    assert new(3, ages=[10, 8, 8]).order == [1, 2, 0]
    assert new(3).order == [0, 1, 2]


def test_age_is_a_number_chosen_per_seat():
    """Set-up asks each seat's age (a SeatChoice of kind number)."""
    age = next(c for c in GAME.seat_choices if c.key == "age")
    assert age.kind == "number" and age.default == ""


def test_every_hireling_starts_on_the_treasure_with_eight_face_down_cards():
    """"Each player chooses a character piece and places him or her on the dragon's treasure in the place
    marked START ... each player is dealt 8 cards face down in a pile and may not look at them.\""""
    state = new(5)
    for h in state.hirelings:
        assert h.square == PATH.start and len(h.pack) == CARDS_PER_HIRELING == 8 and h.front == []
    view = GAME.view(state, 0)
    for seen in view.hirelings:   # no one, not even the owner, sees a face-down card
        assert seen.pack == 8 and seen.front == ()


def test_one_card_per_player_beside_the_treasure_square():
    """"From the remaining cards, one card for each player is placed face down next to the treasure
    square on the board (e.g. 4 cards if 4 players).\""""
    for n in (2, 4, 6):
        state = new(n)
        assert len(state.hoard) == n
        assert GAME.view(state, None).hoard == n
        dealt = Counter(c for h in state.hirelings for c in h.pack) + Counter(state.hoard) + Counter(state.box)
        assert dealt == Counter(full_deck())


def test_youngest_chooses_a_piece_first():
    """"If there is an argument about who gets to play which character, the youngest player always gets
    to choose first." Seats that leave the piece open are served in turn order; no piece twice."""
    seats = [Seat(name="Old", choices={"age": "50"}), Seat(name="Young", choices={"age": "6"})]
    state = GAME.new_game(TableConfig(seats=seats), 1)
    assert state.hirelings[1].character == CHARACTERS[0]
    assert state.hirelings[0].character == CHARACTERS[1]
    taken = [Seat(name=n, choices={"hireling": "Cook"}) for n in ("A", "B")]
    with pytest.raises(ConfigError):
        GAME.new_game(TableConfig(seats=taken), 1)


def test_card_data_has_the_rulebooks_two_kinds_and_is_marked_as_project_design():
    """"There are two types of cards: '+ to move' and '+ to evade Monster'." The values and mix are not in
    the rulebook: the data says so, and there are enough for six hirelings and the hoard."""
    raw = json.loads((DATA / "cards.json").read_text())
    assert raw["source"] == "project design"
    assert {c.kind for c in cards().values()} == {"move", "evade"}
    assert all(c.source == "project design" and c.value > 0 and c.count > 0 for c in cards().values())
    assert len(full_deck()) >= 6 * 8 + 6
    assert str(cards()["haste"]) == "Potion of Haste (+3 to move)"
    assert cards()["cloak"].label == "+3 to evade Monster"


def test_first_decision_is_whether_to_use_a_card():
    """"On your turn, you first decide whether or not you want to use one of your cards.\""""
    state = new()
    assert GAME.legal_actions(state) == [UseCard("move"), NoCard("move")]
    pack(state, 0)
    assert GAME.legal_actions(state) == [NoCard("move")]   # "You only have 8 cards for the entire game"
    assert "no cards left" in GAME.turn_label(state)


def test_the_fireball_is_on_unless_switched_off_at_set_up():
    """"feel free to not play with the Flaming Fireball of Doom": an optional rule, on by default."""
    rule = next(o for o in GAME.optional_rules if o.key == "fireball")
    assert rule.default is True
    assert GAME.new_game(TableConfig(seats=[Seat(name="A"), Seat(name="B")]), 1).fire_on
    off = new(2, fire=False)
    while off.round < 7:   # six rounds of plain rolls: the fireball never moves
        off.rng.force(1)
        act(off, NoCard("move") if NoCard("move") in GAME.legal_actions(off) else GAME.legal_actions(off)[-1])
    assert off.fire == 0 and off.round == 7 and GAME.view(off, 0).fireball.on is False
