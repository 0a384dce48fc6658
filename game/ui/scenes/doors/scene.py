"""The Kick the Door table on the shared card table: the decks, the fight in the middle with both sides'
totals and every modifier, each seat's level, strength, race, class, items in their slots, hireling and
curses, and the hand of the seat at the screen fanned along the bottom (paint.py draws them).

Every card is clicked where it lies. A card whose play needs a second choice (a curse and its victim, an
enhancer and its monster, your item and the item you want for it) is taken up by a first click — it
stays lit — and the second click chooses; a click on it again puts it down. A help bargain is chosen
from a small menu where the seat (or the "Offer help" button) was clicked, and an offer is answered on its
plate in the combat zone (or by the side panel's buttons). Buttons do the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event, TurnBegan
from game.engine.offer import Accept, Refuse
from game.engine.protocol import Action
from game.engine.session import Moment, Session
from game.engine.words import plural
from game.games.doors import actions as A
from game.games.doors import content as C
from game.games.doors.content import DoorsCard
from game.games.doors.events import CardMoved, CardsDrawn, CombatResolved, Died, LevelChanged
from game.games.doors.view import DoorsView
from game.ui import draw
from game.ui.anims import Animation, Banner, Delay, Fly, Rising
from game.ui.cards import CardFace, draw_face, draw_stack
from game.ui.cardtable import PREVIEW, CardTableScene, Hand, OfferPlate, draw_card
from game.ui.theme import SMALL

from . import cards, paint
from .layout import PLACES, FightLayout, card_rects, seat_cards

if TYPE_CHECKING:
    from game.ui.app import App

Rect = pygame.Rect
Target = tuple[str, Any]
ONE_CARD = (A.LookForTrouble, A.PlayItem, A.Equip, A.Unequip, A.PlayCard, A.DropCard, A.AddUndead, A.Berserk,
            A.Turning, A.Flee, A.Sacrifice, A.TakeTreasure, A.ChooseLoss, A.Plunder, A.Discard, A.MarkForSale,
            A.Unmark, A.Steal)
PILE = (56, 78)
SEAT_GLOW = 14    # how far a seat's glows and rings reach beyond its box (a glow, 9 pixels; the turn's ring, 5)


def keys(a: Action) -> tuple[Target, Target | None] | None:
    """Where an action is clicked: the thing clicked first and, for a two-step play, the second (None: a
    button)."""
    if isinstance(a, (A.KickDoor, A.LootRoom)):
        return ("deck", "door"), None
    if isinstance(a, ONE_CARD):
        return ("card", a.card), None
    if isinstance(a, (A.Curse, A.LevelUp, A.Backstab)):
        return ("card", a.card), ("seat", a.target)
    if isinstance(a, A.Give):
        return ("card", a.card), ("seat", a.to)
    if isinstance(a, A.Enhance):
        return ("card", a.card), ("card", a.foe)
    if isinstance(a, A.UsePotion):
        return ("card", a.card), ("side", a.side)
    if isinstance(a, A.UsePower):
        return ("card", a.card), (("card", a.foe) if a.foe else None)
    if isinstance(a, (A.Charm, A.FightOne)):
        return ("card", a.foe), None
    if isinstance(a, A.AskHelp):
        return ("seat", a.seat), None
    if isinstance(a, A.OfferHelp):
        return ("help", None), None
    if isinstance(a, (Accept, Refuse)):
        return ("answer", "accept" if isinstance(a, Accept) else "refuse"), None
    if isinstance(a, A.OfferTrade):
        return ("card", a.give), ("card", a.take)
    return None


def flying(zone: Rect) -> Rect:
    """A card moving from or to a zone: card-sized, in the zone's middle (smaller if the zone is)."""
    card = Rect((0, 0), PILE)
    if card.w > zone.w or card.h > zone.h:
        return card.fit(zone)
    card.center = zone.center
    return card


def bargain(action: Action, treasures: int) -> str:
    """A help bargain's terms as a menu line (the menu's title says who helps whom)."""
    share, first = getattr(action, "share", 0), getattr(action, "helper_first", False)
    if share == 0:
        return "For no treasure"
    if share >= treasures:
        return f"For {'all ' if treasures > 1 else ''}the {plural(treasures, 'treasure')}"
    picker = "the helper" if first else "the fighter"
    return f"For {share} of the {plural(treasures, 'treasure')}, {picker} picks first"


