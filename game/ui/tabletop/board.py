"""A game on a Tiled board: the board to pan and zoom, a camera that follows the play, and every action taken
on the board lit, worded on hover and taken by a click, all from one per-game hook, `place_of(action)`, that
says where on the board an action is clicked.

A game's screen subclasses BoardScreen and gives: place_of, action_words (what a click does, with the odds),
place_words (what a place is), focus_point (where the piece to act stands), pieces (its pieces over the
board), and, if it likes, fixed (what lies on the board and changes only with the view: drawn onto the
board's own layer, repainted only where it changes), light, extras (its own column or tray beside the
board), choice_items (a decision that is a choice of cards) and hint (the line above the board).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import pygame

from game.engine.board import Space
from game.engine.events import TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment

from .. import assets, draw
from ..anims import Chain, Teleport, Walk
from ..boardview import BoardStyle, BoardView, Lens, show
from ..cards import CardFace, draw_face, lay_out_choices
from ..compose import SHADOW, Compositor, Part, part
from ..theme import H2, SMALL, Colour, Palette
from ..widgets import ButtonLook
from .layout import Layout, Pointer, button, lit
from .screen import Screen, Table
from .shown import Shown
from .things import Thing

V = TypeVar("V")
Rect = pygame.Rect
Point = tuple[float, float]
TOOLS_H = 48   # the strip at the top of the board kept for the zoom tools


@dataclass(frozen=True, slots=True)
class Viewport:
    """The board in the view: at a zoom, the view's centre on the map, and what the things on its layer show
    (BoardScreen.fixed_of: a part of the game's view, with the view itself to lay them out from)."""

    zoom: float
    centre: tuple[float, float]
    fixed: Hashable
    view: Any = field(compare=False, hash=False)


@dataclass(frozen=True, slots=True)
class Outline:
    """A place's outline (a polygon, relative to its part's rect; or the rect itself when empty)."""

    points: tuple[tuple[int, int], ...]
    colour: Colour
    width: int


def paint_outline(surface: pygame.Surface, rect: Rect, look: Outline, pal: Palette) -> None:
    if look.points:
        pygame.draw.polygon(surface, look.colour, [(rect.x + x, rect.y + y) for x, y in look.points], look.width)
    else:
        pygame.draw.rect(surface, look.colour, rect, look.width, border_radius=6)


@dataclass(frozen=True, slots=True)
class Hint:
    text: str
    seat: int | None
    lit: bool


def paint_hint(surface: pygame.Surface, rect: Rect, look: Hint, pal: Palette) -> None:
    draw.panel(surface, rect, pal.panel, pal.gold if look.lit else pal.line, shadow=True)
    if look.seat is not None:
        draw.marker(surface, look.seat, (rect.x + 16, rect.centery), 7, pal)
    draw.text(surface, look.text, (rect.x + 30, rect.centery), size=SMALL + 1, colour=pal.text, face="bold",
              anchor="midleft", max_width=rect.w - 40)


def paint_shade(surface: pygame.Surface, rect: Rect, alpha: int, pal: Palette) -> None:
    """A see-through dark over a place (the board behind cards to choose from)."""
    surface.fill((*draw.SHADE, alpha), rect)


def paint_caption(surface: pygame.Surface, rect: Rect, text: str, pal: Palette) -> None:
    draw.text(surface, text, rect.center, size=H2, colour=pal.gold, face="title", anchor="center", max_width=rect.w)


@dataclass(frozen=True, slots=True)
class Chosen:
    """A card to choose, lifted with a white edge under the pointer."""

    face: CardFace
    hover: bool


def paint_chosen(surface: pygame.Surface, rect: Rect, look: Chosen, pal: Palette) -> None:
    card = rect.inflate(-8, -8).move(0, -6 if look.hover else 6)   # (room for the edge and the lift)
    draw_face(surface, card, look.face, pal)
    if look.hover:
        pygame.draw.rect(surface, pal.white, card.inflate(6, 6), 3, border_radius=16)


class BoardScreen(Screen[V]):
    play_zoom = 0.6            # the zoom a person plays at (Follow comes back to it)

    def __init__(self, table: Table, style: BoardStyle | None = None, view_rect: Rect | None = None,
                 zoom: float | None = None) -> None:
        """The board in `view_rect` (the table's board area), at `zoom` (None: the whole board in sight), centred
        on the piece to act."""
        super().__init__(table)
        self.view_rect = Rect(view_rect or self.area)
        self.board = table.game.load_board()
        self.camera = BoardView(self.board, self.view_rect, style or BoardStyle(self.app.palette), clear_top=TOOLS_H)
        self.following = True
        self.gliding = False
        self.layer: tuple[float, Compositor] | None = None   # the board at a zoom with its fixed things on it
        self.layered: tuple[Any, ...] = ()                   # what they show: the zoom, fixed_of, the palette
        if zoom is not None:
            self.camera.set_zoom(zoom)
        focus = self.focus_point(table.shown)
        if focus is not None:
            self.camera.centre_on(*focus)

    # --- the hooks of a game's board ----------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        """The space a click takes this action at (None: the action is a button)."""
        return None

    def board_only(self, action: Action, shown: Shown[V]) -> bool:
        """An action taken on the board only, never offered as a button too."""
        return True

    def action_words(self, view: V, action: Action) -> str:
        """What a click does, in a line (with its cost or odds), for hovers, menus and button tips."""
        return str(action)

    def place_words(self, shown: Shown[V], space: int) -> list[tuple[str, str]]:
        """What the place under the pointer is, as (text, face) lines."""
        name = self.board.spaces[space].name if space in self.board.spaces else ""
        return [(name, "bold")] if name else []

    def place_name(self, space: int) -> str:
        return self.board.spaces[space].label if space in self.board.spaces else ""

    def focus_point(self, shown: Shown[V]) -> Point | None:
        """Where the piece to act stands on the board, as the board shows it (map coordinates)."""
        return None

    def fixed(self, view: V, lens: Lens) -> list[Part]:
        """What lies on the board and changes only with the view (cards in rooms, decks), through `lens` (its
        to_screen, on_screen and zoom): on the board's own layer, or on the screen when zoomed far in."""
        return []

    def fixed_of(self, view: V) -> Hashable:
        """The part of the view fixed() shows (a screen with fixed things says which): the board's layer is laid
        out again only when it changes, and a pawn's move leaves the cards in the rooms where they lay."""
        return None

    def pieces(self, shown: Shown[V]) -> list[Part]:
        """The pieces and marks over the board, on the screen (a walking piece from the running animation)."""
        return []

    def light(self, shown: Shown[V], space: int, actions: tuple[Action, ...], hovered: bool) -> list[Part]:
        """How a place a click may take is lit (brighter while the pointer is on it)."""
        return [self.outline(space, (255, 236, 170), 5 if hovered else 3)]

    def space_marks(self, shown: Shown[V], space: int) -> tuple[Part, ...]:
        """What shows while the pointer is on any other space of the board."""
        return ()

    def place_rect(self, space: int) -> Rect:
        """Where a place a click may take lies on the screen (a game may widen it: a whole way at a split)."""
        return self.camera.space_rect(self.board.spaces[space])

    def extras(self, shown: Shown[V], pointer: Pointer) -> Layout:
        """The game's own things beside or over the board (a column of packs, a stage, a tray)."""
        return Layout()

    def place_at(self, point: Point, space: Space | None, shown: Shown[V]) -> int | None:
        """The place a click at this map point means (a game may widen it: a door beside the space)."""
        return space.id if space is not None else None

    def choice_items(self, shown: Shown[V]) -> list[tuple[Action, CardFace]]:
        """A decision that is a choice of cards (a pawn, a spell): the actions with their faces."""
        return []

    def choice_caption(self, shown: Shown[V]) -> str:
        return "Choose a card"

    def hint(self, shown: Shown[V]) -> str:
        """The line above the board that says what to do now."""
        return ""

    def unreachable(self, space: int) -> str:
        """What a click on a place no action takes says."""
        return f"Nothing to do at {self.place_name(space) or 'that place'} now"

    # --- what a click takes where --------------------------------------------------------------------------
    def places(self, shown: Shown[V]) -> dict[int, tuple[Action, ...]]:
        """The places a click takes, with their actions."""
        out: dict[int, list[Action]] = {}
        for action in shown.choices:
            place = self.place_of(action)
            if place is not None:
                out.setdefault(place, []).append(action)
        return {place: tuple(actions) for place, actions in out.items()}

    def buttons(self, shown: Shown[V]) -> list[Action]:
        return [a for a in shown.choices if not (self.place_of(a) is not None and self.board_only(a, shown))]

    def button_tip(self, view: V, action: Action) -> str | None:
        return self.action_words(view, action)

    def place_under(self, pos: tuple[int, int], shown: Shown[V]) -> int | None:
        if not self.view_rect.collidepoint(pos):
            return None
        point = self.camera.to_map(*pos)
        return self.place_at(point, self.board.space_at(*point), shown)

    def place_thing(self, shown: Shown[V], space: int, actions: tuple[Action, ...]) -> Thing:
        def words() -> tuple[tuple[str, str], ...]:
            lines = self.place_words(shown, space)
            lines += [("Click: " + self.action_words(shown.view, a), "bold") for a in actions]
            if len(actions) > 1:
                lines.append(("(a click offers these choices)", "italic"))
            return tuple(lines)
        rect = self.place_rect(space).clip(self.view_rect) if space in self.board.spaces else Rect(self.view_rect)
        return Thing(tuple(rect), ("place", space), actions, words=words, tip="pointer", menu=self.place_name(space),
                     hit=lambda p: self.place_under(p, shown) == space)

    # --- the layout --------------------------------------------------------------------------------------
    def lay(self, shown: Shown[V], pointer: Pointer) -> Layout:
        cam = self.camera
        layered = self.layer_for(cam.zoom) is not None
        out = Layout([part(self.view_rect, Viewport(cam.zoom, (round(cam.cx, 2), round(cam.cy, 2)),
                                                    self.fixed_of(shown.view) if layered else None, shown.view),
                           self.paint_viewport, kept=False, opaque=True)])
        if not layered:   # (zoomed far in: the fixed things lie on the screen, where the camera puts them)
            out.parts += self.fixed(shown.view, cam)
        # (the board is no control: the words beside the tools are kept off the tools, not off the board)
        out.things.append(Thing(tuple(self.view_rect), ("board",), tip="pointer",
                                within=lambda p: self.space_thing(shown, p)))
        for space, actions in self.places(shown).items():
            thing = self.place_thing(shown, space, actions)
            if Rect(thing.at).w and Rect(thing.at).h:
                out.things.append(thing)
            out.parts += [replace(p, not_on=thing.key) for p in self.light(shown, space, actions, False)]
            out.parts += [replace(p, only=thing.key) for p in self.light(shown, space, actions, True)]
        out.parts += self.pieces(shown)
        hint = self.hint_line(shown)
        if hint:
            # (as wide as its words, and 12 pixels short of the tools, which start 252 from the board's right)
            width = min(self.view_rect.w - 10 - 252 - 12, assets.width("bold", SMALL + 1, hint) + 40)
            out.parts.append(part((self.view_rect.x + 10, self.view_rect.y + 8, max(60, width), 34),
                                  Hint(hint, shown.turn, shown.mine), paint_hint, spill=SHADOW))
        return out.add(self.tools(pointer)).add(self.extras(shown, pointer)).add(self.choices(shown))

    def state(self) -> tuple[object, ...]:
        """The camera, and a piece on its way (walking or carried off by magic: where it is now, and the
        squares a walk has reached)."""
        cam, walk = self.camera, self.walker()
        return cam.zoom, round(cam.cx, 2), round(cam.cy, 2), tuple(self.travelling().items()), walk and walk.reached()

    def space_thing(self, shown: Shown[V], pos: tuple[int, int]) -> Thing | None:
        """Any space of the board under the pointer: what it is (a click there takes nothing now)."""
        space = self.place_under(pos, shown)
        if space is None or space not in self.board.spaces:
            return None
        return Thing(tuple(self.camera.space_rect(self.board.spaces[space])), ("space", space),
                     words=lambda: tuple(self.place_words(shown, space)), tip="pointer",
                     marks=self.space_marks(shown, space))

    def missed(self, key: Any, shown: Shown[V]) -> None:
        if isinstance(key, tuple) and key[0] == "space" and shown.mine:
            self.app.say(self.unreachable(key[1]))

    def hint_line(self, shown: Shown[V]) -> str:
        if shown.over is not None and shown.settled:
            return shown.over.reason
        if shown.mine:
            return self.hint(shown)
        turn = shown.turn
        playing = shown.over is None and not self.table.spectator   # (a replay plays nothing: it shows again)
        if turn is not None and playing and self.table.session.is_computer(turn):
            return f"{self.table.name(turn)} (computer) is playing"
        return ""

    def results_bar(self, size: tuple[int, int]) -> Rect:
        """Over the hint line, as wide as its strip short of the zoom tools: the final board stays to be
        followed, zoomed and seen whole (centred at the top, the bar lay over the tools), and the line, whose
        words the panel's header says too, is covered whole rather than cut."""
        left, right = self.view_rect.x + 10, self.view_rect.right - 252 - 12
        return Rect(left, self.view_rect.y + 4, right - left, size[1])

    def tools(self, pointer: Pointer) -> Layout:
        spec = [(78, "Follow", self.follow, SMALL, "Back to the piece to act; the view follows the play again (drag "
                 "the board to look around, the wheel zooms)"),
                (78, "Whole", self.whole, SMALL, "See the whole board at once, or back to close up"),
                (38, "−", lambda: self.zoom(-1), SMALL + 4, "Zoom out"),
                (38, "+", lambda: self.zoom(1), SMALL + 4, "Zoom in (or turn the mouse wheel over the board)")]
        out = Layout()
        x = self.view_rect.right - 252   # (in a row, 4 apart, ending 8 short of the board's right)
        for w, label, do, size, words in spec:
            thing = Thing((x, self.view_rect.y + 8, w, 34), ("tool", label), do=do, words=words)
            out.things.append(thing)
            out.parts += button(thing, ButtonLook(label, "ghost", None, size), pointer)
            x += w + 4
        return out

    def choices(self, shown: Shown[V]) -> Layout:
        """A decision that is a choice of cards: the cards over the board, dimmed behind them; the board under
        them (all but its tools) answers nothing while they lie there."""
        view = self.view_rect
        laid = lay_out_choices(self.choice_items(shown), view) if shown.mine else []
        if not laid:
            return Layout()
        out = Layout([part(view, 150, paint_shade)],
                     [Thing((view.x, view.y + TOOLS_H, view.w, view.h - TOOLS_H), ("choosing",), tip="pointer")])
        top = min(c.rect.y for c in laid)
        out.parts.append(part((view.x + 20, top - 48, view.w - 40, 36), self.choice_caption(shown), paint_caption))
        for i, c in enumerate(laid):
            thing = Thing(tuple(c.rect), ("choice", i), (c.action,), words=self.action_words(shown.view, c.action))
            out.things.append(thing)
            out.parts += lit(c.rect.inflate(8, 8).move(0, -6), thing.key, Chosen(c.face, False), Chosen(c.face, True),
                             paint_chosen, spill=SHADOW)
        return out

    def outline(self, space: int, colour: Colour, width: int) -> Part:
        """A place's outline on the screen."""
        s = self.board.spaces[space]
        cam = self.camera
        if s.points and len(s.points) >= 3:
            pts = [cam.to_screen(*p) for p in s.points]
            box = Rect(pts[0], (1, 1)).unionall([Rect(p, (1, 1)) for p in pts]).inflate(width * 2, width * 2)
            return part(box, Outline(tuple((x - box.x, y - box.y) for x, y in pts), colour, width), paint_outline)
        return part(cam.space_rect(s).inflate(4, 4), Outline((), colour, width), paint_outline)

    # --- the board's picture ---------------------------------------------------------------------------
    def layer_for(self, zoom: float) -> Compositor | None:
        """The board at a zoom with its fixed things laid on it (None zoomed far in: too large to keep)."""
        if self.layer is None or self.layer[0] != zoom:
            board = self.camera.zoomed() if zoom == self.camera.zoom else None
            if board is None:
                self.layer = None
                return None
            self.layer, self.layered = (zoom, Compositor(board.copy(), lambda s, r, b=board: s.blit(b, r, r))), ()
        return self.layer[1]

    def paint_viewport(self, surface: pygame.Surface, rect: Rect, look: Viewport, pal: Palette) -> None:
        """The board in the view (its layer brought up to date with the fixed things), dark beyond its edges."""
        layer = self.layer_for(look.zoom)
        if layer is not None:
            if self.layered != (look.zoom, look.fixed, pal):   # (its own compositor paints only what changed)
                layer.show(self.on_layer(look), pal)
                self.layered = (look.zoom, look.fixed, pal)
            show(surface, rect, layer.surface, self.camera.to_screen(0, 0))
        else:
            show(surface, rect, *self.camera.in_sight())

    def ahead(self, shown: Shown[V]) -> list[Part]:
        parts = super().ahead(shown)
        return parts + [q for p in parts if isinstance(p.look, Viewport) for q in self.on_layer(p.look)]

    def on_layer(self, look: Viewport) -> list[Part]:
        """The fixed things a viewport shows on the board's layer (none zoomed far in: they lie on the screen)."""
        layer = self.layer_for(look.zoom)
        return self.fixed(look.view, Lens(look.zoom, layer.surface.get_size())) if layer is not None else []

    def let_go(self) -> None:
        self.layer, self.layered = None, ()

    # --- the camera --------------------------------------------------------------------------------------
    def zoom(self, steps: int) -> None:
        self.camera.zoom_step(steps)
        self.following = False

    def whole(self) -> None:
        cam = self.camera
        if cam.zoom <= cam.fit_zoom() * 1.01:
            cam.set_zoom(max(self.play_zoom, cam.fit_zoom()))
            self.follow()
            return
        cam.set_zoom(cam.fit_zoom())
        cam.centre_on(self.board.width / 2, self.board.height / 2)
        self.following = False

    def follow(self) -> None:
        self.following = True
        if self.camera.zoom < self.play_zoom * 0.9:
            self.camera.set_zoom(self.play_zoom)

    def walker(self) -> Walk | None:
        """The piece walking now (the running animation's), if any."""
        anim = self.table.playback.anim
        return anim if isinstance(anim, Walk) else None

    def travelling(self) -> dict[int, Point]:
        """The seat's piece on its way now (walking, or carried off by magic), at its point on the way (map
        coordinates): a board's pieces draw it there, not where it stands."""
        anim = self.table.playback.anim
        first = anim.parts[0] if isinstance(anim, Chain) and anim.parts else anim
        if isinstance(first, (Walk, Teleport)) and first.who is not None:
            return {first.who: first.position()}
        return {}

    def caught_up(self, moment: Moment[V]) -> None:
        if isinstance(moment.event, TurnBegan):
            self.following = True   # a new turn: follow the play again

    def update(self, dt: float, shown: Shown[V]) -> None:
        cam = self.camera
        if cam.dragging or cam.user_moved:
            self.following = False
            cam.user_moved = False
        target = None
        if self.following:   # (the piece on its way, else the piece to act)
            position = getattr(self.table.playback.anim, "position", None)
            target = (position() if callable(position) else None) or self.focus_point(shown)
        self.gliding = (target is not None and self.app.stack.top is self.table and not cam.dragging
                        and cam.ease_towards(*target, dt))

    def moving(self) -> bool:
        return self.gliding or self.camera.dragging

    def handle(self, event: pygame.event.Event, shown: Shown[V]) -> bool:
        """The board dragged and zoomed (a press that does not move is a click, for the table)."""
        cam = self.camera
        if event.type == pygame.MOUSEBUTTONUP:   # (the end of a drag, not a click; a press it never saw: neither)
            dragged = cam.dragging
            return cam.handle(event) and dragged
        if event.type == pygame.MOUSEBUTTONDOWN and not self.view_rect.collidepoint(event.pos):
            return False
        return cam.handle(event) and cam.dragging

    def reveal(self, action: Action) -> None:
        """Bring the place an action is clicked at into view (screen tests ask this before clicking)."""
        place = self.place_of(action)
        if place is None or place not in self.board.spaces:
            return
        self.camera.set_zoom(max(self.camera.zoom, self.play_zoom))
        self.camera.centre_on(*self.board.spaces[place].center)
        self.following = False
