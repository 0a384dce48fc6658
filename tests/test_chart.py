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


def finished(game_id: str, seed: int, **options: bool) -> Session:
    game = load_game(game_id)
    n = max(game.min_players, min(2, game.max_players))
    choices = table_choices(game, n, Rng(seed=seed))
    config = TableConfig(seats=[Seat(name=f"S{i}", kind="computer", choices=choices[i]) for i in range(n)],
                         options=dict(options))
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
            if seat in game.chart_out(moment.view):   # (a seat out of the game: its line ends there)
                break
            if seat in values and turn != turn_before:
                assert (max(0, turn - 1), values[seat]) in line or turn - 1 < line[0][0]
                turn_before = turn
        last_turn, last_values = game.chart_point(seen[-1].view)
        if seat in last_values and seat not in chart.out:
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


def at_each_turn(session: Session, seat: int, number) -> list[tuple[int, int]]:
    """(rounds done, `number(view, seat)` of the seat's own view) as each round begins, and at the end."""
    seen, points, turn = every_moment(session, seat), [], None
    x = [session.game.chart_point(moment.view)[0] for moment in seen]
    for moment, at in zip(seen, x, strict=True):
        if at != turn:
            turn = at
            points.append((max(0, turn - 1), number(moment.view, seat)))
    return [*points, (x[-1], number(seen[-1].view, seat))]


def test_wilds_and_depths_charts_each_seats_silver_beside_its_skulls():
    session = finished("town", 4)
    chart = chart_of(session)
    assert chart.title == "Skulls (solid) and silver (dashed)"
    for seat, (line, second) in enumerate(zip(chart.lines, chart.seconds, strict=True)):
        assert [x for x, _ in second] == [x for x, _ in line]   # a silver point beside each skulls point
        silver = at_each_turn(session, seat, lambda view, seat: view.pawns[seat].silver)
        assert set(silver) <= set(second) and second[-1] == silver[-1]
        assert second[-1][1] == session.state.pawns[seat].silver
    assert len({v for second in chart.seconds for _, v in second}) > 3   # the silver comes and goes
    assert chart_of(finished("doors", 4)).seconds == ()   # a game with one number keeps one line a seat


def test_escape_without_the_fireball_charts_the_squares_still_to_go_to_the_exit():
    session = finished("escape", 4, fireball=False)
    chart = chart_of(session)
    assert chart.title == "Squares still to go to the exit"
    for seat, line in enumerate(chart.lines):
        to_go = at_each_turn(session, seat, lambda view, seat: view.hirelings[seat].steps_to_exit)
        assert set(to_go) <= set(line) and line[-1] == to_go[-1]
        assert line[0][1] > line[-1][1]   # every hireling got nearer the exit
    assert [line[-1][1] for line in chart.lines].count(0) == len(session.outcome.winners) == 1   # who got out
    assert chart_of(finished("escape", 4)).title == "Squares ahead of the fireball"


def test_a_burned_hirelings_line_ends_where_it_burns_not_flat_at_0_to_the_games_end():
    session = next(s for s in (finished("escape", seed) for seed in range(3, 12))
                   if any(h.status == "burned" for h in s.state.hirelings))
    chart = chart_of(session)
    burned = {s for s, h in enumerate(session.state.hirelings) if h.status == "burned"}
    assert chart.out == burned
    for seat in burned:
        mark = next(m for m in chart.marks if m.seat == seat and "burns" in m.words)
        assert chart.lines[seat][-1] == (mark.x, mark.value) and mark.x < chart.turns   # ends at its mark
    winner = session.outcome.winners[0]
    assert winner not in chart.out and chart.lines[winner][-1][0] == chart.turns


def test_the_charts_x_counts_what_the_table_counts_and_says_so():
    for game_id, count in (("escape", "round"), ("town", "round"), ("delve", "round"), ("dungeon", "turn")):
        session = finished(game_id, 4)
        chart = chart_of(session)
        assert chart.turns == getattr(session.state, count) == session.game.rounds(session.state), game_id
        assert chart.turns_word == "rounds" and session.game.progress(session.state) == f"round {chart.turns:g}"
    assert chart_of(finished("doors", 4)).turns_word == "turns"


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
