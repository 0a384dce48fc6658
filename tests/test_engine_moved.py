"""The engine's Moved event: a pawn's walk along the board, in words."""

from game.engine.events import Moved


def test_moved_says_how_far_and_where():
    assert Moved(who="Ann", path=(3, 4, 5), to_name="Wolf Wood").text() == "Ann moved 2 squares to Wolf Wood"
    assert Moved(who="Bo", path=(3, 4), to_name="Bogside").text() == "Bo moved 1 square to Bogside"
