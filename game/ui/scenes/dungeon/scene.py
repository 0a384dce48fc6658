"""The Dungeon! table: the six-level board to pan and zoom, the pawns and the cards on it, every move and
door and spell taken by a click on the board, and each event of the rules shown as it happens.

While the events of an action are shown, the board stays as it was before the action (`shown_view`),
and each pawn stands where the events have taken it so far (`shown_at`): a pawn walks its path, fights,
retreats, in that order, and the board catches up when the events are done.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Session
from game.games.dungeon import content
from game.games.dungeon.actions import ChoosePawn, DropPrize, TakeSpell
from game.games.dungeon.state import PICK_SPELL

from ... import draw
from ...boardview import BoardView
from ...table import TableScene
from ...theme import SMALL
from ...widgets import Button, dispatch, draw_tooltip, tooltip_of
from . import drawing, targets
from .cards import pawn_face, prize_face, spell_face
from .marks import DOOR_REACH, BoardMarks
from .panels import ActionMenu, Choice, Tray, draw_choices, lay_out_choices
from .showing import EventShow, whose_turn
from .style import DungeonBoardStyle, Layout

if TYPE_CHECKING:
    from ...app import App

View = dict[str, Any]
PLAY_ZOOM = 0.6       # the zoom a person plays at, once the game is under way (the start shows it all)
CAMERA_SPEED = 7.0    # how quickly the view glides to the pawn to act (per second)


class DungeonScene(BoardMarks, TableScene):
    def __init__(self, app: App, session: Session) -> None:
        board = session.game.load_board()
        self.m = session.game.map()  # type: ignore[attr-defined]
        self.board = board
        self.layout = Layout(board)
        self.board_view = BoardView(board, self.board_rect, DungeonBoardStyle(app.palette))
        self.board_view.on_click = self.clicked
        self.shown_view: View | None = None
        self.shown_at: dict[int, int | None] = {}
        self.legal_now: list[Action] = []
        self.targets: dict[int, list[Action]] = {}
        self.door_links: dict[int, int] = {}
        self.menu: ActionMenu | None = None
        self.choices: list[Choice] = []
        self.cam_target: tuple[float, float] | None = None
        self.user_panned = False     # the person dragged the board this turn: the camera leaves it be
        self.played_zoom = False     # the view has zoomed in once for play
        self.tray = Tray(app, pygame.Rect(12, self.board_rect.bottom - 50, 600, 40))
        self.zoom_buttons = self._zoom_buttons(app)
        self.show = EventShow(self)
        super().__init__(app, session)
        self.focus_on_turn()

    def _zoom_buttons(self, app: App) -> list[Button]:
        x = self.board_rect.right - 58
        return [
            Button(app, (x, 56, 46, 40), "+", lambda: self.zoom(1), size=SMALL + 6, tooltip="Zoom in (or the wheel)"),
            Button(app, (x, 100, 46, 40), "−", lambda: self.zoom(-1), size=SMALL + 6, tooltip="Zoom out"),
            Button(app, (x, 144, 46, 40), "All", self.whole_board, size=SMALL, tooltip="The whole board"),
            Button(app, (x, 188, 46, 40), "Me", self.find_me, size=SMALL, tooltip="Back to your pawn"),
        ]

    # --- what is shown --------------------------------------------------------------------------------
    @property
    def table_view(self) -> View:
        if self.shown_view is None:
            self.sync()
        assert self.shown_view is not None
        return self.shown_view

    def sync(self) -> None:
        """The board catches up with the game."""
        self.shown_view = self.view
        self.shown_at = {p["seat"]: p["space"] for p in self.shown_view["pawns"]}

    def playing_back(self) -> bool:
        return self.anim is not None or bool(self.queue)

    def refresh(self) -> None:
        super().refresh()
        if not self.playing_back():
            self.sync()
        self.legal_now = self.session.legal() if self.my_turn() else []
        view = self.table_view
        here = targets.acting(view)["space"] if targets.acting(view) else None
        self.targets = targets.by_space(self.legal_now)
        self.door_links = targets.doors(self.legal_now, self.m, here)
        self.menu = None
        self.choices = lay_out_choices(self.choice_items(), self.board_rect)

    def on_events_done(self) -> None:
        self.show.pinned = None
        self.sync()

    def choice_items(self) -> list[tuple[Action, Any, str | None]]:
        view = self.table_view
        stock = view["stock"]
        items: list[tuple[Action, Any, str | None]] = []
        for a in self.legal_now:
            if isinstance(a, ChoosePawn):
                items.append((a, pawn_face(a.pawn), drawing.sprite_of(a.pawn)))
            elif isinstance(a, TakeSpell):
                items.append((a, spell_face(content.spells()[a.spell], f"{stock.get(a.spell, 0)} in the stock"), None))
            elif isinstance(a, DropPrize):
                items.append((a, prize_face(content.prize(a.card).as_dict()), None))
        return items

    def choice_caption(self) -> str:
        if not self.choices:
            return ""
        first = self.choices[0].action
        if isinstance(first, ChoosePawn):
            return "Choose your pawn"
        if isinstance(first, DropPrize):
            return "Choose the prize to drop: the monster will guard it"
        pawn = targets.me(self.table_view)
        held = ", ".join(f"{k} {content.spell_name(s)}" for s, k in (pawn or {}).get("spells", {}).items() if k)
        pending = self.table_view.get("pending") or {}
        left = f" ({pending.get('count')} to take)" if pending.get("kind") == PICK_SPELL else ""
        return f"Take a spell{left}" + (f" — you hold {held}" if held else "")

    # --- the side panel's hooks -----------------------------------------------------------------------
    def button_actions(self, legal: list[Action]) -> list[Action]:
        return targets.board_buttons(legal)


    def action_tip(self, action: Action) -> str | None:
        return targets.button_tip(action, self.view, self.m)

    def seat_icon(self, seat: int) -> str | None:
        kind = self.session.state.pawns[seat].kind  # type: ignore[attr-defined]
        return drawing.sprite_of(kind)

    def shown_turn(self) -> int | None:
        """While an action's events are shown, the turn they belong to (the game may have moved on)."""
        return self.table_view["to_act"] if self.playing_back() else self.session.to_act

    def turn_text(self) -> tuple[str, str]:
        view = self.table_view
        seat = self.shown_turn()
        if seat is None or self.session.outcome is not None:
            return super().turn_text()
        name = self.session.state.name(seat)
        label = view["label"] if self.playing_back() else self.game.turn_label(self.session.state)
        if self.session.is_computer(seat):
            return f"{name} (computer)", label
        return whose_turn(name), label

    def seat_line(self, seat: int) -> str:
        """Prizes (and their value, for the seat at the screen), spells, lost turns; the pawn's type too when
        it fits (its sprite says it anyway)."""
        p = self.table_view["pawns"][seat]
        if not p["kind"]:
            return "choosing a pawn"
        if not p["alive"]:
            return f"{p['kind']} · killed"
        n = p["prize_count"]
        parts = [f"{n} prize{'s' if n != 1 else ''}"]
        if p["value"] is not None:
            parts.append(f"{p['value']:,} gp")
        if p["kind"] == content.WIZARD:
            parts.append(f"{p['spell_count']} spells")
        if p["wounded"]:
            parts.append("wounded")
        elif p["lost_turns"]:
            parts.append(f"loses {p['lost_turns']}")
        fnt = draw.assets.font("body", SMALL - 1)
        room = self.seat_line_width(seat)
        for line in (" · ".join([p["kind"], *parts]), " · ".join(parts)):
            if fnt.size(line)[0] <= room:
                return line
        return " · ".join(parts)

    # --- events ---------------------------------------------------------------------------------------
    def animate(self, event: Event) -> Any:
        if isinstance(event, TurnBegan):
            self.user_panned = False
            self.show.pinned = None
        return self.show.animate(event)

    def sound_for(self, event: Event) -> str | None:
        return self.show.sound(event) or super().sound_for(event)

    # --- the camera -----------------------------------------------------------------------------------
    def zoom(self, steps: int) -> None:
        self.board_view.zoom_step(steps)
        self.cam_target = None

    def whole_board(self) -> None:
        bv = self.board_view
        bv.set_zoom(bv.fit_zoom())
        bv.centre_on(self.board.width / 2, self.board.height / 2)
        self.cam_target = None
        self.user_panned = True

    def glide_to(self, point: tuple[float, float]) -> None:
        if not self.user_panned:
            self.cam_target = point

    def pawn_point(self, seat: int) -> tuple[float, float] | None:
        space = self.shown_at.get(seat)
        return None if space is None else self.layout.pawn_at[space]

    def focus_on_turn(self, force: bool = False, seat: int | None = None) -> None:
        """Centre on the pawn to act, or `seat`'s (zoomed in for play the first time a pawn is placed and
        moving)."""
        seat = self.session.to_act if seat is None else seat
        if seat is None:
            return
        point = self.pawn_point(seat)
        view = self.table_view
        if point is None or view["phase"] != "play":
            return
        if force:
            self.user_panned = False
        if not self.played_zoom and self.board_view.zoom < PLAY_ZOOM:
            self.played_zoom = True
            self.board_view.set_zoom(PLAY_ZOOM)
            self.board_view.centre_on(*point)
        self.glide_to(point)

    def find_me(self) -> None:
        mine = self.viewer is not None and self.pawn_point(self.viewer) is not None
        self.focus_on_turn(force=True, seat=self.viewer if mine else None)

    def update(self, dt: float) -> None:
        super().update(dt)
        bv = self.board_view
        if bv.dragging:
            self.user_panned = True
            self.cam_target = None
        walker = self.show.walker()
        if walker is not None:
            x, y = bv.to_screen(*walker[1])
            if not bv.rect.inflate(-220, -180).collidepoint(x, y):
                self.glide_to(walker[1])
        if self.cam_target is not None:
            tx, ty = self.cam_target
            k = min(1.0, dt * CAMERA_SPEED)
            bv.centre_on(bv.cx + (tx - bv.cx) * k, bv.cy + (ty - bv.cy) * k)
            if math.hypot(tx - bv.cx, ty - bv.cy) < 2 or k >= 1.0:
                self.cam_target = None

    def busy(self) -> bool:
        return super().busy() or self.cam_target is not None or self.board_view.dragging

    # --- input ----------------------------------------------------------------------------------------
    def handle_board(self, event: pygame.event.Event) -> bool:
        menu = self.menu
        if menu is not None:
            used = menu.handle(event)  # a pick closes it (and acts)
            if menu.closed:
                self.menu = None
            if used:
                return True
        if dispatch(self.zoom_buttons, event):
            return True
        if self.playing_back() and event.type == pygame.MOUSEBUTTONDOWN:
            return True  # the click that skips the animation is not the start of a drag
        if self.choices:
            return self.handle_choice(event)
        if event.type == pygame.MOUSEMOTION:
            self.board_view.mouse = event.pos
        return self.board_view.handle(event)

    def handle_choice(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for c in self.choices:
                if c.rect.collidepoint(event.pos):
                    self.app.audio.play("click", 0.6)
                    self.act(c.action)
                    return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.board_rect.collidepoint(event.pos)

    def target_at(self, point: tuple[float, float], space: int | None) -> int | None:
        """The place a click at this map point means: a door a click may open, else the space under it. A door
        lies on the edge of the space beside it, half a slab from its middle: only a click nearer the door than
        that middle means the door."""
        reach = DOOR_REACH
        best = None
        for link, behind in self.door_links.items():
            dx, dy = (a - b for a, b in zip(self.layout.door_at[link], point, strict=True))
            d = math.hypot(dx, dy)
            if d <= reach and (best is None or d < best[0]):
                best = (d, behind)
        return best[1] if best else space

    def clicked(self, space: Any, point: tuple[float, float]) -> None:
        if not self.my_turn():
            return
        target = self.target_at(point, space.id if space is not None else None)
        actions = self.targets.get(target, []) if target is not None else []
        if len(actions) == 1:
            self.act(actions[0])
        elif actions:
            tips = [targets.action_words(a, self.view, self.m) for a in actions]
            self.menu = ActionMenu(self.app, self.app.mouse, self.m.name(target), actions, tips, self.pick,
                                   self.board_rect, targets.labels(actions, self.m))

    def pick(self, action: Action) -> None:
        self.menu = None
        self.act(action)

    # --- drawing --------------------------------------------------------------------------------------
    def hovered(self) -> int | None:
        bv = self.board_view
        if not bv.rect.collidepoint(bv.mouse) or self.menu is not None or self.choices:
            return None
        space = bv.hover_space
        return self.target_at(bv.to_map(*bv.mouse), space.id if space else None)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pal = self.app.palette
        bv = self.board_view
        view = self.table_view
        bv.draw(surface)
        me = targets.me(view)
        column = me["kind"].lower() if me and me["kind"] else ""
        drawing.draw_lairs(surface, bv, self.layout, view, column, pal)
        hover = self.hovered()
        if self.my_turn():
            self.draw_targets(surface, hover)
        moving = self.show.moving()
        drawing.draw_pawns(surface, bv, self.layout, view["pawns"], self.shown_at, moving,
                           self.session.to_act, pal)
        if self.my_turn():
            self.draw_doors(surface)
        drawing.draw_level_labels(surface, bv, self.board, pal)
        self.draw_hint(surface)
        for b in self.zoom_buttons:
            b.draw(surface)
        self.tray.draw(surface, me, self.app.mouse, rect)
        if self.choices:
            draw_choices(surface, rect, self.choices, self.choice_caption(), self.app.mouse, pal)
        elif hover is not None and self.menu is None and not self.playing_back():
            self.draw_hover(surface, hover)
        if self.menu is not None:
            self.menu.draw(surface)
        draw_tooltip(surface, self.app, tooltip_of(self.zoom_buttons))
