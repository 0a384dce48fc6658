"""Twist cards, the optional rule (rulebook 5. Core Mechanics, Twist Cards): every card, the moment to play
them, and their secrecy."""

import pytest

from game.games.delve.events import TwistDrawn
from tests.delve.helpers import DRAGON, GAME, MONSTER, REGROUP, A, C, at, force, labels, legal, play, start, texts

RULEBOOK_CARDS = ["Trick of the Light", "Doppelganger", "Lucky Charm", "Transmutation Spell", "Dragon Call",
                  "Polymorph Spell", "Dissolve Spell", "Final Ingredient", "Undeath Spell", "Scatter in Fear",
                  "Party Time", "Distractions", "I Am Legend", "Tough as Nails", "What Sorcery", "Divine Calling",
                  "Get Backup", "Criminal Past", "Wary Dragon", "Sleeping Dragon"]


def level_with(state, party, dungeon, hands, lair=0):
    """Roll the next level with these dungeon dice, the seats holding these twist hands."""
    at(state, REGROUP, party=party, level=len(dungeon) - 1, lair=lair)
    state.twists = [list(hands.get(s, [])) for s in range(state.n)]
    force(state, *dungeon)
    return play(state, A.SeekGlory(level=len(dungeon)))


def test_every_card_of_the_rulebook_twice():
    """5: the twist cards the rulebook lists; two copies each is the project's choice (40 cards)."""
    assert list(C.twists()) == RULEBOOK_CARDS
    deck = C.twist_deck()
    assert len(deck) == 40 and all(deck.count(c) == 2 for c in RULEBOOK_CARDS)


def test_two_cards_each_at_the_start_and_one_after_each_round():
    """5: 'Each player starts with 2 Twist cards; draws 1 at end of each delve round.'"""
    state = start("Knight", "Minstrel", "Crusader", twists=True)
    assert [len(h) for h in state.twists] == [2, 2, 2] and len(state.twist_deck) == 34
    for _ in range(3):
        at(state, REGROUP, party=["Fighter"], level=1)
        state.twists = [h[:0] for h in state.twists]
        play(state, A.Retire(xp=1))
    assert [len(h) for h in state.twists] == [1, 1, 1] and state.round == 2


def test_a_drawn_card_is_seen_only_by_its_holder():
    """Twist hands are secret: a drawn card is named to its holder only."""
    state = start("Knight", "Minstrel", twists=True)
    at(state, REGROUP, party=["Fighter"], level=1)
    state.twists = [[], []]
    play(state, A.Retire(xp=1))
    at(state, REGROUP, party=["Fighter"], level=1)
    events = play(state, A.Retire(xp=1))
    drawn = [e for e in events if isinstance(e, TwistDrawn)]
    assert [e.visible_to for e in drawn] == [(0,), (1,)]
    assert drawn[0].text_for(1) == "Ann draws a twist card" and drawn[0].card in drawn[0].text_for(0)


def test_hands_are_secret_in_the_view():
    """Twist hands are secret: each seat sees its own cards and the others' counts."""
    state = start("Knight", "Minstrel", twists=True)
    state.twists = [["Lucky Charm"], ["Dragon Call", "Wary Dragon"]]
    assert GAME.view(state, 0).hand == ("Lucky Charm",)
    assert GAME.view(state, 1).hand == ("Dragon Call", "Wary Dragon")
    assert GAME.view(state, None).hand == ()
    assert [s.twist_cards for s in GAME.view(state, 0).seats] == [1, 2]
    assert GAME.secrets(state) and not GAME.secrets(start("Knight", "Minstrel"))


