"""Issue 24 on the screen: the chart beside the results at every game's end (a turning moment named under the
pointer), at the end of Watch again, and the Records screen from the menu (a name removed after asking
twice; a game kept when it ends at its table, not when a finished game is opened)."""

from __future__ import annotations

import pygame

from game.engine import saves
from game.engine.records import Records
from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.tools.screenshot import screenshot
from game.ui.chart import ChartScene
from game.ui.launch import open_save, table_scene
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.records import RecordsScene
from tests.test_records import game_of
from tests.ui.conftest import button, click, note_words, run, show


def ended_at_the_table(app, game_id="doors", seed=3, names=("Ada", "Bram", "Cora")):
    """A game whose last move is played at the table: the game-over screen opens on it."""
    config = TableConfig(seats=[Seat(name=n, kind="computer") for n in names])
    whole = Session(load_game(game_id), config, seed, keep_undo=False)
    while whole.outcome is None:
        whole.play(whole.computer_choice())
    *before, action = whole.history
    session = Session(whole.game, config, seed)
    for done in before:
        session.play(done)
    table = show(app, table_scene(app, session))
    table.play(action)
    over_on_top(app)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    return table, over


def over_on_top(app, seconds=60):
    """Frames until the game-over screen opens (at most `seconds` of them)."""
    for _ in range(int(seconds * 30)):
        if isinstance(app.stack.top, GameOverScene):
            return
        run(app, 1 / 30)


def test_the_game_over_screen_names_the_turning_moment_under_the_pointer(app, monkeypatch):
    table, over = ended_at_the_table(app)
    assert over.chart.making                         # made in the spare time of the frames, not at once
    seen = note_words(monkeypatch, [])
    app.draw(app.screen)
    assert "Drawing how the game went…" in seen
    app.spare(10.0)
    chart = over.chart.picture
    assert chart is not None and chart.chart.marks
    assert over.box.contains(chart.rect) and not any(chart.rect.colliderect(w.rect) for w in over.widgets)
    assert chart.rect.left >= over.results_box.right
    mark, point = chart.marks[-1]
    seen.clear()
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.draw(app.screen)
    assert chart.hover is mark and mark.words in " ".join(seen)
    seen.clear()
    away = (chart.rect.x + 2, chart.rect.y + 2)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.draw(app.screen)
    assert chart.hover is None and mark.words not in " ".join(seen)


def test_a_game_ended_at_the_table_is_kept_once_and_a_finished_game_opened_adds_nothing(app):
    table, over = ended_at_the_table(app, "escape", 4, ("Ada", "Bram"))
    book = Records().book()
    assert book.games == 1 and book.computers["normal"]["escape"].played == 2
    path = saves.saves_dir() / "opened.json"
    saves.save_session(table.session, path)
    (saves.data_dir() / "records.sqlite3").unlink()        # opened again: nothing is written (the file is not
    open_save(app, path)                                   # made again by the game-over screen either)
    app.stack.apply()
    over_on_top(app)
    app.spare(10.0)
    assert isinstance(app.stack.top, GameOverScene) and app.stack.top.chart.picture is not None   # the chart
    assert not (saves.data_dir() / "records.sqlite3").exists()


def test_watching_a_finished_game_to_its_end_closes_with_its_chart(app):
    session = Session(load_game("escape"), TableConfig(seats=[Seat(name=n) for n in ("Ada", "Bram")]), 6)
    while session.outcome is None:
        session.play(session.computer_choice())
    from game.ui.tabletop.replay import Replay
    replay = show(app, Replay(app, session))
    replay.speed = 8
    run(app, 400)
    top = app.stack.top
    app.spare(10.0)
    assert isinstance(top, ChartScene) and top.chart.picture.chart.names == ("Ada", "Bram")
    assert top.box.contains(top.chart.rect) and not top.chart.rect.colliderect(button(top, "Close").rect)
    click(app, button(top, "Close").rect.center)
    app.stack.apply()
    assert app.stack.top is replay


