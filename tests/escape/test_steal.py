"""Ending on another hireling's square. Rulebook, "Playing the Game": "If you finish your turn on the same
space as another player, and it is not a monster space, and if you do not have a card in front of you
(cards are discarded after checking to see if you land on another character's square), you may draw one
of that player's cards and place it in front of you.\""""

from game.games.escape import GAME
from game.games.escape.actions import LeaveBackpacks, NoCard, Steal, UseCard
from game.games.escape.events import CardStolen
from tests.escape.helpers import act, at, discarded, front, front_cards, new, pack, place, rolls


def _ann_lands_on_bob(card_on_top: str):
    state = new()
    place(state, 0, "Square 4")
    place(state, 1, "Square 6")
    pack(state, 1, card_on_top, "boots")
    state.rng.force(2)
    act(state, NoCard("move"))
    return state


def test_ending_on_another_hireling_lets_you_draw_one_of_their_cards():
    state = _ann_lands_on_bob("cloak")
    assert state.phase == "steal" and state.to_act == 0
    assert GAME.legal_actions(state) == [Steal(victim=1, name="Bob"), LeaveBackpacks()]
    assert str(GAME.legal_actions(state)[0]) == "Reach into Bob's backpack"
    events = act(state, Steal(victim=1, name="Bob"))
    stolen = next(e for e in events if isinstance(e, CardStolen))
    assert stolen.card == "cloak" and "Bob's backpack" in stolen.text()
    assert len(state.hirelings[1].pack) == 1
    # An evade card drawn this way stays in front, as any evade card not yet used.
    assert front_cards(state, 0) == ["cloak"] and discarded(events) == []
    assert state.to_act == 1


def test_a_drawn_move_card_is_placed_in_front_and_kept_for_the_next_move():
    """"You may draw one of that player's cards and place it in front of you", and "Movement cards are
    discarded at the end of the turn" (the turn they moved you). Project reading: the drawn card comes
    after the move, so no roll of this turn used it; like an evade card not yet put to a roll, it stays in
    front, adds to the next turn's movement roll, and is discarded at the end of that turn."""
    state = _ann_lands_on_bob("haste")
    events = act(state, Steal(victim=1, name="Bob"))
    assert discarded(events) == [] and front_cards(state, 0) == ["haste"]
    stolen = next(e for e in events if isinstance(e, CardStolen))
    assert "adds to their next move" in stolen.text()
    place(state, 1, "Square 12")
    state.rng.force(1)
    act(state, NoCard("move"))                       # Bob moves on
    assert state.to_act == 0 and front_cards(state, 0) == ["haste"]
    place(state, 0, "Goblin Warrens 7")              # a clear stretch ahead
    state.rng.force(1)
    events = act(state, NoCard("move"))              # Ann: 1 + 3 = 4 squares, then the card goes
    (roll,) = rolls(events)
    assert roll.modifier == 3 and roll.total == 4 and at(state, 0) == "Square 19"
    assert discarded(events) == ["Potion of Haste (+3 to move)"] and front_cards(state, 0) == []


def test_a_kept_move_card_adds_to_a_flipped_one():
    """Every "+ to move" card in front counts: a card kept from a backpack and one flipped this turn add up."""
    state = _ann_lands_on_bob("haste")
    act(state, Steal(victim=1, name="Bob"))
    place(state, 1, "Square 12")
    state.rng.force(1)
    act(state, NoCard("move"))
    pack(state, 0, "biscuit")
    place(state, 0, "Goblin Warrens 7")
    state.rng.force(1)
    events = act(state, UseCard("move"))
    assert rolls(events)[0].modifier == 4 and at(state, 0) == "Square 20"
    assert sorted(discarded(events)) == ["Potion of Haste (+3 to move)", "Trail Biscuit (+1 to move)"]


def test_you_may_leave_the_backpack_alone():
    state = _ann_lands_on_bob("cloak")
    act(state, LeaveBackpacks())
    assert len(state.hirelings[1].pack) == 2 and front_cards(state, 0) == [] and state.to_act == 1


def test_no_draw_with_a_card_played_this_turn_in_front():
    """The check comes before the discards: a card played this turn is still in front of you."""
    state = new()
    place(state, 0, "Square 4")
    place(state, 1, "Square 6")
    pack(state, 0, "biscuit")
    state.rng.force(1)
    events = act(state, UseCard("move"))
    assert at(state, 0) == "Square 6" and state.phase == "turn" and state.to_act == 1
    assert discarded(events) == ["Trail Biscuit (+1 to move)"]


def test_no_draw_with_a_kept_evade_card_in_front():
    state = new()
    place(state, 0, "Square 4")
    place(state, 1, "Square 6")
    front(state, 0, "smoke")
    state.rng.force(2)
    act(state, NoCard("move"))
    assert state.to_act == 1 and front_cards(state, 0) == ["smoke"]


def test_no_draw_on_a_monster_square():
    """"... and it is not a monster space": stopped on a monster square beside another hireling, no draw."""
    state = new()
    place(state, 0, "Square 4")
    place(state, 1, "Kobold Sentry")
    state.rng.force(3, 1)   # exactly onto the Kobold Sentry; d8 1 against 4
    act(state, NoCard("move"))
    assert at(state, 0) == "Kobold Sentry" and state.to_act == 1


def test_no_draw_from_an_empty_pack():
    state = new()
    place(state, 0, "Square 4")
    place(state, 1, "Square 6")
    pack(state, 1)
    state.rng.force(2)
    act(state, NoCard("move"))
    assert state.to_act == 1
