"""A turn: kick open the door, then look for trouble or loot the room. Rulebook, "Kick Open the Door" and
"Look For Trouble or Loot the Room"."""

from game.games.doors import GAME
from game.games.doors.actions import EndTurn, KickDoor, LookForTrouble, LootRoom
from game.games.doors.events import CardMoved
from tests.doors.helpers import act, fresh, hand, kinds, legal_types, of, pass_all, top


def test_a_monster_behind_the_door_is_fought_at_once():
    """"Draw a card from the door deck. If it's a monster - fight it.\""""
    state = fresh()
    state.players[0].level = 2
    monster, = top(state, "lint_golem")
    act(state, KickDoor())
    assert state.phase == "combat" and state.combat.foes[0].card == monster
    assert state.combat.fighter == 0
    # the others may answer the reveal first; then the fighter decides
    assert GAME.window(state) is not None and state.to_act == 1
    pass_all(state)
    assert state.to_act == 0 and "Fight" in legal_types(state)


def test_a_curse_behind_the_door_hits_the_kicker():
    """"If it's a curse - it hits you. Then Look For Trouble or Loot the Room.\""""
    state = fresh()
    state.players[0].level = 3
    top(state, "sneezing_fit")
    act(state, KickDoor())
    assert state.players[0].level == 2 and state.players[1].level == 1
    assert state.phase == "after" and {"LootRoom"} <= legal_types(state)
    assert kinds(state.door.discards) == ["sneezing_fit"]


def test_any_other_card_behind_the_door_goes_to_the_hand():
    """"If it's any other card - put it in your hand. Look For Trouble or Loot the Room.\""""
    state = fresh()
    card, = top(state, "leafling")
    events = act(state, KickDoor())
    assert card in state.players[0].hand
    assert of(events, CardMoved)[0].visible_to is None      # it was kicked open face up
    assert state.phase == "after"


def test_look_for_trouble_fights_a_monster_from_your_hand():
    """"Look For Trouble: Choose to play a monster you have in your hand and fight it for levels and
    treasure.\""""
    state = fresh()
    top(state, "leafling")
    monster, = hand(state, 0, "cave_pigeon")
    act(state, KickDoor())
    act(state, LookForTrouble(card=monster))
    assert state.phase == "combat" and state.combat.foes[0].card == monster
    assert monster not in state.players[0].hand and not state.combat.kicked


def test_loot_the_room_draws_a_door_card_face_down_into_the_hand():
    """"Loot the Room: Choose to loot the "room" you entered and draw another card from the door pile. Keep it
    in your hand." Nobody else sees what it is."""
    state = fresh()
    top(state, "leafling", "tax_season")
    act(state, KickDoor())
    events = act(state, LootRoom())
    looted = [c for c in state.players[0].hand if c not in ()][-1]
    assert kinds([looted]) == ["tax_season"]           # a curse looted is not played: it is kept in hand
    moved = of(events, CardMoved)[0]
    assert moved.visible_to == (0,) and "face down" in moved.public()
    assert GAME.view(state, 1).seats[0].hand == 2 and len(GAME.view(state, 0).hand) == 2
    assert state.phase == "end" and "EndTurn" in legal_types(state)
    assert not {"LootRoom", "LookForTrouble"} & legal_types(state)


def test_after_a_fight_the_turn_ends_without_looting():
    """"If it's a monster - fight it. Then your turn ends." (Only tidying up and Charity are left.)"""
    state = fresh()
    top(state, "lint_golem", "dented_colander")
    state.players[0].level = 3
    act(state, KickDoor())
    pass_all(state)
    from game.games.doors.actions import Fight
    act(state, Fight())
    assert state.phase == "end"
    assert "LootRoom" not in legal_types(state) and "KickDoor" not in legal_types(state)
    act(state, EndTurn())
    assert state.current == 1 and state.phase == "kick"
