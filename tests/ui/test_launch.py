"""From the command line to a session: seats that leave a choice open get a legal default."""

from game.engine.registry import load_game
from game.engine.seats import Seat
from game.ui.launch import new_session


def test_open_choices_default_to_values_still_free():
    """Escape allows each hireling piece once: seats without a choice get one piece each."""
    game = load_game("escape")
    seats = [Seat(name=n, kind="computer") for n in ("Ada", "Bram", "Cora")]
    seats[1].choices["hireling"] = game.seat_choices[0].values[0]
    session = new_session(game, seats, seed=3)
    pieces = [s.choices["hireling"] for s in session.config.seats]
    assert len(set(pieces)) == 3 and pieces[1] == game.seat_choices[0].values[0]
