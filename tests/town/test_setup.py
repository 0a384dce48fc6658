"""Set-up: the shop, the pawns on the town square, the first player. Rulebook, steps 1-3."""

from game.engine.events import DiceRolled, TurnBegan
from game.engine.rng import Rng
from game.games.town import GAME, content, setup
from tests.town.helpers import TOWN, TRACK, table


def forced_game(monkeypatch, n, *dice):
    """A new game whose set-up dice are `dice` (the shuffles stay random)."""
    monkeypatch.setattr(setup, "Rng", lambda seed: Rng(seed=seed, forced=list(dice)))
    state = GAME.new_game(table(n), seed=3)
    return state, state.drain()


def test_three_town_cards_are_placed_for_sale():
    """"Draw three cards from the Town deck (on the right side of the board), and place them above the deck
    in the outlined spaces. These cards indicate the items that are for sale in the Town.\""""
    state = GAME.new_game(table(3), seed=1)
    assert len(state.shop) == 3 and all(state.shop)
    assert len(state.town_deck) == len(content.town_cards()) - 3
    view = GAME.view(state, 0)
    assert [f.item for f in view.shop if f] == state.shop and view.town_deck == len(state.town_deck)
    assert GAME.load_board().marks_of_kind("for_sale") and GAME.load_board().marks_of_kind("town_deck")


def test_every_pawn_starts_on_the_town_square_at_the_bottom_right_corner():
    """"Each player chooses a colored figure and places it on the town square at the bottom-right corner of
    the board." Starting hit points and silver are the project's design (data/start.json)."""
    state = GAME.new_game(table(6), seed=1)
    kit = content.start()
    assert all(p.square == TOWN and p.hp == kit.hit_points and p.silver == kit.silver for p in state.pawns)
    town = TRACK.space(TOWN)
    assert all(TRACK.space(s).center[0] <= town.x + town.w and TRACK.space(s).center[1] <= town.y + town.h
               for s in TRACK.ring.order)


def test_the_highest_die_moves_first_and_play_goes_round_the_table(monkeypatch):
    """"Each player rolls a die to see who moves first.\""""
    state, events = forced_game(monkeypatch, 3, 2, 6, 4)
    first = [e for e in events if isinstance(e, DiceRolled)]
    assert [(e.seat, e.values) for e in first] == [(0, (2,)), (1, (6,)), (2, (4,))]
    assert state.to_act == 1 and state.order == [1, 2, 0] and state.phase == "roll"
    assert isinstance(events[-1], TurnBegan) and events[-1].seat == 1


def test_ties_roll_again_only_among_the_tied(monkeypatch):
    """"In the case of a tie, the tied players roll again." Only the tied: Ann's 3 does not roll again."""
    state, events = forced_game(monkeypatch, 3, 3, 5, 5, 4, 4, 2, 6)
    rolled = [(e.seat, e.values[0]) for e in events if isinstance(e, DiceRolled)]
    assert rolled == [(0, 3), (1, 5), (2, 5), (1, 4), (2, 4), (1, 2), (2, 6)]
    assert state.to_act == 2 and state.order == [2, 0, 1]
    assert any("tie on 5 and roll again" in e.text() for e in events)
