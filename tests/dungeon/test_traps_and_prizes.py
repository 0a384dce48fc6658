"""Traps and the special prize cards (8-page rules, MONSTER CARDS and SPECIAL PRIZE CARDS)."""

from game.games.dungeon.actions import (
    ChooseChamber,
    EndTurn,
    Fight,
    MoveTo,
    OpenDoor,
    UseCrystalBall,
    UseESP,
)
from game.games.dungeon.events import CombatResolved, Peeked, TrapSprung
from game.games.dungeon.state import TRANSPORT
from tests.dungeon.helpers import act, card, game, lair, legal, space, started, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731
GOLD = card(1, "Sack of Gold (1,000)")


def test_trap_lose_one_to_six_turns_then_take_the_prize():
    """Lose 1-6 Turns: roll a die; the pawn stays that many turns in the room, then gains its prize."""
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), card(2, "Trap! Lose 1–6 Turns"), prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    state.rng.force(3)
    events = act(g, state, OpenDoor, room=S("Kitchen"))
    assert [e.turns for e in events if isinstance(e, TrapSprung)] == [3]
    assert state.pawns[0].space == S("Kitchen") and state.pawns[0].lost_turns == 3
    assert state.pawns[0].prizes == [] and S("Kitchen") not in state.lairs
    for turn in range(3):
        assert state.to_act == 1
        act(g, state, EndTurn)
        if turn < 2:
            assert state.pawns[0].prizes == []
    assert state.pawns[0].prizes == [GOLD] and state.pawns[0].lost_turns == 0
    assert state.to_act == 1
    act(g, state, EndTurn)
    assert state.to_act == 0 and legal(g, state, MoveTo)


def test_trap_transported_to_a_large_chamber_one_level_lower_of_the_players_choice():
    """Transported: the pawn takes the room's treasure and moves to any large chamber one level lower, of
    its choice, fighting what is there as if it had walked in."""
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), card(3, "Trap! Transported to a Chamber 1 Level Lower"), prizes_=(GOLD,))
    lair(state, S("Crypt"), card(2, "Ghouls"), card(2, "Ghouls", 2))
    turn_of(state, 0, S("a4"))
    act(g, state, OpenDoor, room=S("Kitchen"))
    assert state.pawns[0].prizes == [GOLD]
    assert state.pending.kind == TRANSPORT
    options = sorted(a.space for a in legal(g, state, ChooseChamber))
    assert options == sorted(g.map().chambers_on(2))
    state.rng.force(6, 6)
    events = act(g, state, ChooseChamber, space=S("Crypt"))
    assert state.pawns[0].space == S("Crypt")
    assert [e.monster for e in events if isinstance(e, CombatResolved)] == ["Ghouls"]
    assert len(state.lairs[S("Crypt")]) == 1 and state.to_act == 1


def test_trap_transport_into_an_empty_chamber():
    """Transported: with no monster in the chosen chamber there is no fight."""
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), card(3, "Trap! Transported to a Chamber 1 Level Lower"), prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    act(g, state, OpenDoor, room=S("Kitchen"))
    act(g, state, ChooseChamber, space=S("Den"))
    assert state.pawns[0].space == S("Den") and state.pawns[0].trail == [S("Den")] and state.to_act == 1


def test_esp_medallion_looks_at_an_adjacent_monster_in_secret_then_attack_or_end_the_turn():
    """ESP Medallions: look at a monster card you are next to before fighting it, showing no one; then
    attack, or the turn is over (8-page rules; the sheet's 'avoid combat and go on' is the lesser rule)."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(3, "ESP Medallion")]
    troll = card(4, "Troll")
    lair(state, S("Kitchen"), troll, prizes_=(GOLD,))
    turn_of(state, 0, S("a3"))
    assert not legal(g, state, UseESP)
    act(g, state, MoveTo, space=S("a4"))
    events = act(g, state, UseESP, space=S("Kitchen"))
    (look,) = [e for e in events if isinstance(e, Peeked)]
    assert look.visible_to == (0,) and look.cards == ("Troll",)
    assert "Troll" not in look.public()
    assert g.view(state, 0).guards(S("Kitchen"))[0].card.name == "Troll"
    assert g.view(state, 1).guards(S("Kitchen"))[0].card is None
    kinds = {type(a).__name__ for a in g.legal_actions(state)}
    assert kinds == {"OpenDoor", "EndTurn"}
    assert "Troll" in str(legal(g, state, OpenDoor)[0])
    act(g, state, EndTurn)
    assert state.to_act == 1 and not state.lairs[S("Kitchen")][0].face_up


def test_esp_then_attack_the_same_turn():
    """ESP Medallions: after looking, he may then attack."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(5, "ESP Medallion")]
    lair(state, S("Kitchen"), card(1, "Goblins"), prizes_=(GOLD,))
    turn_of(state, 0, S("a4"))
    act(g, state, UseESP, space=S("Kitchen"))
    state.rng.force(6, 6)
    act(g, state, OpenDoor, room=S("Kitchen"))
    assert GOLD in state.pawns[0].prizes


def test_crystal_ball_instead_of_moving_sees_two_cards_of_any_room():
    """Crystal Balls: with no movement, see two cards of any one room (its monster and prize) or large
    chamber (two monsters), in secret; one a turn."""
    state = started(g, "Superhero", "Elf")
    state.pawns[0].prizes = [card(4, "Crystal Ball")]
    lair(state, S("Vault"), card(3, "Ogre"), prizes_=(card(3, "Gold Ring (3,000)"),))
    lair(state, S("Crypt"), card(2, "Ghouls"), card(2, "Hobgoblins"), card(2, "Evil Hero"))
    turn_of(state, 0, S("a1"))
    targets = {a.space for a in legal(g, state, UseCrystalBall)}
    assert targets == {S("Vault"), S("Crypt")}
    events = act(g, state, UseCrystalBall, space=S("Vault"))
    (look,) = [e for e in events if isinstance(e, Peeked)]
    assert look.cards == ("Ogre", "Gold Ring (3,000)") and look.visible_to == (0,)
    assert state.to_act == 1   # the look is the turn
    turn_of(state, 0)
    act(g, state, UseCrystalBall, space=S("Crypt"))
    assert set(g.view(state, 0).guards(S("Crypt"))[i].card.name for i in (0, 1)) == {"Ghouls", "Hobgoblins"}
    assert g.view(state, 0).guards(S("Crypt"))[2].card is None
    assert g.view(state, 0).guards(S("Vault"))[0].prizes[0].card.value == 3000


def test_crystal_ball_not_after_moving():
    """Crystal Balls: only so long as the player makes no movement."""
    state = started(g, "Superhero")
    state.pawns[0].prizes = [card(4, "Crystal Ball")]
    lair(state, S("Vault"), card(3, "Ogre"))
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("a2"))
    assert not legal(g, state, UseCrystalBall)


def test_magic_sword_secret_entrance_esp_and_crystal_ball_are_prizes_that_can_be_dropped():
    """Magic Swords, Secret Entrance Cards, ESP Medallions and Crystal Balls are prizes (they can be dropped)."""
    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(1, "Magic Sword"), card(1, "Secret Entrance Card")]
    lair(state, S("Crypt"), card(4, "Giant"))
    turn_of(state, 0, S("Crypt"))
    state.rng.force(1, 1, 1, 2)   # wounded: drop all
    act(g, state, Fight, space=S("Crypt"))
    assert sorted(state.lairs[S("Crypt")][0].prizes) == sorted([card(1, "Magic Sword"),
                                                                 card(1, "Secret Entrance Card")])
