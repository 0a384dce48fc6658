"""The board-game table: a Tiled board to pan and zoom, a camera that follows the play, and every action
that is taken on the board lit, worded on hover and taken by a click — all from one per-game hook,
`place_of(action)`, that says where on the board an action is clicked.

A game's scene subclasses BoardScene and gives: place_of (a space id per action, or None for a button),
action_words (what a click does, with the odds), focus_point (where the piece to act stands, as shown),
draw_pieces (its pieces and marks over the board), and, if it likes, place_words, light, choice_items
(a decision that is a choice of cards) and hint (the line above the board). Legal actions and targets
are taken once per change (refresh); nothing here asks the rules anything per frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.board import Space
from game.engine.protocol import Action
from game.engine.session import Moment, Session

from . import assets, draw, heap
from .boardview import BoardStyle, BoardView, Lens
from .cards import CardFace, Choice, draw_choices, lay_out_choices
from .table import TableScene
from .theme import SMALL, Colour
from .tips import draw_tip
from .widgets import Button, dispatch, draw_tooltip, tooltip_of

if TYPE_CHECKING:
    from .app import App

Rect = pygame.Rect
Point = tuple[float, float]
TOOLS_H = 48          # the strip at the top of the board kept for the zoom tools
LAYER_MAX = 6_000_000  # pixels: a board layer larger than this (zoomed far in) is not kept


def dot(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: Colour) -> None:
    pygame.draw.circle(surface, (30, 22, 12), centre, r + 2)
    pygame.draw.circle(surface, colour, centre, r)


def mend(layer: pygame.Surface, ground: pygame.Surface, before: dict[Any, Rect], parts: list[draw.Placed]) -> None:
    """Bring a layer of kept pictures over a ground up to date with new parts: where a part went, came or
    changed, the ground is put back and every part over that place blitted again in order, clipped to it
    (the same pixels as drawing it all again: elsewhere the same parts lie in the same order)."""
    now = {key for key, _, _ in parts}
    dirty = [rect for key, rect in before.items() if key not in now]
    dirty += [rect for key, _, rect in parts if key not in before]
    clip = layer.get_clip()
    for place in dirty:
        layer.set_clip(place)
        layer.blit(ground, place, place)
        for _, picture, rect in parts:
            if rect.colliderect(place):
                layer.blit(picture, rect)
    layer.set_clip(clip)


class BoardScene(TableScene):
    play_zoom = 0.6            # the zoom a person plays at (Follow comes back to it)
    camera_rate = 6.0          # how quickly the view glides after the play (per second)
    lit_colour: Colour = (255, 236, 170)

    def __init__(self, app: App, session: Session, style: BoardStyle | None = None,
                 view_rect: Rect | None = None) -> None:
        self.view_rect = Rect(view_rect or self.board_rect)
        self.board = session.game.load_board()
        self.board.space_at(0, 0)   # (its spaces sorted into cells as the table opens, not on the first hover)
        self.board_view = BoardView(self.board, self.view_rect, style or BoardStyle(app.palette), clear_top=TOOLS_H)
        self.board_view.on_click = self.clicked
        self.following = True
        self.camera_moving = False
        self.places: dict[int, list[Action]] = {}   # board places a click takes, with their actions
        self.choices: list[Choice] = []
        self._fixed: tuple[tuple[Any, ...], pygame.Surface, Any] | None = None
        self._ground: tuple[tuple[Any, ...], pygame.Surface, Any] | None = None   # (with the view: its id stays its)
        self._ground_seen: tuple[Any, ...] | None = None
        self._parts_drawn: tuple[Any, dict[Any, Rect]] | None = None   # the layer's parts, and for what zoom
        self._fixed_for: tuple[Any, Any] = (None, None)   # the view fixed_key was last asked of, and its answer
        self.tools = self._tools(app)
        super().__init__(app, session)
        focus = self.focus_point()
        if focus is not None:
            self.board_view.centre_on(*focus)

    # --- the hooks of a game's board -----------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        """The space a click takes this action at (None: the action is a button)."""
        return None

    def board_only(self, action: Action) -> bool:
        """An action taken on the board only, never offered as a button too."""
        return True

    def action_words(self, action: Action) -> str:
        """What a click does, in a line (with its cost or odds), for hovers, menus and button tips."""
        return str(action)

    def place_words(self, space: int) -> list[tuple[str, str]]:
        """What the place under the pointer is, as (text, face) lines."""
        name = self.board.spaces[space].name if space in self.board.spaces else ""
        return [(name, "bold")] if name else []

    def place_name(self, space: int) -> str:
        return self.board.spaces[space].label if space in self.board.spaces else ""

    def focus_point(self) -> Point | None:
        """Where the piece to act stands on the board, as the board shows it now (map coordinates)."""
        return None

    def draw_pieces(self, surface: pygame.Surface) -> None:
        """The pieces and marks over the board, from self.view (the walking piece from self.anim)."""

    def draw_fixed(self, surface: pygame.Surface, lens: BoardView | Lens) -> None:
        """What lies on the board and changes only with the view (cards in rooms): drawn once per change of
        it (fixed_key) and zoom onto a copy of the board, through `lens` (its to_screen and zoom)."""

    def fixed_key(self) -> Any:
        """What draw_fixed draws from, as a value to compare with the last view's: by default the view
        itself (its id; a kept layer holds its view, so no new view takes that id). A scene whose fixed things
        are a part of the view says which part: a pawn's move then leaves the layer as it was."""
        return id(self.view) if self.draws_fixed() else None

    def fixed_parts(self, lens: Lens) -> list[draw.Placed] | None:
        """The fixed things as kept pictures for the board's layer, in drawing order, each keyed by what it
        shows and where (None: draw_fixed draws them). Given them, a change of the view mends the layer: only
        the parts that came, went or changed are drawn again, with what overlaps them (a card taken in
        Dungeon! redrew a 2-million-pixel layer, 6 ms)."""
        return None

    def draws_fixed(self) -> bool:
        return type(self).draw_fixed is not BoardScene.draw_fixed

    def fixed_state(self) -> Any:
        """fixed_key(), asked once per view."""
        if self._fixed_for[0] is not self.view:
            self._fixed_for = (self.view, self.fixed_key())
        return self._fixed_for[1]

    def fixed_layer(self) -> pygame.Surface | None:
        """The whole board at the zoom with the fixed things drawn in: one opaque picture, made once per
        zoom and fixed things, and blitted whole (one copy a frame while the camera glides, where the board
        and a translucent layer over it were two, the second three times as slow). None zoomed far in: the
        few things in sight are drawn straight onto the screen."""
        bv = self.board_view
        whole = bv.whole()
        if whole is not None and not self.draws_fixed():
            return whole
        if whole is None or whole.get_width() * whole.get_height() > LAYER_MAX:
            if self._fixed is not None:   # (a layer of a smaller zoom is let go: tens of megabytes)
                self._fixed = None
                heap.trim()
            return None
        key = (self.fixed_state(), bv.zoom, id(self.app.palette))
        if self._fixed is None or self._fixed[0] != key:
            layer = self._fixed[1] if self._fixed is not None else None
            lens = Lens(bv.zoom, whole.get_size())
            parts = self.fixed_parts(lens)
            drawn = {k: r for k, _, r in parts} if parts is not None else None
            base = (bv.zoom, id(self.app.palette), whole.get_size())
            fresh = layer is None or layer.get_size() != whole.get_size()
            if fresh:   # (else drawn on the same picture: a new one costs its memory's first touch, 3 blits)
                if layer is not None:   # (the last zoom's layer let go first, not kept beside the new one)
                    self._fixed = layer = None
                    heap.trim()
                layer = whole.copy()
            assert layer is not None
            if fresh or parts is None or self._parts_drawn is None or self._parts_drawn[0] != base:
                if not fresh:
                    layer.blit(whole, (0, 0))
                if parts is None:
                    self.draw_fixed(layer, lens)
                for _, picture, rect in parts or ():
                    layer.blit(picture, rect)
            else:
                mend(layer, whole, self._parts_drawn[1], parts)
            self._parts_drawn = (base, drawn) if drawn is not None else None
            self._fixed = (key, layer, self.view)   # the view kept with its id: no new view can take it
        return self._fixed[1]

    def rehearsed(self) -> list[Any]:
        return [*super().rehearsed(), self.board_view]   # (a moment caught up may zoom it: Dungeon!'s on_moment)

    def let_go_pictures(self) -> None:
        """Another board is to cover this one for a while (the game watched again): the board at its zoom
        and the layers over it, tens of megabytes that are made again when this table shows again."""
        self._fixed = self._ground = self._parts_drawn = None
        self._ground_seen = None
        self.board_view.let_go()

    def light(self, surface: pygame.Surface, space: int, actions: list[Action], hovered: bool) -> None:
        """Mark a place a click may take."""
        self.board_view.outline(surface, self.board.spaces[space], self.lit_colour, 5 if hovered else 3)

    def place_at(self, point: Point, space: Space | None) -> int | None:
        """The place a click at this map point means (a game may widen it: a door beside the space)."""
        return space.id if space is not None else None

    def choice_items(self) -> list[tuple[Action, CardFace]]:
        """A decision that is a choice of cards (a pawn, a spell): the actions with their faces."""
        return []

    def choice_caption(self) -> str:
        return "Choose a card"

    def hint(self) -> str:
        """The line above the board that says what to do now."""
        return ""

    def covers(self, pos: tuple[int, int]) -> bool:
        """Something the scene draws over the board is under the pointer (the board neither hovers nor
        takes a click there)."""
        return any(t.rect.collidepoint(pos) for t in self.tools) or self.target_at(pos) is not None

    # --- targets, taken once per change ----------------------------------------------------------------
    def refresh(self) -> None:
        super().refresh()
        self.places = {}
        for action in self.legal:
            place = self.place_of(action)
            if place is not None:
                self.places.setdefault(place, []).append(action)
        self.choices = lay_out_choices(self.choice_items(), self.view_rect) if self.legal else []

    def button_actions(self, legal: list[Action]) -> list[Action]:
        return [a for a in legal if not (self.place_of(a) is not None and self.board_only(a))]

    def action_tip(self, action: Action) -> str | None:
        return self.action_words(action)

    # --- the camera ---------------------------------------------------------------------------------
    def _tools(self, app: App) -> list[Button]:
        r = self.view_rect
        return [
            Button(app, (r.right - 46, r.y + 8, 38, 34), "+", lambda: self.zoom(1), size=SMALL + 4, style="ghost",
                   tooltip="Zoom in (or turn the mouse wheel over the board)"),
            Button(app, (r.right - 88, r.y + 8, 38, 34), "−", lambda: self.zoom(-1), size=SMALL + 4, style="ghost",
                   tooltip="Zoom out"),
            Button(app, (r.right - 170, r.y + 8, 78, 34), "Whole", self.whole, size=SMALL, style="ghost",
                   tooltip="See the whole board at once, or back to close up"),
            Button(app, (r.right - 252, r.y + 8, 78, 34), "Follow", self.follow, size=SMALL, style="ghost",
                   tooltip="Back to the piece to act; the view follows the play again (drag the board to look "
                           "around, the wheel zooms)"),
        ]

    def zoom(self, steps: int) -> None:
        self.board_view.zoom_step(steps)
        self.following = False

    def whole(self) -> None:
        bv = self.board_view
        if bv.zoom <= bv.fit_zoom() * 1.01:
            bv.set_zoom(max(self.play_zoom, bv.fit_zoom()))
            self.follow()
            return
        bv.set_zoom(bv.fit_zoom())
        bv.centre_on(self.board.width / 2, self.board.height / 2)
        self.following = False

    def follow(self) -> None:
        self.following = True
        if self.board_view.zoom < self.play_zoom * 0.9:
            self.board_view.set_zoom(self.play_zoom)

    def camera_target(self) -> Point | None:
        position = getattr(self.anim, "position", None)
        point = position() if callable(position) else None
        return point if point is not None else self.focus_point()

    def on_moment(self, moment: Moment) -> None:
        from game.engine.events import TurnBegan
        if isinstance(moment.event, TurnBegan):
            self.following = True   # a new turn: follow the play again

    def update(self, dt: float) -> None:
        super().update(dt)
        bv = self.board_view
        if bv.dragging or bv.user_moved:
            self.following = False
            bv.user_moved = False
        target = self.camera_target() if self.following else None
        self.camera_moving = (target is not None and self.app.stack.top is self and not bv.dragging
                              and bv.ease_towards(*target, dt, self.camera_rate))

    def busy(self) -> bool:
        return super().busy() or self.camera_moving or self.board_view.dragging

    def animating(self) -> bool:
        return super().animating() or self.camera_moving or self.board_view.dragging

    # --- clicks -------------------------------------------------------------------------------------
    def handle_board(self, event: pygame.event.Event) -> bool:
        if dispatch(self.tools, event):
            return True
        if self.choices:
            return self._choose(event)
        if self.playing_back() and event.type == pygame.MOUSEBUTTONDOWN:
            return True   # the click that skips the animation is not the start of a drag
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.covers(event.pos) \
                and self.board_view._press is None:
            return True
        return self.board_view.handle(event)

    def _choose(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for c in self.choices:
                if c.rect.collidepoint(event.pos):
                    self.app.audio.play("click", 0.6)
                    self.act(c.action)
                    return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.view_rect.collidepoint(event.pos)

    def clicked(self, space: Space | None, point: Point) -> None:
        if not self.my_turn():
            return
        target = self.place_at(point, space)
        actions = self.places.get(target, []) if target is not None else []
        if len(actions) == 1:
            self.act(actions[0])
        elif actions:
            self.open_menu(self.place_name(target), actions)
        elif target is not None and self.legal:
            self.app.say(self.unreachable(target))

    def unreachable(self, space: int) -> str:
        """What a click on a place no action takes says."""
        return f"Nothing to do at {self.place_name(space) or 'that place'} now"

    def click_for(self, action: Action) -> tuple[int, int] | None:
        """Where a person clicks to take this action now (the camera is brought to it first); for screen tests
        that play by clicks. A board action with several at one place opens the menu: ask again for its button."""
        if self.menu is not None:
            return super().click_for(action)
        for c in self.choices:
            if c.action == action:
                return c.rect.center
        place = self.place_of(action)
        if place is None or place not in self.places:
            return super().click_for(action)
        space = self.board.spaces[place]
        bv = self.board_view
        if bv.zoom < self.play_zoom:
            bv.set_zoom(self.play_zoom)
        bv.centre_on(*space.center)
        self.following = False
        for point in self.click_points(space):
            x, y = bv.to_screen(*point)
            target = self.place_at(point, self.board.space_at(*point))
            if target == place and self.view_rect.collidepoint(x, y) and not self.covers((x, y)):
                return (x, y)
        return None

    def click_points(self, space: Space) -> list[Point]:
        """Points of a space a click may be made at: its centre, then round it (a piece may stand there)."""
        cx, cy = space.center
        return [(cx, cy), (cx, cy + space.h * 0.3), (cx - space.w * 0.3, cy), (cx + space.w * 0.3, cy)]

    # --- drawing ------------------------------------------------------------------------------------
    def hovered(self) -> int | None:
        bv = self.board_view
        if not bv.rect.collidepoint(bv.mouse) or self.menu is not None or self.choices:
            return None
        if self.covers(bv.mouse):
            return None
        return self.place_at(bv.to_map(*bv.mouse), bv.hover_space)

    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        pal = self.app.palette
        self.draw_ground(surface)
        hover = self.hovered()
        clip = surface.get_clip()
        surface.set_clip(self.view_rect)
        if self.my_turn():
            for space, actions in self.places.items():
                self.light(surface, space, actions, space == hover)
        self.draw_pieces(surface)
        surface.set_clip(clip)
        self.draw_hint(surface)
        for w in self.tools:
            w.draw(surface)
        if self.choices:
            draw_choices(surface, self.view_rect, self.choices, self.choice_caption(), self.app.mouse, pal)

    def draw_ground(self, surface: pygame.Surface) -> None:
        """The board and what lies on it that changes only with the view: while the camera rests, one
        picture kept from the frame before (an opaque blit, where drawing it means a fill, the board and a
        translucent layer over it: most of a frame's cost when only the pointer moves)."""
        bv = self.board_view
        if self.rehearsing:   # (its pictures are painted over in place: a rehearsal would leave them wrong; only
            whole = bv.whole_made()   # the parts its layer takes are made ahead, kept by what they show)
            if whole is not None and self.draws_fixed():
                self.fixed_parts(Lens(bv.zoom, whole.get_size()))
            return
        key = (self.fixed_state(), bv.zoom, bv.to_screen(0, 0), id(self.app.palette))
        if self._ground is not None and self._ground[0] == key:
            draw.blit_aligned(surface, self._ground[1], self.view_rect.topleft)
            return
        layer = self.fixed_layer()
        bv.draw(surface, layer)
        if layer is None and self.draws_fixed():
            clip = surface.get_clip()
            surface.set_clip(self.view_rect)
            self.draw_fixed(surface, bv)
            surface.set_clip(clip)
        if key == self._ground_seen:   # the same two frames running: the camera rests, keep the picture
            picture = self._ground[1] if self._ground is not None else pygame.Surface(self.view_rect.size, 0, surface)
            draw.copy_aligned(picture, surface, self.view_rect)
            self._ground = (key, picture, self.view)
        self._ground_seen = key

    def draw_over(self, surface: pygame.Surface) -> None:
        """What lies over the whole screen, the side panel too: the hover words, the menu, the tooltips."""
        super().draw_over(surface)
        hover = self.hovered()
        if hover is not None and self.menu is None and not self.playing_back():
            lines = self.place_words(hover)
            for a in self.places.get(hover, []) if self.my_turn() else []:
                lines.append(("Click: " + self.action_words(a), "bold"))
            if len(self.places.get(hover, [])) > 1 and self.my_turn():
                lines.append(("(a click offers these choices)", "italic"))
            draw_tip(surface, lines, self.board_view.mouse, surface.get_rect(), self.app.palette)
        draw_tooltip(surface, self.app, tooltip_of(self.tools))

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The line above the board: what to do now, or who is playing."""
        pal = self.app.palette
        seat = self.shown_turn()
        if self.session.outcome is not None and not self.playing_back():
            text = self.session.outcome.reason
        elif self.my_turn():
            text = self.hint()
        elif seat is not None and self.session.is_computer(seat):
            text = f"{self.session.state.name(seat)} (computer) is playing"
        else:
            text = ""
        if not text:
            return
        right = min(t.rect.x for t in self.tools) - 10
        width = min(right - self.view_rect.x - 12, assets.width("bold", SMALL + 1, text) + 40)
        box = Rect(self.view_rect.x + 10, self.view_rect.y + 8, max(60, width), 34)
        draw.panel(surface, box, pal.panel, pal.gold if self.my_turn() else pal.line, shadow=True)
        if seat is not None:
            draw.marker(surface, seat, (box.x + 16, box.centery), 7, pal)
        draw.text(surface, text, (box.x + 30, box.centery), size=SMALL + 1, colour=pal.text, face="bold",
                  anchor="midleft", max_width=box.w - 40)

    def light_spot(self, surface: pygame.Surface, space: int, colour: Colour, wash: int = 150) -> None:
        """A small space a click may take: lightened, with a dot in the colour of what the click does."""
        rect = self.board_view.space_rect(self.board.spaces[space])
        surface.blit(draw.wash(rect.w, rect.h, (255, 255, 255), wash), rect)
        dot(surface, rect.center, max(3, rect.w // 4), colour)

    def draw_route(self, surface: pygame.Surface, points: list[Point], label: str, colour: Colour) -> None:
        """A way across the board, step by step (map points), with what it costs or means at its end."""
        if not points:
            return
        pts = [self.board_view.to_screen(*p) for p in points]
        if len(pts) > 1:
            pygame.draw.lines(surface, (30, 22, 12), False, pts, 9)
            pygame.draw.lines(surface, colour, False, pts, 5)
        for p in pts[1:-1]:
            dot(surface, p, 4, colour)
        if label:
            draw.plate(surface, label, (pts[-1][0], pts[-1][1] - 26), size=SMALL + 2, ink=self.app.palette.ink,
                       fill=colour, border=(30, 22, 12), pad=(14, 6), radius=8)
