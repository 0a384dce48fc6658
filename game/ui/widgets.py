"""Widgets for the mouse: buttons, toggles, sliders, value pickers (steppers), a scroll list, tooltips.

A widget handles an event (returning True when it used it) and draws itself; scenes keep them in a list
and pass events down until one takes it. Everything works with the mouse alone (the name fields of
textfield.py also take typing, and their default text means no one has to type).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from . import assets, draw, tips
from .theme import BODY, SMALL, Palette
from .tips import Tip

if TYPE_CHECKING:
    from .app import App
    from .markdown import Page

Rect = pygame.Rect


class Widget:
    def __init__(self, app: App, rect: Rect | tuple[int, int, int, int], tooltip: str | None = None) -> None:
        self.app = app
        self.rect = Rect(rect)
        self.enabled = True
        self.hover = False
        self.tooltip = tooltip

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None: ...

    def clicked(self, event: pygame.event.Event) -> bool:
        return (self.enabled and event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.rect.collidepoint(event.pos))

    def pressed_on(self, event: pygame.event.Event) -> bool:
        """A button of the mouse went down on it (the widget takes the press, whatever it does with it)."""
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)


class Button(Widget):
    def __init__(self, app: App, rect: Rect | tuple[int, int, int, int], label: str,
                 on_click: Callable[[], Any] | None = None, *, style: str = "normal", icon: str | None = None,
                 size: int = BODY, tooltip: str | None = None, selected: bool = False) -> None:
        super().__init__(app, rect, tooltip)
        self.label, self.on_click, self.style, self.icon, self.size = label, on_click, style, icon, size
        self.selected = selected
        self.pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if self.pressed_on(event) and event.button == 1:
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            if was and self.clicked(event):
                self.app.audio.play("click", 0.6)
                if self.on_click:
                    self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        paint_button(surface, self.rect, self.look(), self.app.palette)

    def look(self) -> ButtonLook:
        return ButtonLook(self.label, self.style, self.icon, self.size, self.hover, self.pressed, self.enabled,
                          self.selected)


@dataclass(frozen=True, slots=True)
class ButtonLook:
    """Everything a button shows: a Button draws itself from one, and a table's controls are parts of it."""

    label: str
    style: str = "normal"
    icon: str | None = None
    size: int = BODY
    hover: bool = False
    pressed: bool = False
    enabled: bool = True
    selected: bool = False


def paint_button(surface: pygame.Surface, rect: Rect, look: ButtonLook, pal: Palette) -> None:
    """A button as its look says (its shadow reaches compose.SHADOW beyond it)."""
    plain = (pal.panel_light, pal.line, pal.text)
    fill, border, ink = {"primary": (pal.gold, (255, 220, 150), pal.ink), "ghost": (pal.panel, pal.line, pal.text),
                         "danger": (pal.red, (230, 140, 120), pal.text)}.get(look.style, plain)
    if look.selected:
        border = pal.gold
    if not look.enabled:
        fill, border, ink = tuple(int(c * 0.6) for c in pal.panel_light), pal.line, pal.text_dim
    elif look.hover:
        fill = tuple(min(255, c + 22) for c in fill)
    rect = rect.move(0, 1) if look.pressed else rect
    draw.panel(surface, rect, fill, border, shadow=look.enabled and look.style != "ghost",
               width=3 if look.selected else 2)
    x = rect.centerx
    if look.icon and assets.exists(look.icon):   # (24 pixels, then 8 before the label; the two centred together)
        label_w = assets.width("bold", look.size, look.label) if look.label else -8   # (no label, no gap)
        left = rect.centerx - (32 + label_w) // 2
        draw.sprite(surface, look.icon, 24, (left + 12, rect.centery))
        x = left + 32 + label_w // 2
    if look.label:
        draw.text(surface, look.label, (x, rect.centery), size=look.size, colour=ink, face="bold",
                  anchor="center", max_width=rect.w - 16)


