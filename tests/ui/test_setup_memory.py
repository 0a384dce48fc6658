"""Issue 14: "The set-up remembers the last table (names, people and computers, choices, optional rules) for each
game." Kept in the user's data folder with the settings, written atomically, read defensively: a damaged file
is ignored with a message, never a crash."""

import json

import pygame
import pytest

from game.engine.registry import get_game, playable_ids
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import button, click, show


def type_text(app, text):
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text], 1 / 60)


def widgets_of(setup, kind):
    return [w for w in setup.widgets if type(w).__name__ == kind]


def set_a_table(app, setup):
    """Three seats, the second renamed and played by a person, the first pawn and an optional rule changed."""
    click(app, widgets_of(setup, "Picker")[0].right.center)          # 3 seats
    click(app, widgets_of(setup, "TextBox")[1].rect.center)
    type_text(app, "Mireille")
    kind = [p for p in widgets_of(setup, "Picker") if p.values == ["human", "computer"]][1]
    click(app, kind.left.center)                                      # seat 2: a person
    pawn = [p for p in widgets_of(setup, "Picker") if "Elf" in p.values][0]
    click(app, pawn.right.center)
    click(app, widgets_of(setup, "Toggle")[0].rect.center)
    return setup.config()


def test_the_set_up_opens_on_the_table_last_started_for_that_game(app, private_home):
    setup = show(app, SetupScene(app, get_game("dungeon")))
    wanted = set_a_table(app, setup)
    click(app, setup.start.rect.center)
    app.stack.apply()
    assert (private_home / "tables.json").is_file()
    again = SetupScene(app, get_game("dungeon"))
    got = again.config()
    assert [(s.name, s.kind, s.choices) for s in got.seats] == [(s.name, s.kind, s.choices) for s in wanted.seats]
    assert got.options == wanted.options and got.seats[1].name == "Mireille" and again.count == 3
    other = SetupScene(app, get_game("escape"))   # a game never set before: the last table's people sit down
    assert [(s.name, s.kind) for s in other.config().seats[:2]] == [("Ada", "human"), ("Mireille", "human")]
    other.remember()
    again = SetupScene(app, get_game("dungeon"))                      # each game keeps its own table
    assert [s.name for s in again.config().seats] == [s.name for s in wanted.seats]


def test_a_persons_name_carries_to_a_game_never_set_before_and_no_two_seats_share_it(app, private_home):
    setup = show(app, SetupScene(app, get_game("escape")))
    click(app, widgets_of(setup, "TextBox")[0].rect.center)
    for _ in range(3):
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")], 1 / 60)
    type_text(app, "Bram")    # the name a computer seat has by default
    setup.remember()
    delve = SetupScene(app, get_game("delve")).config()
    names = [s.name for s in delve.seats]
    assert names[0] == "Bram" and delve.seats[0].kind == "human" and len(set(names)) == len(names)


def test_going_back_keeps_the_table_too(app):
    from game.ui.scenes.menu import MenuScene
    show(app, MenuScene(app))
    setup = show(app, SetupScene(app, get_game("dungeon")))
    wanted = set_a_table(app, setup)
    click(app, button(setup, "Back").rect.center)
    assert app.stack.top is not setup
    assert SetupScene(app, get_game("dungeon")).config() == wanted


@pytest.mark.parametrize("damage", [b"{not json", b"\x00\xff\xfe", b"[1, 2, 3]", b'{"games": 7}', b""])
def test_a_damaged_tables_file_is_ignored_with_a_message(app, private_home, damage):
    private_home.mkdir(parents=True, exist_ok=True)
    (private_home / "tables.json").write_bytes(damage)
    setup = show(app, SetupScene(app, get_game("dungeon")))
    assert [s.name for s in setup.config().seats] == ["Ada", "Bram"]
    assert app.toast is not None and "could not be read" in app.toast[0]
    click(app, setup.start.rect.center)                               # starting writes a good file over it
    assert json.loads((private_home / "tables.json").read_text())["games"]["dungeon"]["seats"][0]["name"] == "Ada"


def test_remembered_values_that_do_not_fit_the_game_keep_their_usual_values(app, private_home):
    """A hand-edited or old file: a name too long, a kind, a pawn and a rule the game does not know, twenty seats."""
    private_home.mkdir(parents=True, exist_ok=True)
    seats = [{"name": "x" * 99, "kind": "robot", "choices": {"pawn": "Dragon"}},
             {"name": "Ivo", "kind": "human", "strength": "hard", "choices": {"pawn": "Wizard"}},
             7, {"name": 5, "choices": []}] + [{"name": f"P{i}"} for i in range(16)]
    tables = {"games": {"dungeon": {"seats": seats, "options": {"wandering": "yes", "nonsense": True}},
                        "escape": "a string"}}
    (private_home / "tables.json").write_text(json.dumps(tables))
    setup = show(app, SetupScene(app, get_game("dungeon")))
    config = setup.config()
    game = get_game("dungeon")
    assert setup.count == game.max_players
    assert (config.seats[0].name, config.seats[0].kind) == ("Ada", "human")
    assert config.seats[0].choices["pawn"] == game.seat_choices[0].default_for([]) != "Dragon"
    assert (config.seats[1].name, config.seats[1].kind) == ("Ivo", "human")
    assert config.seats[1].choices["pawn"] == "Wizard" and config.seats[2].name == "Cora"
    assert config.options == game.default_options()
    show(app, SetupScene(app, get_game("escape")))                    # its entry is no table: the usual one


@pytest.mark.parametrize("game_id", playable_ids())
def test_every_games_remembered_table_is_the_table_set(app, game_id):
    """Every game: the largest table, every seat's choices moved one on, every optional rule switched."""
    game = get_game(game_id)
    setup = show(app, SetupScene(app, game))
    setup.set_count(str(game.max_players))
    for p in widgets_of(setup, "Picker")[1:]:
        if p.can_step(1):
            p.step(1)
    for t in widgets_of(setup, "Toggle"):
        click(app, t.rect.center)
    wanted = setup.config()
    setup.remember()
    assert SetupScene(app, game).config() == wanted
