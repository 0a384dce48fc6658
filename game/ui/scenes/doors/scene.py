"""The Kick the Door table on the shared card table: the decks, the fight in the middle with both sides'
totals and every modifier, each seat's level, race, class, items in their slots, hireling and curses, and
the hand of the seat at the screen fanned along the bottom.

Every card is clicked where it lies. A card whose play needs a second choice (a curse and its victim, an
enhancer and its monster, your item and the item you want for it) is taken up by a first click — it
stays lit — and the second click chooses; a click on it again puts it down. Buttons do the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event, TurnBegan
from game.engine.protocol import Action
from game.engine.session import Moment, Session
from game.games.doors import actions as A
from game.games.doors.events import CardMoved, CardsDrawn, CombatResolved, Died, LevelChanged
from game.ui import draw
from game.ui.anims import Animation, Banner, Delay, Fly, Rising
from game.ui.cards import draw_face, draw_stack
from game.ui.cardtable import CardTableScene, Hand, draw_phase
from game.ui.dice import draw_die
from game.ui.theme import SMALL

from . import cards
from .layout import combat_cards, seat_cards

if TYPE_CHECKING:
    from game.ui.app import App

Rect = pygame.Rect
Target = tuple[str, Any]
ONE_CARD = (A.LookForTrouble, A.PlayItem, A.Equip, A.Unequip, A.PlayCard, A.DropCard, A.AddUndead, A.Berserk,
            A.Turning, A.Flee, A.Sacrifice, A.TakeTreasure, A.ChooseLoss, A.Plunder, A.Discard, A.MarkForSale,
            A.Unmark, A.Steal)
PREVIEW = (200, 280)


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
    if isinstance(a, A.OfferTrade):
        return ("card", a.give), ("card", a.take)
    return None


class DoorsScene(CardTableScene):
    tints = {"combat": (58, 40, 34), "door_deck": (48, 36, 40), "treasure_deck": (52, 46, 30)}

    def __init__(self, app: App, session: Session) -> None:
        self.armed: Target | None = None      # a card taken up for a two-step play
        self.hand_hover: int | None = None
        super().__init__(app, session)
        self.fan = Hand(self.table.zones["hand"].inflate(0, 40).move(0, -20), height=self.table.zones["hand"].h + 24)

    # --- what a click takes ----------------------------------------------------------------------------
    def refresh(self) -> None:
        super().refresh()
        if self.armed is not None and not any((k := keys(a)) and k[0] == self.armed and k[1] for a in self.legal):
            self.armed = None

    def button_actions(self, legal: list[Action]) -> list[Action]:
        """Buttons: what no card stands for, and the one-card plays of a card taken up (to discard it in
        Charity instead of giving it, say)."""
        return [a for a in legal if keys(a) is None or (self.armed is not None and keys(a) == (self.armed, None))]

    def two_step(self, target: Target) -> bool:
        return any((k := keys(a)) and k[0] == target and k[1] is not None for a in self.legal)

    def actions_at(self, target: Any) -> list[Action]:
        if self.armed is not None:
            return [a for a in self.legal if keys(a) == (self.armed, target)]
        if self.two_step(target):
            return []   # taken up by the click (missed), then the second click chooses
        return [a for a in self.legal if keys(a) == (target, None)]

    def is_lit(self, target: Any) -> bool:
        return super().is_lit(target) or (self.armed is None and self.my_turn() and self.two_step(target))

    def missed(self, target: Any) -> None:
        if target == self.armed:
            self.armed = None
        elif self.armed is None and self.two_step(target):
            self.armed = target
        self.panel.build()

    def click_for(self, action: Action) -> tuple[int, int] | None:
        k = keys(action)
        if k is not None and k[0] != self.armed and (k[1] is not None or self.two_step(k[0])):
            self.armed = None
            return self._rect_of(k[0])       # take it up first
        return super().click_for(action)

    def _rect_of(self, target: Target) -> tuple[int, int] | None:
        rect = next((r for r, t in reversed(self.targets()) if t == target), None)
        return rect.center if rect is not None and self.target_at(rect.center) == target else None

    def menu_title(self, target: Any) -> str:
        return self.name_of(target)

    def action_tip(self, action: Action) -> str | None:
        return getattr(action, "__doc__", None) if isinstance(action, A.Sell) else None

    # --- the things on the table ------------------------------------------------------------------------
    def targets(self) -> list[tuple[Rect, Any]]:
        view, zones = self.view, self.table.zones
        out: list[tuple[Rect, Any]] = [(zones["door_deck"], ("deck", "door")),
                                       (zones["treasure_deck"], ("deck", "treasure"))]
        for s in view["seats"]:
            if s["seat"] in self.table.seats:
                out.append((self.table.seats[s["seat"]]["level"], ("seat", s["seat"])))
                out += [(r, ("card", f["id"])) for r, f, _ in seat_cards(self.table, s["seat"], s)]
        combat = view["combat"]
        if combat:
            half = zones["combat"].w // 4
            out += [(Rect(zones["combat"].x, zones["combat"].y, half, zones["combat"].h), ("side", "players")),
                    (Rect(zones["combat"].right - half, zones["combat"].y, half, zones["combat"].h),
                     ("side", "monsters"))]
            out += [(r, ("card", f["id"])) for r, f in zip(combat_cards(zones["combat"], len(self.middle())),
                                                            self.middle(), strict=True)]
        raised = self.hand_hover if self.hand_hover is not None and self.hand_hover < len(view["hand"]) else None
        rects = self.fan.rects(len(view["hand"]), raised)
        order = [i for i in range(len(rects)) if i != raised] + ([raised] if raised is not None else [])
        out += [(rects[i], ("card", view["hand"][i]["id"])) for i in order]
        return out

    def middle(self) -> list[dict[str, Any]]:
        """The cards in the combat zone: the monsters fought, or the treasure being shared, or a dead seat's
        cards being picked over, or the items a curse may take."""
        view = self.view
        pending = view["pending"] or {}
        if pending.get("options"):
            return pending["options"]
        combat = view["combat"] or {}
        return combat.get("loot") if combat.get("loot") and isinstance(combat["loot"], list) else combat.get("foes", [])

    def face_of(self, target: Any) -> dict[str, Any] | None:
        if not isinstance(target, tuple) or target[0] != "card":
            return None
        view = self.view
        pools = [view["hand"], self.middle(), *((s["items"] + s["races"] + s["classes"] + s["doubles"]
                                                 + s["hirelings"] + s["curses"]) for s in view["seats"])]
        return next((f for pool in pools for f in pool if isinstance(f, dict) and f.get("id") == target[1]), None)

    def name_of(self, target: Any) -> str:
        f = self.face_of(target)
        if f is not None:
            return f["name"]
        if target[0] == "seat":
            return self.view["seats"][target[1]]["name"]
        return {"deck": "The door", "side": "The fight"}.get(target[0], "")

    def target_tip(self, target: Any, found: list[Action]) -> str:
        if self.face_of(target) is not None:
            return ""   # the card itself shows large (draw_over)
        if target[0] == "seat":
            s = self.view["seats"][target[1]]
            words = (f"{s['name']}: level {s['level']}, fights at {s['strength']}, {s['hand']} cards in hand"
                     + (" (dead: draws afresh next turn)" if s["dead"] else ""))
        elif target[0] == "deck":
            words = f"The {target[1]} deck: {self.view['decks'][target[1]]} cards face down."
        else:
            words = f"The {target[1]}' side of the fight."
        if found:
            words += "\nClick: " + (str(found[0]) if len(found) == 1 else "choose how")
        elif self.armed is None and self.two_step(target):
            words += "\nClick to take it up, then click where it goes."
        return words

    def handle_board(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hand_hover = self.fan.hit(event.pos, len(self.view["hand"]), self.hand_hover)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.armed is not None:
            self.armed = None   # a right click puts the card down again
            self.panel.build()
            return True
        return False

    # --- the side panel -------------------------------------------------------------------------------
    def seat_line(self, seat: int) -> str:
        s = self.panel_view["seats"][seat]
        return f"level {s['level']} · fights at {s['strength']} · {s['hand']} cards" + (" · dead" if s["dead"] else "")

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
        if zone == "loot":
            return tz["combat"]
        if seat is None or seat not in self.table.seats:
            return tz["combat"]
        if zone == "hand":
            return tz["hand"] if seat == self.viewer else self.table.seats[seat]["level"]
        return self.table.seats[seat].get({"items": "carried", "hireling": "hireling"}.get(zone, zone),
                                          self.table.seats[seat]["level"])

    def animate(self, moment: Moment) -> Animation | None:
        event, pace, pal = moment.event, self.app.prefs.pace, self.app.palette
        if isinstance(event, CardMoved):
            start, end = self.zone_rect(event.src, event.src_seat), self.zone_rect(event.dst, event.dst_seat)
            size = Rect(0, 0, 72, 100)
            face = None if not event.seen_by(self.viewer) else self.face_in(moment.view, event.card)
            deck = "door" if str(event.card).startswith("d") else "treasure"
            return Fly(lambda s, r: cards.mini(s, r, face, pal) if face else cards.back(s, r, pal, deck),
                       size.fit(start), size.fit(end), 0.45 * pace)
        if isinstance(event, LevelChanged) and event.seat in self.table.seats:
            level = self.table.seats[event.seat]["level"]
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
    def face_in(view: dict[str, Any], card: str) -> dict[str, Any] | None:
        for s in view["seats"]:
            for f in s["items"] + s["races"] + s["classes"] + s["doubles"] + s["hirelings"] + s["curses"]:
                if f["id"] == card:
                    return f
        combat = view["combat"] or {}
        pools = [view["hand"], combat.get("foes", []), combat.get("loot") or [], view["decks"]["door_discards_top"],
                 view["decks"]["treasure_discards_top"]]
        return next((f for pool in pools if isinstance(pool, list) for f in pool if f.get("id") == card), None)

    # --- drawing --------------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        pal = self.app.palette
        view, tz = self.view, self.table.zones
        surface.blit(self.background(), rect)
        for deck in ("door", "treasure"):
            pile = Rect(0, 0, 60, 84).fit(tz[f"{deck}_deck"].inflate(-6, -10))
            self.mark(surface, pile, ("deck", deck))
            draw_stack(surface, pile, view["decks"][deck], pal, lambda s, r, d=deck: cards.back(s, r, pal, d))
            top = view["decks"][f"{deck}_discards_top"]
            if top:
                cards.mini(surface, Rect(0, 0, 60, 84).fit(tz[f"{deck}_discards"].inflate(-6, -10)), top[0], pal)
        for s in view["seats"]:
            self.draw_seat(surface, s)
        if view["combat"] or (view["pending"] or {}).get("options"):
            self.draw_fight(surface, tz["combat"])
        held = [("card", f["id"]) for f in view["hand"]]
        self.fan.draw(surface, [cards.face(f) for f in view["hand"]], pal, self.hand_hover,
                      lambda i: self.is_lit(held[i]) or self.armed == held[i])
        if not view["hand"]:
            draw_phase(surface, tz["hand"].inflate(-20, -20), view["phase"].capitalize(), f"turn {view['turn']}",
                       self.view["prompt"], self.my_turn(), pal)

    def draw_seat(self, surface: pygame.Surface, s: dict[str, Any]) -> None:
        pal = self.app.palette
        zones = self.table.seats.get(s["seat"])
        if not zones:
            return
        plate = zones["level"]
        active = s["seat"] == self.shown_turn()
        draw.panel(surface, plate, pal.panel_light if active else pal.panel, pal.gold if s["current"] else pal.line,
                   radius=6, width=3 if active else 2)
        self.mark(surface, plate, ("seat", s["seat"]))
        draw.marker(surface, s["seat"], (plate.x + 12, plate.centery), 7, pal)
        line = f"{s['name']}  ·  L{s['level']}  ·  {s['strength']}  ·  {s['hand']} cards" + \
            ("  · dead" if s["dead"] else "")
        draw.text(surface, line, (plate.x + 24, plate.centery), size=SMALL - 1, colour=pal.text, face="bold",
                  anchor="midleft", max_width=plate.w - 30)
        for rect, f, carried in seat_cards(self.table, s["seat"], s):
            target = ("card", f["id"])
            self.mark(surface, rect, target, chosen=self.armed == target)
            cards.mini(surface, rect, f, pal, dim=carried)

    def draw_fight(self, surface: pygame.Surface, zone: Rect) -> None:
        pal = self.app.palette
        combat = self.view["combat"] or {}
        middle = self.middle()
        for rect, f in zip(combat_cards(zone, len(middle)), middle, strict=True):
            target = ("card", f["id"])
            self.mark(surface, rect, target, chosen=self.armed == target)
            cards.mini(surface, rect, f, pal)
            for k, enh in enumerate(f.get("enhancers", [])):
                draw.plate(surface, f"{enh['name']} +{enh.get('bonus', 0)}", (rect.centerx, rect.bottom + 4 + 18 * k),
                           size=SMALL - 3, ink=pal.ink, fill=pal.parchment, border=pal.gold, anchor="midtop")
        if not combat or not combat.get("foes"):
            return
        third = zone.w // 4
        for side, x, total in (("players", zone.x + 8, combat["players"]), ("monsters", zone.right - third + 8,
                                                                            combat["monsters"])):
            box = Rect(x, zone.y + 6, third - 16, zone.h - 12)
            self.mark(surface, box, ("side", side))
            ahead = combat["winning"] == (side == "players")
            draw.text(surface, str(total), (box.centerx, box.y + 4), size=40, colour=pal.good if ahead else pal.bad,
                      face="title", anchor="midtop")
            y = box.y + 52
            for ln in (ln for ln in combat["lines"] if ln["side"] == side):
                draw.text(surface, f"{ln['label']} {ln['value']:+d}", (box.x, y), size=SMALL - 3, colour=pal.text,
                          max_width=box.w)
                y += 15
        runs = combat.get("runs") or []
        if runs:
            first = runs[0]
            draw_die(surface, 6, 5, (zone.centerx, zone.bottom - 26), 34, pal)
            draw.text(surface, f"{first['name']}: run on 5+{first['modifier']:+d} ({round(first['chance'] * 100)}%)",
                      (zone.centerx + 24, zone.bottom - 26), size=SMALL - 2, colour=pal.text, anchor="midleft")

    def draw_over(self, surface: pygame.Surface) -> None:
        """The card under the pointer, large enough to read (the hand's card grows where it lies)."""
        super().draw_over(surface)
        face = self.face_of(self.hover)
        if face is None or self.menu is not None or self.playing_back() or self.hand_hover is not None:
            return
        where = Rect((0, 0), PREVIEW)
        where.midbottom = (self.app.mouse[0], self.app.mouse[1] - 16)
        if where.y < 4:
            where.midtop = (self.app.mouse[0], self.app.mouse[1] + 16)
        where.clamp_ip(surface.get_rect().inflate(-8, -8))
        draw_face(surface, where, cards.face(face), self.app.palette)
