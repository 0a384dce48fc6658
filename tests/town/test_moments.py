"""One moment at a time: the view kept at an action's last event is the view after the action, for every
action of whole games (random and computer players, 2 to 6 seats), and a moved pawn is where its event says."""

from game.engine.agents import RandomAgent
from game.engine.events import Moved
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


def test_the_last_moment_of_every_action_is_the_view_after_it():
    assert sum(play_watched(2 + k % 5, 100 + k, random=k % 2 == 0) for k in range(5)) >= 2000
