"""Special rooms. Rulebook, "Special Rooms and Monsters": "The way upward includes several special rooms
that require certain dice rolls or decisions in order to leave the room. All '+ to evade Monster' cards
are also bonuses to 8-sided die rolls in the special rooms. Landing on a room space at the end of your
movement is treated the same as landing on a monster square at the end of movement." The rooms and
their requirements are the project's design (rules.md, "Special rooms")."""

from game.games.escape import GAME
from game.games.escape.actions import NoCard, PayToll, Swim, TakeLedge, UseCard, WaitAtBridge
from game.games.escape.board import ROOM_KINDS
from game.games.escape.events import TollPaid
from tests.escape.helpers import PATH, act, at, discarded, encounters, front, front_cards, new, pack, place, rolls


def test_the_board_has_four_kinds_of_special_room():
    kinds = {PATH.kind(s) for s in PATH.board.spaces}
    assert set(ROOM_KINDS) <= kinds and len(ROOM_KINDS) == 4


def test_goblin_polka_pit_holds_you_until_you_dance_out_with_a_d8():
    """A d8 roll to leave: reaching the pit stops you; failing, you stay until a later turn's roll succeeds."""
    state = new()
    place(state, 0, "Goblin Warrens 1")
    place(state, 1, "Square 1")
    state.rng.force(3, 4)                      # the pit (5) with 2 to go; d8 4
    act(state, NoCard("move"))
    assert at(state, 0) == "Goblin Polka Pit" and state.hirelings[0].held == "goblin_pit"
    state.rng.force(1)
    act(state, NoCard("move"))                 # Bob
    assert GAME.legal_actions(state) == [UseCard("dance"), NoCard("dance")]
    assert "Goblin Polka Pit" in GAME.turn_label(state)
    state.rng.force(2)                         # still dancing
    events = act(state, NoCard("dance"))
    assert len(rolls(events)) == 1 and at(state, 0) == "Goblin Polka Pit"
    state.rng.force(1)
    act(state, NoCard("move"))                 # Bob
    state.rng.force(5, 1)                      # danced out, then the move
    events = act(state, NoCard("dance"))
    assert [r.dice for r in rolls(events)] == ["d8", "d6"]
    assert at(state, 0) == "Goblin Warrens 3" and state.hirelings[0].held == ""


def test_an_evade_card_flipped_in_the_pit_adds_to_the_dance_and_is_then_discarded():
    state = new()
    place(state, 0, "Goblin Polka Pit")
    state.hirelings[0].held = "goblin_pit"
    pack(state, 0, "ring")
    state.rng.force(1, 2)                      # d8 1 + 4 = 5 against 5; then d6 2
    events = act(state, UseCard("dance"))
    assert rolls(events)[0].modifier == 4 and rolls(events)[0].success
    assert at(state, 0) == "Goblin Warrens 4"
    assert discarded(events) == ["Ring of Vanishing (+4 to evade Monster)"]


def test_a_move_card_flipped_in_the_pit_is_discarded_even_if_the_dance_fails():
    """"Movement cards are discarded at the end of the turn": a card flipped this turn is this turn's,
    so a move card turned over before a failed dance is discarded though no movement roll came."""
    state = new()
    place(state, 0, "Goblin Polka Pit")
    state.hirelings[0].held = "goblin_pit"
    pack(state, 0, "haste")
    state.rng.force(1)                         # d8 1 against 5: still dancing
    events = act(state, UseCard("dance"))
    assert at(state, 0) == "Goblin Polka Pit" and state.to_act == 1
    assert discarded(events) == ["Potion of Haste (+3 to move)"] and front_cards(state, 0) == []


def test_ending_exactly_in_a_room_and_meeting_its_requirement_rolls_again():
    """Landing on a room at the end of the move is treated as landing on a monster square."""
    state = new()
    place(state, 0, "Goblin Warrens 1")
    state.rng.force(1, 6, 1)                   # exactly into the pit; d8 6; again d6 1
    events = act(state, NoCard("move"))
    assert rolls(events)[2].reason == "to move again"
    assert at(state, 0) == "Goblin Warrens 3"