def test_the_records_screen_opens_from_the_menu_and_removes_a_name_after_asking_twice(app, monkeypatch):
    Records().add(game_of("a", "dungeon", names=("Ada", "Bram"), score=1200), game_of("b", names=("ada", "Hal"),
                                                                                     strengths=("", "hard")))
    menu = show(app, MenuScene(app))
    click(app, button(menu, "Records").rect.center)
    app.stack.apply()
    screen = app.stack.top
    assert isinstance(screen, RecordsScene) and screen.who == "ada"
    seen = note_words(monkeypatch, [])
    app.draw(app.screen)
    assert {"Dungeon!", "Escape from Rovert's Lair", "Hard", "Biggest hoard carried out",
            "1,200 gold pieces, ada"} <= set(seen)
    # the Hard computer lost its one game: no "0% won; best at …" (the auditor's), there is no best of none
    assert "no game won yet" in seen and not any("best at" in t for t in seen), seen
    click(app, button(screen, "Remove name").rect.center)
    app.stack.apply()
    first = button(app.stack.top, "Remove").rect
    click(app, first.center)
    app.stack.apply()
    assert isinstance(app.stack.top, MessageScene) and "Really" in app.stack.top.title
    assert "ada" in Records().book().people                   # asked once: nothing is gone yet
    assert not button(app.stack.top, "Remove for good").rect.colliderect(first)   # a double click removes nothing
    click(app, button(app.stack.top, "Remove for good").rect.center)
    app.stack.apply()
    assert app.stack.top is screen and screen.who == "Bram" and "ada" not in Records().book().people


def test_the_records_screen_names_the_deepest_delve_among_dice_delves_records(app, monkeypatch):
    from dataclasses import replace
    delve = game_of("d", "delve", names=("Ada", "Bram"))
    Records().add(replace(delve, seats=tuple(replace(s, feat=7 - 3 * i) for i, s in enumerate(delve.seats))))
    show(app, RecordsScene(app))
    seen = note_words(monkeypatch, [])
    app.draw(app.screen)
    assert {"Deepest delve", "level 7, Ada"} <= set(seen)


def test_the_records_screenshot_reads_the_data_folder_and_writes_nothing_there(tmp_path, monkeypatch):
    out = screenshot("records", tmp_path / "none.png")
    assert out.exists() and not (saves.data_dir() / "records.sqlite3").exists()
    Records().add(game_of("a", names=("Ada", "Bram")))
    kept = (saves.data_dir() / "records.sqlite3").read_bytes()
    seen = note_words(monkeypatch, [])
    out = screenshot("records", tmp_path / "records.png")
    assert pygame.image.load(str(out)).get_size() == (1280, 720) and "Ada" in seen
    assert (saves.data_dir() / "records.sqlite3").read_bytes() == kept


def test_a_finished_games_end_screen_draws_with_its_chart(tmp_path):
    out = screenshot("gameover:escape", tmp_path / "over.png", seed=2)
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_damaged_records_are_made_again_from_the_saves_a_save_at_a_time_on_the_screen(app, monkeypatch):
    from tests.test_records import played_to_end
    for seed in (3, 4, 5):
        saves.save_session(played_to_end(seed=seed), saves.saves_dir() / f"finished-{seed}.json")
    (saves.data_dir() / "records.sqlite3").write_bytes(b"not a database at all")
    screen = show(app, RecordsScene(app))
    assert screen.making is not None and screen.read == (1, 3)     # the screen is up; the saves still read
    seen = note_words(monkeypatch, [])
    app.draw(app.screen)
    assert any(line.startswith("Making the records again") for line in seen)
    app.spare(10.0)
    assert screen.making is None and screen.book.games == 3 and sorted(screen.book.people) == ["Ada", "Bram"]
    assert "made again from the saves of 3 finished games" in screen.book.note
    assert Records()._sound() is not None


