"""The table every game is played at: one moment at a time, laid out and painted from that moment.

The table runs the turn: it plays the computer seats at a pace a person can follow, hands the screen over
between people when the game has secrets (holding.py), asks everyone at once when a response window opens,
shows each event's animation (playback.py), autosaves after every action and offers undo where the rules
allow it. What it shows is always one Shown moment: the side panel (panel.py) and the game's own screen
(screen.py) lay themselves out from it, and the compositor paints what changed since the last frame.
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import DiceRolled, Event
from game.engine.protocol import Action, Game, RulesError
from game.engine.respond import Pass
from game.engine.session import Moment, Session

from .. import compose
from ..anims import Animation, Delay
from ..audio import game_music
from ..dice import DiceTray
from ..looks import Plate, Text
from ..scene import Scene
from ..theme import SCREEN_H, SCREEN_W
from .ahead import WorkAhead
from .coach import Coach
from .holding import Holding
from .keeping import Keeping
from .layout import BOARD_RECT, SIDE_RECT, Layout, Pointer
from .menu import Menu, under_pointer
from .panel import Panel, Words
from .playback import Playback
from .screen import Screen
from .shown import Shown, at_rest, decided, of_moment
from .things import Thing, click_for, top_at

if TYPE_CHECKING:
    from ..app import App

WORDS = (Plate, Text, Words)   # the looks of words on the table, that the hint's ring leaves showing
COMPUTER_PAUSE = 0.7   # seconds between computer actions at the normal pace
BRISK = 0.3            # the pace of a game's brisk steps (Screen.brisk), as a share of the pace chosen
EVENT_PAUSE = 0.12     # seconds each plain event takes, at the normal pace


def screen_class(game: Game[Any, Any]) -> type[Screen[Any]]:
    """The game's own screen, found by its id (game.ui.scenes.<id>.SCREEN), or the plain one: its board, if it
    has one, and every decision as a button."""
    try:
        module = importlib.import_module(f"game.ui.scenes.{game.id}")
    except ModuleNotFoundError as e:
        if e.name != f"game.ui.scenes.{game.id}":
            raise
        from .board import BoardScreen
        return BoardScreen if game.board is not None else Screen
    return module.SCREEN


class TableScene(Scene):
    board_rect, side_rect = BOARD_RECT, SIDE_RECT
    spectator = False   # watched by no seat (a replay): no one's secrets, ever

    def __init__(self, app: App, session: Session[Any], autosave: Path | None = None) -> None:
        super().__init__(app)
        self.session, self.game = session, session.game
        self.keeping = Keeping(session, autosave, app.say)   # its own autosave file (keeping.py)
        self.holding = Holding(session, self.spectator)
        session.watch(self.holding.holder)
        self.playback: Playback[Any] = Playback()
        self.mouse = (-1, -1)              # where the pointer is
        self.press = Pointer()             # what a button press went down on, a drag
        self.hover: Hashable | None = None  # the thing under the pointer when last looked
        self.menu: Menu | None = None      # several actions offered where the person clicked
        self._laid: list[tuple[Any, Layout]] = []   # each section's layout, with what it was laid out from
        self.computer_wait, self.ended_shown = 0.0, False
        self.canvas = compose.Compositor(pygame.Surface((SCREEN_W, SCREEN_H)).convert(), ground)
        self.coach = Coach(self)           # the hint asked for, the first-game pointers
        self.panel = Panel(self, self.coach)
        self.shown = self.rest()
        self.resting = True   # the shown moment is the game as it is now (else one of the moments played back)
        if session.opening:   # a new game: its set-up plays out from its first moment
            self.playback.add(session.opening_moments())
            first = self.playback.queue[0]
            self.shown = replace(self.moment_shown(first), log_upto=first.line)
            self.resting = False
        self.screen: Screen[Any] = screen_class(self.game)(self)
        self.work_ahead = WorkAhead(self)   # (in spare time: ahead.py)

    # --- the moment shown ------------------------------------------------------------------------------
    def rest(self) -> Shown[Any]:
        return at_rest(self.session, self.holding)

    def moment_shown(self, moment: Moment[Any]) -> Shown[Any]:
        return of_moment(moment, len(self.playback.queue) + (self.playback.anim is not None))

    def refresh(self) -> None:
        """The game changed without moments to show (undo, a claim, the screen handed over)."""
        if self.resting:
            self.shown = self.rest()
        self.menu = None
        self.app.dirty = True

    def name(self, seat: int) -> str:
        return self.session.config.seats[seat].name

    # --- laying out and drawing --------------------------------------------------------------------------
    def layout(self) -> Layout:
        """The whole table at the moment shown: the game's table, the side panel, a menu and a hint or pointer
        over them. It is laid out a section at a time, each only when what it is laid out from changes (the
        moment, its own state, a press: a piece walking is the board's state); the pointer moving only picks
        which of its parts show (Part.only, Part.not_on)."""
        sections = [*self.screen.sections(), self.panel]
        if len(self._laid) != len(sections):
            self._laid = [(None, Layout())] * len(sections)
        out = Layout()
        for i, section in enumerate(sections):
            key = (self.shown, section.state(), self.press, self.app.palette)
            if key != self._laid[i][0]:
                self._laid[i] = (key, section.lay(self.shown, self.press))
            out.add(self._laid[i][1])
        if self.menu is not None:   # (the hint over the menu too, lighting the row to pick; no pointer then)
            out.add(self.menu.lay())
        words = [p.rect for p in out.parts if isinstance(p.look, WORDS) and p.only is None] + self.screen.board_words()
        return out.add(self.coach.over(self.shown, out.things, (self.menu, *(laid for _, laid in self._laid)),
                                       self.panel.seats_area(), words))

    def under(self, layout: Layout, pos: tuple[int, int]) -> Thing | None:
        """The thing under the pointer (among the things that answer while the last one found is under it; a
        menu open takes the pointer, as it takes the clicks: nothing beneath it is shown large over it)."""
        things = self.menu.lay().things if self.menu is not None else layout.things
        found = None if self.press.dragging else top_at(things, pos, self.hover)
        self.hover = found.key if found is not None else None
        return found

    def draw(self, surface: pygame.Surface) -> None:
        """The table's parts through the compositor (only what changed is painted again), and over them what
        moves with the pointer or the clock: the marks and words of the thing under the pointer, an animation."""
        pal = self.app.palette
        layout = self.layout()
        # (under another screen, the pause menu say, the pointer is that screen's: nothing here is under it)
        mouse = self.mouse if self.app.stack.top is self else (-1, -1)
        thing = self.under(layout, mouse)
        self.canvas.show([p for p in layout.parts if p.shows(self.hover)], pal)
        surface.blit(self.canvas.surface, (0, 0))
        if self.playback.anim is not None:
            self.playback.anim.draw(surface, self.screen.area, pal)
        for p in under_pointer(thing, layout.things, mouse, self.resting):
            p.draw(surface, pal)

    def spare_step(self) -> bool:
        return self.work_ahead.step()

    # --- the flow of play --------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """A person's action (from a button or the table)."""
        if action in self.shown.choices:
            self.play(action)

    def play(self, action: Action) -> None:
        self.coach.played()
        try:
            self.session.play(action)
        except RulesError as e:
            self.app.say(str(e))
            return
        self.menu = None
        self.playback.add(self.session.moments)
        self.shown = decided(self.shown, len(self.playback.queue))
        self.resting = False
        self.keeping.owed = True   # (kept as soon as the frame that answers it is shown)
        self.app.dirty = True

    def owed(self) -> None:
        if self.keeping.owed:
            self.autosave()

    def update(self, dt: float) -> None:
        if self.app.stack.top is not self:
            return   # paused, handed off, or showing the rules: the table waits
        self.screen.update(dt, self.shown)
        was_animating = self.playback.anim is not None
        caught = self.playback.update(dt, self.pace(), self.start)
        if caught is not None:
            self.shown = self.moment_shown(caught)
            self.screen.caught_up(caught)
            self.app.dirty = True
            if was_animating:
                return   # one change a frame: the next event, or the choices, on the next
        if not self.resting and not self.playback.busy:
            self.settle()   # (where the screen goes on with a way's next step, its moments are shown first)
        if not self.playback.busy:
            self.next_decision(dt)

    def settle(self) -> None:
        """Every moment shown: the game as it is now, with the choices."""
        self.shown, self.resting = self.rest(), True
        self.screen.settled(self.shown)
        self.app.dirty = True

    def pace(self) -> float:
        """How long animations and computer turns take, as a multiple of the normal pace: brisker in the steps
        a game names (Screen.brisk: twelve seats choosing pawns one by one reach a person soon)."""
        pace = self.app.prefs.pace
        return pace * BRISK if self.screen.brisk(self.shown.view) else pace

    def start(self, moment: Moment[Any]) -> Animation | None:
        """A moment's event begins: its sound, and its animation over the table showing the moment before."""
        sound = self.screen.sound(moment.event)
        if sound:
            self.app.audio.play(sound)
        pace = self.pace()
        if pace <= 0 or moment.event.silent:
            return None
        return self.screen.animate(moment, self.shown.view) or default_animation(moment.event, pace)

    def next_decision(self, dt: float) -> None:
        step, holding = self.holding.next(), self.holding
        if holding.public_now():   # the last person's secrets are not left open while the table plays on
            self.hold(None)
        if step.what == "over" and not self.ended_shown:
            self.ended_shown = True
            self.autosave()
            self.app.open("gameover", self)
        elif step.what == "computer":
            self.computer_wait += dt
            # (it thinks once the camera has come to rest: a frame of a glide is not also its thinking's)
            if self.computer_wait >= COMPUTER_PAUSE * self.pace() and not self.screen.moving():
                self.computer_wait = 0.0
                self.play(self.session.computer_choice())
        elif step.what == "pass":
            self.play(Pass())
        elif step.what == "hand":
            self.app.open("handoff", self, step.seat)
        elif step.what == "hold":
            self.hold(step.seat)
        elif step.what == "ask" and holding.waited(dt, self.app.prefs.answer_wait):   # ("No one · 5", "· 4"...)
            self.app.dirty = True
            if holding.left(self.app.prefs.answer_wait) == 0:
                self.claim(None)   # (no one claimed the moment in the time the settings give: everyone lets it go)

    def hold(self, seat: int | None) -> None:
        """The screen goes to `seat`'s person (None: no one's secrets show)."""
        self.holding.holder = seat
        self.session.watcher = seat
        self.refresh()

    def claim(self, seat: int | None) -> None:
        self.holding.claim(seat)
        self.refresh()

    def skip_animations(self) -> None:
        if (last := self.playback.skip()) is not None:
            self.screen.caught_up(last)
        self.settle()

    def autosave(self) -> None:
        self.keeping.save()

    def undo(self) -> None:
        if self.session.can_undo() and self.shown.mine:
            self.session.undo()
            self.coach.drop()
            self.autosave()
            self.refresh()

    def pause(self) -> None:
        self.app.open("pause", self)

    def busy(self) -> bool:
        """Moments to show or settle, or something next_decision does unasked: each is done in a frame, and the
        app runs frames only while a scene is busy (else it waits for input)."""
        return self.animating() or not self.resting or self.next_to_do()

    def next_to_do(self) -> bool:
        """A computer's move, a pass, the screen held, "Anyone?" counting down, or the game's end to show."""
        step = self.holding.next().what
        return (step in ("computer", "pass", "hold") or (step == "over" and not self.ended_shown)
                or (step == "ask" and self.app.prefs.answer_wait > 0))

    def animating(self) -> bool:
        return self.playback.busy or self.screen.moving()

    def enter(self) -> None:
        self.app.audio.start_music(game_music(self.game.id))   # the game's own music (kept on over its overlays)
        self.refresh()

    # --- input -------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
            return
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if not self.resting and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            # a click while moments play skips them: it presses nothing and starts no drag (a press begun
            # before is let go, the board's camera's too), so that the next click is a click
            if event.type == pygame.MOUSEBUTTONUP:
                self.screen.handle(event, self.shown)
                self.press = Pointer()
                self.skip_animations()
            return
        if self.menu is not None:
            self.menu = self.menu.handle(event, self.act)
            return
        if self.panel.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = top_at(self.layout().things, event.pos, self.hover)
            self.press = Pointer(found.key if found is not None else None)
        used = self.screen.handle(event, self.shown)
        dragging = used and event.type == pygame.MOUSEMOTION and bool(getattr(event, "buttons", (0,))[0])
        if dragging != self.press.dragging:
            self.press = replace(self.press, dragging=dragging)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.press = self.press.pressed, Pointer()
            if not used:
                self.click(event.pos, pressed)

    def click(self, pos: tuple[int, int], pressed: Hashable | None) -> None:
        thing = top_at(self.layout().things, pos, self.hover)
        if thing is not None and pressed in (None, thing.key):
            self.take(thing)

    def take(self, thing: Thing) -> None:
        """A click on a thing: its control, its one action, a menu of its actions, or what it says instead."""
        if thing.do is not None:
            self.app.audio.play("click", 0.6)
            thing.do()
            self.app.dirty = True
        elif len(thing.actions) == 1:
            if question := self.screen.grave(self.shown.view, thing.actions[0]):
                self.menu = Menu.confirm(question, thing.actions[0], self.screen.area)
            else:
                self.act(thing.actions[0])
        elif thing.actions:
            labels = list(thing.labels) or self.screen.menu_labels(self.shown.view, list(thing.actions))
            tips = [self.screen.button_tip(self.shown.view, a) for a in thing.actions]
            self.menu = Menu.at_point(thing.menu, thing.actions, labels, tips, self.mouse, self.screen.area)
        else:
            self.screen.missed(thing.key, self.shown)

    def click_for(self, action: Action) -> tuple[int, int] | None:
        """Where a person clicks to take this action now (a menu's row, a button on its page, a thing on the
        table). Screen tests play whole games by these clicks."""
        if self.menu is not None:
            found = click_for(self.menu.lay().things, action)
            if found is not None:
                return found
            self.menu = None
        self.screen.reveal(action)
        found = click_for(self.layout().things, action)
        if found is None and action in self.screen.buttons(self.shown):   # on another page of choices
            self.panel.page = self.panel.page_of(self.screen.buttons(self.shown), action)
            found = click_for(self.layout().things, action)
        return found


def ground(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.fill((0, 0, 0), rect)


def default_animation(event: Event, pace: float) -> Animation:
    return DiceTray(event, pace) if isinstance(event, DiceRolled) else Delay(EVENT_PAUSE * pace)

