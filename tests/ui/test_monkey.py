"""A random player clicks through the whole app (menus, set-ups, every playable game) without an error."""

import pytest

from game.tools.monkey import monkey


def test_random_clicks_find_no_error():
    sent, error = monkey(seconds=6, seed=3)
    assert error is None, error
    assert sent > 150   # it ran through the app (how fast is the benchmark's business, not a test's)


@pytest.mark.heavy
def test_bench_measures_the_app():
    from game.tools.bench import bench_ui
    data = bench_ui(["delve"], frames=5, memory=False, clicks=3)   # a few of each: what is measured, not how well
    assert data["menu_frame_ms"] > 0
    for size in ("1280x720", "1920x1080"):
        row = data["frames"][size]
        assert row["bare_ms"] > 0 and row["delve_pointer"]["p99_ms"] >= row["delve_pointer"]["p50_ms"] > 0
        assert row["delve_click"]["p50_ms"] > 0 and row["delve_animating"]["p50_ms"] > 0


def test_bench_times_the_start_against_a_bare_pygame_program():
    from game.tools.bench import bench_start
    data = bench_start(1)
    assert data["app_start_ms"] > 0 and data["bare_start_ms"] > 0
    assert data["start_x_bare"] == round(data["app_start_ms"] / data["bare_start_ms"], 2)