def test_the_moment_is_skipped_when_no_one_holds_a_playable_card():
    """Explicit response moments, skipped at once when no one can answer."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter"], ["Goblin", "Goblin"], {})
    assert state.phase == MONSTER and state.to_act == 0
    # a card without a target is not playable: Distractions with no Champion in the party
    level_with(state, ["Fighter"], ["Goblin", "Goblin"], {1: ["Distractions"]})
    assert state.phase == MONSTER


def test_every_seat_may_answer_starting_with_the_adventurer_and_a_card_reopens_the_moment():
    """5: 'Can be played on anyone's turn, before fighting monsters.'"""
    state = start("Knight", "Minstrel", "Crusader", twists=True)
    events = level_with(state, ["Fighter"], ["Chest", "Goblin"],
                        {0: ["Final Ingredient"], 1: ["Polymorph Spell"], 2: ["Wary Dragon"]})
    assert "Twist cards may be played now" in texts(events)
    assert state.to_act == 0 and labels(state) == ["Play Final Ingredient", "Pass (play no twist card now)"]
    play(state, A.PassTwist())
    assert state.to_act == 1
    play(state, A.PlayTwist("Polymorph Spell"))
    assert labels(state) == ["Turn a Chest into a Goblin", "Back"]
    play(state, A.TwistTarget(card="Polymorph Spell", zone="dungeon", face="Chest"))
    assert state.dungeon == ["Goblin", "Goblin"] and state.to_act == 2   # the moment goes round again
    play(state, A.PassTwist())
    assert state.to_act == 0                                               # Ann may answer now
    play(state, A.PlayTwist("Final Ingredient"), A.TwistTarget(card="Final Ingredient", zone="dungeon", face="Goblin"))
    play(state, A.PassTwist())            # Cat (Wary Dragon); Bob has no card left
    assert state.phase == MONSTER and state.to_act == 0 and sorted(state.dungeon) == ["Goblin", "Potion"]
    assert state.twist_discard == ["Polymorph Spell", "Final Ingredient"]


def test_twist_cards_may_be_played_at_any_moment_before_fighting_monsters():
    """5: twist cards 'Can be played on anyone's turn, before fighting monsters' — not only right after the
    level is rolled: the Adventurer may play one in the Monster phase until the first fight, and when the
    dice change before it (here a Scroll read), the other seats may answer the new dice."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter", "Scroll"], ["Goblin", "Skeleton"], {0: ["Lucky Charm"], 1: ["Trick of the Light"]})
    play(state, A.PassTwist(), A.PassTwist())
    assert state.phase == MONSTER and A.PlayTwist("Lucky Charm") in legal(state)
    assert "a twist card may still be played before the first fight" in GAME.view(state, 0).prompt
    assert "twist card" not in GAME.turn_label(state) and "twist card" not in GAME.view(state, 1).prompt
    force(state, "Ooze")
    events = play(state, A.Pick("die:Scroll"), A.ReadScroll(), A.Mark(zone="dungeon", index=1, face="Skeleton"),
                  A.RollMarked(count=1))
    assert state.dungeon == ["Goblin", "Ooze"]
    assert "The dice have changed: twist cards may be played again" in texts(events)
    assert state.phase == "twist" and state.to_act == 1                  # Bob may answer the new dice
    force(state, "Skeleton")
    events = play(state, A.PlayTwist("Trick of the Light"),
                  A.TwistTarget(card="Trick of the Light", zone="dungeon", face="Goblin"))
    assert state.dungeon == ["Skeleton", "Ooze"]
    assert state.to_act == 0 and state.phase == "twist"                  # Ann may answer Bob's card
    events = play(state, A.PassTwist())
    assert state.phase == MONSTER and state.to_act == 0
    assert "Monster phase, level" not in texts(events)                   # the phase goes on, not begins again


def test_the_adventurer_plays_a_twist_card_in_the_monster_phase():
    """5: 'Can be played on anyone's turn, before fighting monsters': on their own delve the Adventurer plays
    one in the Monster phase; it is aimed, played, and the others may answer it."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter"], ["Goblin", "Skeleton"], {0: ["Undeath Spell", "Polymorph Spell"],
                                                           1: ["Dissolve Spell"]})
    play(state, A.PassTwist(), A.PassTwist())
    play(state, A.PlayTwist("Polymorph Spell"))
    assert labels(state) == ["Turn a Skeleton into a Goblin", "Back"]
    assert GAME.turn_label(state) == "Ann: choose the target of a twist card"
    events = play(state, A.TwistTarget(card="Polymorph Spell", zone="dungeon", face="Skeleton"))
    assert state.dungeon == ["Goblin", "Goblin"] and state.twists[0] == ["Undeath Spell"]
    assert "Ann plays the twist card Polymorph Spell" in texts(events)
    assert state.phase == "twist" and state.to_act == 1
    play(state, A.PassTwist())
    assert state.phase == MONSTER and state.to_act == 0


