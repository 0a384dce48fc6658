"""The Dice Delve table: the row of seats across the top (seats.py; the hand of the seat holding the screen,
hand.py), the dice in their zones with the Dragon's Lair, the level die, the pool and the treasure bag
(zones.py), and the phase line under it all, laid out from the moment shown; the zones come from the map
(boards/delve.tmx, layout.py).

A companion is chosen by a click on a lit party die, treasure or hero card, then the monsters it takes, a
Chest or a Potion by a click on them (lit); dice are marked for a reroll, a revived die's face picked and a
twist card aimed on the table too. Every other decision is a button of the side panel. Every event is
animated on the table itself (motion.py): dice fly from where they lay to where they land, tumble, turn over.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.events import Event
from game.engine.protocol import Action
from game.engine.session import Moment
from game.games.delve import GAME, words
from game.games.delve import actions as A
from game.games.delve.events import (
    DelveBegan,
    DelveEnded,
    DiceMoved,
    DieChanged,
    LevelUp,
    PhaseBegan,
    Rolled,
    TreasureTaken,
    TwistPlayed,
    XpGained,
)
from game.games.delve.state import PHASE_NAMES
from game.games.delve.view import DelveView
from game.ui.anims import Animation, Fly, Title, Together
from game.ui.compose import part
from game.ui.tabletop.cards import Phase, paint_phase, table_part
from game.ui.tabletop.layout import Layout, Pointer
from game.ui.tabletop.scene import TableScene
from game.ui.tabletop.screen import Screen
from game.ui.tabletop.shown import Shown
from game.ui.theme import Palette

from . import hand, moves, seats, zones
from .clicks import Target, hint, source_of
from .layout import TableLayout
from .motion import TOKEN, Away, Motion
from .paint import draw_token

BOARD_CLICKS = (A.Pick, A.Mark, A.Revive, A.TwistTarget)   # made on the table, never as buttons


class DelveScreen(Screen[DelveView]):
    sounds = {Rolled: "dice_roll", TreasureTaken: "coin", XpGained: "coin", LevelUp: "level_up",
              TwistPlayed: "card_flip", DieChanged: "card_flip"}

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.layout = TableLayout.fit(table.game.load_board(), self.area)

    # --- what the table shows ----------------------------------------------------------------------------
    def state(self) -> tuple[Any, ...]:
        """The dice, card or token an event's animation draws itself while it plays (the table leaves them
        out, showing the moment before the event)."""
        return (self.away(),)

    def away(self) -> Away:
        anim = self.table.playback.anim
        motion = anim if isinstance(anim, Motion) else anim.part(Motion) if isinstance(anim, Together) else None
        return motion.away if motion is not None else Away()

    def lay(self, shown: Shown[DelveView], pointer: Pointer) -> Layout:
        view, lay, pal, away = shown.view, self.layout, self.app.palette, self.away()
        out = Layout([table_part(self.area, ("delve", self.area.size), render_table)])
        out.add(seats.lay_seats(lay.seats, shown, self.area, pal, away))
        out.add(zones.lay_middle(lay, shown, away.dice))
        out.parts.append(part(lay.phase, self.phase(shown), paint_phase))
        zone = lay.seats.get(shown.holder, {}).get("twists") if shown.holder is not None else None
        if zone is not None and view.options.twists:
            out.add(hand.lay_fan(zone, self.area, view, shown.holder, list(shown.choices)))
        return out

    def phase(self, shown: Shown[DelveView]) -> Phase:
        """The line under the table: the phase, where it stands, and what the person at the screen may do now
        (said as clicks); while moments are shown, the newest line of the log."""
        view = shown.view
        if shown.settled:
            text = hint(view, list(shown.choices), shown.mine)
        else:
            said = self.table.session.log_for(shown.holder, last=1, upto=shown.log_upto)
            text = said[-1] if said else ""
        sub = f"Level {view.level} · round {view.round}" if view.phase not in ("trade", "over") else \
            f"Round {view.round}"
        return Phase(PHASE_NAMES.get(view.phase, view.phase), sub, text, shown.mine)

    def place_rect(self, place: moves.Place) -> pygame.Rect:
        return self.layout.die_rect(place[0], place[1], place[2])

    # --- the side panel ---------------------------------------------------------------------------------
    def seat_line(self, view: DelveView, seat: int) -> str:
        return seats.seat_panel_label(view.seats[seat])

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
        view, p = shown.view, shown.view.pending
        if not isinstance(key, Target) or not p or p.kind not in ("companion", "dragon_role") \
                or A.Back() not in shown.choices:
            return
        source = source_of(key, view.adventurer)
        if source is None:
            return
        self.table.play(A.Back())
        pick = A.Pick(source)
        if source != p.source and pick in self.table.session.legal():
            self.table.play(pick)

    # --- events --------------------------------------------------------------------------------------
    def animate(self, moment: Moment[DelveView], before: DelveView) -> Animation | None:
        event, after, pace = moment.event, moment.view, self.table.pace()
        step = moves.step(before, after, event)
        change = step.change
        token = None     # a treasure token flying between the bag and a seat, in an arc
        if change.token is not None and change.token[0] in self.layout.seats:
            seat, name, into_bag = change.token
            slot = seats.token_slot(self.layout.seats[seat]["treasures"],
                                    (before if into_bag else after).seats[seat].treasures, name)
            bag = zones.bag_token_rect(self.layout.zones["bag"])
            token = Fly(lambda s, r: draw_token(s, name, r.center, max(8, r.w // 2)),
                        *((slot, bag) if into_bag else (bag, slot)), TOKEN * pace)
        xp_at = self.layout.seats[change.xp[0]]["xp"] if change.xp is not None and change.xp[0] in self.layout.seats \
            else None
        flip = None
        if change.flipped is not None and change.flipped in self.layout.seats:
            seat, rect = change.flipped, self.layout.seats[change.flipped]["hero"]
            flip = (part(rect, seats.hero_look(seat, after.seats[seat], master=False), seats.paint_hero),
                    part(rect, seats.hero_look(seat, after.seats[seat], master=True), seats.paint_hero))
        motion = Motion(moves.places(before), step.before, step.after, change, self.place_rect, pace, xp_at=xp_at,
                        flip=flip, on_land=lambda: self.app.audio.play("dice_land", 0.8))
        title = banner_for(event, (before.phase, before.level), pace)
        parts = [p for p in (motion if motion.total > 0 else None, token, title) if p is not None]
        return Together(*parts) if parts else None

    def sound(self, event: Event) -> str | None:
        if isinstance(event, PhaseBegan) and event.phase == "dragon":
            return "monster_roar"
        if isinstance(event, DiceMoved):
            if event.dst == "lair":
                return "fireball"
            if event.src == "dungeon" and "defeated" in event.message:
                return "sword_hit"
            return None
        if isinstance(event, DelveEnded) and event.how == "fled":
            return "trap"
        return super().sound(event)


def render_table(pal: Palette) -> pygame.Surface:
    """The wood, the zones' frames and captions: drawn once per palette (the store keeps it) for the board
    area of every table."""
    area = TableScene.board_rect
    surface = TableLayout.fit(GAME.load_board(), area).table.render(area.size, pal, zones.ZONE_TINT)
    return surface.convert() if pygame.display.get_surface() is not None else surface


def banner_for(event: Event, was: tuple[str, int], pace: float) -> Title | None:
    """A new phase, a delve beginning or ending, named large for a moment."""
    said = _banner_words(event, was)
    return Title(*said, (1.0 if said[1] else 0.75) * pace) if said else None


def _banner_words(event: Event, was: tuple[str, int]) -> tuple[str, str] | None:
    if isinstance(event, PhaseBegan) and (event.phase, event.level or was[1]) != was:
        name = PHASE_NAMES.get(event.phase, event.phase)
        if event.phase == "dragon":
            return ("The Dragon wakes!", event.text())
        if event.phase in ("trade", "form"):
            return (name, event.text())
        return (f"Level {event.level} · {name}", event.text())
    if isinstance(event, DelveBegan):
        return (f"Delve {event.delve} of 3: {event.who}", f"The {event.hero} sets out; {event.lord} is the "
                                                                  "Dungeon Lord")
    if isinstance(event, DelveEnded):
        title = {"fled": "Fled!", "legend": "The stuff of legend!", "portal": "Through the Town Portal",
                 "retired": "Back to the Tavern"}.get(event.how, "The delve ends")
        return (title, event.text())
    return None