class DoorsScene(CardTableScene):
    view: DoorsView
    panel_view: DoorsView
    tints = {"combat": (58, 40, 34), "door_deck": (48, 36, 40), "treasure_deck": (52, 46, 30)}
    places = PLACES
    framed_seats = True

    def __init__(self, app: App, session: Session) -> None:
        self.armed: Target | None = None      # a card taken up for a two-step play
        self.hand_hover: int | None = None
        self.hidden_rows: dict[str, list[str]] = {}   # a fight's modifiers with no room, by side (on hover)
        super().__init__(app, session)
        hand = self.table.zones["hand"]
        height = hand.h - 4 - Hand.LIFT
        self.fan = Hand(hand, height=height, grow=280 / height, narrowest=80)

    # --- what a click takes ----------------------------------------------------------------------------
    def refresh(self) -> None:
        super().refresh()
        if self.armed is not None and not any((k := keys(a)) and k[0] == self.armed and k[1] for a in self.legal):
            self.armed = None

    def button_actions(self, legal: list[Action]) -> list[Action]:
        """Buttons: what no card stands for, the one-card plays of a card taken up (to discard it in Charity
        instead of giving it, say), and the answers to an offer (on its plate as well)."""
        return [a for a in legal if keys(a) is None or isinstance(a, (Accept, Refuse))
                or (self.armed is not None and keys(a) == (self.armed, None))]

    def lit_context(self) -> Any:
        return self.armed

    def two_step(self, target: Target) -> bool:
        return any((k := keys(a)) and k[0] == target and k[1] is not None for a in self.legal)

    def second_steps(self, target: Any) -> list[Action]:
        """With a card taken up, what a click on `target` does with it."""
        return [a for a in self.legal if keys(a) == (self.armed, target)] if self.armed is not None else []

    def actions_at(self, target: Any) -> list[Action]:
        own = [a for a in self.legal if keys(a) == (target, None)]
        if self.armed is not None:
            pairs = self.second_steps(target)
            if target == self.armed:
                return []      # a click on the card taken up puts it down
            if pairs:
                return pairs + own   # the card taken up goes there (or the thing clicked does its own: a menu)
        if self.two_step(target):
            return []   # taken up by the click (missed), then the second click chooses
        return own

    def lights(self, target: Any) -> bool:
        """With a card taken up, the places it may go; else what a click takes or takes up."""
        if self.armed is not None:
            return bool(self.second_steps(target))
        return bool(self.actions_at(target)) or self.two_step(target)

    def missed(self, target: Any) -> None:
        """A click that takes no action: on the card taken up, puts it down; on another card with a two-step
        play, takes that one up instead."""
        if target == self.armed:
            self.armed = None
        elif self.two_step(target):
            self.armed = target
        self.panel.build()

    def act(self, action: Action) -> None:
        self.armed = None
        super().act(action)

    def click_for(self, action: Action) -> tuple[int, int] | None:
        self.hand_hover = None   # the pointer leaves the card it raised on its way (its motion raises another)
        k = keys(action)
        if k is not None and k[0] != self.armed and (k[1] is not None or self.two_step(k[0])):
            self.armed = None
            return self._rect_of(k[0])       # take it up first
        return super().click_for(action)

    def _rect_of(self, target: Target) -> tuple[int, int] | None:
        rect = next((r for r, t in reversed(self.targets()) if t == target), None)
        return self.visible_point(rect, target) if rect is not None else None

    def menu_title(self, target: Any) -> str:
        found = self.actions_at(target)
        if found and isinstance(found[0], A.AskHelp):
            return f"Ask {self.name_of(target)} to help you"
        if found and isinstance(found[0], A.OfferHelp):
            combat = self.view.combat
            assert combat is not None
            fighter = self.view.seats[combat.fighter].name
            return f"Offer to help {fighter}"
        return self.name_of(target)

    def menu_labels(self, actions: list[Action]) -> list[str]:
        combat = self.view.combat
        return [bargain(a, combat.treasures if combat else 0) if isinstance(a, (A.AskHelp, A.OfferHelp)) else str(a)
                for a in actions]

    def action_tip(self, action: Action) -> str | None:
        return getattr(action, "__doc__", None) if isinstance(action, A.Sell) else None

    # --- the things on the table ------------------------------------------------------------------------
    def targets(self) -> list[tuple[Rect, Any]]:
        view, zones = self.view, self.table.zones
        out: list[tuple[Rect, Any]] = [(zones["door_deck"], ("deck", "door")),
                                       (zones["treasure_deck"], ("deck", "treasure"))]
        for deck in ("door", "treasure"):
            top = view.decks.top(deck)
            if top:
                out.append((self.pile(f"{deck}_discards"), ("card", top[0].id)))
        for s in view.seats:
            box = self.seat_box(s.seat)
            if box is not None:
                out.append((box, ("seat", s.seat)))
                out += [(r, ("card", f.id)) for r, f, _ in seat_cards(self.seat_zones[s.seat], s)]
        if view.combat or (view.pending and view.pending.options):
            lay = self.fight_layout()
            if lay.players.w:
                out += [(lay.players, ("side", "players")), (lay.monsters, ("side", "monsters"))]
            middle = self.middle()
            out += [(r, ("card", f.id)) for r, f in zip(self.middle_rects(lay), middle, strict=True)]
            button = self.help_button()
            if button is not None:
                out.append((button, ("help", None)))
        plate = self.offer_plate()
        if plate is not None:
            out.append((plate.rect, ("offer", None)))
            out += plate.buttons()
        self.lift_playable()
        out += [(rect, ("card", view.hand[i].id)) for rect, i in self.fan.targets(len(view.hand), self.hand_hover)]
        return out

    def lift_playable(self) -> list[Target]:
        """The hand's cards a click plays now (or the one taken up) stand higher; returns the hand's targets."""
        held = [("card", f.id) for f in self.view.hand]
        self.fan.lifted = frozenset(i for i, t in enumerate(held) if self.armed == t or self.is_lit(t))
        return held

    def ready(self, view: DoorsView) -> list[Callable[[], None]]:
        """The cards a view shows, on the seats, in the fight, on the discards and in the hand, and each large
        as under the pointer: painted ahead (a card's first painting is 1-2 ms)."""
        pal, scratch = self.app.palette, pygame.Surface((1, 1))   # (only the kept pictures are wanted)
        lying = [(rect, f) for s in view.seats if s.seat in self.seat_zones
                 for rect, f, _ in seat_cards(self.seat_zones[s.seat], s)]
        if view.combat or (view.pending and view.pending.options):
            lying += list(zip(self.middle_rects(self.fight_layout(view), view), self.middle(view), strict=True))
        lying += [(self.pile(f"{deck}_discards"), view.decks.top(deck)[0])
                  for deck in ("door", "treasure") if view.decks.top(deck)]
        n = len(view.hand)   # (each card of the hand at rest, and grown as under the pointer)
        hand = [*zip(self.fan.rects(n), view.hand, strict=True),
                *((self.fan.rects(n, i)[i], f) for i, f in enumerate(view.hand))]
        return [*(lambda r=r, f=f: cards.mini(scratch, r, f, pal) for r, f in lying),
                *(lambda r=r, f=f: draw_card(scratch, r, cards.face(f), pal) for r, f in hand),
                *(lambda f=f: draw_face(scratch, Rect((0, 0), PREVIEW), cards.face(f), pal)
                  for _, f in lying + hand[:n])]

    def seat_columns(self) -> list[Rect]:
        """The seats' boxes a column at a time, with room round them for their glows: a seat's glow reaches
        into the next seat's box, so a column is kept whole (a box kept alone cut its neighbour's glow)."""
        columns: dict[int, Rect] = {}
        for seat in self.seat_zones:
            box = self.seat_box(seat)
            if box is not None:
                columns[box.x] = columns[box.x].union(box) if box.x in columns else box
        return [column.inflate(2 * SEAT_GLOW, 2 * SEAT_GLOW) for column in columns.values()]

    def pile(self, zone: str) -> Rect:
        """Where a deck's pile (or its top discard) lies: under the zone's caption."""
        rect = Rect((0, 0), PILE)
        rect.midtop = (self.table.zones[zone].centerx, self.table.zones[zone].y + 32)
        return rect

    def fight_layout(self, view: DoorsView | None = None) -> FightLayout:
        return paint.fight_areas(self.table.zones["combat"], view or self.view)

    def middle_rects(self, lay: FightLayout, view: DoorsView | None = None) -> list[Rect]:
        return card_rects(lay.cards, len(self.middle(view)))

    def help_button(self) -> Rect | None:
        """"Offer help…": at a window, for a seat that may offer to help (its terms from a menu)."""
        if not any(isinstance(a, A.OfferHelp) for a in self.legal):
            return None
        foot = self.fight_layout().foot
        return Rect(foot.right - 130, foot.y + 4, 130, foot.h - 8)

    def offer_plate(self) -> OfferPlate | None:
        plate = paint.offer_plate(self.view, self.face_of)
        if plate is not None:
            plate.place(self.table.zones["combat"])
        return plate

    def middle(self, view: DoorsView | None = None) -> tuple[DoorsCard, ...]:
        """The cards in the combat zone (of the view shown, or of `view`): the monsters fought, or the treasure
        being shared, or a dead seat's cards being picked over, or the items a curse may take."""
        view = view or self.view
        pending = view.pending
        if pending and pending.options:
            return pending.options
        combat = view.combat
        if combat is None:
            return ()
        return combat.loot or combat.foes   # (the loot's faces: the fighter's and the helper's only)

    def face_of(self, target: Any) -> DoorsCard | None:
        if not isinstance(target, tuple) or target[0] != "card":
            return None
        view = self.view
        pools = [view.hand, self.middle(), view.decks.door_discards_top[:1], view.decks.treasure_discards_top[:1],
                 *((s.items + s.races + s.classes + s.doubles + s.hirelings + s.curses) for s in view.seats)]
        return next((f for pool in pools for f in pool if f.id == target[1]), None)

    def card_face(self, target: Any) -> CardFace | None:
        f = self.face_of(target)
        return cards.face(f) if f is not None else None

    def previewing(self) -> bool:
        return self.hand_hover is None   # a card of the hand grows where it lies

    def name_of(self, target: Any) -> str:
        f = self.face_of(target)
        if f is not None:
            return f.name
        if target[0] == "seat":
            return self.view.seats[target[1]].name
        return {"deck": "The door", "side": "The fight"}.get(target[0], "")

    def target_tip(self, target: Any, found: list[Action]) -> str:
        if self.face_of(target) is not None or target[0] in ("answer", "offer"):
            return ""   # the card itself shows large (draw_over); an offer is written out on its plate
        if target[0] == "seat":
            s = self.view.seats[target[1]]
            words = (f"{s.name}: {paint.strength_words(s)}\n{plural(s.hand, 'card')} in hand (at most "
                     f"{s.hand_limit} at the end of a turn)")
            words += "\nDead: draws afresh next turn" if s.dead else ""
        elif target[0] == "deck":
            words = f"The {target[1]} deck: {plural(self.view.decks.size(target[1]), 'card')} face down."
        elif target[0] == "help":
            words = "Offer to help in this fight: choose your share of the treasure and who picks first."
        else:
            hidden = self.hidden_rows.get(target[1], [])
            words = f"The {target[1]}' side of the fight." + ("\n" + "\n".join(hidden) if hidden else "")
        if found:
            words += "\nClick: " + (str(found[0]) if len(found) == 1 else "choose how")
        elif self.armed is None and self.two_step(target):
            words += "\nClick to take it up, then click where it goes."
        return words

    def handle_board(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.lift_playable()
            self.hand_hover = self.fan.hit(event.pos, len(self.view.hand), self.hand_hover)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.armed is not None:
            self.armed = None   # a right click puts the card down again
            self.panel.build()
            return True
        return False

    # --- the side panel -------------------------------------------------------------------------------
    def seat_line(self, seat: int) -> str:
        s = self.panel_view.seats[seat]
        return f"level {s.level} · strength {s.strength} · {s.hand} cards" + (" · dead" if s.dead else "")

    # --- events -----------------------------------------------------------------------------------------
    sounds = {CardMoved: "card_flip", CardsDrawn: "card_flip", LevelChanged: "level_up", Died: "defeat"}

    def sound_for(self, event: Event) -> str | None:
        if isinstance(event, CombatResolved):
            return "sword_hit" if event.won else "monster_roar"
        return super().sound_for(event)

    def zone_rect(self, zone: str, seat: int | None) -> Rect:
        """Where a card comes from or goes to, as the table shows it."""
        tz = self.table.zones
        if zone in tz:
            return tz[zone]
        if zone == "loot" or seat is None or seat not in self.seat_zones:
            return tz["combat"]
        zones = self.seat_zones[seat]
        if zone == "hand":
            return tz["hand"] if seat == self.viewer else zones["level"]
        return zones.get({"items": "carried", "hireling": "hireling"}.get(zone, zone), zones["level"])

    def animate(self, moment: Moment) -> Animation | None:
        event, pace, pal = moment.event, self.app.prefs.pace, self.app.palette
        if isinstance(event, CardMoved):
            start, end = self.zone_rect(event.src, event.src_seat), self.zone_rect(event.dst, event.dst_seat)
            face = None if not event.seen_by(self.viewer) else self.face_in(moment.view, event.card)
            deck = C.card(event.card).deck if event.card else "treasure"
            return Fly(lambda s, r: cards.mini(s, r, face, pal) if face else cards.back(s, r, pal, deck),
                       flying(start), flying(end), 0.45 * pace)
        if isinstance(event, LevelChanged) and event.seat in self.seat_zones:
            level = self.seat_zones[event.seat]["level"]
            change = event.after - event.before
            return Rising(f"{'+' if change > 0 else ''}{change} level{'s' if abs(change) != 1 else ''}",
                          (level.centerx, level.centery + 30), lambda x, y: (round(x), round(y)),
                          pal.good if change > 0 else pal.bad, 1.0 * pace, self.board_rect)
        if isinstance(event, CombatResolved):
            return Banner(event.text(), pal.good if event.won else pal.bad, 1.4 * pace)
        if isinstance(event, Died):
            return Banner(event.text(), pal.bad, 1.8 * pace)
        if isinstance(event, TurnBegan):
            return Delay(0.3 * pace)
        return None

    @staticmethod
    def face_in(view: DoorsView, card: str) -> DoorsCard | None:
        for s in view.seats:
            for f in s.items + s.races + s.classes + s.doubles + s.hirelings + s.curses:
                if f.id == card:
                    return f
        combat = view.combat
        pools = [view.hand, combat.foes if combat else (), combat.loot if combat else (),
                 view.decks.door_discards_top, view.decks.treasure_discards_top]
        return next((f for pool in pools for f in pool if f.id == card), None)

    # --- drawing --------------------------------------------------------------------------------------------
    def furnish(self, surface: pygame.Surface) -> None:
        paint.furnish(self, surface)

    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        pal = self.app.palette
        view, tz = self.view, self.table.zones
        surface.blit(self.background(), rect)
        for deck in ("door", "treasure"):
            pile = self.pile(f"{deck}_deck")
            self.mark(surface, pile, ("deck", deck))
            draw_stack(surface, pile, view.decks.size(deck), pal, lambda s, r, d=deck: cards.back(s, r, pal, d))
            top = view.decks.top(deck)
            if top:
                cards.mini(surface, self.pile(f"{deck}_discards"), top[0], pal)
        for column in self.seat_columns():   # kept as pictures while what they show stays (0.7 ms a frame)
            self.keep(surface, column, "seats", lambda column=column: [
                paint.draw_seat(self, surface, s) for s in view.seats
                if (box := self.seat_box(s.seat)) is not None and box.colliderect(column)])
        if view.combat or (view.pending and view.pending.options):
            paint.draw_fight(self, surface, tz["combat"])
        else:
            self.hidden_rows = {}
            paint.draw_idle(self, surface, tz["combat"])
        self.lift_playable()
        self.fan.draw(surface, [cards.face(f) for f in view.hand], pal, self.hand_hover,
                      lambda i: i in self.fan.lifted, drawer=draw_card)
        if not view.hand and self.viewer is not None:
            draw.text(surface, "No cards in your hand", tz["hand"].center, size=SMALL, colour=pal.text_dim,
                      face="italic", anchor="center")
