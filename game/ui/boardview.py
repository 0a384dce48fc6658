"""A Tiled board on screen: pre-rendered once, panned by dragging, zoomed with the wheel.

The board viewer and every game's table with a map use this. The map's tile and image layers (if any)
are drawn with pytmx.util_pygame; its objects are drawn by a BoardStyle, which each game may replace
with its own look. The board at a zoom is kept in the one store of pictures, so panning costs one blit.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from game.engine.board import Board, Link, Mark, Shape, Space

from . import assets, draw, pictures
from .theme import Palette

Rect = pygame.Rect
WHOLE_MAX = 6_000_000   # pixels (24 MB): a zoomed board larger than this is scaled only where it is in sight
ZOOM_STEPS = (0.2, 0.25, 0.3, 0.35, 0.42, 0.5, 0.6, 0.7, 0.85, 1.0, 1.2, 1.45, 1.75, 2.1)
DRAG_THRESHOLD = 5
OUTSIDE = (14, 12, 18)  # beyond the map's edges


def map_rect(shape: Shape) -> Rect:
    """A space's or a mark's rect in map pixels, rounded to whole pixels (where a style draws it)."""
    return Rect(round(shape.x), round(shape.y), round(shape.w), round(shape.h))


class BoardStyle:
    """How a board's objects look. The default gives each type its own colour and names the named."""

    KIND_COLOURS = [(196, 170, 112), (150, 110, 170), (104, 140, 180), (120, 160, 110), (190, 120, 90),
                    (170, 160, 90), (110, 160, 160), (180, 110, 140)]
    # Screen pixels beyond the map's edges that the camera may show: room for the words a scene puts on
    # the squares at the edge (plates wider than the square), which would otherwise run off the view.
    edge_room = 0

    def __init__(self, pal: Palette) -> None:
        self.pal = pal
        self._kinds: dict[str, tuple[int, int, int]] = {}

    def colour(self, kind: str) -> tuple[int, int, int]:
        return self._kinds.setdefault(kind, self.KIND_COLOURS[len(self._kinds) % len(self.KIND_COLOURS)])

    def background(self, board: Board) -> tuple[int, int, int]:
        return (32, 30, 40)

    def picture(self, surf: pygame.Surface, board: Board, name: str, rect: Rect | None = None,
                centre: tuple[float, float] | None = None) -> bool:
        """A board's own picture (sprites/boards/<game>/<name>.png, made by the art script), scaled into
        rect, or at its own size centred on a point; False when the board has no such picture."""
        sprite = f"boards/{board.game}/{name}"
        if not assets.exists(sprite):
            return False
        if rect is not None:
            surf.blit(assets.scaled(sprite, rect.w, rect.h), rect)
        else:
            img = assets.image(sprite)
            surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))  # type: ignore[index]
        return True

    def draw_mark(self, surf: pygame.Surface, mark: Mark, board: Board) -> None:
        if mark.prop("art") and self.picture(surf, board, str(mark.prop("art")), centre=mark.center):
            return   # a decoration named in the map, drawn at the map's own scale
        text = mark.prop("text")
        if text:
            draw.text(surf, str(text), (int(mark.center[0]), int(mark.center[1])), size=int(mark.prop("size", 28)),
                      colour=self.pal.gold, face="title", anchor="center")
        elif mark.w and mark.h:
            pygame.draw.rect(surf, (44, 41, 54), (mark.x, mark.y, mark.w, mark.h), border_radius=12)
            pygame.draw.rect(surf, (70, 66, 84), (mark.x, mark.y, mark.w, mark.h), 2, border_radius=12)

    def draw_link(self, surf: pygame.Surface, link: Link, board: Board) -> None:
        a, b = board.spaces[link.a].center, board.spaces[link.b].center
        colour = (90, 84, 104) if link.kind == "path" else self.colour("link:" + link.kind)
        pygame.draw.line(surf, colour, a, b, 4 if link.kind != "path" else 3)

    def draw_space(self, surf: pygame.Surface, space: Space, board: Board) -> None:
        for colour, width in ((self.colour(space.kind), 0), ((30, 26, 34), 2)):   # filled, then outlined
            if space.points and len(space.points) >= 3:
                pygame.draw.polygon(surf, colour, space.points, width)
            elif space.ellipse:
                pygame.draw.ellipse(surf, colour, (space.x, space.y, space.w, space.h), width)
            else:
                r = Rect(int(space.x), int(space.y), max(4, int(space.w)), max(4, int(space.h)))
                pygame.draw.rect(surf, colour, r, width, border_radius=4)
        if space.name and space.w >= 40:
            draw.text(surf, space.name, (int(space.center[0]), int(space.center[1])), size=14, colour=(25, 20, 28),
                      face="bold", anchor="center", max_width=int(space.w) - 6)

    def render(self, board: Board) -> pygame.Surface:
        """The whole board at scale 1, drawn once."""
        surf = pygame.Surface((max(1, board.width), max(1, board.height)))
        surf.fill(self.background(board))
        _draw_tile_layers(surf, board.path)
        for mark in board.marks.values():
            if not mark.prop("text"):
                self.draw_mark(surf, mark, board)
        for link in board.links.values():
            self.draw_link(surf, link, board)
        for space in board.spaces.values():
            self.draw_space(surf, space, board)
        for mark in board.marks.values():
            if mark.prop("text"):
                self.draw_mark(surf, mark, board)
        return surf


