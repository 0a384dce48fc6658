"""The table of Wilds & Depths on the shared board scene: the whole track round the town from the map, the
depths in their colours, the four monster decks and the Town's wares in their places, and in the middle of
the board the stage (the dice to choose from, the card faced, a meeting, a trade); every seat's row in the
side panel shows its hearts, coins, equipment and victory pile.

A die is chosen by a click on it or on the square it lands on (both lit, the way there drawn under the
pointer); the Town's items are bought by a click on them and sold by a click on one's own in the column;
a trade is put together by clicking the things in the two boxes; everything else is a button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import DiceRolled, Event, GameEnded, Moved, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment, Session
from game.engine.words import listing
from game.games.town import words
from game.games.town.actions import Buy, Face, FightMonster, Move, Put, Refresh, Sell
from game.games.town.events import CardDrawn, Fell, FightRoll, ItemMoved, Jumped, ShopStocked, SquareReached, Told
from game.games.town.view import MonsterCardFace, TownView
from game.ui.anims import Animation, Banner, CardTurn, Delay, FightDice, Rising, Walk
from game.ui.boardscene import BoardScene
from game.ui.cards import draw_face, draw_stack
from game.ui.dice import DiceTray
from game.ui.pieces import crowd_positions

from .cards import draw_deck_back, draw_ware, monster_face
from .seats import SeatRows, Spot, draw_adventurer
from .stage import Stage
from .style import TownBoardStyle

if TYPE_CHECKING:
    from game.ui.app import App

Rect = pygame.Rect
STEP = 0.16          # seconds a pawn takes per square, at the normal pace
TAKEN_ON_THE_TABLE = (Buy, Sell, Refresh, Face, Put)   # clicked on the things themselves, never buttons


class TownScene(BoardScene):
    view: TownView

    def __init__(self, app: App, session: Session) -> None:
        self.track = session.game.track()  # type: ignore[attr-defined]
        self.rows = SeatRows()
        self.stage = Stage(stage_area(self.track))
        self.places_on_board: list[tuple[Rect, Spot]] = []
        super().__init__(app, session, TownBoardStyle(app.palette))
        self.play_zoom = self.board_view.fit_zoom()   # the whole track fits: every square in sight at once
        self.board_view.set_zoom(self.play_zoom)
        self.board_view.centre_on(self.board.width / 2, self.board.height / 2)

    # --- the board's hooks ------------------------------------------------------------------------------
    def place_of(self, action: Action) -> int | None:
        return action.square if isinstance(action, Move) else None

    def button_actions(self, legal: list[Action]) -> list[Action]:
        return [a for a in super().button_actions(legal) if not isinstance(a, TAKEN_ON_THE_TABLE)]

    def action_words(self, action: Action) -> str:
        return words.action_words(action, self.view)

    def place_words(self, space: int) -> list[tuple[str, str]]:
        lines = words.square_words(self.view, self.track, space)
        return [(lines[0], "bold"), *((line, "body") for line in lines[1:])]

    def place_name(self, space: int) -> str:
        return self.track.name(space)

    def focus_point(self) -> tuple[float, float] | None:
        seat = self.shown_turn()
        if seat is None:
            return None
        return self.track.space(self.view.pawns[seat].square).center

    def hint(self) -> str:
        phase = self.view.phase
        if phase == "move":
            return "Click a die, or the lit square it lands on"
        if phase == "shop":
            return "Click an item for sale to buy it, one of yours to sell it, the Town deck for new wares"
        if phase == "trade":
            return "Click things in the two boxes to put them in the offer"
        if phase == "lantern":
            return "Click the card to face"
        return ""

    # --- what answers the pointer besides the squares ------------------------------------------------------
    def targets(self) -> list[tuple[Rect, Any]]:
        return [*self.rows.spots(self.panel.seats_in_view()), *self.stage.spots, *self.places_on_board]

    def actions_at(self, target: Any) -> list[Action]:
        if not isinstance(target, Spot):
            return []
        draft = self.view.draft
        me = self.session.to_act
        found = []
        for a in self.legal:
            if target.what == "die" and isinstance(a, Move) and self._die_moves(a, target.index):
                found.append(a)
            elif target.what == "lantern" and isinstance(a, Face) and a.index == target.index:
                found.append(a)
            elif target.what == "card" and isinstance(a, FightMonster):
                found.append(a)
            elif target.what == "sale" and isinstance(a, Buy) and a.slot == target.index:
                found.append(a)
            elif target.what == "town_deck" and isinstance(a, Refresh):
                found.append(a)
            elif target.what == "item" and isinstance(a, Sell) and target.seat == me and a.index == target.index:
                found.append(a)
            elif isinstance(a, Put) and draft is not None and target.what in ("item", "pile"):
                side = "give" if target.seat == draft.by else "ask" if target.seat == draft.to else ""
                what = "item" if target.what == "item" else "card"
                if a.side == side and a.what == what and (what == "card" or a.index == target.index):
                    found.append(a)
        return found

    def _die_moves(self, move: Move, die: int) -> bool:
        """A move is this die's (dice of one value share one move: the rules list it once)."""
        dice = self.view.dice
        return move.die == die or (die < len(dice) and move.value == dice[die])

    def menu_title(self, target: Any) -> str:
        return "Which monster?" if isinstance(target, Spot) and target.what == "pile" else "Which?"

    def target_tip(self, target: Any, found: list[Action]) -> str:
        if not isinstance(target, Spot):
            return ""
        v = self.view
        if target.what == "die":
            value = v.dice[target.index] if target.index < len(v.dice) else None
            lands = [c for c in v.choices if c.die == target.index or c.value == value]
            text = " ".join(words.landing_words(c, v) for c in lands)
        elif target.what in ("sale", "town_deck", "deck"):
            text = self._place_tip(target)
        elif target.what in ("card", "lantern"):
            f = v.card if target.what == "card" else v.lantern[target.index]
            assert f is not None   # (the card's spot is on the stage only while a card is faced)
            text = f"{f.name}: {f.text}"
        else:
            text = self.rows.tip(target, v)
        if len(found) == 1:
            text += f"\nClick: {self.action_words(found[0])}"
        elif found:
            text += "\nClick: a choice of " + listing([str(a) for a in found])
        return text

    def _place_tip(self, spot: Spot) -> str:
        v = self.view
        if spot.what == "sale":
            f = v.shop[spot.index]
            return f"For sale: {f.name}, {f.price} silver. {f.text}" if f else "An empty space for sale"
        if spot.what == "town_deck":
            return f"The Town deck: {v.town_deck} items to come"
        return words.deck_words(v.decks[spot.index])

    # --- events -----------------------------------------------------------------------------------------
    def animate(self, moment: Moment) -> Animation | None:
        event = moment.event
        pace = self.app.prefs.pace
        pal = self.app.palette
        centre = self.view_rect.center
        to_screen = self.board_view.to_screen
        if isinstance(event, TurnBegan):
            return Delay(0.3 * pace)
        if isinstance(event, Moved):
            return Walk(event.seat, [self.track.space(s).center for s in event.path], STEP * pace, event.path)
        if isinstance(event, Jumped):
            return Walk(event.seat, [self.track.space(event.frm).center, self.track.space(event.to).center],
                        0.5 * pace, (event.frm, event.to))
        if isinstance(event, CardDrawn):
            face = monster_face(self._card_of(moment, event.card))
            return CardTurn(lambda s, r: draw_face(s, r, face, pal), lambda s, r: draw_deck_back(s, r, event.deck, pal),
                            (200, 290), event.text(), centre, 1.3 * pace)
        if isinstance(event, DiceRolled) and event.seat is not None and event.target is not None:
            return FightDice(DiceTray(event, pace), place=Rect(self.view_rect.x, self.view_rect.bottom - 240,
                                                               self.view_rect.w, 220))
        if isinstance(event, (FightRoll, Told, ItemMoved, SquareReached)) and event.seat is not None:
            good = getattr(event, "result", "") == "beaten" or (isinstance(event, Told) and (event.silver or 0) > 0)
            bad = getattr(event, "result", "") in ("lost",) or (isinstance(event, Told) and (event.hp or 0) < 0)
            colour = pal.good if good else pal.bad if bad else pal.gold
            where = self.track.space(moment.view.pawns[event.seat].square).center
            return Rising(self._short(event), where, to_screen, colour, 1.1 * pace, self.view_rect)
        if isinstance(event, Fell):
            return Banner(event.text(), pal.bad, 1.8 * pace, top=70)
        if isinstance(event, ShopStocked):
            return Delay(0.5 * pace)
        return None

    @staticmethod
    def _card_of(moment: Moment[TownView], card: str) -> MonsterCardFace:
        v = moment.view
        faces = [f for f in [v.card, *v.lantern] if f]
        return next((f for f in faces if f.card == card), faces[0] if faces else
                    MonsterCardFace(card=card, name=card, kind="fortune", depth=0, text=""))

    @staticmethod
    def _short(event: Event) -> str:
        """A few words over the pawn: the verdict of a fight, the square's instruction, what happened."""
        if isinstance(event, FightRoll):
            return f"{event.monster}: {event.result}"
        if isinstance(event, SquareReached):
            return event.instruction
        text = event.text()
        who = getattr(event, "who", "")
        return text[len(who):].strip() if who and text.startswith(who) else text

    sounds = {Fell: "defeat", ShopStocked: "card_flip"}

    def sound_for(self, event: Event) -> str | None:
        if isinstance(event, FightRoll):
            return "level_up" if event.result == "beaten" else "monster_roar" if event.result == "lost" else None
        if isinstance(event, GameEnded) and not self.view.winners:
            return "defeat"
        return super().sound_for(event)

    # --- the seats in the side panel ------------------------------------------------------------------------
    def seat_line(self, seat: int) -> str:
        p = self.panel_view.pawns[seat]
        return f"{p.hp}/{p.max_hp} hp · {words.coins(p.silver)} · {p.skulls} skulls"

    def seat_row_height(self, n: int) -> int:
        return 50 if n <= 5 else 44

    def draw_seat_row(self, surface: pygame.Surface, rect: Rect, seat: int, turn: bool) -> bool:
        self.rows.draw(surface, rect, self.panel_view.pawns[seat], self.app.palette, self.hover, self.is_lit)
        return True

    # --- drawing ------------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        super().draw_board(surface, rect)
        pal = self.app.palette
        hover = self.hover
        if isinstance(hover, Spot) and hover.what == "die" and self.my_turn():
            value = self.view.dice[hover.index] if hover.index < len(self.view.dice) else None
            for c in self.view.choices:
                if c.value == value:
                    self.draw_route(surface, [self.track.space(s).center for s in c.path],
                                    c.name if not c.town_stop else "Town", pal.gold)

    def fixed_key(self) -> Any:
        """What draw_fixed shows: a pawn's move leaves the decks and the wares where they lay."""
        return (self.view.decks, self.view.town_deck, self.view.shop)

    def draw_fixed(self, surface: pygame.Surface, lens: Any) -> None:
        """The decks with their counts and the Town's wares, in their places on the map."""
        pal = self.app.palette
        for deck in self.view.decks:
            mark = self.track.mark("monster_deck", depth=deck.depth)
            if mark is not None:
                r = self._mark_rect(mark, lens)
                draw_stack(surface, r, deck.count, pal, lambda s, rr, d=deck.depth: draw_deck_back(s, rr, d, pal))
        mark = self.track.mark("town_deck")
        if mark is not None:
            draw_stack(surface, self._mark_rect(mark, lens), self.view.town_deck, pal,
                       lambda s, rr: draw_deck_back(s, rr, None, pal))
        for slot, f in enumerate(self.view.shop):
            mark = self.track.mark("for_sale", slot=slot + 1)
            if mark is not None and f is not None:
                draw_ware(surface, self._mark_rect(mark, lens), f, pal)

    @staticmethod
    def _mark_rect(mark: Any, lens: Any) -> Rect:
        x, y = lens.to_screen(mark.x, mark.y)
        return Rect(round(x), round(y), round(mark.w * lens.zoom), round(mark.h * lens.zoom))

    def draw_pieces(self, surface: pygame.Surface) -> None:
        """The pawns on their squares (several on one stand round it); the one walking, where it is."""
        pal = self.app.palette
        bv = self.board_view
        self._place_spots()
        walking = self.anim.who if isinstance(self.anim, Walk) else None
        where = {p.seat: p.square for p in self.view.pawns if p.seat != walking}
        size = max(24, round(56 * bv.zoom))
        spots = crowd_positions(where, lambda s: bv.to_screen(*self.track.space(s).center),
                                lambda n: size * (0.35 if n < 4 else 0.55))
        turn = self.shown_turn()
        for seat, at in sorted(spots.items(), key=lambda kv: kv[0] == turn):
            draw_adventurer(surface, seat, at, size, pal, active=seat == turn)
        if walking is not None and isinstance(self.anim, Walk):
            draw_adventurer(surface, walking, bv.to_screen(*self.anim.position()), size, pal, active=True)
        for rect, spot in self.places_on_board:
            if spot.what in ("sale", "town_deck"):
                self.mark(surface, rect, spot)
        self.stage.draw(surface, self.view, pal, self.hover, self.is_lit, self.board_view)

    def _place_spots(self) -> None:
        """The decks and the Town's wares as things the pointer finds (screen rects, this frame's camera)."""
        bv = self.board_view
        out: list[tuple[Rect, Spot]] = []
        for deck in self.view.decks:
            mark = self.track.mark("monster_deck", depth=deck.depth)
            if mark is not None:
                out.append((self._mark_rect(mark, bv), Spot("deck", None, deck.depth)))
        mark = self.track.mark("town_deck")
        if mark is not None:
            out.append((self._mark_rect(mark, bv), Spot("town_deck")))
        for slot in range(len(self.view.shop)):
            mark = self.track.mark("for_sale", slot=slot + 1)
            if mark is not None:
                out.append((self._mark_rect(mark, bv), Spot("sale", None, slot)))
        self.places_on_board = [(r.clip(self.view_rect), s) for r, s in out if r.colliderect(self.view_rect)]


def stage_area(track: Any) -> Rect:
    """The open middle of the board, in map coordinates: right of the monster decks, under the title, above
    the Town's wares; the stage is drawn there."""
    board = track.board
    decks = board.marks_of_kind("monster_deck")
    sale = board.marks_of_kind("for_sale")
    left = max((m.x + m.w for m in decks), default=board.width * 0.4) + 30
    right = max((m.x + m.w for m in sale), default=board.width * 0.85) + 30
    titles = [m for m in board.marks_of_kind("label") if m.y < min((m2.y for m2 in sale), default=board.height) - 60]
    top = max((m.y + m.h for m in titles), default=board.height * 0.2) + 8
    bottom = min((m.y for m in sale), default=board.height * 0.5) - 36
    return Rect(round(left), round(top), round(right - left), round(max(120, bottom - top)))
