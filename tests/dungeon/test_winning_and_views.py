"""Winning, the end of the game, and what each seat may see (secrets)."""

import copy
import dataclasses

import pytest

from game.engine import serial
from game.games.dungeon.actions import EndTurn, MoveTo, OpenDoor
from game.games.dungeon.events import PrizesTaken
from tests.dungeon.helpers import act, card, game, lair, space, started, table, turn_of

g = game()
S = lambda name: space(g, name)  # noqa: E731

TREASURE = {10000: [card(5, "Huge Ruby (8,000)"), card(3, "Silver Ring (2,000)")],
            20000: [card(6, "Jeweled Crown (15,000)"), card(5, "Huge Emerald (5,000)")],
            30000: [card(6, "Jeweled Crown (15,000)"), card(6, "Huge Diamond (10,000)"),
                    card(5, "Huge Emerald (5,000)")]}


@pytest.mark.parametrize("kind,need", [("Elf", 10000), ("Hero", 10000), ("Superhero", 20000),
                                       ("Wizard", 30000)])
def test_back_on_the_main_staircase_with_enough_treasure_wins(kind, need):
    """HOW TO WIN: back on the Main Staircase with prizes worth 10,000 (Elf, Hero), 20,000 (Superhero) or
    30,000 (Wizard)."""
    state = started(g, kind, "Elf")
    state.pawns[0].prizes = list(TREASURE[need])
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("Main Staircase"))
    outcome = g.outcome(state)
    assert outcome.winners == (0,) and outcome.scores[0] == need
    assert "Main Staircase" in outcome.reason and g.legal_actions(state) == []


SMALL = [card(1, "Sack of Gold (1,000)"), card(1, "Sack of Gold (750)"), card(1, "Sack of Gold (500)")]


@pytest.mark.parametrize("kind,cards", [
    ("Hero", [card(5, "Huge Ruby (8,000)"), *SMALL[:2]]),
    ("Superhero", [card(6, "Jeweled Crown (15,000)"), card(4, "Gold Cup (2,500)"), *SMALL]),
    ("Wizard", [card(6, "Jeweled Crown (15,000)"), card(6, "Huge Diamond (10,000)"), card(4, "Gold Cup (2,500)"),
                *SMALL]),
])
def test_a_little_short_does_not_win(kind, cards):
    """HOW TO WIN: the requisite value, not less."""
    state = started(g, kind, "Elf")
    state.pawns[0].prizes = list(cards)
    turn_of(state, 0, S("a1"))
    act(g, state, MoveTo, space=S("Main Staircase"))
    assert g.outcome(state) is None and g.view(state, 0).pawns[0].value == g.view(state, 0).pawns[0].need - 250


def test_the_game_ends_when_no_pawn_is_left():
    """Play continues until one player wins or all players have been eliminated by monsters."""
    state = started(g, "Hero")
    lair(state, S("Kitchen"), card(4, "Troll"))
    turn_of(state, 0, S("a4"))
    state.rng.force(1, 1, 1, 1)
    act(g, state, OpenDoor, room=S("Kitchen"))
    outcome = g.outcome(state)
    assert outcome.winners == () and "fallen" in outcome.reason and g.legal_actions(state) == []


def test_others_see_how_many_prizes_a_seat_holds_but_not_which():
    """Prizes are held face down before their owner, who may read them."""
    state = started(g, "Hero", "Elf")
    gold = card(1, "Sack of Gold (1,000)")
    lair(state, S("Kitchen"), card(1, "Goblins"), prizes_=(gold,))
    turn_of(state, 0, S("a4"))
    state.rng.force(6, 6)
    events = act(g, state, OpenDoor, room=S("Kitchen"))
    (taken,) = [e for e in events if isinstance(e, PrizesTaken)]
    assert taken.visible_to == (0,) and "Sack of Gold" in taken.text() and "1 prize" in taken.public()
    mine, theirs = g.view(state, 0).pawns[0], g.view(state, 1).pawns[0]
    assert mine.prizes[0].name == "Sack of Gold" and mine.value == 1000
    assert theirs.prize_count == 1 and theirs.prizes is None and theirs.value is None
    assert g.view(state, None).pawns[0].prizes is None


def test_monster_and_prize_cards_are_face_down_until_revealed():
    """PREPARE TO PLAY: cards are placed face down; their backs show their level."""
    state = g.new_game(table("Hero", "Elf"), seed=1)
    view = g.view(state, 0)
    cards = [c for lair in view.lairs for c in lair.guards]
    assert cards and all(c.card is None and not c.face_up for c in cards)
    assert all(p.card is None for c in cards for p in c.prizes)
    assert all(isinstance(c.level, int) for c in cards)   # the back shows the level