def _draw_tile_layers(surf: pygame.Surface, path: Path) -> None:
    """Tile and image layers, for maps that have them (pytmx converts the images for pygame). Only files
    beside the map (in boards/) are ever opened: a map naming any other file is drawn without its layers."""
    import pytmx
    from pytmx.util_pygame import load_pygame

    from game.engine.board import BoardError
    from game.engine.files import FileRefused, read_regular
    from game.engine.mapcheck import MAX_MAP_BYTES, check_map_file

    try:
        raw = read_regular(path, MAX_MAP_BYTES)
        if b"<layer" not in raw and b"<imagelayer" not in raw:
            return
        check_map_file(path)
        tmx = load_pygame(str(path), allow_duplicate_names=True)
    except (FileRefused, BoardError, pygame.error, OSError, ValueError):
        return
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                surf.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
        elif isinstance(layer, pytmx.TiledImageLayer) and layer.image:
            surf.blit(layer.image, (getattr(layer, "offsetx", 0) or 0, getattr(layer, "offsety", 0) or 0))


def show(surface: pygame.Surface, rect: Rect, image: pygame.Surface, at: tuple[int, int]) -> None:
    """A picture of the board (whole, or the part in sight) at `at`, within `rect`, dark beyond the map's edges."""
    draw.fill_around(surface, OUTSIDE, rect, image.get_rect(topleft=at))
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    surface.blit(image, at)
    surface.set_clip(clip)


