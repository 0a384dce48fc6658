"""The table of Escape from Rovert's Lair: the tall escape path with the hirelings and the Flaming
Fireball of Doom on it, the column of packs and cards on its left, and the shell's side panel.

The view follows the play (the hireling to act, a pawn walking, the fire travelling) until the person
drags or zooms it; the board is clicked to choose a way at a split, and a pack or card in the column to
play it; every other decision is a button. What the board shows while events play out comes from
`Shown`, which advances one event at a time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import DiceRolled, Event, GameEnded, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Session
from game.games.escape.actions import (
    ChooseBranch,
    LeaveBackpacks,
    NoCard,
    PayToll,
    Steal,
    Swim,
    TakeLedge,
    ThrowCard,
    UseCard,
    WaitAtBridge,
)
from game.games.escape.events import (
    CardFlipped,
    CardStolen,
    Encounter,
    Escaped,
    FireballMoved,
    FireCaught,
    Moved,
    TollPaid,
)
from game.games.escape.view import card_face
from game.ui.boardview import BoardView
from game.ui.table import Animation, Delay, TableScene
from game.ui.theme import SMALL
from game.ui.widgets import Button, dispatch, draw_tooltip, tooltip_of

from . import odds
from .anims import Banner, CardTurn, PlacedTray, Rising, Walk
from .overlay import Overlay
from .shown import Shown
from .style import EscapeBoardStyle
from .tray import Spot, Tray

if TYPE_CHECKING:
    from game.ui.app import App

Rect = pygame.Rect
COL_W = 210          # the column of packs left of the board
START_ZOOM = 0.6     # squares large enough to read their numbers, the width of the board in view
STEP = 0.17          # seconds a hireling takes per square, at the normal pace
FIRE_STEP = 0.26


class EscapeScene(TableScene):
    def __init__(self, app: App, session: Session) -> None:
        self.path = session.game.path()  # type: ignore[attr-defined]
        self.shown = Shown(session.view(None), self.path)
        area = TableScene.board_rect
        self.view_rect = Rect(area.x + COL_W, area.y, area.w - COL_W, area.h)
        self.board_view = BoardView(session.game.load_board(), self.view_rect, EscapeBoardStyle(app.palette),
                                    clear_top=48)
        self.board_view.set_zoom(START_ZOOM)
        self.board_view.on_click = self._board_click
        self.tray = Tray(Rect(area.x, area.y, COL_W, area.h), self.path)
        self.overlay = Overlay(self)
        self.tray_hover: Spot | None = None
        self.focus: tuple[float, float] | None = None
        self.camera_moving = False
        self.batch_roll: DiceRolled | None = None   # the last roll among the events being shown
        self.tools = self._tools(app)
        super().__init__(app, session)
        self._focus_on_turn(jump=True)

    def _tools(self, app: App) -> list[Button]:
        r = self.view_rect
        return [
            Button(app, (r.right - 46, r.y + 8, 38, 34), "+", lambda: self._zoom(1), size=SMALL + 4, style="ghost",
                   tooltip="Zoom in (or turn the mouse wheel over the board)"),
            Button(app, (r.right - 88, r.y + 8, 38, 34), "−", lambda: self._zoom(-1), size=SMALL + 4, style="ghost",
                   tooltip="Zoom out"),
            Button(app, (r.right - 170, r.y + 8, 78, 34), "Whole", self._whole, size=SMALL, style="ghost",
                   tooltip="See the whole way out at once, or back to close up"),
            Button(app, (r.right - 252, r.y + 8, 78, 34), "Follow", self._follow, size=SMALL, style="ghost",
                   tooltip="Back to the hireling to act; the view follows the play again (drag the board to look "
                           "around, the wheel zooms)"),
        ]

    # --- the view of the board ------------------------------------------------------------------
    def centre_of(self, sid: int) -> tuple[float, float]:
        return self.path.space(sid).center

    def _zoom(self, steps: int) -> None:
        self.board_view.zoom_step(steps)

    def _whole(self) -> None:
        bv = self.board_view
        bv.set_zoom(START_ZOOM if bv.zoom < START_ZOOM * 0.9 else bv.fit_zoom())

    def _follow(self) -> None:
        self.board_view.user_moved = False
        if self.board_view.zoom < START_ZOOM * 0.9:
            self.board_view.set_zoom(START_ZOOM)
        self._focus_on_turn()

    def _focus_on_turn(self, jump: bool = False) -> None:
        seat = self.shown.view.get("to_act")
        if seat is None:
            seat = self.session.to_act
        if seat is None:
            winner = self.shown.view.get("winner")
            self.focus = self.centre_of(self.path.exit) if winner is not None else self.focus
        elif self.shown.hirelings[seat]["status"] == "in":
            self.focus = self.centre_of(self.shown.hirelings[seat]["square"])
        if jump and self.focus is not None:
            self.board_view.centre_on(*self.focus)

    def _camera_target(self) -> tuple[float, float] | None:
        if isinstance(self.anim, Walk):
            return self.anim.position()
        return self.focus

    def update(self, dt: float) -> None:
        super().update(dt)
        bv = self.board_view
        target = self._camera_target()
        self.camera_moving = (target is not None and not bv.user_moved and not bv.dragging
                              and self.app.stack.top is self and bv.ease_towards(*target, dt))

    def busy(self) -> bool:
        return super().busy() or self.camera_moving or self.board_view.dragging

    # --- keeping the board in step with the events shown ------------------------------------------
    def refresh(self) -> None:
        super().refresh()
        if not self.queue and self.anim is None:
            self.shown.sync(self.view)

    def feed(self, events: list[Event], first_line: int) -> None:
        super().feed(events, first_line)
        rolls = [e for e in events if isinstance(e, DiceRolled)]
        if rolls:
            self.batch_roll = rolls[-1]

    def on_events_done(self) -> None:
        self.shown.sync(self.view)
        if self.batch_roll is not None:   # shown at once when the pace is instant or the events were skipped
            self.shown.last_roll = self.batch_roll
            self.batch_roll = None
        self._focus_on_turn()

    def animate(self, event: Event) -> Animation | None:
        pace = self.app.prefs.pace
        self.shown.apply(event)
        pal = self.app.palette
        if isinstance(event, TurnBegan):
            self.board_view.user_moved = False   # a new turn: follow the play again
            self._focus_on_turn()
            return Delay(0.35 * pace)
        if isinstance(event, Moved):
            return Walk(event.seat, event.path, [self.centre_of(s) for s in event.path], STEP * pace)
        if isinstance(event, FireballMoved):
            return Walk(None, event.path, [self.centre_of(s) for s in event.path], FIRE_STEP * pace)
        if isinstance(event, (CardFlipped, CardStolen, TollPaid)):
            return CardTurn(card_face(event.card), card_caption(event), self.view_rect.center, pace)
        if isinstance(event, DiceRolled):
            return PlacedTray(event, pace, self._tray_area(event.seat), dark=event.seat is None)
        if isinstance(event, Encounter):
            colour = {True: pal.good, False: pal.bad}.get(event.success, pal.gold)
            return Rising(encounter_words(event), self.centre_of(event.square), self.board_view.to_screen, colour,
                          pace, self.view_rect)
        if isinstance(event, FireCaught):
            return Banner(event.text(), pal.bad if event.to is None else (230, 130, 50), self.view_rect, pace)
        if isinstance(event, Escaped):
            return Banner(event.text(), pal.good, self.view_rect, pace)
        return None

    def _tray_area(self, seat: int | None) -> Rect:
        """Where the dice roll: the half of the board away from the roller (Rovert rolls for the fire)."""
        sid = self.path.route[self.shown.fire_index] if seat is None else self.shown.hirelings[seat]["square"]
        y = self.board_view.to_screen(*self.centre_of(sid))[1]
        top = self.view_rect.y + 50 if y > self.view_rect.centery else self.view_rect.bottom - 226
        return Rect(self.view_rect.x, top, self.view_rect.w, 220)

    def sound_for(self, event: Event) -> str | None:
        if isinstance(event, FireballMoved):
            return "fireball"
        if isinstance(event, FireCaught):
            return "defeat" if event.to is None else "fireball"
        if isinstance(event, Encounter):
            if event.kind == "monster" and event.success is False:
                return "monster_roar"
            if event.kind == "spider_web" and event.success is None:
                return "trap"
        if isinstance(event, Escaped):
            return "level_up"
        if isinstance(event, GameEnded) and self.shown.view.get("winner") is None:
            return "defeat"
        return super().sound_for(event)

    # --- decisions by clicking ----------------------------------------------------------------------
    def button_actions(self, legal: list[Action]) -> list[Action]:
        return [a for a in legal if not isinstance(a, ChooseBranch)]   # the split is chosen on the board

    def branch_actions(self) -> list[ChooseBranch]:
        if not self.my_turn():
            return []
        return [a for a in self.session.legal() if isinstance(a, ChooseBranch)]

    def _board_click(self, space: Any, point: tuple[float, float]) -> None:
        if space is None:
            return
        for action in self.branch_actions():
            if space.id in odds.branch_squares(self.path, action.square):
                self.act(action)
                return

    def tray_action(self, spot: Spot | None) -> Action | None:
        """The legal action a click on this pack or card makes, if any."""
        if spot is None or not self.my_turn():
            return None
        me = self.session.to_act
        legal = self.session.legal()
        for action in legal:
            if spot.seat == me and spot.what == "pack" and (
                    isinstance(action, (UseCard, PayToll)) or (isinstance(action, ThrowCard) and action.front < 0)):
                return action
            if spot.seat == me and spot.what == "front" and isinstance(action, ThrowCard) and action.front >= 0:
                fronts = self.view["hirelings"][me]["front"]
                if 0 <= spot.index < len(fronts) and fronts[action.front]["card"] == fronts[spot.index]["card"]:
                    return action
            if spot.seat != me and spot.what in ("pack", "box") and isinstance(action, Steal) \
                    and action.victim == spot.seat:
                return action
        return None

    def clickable(self) -> set[Spot]:
        if not self.my_turn():
            return set()
        me = self.session.to_act
        h = self.view["hirelings"][me]
        spots = [Spot("pack", me), *(Spot("front", me, i) for i in range(len(h["front"]))),
                 *(Spot("pack", s) for s in range(len(self.view["hirelings"])) if s != me)]
        return {s for s in spots if self.tray_action(s) is not None}

    def handle_board(self, event: pygame.event.Event) -> bool:
        if dispatch(self.tools, event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.tray_hover = self.tray.hit(event.pos) if self.tray.rect.collidepoint(event.pos) else None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            action = self.overlay.plate_action(event.pos)
            if action is None and self.tray.rect.collidepoint(event.pos):
                action = self.tray_action(self.tray.hit(event.pos))
            if action is not None:
                self.board_view._press = None
                self.act(action)
                return True
        return self.board_view.handle(event)

    # --- words ----------------------------------------------------------------------------------------
    def seat_line(self, seat: int) -> str:
        h = self.shown.hirelings[seat]
        if h["status"] != "in":
            return "out of the dungeon!" if h["status"] == "escaped" else "burned to a crisp"
        cards = f"{h['pack']} card{'s' if h['pack'] != 1 else ''}"
        return f"{cards} · {self.path.steps_to_exit(h['square'])} to go"

    def action_tip(self, action: Action) -> str | None:
        return action_words(action, self.view, self.path)

    # --- drawing --------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        pal = self.app.palette
        self.board_view.draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.view_rect)
        self.overlay.draw(surface, pal)
        surface.set_clip(clip)
        for w in self.tools:
            w.draw(surface)
        self.tray.draw(surface, self.shown, pal, self.tray_hover, self.clickable())
        area = surface.subsurface(self.board_rect)
        tip = tooltip_of(self.tools)
        if tip is None and self.tray_hover is not None:
            tip = (self.tray.tip(self.tray_hover, self.shown), self._spot_rect(self.tray_hover))
        if tip is None:
            tip = self.overlay.tip()
        if tip is not None and tip[0]:
            draw_tooltip(area, self.app, tip)

    def _spot_rect(self, spot: Spot) -> Rect:
        for r, s in self.tray.spots:
            if s == spot:
                return r
        return Rect(self.app.mouse, (1, 1))


def card_caption(event: Event) -> str:
    if isinstance(event, CardFlipped):
        face = card_face(event.card)
        keep = "" if event.kind == "move" else " (kept in front until a monster)"
        return f"{event.who} turns over {event.name}: {face['label']}{keep}"
    if isinstance(event, CardStolen):
        return f"{event.who} pulls {event.name} out of {event.victim_name}'s pack"
    if isinstance(event, TollPaid):
        return f"{event.who} pays the troll {event.name}"
    return ""


def encounter_words(event: Encounter) -> str:
    """A few words for what happened at a monster or room, risen from the square (the log has it all)."""
    words = event.detail.split(":")[0].split(" (")[0].split(",")[0].strip()
    if len(words) > 30:
        words = {"troll_bridge": "The troll wants a card", "underground_river": "Swim or take the ledge?"}.get(
            event.kind, words[:28] + "…")
    return words[:1].upper() + words[1:] + ("!" if event.success is not None else "")


def action_words(action: Action, view: dict[str, Any], path: Any) -> str | None:
    """The hover text of an action's button: what it does, and the odds where there are any."""
    seat = view.get("to_act")
    if seat is None:
        return None
    h = view["hirelings"][seat]
    move = sum(f["value"] for f in h["front"] if f["kind"] == "move")
    evade = sum(f["value"] for f in h["front"] if f["kind"] == "evade")
    number = path.number(h["square"])
    bonus = f" + {evade}" if evade else ""
    if isinstance(action, UseCard):
        then = (" Then you dance for the way out; an evade card would add to that roll."
                if action.then == "dance" else "")
        return f"Turn over the top card of your pack ({h['pack']} left).{then} {odds.next_card_text(view)}"
    if isinstance(action, NoCard):
        if action.then == "dance":
            return (f"Roll the d8{bonus}: {number} or more dances you out of the pit "
                    f"({odds.percent(odds.d8_odds(number, evade))}), and then you roll to move.")
        extra = f" plus {move} from the card in front" if move else ""
        return (f"Roll the d6{extra} and move that many squares. Cards kept are moves for later, and your lives "
                "when the fire catches you.")
    if isinstance(action, PayToll):
        return "The troll takes the top card of your pack, unseen; you cross at once and go on with your move."
    if isinstance(action, WaitAtBridge):
        return "Keep your cards: the move ends here and you lose your next turn; after that you cross free."
    if isinstance(action, Swim):
        return (f"Roll the d8{bonus}: {number} or more ({odds.percent(odds.d8_odds(number, evade))}) and you cross "
                "and go on; fall short and you lose your next turn.")
    if isinstance(action, TakeLedge):
        return "Safe but slow: the move ends here, and next turn you go on from the far bank."
    if isinstance(action, Steal):
        other = view["hirelings"][action.victim]
        return (f"Take the top card of {other['name']}'s pack ({other['pack']} cards) and lay it face up in front of "
                "you: an evade card stays until a monster; a move card is discarded at the end of this turn.")
    if isinstance(action, LeaveBackpacks):
        return "End your turn without taking a card."
    if isinstance(action, ThrowCard):
        if action.front < 0:
            return "Throw the unseen top card of your pack to the fire and stand one square ahead of it."
        return f"Throw {action.name or 'this card'} to the fire and stand one square ahead of it; your pack stays."
    if isinstance(action, ChooseBranch):
        return odds.branch_text(path, action.square, view.get("steps_left", 0))
    return None

