"""The table: what every game's screen shares, one moment at a time.

A game's scene subclasses TableScene (or BoardScene, CardTableScene) and draws its board from `self.view`.
This class runs the turn: it plays the computer seats at a pace a person can follow, hands the screen over
between people when the game has secrets, asks everyone at once when a response window opens, animates
each event, autosaves after every action and offers undo where the rules allow it.

What the screen shows is always one moment of the game. The session keeps, for the seat at the screen,
the view as of each event (a Moment). While event k animates, the board shows the view of moment k-1 (the
animation draws the change) and the side panel (whose turn, the seats, the log) shows moment k; when the
animation ends the board shows view k. Choices appear only when every event has been shown. Views and
legal actions are taken once per change (refresh), never per frame.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import saves
from game.engine.events import CardRevealed, DiceRolled, Event, GameEnded, TurnBegan
from game.engine.protocol import Action, RulesError
from game.engine.respond import Pass
from game.engine.session import Moment, Session

from . import draw, sidepanel, tips
from .anims import Animation, Delay
from .dice import DiceTray
from .rollcall import RollCall, rolled_together
from .scene import Scene
from .theme import SCREEN_H, SCREEN_W
from .widgets import ActionMenu, draw_tooltip

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)
Rect = pygame.Rect
SIDE_W = 360
COMPUTER_PAUSE = 0.7   # seconds between computer actions at the normal pace
EVENT_PAUSE = 0.12     # seconds each plain event takes, at the normal pace


def whose_turn(name: str) -> str:
    """"Ada's turn" (and "Your turn" for a seat named You, as the command line may name the person)."""
    return "Your turn" if name.strip().lower() == "you" else f"{name}'s turn"


class TableScene(Scene):
    board_rect = Rect(0, 0, SCREEN_W - SIDE_W, SCREEN_H)
    side_rect = Rect(SCREEN_W - SIDE_W, 0, SIDE_W, SCREEN_H)
    sounds: dict[type, str] = {}      # a game's events and the sound each makes (sound_for may say more)

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.humans = [i for i, s in enumerate(session.config.seats) if not s.is_computer]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        session.watch(self.viewer)
        self.queue: list[Moment] = []      # moments still to show
        self.moment: Moment | None = None  # the moment being shown (its event animating)
        self.anim: Animation | None = None
        self.view: Any = session.view(self.viewer)   # what the board shows now
        self._no_actions: list[Action] = []
        self.legal: list[Action] = self._no_actions   # the person's legal actions, taken once per change
        self.log_upto = session.log_total  # the log is shown up to here (lines ever written)
        # This table's own autosave (every game in progress is kept): given when a save is resumed, else
        # a new file at the first autosave.
        self.autosave_file: Path | None = None
        self.computer_wait = 0.0
        self.ended_shown = False
        self.claimant: int | None = None   # a person who claimed a response window ("Anyone? Ann")
        self.declined: set[int] = set()    # people who let the open window go ("No one")
        self.window_answers = -1
        self.hover: Any = None             # the target under the pointer
        self.menu: ActionMenu | None = None  # several actions offered where the person clicked
        self.mouse = (0, 0)
        self._lit: tuple[Any, Any, Any, dict[Any, bool]] = (None, None, None, {})   # is_lit's answers, and for what
        self._my_turn: tuple[Any, bool] | None = None   # my_turn's answer, and for what
        self._hover_at: tuple[Any, Rect | None] = (None, None)   # the hover as the pointer found it, and where
        self._hover_stale = False
        self._kept: dict[tuple[int, ...], draw.Kept] = {}   # parts kept as pictures (keep), by where they lie
        self._readied: list[tuple[Any, Any]] = []   # the views readied (ready), with the choices then; latest last
        self._ready_work: list[Callable[[], None]] = []
        self._scratch: pygame.Surface | None = None   # where coming animations are rehearsed (_rehearse)
        self._dressed: Moment | None = None   # the coming moment last drawn ahead whole (_rehearse)
        self.rehearsing = False   # drawing off the screen, ahead (a board's ground is left as it is)
        self.panel = sidepanel.SidePanel(self)
        if session.opening:   # a new game: its set-up plays out from its first moment
            self.queue = session.opening_moments()
            if self.queue:
                self.view = self.queue[0].view
                self.log_upto = self.queue[0].line
        self.refresh()

    # --- what the screen shows --------------------------------------------------------------------------
    def playing_back(self) -> bool:
        return self.anim is not None or bool(self.queue)

    @property
    def panel_view(self) -> Any:
        """The view the side panel shows: the moment being animated, else the board's."""
        return self.moment.view if self.moment is not None else self.view

    def my_turn(self) -> bool:
        """A person at the screen may act now. Asked dozens of times a frame (every lit thing asks it), it
        is worked out once per change of the game, the shown moment, the viewer or the window's claims."""
        key = (self.session.changes, self.anim is None, len(self.queue), self.viewer, self.claimant,
               len(self.declined), self.window_answers)
        if self._my_turn is None or self._my_turn[0] != key:
            seat = self.session.to_act
            mine = (seat is not None and not self.session.is_computer(seat) and not self.playing_back()
                    and (self.viewer == seat or not self.game.secrets(self.session.state))
                    and not self.asking_everyone())
            self._my_turn = (key, mine)
        return self._my_turn[1]

    def shown_turn(self) -> int | None:
        """The seat whose turn the header names: the moment's while events are shown."""
        if self.moment is not None:
            return self.moment.to_act
        return self.session.to_act

    def turn_text(self) -> tuple[str, str]:
        """The big line (whose turn) and the small one (what about), as of the moment shown."""
        if self.moment is None and self.session.outcome is not None:
            return "Game over", self.session.outcome.reason
        seat = self.shown_turn()
        if seat is None:
            return ("Game over", self.session.outcome.reason) if self.session.outcome else ("", "")
        name = self.session.state.name(seat)
        label = self.moment.label if self.moment is not None else self.game.turn_label(self.session.state)
        if self.session.is_computer(seat):
            return f"{name} (computer)", label or "thinking…"
        return whose_turn(name), label

    # --- hooks for a game's scene -----------------------------------------------------------------------
    def button_actions(self, legal: list[Action]) -> list[Action]:
        """The legal actions offered as buttons (a game scene leaves out those taken on the board)."""
        return legal

    def action_tip(self, action: Action) -> str | None:
        return None

    def button_style(self, action: Action) -> str:
        """"normal", "primary" (the usual next step) or "danger" (a choice that gives something up)."""
        return "danger" if isinstance(action, Pass) else "normal"

    def seat_line(self, seat: int) -> str | tuple[str, ...]:
        """A few words about the seat as of the panel's moment (read them from self.panel_view); or several
        wordings, longest first: the panel shows the first that fits beside the seat's name."""
        return self.game.seat_summary(self.session.state, seat)

    def seat_row_height(self, n: int) -> int:
        """The height of a seat's row in the side panel when the game draws its own rows (0: the panel's)."""
        return 0

    def draw_seat_row(self, surface: pygame.Surface, rect: Rect, seat: int, turn: bool) -> bool:
        """A game's own row for a seat in the side panel (its things may be targets); False: the panel's."""
        return False

    def draws_seat_rows(self) -> bool:
        return type(self).draw_seat_row is not TableScene.draw_seat_row

    def seat_icon(self, seat: int) -> str | None:
        """The sprite that stands for the seat in the side panel (its pawn), or None for its marker."""
        return None

    def draw_board(self, surface: pygame.Surface, rect: Rect) -> None:
        """The game's table, from self.view."""

    # --- things on the table that answer the pointer: a game's targets ------------------------------------
    # `targets()` lists every thing drawn on the table that answers the pointer, as (rect, target), the
    # top-most last; `actions_at(target)` says which legal actions a click on it takes. From these the
    # table lights what a click would take, words it on hover, takes the click, and tells screen tests
    # where to click. Targets are asked per frame: rects and small values, no rules.
    def targets(self) -> list[tuple[Rect, Any]]:
        return []

    def actions_at(self, target: Any) -> list[Action]:
        return []

    def target_tip(self, target: Any, found: list[Action]) -> str:
        """What the thing under the pointer is, and what a click on it does."""
        return ""

    def several(self, target: Any, found: list[Action]) -> None:
        """A click that could mean several actions: a small menu of them at the pointer."""
        self.open_menu(self.menu_title(target), found)

    def menu_title(self, target: Any) -> str:
        return "Which?"

    def menu_labels(self, actions: list[Action]) -> list[str]:
        return [str(a) for a in actions]

    def open_menu(self, title: str, actions: list[Action]) -> None:
        self.menu = ActionMenu(self.app, self.app.mouse, title, actions, [self.action_tip(a) for a in actions],
                               self.pick, self.board_rect, self.menu_labels(actions))

    def pick(self, action: Action) -> None:
        self.menu = None
        self.act(action)

    def missed(self, target: Any) -> None:
        """A click on a thing that takes no action now."""

    def target_at(self, pos: tuple[int, int]) -> Any:
        return self._found_at(pos)[0]

    def _found_at(self, pos: tuple[int, int]) -> tuple[Any, Rect | None]:
        """The top-most target at a point, and where it lies."""
        return next(((t, r) for r, t in reversed(self.targets()) if r.collidepoint(pos)), (None, None))

    def find_hover(self) -> None:
        """The target under the pointer, and where it lies."""
        self._hover_at = self._found_at(self.mouse)
        self.hover = self._hover_at[0]
        self._hover_stale = False

    def hover_within(self, rect: Rect) -> Any:
        """The target under the pointer if it lies in `rect`, else None: a part of the screen kept as a
        picture is drawn again when the pointer moves within it, not whenever it moves."""
        if self.hover is None:
            return None
        if self._hover_at[0] == self.hover:   # where the pointer found it (no new search of the targets)
            where = self._hover_at[1]
        else:
            where = next((r for r, t in reversed(self.targets()) if t == self.hover), None)
        return self.hover if where is not None and where.colliderect(rect) else None

    def is_lit(self, target: Any) -> bool:
        """A click on the target takes a legal action: asked of actions_at once per target while the view,
        the choices (and lit_context) stay the same, not on every frame."""
        if not (self.legal and self.my_turn()):
            return False
        if self._lit[0] is not self.legal or self._lit[1] is not self.view or self._lit[2] != self.lit_context():
            self._lit = (self.legal, self.view, self.lit_context(), {})
        known = self._lit[3]
        try:
            if target not in known:
                known[target] = self.lights(target)
            return known[target]
        except TypeError:   # a target that cannot be a key
            return self.lights(target)

    def lights(self, target: Any) -> bool:
        """Whether the target is lit on the person's turn (is_lit keeps the answer): a click on it acts."""
        return bool(self.actions_at(target))

    def keep(self, surface: pygame.Surface, rect: Rect, key: Any, paint: Callable[[], None],
             whole_view: bool = True) -> None:
        """A part of the table that covers `rect` and changes only with `key` and what every part hangs on
        (the view shown, the choices, what is lit, whose turn it is, the viewer, the pointer within it):
        painted onto the screen once, copied from there, and blitted while all that stays the same (the
        side panel's way, for any part). What painting it notes besides (where its targets lie) stays as
        last noted. Not `whole_view`: the key holds the parts of the view the part shows (compared by
        value), and a new view that leaves them as they were leaves the picture."""
        held = (self.view, self.legal)   # kept with the ids below: no new view or list can take them
        full = (key, id(self.view) if whole_view else None, id(self.legal), self.lit_context(), self.my_turn(),
                self.shown_turn(), self.viewer, self.hover_within(rect), id(self.app.palette))
        kept = self._kept.setdefault(tuple(rect), draw.Kept())
        found = kept.find(full)
        if found is not None:
            draw.blit_aligned(surface, found, rect.topleft)
            return
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))   # (all of it in its rect, the same whether painted or kept)
        paint()
        surface.set_clip(clip)
        kept.keep(full, surface, rect, held)

    def ready(self, view: Any) -> list[Callable[[], None]]:
        """Pictures a view will show, each painted by one small step into the kept pictures, in the time
        frames leave (spare_step): a picture's first painting falls otherwise on the frame that first
        shows it. The views of the moments to come are readied first, then the one shown."""
        return []

    def spare_step(self) -> bool:
        try:
            if not self._ready_work:   # the next moment's two frames, the whole table, first
                self._ready_work = self._dress_next()
            if not self._ready_work:   # (the view shown is readied again with new choices: a click's words change)
                self._plan_work()
            if not self._ready_work:
                return False
            self._ready_work.pop(0)()
        except Exception:   # noqa: BLE001 - work done ahead is a guess: one that fails is done in its frame
            log.debug("work ahead left", exc_info=True)
        return True

    def _plan_work(self) -> None:
        """The work ahead for the first view to come not yet readied (the moments' views, then the one shown)."""
        coming = [*((m, m.view, None) for m in self.queue), (None, self.view, self.legal)]
        self._readied = [(v, chosen) for v, chosen in self._readied   # (views gone are forgotten)
                         if any(v is view and chosen is legal for _, view, legal in coming)]
        for moment, view, legal in coming:
            if not any(v is view and chosen is legal for v, chosen in self._readied):
                self._readied.append((view, legal))
                self._ready_work = [*([lambda m=moment: self._rehearse(m)] if moment else []), *self.ready(view),
                                    *(self._tips_ahead() if moment is None and self.my_turn() else [])]
                return

    def _tips_ahead(self) -> list[Callable[[], None]]:
        """The words of each thing on the table shown, for a pointer resting on it: wrapped and boxed ahead
        (a tooltip's first frame wrapped it at three widths and painted it, 2 ms). Only on a person's turn,
        when the table waits for the pointer: between, views pass by faster than anyone reads them (boxing
        every one filled the kept pictures: 22 MB more in the bench's session, cards pushed out)."""
        pal, view, legal, mine = self.app.palette, self.view, self.legal, self.my_turn()

        def ready(target: Any) -> None:
            if self.view is view and self.legal is legal:   # (the things of a view gone by are not asked about)
                tips.ready(self.target_tip(target, self.actions_at(target) if mine else []), pal)
        return [lambda t=t: ready(t) for _, t in self.targets()]

    def rehearsed(self) -> list[Any]:
        """What besides the scene and its side panel a rehearsal may note things on (put back after it)."""
        return []

    def _rehearse(self, moment: Moment, whole: bool = False, caught_up: bool = False) -> None:
        """A coming moment drawn off the screen, so that what it shows first is painted ahead: its animation's
        first frame (a card large, a banner's words, dice); or, `whole`, the whole table as it will be in
        the frame the moment starts in or, `caught_up`, the one its animation ends in (the side panel, the
        seats, every word: the kept pictures hold them, draw.Kept). Whatever drawing noted on the scene is
        put back; a board's ground, painted over in place, is left out (draw_ground). It is a guess, built
        before the moments ahead of it are shown: one that fails is left (the moment is drawn anew)."""
        pace = self.app.prefs.pace
        if pace <= 0 or moment.event.silent:
            return
        if self._scratch is None:
            self._scratch = pygame.Surface((SCREEN_W, SCREEN_H))
        noted = [(o, dict(vars(o))) for o in (self, self.panel, *self.rehearsed())]
        self.app.audio.hushed = True
        try:   # (the view before the moment, as its animation will be built from: the moment ahead of it's)
            ahead = self.queue[self.queue.index(moment) - 1] if moment in self.queue[1:] else self.moment
            self.view = moment.view if caught_up else ahead.view if ahead is not None else self.view
            anim = None if caught_up else self.animate(moment) or self._default_animation(moment.event, pace)
            if not whole:   # its first frame, then two on (a card turned shows its face half-way)
                assert anim is not None
                for _ in range(3):
                    anim.draw(self._scratch, self.board_rect, self.app.palette)
                    anim.update(0.3 * pace)
                return
            self.moment, self.log_upto, self.anim, self.rehearsing = moment, moment.line + 1, anim, True
            if caught_up:
                self.on_moment(moment)
            self.draw(self._scratch)
        except Exception:   # noqa: BLE001 - a guess that failed costs nothing but the guess
            log.debug("rehearsal of %s left", type(moment.event).__name__, exc_info=True)
        finally:
            self.app.audio.hushed = False
            for o, attrs in noted:
                vars(o).clear()
                vars(o).update(attrs)

    def lit_context(self) -> Any:
        """Whatever besides the legal actions decides what a click on a target does (a card taken up)."""
        return None

    def _click_target(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.find_hover()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target = self.target_at(event.pos)
            if target is None:
                return False
            if self.my_turn():
                found = self.actions_at(target)
                if len(found) == 1:
                    self.act(found[0])
                elif found:
                    self.several(target, found)
                else:
                    self.missed(target)
            return True
        return False

    def mark(self, surface: pygame.Surface, rect: Rect, target: Any, chosen: bool = False,
             lit: bool | None = None) -> None:
        """Light a thing a click would take (brighter under the pointer), or the one already chosen. `lit`
        may be given when the caller knows it already (it asks the legal actions otherwise)."""
        pal = self.app.palette
        if chosen:
            draw.glow(surface, rect, pal.gold, 220)
            draw.ring(surface, rect, pal.gold, 4)
        elif self.my_turn() and (self.is_lit(target) if lit is None else lit):
            if target == self.hover:
                draw.glow(surface, rect, pal.gold, 200)
            draw.ring(surface, rect, pal.gold, 2)

    def handle_board(self, event: pygame.event.Event) -> bool:
        return False

    def animate(self, moment: Moment) -> Animation | None:
        """An animation for the moment's event (self.view is still the view before it), or None for the
        default: dice tumble, other events a short pause."""
        return None

    def on_moment(self, moment: Moment) -> None:
        """The board has caught up with a moment (a scene may move its camera)."""

    def on_events_done(self) -> None:
        """Every event has been shown (scenes refresh cached drawings here)."""

    def sound_for(self, event: Event) -> str | None:
        if type(event) in self.sounds:
            return self.sounds[type(event)]
        if isinstance(event, DiceRolled):
            return "dice_roll"
        if isinstance(event, CardRevealed):
            return "card_flip"
        if isinstance(event, TurnBegan) and event.seat is not None and not self.session.is_computer(event.seat):
            return "turn_start"
        if isinstance(event, GameEnded):
            return "victory"
        return None

    # --- the flow of play -------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """A person's action (from a button or the board)."""
        if not self.my_turn():
            return
        self._play(action)

    def _play(self, action: Action) -> None:
        try:
            self.session.play(action)
        except RulesError as e:
            self.app.say(str(e))
            return
        self.queue += self.session.moments
        self.autosave()
        self.refresh()
        for step in self._dress_next():   # now: this frame (a click's, a decision's) shows nothing new, and its
            step()                        # autosave leaves it no spare time; the next starts the first moment

    def _dress_next(self) -> list[Callable[[], None]]:
        """The steps that draw the next moment ahead whole, at its start and caught up ([]: it was)."""
        if not self.queue or self._dressed is self.queue[0]:
            return []
        coming = self._dressed = self.queue[0]
        return [lambda: self._rehearse(coming, whole=True), lambda: self._rehearse(coming, whole=True, caught_up=True)]

    def autosave(self) -> None:
        """After every move; a finished game stays, marked finished (Load lists it apart, to watch again)."""
        try:
            if self.autosave_file is None:
                self.autosave_file = saves.new_autosave_path(self.game.id)
            saves.save_session(self.session, self.autosave_file)
        except OSError as e:
            self.app.say(f"Autosave failed: {e.strerror or e}")

    def undo(self) -> None:
        if self.session.can_undo() and self.my_turn():
            self.session.undo()
            self.log_upto = self.session.log_total
            self.autosave()
            self.refresh()

    def let_go_pictures(self) -> None:
        """Another table is to cover this one for a while: let go of the large pictures that can be made
        again when it shows again (a board's: BoardScene)."""

    def skip_animations(self) -> None:
        self.anim = None
        self.queue.clear()
        self.moment = None
        self.log_upto = self.session.log_total
        self.on_events_done()
        self.refresh()

    def refresh(self) -> None:
        """Take the view and the legal actions again (after a change), and rebuild the choices."""
        self.menu = None
        self._my_turn = None   # (a test may have set a position up by hand: nothing kept survives a refresh)
        self._hover_stale = True   # what was under the pointer may be gone or moved: found again when drawn
        if not self.playing_back():
            shown, self.moment = self.moment, None
            # the last moment shown is the game as it is now, seen by its seat: its view is not taken again
            self.view = shown.view if shown is not None and shown.seat == self.viewer and self.view is shown.view \
                else self.session.view(self.viewer)
            self.log_upto = self.session.log_total
        # (no actions is always the same list: what is kept for the choices stays while no one may act)
        self.legal = self.session.legal() if self.my_turn() else self._no_actions
        self.panel.build()
        self.app.dirty = True

    def hold(self, seat: int | None) -> None:
        """The screen goes to `seat`'s person (the hand-off's answer)."""
        self.viewer = seat
        self.refresh()

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.session.watcher = seat
        self.refresh()

    def update(self, dt: float) -> None:
        if self.app.stack.top is not self:
            return  # paused, handed off, or showing the rules: the table waits
        pace = self.app.prefs.pace
        if self.anim is not None:
            self.anim.update(dt)
            if self.anim.done:
                self.anim = None
                self._caught_up()   # the board catches up with the event this frame; the next event (or the
                return              # choices, after the last) comes on the next: one change a frame (both at
                                    # once were the slowest frames of a game)
        while self.anim is None and self.queue:
            moment = self.queue.pop(0)
            rolls = self._rolled_with(moment)   # everyone's opening roll: shown at once, as one moment
            if rolls:
                moment = rolls[-1]
            self.moment = moment
            self.log_upto = moment.line + 1
            sound = self.sound_for(moment.event)
            if sound:
                self.app.audio.play(sound)
            if pace > 0 and not moment.event.silent:
                self.anim = RollCall([m.event for m in rolls], pace) if rolls else (
                    self.animate(moment) or self._default_animation(moment.event, pace))
            if self.anim is None:
                self._caught_up()
        if self.playing_back():
            return
        if self.moment is not None:
            self.on_events_done()
            self.refresh()
        self._next_decision(dt, pace)

    def _rolled_with(self, moment: Moment) -> list[Moment]:
        """A roll and the rolls made together with it (taken off the queue), or [] for a lone event."""
        if not isinstance(moment.event, DiceRolled):
            return []
        n = rolled_together(moment.event, [m.event for m in self.queue])
        if not n:
            return []
        run, self.queue[:n] = [moment, *self.queue[:n]], []
        return run

    def _default_animation(self, event: Event, pace: float) -> Animation:
        return DiceTray(event, pace) if isinstance(event, DiceRolled) else Delay(EVENT_PAUSE * pace)

    def _caught_up(self) -> None:
        assert self.moment is not None
        self.view = self.moment.view
        self.on_moment(self.moment)

    def _next_decision(self, dt: float, pace: float) -> None:
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
            if (self.viewer is not None and len(self.humans) > 1 and self.game.secrets(self.session.state)
                    and self.game.window(self.session.state) is None):
                # the last person's hand is not left open while the computers take their turns (a computer
                # answering a moment of that person's turn leaves it: the turn comes back to them at once)
                self.set_viewer(None)
            self.computer_wait += dt
            if self.computer_wait >= COMPUTER_PAUSE * pace:
                self.computer_wait = 0.0
                self._play(self.session.computer_choice())
            return
        if self._answer_for_the_declined(seat):
            return
        if self.asking_everyone():
            return  # the side panel asks "Anyone?"
        if self.viewer != seat:
            if self.game.secrets(self.session.state) and len(self.humans) > 1:
                from .scenes.handoff import HandOffScene
                self.app.stack.push(HandOffScene(self.app, self, seat))
            else:
                self.set_viewer(seat)

    # --- response windows: every person asked at once ----------------------------------------------------
    def window_people(self) -> list[int]:
        """The people still to answer the open response window, in turn order ([] when none is open)."""
        window = self.game.window(self.session.state)
        if window is None:
            return []
        if window.answers != self.window_answers:   # a new window, or an answer reopened it: ask again
            self.window_answers = window.answers
            self.claimant = None
            self.declined = set()
        return [s for s in window.waiting if not self.session.is_computer(s) and s not in self.declined]

    def asking_everyone(self) -> bool:
        """A response window waits on a person who has not claimed it: the panel asks everyone at once."""
        seat = self.session.to_act
        if seat is None or self.session.is_computer(seat) or self.playing_back():
            return False
        people = self.window_people()
        return bool(people) and seat in people and self.claimant != seat

    def claim(self, seat: int | None) -> None:
        """"Anyone?": a person claims the window (None: no one does). The people before the claimant let
        it go without being handed the screen."""
        people = self.window_people()
        if seat is None:
            self.declined |= set(people)
        else:
            self.declined |= set(people[: people.index(seat)])
            self.claimant = seat
        self.refresh()

    def _answer_for_the_declined(self, seat: int) -> bool:
        """A person who let the window go passes without a hand-off (they said so for everyone at once)."""
        window = self.game.window(self.session.state)
        if window is None or seat not in self.declined or Pass() not in self.session.legal():
            return False
        self._play(Pass())
        return True

    def click_for(self, action: Action) -> tuple[int, int] | None:
        """Where a person clicks to take this action now: its button (turning the choices' pages to it), or
        the thing on the table whose click takes exactly it. Screen tests play whole games by these clicks."""
        if self.menu is not None:
            for b, a in zip(self.menu.buttons, self.menu.actions, strict=True):
                if a == action:
                    return b.rect.center
            self.menu = None
        point = self.panel.click_for(action)
        if point is not None:
            return point
        found = [(rect, target, self.actions_at(target)) for rect, target in self.targets()]
        for rect, target, actions in sorted(found, key=lambda f: len(f[2])):   # one action there, else a menu
            if action in actions:
                point = self.visible_point(rect, target)
                if point is not None:
                    return point
        return None

    def visible_point(self, rect: Rect, target: Any) -> tuple[int, int] | None:
        """A point of the thing that is not under another (its middle, else near an edge left showing)."""
        inner = rect.inflate(-6, -6)
        for point in (rect.center, (inner.centerx, inner.y), (inner.x, inner.centery), (inner.right, inner.centery),
                      (inner.centerx, inner.bottom), inner.topleft, inner.topright):
            if self.target_at(point) == target:
                return point
        return None

    def animating(self) -> bool:
        # (until the table has caught up with the last event shown; a computer thinking changes nothing on
        # screen: no frame is drawn for it)
        return self.playing_back() or self.moment is not None

    def busy(self) -> bool:
        if self.animating():
            return True
        seat = self.session.to_act
        return self.session.outcome is None and seat is not None and self.session.is_computer(seat)

    def enter(self) -> None:
        self.refresh()

    # --- input ------------------------------------------------------------------------------------------
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
        if self.playing_back() and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.skip_animations()
            return
        if self.menu is not None:
            used = self.menu.handle(event)   # a pick closes it (and acts); a click elsewhere closes it
            if self.menu is not None and self.menu.closed:
                self.menu = None
            if used:
                return
        if self.panel.handle(event):
            return
        if self._click_target(event):
            return
        self.handle_board(event)

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        stale = self._hover_stale and self.hover is not None   # (no pointer yet: nothing to look under)
        if stale:
            self.find_hover()
        self.draw_board(surface, self.board_rect)   # (each table covers its whole area)
        if self.anim is not None:
            self.anim.draw(surface, self.board_rect, pal)
        self.panel.draw(surface)
        if stale:   # again: a game may note where its things lie as it draws them (Wilds & Depths' stage)
            self.find_hover()
        self.draw_over(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn last, over the side panel too: the words for the thing under the pointer (never cut by the
        side panel); a game's scene may add its own."""
        if self.menu is not None:
            self.menu.draw(surface)
            return
        if self.hover is None or self.playing_back():
            return
        where = next((r for r, t in reversed(self.targets()) if t == self.hover), None)
        if where is None:   # (a hover found among things since gone: nothing of this view to word)
            return
        text = self.target_tip(self.hover, self.actions_at(self.hover) if self.my_turn() else [])
        if text:
            draw_tooltip(surface, self.app, (text, where))
