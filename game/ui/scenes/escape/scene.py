"""The table of Escape from Rovert's Lair on the shared board scene: the tall escape path with the
hirelings and the Flaming Fireball of Doom on it, the column of packs and cards on its left, and the
side panel.

The camera follows the play (the hireling to act, a pawn walking, the fire travelling) until the person
drags or zooms; a way is chosen at a split by a click on it (or its plate), a pack or card in the column
is clicked to play it; every other decision is a button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.board import Space
from game.engine.events import DiceRolled, Event, GameEnded, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment, Session
from game.games.escape import odds
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
from game.ui.anims import Animation, Banner, CardTurn, Delay, FightDice, Rising, Walk
from game.ui.boardscene import BoardScene
from game.ui.dice import DiceTray
from game.ui.tips import draw_tip

from .cards import CARD_H, CARD_W, draw_back, draw_face
from .overlay import Overlay
from .shown import Shown
from .style import EscapeBoardStyle
from .tray import Spot, Tray

if TYPE_CHECKING:
    from game.ui.app import App

Rect = pygame.Rect
COL_W = 210          # the column of packs left of the board
STEP = 0.17          # seconds a hireling takes per square, at the normal pace
FIRE_STEP = 0.26


class EscapeScene(BoardScene):
    def __init__(self, app: App, session: Session) -> None:
        self.path = session.game.path()  # type: ignore[attr-defined]
        area = self.board_rect
        self.tray = Tray(Rect(area.x, area.y, COL_W, area.h), self.path)
        self.overlay = Overlay(self)
        self.tray_hover: Spot | None = None
        self.last_roll: DiceRolled | None = None   # shown in the column until the next roll
        super().__init__(app, session, EscapeBoardStyle(app.palette),
                         Rect(area.x + COL_W, area.y, area.w - COL_W, area.h))
        self.board_view.set_zoom(self.play_zoom)
        focus = self.focus_point()
        if focus is not None:
            self.board_view.centre_on(*focus)

    @property
    def shown(self) -> Shown:
        return Shown(self.view, self.path, self.last_roll)

    # --- the board's hooks ------------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return action.square if isinstance(action, ChooseBranch) else None

    def target_at(self, point: tuple[float, float], space: Space | None) -> int | None:
        """Any square of a way at a split means that way."""
        if space is None:
            return None
        for first in self.targets:
            if space.id in odds.branch_squares(self.path, first):
                return first
        return space.id

    def place_words(self, space: int) -> list[tuple[str, str]]:
        return [(self.overlay.tip(space), "body")]

    def place_name(self, space: int) -> str:
        return self.path.name(space)

    def action_words(self, action: Action) -> str:
        return action_words(action, self.view, self.path) or str(action)

    def branch_actions(self) -> list[ChooseBranch]:
        return [a for a in self.legal if isinstance(a, ChooseBranch)]

    def light(self, surface: pygame.Surface, space: int, actions: list[Action], hovered: bool) -> None:
        """The ways of a split are lit by the overlay (whole branches, with their plates)."""

    def focus_point(self) -> tuple[float, float] | None:
        seat = self.shown_turn()
        if seat is None:
            return self.path.space(self.path.exit).center if self.view.get("winner") is not None else None
        h = self.view["hirelings"][seat]
        return self.path.space(h["square"]).center if h["status"] == "in" else None

    def click_points(self, space: Space) -> list[tuple[float, float]]:
        return [self.path.space(s).center for s in odds.branch_squares(self.path, space.id)] or \
            super().click_points(space)

    # --- events -------------------------------------------------------------------------------------------
    def on_moment(self, moment: Moment) -> None:
        super().on_moment(moment)
        if isinstance(moment.event, DiceRolled):
            self.last_roll = moment.event

    def animate(self, moment: Moment) -> Animation | None:
        event = moment.event
        pace = self.app.prefs.pace
        pal = self.app.palette
        centre = self.view_rect.center
        if isinstance(event, TurnBegan):
            return Delay(0.35 * pace)
        if isinstance(event, Moved):
            return Walk(event.seat, [self.path.space(s).center for s in event.path], STEP * pace, event.path)
        if isinstance(event, FireballMoved):
            return Walk(None, [self.path.space(s).center for s in event.path], FIRE_STEP * pace, event.path)
        if isinstance(event, (CardFlipped, CardStolen, TollPaid)):
            face = card_face(event.card)
            return CardTurn(lambda s, r: draw_face(s, r, face, pal), lambda s, r: draw_back(s, r, pal),
                            (round(230 * CARD_W / CARD_H), 230), card_caption(event), centre, 1.25 * pace)
        if isinstance(event, DiceRolled):
            return FightDice(DiceTray(event, pace, dark=event.seat is None), place=self._tray_area(event.seat))
        if isinstance(event, Encounter):
            colour = {True: pal.good, False: pal.bad}.get(event.success, pal.gold)
            return Rising(encounter_words(event), self.path.space(event.square).center, self.board_view.to_screen,
                          colour, 1.1 * pace, self.view_rect)
        if isinstance(event, FireCaught):
            return Banner(event.text(), pal.bad if event.to is None else (230, 130, 50), 2.0 * pace, top=70)
        if isinstance(event, Escaped):
            return Banner(event.text(), pal.good, 2.0 * pace, top=70)
        return None

    def _tray_area(self, seat: int | None) -> Rect:
        """Where the dice roll: the half of the board away from the roller (Rovert rolls for the fire)."""
        shown = self.shown
        sid = self.path.route[shown.fire_index] if seat is None else shown.hirelings[seat]["square"]
        y = self.board_view.to_screen(*self.path.space(sid).center)[1]
        top = self.view_rect.y + 50 if y > self.view_rect.centery else self.view_rect.bottom - 226
        return Rect(self.view_rect.x, top, self.view_rect.w, 220)

    sounds = {FireballMoved: "fireball", Escaped: "level_up"}

    def sound_for(self, event: Event) -> str | None:
        if isinstance(event, FireCaught):
            return "defeat" if event.to is None else "fireball"
        if isinstance(event, Encounter):
            if event.kind == "monster" and event.success is False:
                return "monster_roar"
            if event.kind == "spider_web" and event.success is None:
                return "trap"
        if isinstance(event, GameEnded) and self.view.get("winner") is None:
            return "defeat"
        return super().sound_for(event)

    # --- the column of packs --------------------------------------------------------------------------
    def tray_action(self, spot: Spot | None) -> Action | None:
        """The legal action a click on this pack or card makes, if any."""
        if spot is None or not self.my_turn():
            return None
        me = self.session.to_act
        for action in self.legal:
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
        if event.type == pygame.MOUSEMOTION:
            self.tray_hover = self.tray.hit(event.pos) if self.tray.rect.collidepoint(event.pos) else None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.menu is None:
            action = self.overlay.plate_action(event.pos)
            if action is None and self.tray.rect.collidepoint(event.pos):
                action = self.tray_action(self.tray.hit(event.pos))
            if action is not None:
                self.board_view._press = None
                self.act(action)
                return True
        return super().handle_board(event)

    # --- words ----------------------------------------------------------------------------------------
    def seat_line(self, seat: int) -> str:
        h = self.panel_view["hirelings"][seat]
        if h["status"] != "in":
            return "out of the dungeon!" if h["status"] == "escaped" else "burned to a crisp"
        cards = f"{h['pack']} card{'s' if h['pack'] != 1 else ''}"
        return f"{cards} · {self.path.steps_to_exit(h['square'])} to go"

    def action_tip(self, action: Action) -> str | None:
        return action_words(action, self.view, self.path)

    # --- drawing --------------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface) -> None:
        self.overlay.draw(surface, self.app.palette)

    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        super().draw_board(surface, rect)
        self.tray.draw(surface, self.shown, self.app.palette, self.tray_hover, self.clickable())

    def draw_over(self, surface: pygame.Surface) -> None:
        super().draw_over(surface)
        if self.tray_hover is not None:
            draw_tip(surface, [(self.tray.tip(self.tray_hover, self.shown), "body")], self.app.mouse,
                     surface.get_rect(), self.app.palette)


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
    """The hover text of an action: what it does, and the odds where there are any."""
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
