"""Sound effects and music through pygame.mixer, at the player's volumes.

Where there is no audio device the mixer fails to start; then the app runs silent and says so once in
the log, never crashing.
"""

from __future__ import annotations

import functools
import logging

import pygame

from game.engine.resources import resource_dir

from .prefs import Prefs

log = logging.getLogger(__name__)


class Audio:
    def __init__(self, prefs: Prefs) -> None:
        self.prefs = prefs
        self.ok = False
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=1024)
            pygame.mixer.set_num_channels(16)
            self.ok = True
        except pygame.error as e:
            log.info("no sound: %s", e)

    @functools.cache  # noqa: B019 - one Audio per app; sounds are loaded once
    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        path = resource_dir("sounds") / f"{name}.wav"
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

    def start_music(self, name: str = "music_loop") -> None:
        if not self.ok:
            return
        path = resource_dir("sounds") / f"{name}.wav"
        if not path.is_file():
            return
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self.prefs.music_volume)
            pygame.mixer.music.play(loops=-1, fade_ms=1500)
        except pygame.error as e:
            log.warning("music: %s", e)

    def apply_volumes(self) -> None:
        if self.ok:
            pygame.mixer.music.set_volume(self.prefs.music_volume)