def test_no_twist_once_the_monsters_are_being_fought():
    """5: twist cards are played 'before fighting monsters': once a companion has fought, none is offered,
    and a change of the dice opens no new moment."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter", "Cleric", "Scroll"], ["Goblin", "Skeleton", "Ooze"],
               {0: ["Lucky Charm"], 1: ["Trick of the Light"]})
    play(state, A.PassTwist(), A.PassTwist())
    play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert state.phase == MONSTER and not any(isinstance(a, A.PlayTwist) for a in legal(state))
    force(state, "Goblin")
    play(state, A.Pick("die:Scroll"), A.ReadScroll(), A.Mark(zone="dungeon", index=0, face="Skeleton"),
         A.RollMarked(count=1))
    assert state.phase == MONSTER and state.to_act == 0


def test_a_new_level_opens_the_moment_again():
    """Every level is a new 'before fighting monsters'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter", "Cleric"], ["Goblin"], {1: ["Trick of the Light"]})
    play(state, A.PassTwist())
    play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    force(state, "Skeleton", "Skeleton")
    play(state, A.SeekGlory(level=2))
    assert state.phase == "twist" and state.to_act == 1 and not state.fought


def play_card(state, card, zone="", face="", roll=()):
    seat = state.to_act
    force(state, *roll)
    events = play(state, A.PlayTwist(card))
    if zone:
        events += play(state, A.TwistTarget(card=card, zone=zone, face=face))
    assert card not in state.twists[seat] and card in state.twist_discard
    return events


@pytest.mark.parametrize("card,zone,before,after", [
    ("Transmutation Spell", "dungeon", "Goblin", "Chest"),
    ("Polymorph Spell", "dungeon", "Chest", "Goblin"),
    ("Dissolve Spell", "dungeon", "Goblin", "Ooze"),
    ("Final Ingredient", "dungeon", "Skeleton", "Potion"),
    ("Undeath Spell", "dungeon", "Potion", "Skeleton"),
    ("I Am Legend", "party", "Scroll", "Champion"),
    ("Tough as Nails", "party", "Mage", "Fighter"),
    ("What Sorcery", "party", "Fighter", "Mage"),
    ("Divine Calling", "party", "Thief", "Cleric"),
    ("Get Backup", "party", "Champion", "Scroll"),
    ("Criminal Past", "party", "Cleric", "Thief"),
])
def test_cards_that_change_a_die(card, zone, before, after):
    """5: 'Change to Goblin', 'Change one Party die to Champion', ... each turns one die to a face."""
    state = start("Knight", "Minstrel", twists=True)
    party = ["Fighter", "Cleric", "Mage", "Thief", "Champion", "Scroll"]
    level_with(state, party, ["Goblin", "Skeleton", "Chest", "Potion"], {1: [card]})
    assert state.to_act == 1
    dice = state.party if zone == "party" else state.dungeon
    had = dice.count(after)
    events = play_card(state, card, zone, before)
    dice = state.party if zone == "party" else state.dungeon
    assert dice.count(after) == had + 1 and before not in dice
    assert f"Bob plays the twist card {card}" in texts(events)


def test_dragon_call_sends_a_die_to_the_lair():
    """5: 'Dragon Call: Change non-Dragon Dungeon die to Dragon, place in Lair'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter"], ["Goblin", "Chest", "Potion"], {1: ["Dragon Call"]}, lair=0)
    play_card(state, "Dragon Call", "dungeon", "Chest")
    assert state.lair == 1 and state.dungeon == ["Goblin", "Potion"]


@pytest.mark.parametrize("card,zone,face,roll,expect", [
    ("Trick of the Light", "dungeon", "Goblin", ["Chest"], ["Chest", "Ooze"]),       # 'Reroll one Dungeon die'
    ("Doppelganger", "party", "Scroll", ["Champion"], ["Fighter", "Champion"]),      # 'Reroll one Party die'
    ("Lucky Charm", "party", "Scroll", ["Thief"], ["Fighter", "Thief"]),             # 'any one Dungeon or Party die'
    ("Lucky Charm", "dungeon", "Ooze", ["Potion"], ["Goblin", "Potion"]),
])
def test_cards_that_reroll_one_die(card, zone, face, roll, expect):
    """5: 'Trick of the Light: Reroll one Dungeon die', 'Doppelganger: Reroll one Party die', 'Lucky Charm: Reroll
    any one Dungeon or Party die'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter", "Scroll"], ["Goblin", "Ooze"], {0: [card]})
    play(state, A.PlayTwist(card))
    zones = {a.zone for a in legal(state) if isinstance(a, A.TwistTarget)}
    assert zones == ({"party", "dungeon"} if card == "Lucky Charm" else {zone})
    force(state, *roll)
    play(state, A.TwistTarget(card=card, zone=zone, face=face))
    assert (state.party if zone == "party" else state.dungeon) == expect


