"""Issue 26, item 4: a thousand saves. Every game stays findable (Load lists them all, a page at a time, the
newest and oldest a click away, saying where the page is among how many; Continue finds a game in progress
under hundreds of newer ones), and each save's summary is read once: not at every return to the menu, nor
at the next start (the index in the data folder, which a damaged or hostile copy never misleads)."""

from __future__ import annotations

import json
import os
import time

import pygame
import pytest

from game.engine import files, saves, summaries
from game.engine.registry import load_game
from game.ui.app import App
from game.ui.prefs import Prefs
from game.ui.scenes.load import PER_PAGE, TABS, LoadScene, tab_of
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import click

from .bad_saves import base_session
from .conftest import peak_mb
from .many import many_saves, seats_save, unique_names

N = 1000


@pytest.fixture
def app():
    summaries.forget()   # a new run: nothing known but what the index says
    application = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    yield application
    pygame.quit()


@pytest.fixture(scope="module")
def thousand(tmp_path_factory):
    """1,000 saves, made once for the module and copied into each test's data folder."""
    folder = tmp_path_factory.mktemp("thousand")
    many_saves(folder, N)
    return folder


def place(thousand) -> list:
    target = saves.saves_dir()
    for path in thousand.iterdir():
        copy = target / path.name
        copy.write_bytes(path.read_bytes())
        st = path.stat()
        os.utime(copy, ns=(st.st_atime_ns, st.st_mtime_ns))
    return sorted(target.iterdir())


def reads(monkeypatch) -> list:
    """Every save file read (its JSON parsed), from now on."""
    seen = []
    real = files.read_json

    def read_json(path, limit, **kw):
        seen.append(os.path.basename(path))
        return real(path, limit, **kw)
    monkeypatch.setattr(files, "read_json", read_json)
    monkeypatch.setattr(saves, "read_json", read_json)
    monkeypatch.setattr(summaries, "read_json", read_json)
    return [seen]


def opened(app, scene):
    app.stack.push(scene)
    app.stack.apply()
    app.frame([], 1 / 60)
    while getattr(scene, "reading", False):
        app.frame([], 1 / 60)
    return scene


def every_page(app, load: LoadScene) -> dict[str, list]:
    """Each tab, page by page through the buttons a player clicks (Oldest, Older): the saves on its rows."""
    found: dict[str, list] = {}
    for tab, _ in TABS:
        load.show(tab)
        rows = []
        while True:
            app.frame([], 1 / 60)
            rows += [w.info.path for w in load.widgets if hasattr(w, "info")]
            older = next((w for w in load.widgets if getattr(w, "label", "") == "Older ›"), None)
            if older is None or not older.enabled:
                break
            click(app, older.rect.center)
        found[tab] = rows
    return found


def test_load_lists_every_one_of_a_thousand_saves(app, thousand):
    every = place(thousand)
    start_mb = peak_mb()
    t = time.perf_counter()
    opened(app, MenuScene(app))
    load = opened(app, LoadScene(app))
    seconds = time.perf_counter() - t
    assert len(load.all) == N
    found = every_page(app, load)
    assert sorted(p for rows in found.values() for p in rows) == every
    for tab, rows in found.items():   # newest first
        times = [p.stat().st_mtime for p in rows]
        assert times == sorted(times, reverse=True), tab
    counts = {tab: sum(tab_of(i) == tab for i in load.all) for tab, _ in TABS}
    labels = [w.label for w in load.widgets if getattr(w, "label", "").startswith(("In progress", "Finished"))]
    assert f"In progress ({counts['playing']:,})" in labels
    assert peak_mb() - start_mb < 150
    print(f"\nthe Load screen with {N:,} saves: {seconds:.2f} s")


def test_the_page_says_where_it_is_and_the_oldest_is_a_click_away(app, thousand):
    place(thousand)
    load = opened(app, LoadScene(app))
    playing = [i for i in load.all if tab_of(i) == "playing"]
    pages = (len(playing) + PER_PAGE - 1) // PER_PAGE
    assert load.page_line() == f"1–{PER_PAGE} of {len(playing):,} · page 1 of {pages}"
    oldest = next(w for w in load.widgets if getattr(w, "label", "") == "Oldest »")
    click(app, oldest.rect.center)
    rows = [w.info for w in load.widgets if hasattr(w, "info")]
    assert rows[-1] == playing[-1] and load.page_line().endswith(f"page {pages} of {pages}")
    for key, page in ((pygame.K_HOME, 0), (pygame.K_PAGEDOWN, 1), (pygame.K_END, pages - 1),
                      (pygame.K_PAGEUP, pages - 2)):
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 1 / 60)
        assert load.page == page
    app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 1 / 60)
    assert load.page == pages - 3


def test_continue_finds_a_game_in_progress_under_hundreds_of_newer_saves(app, tmp_path):
    """600 finished games and saved copies, all newer than the one game in progress (before: Load listed the
    newest 500 and Continue looked no further, so the game vanished)."""
    old = saves.saves_dir() / "autosave-escape-old.json"
    saves.save_session(base_session(load_game("escape")), old)
    os.utime(old, (time.time() - 10**6, time.time() - 10**6))
    for path in many_saves(tmp_path / "made", 600):   # every one finished, or a saved copy
        data = json.loads(path.read_text())
        data["finished"] = True
        (saves.saves_dir() / path.name).write_text(json.dumps(data))
    menu = opened(app, MenuScene(app))
    assert menu.continue_button.enabled and menu.continue_info.path == old
    load = opened(app, LoadScene(app))
    assert [i.path for i in load.all if tab_of(i) == "playing"] == [old]


