"""Issue 26, item 1: a save whose table lists hundreds or thousands of seats. It is refused in words (the
game cannot seat it) before anything draws its names: the Load screen lists it at once as a save that
cannot be opened, Continue is not offered for it, `play --load` refuses it; and text that does not fit is
fitted by measuring, never by rendering every length of it."""

from __future__ import annotations

import time

import pygame
import pytest

from game.cli import main
from game.engine import saves
from game.engine.registry import load_game
from game.engine.rng import Rng
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.engine.simulate import table_choices
from game.ui import assets, draw
from game.ui.app import App
from game.ui.prefs import Prefs
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene

from .conftest import peak_mb
from .many import seats_save, unique_names

SEATS = (200, 500, 2000)


@pytest.fixture
def app():
    application = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    yield application
    pygame.quit()


def rendered(monkeypatch) -> list[tuple[str, int]]:
    """Every line rendered (its words and its width in pixels), however it is drawn."""
    seen: list[tuple[str, int]] = []
    real = assets.text

    def text(face, size, content, colour):
        img = real(face, size, content, colour)
        seen.append((content, img.get_width()))
        return img
    monkeypatch.setattr(assets, "text", text)
    return seen


@pytest.mark.parametrize("n", SEATS)
def test_the_load_screen_lists_a_save_of_hundreds_of_seats_as_one_it_cannot_open(app, n, monkeypatch):
    path = seats_save(saves.saves_dir() / f"autosave-escape-{n}.json", n)
    before = path.read_bytes()
    seen = rendered(monkeypatch)
    start_mb = peak_mb()
    t = time.perf_counter()
    app.stack.push(MenuScene(app))
    app.stack.apply()
    load = LoadScene(app)
    app.stack.push(load)
    app.stack.apply()
    app.frame([], 1 / 60)
    seconds = time.perf_counter() - t
    rows = [w for w in load.widgets if hasattr(w, "info")]
    assert len(rows) == 1 and not rows[0].enabled
    assert rows[0].info.seats == () and f"is for 2–6 players, not {n:,}" in rows[0].info.error
    assert not any(name in content for content, _ in seen for name in unique_names(n)[:3]), \
        "a name of the table was drawn"
    assert max(w for _, w in seen) <= 1280 and max(len(c) for c, _ in seen) < 400
    assert seconds < 10 and peak_mb() - start_mb < 100, (seconds, peak_mb() - start_mb)
    assert path.read_bytes() == before
    print(f"\n{n} seats: the Load screen in {seconds:.2f} s")


def test_continue_is_not_offered_for_it_and_play_load_refuses_it(app, capsys):
    path = seats_save(saves.saves_dir() / "autosave-escape-2000.json", 2000)
    menu = MenuScene(app)
    app.stack.push(menu)
    app.stack.apply()
    app.frame([], 1 / 60)
    assert not menu.continue_button.enabled
    assert "Escape from Rovert's Lair is for 2–6 players, not 2,000" in menu.continue_button.tooltip
    assert main(["play", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert "is for 2–6 players, not 2,000" in err and len(err.splitlines()) == 1


def test_a_table_of_the_most_seats_the_game_has_still_loads(app):
    """The bound is the game's own: 12 seats of Dungeon! of 16-letter names load and are listed."""
    game = load_game("dungeon")
    names = unique_names(game.max_players)
    choices = table_choices(game, len(names), Rng(seed=3))
    config = TableConfig(seats=[Seat(name=n, kind="computer", choices=c) for n, c in zip(names, choices, strict=True)])
    session = Session(game, config, 3)
    for _ in range(20):
        session.play(session.computer_choice())
    path = saves.saves_dir() / "autosave-dungeon-12.json"
    saves.save_session(session, path)
    info = saves.peek(path)
    assert info.error is None and len(info.seats) == 12
    assert len(saves.load_session(path).config.seats) == 12


def old_fit(face: str, size: int, content: str, max_width: int) -> tuple[int, str]:
    """What the text was fitted to before: every shorter start of it tried in turn (measured here, where it
    was rendered, so that only the answer is compared)."""
    if assets.width(face, size, content) <= max_width:
        return size, content
    s = draw.shrunk(face, size, content, max_width, assets.width(face, size, content))
    cut, shown = content, content
    while assets.width(face, s, shown) > max_width and len(cut) > 1:
        cut = cut[:-1]
        shown = cut.rstrip() + "…"
    return s, shown


@pytest.mark.parametrize("content", [
    "Ada, Bram", "Escape from Rovert's Lair · Ada, Bram, Cyd, Dora, Edda, Finn · round 12 · 214 moves",
    ", ".join(unique_names(12)), "W" * 300, "a b c d e f g h i j k l m n o p q r s t u v w x y z " * 6,
])
@pytest.mark.parametrize("max_width", [40, 200, 560])
def test_text_is_fitted_as_before(app, content, max_width):
    assert draw.fitted("body", 18, content, max_width) == old_fit("body", 18, content, max_width)


def test_a_line_of_two_thousand_names_is_fitted_in_a_moment_and_rendered_once(app, monkeypatch):
    line = ", ".join(unique_names(2000))   # 36,000 characters
    seen = rendered(monkeypatch)
    surface = pygame.Surface((1280, 720))
    start_mb = peak_mb()
    t = time.perf_counter()
    for size in (14, 16, 18):
        rect = draw.text(surface, line, (10, 10), size=size, colour=(200, 200, 200), max_width=560)
        assert rect.w <= 560
    seconds = time.perf_counter() - t
    # one line rendered a size (in white, then coloured from it: assets.text), each the cut that fits
    assert len({c for c, _ in seen}) == 3 and len(seen) <= 6, seen
    assert all(c.endswith("…") and len(c) < 200 for c, _ in seen), seen
    assert seconds < 2 and peak_mb() - start_mb < 50, (seconds, peak_mb() - start_mb)
