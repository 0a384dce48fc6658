"""Issue 14: "On a computer without a sound card the terminal prints 16 ALSA error lines at every start: keep the
terminal quiet, say it once in the app." The sound device is tried before pygame.init() with the terminal
silenced; without one, SDL takes its silent driver, and the menu (and the settings) say that sound is off."""

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.ui import audio
from game.ui.app import App
from game.ui.prefs import Prefs
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import show

ROOT = Path(__file__).resolve().parents[2]


def test_python_m_game_prints_nothing_without_a_sound_card(tmp_path):
    """The real start, `python -m game`, with SDL sent to ALSA (on a machine without a card, ALSA's errors are
    what the terminal showed); the app opens its menu and a timer closes it."""
    script = ("import runpy\n"
              "from game.ui import app as A\n"
              "import pygame\n"
              "run = A.App.run\n"
              "def timed(self, first):\n"
              "    pygame.time.set_timer(pygame.QUIT, 1500, 1)\n"
              "    return run(self, first)\n"
              "A.App.run = timed\n"
              "runpy.run_module('game', run_name='__main__')\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="alsa", DUNGEON_SHELF_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT))
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0
    assert done.stdout == "" and done.stderr == "", (done.stdout + done.stderr)[:2000]


def test_without_a_device_the_terminal_stays_quiet_and_the_menu_says_sound_is_off(monkeypatch, capfd):
    calls = []

    def no_device(*args, **kwargs):
        calls.append(args)
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")   # as ALSA does
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    pygame.mixer.quit()   # a device another test left open in this process would answer for the one tried here
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")
    sound = audio.open_device()
    assert not sound and calls and os.environ["SDL_AUDIODRIVER"] == "dummy"
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    application = App(headless=True, prefs=Prefs(speed="instant"))
    try:
        application.audio = audio.Audio(application.prefs, sound)
        assert application.audio.missing and not application.audio.ok
        application.audio.play("click")     # silent, no error
        drawn = []
        real = __import__("game.ui.draw", fromlist=["text"]).text

        def text(surface, content, pos, **kw):
            drawn.append(content)
            return real(surface, content, pos, **kw)

        monkeypatch.setattr("game.ui.draw.text", text)
        show(application, MenuScene(application))
        application.draw(application.screen)
        assert any("sound" in t.lower() and "off" in t.lower() for t in drawn)
    finally:
        pygame.quit()
    out, err = capfd.readouterr()
    assert err == ""


def test_with_a_device_nothing_is_said(sound_app):
    app = sound_app
    assert app.audio.ok and not app.audio.missing
    menu = show(app, MenuScene(app))
    del menu
