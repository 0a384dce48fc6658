"""Coins. Additional rule 4: "Gold coins are worth 5 silver coins. All references to X units of coins,
gold, or silver, refer to silver coins -- the gold coins are there for convenience when players have a lot
of coins.\""""

from game.games.town import GAME
from game.games.town.view import Coins, silver_in_coins
from tests.town.helpers import new


def test_silver_is_counted_and_shown_as_gold_and_silver_for_convenience():
    assert silver_in_coins(13) == Coins(gold=2, silver=3)
    assert silver_in_coins(4) == Coins(gold=0, silver=4)
    state = new()
    state.pawns[1].silver = 17
    bob = GAME.view(state, 0).pawns[1]
    assert bob.silver == 17 and bob.coins == Coins(gold=3, silver=2)
