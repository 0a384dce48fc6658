"""One moment at a time: the view kept at an action's last event is the view after the action, for every
action of whole games (random and computer players, 2 to 6 seats), and a moved pawn is where its event says."""

import pytest

from game.engine.events import Moved
from game.engine.protocol import RandomAgent
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.games.town import GAME


def play_watched(n: int, seed: int, random: bool) -> int:
    seats = [Seat(name=f"S{i}", kind="computer") for i in range(n)]
    session = Session(GAME, TableConfig(seats=seats), seed, keep_undo=False)
    session.watch(seed % n)
    agent = RandomAgent(seed)
    checked = 0
    while session.outcome is None and checked < 500:
        legal = session.legal()
        action = agent.choose(GAME, session.state, legal) if random else session.computer_choice()
        events = session.play(action)
        assert events, f"{action} said nothing"
        assert session.moments[-1].view == session.view(session.watcher), f"after {action}"
        for moment in session.moments:
            if isinstance(moment.event, Moved):
                assert moment.view.pawns[moment.event.seat].square == moment.event.path[-1]
        checked += 1
    return checked


@pytest.mark.heavy
def test_the_last_moment_of_every_action_is_the_view_after_it():
    assert sum(play_watched(2 + k % 5, 100 + k, random=k % 2 == 0) for k in range(5)) >= 2000


def test_a_dies_landing_is_offered_only_while_that_die_may_still_be_chosen():
    """Issue "The table is a picture of one moment", item 2: after a die was chosen, the moments of the walk
    and of the card fought still offered the chosen die's landing from the new square ("5 · Spike Pit"
    after moving 5 to Misty Moor) and said "move by the 5". Every moment's view offers landings only when
    the moment is the game at rest waiting on the choice of a die, and then exactly the legal moves; no
    moment's words tell anyone to click (the computer's turn shows them too)."""
    from game.games.town.actions import Move
    checked = 0
    for k in range(4):
        seats = [Seat(name=f"S{i}", kind="computer") for i in range(2 + k)]
        session = Session(GAME, TableConfig(seats=seats), 40 + k, keep_undo=False)
        session.watch(None)
        while session.outcome is None and checked < 600 * (k + 1):
            session.play(session.computer_choice())
            moments = session.moments
            for i, moment in enumerate(moments):
                assert "click" not in moment.label.lower() and "click" not in moment.view.prompt.lower()
                landings = {(c.die, c.square) for c in moment.view.choices}
                if i < len(moments) - 1:
                    assert not landings, f"{moment.event.text()!r} still offers {landings} ({moment.label})"
                else:
                    legal = {(a.die, a.square) for a in session.legal() if isinstance(a, Move)}
                    assert landings == legal
            checked += 1
    assert checked >= 1000


def test_after_the_die_is_chosen_the_moments_say_the_move_under_way():
    """The walk and the square it ends on are shown as the move under way, with the die chosen."""
    from game.games.town.actions import Move, Roll
    seats = [Seat(name=n, kind="computer") for n in ("Ann", "Bob")]
    session = Session(GAME, TableConfig(seats=seats), 7)
    session.watch(None)
    while session.legal() != [Roll()]:
        session.play(session.computer_choice())
    session.play(Roll())
    rolled = session.moments[-1].view
    assert rolled.phase == "move" and rolled.choices and "move by the" in rolled.prompt
    move = next(a for a in session.legal() if isinstance(a, Move))
    session.play(move)
    walked = next(m for m in session.moments if isinstance(m.event, Moved))
    assert walked.view.phase == "moving" and not walked.view.choices
    assert walked.view.dice == (move.value,)
    assert walked.label == f"{walked.view.pawns[walked.event.seat].name} moves by the {move.value}"
    for moment in session.moments[:-1]:
        assert not moment.view.choices and "move by the" not in moment.label
