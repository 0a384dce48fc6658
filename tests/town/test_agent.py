"""The computer player at three strengths: it plays only legal actions, chooses the die by the odds, and is
measured against the random player and against itself (the full measure: boards/town.md)."""

from game.engine.simulate import simulate
from game.games.town import GAME
from game.games.town.actions import Buy, Move, Roll
from tests.town.helpers import TRACK, move_by, moves, new, place, roll, stack


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


def test_normal_beats_the_random_player():
    result = simulate(GAME, [2], 30, seed=3, agents=["ai", "random"], rotate=True)
    assert result.errors == 0 and result.wins_by_agent["ai"] >= 24


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
