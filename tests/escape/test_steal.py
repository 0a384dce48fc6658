"""Ending on another hireling's square. Rulebook, "Playing the Game": "If you finish your turn on the same
space as another player, and it is not a monster space, and if you do not have a card in front of you
(cards are discarded after checking to see if you land on another character's square), you may draw one
of that player's cards and place it in front of you.\""""

from game.games.escape import GAME
from game.games.escape.actions import LeaveBackpacks, NoCard, Steal, UseCard
from game.games.escape.events import CardStolen
from tests.escape.helpers import act, at, discarded, front, front_cards, new, pack, place


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


def test_a_drawn_move_card_is_discarded_at_the_end_of_the_turn():
    """The discards come after the check, "exactly as written": a '+ to move' card in front at the end of
    the turn is discarded, so drawing one only lightens the other hireling's pack."""
    state = _ann_lands_on_bob("haste")
    events = act(state, Steal(victim=1, name="Bob"))
    assert discarded(events) == ["Potion of Haste (+3 to move)"]
    assert front_cards(state, 0) == [] and state.discards == ["haste"]


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
