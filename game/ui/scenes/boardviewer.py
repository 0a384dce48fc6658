"""The board viewer: every map in boards/, opened to pan (drag) and zoom (wheel). Game scenes use the
same BoardView."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.board import Board, BoardError, load_board, loose_schema
from game.engine.boardlint import board_of, map_owner
from game.engine.mapcheck import check_map_file
from game.engine.registry import load_game, shelf
from game.engine.resources import resource_dir

from .. import draw
from ..boardview import BoardStyle, BoardView
from ..page import PageScene
from ..scene import Scene
from ..theme import BODY, H2, SCREEN_H, SCREEN_W, SMALL
from ..widgets import Button, Widget, dispatch

if TYPE_CHECKING:
    from ..app import App


def style_for(game_id: str | None, app: App) -> BoardStyle:
    """The game's own look for its board, if its screen defines one."""
    if game_id:
        try:
            module = importlib.import_module(f"game.ui.scenes.{game_id}")
            if hasattr(module, "BOARD_STYLE"):
                return module.BOARD_STYLE(app.palette)
        except ModuleNotFoundError:
            pass
    return BoardStyle(app.palette)


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


class BoardListScene(PageScene):
    title = "Boards"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = [Button(app, (24, 24, 110, 46), "Back", app.stack.pop, icon="ui/back")]
        self.maps = sorted(resource_dir("boards").glob("*.tmx"))
        titles = {e.id: e.title for e in shelf()}
        for i, path in enumerate(self.maps):
            owner = map_owner(path)
            label = f"{path.name}  —  {titles.get(owner or '', 'no game')}"
            self.widgets.append(Button(app, (SCREEN_W // 2 - 300, 140 + i * 64, 600, 54), label,
                                       lambda p=path: self.open(p)))

    def open(self, path: Path) -> None:
        try:
            board, owner = open_map(path)
        except BoardError as e:
            from .message import MessageScene
            self.app.stack.push(MessageScene(self.app, "This map cannot be shown", str(e)))
            return
        self.app.stack.push(BoardViewerScene(self.app, board, style_for(owner, self.app)))

    def draw_page(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        if not self.maps:
            draw.text(surface, "No maps in boards/ yet.", (SCREEN_W // 2, 300), size=BODY, colour=pal.text_dim,
                      anchor="center")
        draw.text(surface, "Maps are Tiled files (.tmx): edit them in the Tiled editor; see boards/README.md.",
                  (SCREEN_W // 2, SCREEN_H - 40), size=SMALL, colour=pal.text_dim, anchor="center")


class BoardViewerScene(Scene):
    def __init__(self, app: App, board: Board, style: BoardStyle) -> None:
        super().__init__(app)
        self.board = board
        self.view = BoardView(board, pygame.Rect(0, 0, SCREEN_W, SCREEN_H), style, clear_top=80)
        self.widgets: list[Widget] = [
            Button(app, (24, 24, 110, 46), "Back", app.stack.pop, icon="ui/back"),
            Button(app, (SCREEN_W - 84, 24, 60, 46), "+", lambda: self.view.zoom_step(1), size=H2),
            Button(app, (SCREEN_W - 154, 24, 60, 46), "−", lambda: self.view.zoom_step(-1), size=H2),
            Button(app, (SCREEN_W - 264, 24, 100, 46), "Fit", self.fit, size=BODY),
        ]

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
        if space is not None:
            self.view.outline(surface, space, pal.gold)
            info = f"{space.label} · {space.kind}" + "".join(f" · {k} {v}" for k, v in sorted(space.props.items()))
            draw.text(surface, info, (SCREEN_W // 2, SCREEN_H - 30), size=BODY, colour=pal.text, anchor="center")
        bar = pygame.Rect(150, 24, SCREEN_W - 430, 46)
        draw.panel(surface, bar, pal.panel, pal.line)
        draw.text(surface, f"{self.board.path.name}: {len(self.board.spaces)} spaces · drag to pan · wheel to zoom",
                  bar.center, size=SMALL + 1, colour=pal.text, anchor="center", max_width=bar.w - 20)
        for w in self.widgets:
            w.draw(surface)