def drawn_lines(monkeypatch) -> list[str]:
    """Every line of words drawn as a paragraph's line or a text, in order."""
    from game.ui import assets
    seen, real = [], assets.text

    def text(face, size, content, colour, *args, **kw):
        seen.append(content)
        return real(face, size, content, colour, *args, **kw)
    monkeypatch.setattr(assets, "text", text)
    return seen


REASON = ("Mia ends the three delves with 4: Dungeon Tourist — you saw the dungeon and lived to tell of it. "
          "This is your first recorded game, and so your personal best.")


def test_a_long_reason_at_the_game_over_shows_whole(app, monkeypatch):
    from dataclasses import replace
    table, over = ended_at_the_table(app, "delve", 3, ("Mia",))
    over.outcome = replace(over.outcome, reason=REASON)
    seen = drawn_lines(monkeypatch)
    over.draw(app.screen)
    assert "your personal best." in " ".join(seen) and "lived to tell of it." in " ".join(seen)


def test_a_long_reason_in_the_tables_side_heading_shows_whole(app, monkeypatch):
    from game.ui.tabletop.layout import SIDE_W
    from game.ui.tabletop.panel import Header, paint_header
    seen = drawn_lines(monkeypatch)
    paint_header(app.screen, pygame.Rect(1280 - SIDE_W, 0, SIDE_W, 108), Header(None, "Game over", REASON),
                 app.palette)
    assert " ".join(seen[1:]) == REASON


def test_the_game_over_heads_the_scores_with_what_they_count(app, monkeypatch):
    table, over = ended_at_the_table(app, "escape", 4, ("Ada", "Bram"))
    seen = note_words(monkeypatch, [])
    app.draw(app.screen)
    assert "squares climbed" in seen


def test_the_records_say_what_a_score_and_a_shortest_win_count_and_keep_no_shortest_delve(app, monkeypatch):
    Records().add(game_of("a", "escape", names=("Ada", "Bram"), score=26, turns=24),
                  game_of("d", "delve", names=("Ada", "Bram"), turns=3))
    screen = show(app, RecordsScene(app))
    screen.who = "Ada"
    seen = note_words(monkeypatch, [])
    app.draw(app.screen)
    assert {"squares climbed", "points", "24 rounds, Ada"} <= set(seen)
    assert seen.count("Shortest win") == len(screen.games) - 1 and "3 rounds, Ada" not in seen


def test_the_longest_title_is_drawn_whole_at_its_size_in_the_records(app, monkeypatch):
    from game.ui import draw
    Records().add(game_of("a", "escape", names=("Ada", "Bram")))
    show(app, RecordsScene(app))
    sizes, real = [], draw.text

    def text(surface, content, pos, **kw):
        if content == "Escape from Rovert's Lair":
            sizes.append(draw.fitted(kw.get("face", "body"), kw["size"], content, kw["max_width"]))
        return real(surface, content, pos, **kw)
    monkeypatch.setattr(draw, "text", text)
    app.draw(app.screen)
    assert len(sizes) == 2 and all(size == (20, "Escape from Rovert's Lair") for size in sizes)


def test_the_remove_names_tooltip_is_not_drawn_over_its_asking(app, monkeypatch):
    Records().add(game_of("a", names=("Ada", "Bram")))
    screen = show(app, RecordsScene(app))
    remove = button(screen, "Remove name")
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=remove.rect.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    seen = note_words(monkeypatch, [])
    app.draw(app.screen)
    assert "Take this name out of the records (you are asked twice)" in " ".join(seen)
    click(app, remove.rect.center)
    app.stack.apply()
    seen.clear()
    app.draw(app.screen)
    assert "asked twice" not in " ".join(seen) and "Remove Ada from the records?" in seen
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 1 / 60)
    app.stack.apply()
    click(app, remove.rect.center)
    app.stack.apply()
    click(app, button(app.stack.top, "Remove").rect.center)
    app.stack.apply()
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 1 / 60)   # Keep
    app.stack.apply()
    assert app.stack.top is screen and "Ada" in Records().book().people
