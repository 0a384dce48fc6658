"""Death, and Charity at the end of a turn. Rulebook, "Death" and "Charity"."""

from game.engine.events import TurnBegan
from game.games.doors import GAME
from game.games.doors.actions import (
    Discard,
    EndTurn,
    Give,
    KickDoor,
    LootRoom,
    PlayItem,
    Plunder,
    RollToRun,
    RunAway,
)
from game.games.doors.events import CardMoved, Died
from tests.doors.helpers import act, be, equip, fresh, hand, kinds, legal_types, of, pass_all, take, top


def die(state):
    """Seat 0 meets the Bone Dragon Pensioner (Bad Stuff: death) and fails to run."""
    top(state, "bone_dragon")
    act(state, KickDoor())
    pass_all(state)
    act(state, RunAway())
    state.rng.force(1)
    return act(state, RollToRun())


def test_death_loses_everything_but_level_curses_class_and_race():
    """"If you die, you lose everything except for your level, curses on you, your class and your race. Put
    every other card you have on the table face up.\""""
    state = fresh()
    state.players[0].level = 4
    race, klass, gerald = be(state, 0, "leafling", "brawler", "gerald")
    cards = hand(state, 0, "pointy_stick", "paper_cut")
    items = equip(state, 0, "dented_colander")
    state.players[0].curses.append(take(state, "pigeon_curse"))
    events = die(state)
    p = state.players[0]
    assert of(events, Died) and p.dead
    assert p.level == 4 and p.races == [race] and p.classes == [klass] and len(p.curses) == 1
    assert p.hand == [] and p.items == [] and p.hirelings == []
    pile = GAME.view(state, 1).pending
    assert pile.kind == "plunder" and {c.id for c in pile.options} == {*cards, *items, gerald}


def test_the_others_pick_highest_level_first_until_everything_is_gone():
    """"The other players each pick items, until everything is gone. The highest level players pick first.\""""
    state = fresh()
    state.players[1].level = 2
    state.players[2].level = 5
    a, b, c = hand(state, 0, "pointy_stick", "rubber_chicken", "frying_pan")
    die(state)
    assert state.to_act == 2
    act(state, Plunder(card=b))
    assert state.to_act == 1
    act(state, Plunder(card=a))
    assert state.to_act == 2
    events = act(state, Plunder(card=c))
    assert state.players[2].hand == [b, c] and state.players[1].hand == [a]
    assert of(events, CardMoved)[0].visible_to is None        # face up: everyone saw it
    # the dead fighter's turn is over
    assert state.current == 1 and state.phase == "kick"


def test_the_dead_draw_four_and_four_on_their_next_turn():
    """"On your next turn, draw four cards from each deck, like when the game began.\""""
    state = fresh()
    die(state)
    assert state.current == 1
    for _ in range(2):            # Bo's and Cy's turns: loot and end
        top(state, "leafling", "brawler")
        act(state, KickDoor())
        act(state, LootRoom())
        act(state, EndTurn())
    p = state.players[0]
    assert state.current == 0 and not p.dead
    assert len(p.hand) + len(p.races) + len(p.classes) == 8


def test_charity_gives_the_excess_to_the_lowest_level_player():
    """"When your turn ends, you must have no more than five cards in your hand. ... Give cards to the lowest
    level player until you're down to five cards.\""""
    state = fresh()
    state.players[0].level = 3
    state.players[1].level = 2
    state.players[2].level = 1
    cards = hand(state, 0, "lint_golem", "cave_pigeon", "paper_cut", "sock_goblin", "hatchling")
    top(state, "leafling")
    act(state, KickDoor())
    act(state, LootRoom())
    act(state, EndTurn())
    assert state.phase == "charity" and "Discard" not in legal_types(state)
    assert {a.to for a in GAME.legal_actions(state) if isinstance(a, Give)} == {2}
    events = act(state, Give(card=cards[0], to=2))
    assert state.players[2].hand == [cards[0]]
    move = of(events, CardMoved)[0]
    assert move.visible_to == (0, 2) and "a card" in move.public()
    assert state.phase == "charity"
    events = act(state, Give(card=cards[1], to=2))
    assert len(state.players[0].hand) == 5 and of(events, TurnBegan) and state.current == 1


def test_the_lowest_level_player_discards_the_excess():
    """"If you're the lowest level player, discard cards until you're down to five.\""""
    state = fresh()
    cards = hand(state, 0, "lint_golem", "cave_pigeon", "paper_cut", "sock_goblin", "hatchling")
    top(state, "leafling")
    act(state, KickDoor())
    act(state, LootRoom())
    act(state, EndTurn())
    assert "Give" not in legal_types(state)
    act(state, Discard(card=cards[0]))
    act(state, Discard(card=cards[1]))
    assert state.current == 1 and cards[0] in state.door.discards


def test_charity_may_be_paid_by_playing_cards():
    """"Play cards until you're down to five (curses, items etc.)\""""
    state = fresh()
    cards = hand(state, 0, "lint_golem", "cave_pigeon", "paper_cut", "sock_goblin", "pointy_stick")
    top(state, "leafling")
    act(state, KickDoor())
    act(state, LootRoom())          # 7 cards
    act(state, EndTurn())
    act(state, PlayItem(card=cards[4], equip=True))
    act(state, Discard(card=cards[0]))
    assert state.current == 1 and kinds(state.players[0].item_ids()) == ["pointy_stick"]


def test_stoutfolk_may_keep_six_cards():
    """FACTS: one race "has a hand limit of 6\""""
    state = fresh()
    be(state, 0, "stoutfolk")
    hand(state, 0, "lint_golem", "cave_pigeon", "paper_cut", "sock_goblin")
    top(state, "leafling")
    act(state, KickDoor())
    act(state, LootRoom())          # 6 cards
    act(state, EndTurn())
    assert state.current == 1
