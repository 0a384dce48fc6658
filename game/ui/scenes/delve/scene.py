"""The Dice Delve table: the shell's TableScene with the dice, the Lair, the seats and the phase banner
drawn from the view of the seat at the screen, clicks turned into the rules' legal actions, and every
event animated on the table itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event
from game.engine.protocol import Action
from game.engine.session import Moment, Session
from game.games.delve import actions as A
from game.games.delve import words
from game.games.delve.content import DUNGEON_FACES, PARTY_FACES
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
from game.ui.cardtable import CardTableScene

from . import moves, paint, seats, tips, zones
from .clicks import Target, actions_for, source_of
from .layout import TableLayout
from .motion import TOKEN, Motion
from .painter import TablePainter

if TYPE_CHECKING:
    from game.ui.app import App

BOARD_CLICKS = (A.Pick, A.Mark, A.Revive, A.TwistTarget)   # made on the table, never as buttons


class DelveScene(CardTableScene):
    tints = zones.ZONE_TINT
    view: DelveView

    def __init__(self, app: App, session: Session) -> None:
        self.layout = TableLayout.fit(session.game.load_board(), self.board_rect)
        self.painter = TablePainter(self)
        self.showing = ""     # the event on the table now, in words (the phase banner says it)
        super().__init__(app, session)

    @property
    def table_view(self) -> DelveView:
        """The table drawn: as the event being animated leaves it (its dice move there from the view before
        it, which the board showed until now), else the board's view."""
        return self.moment.view if self.anim is not None and self.moment is not None else self.view

    # --- hooks for the side panel ---------------------------------------------------------------------
    def button_actions(self, legal: list[Action]) -> list[Action]:
        return [a for a in legal if not isinstance(a, BOARD_CLICKS)]

    def action_tip(self, action: Action) -> str | None:
        return words.action_words(action, self.view)

    def button_style(self, action: Action) -> str:
        if isinstance(action, A.Flee | A.DeclineTrade):
            return "danger"     # giving up: never where a harmless button stood a moment ago looks the same
        if isinstance(action, A.RollMarked) or action == A.Proceed("loot"):
            return "primary"
        return "normal"

    def seat_line(self, seat: int) -> str:
        return seats.seat_panel_label(self.panel_view.seats[seat])

    # --- drawing ---------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.painter.draw(surface, rect)


    # --- the table's hooks: what answers the pointer, and what a click on it takes ---------------------
    def targets(self) -> list[tuple[pygame.Rect, Any]]:
        return self.painter.targets()

    def actions_at(self, target: Any) -> list[Action]:
        return actions_for(target, self.view, self.legal)

    def target_tip(self, target: Any, found: list[Action]) -> str:
        return tips.target_tip(target, self.view, found)

    def missed(self, target: Any) -> None:
        self._switch_companion(target, self.view, self.legal)

    def click_for(self, action: Action) -> tuple[int, int] | None:
        """A button or a thing on the table; a twist card in the hand once the hand is opened out, as the
        pointer on it would open it."""
        point = super().click_for(action)
        if point is None:
            self.hover = Target("hand", seat=self.viewer if self.viewer is not None else -1)
            point = super().click_for(action)
        return point

    def draw_over(self, surface: pygame.Surface) -> None:
        """A hero card under the pointer shows large; anything else says what it is and what a click does."""
        hover = self.hover
        if hover is not None and hover.kind == "hero" and hover.seat < len(self.view.seats) \
                and not self.playing_back():
            where = next((r for r, t in reversed(self.targets()) if t == hover), None)
            if where is not None:
                found = self.actions_at(hover) if self.my_turn() else []
                seats.hero_preview(surface, where, hover.seat, self.view.seats[hover.seat], self.board_rect,
                                   self.app.palette, tips.click_line(found))
            return
        if self.painter.hand_rows(self.view) is None:
            super().draw_over(surface)

    def ready(self, view: DelveView) -> list[Callable[[], None]]:
        """Every face of a die at the sizes the dice lie at, and the hero cards large as on hover."""
        scratch, found = pygame.Surface((1, 1)), lambda t: self.actions_at(t) if self.my_turn() else []
        sizes = {max(4, self.painter.place_rect(p).w) for p in moves.places(view)}
        heroes = [(r, t) for r, t in self.targets() if t.kind == "hero"] if view is self.view else []
        return [*(lambda f=f, w=w: paint.die_image(f, w) for w in sizes for f in ("", *PARTY_FACES, *DUNGEON_FACES)),
                *(lambda r=r, t=t: seats.hero_preview(scratch, r, t.seat, view.seats[t.seat], self.board_rect,
                                                      self.app.palette, tips.click_line(found(t))) for r, t in heroes)]

    def _switch_companion(self, target: Target, view: DelveView, legal: list[Action]) -> None:
        """With a companion chosen, a click on it puts it back, and a click on another chooses that one."""
        p = view.pending
        if not p or p.kind not in ("companion", "dragon_role") or A.Back() not in legal:
            return
        source = source_of(target, view.adventurer)
        if source is None:
            return
        self.act(A.Back())
        if source != p.source:
            pick = A.Pick(source)
            if pick in self.legal:
                self.act(pick)

    # --- events ----------------------------------------------------------------------------------
    def animate(self, moment: Moment) -> Animation | None:
        event, before, after = moment.event, self.view, moment.view
        self.showing = event.text_for(self.viewer) or self.showing
        step = moves.step(before, after, event)
        change = step.change
        token = None     # a treasure token flying between the bag and a seat, in an arc
        if change.token is not None:
            seat, name, into_bag = change.token
            held = (before if into_bag else after).seats[seat].treasures
            path = self.painter.token_path(seat, name, held, into_bag)
            token = Fly(lambda s, r: paint.draw_token(s, name, r.center, max(8, r.w // 2)), *path,
                        TOKEN * self.app.prefs.pace) if path else None
        xp_at = None
        if change.xp is not None and change.xp[0] in self.layout.seats:
            xp_at = self.layout.seats[change.xp[0]]["xp"]
        motion = Motion(step.before, step.after, change, self.painter.place_rect, self.app.prefs.pace,
                        xp_at=xp_at, on_land=lambda: self.app.audio.play("dice_land", 0.8))
        title = banner_for(event, (before.phase, before.level), self.app.prefs.pace)
        parts = [p for p in (motion if motion.total > 0 else None, token, title) if p is not None]
        return Together(*parts) if parts else None

    sounds = {Rolled: "dice_roll", TreasureTaken: "coin", XpGained: "coin", LevelUp: "level_up",
              TwistPlayed: "card_flip", DieChanged: "card_flip"}

    def sound_for(self, event: Event) -> str | None:
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
        return super().sound_for(event)


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
