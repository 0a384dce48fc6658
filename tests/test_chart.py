"""Issue 24, the chart at a game's end: each seat's line holds its number from its own view as each turn
begins and at the end, the moments that turned the game lie on the lines, and the chart made from the few
moments a replay keeps is the chart made from every moment a watching session records."""

from __future__ import annotations

import pytest

from game.engine.chart import build, chart_of, moments
from game.engine.registry import load_game, playable_ids
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices


def finished(game_id: str, seed: int) -> Session:
    game = load_game(game_id)
    n = max(game.min_players, min(2, game.max_players))
    choices = table_choices(game, n, Rng(seed=seed))
    config = TableConfig(seats=[Seat(name=f"S{i}", kind="computer", choices=choices[i]) for i in range(n)])
    session = Session(game, config, seed, keep_undo=False)
    while session.outcome is None:
        session.play(session.computer_choice())
    return session


def every_moment(session: Session, seat: int) -> list:
    """Every moment of the game as `seat` sees it, recorded by a session watching it, action by action."""
    watched = Session(session.game, session.config, session.seed, keep_undo=False)
    watched.watch(seat)
    kept = list(watched.opening_moments())
    for action in session.history:
        watched.play(action)
        kept += watched.moments
    return kept


@pytest.mark.parametrize("game_id", playable_ids())
def test_each_seats_line_holds_its_views_number_as_each_turn_begins_and_at_the_end(game_id):
    session = finished(game_id, 4)
    game, chart = session.game, chart_of(session)
    assert chart is not None and chart.title == game.chart_title
    for seat in range(len(session.config.seats)):
        line = chart.lines[seat]
        seen = every_moment(session, seat)
        turn_before = None
        for moment in seen:
            turn, values = game.chart_point(moment.view)
            if seat in values and turn != turn_before:
                assert (max(0, turn - 1), values[seat]) in line or turn - 1 < line[0][0]
                turn_before = turn
        last_turn, last_values = game.chart_point(seen[-1].view)
        if seat in last_values:
            assert line[-1] == (last_turn, last_values[seat])
        assert [x for x, _ in line] == sorted(x for x, _ in line)


@pytest.mark.parametrize("game_id", playable_ids())
def test_the_chart_of_a_replays_few_moments_is_the_chart_of_every_moment(game_id):
    session = finished(game_id, 5)
    names = tuple(s.name for s in session.config.seats)
    quick = chart_of(session)
    for seat in range(len(names)):
        full = build(session.game, every_moment(session, seat), names)
        assert full.lines[seat] == quick.lines[seat]
        assert [m for m in full.marks if m.seat == seat] == [m for m in quick.marks if m.seat == seat]


def test_levels_and_skulls_end_at_the_scores():
    for game_id in ("doors", "town"):
        session = finished(game_id, 6)
        chart = chart_of(session)
        assert {s: line[-1][1] for s, line in enumerate(chart.lines)} == session.outcome.scores


def test_turning_moments_lie_on_their_seats_lines_and_are_named():
    marked = 0
    for game_id in playable_ids():
        session = finished(game_id, 3)
        chart = chart_of(session)
        for mark in chart.marks:
            assert (mark.x, mark.value) in chart.lines[mark.seat] and mark.words
            marked += 1
    assert marked >= 5


def test_a_replay_keeps_views_only_where_the_chart_needs_them():
    session = finished("town", 4)
    kept = list(moments(session.game, session.config, session.seed, session.history))
    assert len(kept) < 0.5 * len(every_moment(session, 0))


def test_simulate_draws_its_win_shares_and_game_lengths_as_a_picture(tmp_path, capsys):
    import pygame

    from game.cli import main
    out = tmp_path / "run.png"
    assert main(["simulate", "escape", "--games", "4", "--players", "2", "--chart", str(out)]) == 0
    assert f"wrote {out}" in capsys.readouterr().out
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1280, 720)
    assert len({picture.get_at((x, 600))[:3] for x in range(60, 1220, 10)}) > 1   # the lengths' bars are drawn