class Toggle(Widget):
    """A labelled on/off switch."""

    def __init__(self, app: App, rect: Rect | tuple[int, int, int, int], label: str, value: bool,
                 on_change: Callable[[bool], Any]) -> None:
        super().__init__(app, rect)
        self.label, self.value, self.on_change = label, value, on_change

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if self.clicked(event):
            self.value = not self.value
            self.app.audio.play("click", 0.6)
            self.on_change(self.value)
            return True
        return self.pressed_on(event)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        sw = Rect(self.rect.x, self.rect.centery - 13, 50, 26)
        pygame.draw.rect(surface, pal.gold if self.value else pal.panel_light, sw, border_radius=13)
        pygame.draw.rect(surface, pal.line if not self.hover else pal.gold, sw, 2, border_radius=13)
        knob_x = sw.right - 13 if self.value else sw.x + 13
        pygame.draw.circle(surface, pal.white, (knob_x, sw.centery), 10)
        colour = pal.text if self.enabled else pal.text_dim
        draw.text(surface, self.label, (sw.right + 12, self.rect.centery), size=BODY, colour=colour,
                  anchor="midleft", max_width=self.rect.w - 64)


class Slider(Widget):
    """A value from 0 to 1, set by clicking or dragging along the bar."""

    def __init__(self, app: App, rect: Rect | tuple[int, int, int, int], value: float,
                 on_change: Callable[[float], Any]) -> None:
        super().__init__(app, rect)
        self.value, self.on_change, self.dragging = value, on_change, False

    def _set(self, x: int) -> None:
        self.value = max(0.0, min(1.0, (x - self.rect.x) / max(1, self.rect.w)))
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        near = self.rect.inflate(0, 16)   # (the bar is thin: a press just above or below it takes it too)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and near.collidepoint(event.pos):
            self.dragging = True
            self._set(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            self.app.audio.play("click", 0.6)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        bar = Rect(self.rect.x, self.rect.centery - 5, self.rect.w, 10)
        pygame.draw.rect(surface, pal.panel_light, bar, border_radius=5)
        pygame.draw.rect(surface, pal.gold, (bar.x, bar.y, int(bar.w * self.value), bar.h), border_radius=5)
        knob = (bar.x + int(bar.w * self.value), bar.centery)
        pygame.draw.circle(surface, pal.white, knob, 12 if self.hover or self.dragging else 10)
        draw.text(surface, f"{round(self.value * 100)}%", (self.rect.right + 16, self.rect.centery), size=SMALL,
                  colour=pal.text_dim, anchor="midleft")


class Picker(Widget):
    """One value among several: ‹ value › arrows step through them (a number when values is a range). A
    stepper stops at its ends (twelve seats and one more click is still twelve); an arrow with nowhere to
    go is drawn dim and does nothing."""

    def __init__(self, app: App, rect: Rect | tuple[int, int, int, int], values: Sequence[str], value: str,
                 on_change: Callable[[str], Any], labels: dict[str, str] | None = None) -> None:
        super().__init__(app, rect)
        self.values = list(values)
        self.value = value if value in self.values else self.values[0]
        self.on_change, self.labels = on_change, labels or {}
        self.left = Rect(self.rect.x, self.rect.y, 34, self.rect.h)
        self.right = Rect(self.rect.right - 34, self.rect.y, 34, self.rect.h)
        self.hover_part = ""

    def can_step(self, delta: int) -> bool:
        return 0 <= self.values.index(self.value) + delta < len(self.values)

    def step(self, delta: int) -> bool:
        """One value on (or back); False, and nothing changes, at the end."""
        if not self.can_step(delta):
            return False
        self.value = self.values[self.values.index(self.value) + delta]
        self.app.audio.play("click", 0.6)
        self.on_change(self.value)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover_part = ("left" if self.left.collidepoint(event.pos) else
                               "right" if self.right.collidepoint(event.pos) else "")
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            if event.button == 1:
                back = self.left.collidepoint(event.pos)
                if not self.step(-1 if back else 1) and len(self.values) == 2 and not self.right.collidepoint(
                        event.pos) and not back:
                    self.step(-1)   # a click on the middle of a two-way pick (Person | Computer) switches it
            elif event.button == 3:
                self.step(-1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        return self.pressed_on(event)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette
        draw.panel(surface, self.rect, pal.panel_light, pal.gold if self.hover and self.enabled else pal.line)
        ink = pal.text if self.enabled else pal.text_dim
        for part, rect, glyph, delta in (("left", self.left, "‹", -1), ("right", self.right, "›", 1)):
            colour = (pal.line if not self.can_step(delta) else   # the end: nowhere to go this way
                      pal.gold if self.hover_part == part and self.enabled else ink)
            draw.text(surface, glyph, rect.center, size=28, colour=colour, face="bold", anchor="center")
        draw.text(surface, self.labels.get(self.value, self.value), self.rect.center, size=BODY, colour=ink,
                  face="bold", anchor="center", max_width=self.rect.w - 76)


class ScrollArea(Widget):
    """A tall surface seen through a window: the wheel, dragging the page, or the bar scroll it."""

    def __init__(self, app: App, rect: Rect | tuple[int, int, int, int], content: pygame.Surface | Page) -> None:
        super().__init__(app, rect)
        self.content = content
        self.offset = 0
        self.drag_from: tuple[int, int] | None = None

    @property
    def max_offset(self) -> int:
        return max(0, self.content.get_height() - self.rect.h)

    def scroll(self, dy: int) -> None:
        self.offset = max(0, min(self.max_offset, self.offset + dy))

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll(-event.y * 60)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.drag_from = (event.pos[1], self.offset)
            return True
        if event.type == pygame.MOUSEMOTION and self.drag_from is not None:
            y0, self.offset = self.drag_from
            moved = event.pos[1] - y0   # the bar moves the page as far as the bar is long; the page, by as much
            bar = self._bar_x() <= event.pos[0] and self.max_offset
            self.scroll(moved * self.content.get_height() // self.rect.h if bar else -moved)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.drag_from is not None:
            self.drag_from = None
            return True
        return False

    def _bar_x(self) -> int:
        return self.rect.right - 14

    def draw(self, surface: pygame.Surface) -> None:
        seen = Rect(0, self.offset, self.rect.w, self.rect.h)
        if isinstance(self.content, pygame.Surface):
            surface.blit(self.content, self.rect.topleft, area=seen)
        else:   # a page drawn in pieces as they come into sight
            self.content.draw(surface, self.rect.topleft, seen)
        if self.max_offset:
            pal = self.app.palette
            track = Rect(self._bar_x(), self.rect.y + 4, 8, self.rect.h - 8)
            pygame.draw.rect(surface, pal.panel_light, track, border_radius=4)
            h = max(30, track.h * self.rect.h // self.content.get_height())
            y = track.y + (track.h - h) * self.offset // self.max_offset
            pygame.draw.rect(surface, pal.gold, (track.x, y, 8, h), border_radius=4)


def dispatch(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Offer the event to each widget, top-most (last) first; mouse motion reaches all for hover."""
    handled = (w.handle(event) for w in reversed(widgets))
    return any(list(handled)) if event.type == pygame.MOUSEMOTION else any(handled)


def draw_all(widgets: Sequence[Widget], surface: pygame.Surface) -> None:
    """Each widget in order, the top-most (last) over the others."""
    for w in widgets:
        w.draw(surface)


def tooltip_of(widgets: Sequence[Widget]) -> Tip | None:
    """The tooltip of the control under the pointer, to be kept off the other controls."""
    for w in widgets:
        if w.hover and w.tooltip:
            return Tip(w.tooltip, w.rect, tuple(o.rect for o in widgets if o is not w))
    return None


def draw_tooltip(surface: pygame.Surface, app: App, tip: Tip | tuple[str, Rect] | None) -> Rect | None:
    """The tooltip inside the screen, off its neighbours (see tips.place); returns where it was drawn."""
    return tips.draw_tooltip(surface, app.palette, tip)
