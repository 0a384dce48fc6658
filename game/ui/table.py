"""The table: what every game's screen shares.

A game's scene subclasses TableScene and draws its board in `board_rect`; this class runs the turn:
it plays the computer seats at a pace a person can follow, hands the screen over between people when
the game has secrets, animates each event (dice tumble, the log fills in step with them), autosaves after
every action, offers undo where the rules allow it, and shows the side panel: whose turn it is and what
they may do, every seat, the actions as buttons, and the log. Escape pauses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine import saves
from game.engine.events import CardRevealed, DiceRolled, Event, GameEnded, TurnBegan
from game.engine.protocol import Action, RulesError
from game.engine.session import Session

from . import draw
from .dice import DiceTray
from .scene import Scene
from .theme import H2, SCREEN_H, SCREEN_W, SMALL
from .widgets import Button, Widget, dispatch, draw_tooltip, tooltip_of

if TYPE_CHECKING:
    from .app import App

Rect = pygame.Rect
SIDE_W = 360
COMPUTER_PAUSE = 0.7   # seconds between computer actions at the normal pace
EVENT_PAUSE = 0.12     # seconds each plain event takes, at the normal pace


class Animation(Protocol):
    done: bool

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface, area: Rect, pal: Any) -> None: ...


class Delay:
    def __init__(self, seconds: float) -> None:
        self.left = seconds

    @property
    def done(self) -> bool:
        return self.left <= 0

    def update(self, dt: float) -> None:
        self.left -= dt

    def draw(self, surface: pygame.Surface, area: Rect, pal: Any) -> None: ...


class TableScene(Scene):
    board_rect = Rect(0, 0, SCREEN_W - SIDE_W, SCREEN_H)
    side_rect = Rect(SCREEN_W - SIDE_W, 0, SIDE_W, SCREEN_H)

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.humans = [i for i, s in enumerate(session.config.seats) if not s.is_computer]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.queue: list[tuple[Event, int]] = []   # events to show, with their log line index
        self.anim: Animation | None = None
        self.log_shown = len(session.log)
        self.computer_wait = 0.0
        self.ended_shown = False
        self.refresh_later = False
        self.log_scroll = 0
        self.page = 0
        self.action_widgets: list[Widget] = []
        self.bar = [
            Button(app, (self.side_rect.x + 12, SCREEN_H - 52, 104, 40), "Menu", self.pause, icon="ui/pause",
                   size=SMALL, tooltip="Pause: save, rules, settings, quit (Escape)"),
            Button(app, (self.side_rect.x + 126, SCREEN_H - 52, 104, 40), "Undo", self.undo, icon="ui/undo",
                   size=SMALL, tooltip="Take back your last choice (never a die roll or a revealed card)"),
            Button(app, (self.side_rect.x + 240, SCREEN_H - 52, 108, 40), "Rules", self.rules, icon="ui/rules",
                   size=SMALL),
        ]
        if session.opening:
            self.feed(session.opening, len(session.log) - len(session.opening))
        self.refresh()

    # --- what the screen shows --------------------------------------------------------------------
    @property
    def view(self) -> Any:
        return self.session.view(self.viewer)

    def my_turn(self) -> bool:
        """A person at the screen may act now."""
        seat = self.session.to_act
        return (seat is not None and not self.session.is_computer(seat) and self.anim is None and not self.queue
                and (self.viewer == seat or not self.game.secrets(self.session.state)))

    def button_actions(self, legal: list[Action]) -> list[Action]:
        """The legal actions offered as buttons (a game scene leaves out those taken by clicking the board)."""
        return legal

    def action_tip(self, action: Action) -> str | None:
        return None

    def seat_line(self, seat: int) -> str:
        return self.game.seat_summary(self.session.state, seat)

    # --- hooks for a game's scene -----------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        pal = self.app.palette
        draw.panel(surface, rect.inflate(-40, -40), pal.panel, pal.line)
        draw.text(surface, self.game.title, (rect.centerx, rect.y + 70), size=H2 + 6, colour=pal.gold, face="title",
                  anchor="center")

    def handle_board(self, event: pygame.event.Event) -> bool:
        return False

    def animate(self, event: Event) -> Animation | None:
        """An animation for the event, or None for the default (dice tumble; other events a short pause)."""
        return None

    def sound_for(self, event: Event) -> str | None:
        if isinstance(event, DiceRolled):
            return "dice_roll"
        if isinstance(event, CardRevealed):
            return "card_flip"
        if isinstance(event, TurnBegan) and event.seat is not None and not self.session.is_computer(event.seat):
            return "turn_start"
        if isinstance(event, GameEnded):
            return "victory"
        return None

    # --- the flow of play -------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """A person's action (from a button or the board)."""
        if not self.my_turn():
            return
        self._play(action)

    def _play(self, action: Action) -> None:
        try:
            events = self.session.play(action)
        except RulesError as e:
            self.app.say(str(e))
            return
        self.feed(events, len(self.session.log) - len(events))
        self.autosave()
        self.refresh()

    def feed(self, events: list[Event], first_line: int) -> None:
        self.queue += [(e, first_line + k) for k, e in enumerate(events)]

    def autosave(self) -> None:
        path = saves.autosave_path()
        try:
            if self.session.outcome is not None:
                path.unlink(missing_ok=True)
            else:
                saves.save_session(self.session, path)
        except OSError as e:
            self.app.say(f"Autosave failed: {e.strerror or e}")

    def undo(self) -> None:
        if self.session.can_undo() and self.my_turn():
            self.session.undo()
            self.log_shown = len(self.session.log)
            self.autosave()
            self.refresh()

    def skip_animations(self) -> None:
        self.anim = None
        self.queue.clear()
        self.refresh_later = False
        self.log_shown = len(self.session.log)
        self.on_events_done()
        self.refresh()   # the buttons were built while the events played: a person may act now

    def on_events_done(self) -> None:
        """Called when the queue of events has been shown (scenes refresh cached drawings here)."""

    def update(self, dt: float) -> None:
        if self.app.stack.top is not self:
            return  # paused, handed off, or showing the rules: the table waits
        pace = self.app.prefs.pace
        if self.anim is not None:
            self.anim.update(dt)
            if self.anim.done:
                self.anim = None
        while self.anim is None and self.queue:
            event, line = self.queue.pop(0)
            if not self.queue:
                self.refresh_later = True
            self.log_shown = max(self.log_shown, min(line + 1, len(self.session.log)))
            self.log_scroll = 0
            sound = self.sound_for(event)
            if sound:
                self.app.audio.play(sound)
            if pace <= 0:
                continue
            anim = self.animate(event)
            if anim is None:
                anim = DiceTray(event, pace) if isinstance(event, DiceRolled) else Delay(EVENT_PAUSE * pace)
            self.anim = anim
        if self.anim is not None or self.queue:
            return
        if self.refresh_later:
            self.refresh_later = False
            self.on_events_done()
            self.refresh()
        if self.session.outcome is not None:
            if not self.ended_shown:
                self.ended_shown = True
                self.autosave()
                from .scenes.gameover import GameOverScene
                self.app.stack.push(GameOverScene(self.app, self))
            return
        seat = self.session.to_act
        if seat is None:
            return
        if self.session.is_computer(seat):
            self.computer_wait += dt
            if self.computer_wait >= COMPUTER_PAUSE * pace:
                self.computer_wait = 0.0
                self._play(self.session.computer_choice())
            return
        if self.viewer != seat:
            if self.game.secrets(self.session.state) and len(self.humans) > 1:
                from .scenes.handoff import HandOffScene
                self.app.stack.push(HandOffScene(self.app, self, seat))
            else:
                self.viewer = seat
                self.refresh()

    def busy(self) -> bool:
        if self.anim is not None or self.queue:
            return True
        seat = self.session.to_act
        return self.session.outcome is None and seat is not None and self.session.is_computer(seat)

    def enter(self) -> None:
        self.refresh()

    # --- input ------------------------------------------------------------------------------------
    def pause(self) -> None:
        from .scenes.pause import PauseScene
        self.app.stack.push(PauseScene(self.app, self))

    def rules(self) -> None:
        from .scenes.rules import RulesScene
        self.app.stack.push(RulesScene(self.app, self.game))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
            return
        if (self.anim is not None or self.queue) and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.skip_animations()
            return
        if dispatch([*self.bar, *self.action_widgets], event):
            return
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.app.mouse):
            self.log_scroll = max(0, self.log_scroll + event.y * 2)
            return
        self.handle_board(event)

    # --- the side panel ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the action buttons for the state as it is now."""
        side = self.side_rect
        legal = self.session.legal() if self.my_turn() else []
        offered = self.button_actions(legal)
        seats = len(self.session.config.seats)
        seat_h = min(seats * 26, 320)
        self.actions_top = 112 + seat_h + 16
        per_page = 5
        pages = max(1, (len(offered) + per_page - 1) // per_page)
        self.page = min(self.page, pages - 1)
        shown = offered[self.page * per_page:(self.page + 1) * per_page]
        self.action_widgets = []
        y = self.actions_top + 28
        for action in shown:
            b = Button(self.app, (side.x + 14, y, side.w - 28, 36), str(action), self._doer(action), size=SMALL + 1,
                       tooltip=self.action_tip(action))
            self.action_widgets.append(b)
            y += 42
        if pages > 1:
            self.action_widgets += [
                Button(self.app, (side.x + 14, y, 80, 30), "‹ more", self._pager(-1), size=SMALL, style="ghost"),
                Button(self.app, (side.right - 94, y, 80, 30), "more ›", self._pager(1), size=SMALL, style="ghost"),
            ]
            y += 36
        self.log_rect = Rect(side.x + 10, max(y + 8, self.actions_top + 30), side.w - 20, 0)
        self.log_rect.height = SCREEN_H - 62 - self.log_rect.y
        self.bar[1].enabled = self.session.can_undo() and self.my_turn()
        self.app.dirty = True

    def _doer(self, action: Action):  # noqa: ANN202 - a callback
        return lambda: self.act(action)

    def _pager(self, step: int):  # noqa: ANN202
        def turn() -> None:
            self.page = max(0, self.page + step)
            self.refresh()
        return turn

    def turn_text(self) -> tuple[str, str]:
        """The big line (whose turn) and the small one (what about)."""
        seat = self.session.to_act
        if self.session.outcome is not None:
            return "Game over", self.session.outcome.reason
        if seat is None:
            return "", ""
        name = self.session.state.name(seat)
        if self.session.is_computer(seat):
            return f"{name} (computer)", self.game.turn_label(self.session.state) or "thinking…"
        return f"{name}'s turn", self.game.turn_label(self.session.state)

    def draw_side(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        side = self.side_rect
        surface.fill(pal.panel, side)
        pygame.draw.line(surface, pal.line, side.topleft, side.bottomleft, 2)
        seat = self.session.to_act
        big, small = self.turn_text()
        if seat is not None and self.session.outcome is None:
            draw.marker(surface, seat, (side.x + 30, 34), 14, pal)
        draw.text(surface, big, (side.x + 54, 34), size=H2, colour=pal.gold, face="title", anchor="midleft",
                  max_width=side.w - 64)
        draw.paragraph(surface, small, Rect(side.x + 16, 58, side.w - 28, 50), size=SMALL, colour=pal.text)
        # every seat
        y = 112
        seats = self.session.config.seats
        row = min(26, 320 // max(1, len(seats)))
        pygame.draw.line(surface, pal.line, (side.x + 12, y - 6), (side.right - 12, y - 6))
        for i, s in enumerate(seats):
            if i == seat:
                pygame.draw.rect(surface, pal.panel_light, (side.x + 6, y - 2, side.w - 12, row), border_radius=6)
            draw.marker(surface, i, (side.x + 22, y + row // 2 - 1), 8, pal)
            who = s.name + (" (you)" if i == self.viewer and len(self.humans) > 1 else "")
            draw.text(surface, who, (side.x + 38, y + row // 2), size=SMALL, colour=pal.text, face="bold",
                      anchor="midleft", max_width=120)
            draw.text(surface, self.seat_line(i), (side.right - 12, y + row // 2), size=SMALL - 1,
                      colour=pal.text_dim, anchor="midright", max_width=side.w - 180)
            y += row
        # actions
        top = self.actions_top - 4
        pygame.draw.line(surface, pal.line, (side.x + 12, top), (side.right - 12, top))
        if self.action_widgets:
            heading = "Your choices"
        elif seat is not None and self.session.is_computer(seat):
            heading = "The computer is playing…"
        elif self.anim is not None or self.queue:
            heading = "Click to skip the animation"
        else:
            heading = "Click the board to play" if seat is not None and self.my_turn() else ""
        draw.text(surface, heading, (side.x + 16, self.actions_top + 4), size=SMALL, colour=pal.text_dim, face="bold")
        # the log, newest at the bottom
        box = self.log_rect
        pygame.draw.rect(surface, pal.bg, box, border_radius=8)
        lines = [t for line in self.session.log[: self.log_shown] if (t := line.for_seat(self.viewer)) is not None]
        wrapped: list[str] = []
        for line in lines[-60:]:
            wrapped += list(draw.wrap(line, "body", SMALL - 1, box.w - 20))
        height = 19
        fit = max(1, (box.h - 12) // height)
        self.log_scroll = min(self.log_scroll, max(0, len(wrapped) - fit))
        visible = wrapped[max(0, len(wrapped) - fit - self.log_scroll): len(wrapped) - self.log_scroll]
        ty = box.y + 6
        for k, text in enumerate(visible):
            newest = k == len(visible) - 1 and self.log_scroll == 0
            draw.text(surface, text, (box.x + 10, ty), size=SMALL - 1, colour=pal.text if newest else pal.text_dim)
            ty += height
        for w in [*self.action_widgets, *self.bar]:
            w.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        surface.fill(pal.bg, self.board_rect)
        self.draw_board(surface, self.board_rect)
        if self.anim is not None:
            self.anim.draw(surface, self.board_rect, pal)
        self.draw_side(surface)
        draw_tooltip(surface, self.app, tooltip_of([*self.action_widgets, *self.bar]))
