"""One moment at a time: the session keeps, for the seat at the screen, the view as of each event.

The screen draws view k-1 while event k animates, then view k; so the rules must emit each event right
after the change it tells. Random games of every game check that the last view kept equals the view after
the action, and per game that a moved pawn, a turned card or a moved die shows in the view kept at its own
event and not before it.
"""

from collections.abc import Callable

import pytest

from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Moment, Session
from game.engine.simulate import table_choices
from tests.toygame import GAME as TOY

GAMES = [TOY] + [load_game(i) for i in playable_ids()]


def sessions(game, games=6, seed=11):
    rng = Rng(seed=seed)
    for g in range(games):
        n = game.min_players + rng.below(game.max_players - game.min_players + 1)
        choices = table_choices(game, n, rng)
        options = {o.key: bool(rng.below(2)) for o in game.optional_rules}
        config = TableConfig(seats=[Seat(name=f"Seat {i}", kind="computer", choices=choices[i]) for i in range(n)],
                             options=options)
        yield Session(game, config, seed=g), rng


def played(game, steps=300):
    """(action's events, the moments kept, the view before the action, the view after it, the watcher)."""
    for session, rng in sessions(game):
        watcher = 0
        session.watch(watcher)
        opening = session.opening_moments()
        if opening:
            yield session.opening, opening, None, game.view(session.state, watcher), watcher
        for _ in range(steps):
            if session.outcome is not None:
                break
            before = game.view(session.state, watcher)
            events = session.play(rng.choice(session.legal()))
            yield events, session.moments, before, game.view(session.state, watcher), watcher
            # the screen watches whoever acts next (a spectator now and then)
            watcher = session.state.to_act if rng.below(5) else None
            session.watcher = watcher


@pytest.mark.heavy
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_last_view_kept_is_the_view_after_the_action(game):
    checked = 0
    for events, moments, _before, after, _watcher in played(game):
        assert [m.event for m in moments] == events
        if moments:
            assert moments[-1].view == after, f"{game.id}: after {type(events[-1]).__name__} the game changed again"
            checked += 1
    assert checked > 100


# --- per game: the thing an event tells shows in its own moment, not before ------------------------------
def _before_and_at(moments: list[Moment], before, k: int):
    return (moments[k - 1].view if k else before), moments[k].view


def dungeon_check(event, was, now) -> bool | None:
    from game.games.dungeon.events import MonsterRevealed, Moved
    if isinstance(event, Moved) and event.seat is not None:
        end = event.path[-1]
        return now.pawns[event.seat].space == end and was.pawns[event.seat].space != end
    if isinstance(event, MonsterRevealed) and now.lair(event.space) is not None:
        # turned up (or read out to everyone, for a spell thrown at it) at its own moment, not face up before
        top = now.guards(event.space)[0]
        earlier = was.guards(event.space)
        return top.card is not None and not (earlier and earlier[0].face_up)
    return None


def escape_check(event, was, now) -> bool | None:
    from game.games.escape.events import CardFlipped, Moved
    if isinstance(event, Moved) and event.seat is not None:
        end = event.path[-1]
        return now.hirelings[event.seat].square == end and was.hirelings[event.seat].square != end
    if isinstance(event, CardFlipped) and event.seat is not None:
        return len(now.hirelings[event.seat].front) == len(was.hirelings[event.seat].front) + 1
    return None


def delve_check(event, was, now) -> bool | None:
    from game.games.delve.events import DiceMoved, Rolled
    if isinstance(event, DiceMoved) and event.src == "party" and event.dst == "graveyard":
        return len(now.graveyard) == len(was.graveyard) + len(event.faces)
    if isinstance(event, Rolled) and not event.before and event.zone in ("party", "dungeon"):
        # the dice lie in their zone as the roll is shown (Dragons fly to the Lair by their own event after)
        return getattr(now, event.zone) == tuple(event.faces)
    return None


CHECKS: dict[str, Callable] = {"dungeon": dungeon_check, "escape": escape_check, "delve": delve_check}


@pytest.mark.heavy
@pytest.mark.parametrize("game_id", sorted(CHECKS))
def test_what_an_event_tells_shows_in_its_own_moment_and_not_before(game_id):
    game = load_game(game_id)
    if game is None:
        pytest.skip(f"{game_id} is not on the shelf")
    check = CHECKS[game_id]
    seen = 0
    for events, moments, before, _after, _watcher in played(game):
        for k, event in enumerate(events):
            was, now = _before_and_at(moments, before, k)
            verdict = check(event, was, now)
            if verdict is None:
                continue
            assert verdict, f"{game_id}: {event.text()} is not shown at its own moment (or shows before it)"
            seen += 1
    assert seen > 20


# --- hot-seat: the watcher's secrets leave with the decision -----------------------------------------------
@pytest.mark.parametrize("game_id", ["doors", "dungeon", "escape", "town", "delve"])
def test_once_the_decision_passes_to_another_person_the_moments_are_the_tables(game_id):
    """People at one screen: the moments of an action are the watcher's view until the decision passes to
    another person (a helper asked, the next turn's player); from that event on they are the table's, with no
    one's secrets and no one's "(you)", so no hand or peek is on the screen while the next person is called to
    it. A computer to act, or the watcher again, keeps the watcher's view."""
    game = load_game(game_id)
    n = min(3, game.max_players)
    rng = Rng(seed=7)
    config = TableConfig(seats=[Seat(name=f"P{i}", choices=c) for i, c in enumerate(table_choices(game, n, rng))])
    session = Session(game, config, seed=7)
    passed = kept = 0
    for _ in range(400):
        if session.outcome is not None:
            break
        watcher = session.to_act
        session.watch(watcher)
        session.play(rng.choice(session.legal()))
        let_go = False
        for m in session.moments:
            # (or the game is won: at the end everyone looks at the screen, and it stays the table's)
            let_go = let_go or m.to_act not in (None, watcher) or (m.seat is None and session.outcome is not None)
            assert m.seat == (None if let_go else watcher), (type(m.event).__name__, m.to_act, watcher)
            passed += let_go
            kept += not let_go
        if session.outcome is not None:
            assert session.moments[-1].seat is None, "the game's end is shown to the whole table"
    assert passed > 20 and kept > 20
