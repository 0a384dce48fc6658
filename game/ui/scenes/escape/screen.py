"""The table of Escape from Rovert's Lair: the tall escape path with the hirelings and the Flaming Fireball
of Doom on it, the column of packs and cards on its left (tray.py), and the side panel.

The camera follows the play (the hireling to act, a pawn walking, the fire travelling) until the person
drags or zooms; a way is chosen at a split by a click on it (or its plate), a pack or card in the column is
clicked to play it; every other decision is a button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.board import Space
from game.engine.events import DiceRolled, Event, GameEnded, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment
from game.engine.words import plural
from game.games.escape import odds, words
from game.games.escape.actions import ChooseBranch
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
from game.games.escape.view import EscapeView, card_face
from game.ui.anims import Animation, Banner, CardTurn, Delay, FightDice, Rising, Walk
from game.ui.compose import Part, part
from game.ui.dice import DiceTray
from game.ui.looks import Ring, paint_ring
from game.ui.tabletop.board import BoardScreen
from game.ui.tabletop.layout import Layout, Pointer
from game.ui.tabletop.screen import Section
from game.ui.tabletop.shown import Shown

from . import overlay, tray
from .cards import CARD_H, CARD_W, draw_back, draw_face
from .style import EscapeBoardStyle

if TYPE_CHECKING:
    from game.ui.tabletop.scene import TableScene

Rect = pygame.Rect
COL_W = 210          # the column of packs left of the board
STEP = 0.17          # seconds a hireling takes per square, at the normal pace
FIRE_STEP = 0.26


class EscapeScreen(BoardScreen[EscapeView]):
    sounds = {FireballMoved: "fireball", Escaped: "level_up"}

    def __init__(self, table: TableScene) -> None:
        self.path = table.game.path()  # type: ignore[attr-defined]
        area = table.board_rect
        self.column = tray.Column(Rect(area.x, area.y, COL_W, area.h), self.path, lambda: table.app.palette)
        super().__init__(table, EscapeBoardStyle(table.app.palette),
                         Rect(area.x + COL_W, area.y, area.w - COL_W, area.h))
        # The path is followed up and down only: the play zoom fits the board's width and the room at its
        # edges, so that no square at the edge, nor the words under it, ever runs under the column or panel.
        cam = self.camera
        self.play_zoom = min(type(self).play_zoom, (cam.rect.w - 2 * cam.edge_room) / self.board.width)
        cam.set_zoom(self.play_zoom)
        focus = self.focus_point(table.shown)
        if focus is not None:
            cam.centre_on(*focus)

    def square(self, sid: int) -> Rect:
        return self.camera.space_rect(self.path.space(sid))

    # --- the board's hooks ------------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return action.square if isinstance(action, ChooseBranch) else None

    def place_at(self, point: tuple[float, float], space: Space | None, shown: Shown[EscapeView]) -> int | None:
        """Any square of a way at a split means that way."""
        if space is None:
            return None
        for action in overlay.branches(shown):
            if space.id in odds.branch_squares(self.path, action.square):
                return action.square
        return space.id

    def place_words(self, shown: Shown[EscapeView], space: int) -> list[tuple[str, str]]:
        return [(words.square_words(shown.view, self.path, space), "body")]

    def place_name(self, space: int) -> str:
        return self.path.name(space)

    def action_words(self, view: EscapeView, action: Action) -> str:
        return words.action_words(action, view, self.path) or str(action)

    def light(self, shown: Shown[EscapeView], space: int, actions: tuple[Action, ...], hovered: bool) -> list[Part]:
        return []   # the ways of a split are lit whole, with their plates (overlay.ways)

    def place_rect(self, space: int) -> Rect:
        """A way at a split: all its squares."""
        squares = [self.square(s) for s in odds.branch_squares(self.path, space)] or [super().place_rect(space)]
        return squares[0].unionall(squares[1:])

    def space_marks(self, shown: Shown[EscapeView], space: int) -> tuple[Part, ...]:
        """A square under the pointer is ringed (its words follow the pointer)."""
        if overlay.branches(shown):
            return ()
        return (part(self.square(space).inflate(4, 4), Ring(self.app.palette.gold, 2, 6), paint_ring),)

    def sections(self) -> list[Section]:
        return [self, self.column]   # (the column over the board's edge)

    def focus_point(self, shown: Shown[EscapeView]) -> tuple[float, float] | None:
        view = shown.view
        seat = shown.turn
        if seat is None:
            return self.path.space(self.path.exit).center if view.winner is not None else None
        h = view.hirelings[seat]
        return self.path.space(h.square).center if h.status == "in" else None

    def pieces(self, shown: Shown[EscapeView]) -> list[Part]:
        return overlay.pieces(self, shown)

    def extras(self, shown: Shown[EscapeView], pointer: Pointer) -> Layout:
        """The ways' plates over the board."""
        return overlay.way_plates(self, shown, pointer)

    # --- the side panel ---------------------------------------------------------------------------------
    def seat_line(self, view: EscapeView, seat: int) -> str:
        h = view.hirelings[seat]
        if h.status != "in":
            return "out of the dungeon!" if h.status == "escaped" else "burned to a crisp"
        return f"{plural(h.pack, 'card')} · {self.path.steps_to_exit(h.square)} to go"

    # --- events -----------------------------------------------------------------------------------------
    def caught_up(self, moment: Moment[EscapeView]) -> None:
        super().caught_up(moment)
        if isinstance(moment.event, DiceRolled):
            self.column.last_roll = moment.event

    def animate(self, moment: Moment[EscapeView], before: EscapeView) -> Animation | None:
        event = moment.event
        pace, pal = self.table.pace(), self.app.palette
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
            return FightDice(DiceTray(event, pace, dark=event.seat is None), place=self.dice_area(before, event.seat))
        if isinstance(event, Encounter):
            colour = {True: pal.good, False: pal.bad}.get(event.success, pal.gold)
            return Rising(words.encounter_words(event), self.path.space(event.square).center,
                          self.camera.to_screen, colour, 1.1 * pace, self.view_rect)
        if isinstance(event, FireCaught):
            return Banner(event.text(), pal.bad if event.to is None else (230, 130, 50), 2.0 * pace, top=70)
        if isinstance(event, Escaped):
            return Banner(event.text(), pal.good, 2.0 * pace, top=70)
        return None

    def dice_area(self, view: EscapeView, seat: int | None) -> Rect:
        """Where the dice roll: the half of the board away from the roller (Rovert rolls for the fire)."""
        sid = self.path.route[words.fire_index(view)] if seat is None else view.hirelings[seat].square
        y = self.camera.to_screen(*self.path.space(sid).center)[1]
        top = self.view_rect.y + 50 if y > self.view_rect.centery else self.view_rect.bottom - 226
        return Rect(self.view_rect.x, top, self.view_rect.w, 220)

    def sound(self, event: Event) -> str | None:
        if isinstance(event, FireCaught):
            return "defeat" if event.to is None else "fireball"
        if isinstance(event, Encounter):
            if event.kind == "monster" and event.success is False:
                return "monster_roar"
            if event.kind == "spider_web" and event.success is None:
                return "trap"
        if isinstance(event, GameEnded) and self.table.shown.view.winner is None:
            return "defeat"
        return super().sound(event)
