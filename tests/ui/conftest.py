"""A headless app for scene tests, and helpers that click like a player."""

import pygame
import pytest

from game.ui.app import App
from game.ui.prefs import Prefs


@pytest.fixture
def app():
    """Silent: no sound device is opened (nor closed, which waits out the mixer's buffers, a tenth of a second a
    test); the tests of sound have an app with one (tests/ui/test_music.py)."""
    application = App(headless=True, prefs=Prefs(speed="instant"), sound=False)
    yield application
    pygame.quit()


@pytest.fixture
def sound_app():
    """An app with its sound device (the dummy driver's), as the player's app has."""
    application = App(headless=True, prefs=Prefs(speed="instant"))
    yield application
    pygame.quit()


def note_words(monkeypatch, seen: list[str]) -> list[str]:
    """Every line of words drawn, in order, into `seen`: each text, and each line of a tooltip's box (painted
    once and then kept as a picture: tips.paint)."""
    from game.ui import draw, tips
    real_text, real_paint = draw.text, tips.paint

    def text(surface, content, pos, **kw):
        seen.append(content)
        return real_text(surface, content, pos, **kw)

    def paint(surface, box, wrapped, pal):
        seen.extend(line for line, _ in wrapped)
        return real_paint(surface, box, wrapped, pal)
    monkeypatch.setattr(draw, "text", text)
    monkeypatch.setattr(tips, "paint", paint)
    return seen


def show(app, scene):
    app.stack.push(scene)
    app.stack.apply()
    app.frame([], 1 / 60)
    return scene


def click(app, pos, button=1):
    """Press and release at pos (logical coordinates), then run a frame."""
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], 1 / 60)


def key(app, k):
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], 1 / 60)


def button(scene, label):
    """The button with this label among the scene's widgets (at a table: among its parts, with its thing)."""
    from game.ui.tabletop.scene import TableScene
    if isinstance(scene, TableScene):   # a table: its buttons are parts with things
        return table_button(scene, label)
    panel = getattr(scene, "panel", None)
    found = getattr(scene, "widgets", []) + (panel.choices + panel.bar if panel is not None else [])
    for w in found + getattr(scene, "tools", []):
        if getattr(w, "label", None) == label:
            return w
    raise AssertionError(f"no button {label!r}")


def run(app, seconds, step=1 / 30):
    for _ in range(int(seconds / step)):
        app.frame([], step)


def idle(app, seconds, step=1 / 30):
    """No input for `seconds`, and frames only as App._loop runs them: while a scene is busy or the screen is
    dirty (else the app only does spare work and waits for input: nothing more happens)."""
    for _ in range(int(seconds / step)):
        if app.busy() or app.dirty:
            app.frame([], step)
        elif not app.spare(0.05):
            return


class TableButton:
    """A button of a table, as a test reads it: where it is, its words, whether it is on, its style, its tip."""

    def __init__(self, part, thing) -> None:
        self.rect = pygame.Rect(part.at)
        self.label, self.enabled, self.style = part.look.label, part.look.enabled, part.look.style
        self.tooltip = thing.text() if thing is not None else ""


def table_button(scene, label):
    from game.ui.widgets import ButtonLook
    layout = scene.layout()
    for p in layout.parts:
        if isinstance(p.look, ButtonLook) and p.look.label == label and p.shows(scene.hover):
            thing = next((t for t in layout.things if t.at == p.at), None)
            return TableButton(p, thing)
    raise AssertionError(f"no button {label!r}")
