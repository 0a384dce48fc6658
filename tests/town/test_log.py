"""The log says every roll in words ("Ann rolled 5 against the Bog Hag's 4: beaten, 2 silver"), once."""

from game.engine.session import Session
from game.games.town import GAME
from game.games.town.actions import Roll
from tests.town.helpers import TRACK, draw_at, moves, new, place, stack, table


def test_a_fight_is_one_line_in_words():
    state = new()
    stack(state, 0, "bog_hag")
    place(state, 0, TRACK.ring.ahead(draw_at(0), -3))
    session = Session(GAME, table(2), 7, state=state)
    state.rng.force(3, 3)
    session.play(Roll())
    state.rng.force(5)
    session.play(moves(state)[0])
    log = session.log_for(0)
    assert "Ann rolled 3 and 3: choose one to move by" in log
    assert "Ann rolled 5 against the Bog Hag's 4: beaten, 2 silver" in log
    assert [line for line in log if "rolled 5" in line] == ["Ann rolled 5 against the Bog Hag's 4: beaten, 2 silver"]
