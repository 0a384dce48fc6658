"""The Kick the Door table on the shared table: the decks, the fight in the middle (fight.py), each seat's place
(seats.py), and the hand of the seat holding the screen fanned along the bottom: no one else's, ever (while no
one holds the screen, the computers playing or the whole table asked "Anyone?", no hand is on the table).

The card taken up for a two-step play (cards.py) is this screen's own small state, with the card in flight
while a move is animated (away: its flight draws it, the table leaves it out). A help bargain is chosen
from a small menu where the seat (or "Offer help…") was clicked; an offer is answered on its plate in the
combat zone (or by the side panel's buttons). Buttons do the rest.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine.events import Event, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment
from game.engine.words import plural
from game.games.doors import actions as A
from game.games.doors import content as C
from game.games.doors.events import CardMoved, CardsDrawn, CombatResolved, Died, LevelChanged
from game.games.doors.view import DoorsView
from game.games.doors.words import bargain, offer_words
from game.ui import draw
from game.ui.anims import Animation, Banner, Delay, Fly, Rising
from game.ui.cards import DECK_SPILL, Deck, paint_back, paint_deck
from game.ui.compose import part
from game.ui.looks import Text, paint_text
from game.ui.tablemap import TableMap, TableMapStyle
from game.ui.tabletop.cards import Fan, Held, Offer, lay_offer, seat_box, seat_places, table_part
from game.ui.tabletop.layout import Layout, Pointer
from game.ui.tabletop.screen import Screen, Table
from game.ui.tabletop.shown import Shown
from game.ui.theme import SMALL, Palette

from . import cards, fight
from .cards import BACKS, Clicks, Target
from .seats import PLACES, furnish, lay_seat

Rect = pygame.Rect
PILE = (56, 78)


class DoorsBoardStyle(TableMapStyle):
    """The table map in the board viewer, in the table's own colours (the table's ground is drawn in them too)."""

    tints = {"combat": (58, 40, 34), "door_deck": (48, 36, 40), "treasure_deck": (52, 46, 30)}


class DoorsScreen(Screen[DoorsView]):
    sounds = {CardMoved: "card_flip", CardsDrawn: "card_flip", LevelChanged: "level_up", Died: "defeat"}

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.map = TableMap.fit(table.game.load_board(), self.area)
        self.seat_zones = seat_places(self.map, len(table.session.config.seats), PLACES)
        hand = self.map.zones["hand"]
        height = hand.h - 4 - Fan.LIFT
        self.fan = Fan(hand, height=height, grow=280 / height, narrowest=80)
        self.armed: Target | None = None     # a card taken up for a two-step play

    def state(self) -> tuple[Target | None, str | None]:
        return (self.armed, self.away())

    def panel_state(self) -> tuple[Target | None]:
        return (self.armed,)   # (the one-card plays of the card taken up are buttons)

    def away(self) -> str | None:
        """The card whose flight (a CardMoved event's) plays now: the flight draws it, the table leaves it out
        meanwhile (else it showed twice: in the air and where it came from), and shows it where it lands once its
        moment is shown."""
        playing = self.table.playback.playing   # (only while its animation runs)
        return playing.event.card if playing is not None and isinstance(playing.event, CardMoved) else None

    def clicks(self, shown: Shown[DoorsView]) -> Clicks:
        return Clicks(shown.view, shown.choices, self.take_up, self.armed, self.away())

    def pile(self, zone: str) -> Rect:
        """Where a deck's pile (or its top discard) lies: under the zone's caption."""
        return Rect((0, 0), PILE).move_to(midtop=(self.map.zones[zone].centerx, self.map.zones[zone].y + 32))

    def results_bar(self, size: tuple[int, int]) -> Rect:
        """The bar over the finished table lies at the top of the combat zone, as wide as it leaves room: at the
        top of the screen it covered the discards, the treasure deck and a seat's name; the zone holds only
        the game's last words now, in its middle."""
        zone = self.map.zones["combat"].inflate(-16, -16)
        return Rect(zone.topleft, (min(size[0], zone.w), size[1]))

    # --- the table at the moment shown --------------------------------------------------------------------
    def ground(self, pal: Palette) -> pygame.Surface:
        """The table itself, drawn once per palette (this bound method is the table part's look: the same for
        every layout): the wood, the zones' frames and captions, each seat's place framed, its empty slots."""
        surface = self.map.render(self.area.size, pal, DoorsBoardStyle.tints)
        for zones in self.seat_zones.values():
            draw.panel(surface, seat_box(zones), pal.panel, pal.line, radius=10, shadow=True)
            furnish(surface, zones, pal)
        return surface.convert() if pygame.display.get_surface() is not None else surface

    def lay(self, shown: Shown[DoorsView], pointer: Pointer) -> Layout:
        view, pal, tz = shown.view, self.app.palette, self.map.zones
        at = self.clicks(shown)
        out = Layout([table_part(self.area, ("doors", self.area.size, len(self.seat_zones)), self.ground)])
        for deck in ("door", "treasure"):
            where = self.pile(f"{deck}_deck")
            words = f"The {deck} deck: {plural(view.decks.size(deck), 'card')} face down."
            out.add(at.lit_thing(tz[f"{deck}_deck"], ("deck", deck), words, lit_at=where))
            out.parts.append(part(where, Deck(view.decks.size(deck), *BACKS[deck]), paint_deck, spill=DECK_SPILL))
            if top := view.decks.top(deck):   # (the top discard, face up)
                out.add(at.lying(self.pile(f"{deck}_discards"), top[0]))
        turn = None if shown.asking else shown.turn   # (the whole table asked: no one's turn to frame)
        you = len(self.table.holding.people) > 1   # ("(you)" beside a name only where several people play)
        for s in view.seats:
            out.add(lay_seat(at, s, self.seat_zones[s.seat], turn, you and s.seat == shown.holder, pal))
        out.add(fight.lay_fight(at, tz["combat"], pal, shown.mine))
        if (made := offer_words(view)) is not None:   # (answered on its plate by the seat it is made to)
            answers = (("answer", "accept"), ("answer", "refuse"))
            plate = Offer(*made, answers=("Accept", "Refuse"))
            out.add(lay_offer(tz["combat"], plate, [(key, at.clicked_at(key, None)) for key in answers]))
        if shown.holder is not None:   # the hand of the person holding the screen: no one else's, ever
            out.add(self.lay_hand(at))
        return out

    def lay_hand(self, at: Clicks) -> Layout:
        """The hand fanned: the cards a click plays (or takes up, or the one taken up) stand higher, ringed; those
        in the sale wear its mark (only its owner's view names the hand cards in the sale)."""
        held = []
        for f in at.view.hand:
            target: Target = ("card", f.id)
            up = at.lit(target) or at.armed == target
            look = replace(cards.face(f), mark="sell" if f.id in at.view.sale.cards else "")
            held.append(Held(target, look, lifted=up, lit=up))
        out = self.fan.lay(held)   # (where each card lies; what its click takes is the table's, as anywhere)
        gone = ("card", at.away)   # (the card flying from the hand leaves its place empty: the rest stay put)
        out.parts = [p for p in out.parts if gone not in (p.only, p.not_on)]
        out.things = [replace(at.thing(t.rect, t.key), only=t.only) for t in out.things if t.key != gone]
        if not at.view.hand:
            none = Text("No cards in your hand", SMALL, self.app.palette.text_dim, "italic", "centre")
            out.parts.append(part(self.map.zones["hand"], none, paint_text))
        return out

    # --- the side panel -----------------------------------------------------------------------------------
    def seat_line(self, view: DoorsView, seat: int) -> str:
        s = view.seats[seat]
        return f"level {s.level} · strength {s.strength} · {plural(s.hand, 'card')}" + (" · dead" if s.dead else "")

    def buttons(self, shown: Shown[DoorsView]) -> list[Action]:
        return self.clicks(shown).buttons()

    def button_tip(self, view: DoorsView, action: Action) -> str | None:
        return action.__doc__ if isinstance(action, A.Sell) else None

    def grave(self, view: DoorsView, action: Action) -> str | None:
        """A steal is tried on one click of the card, and a failed roll costs a level: asked once more."""
        if isinstance(action, A.Steal):
            return f"Steal {action.who}'s {action.name}? Under 4 on the die costs a level"
        return None

    def menu_labels(self, view: DoorsView, actions: list[Action]) -> list[str]:
        treasures = view.combat.treasures if view.combat else 0
        return [bargain(a, treasures) if isinstance(a, (A.AskHelp, A.OfferHelp)) else str(a) for a in actions]

    # --- input --------------------------------------------------------------------------------------------
    def take_up(self, target: Target) -> None:
        self.armed = target

    def missed(self, key: object, shown: Shown[DoorsView]) -> None:
        """A click that takes no action: on the card taken up, puts it down."""
        if key == self.armed:
            self.armed = None

    def handle(self, event: pygame.event.Event, shown: Shown[DoorsView]) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.armed is not None:
            self.armed = None   # a right click puts the card down again
            return True
        return False

    def caught_up(self, moment: Moment[DoorsView]) -> None:
        self.armed = None   # a choice was made: the card taken up is put down

    # --- events -------------------------------------------------------------------------------------------
    def sound(self, event: Event) -> str | None:
        if isinstance(event, CombatResolved):
            return "sword_hit" if event.won else "monster_roar"
        return super().sound(event)

    def flight(self, zone: str, seat: int | None, holder: int | None) -> Rect:
        """Where a card flies from or to, as the table shows the zone: card-sized, in its middle (smaller if the
        zone is). A hand is the fan of the seat holding the screen, or another seat's name strip (never the fan
        at the bottom: that is the holder's alone)."""
        tz, card = self.map.zones, Rect((0, 0), PILE)
        if zone == "hand" and (seat is None or seat != holder):
            zone = "level"
        if zone in tz:
            place = tz[zone]
        elif zone == "loot" or seat is None:
            place = tz["combat"]
        else:
            place = self.seat_zones[seat].get("carried" if zone == "items" else zone, self.seat_zones[seat]["level"])
        return card.fit(place) if card.w > place.w or card.h > place.h else card.move_to(center=place.center)

    def animate(self, moment: Moment[DoorsView], before: DoorsView) -> Animation | None:
        event, pace, pal = moment.event, self.table.pace(), self.app.palette
        if isinstance(event, CardMoved):
            holder = moment.seat   # (the seat whose view the moment is)
            start, end = self.flight(event.src, event.src_seat, holder), self.flight(event.dst, event.dst_seat, holder)
            hand = [f.id for f in before.hand]   # (a card of the hand shown rises from its place, left empty there)
            if event.card in hand:
                start = self.fan.rects(len(hand))[hand.index(event.card)]
            face = moment.view.face(event.card) if event.seen_by(holder) else None
            if face is not None:
                return Fly(cards.paint_lying, cards.Lying(face), start, end, 0.45 * pace)
            deck = C.card(event.card).deck if event.card else "treasure"
            return Fly(paint_back, BACKS[deck], start, end, 0.45 * pace)
        if isinstance(event, LevelChanged) and event.seat is not None and event.after != event.before:
            # (rising from the foot of its place; a level that could not be lost, at level 1, rises as nothing)
            box, change = seat_box(self.seat_zones[event.seat]), event.after - event.before
            return Rising(f"{change:+d} level{'s' if abs(change) != 1 else ''}",
                          (box.centerx, box.bottom - 8), lambda x, y: (round(x), round(y)),
                          pal.good if change > 0 else pal.bad, 1.0 * pace, box)
        if isinstance(event, CombatResolved):
            return Banner(event.text(), pal.good if event.won else pal.bad, 1.4 * pace)
        if isinstance(event, Died):
            return Banner(event.text(), pal.bad, 1.8 * pace)
        if isinstance(event, TurnBegan):
            return Delay(0.3 * pace)
        return None
