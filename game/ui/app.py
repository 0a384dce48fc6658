"""The app: one window, a logical 1280x720 screen scaled to any window size, and the scene loop.

The loop sleeps between looks at the event queue whenever no scene is animating, so an idle app uses
almost no CPU; it runs frames at 60 per second only while something moves. An error inside a scene never reaches
the player as a traceback: it is written to errors.log in the data folder, and the player sees a short
message (the game in progress was autosaved after its last action).
"""

from __future__ import annotations

import os
import time
from contextlib import suppress

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.engine import saves  # noqa: E402

from . import assets, draw, stopping  # noqa: E402
from .audio import Audio, open_device  # noqa: E402
from .errors import log_error  # noqa: E402
from .prefs import Prefs, read_prefs, save_prefs  # noqa: E402
from .stack import SceneStack, Stacked, scene_class  # noqa: E402
from .theme import COLOURBLIND, NORMAL, SCREEN_H, SCREEN_W, SMALL, Palette  # noqa: E402

FPS = 60
# pygame.event.wait() polls inside SDL and costs ~4.5% of a core here; polling the queue 20 times a second
# and sleeping in between costs under 1%, and a click still answers within 50 ms.
IDLE_SLEEP = 0.05
TOAST_W = 1100         # the widest a message at the bottom of the screen goes (longer ones wrap)
SPARE_MARGIN = 0.008   # seconds of a frame's spare time left free: spare work is a few milliseconds a step


