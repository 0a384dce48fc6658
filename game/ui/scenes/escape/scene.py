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
from game.engine.words import plural
from game.games.escape import odds, words
from game.games.escape.actions import ChooseBranch, PayToll, Steal, ThrowCard, UseCard
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
from game.games.escape.view import EscapeView, HirelingView, card_face
from game.ui.anims import Animation, Banner, CardTurn, Delay, FightDice, Rising, Walk
from game.ui.boardscene import BoardScene
from game.ui.dice import DiceTray

from .cards import CARD_H, CARD_W, draw_back, draw_face
from .overlay import Overlay
from .style import EscapeBoardStyle
from .tray import Tray

if TYPE_CHECKING:
    from game.ui.app import App

Rect = pygame.Rect
COL_W = 210          # the column of packs left of the board
STEP = 0.17          # seconds a hireling takes per square, at the normal pace
FIRE_STEP = 0.26


class EscapeScene(BoardScene):
    view: EscapeView

    def __init__(self, app: App, session: Session) -> None:
        self.path = session.game.path()  # type: ignore[attr-defined]
        area = self.board_rect
        self.tray = Tray(Rect(area.x, area.y, COL_W, area.h), self.path)
        self.overlay = Overlay(self)
        self.last_roll: DiceRolled | None = None   # shown in the column until the next roll
        super().__init__(app, session, EscapeBoardStyle(app.palette),
                         Rect(area.x + COL_W, area.y, area.w - COL_W, area.h))
        # The path is followed up and down only: the play zoom fits the board's width and the room at its
        # edges, so that no square at the edge, nor the words under it, ever runs under the column or panel.
        bv = self.board_view
        self.play_zoom = min(type(self).play_zoom, (bv.rect.w - 2 * bv.edge_room) / self.board.width)
        self.board_view.set_zoom(self.play_zoom)
        focus = self.focus_point()
        if focus is not None:
            self.board_view.centre_on(*focus)


    # --- the board's hooks ------------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return action.square if isinstance(action, ChooseBranch) else None

    def place_at(self, point: tuple[float, float], space: Space | None) -> int | None:
        """Any square of a way at a split means that way."""
        if space is None:
            return None
        for first in self.places:
            if space.id in odds.branch_squares(self.path, first):
                return first
        return space.id

    def place_words(self, space: int) -> list[tuple[str, str]]:
        return [(words.square_words(self.view, self.path, space), "body")]

    def place_name(self, space: int) -> str:
        return self.path.name(space)

    def action_words(self, action: Action) -> str:
        return words.action_words(action, self.view, self.path) or str(action)

    def branch_actions(self) -> list[ChooseBranch]:
        return [a for a in self.legal if isinstance(a, ChooseBranch)]

    def light(self, surface: pygame.Surface, space: int, actions: list[Action], hovered: bool) -> None:
        """The ways of a split are lit by the overlay (whole branches, with their plates)."""

    def focus_point(self) -> tuple[float, float] | None:
        seat = self.shown_turn()
        if seat is None:
            return self.path.space(self.path.exit).center if self.view.winner is not None else None
        h = self.view.hirelings[seat]
        return self.path.space(h.square).center if h.status == "in" else None

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
                            (round(230 * CARD_W / CARD_H), 230), words.card_caption(event), centre, 1.25 * pace)
        if isinstance(event, DiceRolled):
            return FightDice(DiceTray(event, pace, dark=event.seat is None), place=self._tray_area(event.seat))
        if isinstance(event, Encounter):
            colour = {True: pal.good, False: pal.bad}.get(event.success, pal.gold)
            return Rising(words.encounter_words(event), self.path.space(event.square).center, self.board_view.to_screen,
                          colour, 1.1 * pace, self.view_rect)
        if isinstance(event, FireCaught):
            return Banner(event.text(), pal.bad if event.to is None else (230, 130, 50), 2.0 * pace, top=70)
        if isinstance(event, Escaped):
            return Banner(event.text(), pal.good, 2.0 * pace, top=70)
        return None

    def _tray_area(self, seat: int | None) -> Rect:
        """Where the dice roll: the half of the board away from the roller (Rovert rolls for the fire)."""
        sid = self.path.route[words.fire_index(self.view)] if seat is None else self.view.hirelings[seat].square
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
        if isinstance(event, GameEnded) and self.view.winner is None:
            return "defeat"
        return super().sound_for(event)

    # --- the column of packs --------------------------------------------------------------------------
    def targets(self) -> list[tuple[Rect, Any]]:
        """The packs and cards in the column, and the plates naming the ways at a split."""
        return [*self.tray.spots, *((rect, action) for rect, action in self.overlay.plates)]

    def actions_at(self, target: Any) -> list[Action]:
        """A pack flips its top card (or pays the troll, or is thrown to the fire); a card in front is
        thrown; another hireling's pack is reached into; a plate chooses its way."""
        if isinstance(target, ChooseBranch):
            return [target] if target in self.legal else []
        me = self.session.to_act
        fronts = self.view.hirelings[me].front if me is not None else ()
        for action in self.legal:
            if target.seat == me and target.what == "pack" and (
                    isinstance(action, (UseCard, PayToll)) or (isinstance(action, ThrowCard) and action.front < 0)):
                return [action]
            same = 0 <= target.index < len(fronts) and fronts[action.front].card == fronts[target.index].card \
                if isinstance(action, ThrowCard) and action.front >= 0 else False
            if target.seat == me and target.what == "front" and same:
                return [action]
            if target.seat != me and target.what in ("pack", "box") and isinstance(action, Steal) \
                    and action.victim == target.seat:
                return [action]
        return []

    def target_tip(self, target: Any, found: list[Action]) -> str:
        if isinstance(target, ChooseBranch):
            return self.action_words(target)
        click = f"\nClick: {found[0]}" if found else ""
        return self.tray.tip(target, self.view, self.last_roll) + click

    # --- words ----------------------------------------------------------------------------------------
    def seat_line(self, seat: int) -> str:
        h: HirelingView = self.panel_view.hirelings[seat]
        if h.status != "in":
            return "out of the dungeon!" if h.status == "escaped" else "burned to a crisp"
        return f"{plural(h.pack, 'card')} · {self.path.steps_to_exit(h.square)} to go"

    def action_tip(self, action: Action) -> str | None:
        return words.action_words(action, self.view, self.path)

    # --- drawing --------------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface) -> None:
        self.overlay.draw(surface, self.app.palette)

    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        super().draw_board(surface, rect)
        self.keep(surface, self.tray.rect.inflate(4, 0), self.last_roll, lambda: self.tray.draw(   # (its edge)
            surface, self.view, self.last_roll, self.app.palette, self.hover, self.is_lit))


