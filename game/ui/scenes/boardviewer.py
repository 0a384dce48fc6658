"""The Boards screen: each game's board by the game's name, opened to pan (drag) and zoom (wheel), every
place named in a player's words under the pointer (placewords.py). Games played on the table itself (their
map only places the table's zones) are named below the list instead. Game scenes use the same BoardView.
How to edit a board in Tiled is for the README, not this screen."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.board import Board, BoardError, load_board, loose_schema
from game.engine.boardlint import board_of, map_owner
from game.engine.mapcheck import check_map_file
from game.engine.protocol import Game
from game.engine.registry import load_game, shelf
from game.engine.resources import resource_dir
from game.engine.words import listing

from .. import draw
from ..boardview import BoardStyle, BoardView
from ..page import PageScene, back_button
from ..scene import Scene
from ..tablemap import TableMapStyle
from ..theme import BODY, H2, SCREEN_H, SCREEN_W, SMALL
from ..tips import draw_tip
from ..widgets import Button, Widget, dispatch, draw_all
from . import offered
from .placewords import place_words

if TYPE_CHECKING:
    from ..app import App


def style_for(game_id: str | None, app: App) -> BoardStyle:
    """The game's own look for its board, if its screen defines one."""
    return (offered(game_id, "BOARD_STYLE") or BoardStyle)(app.palette)


def open_map(path: Path) -> tuple[Board, str | None]:
    """The map read as its game reads it (refused, BoardError, for whatever the game would refuse), or
    loosely, for a map whose game has no rules yet."""
    owner = map_owner(path)
    game = load_game(owner) if owner in {e.id for e in shelf()} else None
    meant = board_of(path)
    if meant is not None and owner != meant.id:   # a game's board, by its name: read as that game reads it
        game, owner = meant, meant.id
    if game is None or game.board_schema is None:
        check_map_file(path)   # before the loose schema reads the XML itself
        return load_board(path, loose_schema(path)), owner
    board = load_board(path, game.board_schema, game.id)
    problems = game.board_problems(board)
    if problems:
        raise BoardError(path, problems[0])
    return board, owner


def board_games(app: App) -> tuple[list[tuple[Game, Path]], list[str]]:
    """The playable games with a board to look at (each with its map), and the titles of those played on
    the table itself, whose map only places the table's zones (their style is a table map's)."""
    shown: list[tuple[Game, Path]] = []
    table_only: list[str] = []
    for entry in shelf():
        game = load_game(entry.id)
        if game is None or not game.board:
            continue
        if isinstance(style_for(game.id, app), TableMapStyle):
            table_only.append(game.title)
        else:
            shown.append((game, resource_dir("boards") / game.board))
    return shown, table_only


class BoardListScene(PageScene):
    """The boards, by their games' names."""

    title = "Boards"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = [back_button(app)]
        self.games, self.table_only = board_games(app)
        for i, (game, path) in enumerate(self.games):
            self.widgets.append(Button(app, (SCREEN_W // 2 - 300, 150 + i * 70, 600, 58), game.title,
                                       lambda p=path: self.open(p), icon="ui/view", size=BODY + 2))

    def open(self, path: Path) -> None:
        try:
            board, owner = open_map(path)
        except BoardError as e:
            self.app.open("message", "This board cannot be shown", str(e))
            return
        self.app.stack.push(BoardViewerScene(self.app, board, style_for(owner, self.app), owner=owner))

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        y = 150 + len(self.games) * 70 + 16
        if not self.games:
            draw.text(surface, "No game has a board to look at.", (SCREEN_W // 2, 300), size=BODY,
                      colour=pal.text_dim, anchor="center")
        else:
            draw.text(surface, "Drag a board to move about it, turn the wheel to zoom, and point at a place for "
                      "its name.", (SCREEN_W // 2, y), size=SMALL, colour=pal.text_dim, anchor="midtop")
        if self.table_only:
            many = len(self.table_only) > 1
            draw.text(surface, f"{listing(self.table_only)} {'are' if many else 'is'} played on the table, with no "
                      "board to look at.", (SCREEN_W // 2, y + 28), size=SMALL, colour=pal.text_dim, anchor="midtop",
                      max_width=SCREEN_W - 120)


class BoardViewerScene(Scene):
    def __init__(self, app: App, board: Board, style: BoardStyle, owner: str | None = None) -> None:
        super().__init__(app)
        self.board = board
        owner = owner or board.game or None
        game = load_game(owner) if owner else None
        self.title = game.title if game else str(board.props.get("title") or "The board")
        self.words = place_words(board, owner)
        self.view = BoardView(board, pygame.Rect(0, 0, SCREEN_W, SCREEN_H), style, clear_top=80)
        self.widgets: list[Widget] = [
            back_button(app),
            Button(app, (SCREEN_W - 84, 24, 60, 46), "+", lambda: self.view.zoom_step(1), size=H2),
            Button(app, (SCREEN_W - 154, 24, 60, 46), "−", lambda: self.view.zoom_step(-1), size=H2),
            Button(app, (SCREEN_W - 264, 24, 100, 46), "Fit", self.fit, size=BODY),
        ]
        self.fit()   # it opens as Fit shows it: the whole board below the title bar, its top row not under it

    def fit(self) -> None:
        self.view.set_zoom(self.view.fit_zoom())
        self.view.centre_on(self.board.width / 2, self.board.height / 2)   # clamped below the buttons

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        if not dispatch(self.widgets, event):
            self.view.handle(event)

    def busy(self) -> bool:
        return self.view.dragging

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        self.view.draw(surface)
        space = self.view.hover_space
        bar = pygame.Rect(150, 24, SCREEN_W - 430, 46)
        draw.panel(surface, bar, pal.panel, pal.line)
        draw.text(surface, f"{self.title} · drag to move about · turn the wheel to zoom", bar.center, size=SMALL + 1,
                  colour=pal.text, anchor="center", max_width=bar.w - 20)
        draw_all(self.widgets, surface)
        if space is not None and not self.view.dragging:
            self.view.outline(surface, space, pal.gold)
            draw_tip(surface, self.words(space.id), self.app.mouse, surface.get_rect(), pal)
