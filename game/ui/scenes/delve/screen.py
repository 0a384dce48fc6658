"""The Dice Delve table: the row of seats across the top (seats.py), the dice in their zones from
the map (zones.py, layout.py: boards/delve.tmx), and the phase line under it all, laid out from the moment shown.

Companions, the monsters they take, Chests, Potions, dice for a reroll, a revived die's face and a twist's
target are clicked on the table; every other decision is a button of the side panel. Every event is animated
on the table itself (motion.py); a new phase or delve is named large over the table once it shows it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.events import Event
from game.engine.protocol import Action
from game.engine.session import Moment
from game.games.delve import actions as A
from game.games.delve import events as E
from game.games.delve import words
from game.games.delve.view import DelveView
from game.ui.anims import Animation, Fly, Heralded, Title, Together
from game.ui.compose import part
from game.ui.tabletop.cards import Phase, paint_phase, table_part
from game.ui.tabletop.layout import Layout, Pointer
from game.ui.tabletop.screen import Screen, Table
from game.ui.tabletop.shown import Shown
from game.ui.theme import Palette

from . import seats, zones
from .clicks import Target, hint, source_of
from .layout import ZONE_TINT, TableLayout, Token, bag_token, paint_token, token_rects
from .motion import TOKEN, Away, Motion, places, step

BOARD_CLICKS = (A.Pick, A.Mark, A.Revive, A.TwistTarget)   # made on the table, never as buttons


class DelveScreen(Screen[DelveView]):
    sounds = {E.Rolled: "dice_roll", E.TreasureTaken: "coin", E.XpGained: "coin", E.LevelUp: "level_up",
              E.TwistPlayed: "card_flip", E.DieChanged: "card_flip"}

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.layout = TableLayout.fit(table.game.load_board(), self.area)

    # --- what the table shows ----------------------------------------------------------------------------
    def state(self) -> tuple[Any, ...]:
        return (self.away(),)   # what an event's animation draws itself, left out of the table meanwhile

    def away(self) -> Away:
        anim = self.table.playback.anim
        motion = anim if isinstance(anim, Motion) else anim.part(Motion) if isinstance(anim, Together) else None
        return motion.away if motion is not None else Away()

    def lay(self, shown: Shown[DelveView], pointer: Pointer) -> Layout:
        view, lay, pal, away = shown.view, self.layout, self.app.palette, self.away()
        out = Layout([table_part(self.area, ("delve", self.area.size), self.render_table)])
        out.add(seats.lay_seats(lay.seats, shown, self.area, pal, away))
        out.add(zones.lay_middle(lay, shown, away.dice, pal))
        out.parts.append(part(lay.panels["phase"], self.phase(shown), paint_phase))
        if shown.holder is not None and view.options.twists:
            out.add(seats.lay_fan(lay.seats[shown.holder]["twists"], self.area, shown, shown.holder))
        return out

    def results_bar(self, size: tuple[int, int]) -> pygame.Rect:
        """The bar over the finished table lies in the middle of the dungeon dice' zone, empty once the game is
        over: at the top of the screen it covered the heroes' cards (the winner's name among them)."""
        zone = self.layout.zones["dungeon"]
        return pygame.Rect((0, 0), (min(size[0], zone.w - 16), size[1])).move_to(center=zone.center)

    def render_table(self, pal: Palette) -> pygame.Surface:
        """The wood, the zones' frames and captions: drawn once per palette (the store keeps it)."""
        surface = self.layout.render(self.area.size, pal, ZONE_TINT)
        return surface.convert() if pygame.display.get_surface() is not None else surface

    def phase(self, shown: Shown[DelveView]) -> Phase:
        """What the person at the screen may do now (said as clicks); while moments are shown, the newest line
        of the log."""
        view = shown.view
        if shown.settled:
            text = hint(view, list(shown.choices), shown.mine)
        else:
            said = self.table.session.log_for(shown.holder, last=1, upto=shown.log_upto)
            text = said[-1] if said else ""
        sub = f"Round {view.round}" if view.phase in ("trade", "over") else f"Level {view.level} · round {view.round}"
        return Phase(view.phase_name, sub, text, shown.mine)

    # --- the side panel ---------------------------------------------------------------------------------
    def seat_line(self, view: DelveView, seat: int) -> str:
        s = view.seats[seat]
        return f"{s.hero} · {s.xp} XP · {s.delves_done}/3"

    def buttons(self, shown: Shown[DelveView]) -> list[Action]:
        return [a for a in shown.choices if not isinstance(a, BOARD_CLICKS)]

    def button_tip(self, view: DelveView, action: Action) -> str | None:
        return words.action_words(action, view)

    def button_style(self, action: Action) -> str:
        if isinstance(action, A.Flee | A.DeclineTrade):
            return "danger"     # giving up: never where a harmless button stood a moment ago looks the same
        if isinstance(action, A.RollMarked) or action == A.Proceed("loot"):
            return "primary"
        return "normal"

    # --- clicks that take no action of their own ----------------------------------------------------------
    def missed(self, key: Any, shown: Shown[DelveView]) -> None:
        """With a companion chosen, a click on it puts it back, and a click on another chooses that one."""
        p = shown.view.pending
        source = source_of(key, shown.view.adventurer) if isinstance(key, Target) else None
        if source is None or not p or p.kind not in ("companion", "dragon_role") or A.Back() not in shown.choices:
            return
        self.table.play(A.Back())
        if source != p.source and A.Pick(source) in self.table.session.legal():
            self.table.play(A.Pick(source))

    # --- events --------------------------------------------------------------------------------------
    def animate(self, moment: Moment[DelveView], before: DelveView) -> Animation | None:
        after, pace, seated = moment.view, self.table.pace(), self.layout.seats
        moved = step(before, after, moment.event)
        token = None     # a treasure token flying between the bag and a seat, in an arc
        if moved.token is not None:
            seat, name, into_bag = moved.token
            held = [*(before if into_bag else after).seats[seat].treasures, name]   # (with it, if not held yet)
            slot = next(r for r, n in token_rects(seated[seat]["treasures"], held) if n == name)
            bag = bag_token(self.layout.zones["bag"])
            token = Fly(paint_token, Token(name),
                        *((slot, bag) if into_bag else (bag, slot)), TOKEN * pace)
        flip = None
        if moved.flipped is not None:
            seat, rect = moved.flipped, seated[moved.flipped]["hero"]
            flip = (part(rect, seats.hero_look(seat, after.seats[seat], master=False), seats.paint_hero),
                    part(rect, seats.hero_look(seat, after.seats[seat], master=True), seats.paint_hero))
        motion = Motion(places(before), moved, lambda p: self.layout.die_rect(*p[:3]), pace,
                        xp_at=seated[moved.xp[0]]["xp"] if moved.xp is not None else None,
                        flip=flip, on_land=lambda: self.app.audio.play("dice_land", 0.8))
        parts = [p for p in (motion if motion.total > 0 else None, token) if p]
        change = Together(*parts) if parts else None
        # a new phase or delve is named over the table that shows it, once the change is drawn: a banner over
        # the moment before would name a level the Level die does not show yet
        said = words.banner_words(moment.event, before)
        if said is None:
            return change
        return Heralded(change, Title(*said, (1.0 if said[1] else 0.75) * pace))   # (longer when it says more)

    def sound(self, event: Event) -> str | None:
        if isinstance(event, E.PhaseBegan) and event.phase == "dragon":
            return "monster_roar"
        if isinstance(event, E.DiceMoved) and event.dst == "lair":
            return "fireball"
        if isinstance(event, E.DiceMoved) and event.src == "dungeon" and "defeated" in event.message:
            return "sword_hit"
        if isinstance(event, E.DelveEnded) and event.how == "fled":
            return "trap"
        return super().sound(event)

