"""`python -m game screenshot TARGET OUT.png`: a screen rendered headless to a PNG.

TARGET is `menu`, `setup:GAME`, `rules:GAME`, `board:GAME`, `gameover:GAME` (a computer game played to its end
from the seed, with its chart), `records` (the Records screen, from the data folder as it is), or `GAME` (a
game in progress after --actions computer actions; with --hint or --pointer, played on to the person's next
decision, and its hint or the first-game pointer a new player sees there shown). The README's pictures are
made with it, and tests use it to check screens.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.registry import get_game
from game.engine.saves import scratch_home
from game.engine.seats import Seat
from game.ui.app import App
from game.ui.stack import Stacked, scene_class

if TYPE_CHECKING:
    from game.engine.records import Records
    from game.ui.tabletop.scene import TableScene


class TargetError(ValueError):
    pass


def build(app: App, target: str, seed: int, actions: int, to_person: bool = False,
          records: Records | None = None) -> Stacked:
    kind, _, game_id = target.partition(":")
    if target == "menu":
        return scene_class("menu")(app)
    if target == "records":
        scene = scene_class("records")(app, records)
        scene.finish()   # (records made again from the saves, in spare time on the screen: a picture has none)
        return scene
    from game.engine.board import BoardError  # (here, after the menu, which reads no map)
    if kind in ("setup", "rules", "board", "gameover") and not game_id:
        raise TargetError(f"{kind} needs a game: {kind}:GAME")
    try:
        game = get_game(game_id or kind)
    except KeyError as e:
        raise TargetError(e.args[0]) from e
    if kind in ("setup", "rules"):
        return scene_class(kind)(app, game)
    if kind == "board":
        if game.board is None:
            raise TargetError(f"{game.title} has no board map")
        from game.ui.scenes.boardviewer import BoardViewerScene, style_for
        try:
            board = game.load_board()
        except BoardError as e:
            raise TargetError(f"{game.title}'s map is broken: {e}") from e
        return BoardViewerScene(app, board, style_for(game.id, app))
    if game_id and kind != "gameover":
        raise TargetError(f"unknown target {target!r}")
    from game.ui.launch import NAMES, new_session, table_scene
    n = max(game.min_players, min(4, game.max_players))
    over = kind == "gameover"
    seats = [Seat(name=name, kind="human" if i == 0 and not over else "computer")
             for i, name in enumerate(NAMES[:n])]
    if over:
        actions = game.action_limit
    try:
        session = new_session(game, seats, seed)
    except BoardError as e:
        raise TargetError(f"{game.title} cannot start: its map is broken: {e}") from e
    for n in range(actions + (game.action_limit if to_person else 0)):   # (then on to the person's decision)
        if session.outcome is not None or (n >= actions and session.to_act == 0):
            break
        session.play(session.computer_choice())
    scene = table_scene(app, session)
    scene.skip_animations()
    if over:
        if session.outcome is None:
            raise TargetError(f"{game.title} did not end in {actions:,} computer actions with seed {seed}")
        scene.ended_shown = True
        app.stack.push(scene)   # (the table under its results)
        over = scene_class("gameover")(app, scene)
        if over.chart is not None:
            over.chart.finish()   # (a screen makes it in its frames' spare time: a picture has none)
        return over
    return scene


def to_decision(app: App, scene: Stacked) -> TableScene:
    """The person at the table at their decision (claiming a question put to the whole table)."""
    from game.ui.tabletop.scene import TableScene
    if not isinstance(scene, TableScene):
        raise TargetError("--hint and --pointer need a game in progress: GAME")
    if scene.shown.asking:
        scene.claim(scene.shown.asking[0])
        app.frame([], 1 / 60)
    return scene


def ask_hint(app: App, scene: TableScene) -> None:
    if not scene.coach.offers(scene.shown):
        raise TargetError("no hint here: no person may act, or the game's computer player gives none")
    scene.coach.ask()
    if scene.coach.hint is None:
        raise TargetError("the game's computer player has no hint for this step")


def screenshot(target: str, out: Path, size: tuple[int, int] = (1280, 720), seed: int = 1,
               actions: int = 0, frames: int = 3, hint: bool = False, pointer: bool = False) -> Path:
    """The same picture on every machine: default settings (but first-game pointers only if asked), no saves
    (a scratch data folder). The Records screen reads the records of the data folder as they are (and writes
    nothing there)."""
    records = None
    if target == "records":   # (its paths taken before the scratch; the module only then: the menu needs none)
        from game.engine.records import Records
        records = Records(write=False)
    with scratch_home():
        return _screenshot(target, out, size, seed, actions, frames, hint, pointer, records)


def _screenshot(target: str, out: Path, size: tuple[int, int], seed: int, actions: int, frames: int,
                hint: bool, pointer: bool, records: Records | None = None) -> Path:
    app = App(headless=True, sound=False)
    app.prefs.speed = "instant"
    app.prefs.pointers = pointer
    try:
        scene = build(app, target, seed, actions, hint or pointer, records)
        app.stack.push(scene)
        app.stack.apply()
        for _ in range(frames):
            app.frame([], 1 / 60)
        if hint or pointer:
            table = to_decision(app, scene)
            if hint:
                ask_hint(app, table)
            app.frame([], 1 / 60)
        app.draw(app.screen)
        image = app.screen
        if size != image.get_size():
            image = pygame.transform.smoothscale(image, size)
        out.parent.mkdir(parents=True, exist_ok=True)
        if out.suffix.lower() == ".png":
            out.write_bytes(png_bytes(image))
        else:   # another kind by its name (.bmp, .jpg, .tga): pygame's own writers
            pygame.image.save(image, str(out))
    finally:
        pygame.quit()
    return out


def png_bytes(surface: pygame.Surface) -> bytes:
    """The picture as an RGB PNG, written here rather than by pygame.image.save: SDL_image's libpng tries every
    row filter at zlib's default level, about 0.1 s of CPU for a busy 1280x720 frame (as long as a bare pygame
    program's whole start); unfiltered rows at zlib's fastest level take a fifth of that. The same pixels, a
    file about half as large again."""
    w, h = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGB")
    stride = 3 * w
    rows = b"".join(b"\0" + raw[y:y + stride] for y in range(0, len(raw), stride))   # filter 0 (none) per row

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)   # 8 bits a channel, truecolour, no interlace
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 1)) + chunk(b"IEND", b"")