def same_format(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Blitting a to b needs no conversion of pixels (what convert() would give, a already has)."""
    return (a.get_bitsize(), a.get_masks(), a.get_flags() & pygame.SRCALPHA) == \
        (b.get_bitsize(), b.get_masks(), b.get_flags() & pygame.SRCALPHA)


class Lens:
    """The board at a zoom, on a layer of its own (origin at the map's corner): what a BoardView offers a
    drawing (to_screen, on_screen, zoom, rect), so that pieces that change only with the view are drawn once."""

    def __init__(self, zoom: float, size: tuple[int, int]) -> None:
        self.zoom = zoom
        self.rect = Rect((0, 0), size)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.zoom), round(y * self.zoom)

    def on_screen(self, shape: Rect | Space | Mark, least: int = 0) -> Rect:
        """A rect of the map (a space, a mark, a place worked out in map pixels) on the screen, at least `least`
        pixels wide and high."""
        x, y = self.to_screen(shape.x, shape.y)
        return Rect(x, y, max(least, round(shape.w * self.zoom)), max(least, round(shape.h * self.zoom)))


class BoardView(Lens):
    """The board on the screen: a lens that pans and zooms (its own centre on the map, its own rect)."""

    def __init__(self, board: Board, rect: Rect, style: BoardStyle, clear_top: int = 0) -> None:
        self.board = board
        self.rect = Rect(rect)
        # Pixels at the top of the view that the scene's buttons cover: the whole board fits below them,
        # and the map's top edge can be dragged down to clear them (a tall map's exit stays visible).
        self.clear_top = clear_top
        self.style = style
        self.edge_room = style.edge_room
        self.base = style.render(board)
        shown = pygame.display.get_surface()
        if shown is not None and not same_format(self.base, shown):
            # (only when it differs: a copy of a board is 22 MB more, for a moment, as the table opens)
            self.base = self.base.convert()
        self.zoom = self.fit_zoom()
        self.cx, self.cy = board.width / 2, board.height / 2  # the map point at the view's centre
        self._press: tuple[int, int] | None = None
        self._press_view: tuple[float, float] = (0, 0)
        self.dragging = False
        self.hover_space: Space | None = None
        self.mouse = self.rect.center  # the last pointer position seen (the wheel carries none)
        self.user_moved = False  # the person dragged or zoomed: a scene following the play leaves the view be

    # --- geometry -------------------------------------------------------------------------------
    def fit_zoom(self) -> float:
        room = 2 * self.edge_room
        fit = min((self.rect.w - room) / max(1, self.board.width),
                  (self.rect.h - self.clear_top - room) / max(1, self.board.height))
        return max(ZOOM_STEPS[0], min(ZOOM_STEPS[-1], fit))   # exactly: the whole board fills its area

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.rect.centerx + (x - self.cx) * self.zoom),
                round(self.rect.centery + (y - self.cy) * self.zoom))

    def to_map(self, sx: float, sy: float) -> tuple[float, float]:
        return (self.cx + (sx - self.rect.centerx) / self.zoom, self.cy + (sy - self.rect.centery) / self.zoom)

    def centre_on(self, x: float, y: float) -> None:
        self.cx, self.cy = self.clamped(x, y)

    def clamped(self, x: float, y: float) -> tuple[float, float]:
        """The centre nearest (x, y) that keeps the map in the view: no further past its edges than the style's
        edge room (and the strip the tools cover at the top)."""
        pad = self.edge_room / self.zoom

        def axis(value: float, size: int, half: float, top: float) -> float:
            if size + 2 * pad <= 2 * half - top:     # it all fits: centred in the part of the view left clear
                return size / 2 - top / 2
            return max(half - top - pad, min(size - half + pad, value))
        # (the strip the tools cover, in map units, is taken from the top)
        return (axis(x, self.board.width, self.rect.w / 2 / self.zoom, 0.0),
                axis(y, self.board.height, self.rect.h / 2 / self.zoom, self.clear_top / self.zoom))

    def ease_towards(self, x: float, y: float, dt: float, rate: float = 6.0) -> bool:
        """Glide the view's centre a step towards a map point (a scene following a pawn calls this every
        frame); True while it still has some way to go."""
        x, y = self.clamped(x, y)
        f = min(1.0, dt * rate)
        self.cx += (x - self.cx) * f
        self.cy += (y - self.cy) * f
        if math.hypot((x - self.cx) * self.zoom, (y - self.cy) * self.zoom) < 0.5:
            self.cx, self.cy = x, y
            return False
        return True

    def set_zoom(self, zoom: float, around: tuple[int, int] | None = None) -> None:
        around = around or self.rect.center
        mx, my = self.to_map(*around)
        self.zoom = zoom
        # keep the map point under the cursor where it was
        self.cx, self.cy = self.clamped(mx - (around[0] - self.rect.centerx) / zoom,
                                        my - (around[1] - self.rect.centery) / zoom)

    def zoom_step(self, steps: int, around: tuple[int, int] | None = None) -> None:
        i = min(range(len(ZOOM_STEPS)), key=lambda k: abs(ZOOM_STEPS[k] - self.zoom))
        i = max(0, min(len(ZOOM_STEPS) - 1, i + steps))
        self.set_zoom(ZOOM_STEPS[i], around)

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if not self.rect.collidepoint(self.mouse):
                return False
            self.zoom_step(1 if event.y > 0 else -1, self.mouse)
            self.user_moved = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3) and self.rect.collidepoint(event.pos):
            self._press = event.pos
            self._press_view = (self.cx, self.cy)
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self._press is not None:
                dx, dy = event.pos[0] - self._press[0], event.pos[1] - self._press[1]
                if self.dragging or math.hypot(dx, dy) > DRAG_THRESHOLD:
                    self.dragging = True
                    self.user_moved = True
                    self.cx, self.cy = self.clamped(self._press_view[0] - dx / self.zoom,
                                                    self._press_view[1] - dy / self.zoom)
                return True
            inside = self.rect.collidepoint(event.pos)
            self.hover_space = self.board.space_at(*self.to_map(*event.pos)) if inside else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and self._press is not None:
            self._press = None
            self.dragging = False
            return True
        return False

    # --- drawing ------------------------------------------------------------------------------
    def zoomed(self) -> pygame.Surface | None:
        """The whole board at the zoom, kept in the one store of pictures (None zoomed far in: it would be
        too large to keep)."""
        if self.zoom == 1.0:
            return self.base
        w, h = self.base.get_size()
        if w * h * self.zoom * self.zoom > WHOLE_MAX:
            return None
        size = (max(1, round(w * self.zoom)), max(1, round(h * self.zoom)))
        return pictures.keep(("board", str(self.board.path), type(self.style).__name__, self.zoom),
                             lambda: pygame.transform.smoothscale(self.base, size))

    def draw(self, surface: pygame.Surface) -> None:
        """The board in the view (the boards viewer's: a table lays its board out as parts)."""
        whole = self.zoomed()
        image, at = (whole, self.to_screen(0, 0)) if whole is not None else self.in_sight()
        show(surface, self.rect, image, at)

    def in_sight(self) -> tuple[pygame.Surface, tuple[int, int]]:
        """The part of the board in sight, scaled to the zoom, and where it goes on the screen."""
        x0, y0 = self.to_map(self.rect.x, self.rect.y)
        part = Rect(int(x0), int(y0), int(self.rect.w / self.zoom) + 2, int(self.rect.h / self.zoom) + 2)
        part = part.clip(self.base.get_rect())
        size = (max(1, round(part.w * self.zoom)), max(1, round(part.h * self.zoom)))
        return pygame.transform.smoothscale(self.base.subsurface(part), size), self.to_screen(part.x, part.y)

    def space_rect(self, space: Space) -> Rect:
        return self.on_screen(space, 2)

    def outline(self, surface: pygame.Surface, space: Space, colour: tuple[int, int, int], width: int = 3) -> None:
        """Highlight a space (the hovered one, a legal destination) in screen space."""
        if space.points and len(space.points) >= 3:
            pygame.draw.polygon(surface, colour, [self.to_screen(*p) for p in space.points], width)
        else:
            pygame.draw.rect(surface, colour, self.space_rect(space).inflate(4, 4), width, border_radius=6)
