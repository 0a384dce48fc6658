"""Issue 25: first-game pointers. The first decision of each kind a person meets in a game shows a line
beside where it is clicked, one at a time, closed by a click; once seen it never shows again for that person
(whatever the case and spacing of the name) and game, remembered in the data folder; one switch in Settings
turns them off for everyone; a data folder that cannot be read or written never stops the game."""

import json

import pytest

from game.engine import pointers, saves
from game.engine.pointers import Seen, person, pointer_words
from game.engine.registry import get_game, playable_ids
from game.ui.prefs import read_prefs
from game.ui.scenes.settings import SettingsScene
from game.ui.tabletop import coach
from game.ui.tabletop.coach import Note
from tests.toygame import Pass, Peek, Roll
from tests.ui.conftest import click, show
from tests.ui.tables import parts, thing
from tests.ui.test_hint_button import HintedToy, ask, toy_table

pytestmark = pytest.mark.usefixtures("toy_on_shelf")

WORDS = {"Roll": "Roll a die and move that far.", "Pass": "Let your turn go by.", "Peek": "Look at your bonus."}


@pytest.fixture(autouse=True)
def toy_words(monkeypatch):
    real = pointer_words
    monkeypatch.setattr(coach, "pointer_words", lambda game: WORDS if game.id == "toy" else real(game))


def table(app, monkeypatch, name="Ada", kinds=("human", "computer")):
    scene = toy_table(app, monkeypatch, *kinds)
    scene.session.config.seats[0].name = name
    scene.refresh()
    app.frame([], 1 / 60)
    return scene


def pointer(scene):
    notes = parts(scene, Note)
    assert len(notes) <= 1, "pointers show one at a time"
    return notes[0] if notes else None


def said(note) -> str:
    return " ".join(line for line, face in note.look.lines if face == "body")


def close(app, scene):
    click(app, pointer(scene).rect.center)


@pytest.mark.parametrize("game_id", playable_ids())
def test_every_kind_of_choice_of_every_game_has_a_line(game_id):
    game = get_game(game_id)
    words = pointer_words(game)
    kinds = {t.__name__ for t in game.action_types}
    assert set(words) == kinds
    assert all(len(line) <= 160 and "\n" not in line and line.endswith(".") for line in words.values())


def test_the_first_decision_of_each_kind_shows_one_pointer_beside_its_button_closed_by_a_click(app, monkeypatch):
    scene = table(app, monkeypatch)
    shown = []
    for _ in range(3):
        note = pointer(scene)
        shown.append(said(note))
        kind = next(k for k, line in WORDS.items() if line == said(note))
        target = thing(scene, ("choice", {"Roll": Roll(), "Pass": Pass(), "Peek": Peek()}[kind]))
        assert not note.rect.colliderect(target.rect) and note.rect.inflate(60, 60).colliderect(target.rect)
        close(app, scene)
        assert not scene.session.history   # a click on the pointer closes it and plays nothing
    assert sorted(shown) == sorted(WORDS.values()) and pointer(scene) is None
    saved = json.loads((saves.data_dir() / pointers.SEEN).read_text())
    assert sorted(saved["seen"]["toy"]["ada"]) == ["Pass", "Peek", "Roll"]


def test_playing_closes_the_pointer_and_it_is_seen(app, monkeypatch):
    scene = table(app, monkeypatch)
    first = said(pointer(scene))
    assert first == WORDS["Roll"]
    click(app, thing(scene, ("choice", Peek())).rect.center)   # (a peek: the turn goes on)
    app.frame([], 1 / 60)
    assert Seen.read().has("toy", "Ada", "Roll") and said(pointer(scene)) != first


def test_seen_is_remembered_per_person_whatever_the_case_and_spacing_and_per_game(app, monkeypatch):
    Seen().mark("toy", "Ada", "Roll")
    assert person("  ADA ") == person("ada") and person("Ada  Lovelace") == "ada lovelace"
    scene = table(app, monkeypatch, name=" aDa ")
    assert said(pointer(scene)) == WORDS["Pass"]
    other = table(app, monkeypatch, name="Bram")
    assert said(pointer(other)) == WORDS["Roll"]
    assert not Seen.read().has("dungeon", "Ada", "Roll")


def test_the_settings_switch_turns_them_off_for_everyone(app, monkeypatch):
    settings = show(app, SettingsScene(app))
    switch = next(w for w in settings.widgets if getattr(w, "label", "").startswith("First-game pointers"))
    click(app, switch.rect.center)
    assert app.prefs.pointers is False and read_prefs()[0].pointers is False
    app.stack.pop()
    app.stack.apply()
    for name in ("Ada", "Bram"):
        assert pointer(table(app, monkeypatch, name=name)) is None


