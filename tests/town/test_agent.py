"""The computer player at three strengths: it plays only legal actions, chooses the die by the odds, and is
measured against the random player and against itself (the full measure: boards/town.md)."""

import pytest

from game.engine.offer import Accept
from game.engine.simulate import simulate
from game.games.town import GAME
from game.games.town.actions import Buy, CancelTrade, Move, ProposeTrade, Roll, SendOffer
from game.games.town.appraise import Appraiser, Weights
from tests.town.helpers import TRACK, act, give, move_by, moves, new, place, roll, stack
from tests.town.test_meetings import meet


def test_it_chooses_the_die_by_the_odds():
    """A pawn with 1 hit point and no weapon, facing a deep deck of strong monsters, goes home to heal."""
    state = new()
    state.pawns[0].hp = 1
    state.pawns[0].silver = 9
    place(state, 0, TRACK.ring.ahead(TRACK.town, -2))
    stack(state, 0, "bog_hag", "bog_hag", "bog_hag")
    roll(state, 2, 5)
    for strength in ("normal", "hard"):
        choice = GAME.agent(0, 1, strength).choose(GAME, state, GAME.legal_actions(state))
        assert isinstance(choice, Move) and choice.square == TRACK.town


def test_it_buys_what_is_worth_its_price():
    state = new()
    place(state, 0, TRACK.ring.ahead(TRACK.town, -2))
    state.pawns[0].silver = 12
    state.shop = ["writ", "sword", "map"]
    roll(state, 2, 2)
    move_by(state, 2)
    choice = GAME.agent(0, 1, "normal").choose(GAME, state, GAME.legal_actions(state))
    assert choice == Buy(slot=1)


def test_easy_heads_for_a_card_whatever_the_odds_where_normal_heals():
    """Easy makes a beginner's mistake: at 1 hit point it draws a card in the Rune Vaults rather than heal."""
    state = new()
    state.pawns[0].hp = 1
    place(state, 0, "Lich's Library")
    stack(state, 3, "red_dragon", "lich")
    roll(state, 1, 2)
    healing = next(m for m in moves(state) if TRACK.kind(m.square) == "heal")
    drawing = next(m for m in moves(state) if TRACK.kind(m.square) == "draw")
    legal = GAME.legal_actions(state)
    assert GAME.agent(0, 1, "normal").choose(GAME, state, legal) == healing
    assert GAME.agent(0, 1, "easy").choose(GAME, state, legal) == drawing


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_normal_beats_the_random_player():
    result = simulate(GAME, [2], 30, seed=3, agents=["ai", "random"], rotate=True)
    assert result.errors == 0 and result.wins_by_agent["ai"] >= 24


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_normal_beats_easy():
    """Measured at two seats, rotating: Normal wins 1,652 of 2,000 against Easy (83%, seed 2027)."""
    result = simulate(GAME, [2], 30, seed=3, agents=["normal", "easy"], rotate=True)
    assert result.errors == 0 and result.wins_by_agent["normal"] >= 21


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_hard_beats_normal():
    """The ladder's upper step (issue 27): Hard minds the cards put under the decks and weighs every landing;
    Normal, feeling strong, heads for a card with the bigger die. Hard wins 53 of these 80 games and 1,299 of
    2,000 at seed 2027; it must keep the issue's 60% (the full measure: boards/town.md)."""
    result = simulate(GAME, [2], 80, seed=5, agents=["hard", "normal"], rotate=True)
    assert result.errors == 0 and result.wins_by_agent["hard"] >= 48


@pytest.mark.soak   # a strength contest: dozens of whole games between computer players
def test_hard_beats_easy():
    result = simulate(GAME, [2], 30, seed=3, agents=["hard", "easy"], rotate=True)
    assert result.errors == 0 and result.wins_by_agent["hard"] >= 18


def test_in_the_town_at_the_start_of_its_turn_it_buys_what_is_worth_its_price_then_rolls():
    state = new()
    state.pawns[0].silver = 12
    state.shop = ["writ", "sword", "map"]
    agent = GAME.agent(0, 1, "normal")
    for _ in range(20):
        choice = agent.choose(GAME, state, GAME.legal_actions(state))
        GAME.apply(state, choice)
        if isinstance(choice, Roll):
            break
    assert "sword" in state.pawns[0].equipment and state.phase == "move"


def test_every_strength_leaves_the_town_shop_and_rolls():
    for strength in ("easy", "normal", "hard"):
        state = new()
        state.pawns[0].silver = 40
        agent = GAME.agent(0, 1, strength)
        for _ in range(30):
            choice = agent.choose(GAME, state, GAME.legal_actions(state))
            GAME.apply(state, choice)
            if isinstance(choice, Roll):
                break
        assert state.phase == "move", strength


def test_it_values_chain_mail_and_a_wooden_shield_by_the_damage_they_stop():
    """Chain Mail early in the game is worth its price; a Wooden Shield is worth more the fewer hit points
    the pawn has left (appraise.py)."""
    state = new(3)
    state.pawns[0].silver = 10
    state.shop = ["mail", "writ", "map"]
    assert GAME.agent(0, 1, "normal").choose(GAME, state, GAME.legal_actions(state)) == Buy(slot=0)
    worth = []
    for hp in (5, 1):
        state.pawns[0].hp = hp
        a = Appraiser(GAME.view(state, 0), TRACK, 0, Weights())
        worth.append(a.item_value("shield") - 3 * a.coin)
    assert worth[0] < 0 < worth[1]


def trade_meeting(n, bob_items, bob_silver):
    """Ann (Sword, Dagger, Lantern) passes Bob; the computer plays both."""
    state = new(n)
    give(state, 0, "sword", "dagger", "lantern")
    give(state, 1, *bob_items)
    state.pawns[1].silver = bob_silver
    meet(state)
    agents = [GAME.agent(s, 1, "normal") for s in range(n)]
    chosen = []
    while state.phase in ("meet", "trade", "offer"):
        action = agents[state.to_act].choose(GAME, state, GAME.legal_actions(state))
        chosen.append(action)
        state.rng.force(6)
        act(state, action)
    return state, chosen


def test_it_offers_a_trade_both_gain_by_and_the_other_accepts_it():
    """Ann's Dagger adds nothing beside her Sword; Bob has no weapon: she swaps it for his Wooden Shield,
    and silver for an item is never more than its price in the Town."""
    state, chosen = trade_meeting(3, ["shield"], 2)
    assert ProposeTrade(target=1) in chosen and SendOffer() in chosen and Accept() in chosen
    assert CancelTrade() not in chosen
    assert "dagger" in state.pawns[1].equipment and "shield" in state.pawns[0].equipment
    assert state.pawns[0].silver - 3 <= 3                   # at most the Dagger's price


def test_it_offers_nothing_it_cannot_send_and_nothing_at_a_table_of_two():
    _, chosen = trade_meeting(3, ["shield", "boots", "amulet"], 10)   # no room for the Dagger
    assert CancelTrade() not in chosen
    _, chosen = trade_meeting(2, ["shield"], 2)                       # the rival's gain is my loss
    assert not any(isinstance(c, ProposeTrade) for c in chosen)
