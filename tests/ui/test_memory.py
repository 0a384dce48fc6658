"""Issue 10, item 6 (memory): a table's boards are tens of megabytes, so two tables never hold them at once,
a board is not copied for nothing as a table opens, and a large picture freed goes back to the system."""

from __future__ import annotations

import subprocess
import sys
import weakref

import pygame
import pytest

from game.engine.registry import load_game
from game.engine.seats import Seat, TableConfig
from game.engine.session import Session
from game.ui import launch
from game.ui.boardview import BoardStyle, BoardView, same_format
from game.ui.scenes.gameover import GameOverScene
from game.ui.tabletop.replay import Replay
from tests.ui.conftest import button, click, show


def finished_dungeon(app):
    game = load_game("dungeon")
    session = Session(game, TableConfig(seats=[Seat(name="Ada", kind="computer"), Seat(name="Bo", kind="computer")]),
                      5)
    while session.outcome is None:
        session.play(session.computer_choice())
    table = launch.table_scene(app, session)
    show(app, table)
    table.skip_animations()         # (the game over shows itself over the table)
    app.stack.apply()
    return table


def test_play_again_builds_the_new_table_once_the_old_one_has_gone(app, monkeypatch):
    table = finished_dungeon(app)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    old = weakref.ref(table)
    del table
    alive_when_built: list[bool] = []
    made = launch.table_scene

    def building(*args, **kwargs):
        alive_when_built.append(old() is not None)
        return made(*args, **kwargs)
    monkeypatch.setattr(launch, "table_scene", building)
    again = button(over, "Play again").rect.center
    del over
    click(app, again)
    app.stack.apply()
    assert alive_when_built == [False]          # the finished table (and its boards) freed first
    top = app.stack.top
    assert top is not None and type(top).__name__ == "TableScene" and top.game.id == "dungeon"
    assert top.session.outcome is None


def test_watching_again_lets_go_of_the_tables_board_and_draws_it_the_same_after(app):
    table = finished_dungeon(app)
    table.screen.camera.set_zoom(0.7)
    table.screen.following = False
    for _ in range(3):
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 400), rel=(1, 0), buttons=(0, 0, 0))], 1 / 60)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and table.screen.layer is not None   # (the board with its cards)
    looked = app.screen.copy()      # (the results over the board)
    click(app, button(over, "Watch again").rect.center)
    app.stack.apply()
    assert isinstance(app.stack.top, Replay)
    assert table.screen.layer is None
    app.stack.pop()        # the replay closed: the table's board is made again as it was
    app.stack.apply()
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 400), rel=(1, 0), buttons=(0, 0, 0))], 1 / 60)
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(looked, "RGB")


class Drawn(BoardStyle):
    def __init__(self, picture: pygame.Surface) -> None:
        super().__init__(None)   # type: ignore[arg-type]
        self.picture = picture

    def render(self, board):
        return self.picture


def test_a_board_drawn_in_the_screens_format_is_kept_as_it_is_not_copied(app):
    board = load_game("escape").load_board()
    plain = pygame.Surface((board.width, board.height))
    assert BoardView(board, pygame.Rect(0, 0, 900, 600), Drawn(plain)).base is plain
    clear = pygame.Surface((board.width, board.height), pygame.SRCALPHA)   # a translucent drawing is converted
    view = BoardView(board, pygame.Rect(0, 0, 900, 600), Drawn(clear))
    assert view.base is not clear and same_format(view.base, pygame.display.get_surface())


def test_a_board_at_a_zoom_is_made_once_and_kept_in_the_one_store(app, monkeypatch):
    board = load_game("dungeon").load_board()
    view = BoardView(board, pygame.Rect(0, 0, 900, 600), Drawn(pygame.Surface((board.width, board.height))))
    made: list[tuple[int, int]] = []
    scale = pygame.transform.smoothscale

    def counting(surface, size):
        made.append(size)
        return scale(surface, size)
    monkeypatch.setattr(pygame.transform, "smoothscale", counting)
    for zoom in (0.3, 0.4, 0.3, 0.4):
        view.set_zoom(zoom)
        assert view.zoomed().get_width() == round(board.width * zoom)
    assert len(made) == 2, "each zoom scaled once, then found again"
    view.set_zoom(2.1)
    assert view.zoomed() is None, "zoomed far in, only the part in sight is scaled"


FREED = """
import pygame
from game.ui import heap
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 // 1_000_000
start = rss()
big = pygame.Surface((2880, 1920)); big.fill((1, 2, 3)); del big        # a board, mapped and freed
mid = pygame.Surface((2448, 1632)); mid.fill((1, 2, 3))                 # a smaller zoom of it, from the heap
small = pygame.Surface((64, 64))                                        # (a picture made after it)
del mid
held = rss() - start
assert heap.trim()
print(held, rss() - start)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc only")
def test_a_large_picture_let_go_goes_back_to_the_system_when_the_heap_is_trimmed():
    """glibc takes the second picture from its heap once the first was freed, and keeps its 16 MB when it is
    freed too (a small picture made after it stops the heap's top from shrinking by itself)."""
    out = subprocess.run([sys.executable, "-c", FREED], capture_output=True, text=True, check=True).stdout
    held, after = (int(n) for n in out.split()[-2:])
    if held < 12:
        pytest.skip(f"this malloc gave the picture back by itself ({out.strip()})")
    assert after < 4, out