def test_a_hint_shows_alone(app, monkeypatch):
    scene = toy_table(app, monkeypatch, game=HintedToy())
    assert pointer(scene) is not None
    ask(app, scene)
    assert said(pointer(scene)).startswith("Roll: you stand on")


def test_a_data_folder_that_cannot_be_written_or_read_is_survived(app, monkeypatch, tmp_path):
    def refuse(path, text):
        raise PermissionError(13, "Permission denied", str(path))
    monkeypatch.setattr(pointers, "atomic_write_text", refuse)
    scene = table(app, monkeypatch)
    close(app, scene)                                   # not kept in the folder: kept by the table
    assert said(pointer(scene)) != WORDS["Roll"] and not (saves.data_dir() / pointers.SEEN).exists()
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("DUNGEON_SHELF_HOME", str(tmp_path / "a-file" / "home"))   # no folder can be made
    assert Seen.read().seen == {} and Seen().mark("toy", "Ada", "Roll") is False
    assert pointer(table(app, monkeypatch)) is not None


def test_a_damaged_memory_counts_as_nothing_seen(app, monkeypatch):
    for junk in ("{not json", '{"seen": 3}', '{"seen": {"toy": {"ada": "Roll"}}}', "[]"):
        (saves.data_dir() / pointers.SEEN).write_text(junk)
        assert not Seen.read().has("toy", "Ada", "Roll")
        assert said(pointer(table(app, monkeypatch))) == WORDS["Roll"]
    assert Seen.read().mark("toy", "Ada", "Roll") and Seen.read().has("toy", "ada", "Roll")


def test_a_session_of_a_real_game_meets_its_first_pointer(app):
    from tests.ui.harness import open_table, session_for, until_person
    scene = open_table(app, session_for("doors", seats=3, seed=2))
    assert until_person(app, scene)
    note = pointer(scene)
    kinds = {type(a).__name__ for a in scene.shown.choices}
    assert note is not None and said(note) in {pointer_words(scene.game)[k] for k in kinds}



def test_the_first_pointer_of_a_dungeon_move_is_where_to_walk_and_end_the_turn_comes_after(app):
    from tests.ui.harness import open_table, session_for, take, until_person
    scene = open_table(app, session_for("dungeon", seats=2, seed=2))
    words = pointer_words(scene.game)
    for _ in range(20):
        assert until_person(app, scene)
        kinds = {type(a).__name__ for a in scene.shown.choices}
        if {"MoveTo", "EndTurn"} <= kinds:
            break
        take(app, scene, scene.shown.choices[0])
    assert said(pointer(scene)) == words["MoveTo"]   # (the main choice: twenty lit spaces against one button)
    close(app, scene)
    assert said(pointer(scene)) == words["EndTurn"]


def test_a_pointer_hidden_by_asking_for_a_hint_never_comes_back(app, monkeypatch):
    scene = toy_table(app, monkeypatch, game=HintedToy())
    assert said(pointer(scene)) == WORDS["Roll"]
    ask(app, scene)                  # the hint over it: the pointer was shown, the person moved on
    assert Seen.read().has("toy", "P0", "Roll")
    ask(app, scene)                  # the hint hidden again: the next kind's pointer, not the same one
    assert said(pointer(scene)) == WORDS["Pass"]


def test_no_pointer_shows_while_a_menu_is_open_and_picking_from_it_counts_as_moving_on(app, monkeypatch):
    from game.ui.tabletop.menu import Menu
    scene = table(app, monkeypatch)
    assert said(pointer(scene)) == WORDS["Roll"]
    scene.menu = Menu.at_point("Which?", [Peek(), Pass()], ["Peek", "Pass"], [None, None], (300, 200),
                               scene.screen.area)
    app.frame([], 1 / 60)
    assert pointer(scene) is None
    click(app, thing(scene, ("menu", 0)).rect.center)   # (a peek: the turn goes on)
    app.frame([], 1 / 60)
    assert Seen.read().has("toy", "Ada", "Roll") and said(pointer(scene)) != WORDS["Roll"]


def test_the_wilds_and_depths_move_pointer_speaks_of_the_square_it_stands_by(app):
    from tests.ui.harness import open_table, session_for, take, until_person
    scene = open_table(app, session_for("town", seats=2, seed=2))
    for _ in range(20):
        assert until_person(app, scene)
        if {type(a).__name__ for a in scene.shown.choices} == {"Move"}:
            break
        take(app, scene, next(a for a in scene.shown.choices if type(a).__name__ == "Roll"))
    kind, targets = next(scene.coach.pointers(scene.shown, scene.layout().things))
    line = said(pointer(scene))
    assert kind == "Move" and line == pointer_words(scene.game)["Move"]
    assert targets[0].key[0] == "place" and "lit square" in line and "by this die" not in line