def test_a_revealed_monster_is_seen_by_everyone():
    """COMBAT: the monster card is turned over (the prize card stays face down)."""
    state = started(g, "Hero", "Elf")
    lair(state, S("Kitchen"), card(4, "Troll"), prizes_=(card(1, "Sack of Gold (250)"),))
    turn_of(state, 0, S("a4"))
    state.rng.force(1, 1, 3, 4)
    act(g, state, OpenDoor, room=S("Kitchen"))
    for seat in (0, 1, None):
        top = g.view(state, seat).guards(S("Kitchen"))[0]
        assert top.face_up and top.card.name == "Troll" and top.prizes[0].card is None


def test_turn_label_says_whose_decision_and_what():
    """The screen always says whose decision it is and what it is about (issue 3, The screen)."""
    state = started(g, "Hero", "Elf")
    turn_of(state, 1, S("a1"))
    assert g.turn_label(state) == "Bob (Elf) to play: 5 of 5 moves left"
    lair(state, S("Kitchen"), card(4, "Troll"))
    state.pawns[1].prizes = [card(1, "Sack of Gold (250)"), card(1, "Sack of Gold (500)")]
    turn_of(state, 1, S("a4"))
    state.rng.force(1, 1, 3, 3)
    act(g, state, OpenDoor, room=S("Kitchen"))
    assert g.turn_label(state) == "Bob (Elf) lost the fight and chooses a prize to drop"
    assert g.view(state, 0).pending.kind == "drop"


def test_the_state_saves_and_plays_on_identically():
    """A saved game is data: the state round-trips through JSON and plays on identically."""
    state = started(g, "Wizard", "Elf", spells=("fire_ball",) * 7)
    lair(state, S("Kitchen"), card(4, "Troll"))
    turn_of(state, 0, S("a4"))
    data = serial.to_json(state)
    copy_ = g.state_from_json(copy.deepcopy(data))
    assert serial.to_json(copy_) == data
    for s in (state, copy_):
        s.rng.force(1, 1, 3, 4)
    a = g.apply(state, OpenDoor(S("Kitchen"), "the Kitchen"))
    b = g.apply(copy_, OpenDoor(S("Kitchen"), "the Kitchen"))
    assert [e.text() for e in a] == [e.text() for e in b]
    assert g.seat_summary(state, 0) == "Wizard"
    assert str(EndTurn()) == "End the turn"


def test_moves_can_be_taken_back_but_not_a_look_or_a_roll():
    """Undo (Board Game Arena's policy): a move may be taken back within the turn; a look with the ESP
    Medallion, like a die roll, cannot."""
    from game.engine.session import Session
    from game.games.dungeon.actions import UseESP

    state = started(g, "Hero", "Elf")
    state.pawns[0].prizes = [card(3, "ESP Medallion")]
    lair(state, S("Kitchen"), card(4, "Troll"))
    turn_of(state, 0, S("a3"))
    session = Session(g, table("Hero", "Elf"), 1, state=state)
    session.play(next(a for a in session.legal() if isinstance(a, MoveTo) and a.space == S("a4")))
    assert session.can_undo()
    session.undo()
    assert session.state.pawns[0].space == S("a3")
    session.play(next(a for a in session.legal() if isinstance(a, MoveTo) and a.space == S("a4")))
    session.play(next(a for a in session.legal() if isinstance(a, UseESP)))
    assert not session.can_undo()


def test_the_seat_at_the_screen_reads_its_purse_and_what_it_still_needs():
    """Win: 'return to the Main Staircase with treasure worth at least' the pawn's need; the line under the
    board says how far the pawn is and, once it has enough, to go back."""
    from game.games.dungeon import words
    g = game()
    state = started(g, "Wizard", "Elf")
    pawn = g.view(state, 0).pawns[0]
    line = words.purse(pawn)
    assert line.startswith(f"0 of {pawn.need:,} gold pieces") and "0 prizes" in line and "spells:" in line
    assert "back to the Main Staircase" not in line
    rich = dataclasses.replace(pawn, value=pawn.need, prize_count=1)
    assert "enough: back to the Main Staircase to win!" in words.purse(rich) and "1 prize ·" in words.purse(rich)


def test_the_cards_offered_at_the_start_say_what_they_ask_for():
    from game.games.dungeon import words
    g = game()
    state = g.new_game(table("Wizard", "Elf"), seed=1)
    assert words.choice_caption(g.view(state, 0), g.legal_actions(state)).startswith("Take a spell (")
