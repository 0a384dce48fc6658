"""From a table set-up, a save file or the command line to a game on screen; and the app opened at the menu."""

from __future__ import annotations

import random
from pathlib import Path

from game.engine import saves
from game.engine.board import BoardError
from game.engine.protocol import ConfigError, Game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session

from .app import App
from .stack import scene_class
from .tabletop.scene import TableScene

# The names a new table's seats are given (each can be typed over at the set-up).
NAMES = ("Ada", "Bram", "Cora", "Dain", "Elin", "Finn", "Greta", "Hugo", "Ivy", "Jory", "Kit", "Lena")


def table_scene(app: App, session: Session, autosave: Path | None = None) -> TableScene:
    """The game's table for a session (the shared table with the game's own screen). A new table autosaves to
    a file of its own (no other game in progress is ever replaced); a resumed autosave goes on in its own."""
    return TableScene(app, session, autosave)


def start_game(app: App, game: Game, config: TableConfig, seed: int, replace: bool = False) -> None:
    try:
        session = Session(game, config, seed)
    except BoardError as e:
        app.open("message", f"{game.title} cannot start",
                 f"Its map is broken: {e}. (lint-boards lists every fault of a map.)")
        return
    except ConfigError as e:
        app.open("message", f"{game.title} cannot start", f"{str(e)[:1].upper()}{str(e)[1:]}.")
        return
    def made() -> TableScene:
        scene = table_scene(app, session)
        scene.autosave()
        return scene
    app.home()
    app.stack.push_made(made)   # built once the table it replaces has gone


def loaded(app: App, path: Path, refused: str) -> Session | None:
    """The game saved at `path`; None when it cannot be read, having said why (titled `refused`): the save
    is left as it is."""
    try:
        return saves.load_session(path)
    except saves.SaveError as e:
        app.open("message", refused, f"{saves.in_words(path, str(e))}. The save was left as it is.")
        return None


def open_save(app: App, path: Path) -> None:
    session = loaded(app, path, "This save cannot be loaded")
    if session is None:
        return
    app.home()
    app.stack.push_made(lambda: table_scene(app, session, path if saves.is_autosave(path) else None))


def new_session(game: Game, seats: list[Seat] | None = None, seed: int | None = None) -> Session:
    """A new game for the command line: without seats (`play GAME` without --seats), you against the computer
    (or alone, for a one-seat game); missing seat choices take the game's defaults.

    Raises ConfigError when the table breaks the rules."""
    if not seats:
        n = max(game.min_players, min(2, game.max_players))
        # Real names, not "You": the rules' log speaks of every seat in the third person ("Ada opens the door").
        seats = [Seat(name=NAMES[i], kind="human" if i == 0 else "computer") for i in range(n)]
    for choice in game.seat_choices:
        for seat in seats:
            if choice.key not in seat.choices:  # what the other seats chose already counts as taken
                seat.choices[choice.key] = choice.default_for([s.choices for s in seats if s is not seat])
    config = TableConfig(seats=seats)
    game.check_config(config)
    return Session(game, config, seed if seed is not None else random.SystemRandom().randrange(1, 2**31))


def run_app(session: Session | None = None, autosave: Path | None = None) -> int:
    """Open the window at the main menu, or straight into a game (for `play`), which autosaves to
    `autosave` when it was loaded from a table's autosave (else to a file of its own)."""
    app = App()
    # the music starts with the first scene: the menu's own, or the game's (MenuScene/TableScene.enter)
    if session is None:
        return app.run(scene_class("menu")(app))
    app.home()   # (under the game, where it ends)
    app.stack.apply()
    return app.run(table_scene(app, session, autosave))