class App:
    def __init__(self, *, headless: bool = False, prefs: Prefs | None = None, sound: bool = True) -> None:
        """`sound=False`: a picture only (screenshot, bench), silent by choice: no sound device is opened, so
        none is closed at the end either (closing SDL's mixer waits out its buffers, a tenth of a second)."""
        if headless:
            os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        device: bool | None = None
        if sound:
            device = open_device()   # first, quietly: pygame.init() would try (and print on the terminal) itself
            pygame.init()
        else:   # only what a picture needs (pygame.init() would open the mixer too)
            pygame.display.init()
            pygame.font.init()
        assets.clear_caches()
        draw.clear_caches()
        self.headless = headless
        self.toast: tuple[str, float] | None = None
        # Where the data folder cannot be made or written, play goes on in a folder of this run's own: the
        # player is told once, here, and nothing else nags (a failed autosave after every move did).
        self.cannot_keep = saves.folder_problem()
        self._stand_in = saves.stand_in_home() if self.cannot_keep else None
        note = None
        if prefs is None:
            prefs, note = read_prefs()
        self.prefs = prefs
        saves.clean_temporaries()   # what an autosave killed half-way left behind
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.stopped_by = 0   # the signal that ended the loop (SIGTERM, SIGINT), if one did
        self.dirty = True
        pygame.display.set_caption("Dungeon Shelf")
        # Scenes draw on a fixed logical screen; present() scales it into the window with black bars, and
        # mouse positions are mapped back. (SDL's own SCALED mode misplaced both in fullscreen under X.)
        self.windowed_size = (SCREEN_W, SCREEN_H)
        if headless:
            self.window = pygame.display.set_mode((SCREEN_W, SCREEN_H))
        else:
            if assets.exists("ui/window_icon"):
                pygame.display.set_icon(assets.image("ui/window_icon"))
            self._set_fullscreen(self.prefs.fullscreen)
        self.screen = pygame.Surface((SCREEN_W, SCREEN_H)).convert()
        self.mouse = (0, 0)
        self.presented = 0.0   # when the last frame went to the window
        self._bars: pygame.Rect | None = None   # where the picture was scaled to, the bars painted around it
        self.audio = Audio(self.prefs, device)
        pygame.key.stop_text_input()
        if note:
            self.say(note, 8.0)
        if self.cannot_keep:   # (told once; with a folder of this run's own, play goes on)
            self.say(f"Games cannot be kept: {self.cannot_keep}." + ("" if self._stand_in is None else
                     " Play on: games, saves and settings last until the app closes."), 12.0)

    # --- settings -------------------------------------------------------------------------------
    @property
    def palette(self) -> Palette:
        return COLOURBLIND if self.prefs.colourblind else NORMAL

    def save_prefs(self) -> None:
        try:
            save_prefs(self.prefs)
        except OSError as e:
            self.say(f"Settings not saved: {e.strerror or e}")
        self.audio.apply_volumes()
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        self.prefs.fullscreen = not self.prefs.fullscreen
        self._set_fullscreen(self.prefs.fullscreen)
        self.save_prefs()

    def _set_fullscreen(self, on: bool) -> None:
        self.window = (pygame.display.set_mode((0, 0), pygame.FULLSCREEN) if on else
                       pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE))
        self._bars = None
        self.dirty = True

    # --- the logical screen in the window ---------------------------------------------------------
    def viewport(self) -> pygame.Rect:
        """Where the logical screen sits in the window: as large as fits, centred, aspect kept."""
        ww, wh = self.window.get_size()
        scale = min(ww / SCREEN_W, wh / SCREEN_H)
        w, h = max(1, round(SCREEN_W * scale)), max(1, round(SCREEN_H * scale))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        vp = self.viewport()
        return (int((pos[0] - vp.x) * SCREEN_W / vp.w), int((pos[1] - vp.y) * SCREEN_H / vp.h))

    def to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A logical point in window pixels (what a real mouse event would carry)."""
        vp = self.viewport()
        return (round(vp.x + pos[0] * vp.w / SCREEN_W), round(vp.y + pos[1] * vp.h / SCREEN_H))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """Mouse positions from window pixels to the logical screen."""
        if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                                   pygame.MOUSEBUTTONUP):
            attrs = dict(event.dict)
            attrs["pos"] = self.mouse = self.to_logical(event.pos)
            if "rel" in attrs:
                vp = self.viewport()
                attrs["rel"] = (int(event.rel[0] * SCREEN_W / vp.w), int(event.rel[1] * SCREEN_H / vp.h))
            return pygame.event.Event(event.type, attrs)
        return event

    def present(self) -> None:
        if self.window.get_size() == (SCREEN_W, SCREEN_H):
            self.window.blit(self.screen, (0, 0))
        else:
            vp = self.viewport()
            if self._bars != vp:   # a new window size: the bars beside the picture are painted once
                self.window.fill((0, 0, 0))
                self._bars = vp
            # scaled straight into the window (a scaled copy blitted there costs one more full-screen copy)
            pygame.transform.smoothscale(self.screen, vp.size, self.window.subsurface(vp))
        pygame.display.flip()

    def say(self, message: str, seconds: float = 3.0) -> None:
        """A short message at the bottom of the screen (saved, not saved, ...)."""
        self.toast = (message, time.monotonic() + seconds)
        self.dirty = True

    # --- the loop -------------------------------------------------------------------------------
    def busy(self) -> bool:
        return any(s.busy() for s in self.stack.scenes) or self.toast is not None

    def animating(self) -> bool:
        """Something on screen changes by itself: draw every frame (else only after input or a change)."""
        return any(s.animating() for s in self.stack.visible())

    def quit(self) -> None:
        self.running = False

    def open(self, name: str, *args: object) -> None:
        """Push a screen by its name (stack.SCENES): screens open one another without importing each other."""
        self.stack.push(scene_class(name)(self, *args))

    def home(self) -> None:
        """Back to the menu, every other screen closed (a game left, a new one about to be pushed over it)."""
        self.stack.reset(scene_class("menu")(self))

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: events to the top scene, update every scene, draw the visible ones; then what the scenes
        owe once it is shown (a move's autosave: the player sees the move first). `presented` is when the
        frame went to the window (the bench times a frame to there)."""
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.VIDEORESIZE and not self.prefs.fullscreen and not self.headless:
                self.windowed_size = (max(320, event.w), max(180, event.h))
                self._set_fullscreen(False)   # (windowed, at the new size)
            if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE,
                              pygame.WINDOWSIZECHANGED, pygame.WINDOWRESTORED):
                self._bars = None   # (and the frame is drawn again, as after any event)
            event = self.map_event(event)
            if self.stack.top is not None:   # (no local name for it: a scene leaving in apply() is freed there)
                self.stack.top.handle(event)
            self.dirty = True
            self.stack.apply()
        for scene in list(self.stack.scenes):
            scene.update(dt)
        self.dirty |= self.stack.apply()   # (a screen came or went)
        if self.toast and time.monotonic() > self.toast[1]:
            self.toast = None
            self.dirty = True
        if self.dirty or self.animating():
            self.draw(self.screen)
            self.present()
            self.dirty = False
        self.presented = time.perf_counter()
        for scene in self.stack.scenes:
            scene.owed()

    def spare(self, seconds: float) -> bool:
        """Work that waits for a frame's spare time (`seconds` left before the next frame is due), done only
        while the next frame cannot be made late by it: the top scene's pictures for the moments to come
        (Stacked.spare_step). False when there was no time for it, or nothing left to do."""
        end = time.perf_counter() + seconds - SPARE_MARGIN
        done = False
        while time.perf_counter() < end and self.stack.top is not None and self.stack.top.spare_step():
            done = True
        return done

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.stack.visible():
            scene.draw(surface)
        if self.toast:
            pal = self.palette
            size = SMALL + 2
            # a long message wraps (three lines at most, each fitted): never wider than the screen
            lines = [draw.fitted("bold", size, line, TOAST_W) for line in draw.wrap(self.toast[0], "bold", size,
                                                                                    TOAST_W)[:3]]
            height = assets.font("bold", size).get_linesize()
            width = max(assets.font("bold", s).size(line)[0] for s, line in lines)
            rect = pygame.Rect(0, 0, width, height * len(lines)).inflate(32, 16)
            rect.midbottom = (SCREEN_W // 2, SCREEN_H - 16)
            draw.panel(surface, rect, pal.parchment, pal.gold, shadow=True)
            for k, (s, line) in enumerate(lines):
                draw.text(surface, line, (rect.centerx, rect.y + 8 + k * height), size=s, colour=pal.ink,
                          face="bold", anchor="midtop")

    def run(self, first: Stacked) -> int:
        """The loop, until Quit, the window is closed, or SIGTERM or SIGINT asks it to end (within a second,
        however busy it is): then every game on the stack is autosaved. The exit status is 128 + the signal
        that ended it (143, 130), else 0."""
        with stopping.on_signal(self._stop):
            with suppress(stopping.Stopped):
                self._loop(first)
            self.running = False
            with stopping.holding():   # a second signal does not cut the last autosave short
                self.keep_games()
        pygame.quit()
        if self._stand_in is not None:   # a data folder for this run only goes with it
            self._stand_in.cleanup()
        return 128 + self.stopped_by if self.stopped_by else 0

    def _loop(self, first: Stacked) -> None:
        self.stack.push(first)
        self.stack.apply()
        last = time.perf_counter()
        while self.running and self.stack.scenes:
            try:
                idle = not (self.busy() or self.dirty)
                if not idle:
                    self.clock.tick(FPS)
                events = pygame.event.get()
                if idle and not events:
                    if not self.spare(IDLE_SLEEP):
                        time.sleep(IDLE_SLEEP)
                    continue
                now = time.perf_counter()
                dt, last = min(0.1, now - last), now
                self.frame(events, dt)
                self.spare(1 / FPS - (time.perf_counter() - now))
            except Exception:  # the player never sees a traceback
                self.recover()

    def _stop(self, signum: int) -> None:
        """SIGTERM or SIGINT (stopping.py): the loop ends, at once where it is busy."""
        self.stopped_by = self.stopped_by or signum
        self.running = False

    def keep_games(self) -> None:
        """Every table on the stack autosaves (a replay's autosave keeps nothing): what the app does as it ends,
        however it ends."""
        for scene in reversed(self.stack.scenes):
            keep = getattr(scene, "autosave", None)
            if callable(keep):
                try:
                    keep()
                except Exception:  # noqa: BLE001 - the app is ending: a failed autosave is logged, not shown
                    log_error()

    def recover(self) -> None:
        """Log the error and fall back to the menu with a message; play was autosaved before it (a move
        whose frame never showed is kept here)."""
        path = log_error()
        for scene in self.stack.scenes:
            try:
                scene.owed()
            except Exception:  # noqa: BLE001 - already recovering: logged, the menu still opens
                log_error()
        self.stack = SceneStack()
        self.home()
        self.open("message", "Something went wrong", "The game in progress was saved after its last move: choose "
                  f"Continue to go on. The details are in {path}.")
        self.stack.apply()
        self.dirty = True
