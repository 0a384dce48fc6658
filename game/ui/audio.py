"""Sound effects and music through pygame.mixer, at the player's volumes.

The sound device is opened before pygame.init() (open_device), with the terminal silenced for the while:
where there is none, the sound libraries underneath (ALSA) print a screenful of errors at each try, and
the player is better told once, in the app (a line on the menu and in the settings), that sound is off.
SDL is then given its silent driver, so that pygame.init() does not try (and print) again; the app runs
silent, never crashing.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame

from game.engine.resources import resource_dir

from .prefs import Prefs

log = logging.getLogger(__name__)
MIXER = {"frequency": 22050, "size": -16, "channels": 2, "buffer": 1024}
EXT = ".ogg"                # every sound and piece of music in sounds/ is OGG Vorbis (made by sounds/make_sounds.py)
MENU_MUSIC = "music_menu"   # the menu's own; a game plays music_<its id>, or this where it has none


def sounds_dir() -> Path:
    """The sounds folder; where it is missing, one that holds nothing (every sound is then passed over)."""
    try:
        return resource_dir("sounds")
    except FileNotFoundError:
        return Path(os.devnull) / "sounds"


def game_music(game_id: str) -> str:
    """The name of a game's music in sounds/ (music_dungeon, music_town, ...)."""
    return f"music_{game_id}"


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """File descriptor 2 pointed at the null device for the while: C libraries write there directly,
    whatever Python's sys.stderr is."""
    fd = 2
    try:
        saved = os.dup(fd)
    except OSError:   # no descriptor 2 at all (a windowed start): nothing to silence
        yield
        return
    with contextlib.suppress(AttributeError, OSError, ValueError):
        sys.stderr.flush()
    try:
        with open(os.devnull, "w", encoding="utf-8") as null:
            os.dup2(null.fileno(), fd)
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def open_device() -> bool:
    """Open the sound device quietly, before pygame.init(); True if there is one. Without one, SDL is told
    to use its silent driver so that pygame.init() does not try again (each try prints)."""
    if pygame.mixer.get_init():
        return True
    with quiet_stderr():
        try:
            pygame.mixer.init(**MIXER)
            return True
        except pygame.error as e:
            log.info("no sound device: %s", e)
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    return False


class Audio:
    def __init__(self, prefs: Prefs, device: bool | None = True) -> None:
        """`device`: what open_device found. Without a device the app runs silent (`missing` says why); None:
        silent by choice, no device asked for (a screenshot plays nothing)."""
        self.prefs = prefs
        self.ok = False
        self.missing = device is False
        self.music: str | None = None   # the file the music comes from now
        self.unplayable: set[str] = set()  # music files that would not load: not tried again
        if device is None:
            return
        if self.missing:
            pygame.mixer.quit()    # the silent driver pygame.init() opened: nothing to play through
            return
        try:   # (the device is open: open_device opened it)
            pygame.mixer.set_num_channels(16)
            self.ok = True
        except pygame.error as e:
            self.missing = True
            log.info("no sound: %s", e)

    @functools.cache  # noqa: B019 - one Audio per app; sounds are loaded once
    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        path = sounds_dir() / f"{name}{EXT}"
        if not path.is_file():
            return None
        try:
            return pygame.mixer.Sound(str(path))
        except pygame.error as e:
            log.warning("sound %s: %s", name, e)
            return None

    def play(self, name: str, volume: float = 1.0) -> None:
        if not self.ok or self.prefs.effects_volume <= 0:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(max(0.0, min(1.0, self.prefs.effects_volume * volume)))
            sound.play()

    def start_music(self, name: str = MENU_MUSIC) -> None:
        """Loop the music `name` (a file in sounds/), or the menu's where there is no such file; nothing changes
        when it is the one playing already (a table calls this each time it comes back on top). A missing or
        unplayable file is passed over in silence."""
        if not self.ok:
            return
        folder = sounds_dir()
        path = next((p for p in (folder / f"{name}{EXT}", folder / f"{MENU_MUSIC}{EXT}") if p.is_file()), None)
        if path is None or str(path) in self.unplayable or (str(path) == self.music and pygame.mixer.music.get_busy()):
            return
        self.music = str(path)
        try:
            pygame.mixer.music.load(self.music)
            pygame.mixer.music.set_volume(self.prefs.music_volume)
            pygame.mixer.music.play(loops=-1, fade_ms=1500)
        except pygame.error as e:
            log.warning("music %s: %s", path.name, e)
            self.unplayable.add(self.music)
            self.music = None

    def apply_volumes(self) -> None:
        if self.ok:
            pygame.mixer.music.set_volume(self.prefs.music_volume)