def test_scatter_in_fear_rerolls_every_dungeon_die_showing_a_face():
    """5: 'Scatter in Fear: Choose face; reroll all non-Dragon Dungeon dice showing it'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter"], ["Goblin", "Ooze", "Goblin"], {1: ["Scatter in Fear"]})
    play_card(state, "Scatter in Fear", "dungeon", "Goblin", roll=["Dragon", "Chest"])
    assert state.dungeon == ["Ooze", "Chest"] and state.lair == 1   # the rerolled dice keep their places


def test_party_time_rerolls_every_party_die_showing_a_face():
    """5: 'Party Time: Choose face; reroll all Party dice showing it'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Champion", "Fighter", "Champion"], ["Goblin"], {1: ["Party Time"]})
    play_card(state, "Party Time", "party", "Champion", roll=["Scroll", "Thief"])
    assert state.party == ["Scroll", "Fighter", "Thief"]


def test_distractions_champions_act_as_thieves_for_this_level():
    """5: 'Distractions: Champion dice treated as Thieves for this level'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Champion", "Fighter"], ["Goblin", "Goblin"], {1: ["Distractions"]})
    play_card(state, "Distractions")
    play(state, A.Pick("die:Champion"))
    assert labels(state) == ["Defeat 1 Goblin", "Back"]
    play(state, A.Back(), A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=2))
    assert not state.distractions    # over at the Regroup


def test_wary_dragon_two_dice_bring_the_next_dragon():
    """5: 'Wary Dragon: Next Dragon requires only 2 dice to attract'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter", "Cleric", "Mage"], ["Chest", "Dragon"], {1: ["Wary Dragon"]}, lair=1)
    play_card(state, "Wary Dragon")
    play(state, A.Pick("die:Fighter"), A.OpenChests(count=1))
    assert state.phase == DRAGON and state.lair == 2
    assert state.dragon_need == 3   # spent on this Dragon


def test_sleeping_dragon_needs_four_dice():
    """5: 'Sleeping Dragon: Next Dragon requires 4 dice to attract'."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter"], ["Goblin", "Dragon"], {0: ["Sleeping Dragon"]}, lair=2)
    play_card(state, "Sleeping Dragon")
    play(state, A.Pick("die:Fighter"), A.Defeat(role="Fighter", goblin=1))
    assert state.lair == 3 and state.phase == REGROUP


def test_a_card_being_aimed_is_hidden_from_the_others():
    """A card shows only once it is played: while its holder picks a target, the others do not see it."""
    state = start("Knight", "Minstrel", twists=True)
    level_with(state, ["Fighter"], ["Goblin", "Ooze"], {1: ["Undeath Spell"]})
    play(state, A.PlayTwist("Undeath Spell"))
    assert GAME.view(state, 1).pending.card == "Undeath Spell"
    assert GAME.view(state, 0).pending.card == ""
    play(state, A.Back())
    assert state.twists[1] == ["Undeath Spell"]


def test_a_card_being_aimed_never_shows_to_another_seat_in_random_games():
    """Twist hands are secret, and a card "played" only once its target is chosen (Back returns it
    unplayed): at every step of random games, while a card is being aimed, no other seat's view and not
    the turn label (the side panel, shown to all) names it, and swapping the card for another changes
    nothing another seat sees."""
    import copy

    from game.engine.protocol import RandomAgent
    from game.engine.seats import Seat, TableConfig

    aimed = 0
    for game_no in range(24):
        n = 2 + game_no % 3
        seats = [Seat(name=f"P{i}", choices={"hero": "random"}) for i in range(n)]
        state = GAME.new_game(TableConfig(seats=seats, options={"twists": True}), 100 + game_no)
        agent = RandomAgent(game_no)
        while GAME.outcome(state) is None:
            p = state.pending
            if p is not None and p.kind == "twist":
                aimed += 1
                other_card = next(c for c in C.twists() if c != p.card and c not in state.twists[p.seat])
                swapped = copy.deepcopy(state)
                swapped.pending.card = other_card
                swapped.twists[p.seat][swapped.twists[p.seat].index(p.card)] = other_card
                label = GAME.turn_label(state)
                assert p.card not in label and label == GAME.turn_label(swapped)
                for seat in [s for s in range(n) if s != p.seat] + [None]:
                    seen = GAME.view(state, seat)
                    assert p.card not in seen.prompt and p.card not in repr(seen.pending)
                    assert seen == GAME.view(swapped, seat)
                assert p.card in GAME.view(state, p.seat).prompt
            state.drain()
            GAME.apply(state, agent.choose(GAME, state, GAME.legal_actions(state)))
    assert aimed > 50