def test_spider_web_costs_extra_turns():
    """Extra turns to leave: the web ends the move and the next turn is lost."""
    state = new()
    place(state, 0, "Square 10")
    place(state, 1, "Square 1")
    front(state, 0, "smoke")
    state.rng.force(4)
    act(state, NoCard("move"))
    assert at(state, 0) == "Spider's Web Tunnel" and state.hirelings[0].skip_turns == 1
    assert front_cards(state, 0) == ["smoke"]  # no d8 was rolled: the evade card is not used up
    state.rng.force(1)
    events = act(state, NoCard("move"))        # Bob; Ann's turn is lost at once, so Bob is to act again
    lost = [e for e in encounters(events) if e.seat == 0]
    assert lost and "this turn is lost" in lost[0].text()
    assert state.to_act == 1 and state.hirelings[0].skip_turns == 0
    state.rng.force(1)
    act(state, NoCard("move"))
    state.rng.force(2)
    act(state, NoCard("move"))                 # Ann moves on
    assert at(state, 0) == "Square 13"


def test_troll_toll_bridge_pay_a_card_and_go_on():
    """A decision to leave: the troll takes the top card of your pack and you finish the move."""
    state = new()
    place(state, 0, "Square 14")
    pack(state, 0, "haste", "boots")
    state.rng.force(2)
    act(state, NoCard("move"))
    assert state.phase == "bridge" and GAME.legal_actions(state) == [PayToll(), WaitAtBridge()]
    events = act(state, PayToll())
    paid = next(e for e in events if isinstance(e, TollPaid))
    assert paid.irreversible
    assert paid.text() == "Ann pays the troll the top card of their pack: Potion of Haste (+3 to move)"
    assert state.discards == ["haste"]
    assert at(state, 0) == "Square 16" and len(state.hirelings[0].pack) == 1


def test_troll_toll_bridge_refuse_and_lose_a_turn():
    state = new()
    place(state, 0, "Square 14")
    place(state, 1, "Square 1")
    state.rng.force(2)
    act(state, NoCard("move"))
    act(state, WaitAtBridge())
    assert at(state, 0) == "Troll Toll Bridge" and state.hirelings[0].skip_turns == 1
    assert len(state.hirelings[0].pack) == 8
    state.rng.force(1)
    act(state, NoCard("move"))                 # Bob; Ann waits for the troll
    assert state.to_act == 1


def test_troll_toll_bridge_with_an_empty_pack_you_must_wait():
    state = new()
    place(state, 0, "Square 14")
    pack(state, 0)
    state.rng.force(3)
    events = act(state, NoCard("move"))
    assert at(state, 0) == "Troll Toll Bridge" and state.hirelings[0].skip_turns == 1
    assert "no card to pay the troll" in encounters(events)[0].text()


def test_underground_river_swim_across_with_a_d8():
    state = new()
    place(state, 0, "Long Gallery 5")
    front(state, 0, "garlic")
    state.rng.force(3)
    act(state, NoCard("move"))
    assert state.phase == "river" and GAME.legal_actions(state) == [Swim(), TakeLedge()]
    state.rng.force(4)                         # 4 + 1 = 5 against 5
    events = act(state, Swim())
    assert rolls(events)[0].modifier == 1 and rolls(events)[0].success
    assert at(state, 0) == "Long Gallery 8"
    assert discarded(events) == ["Garlic Garland (+1 to evade Monster)"]


def test_underground_river_a_failed_swim_costs_the_next_turn():
    state = new()
    place(state, 0, "Long Gallery 5")
    state.rng.force(3, 2)
    act(state, NoCard("move"))
    events = act(state, Swim())
    assert rolls(events)[0].success is False and state.hirelings[0].skip_turns == 1
    assert "swept downstream" in encounters(events)[-1].text()


def test_underground_river_the_ledge_ends_the_move():
    state = new()
    place(state, 0, "Long Gallery 5")
    place(state, 1, "Square 1")
    state.rng.force(4)
    act(state, NoCard("move"))
    act(state, TakeLedge())
    assert at(state, 0) == "Underground River" and state.hirelings[0].skip_turns == 0
    state.rng.force(1)
    act(state, NoCard("move"))                 # Bob
    state.rng.force(1)
    act(state, NoCard("move"))                 # Ann goes on from the far bank without swimming
    assert at(state, 0) == "Long Gallery 8"
