"""Setting up. Rulebook, "Setup" and "Starting the Game"."""

from game.engine.events import DiceRolled, TurnBegan
from game.games.doors import GAME
from game.games.doors import content as C
from game.games.doors.actions import PlayItem, Ready
from game.games.doors.events import CardsDrawn
from tests.doors.helpers import act, new, of, table


def test_each_player_is_dealt_four_door_and_four_treasure_cards_at_level_1():
    """"Give each player four cards from each stack. Give each player a level token. Everyone starts at
    level 1.\""""
    state = GAME.new_game(table(4), 11)
    events = state.drain()
    deals = of(events, CardsDrawn)
    assert len(deals) == 8
    for seat in range(4):
        mine = [d for d in deals if d.seat == seat]
        assert sorted(d.deck for d in mine) == ["door", "treasure"]
        assert all(len(d.cards) == 4 for d in mine)
        assert all(C.card(c).deck == d.deck for d in mine for c in d.cards)
        p = state.players[seat]
        assert p.level == 1
        assert len(p.hand) + len(p.races) + len(p.classes) == 8
    assert len(state.door.cards) == 95 - 16 and len(state.treasure.cards) == 73 - 16


def test_race_and_class_cards_in_hand_are_played_at_once():
    """"If you have any cards in your hand that are either race or class cards, play them immediately and gain
    their abilities.\""""
    played = 0
    for seed in range(30):
        state = new(3, seed)
        for p in state.players:
            # every race and class card dealt is in play, unless one of its kind already is (one of each)
            for cid in p.hand:
                kind = C.card(cid).kind
                assert kind not in ("race", "class") or (kind == "race" and p.races) or (kind == "class" and p.classes)
            played += len(p.races) + len(p.classes)
    assert played > 20


def test_items_may_be_equipped_before_the_first_turn():
    """"If you have any item cards and want to equip them you can also do so now.\""""
    state = new(3, 5)
    assert state.phase == "setup" and state.setup_queue
    seat = state.to_act
    item = next(c for c in state.players[seat].hand if C.card(c).is_item and not C.card(c).only)
    act(state, PlayItem(card=item, equip=True))
    assert item in state.players[seat].equipped_ids() and item not in state.players[seat].hand
    act(state, Ready())
    assert state.to_act != seat or state.phase != "setup"


def test_a_die_decides_who_starts_and_ties_roll_again():
    """"Roll the dice. Decide who starts from the die rolls." The highest starts; play goes on in seat order."""
    state = new(3, 5)
    while len(state.setup_queue) > 1:
        act(state, Ready())
    state.rng.force(6, 2, 6, 3, 5)      # Ann 6, Bo 2, Cy 6: Ann and Cy roll again, 3 against 5
    events = act(state, Ready())
    rolls = of(events, DiceRolled)
    assert [r.seat for r in rolls] == [0, 1, 2, 0, 2]
    assert state.current == 2 and state.order == [2, 0, 1] and state.phase == "kick"
    assert of(events, TurnBegan)[0].seat == 2


def test_race_and_class_cards_played_at_once_are_told_as_they_happen():
    """"If you have any cards in your hand that are either race or class cards, play them immediately and gain
    their abilities." The rules play them for the player, each in words for the whole table (a CardMoved from
    the hand to the race or class zone, "plays ... at once"), after the deal and before anyone equips; a second
    race or class card that does not fit stays in the hand, and its owner alone is told so."""
    from game.engine.events import Note
    from game.games.doors.events import CardMoved
    kept = 0
    for seed in range(12):
        state = GAME.new_game(table(4), seed)
        events = state.drain()
        moved = [e for e in of(events, CardMoved) if e.dst in ("race", "class")]
        in_play = {c for p in state.players for c in p.races + p.classes}
        assert {e.card for e in moved} == in_play and in_play
        for e in moved:
            assert e.visible_to is None and e.src == "hand" and e.dst_seat == e.seat
            assert f"plays {C.name(e.card)} at once" in e.text() and "played immediately" in e.text()
            assert events.index(e) > max(events.index(d) for d in of(events, CardsDrawn))
        for p_seat, p in enumerate(state.players):
            for cid in p.hand:
                if C.card(cid).kind in ("race", "class"):
                    told = [n for n in of(events, Note) if C.name(cid) in n.text()]
                    assert told and told[0].visible_to == (p_seat,) and "keeps" in told[0].text()
                    kept += 1
    assert kept


def test_a_choice_while_getting_ready_can_be_taken_back():
    """"If you have any item cards and want to equip them you can also do so now." Putting an item from the hand
    on the table shows the others a card of your own and draws nothing: undo takes it back (project design),
    as it takes back equipping; a die roll (who starts) still cannot be taken back."""
    from game.engine.session import Session
    from game.games.doors.actions import Equip, Unequip
    session = Session(GAME, table(3), 5)
    assert session.state.phase == "setup"
    seat = session.to_act
    before = [list(p.hand) for p in session.state.players]
    item = next(c for c in session.state.players[seat].hand if C.card(c).is_item and not C.card(c).only)
    session.play(PlayItem(card=item, equip=True))
    assert session.can_undo() and item in session.state.players[seat].equipped_ids()
    session.play(Unequip(card=item))
    session.play(Equip(card=item))
    for _ in range(3):
        session.undo()
    assert [list(p.hand) for p in session.state.players] == before and not session.state.players[seat].items
    assert session.to_act == seat and not session.can_undo()
    while session.state.phase == "setup":
        session.play(Ready())
    assert not session.can_undo()            # the roll for who starts is never taken back
