"""Run inside a copy of the project with a toy game package dropped into game/games (see
test_sixth_package.py): the menu shows the new game, its card opens its set-up, Start opens its table,
and the game is played to its end by clicks. Prints one JSON line."""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game  # noqa: E402
from game.engine.registry import ids  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.prefs import Prefs  # noqa: E402
from game.ui.scenes.menu import MenuScene  # noqa: E402
from game.ui.scenes.setup import SetupScene  # noqa: E402
from game.ui.tabletop.scene import TableScene  # noqa: E402
from game.ui.theme import SCREEN_H, SCREEN_W  # noqa: E402
from tests.ui.conftest import click, show  # noqa: E402
from tests.ui.harness import play_by_clicks, reveal  # noqa: E402


def main() -> None:
    app = App(headless=True, prefs=Prefs(speed="instant"))
    menu = show(app, MenuScene(app))
    card = next(c for c in menu.cards if c.entry.id == "toy")
    on_screen = 0 <= card.rect.left and card.rect.right <= SCREEN_W and 0 <= card.rect.top \
        and card.rect.bottom <= SCREEN_H
    click(app, card.rect.center)
    app.stack.apply()
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game.id == "toy", type(setup).__name__
    click(app, setup.start.rect.center)
    app.stack.apply()
    reveal(app)
    table = next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))
    moves = play_by_clicks(app, table, seed=1)
    print(json.dumps({"package": game.__file__, "ids": ids(), "card_on_screen": on_screen,
                      "table": type(table).__name__, "game": table.session.game.id,
                      "moves": moves, "over": table.session.outcome is not None}))


if __name__ == "__main__":
    sys.exit(main())