def test_each_summary_is_read_once_not_at_every_return_to_the_menu(app, thousand, monkeypatch):
    every = place(thousand)
    [seen] = reads(monkeypatch)
    menu = opened(app, MenuScene(app))
    newest = max(every, key=lambda p: p.stat().st_mtime).name
    # Continue read the index (none yet) and only the newest game in progress: its summary, then its moves
    assert seen == [summaries.INDEX, newest, newest], seen
    opened(app, LoadScene(app))   # Load: every other save, once
    assert sorted(seen[3:]) == sorted(p.name for p in every if p.name != newest)
    seen.clear()
    for _ in range(3):   # back to the menu, and Load again: nothing read
        app.stack.pop()
        app.stack.apply()
        app.frame([], 1 / 60)
        assert app.stack.top is menu
        opened(app, LoadScene(app))
    assert seen == [], seen


def test_the_next_start_reads_the_index_not_the_saves(app, thousand, monkeypatch):
    every = place(thousand)
    opened(app, MenuScene(app))
    opened(app, LoadScene(app))
    assert (saves.data_dir() / summaries.INDEX).exists()
    summaries.forget()   # the app closed and opened again
    [seen] = reads(monkeypatch)
    opened(app, MenuScene(app))
    load = opened(app, LoadScene(app))
    assert seen == [summaries.INDEX] and len(load.all) == N
    # a save changed since: it alone is read again
    changed = every[10]
    data = json.loads(changed.read_text())
    data["saved_at"] = "2030-01-01 10:00:00"
    changed.write_text(json.dumps(data))
    os.utime(changed, (time.time() - 60, time.time() - 60))   # (a file changed this second is read each time)
    summaries.forget()
    seen.clear()
    load = opened(app, LoadScene(app))
    assert sorted(seen) == sorted([summaries.INDEX, changed.name])
    assert next(i for i in load.all if i.path == changed).saved_at == "2030-01-01 10:00:00"


def index_of_saves(entries: dict) -> str:
    from game import __version__
    return json.dumps({"format": summaries.FORMAT, "app": __version__, "saves_version": saves.VERSION,
                       "saves": entries})


@pytest.mark.parametrize("damage", ["binary", "nested", "huge-number", "not-a-dict", "seats-2000", "seats-wrong",
                                    "name-nul", "unknown-game", "error-huge", "wrong-id", "wrong-types"])
def test_a_damaged_or_hostile_index_is_ignored_entry_by_entry(app, damage):
    """The index is only a memory: nothing in it is drawn unchecked; a bad entry is read from its save."""
    path = saves.saves_dir() / "autosave-escape-1.json"
    saves.save_session(base_session(load_game("escape")), path)
    ident = list(summaries.identity(path))
    good = {"id": ident, "game": "escape", "saved_at": "x", "seats": ["Ann", "Bob"], "actions": 12, "progress": "",
            "finished": False, "error": None, "replays": None}
    entries = {"binary": None, "nested": None, "huge-number": None, "not-a-dict": {"autosave-escape-1.json": []},
               "seats-2000": {path.name: dict(good, seats=unique_names(2000))},
               "seats-wrong": {path.name: dict(good, seats=[7, None])},
               "name-nul": {path.name: dict(good, seats=["A\x00", "Bob"])},
               "unknown-game": {path.name: dict(good, game="chess")},
               "error-huge": {path.name: dict(good, game="?", seats=[], error="x" * 100_000)},
               "wrong-id": {path.name: dict(good, id=[1, 2, 3, 4, 5], seats=["Evil", "Twin"])},
               "wrong-types": {path.name: dict(good, actions="many", finished="no")}}[damage]
    raw = {"binary": bytes(range(256)) * 10, "nested": b"[" * 100_000,
           "huge-number": b'{"saves": ' + b"9" * 5000 + b"}"}.get(damage) or index_of_saves(entries).encode()
    (saves.data_dir() / summaries.INDEX).write_bytes(raw)
    summaries.forget()
    menu = opened(app, MenuScene(app))
    load = opened(app, LoadScene(app))
    [info] = load.all
    assert info.error is None and info.seats == ("Ann", "Bob") and info.actions == 12, info
    assert menu.continue_button.enabled


def test_a_big_index_entry_for_a_save_of_hundreds_of_seats_never_reaches_the_screen(app):
    path = seats_save(saves.saves_dir() / "autosave-escape-2000.json", 2000)
    opened(app, LoadScene(app))   # read, refused, kept in the index with its error
    text = (saves.data_dir() / summaries.INDEX).read_text()
    assert "Seatbaaa" not in text and len(text) < 2000
    summaries.forget()
    [info] = opened(app, LoadScene(app)).all
    assert info.path == path and "not 2,000" in info.error


def test_the_load_screen_shows_its_progress_and_answers_while_it_reads(app, thousand, monkeypatch):
    place(thousand)
    monkeypatch.setattr(LoadScene, "FIRST_READ", 0.0)
    monkeypatch.setattr(LoadScene, "READ_PER_FRAME", 0.0)   # a save a frame
    menu = opened(app, MenuScene(app))
    seen = []
    from game.ui import draw
    real = draw.text
    monkeypatch.setattr(draw, "text", lambda surface, content, pos, **kw: seen.append(content) or real(
        surface, content, pos, **kw))
    load = LoadScene(app)
    app.stack.push(load)
    app.stack.apply()
    for _ in range(20):
        app.frame([], 1 / 60)
    assert load.reading and any(line.startswith(f"Reading {N:,} saves: ") for line in seen), seen[-5:]
    back = next(w for w in load.widgets if getattr(w, "label", "") == "Back")
    click(app, back.rect.center)
    assert app.stack.top is menu
